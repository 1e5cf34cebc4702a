import { useLocation } from "@remix-run/react";
import { useEffect, useRef, type MouseEvent, type ReactNode } from "react";

/**
 * A side drawer built on <details>: it opens and closes without JavaScript. With
 * JavaScript it also closes on navigation and on Escape.
 */
export function Drawer({
  label,
  closeLabel,
  icon,
  children,
  side = "right",
  testId,
}: {
  label: string;
  closeLabel: string;
  icon: ReactNode;
  children: ReactNode;
  side?: "left" | "right";
  testId?: string;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const here = location.pathname + location.search;
  const close = (event: MouseEvent) => {
    event.preventDefault();
    if (ref.current) ref.current.open = false;
  };
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.key]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && ref.current?.open) ref.current.open = false;
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
  return (
    <details ref={ref} className="group" data-testid={testId}>
      <summary
        className="flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
        aria-label={label}
      >
        {icon}
      </summary>
      {/* Without JavaScript the overlay and the close control reload this page, closed. */}
      <a href={here} onClick={close} tabIndex={-1} className="fixed inset-0 z-40 bg-slate-900/40" aria-hidden="true" />
      <div
        className={`fixed inset-y-0 z-50 flex w-72 max-w-[85vw] flex-col overflow-y-auto bg-white p-4 shadow-xl ${
          side === "right" ? "right-0" : "left-0"
        }`}
        role="dialog"
        aria-label={label}
      >
        <div className="mb-4 flex justify-end">
          <a href={here} className="btn-ghost px-3" aria-label={closeLabel} onClick={close}>
            ✕
          </a>
        </div>
        {children}
      </div>
    </details>
  );
}

export function MenuIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
