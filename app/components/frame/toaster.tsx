import { useEffect, useRef, useState } from "react";
import type { commonMessages } from "~/i18n/common";
import { useT } from "~/i18n/use-lang";
import type { RootToast } from "~/utils/root-data";

const DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

/**
 * One toast at a time, from the server's flash cookie (the root loader sends its texts
 * in the page's language). Without JavaScript a CSS
 * animation hides it after 5 s and the close control is a checkbox label. With
 * JavaScript: a 5 s timer, close button, swipe right to dismiss, F8 focuses it. At the
 * bottom of the screen, except on a small screen with a dialog open (.toast-region in
 * tailwind.css); above every dialog (z-50), whose answer it often is ("Invitation sent").
 */
export function Toaster({ toast }: { toast: RootToast | null }) {
  const common = useT<typeof commonMessages>("common");
  const [visible, setVisible] = useState<RootToast | null>(toast);
  const [dx, setDx] = useState(0);
  const startX = useRef<number | null>(null);
  const regionRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setVisible(toast);
    setDx(0);
    if (!toast) return;
    const timer = setTimeout(() => setVisible(null), DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "F8") {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  return (
    <div
      ref={regionRef}
      tabIndex={-1}
      role="region"
      aria-label={common.notifications}
      className="toast-region pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex justify-center p-4 sm:bottom-4 sm:right-4 sm:justify-end"
    >
      {visible ? (
        <div key={visible.id}>
          <input type="checkbox" id={`toast-${visible.id}`} className="peer sr-only" aria-hidden="true" tabIndex={-1} />
          <div
            role="status"
            aria-live="polite"
            data-testid="toast"
            className={`toast-auto-hide pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border p-4 shadow-lg peer-checked:hidden ${
              visible.type === "error" ? "border-red-200 bg-red-50 text-red-900" : "border-slate-200 bg-white text-slate-900"
            }`}
            style={dx ? { transform: `translateX(${dx}px)`, opacity: Math.max(0, 1 - dx / 200) } : undefined}
            onPointerDown={(e) => {
              startX.current = e.clientX;
            }}
            onPointerMove={(e) => {
              if (startX.current !== null) setDx(Math.max(0, e.clientX - startX.current));
            }}
            onPointerUp={() => {
              if (dx > SWIPE_THRESHOLD_PX) setVisible(null);
              else setDx(0);
              startX.current = null;
            }}
          >
            <div className="flex-1">
              <p className="text-sm font-semibold">{visible.title}</p>
              {visible.description ? <p className="mt-1 text-sm opacity-90">{visible.description}</p> : null}
            </div>
            <label
              htmlFor={`toast-${visible.id}`}
              className="cursor-pointer rounded px-1 text-slate-500 hover:text-slate-900"
              aria-label={common.close}
              onClick={(e) => {
                e.preventDefault();
                setVisible(null);
              }}
            >
              ✕
            </label>
          </div>
        </div>
      ) : null}
    </div>
  );
}
