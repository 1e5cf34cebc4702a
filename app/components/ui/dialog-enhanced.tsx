import { Dialog, DialogPanel, DialogTitle, Portal } from "@headlessui/react";
import { useEffect, useLayoutEffect, useRef, type ReactNode } from "react";
import { installConnectionGuard } from "~/utils/connection-guard";

// A form in a dialog whose post gets no answer keeps what was typed (utils/connection-guard.ts).
installConnectionGuard();

/** The values of a dialog's controls, in document order (file inputs cannot be set). */
export type Typed = { values: { name: string; value: string; checked: boolean }[]; focused: number };
type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const controls = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<Control>("input[name], textarea[name], select[name]")).filter((el) => el.type !== "file");

/**
 * Mounted beside the server's panel; calls `onReady` once Headless UI renders a portal in
 * the commit that mounts it. Until its first component has mounted on a page, it renders
 * a portal (the dialog's panel) only a render later: frames after the server's panel had
 * left the page, with no field for the keys typed meanwhile. After this, the takeover is
 * one commit.
 */
export function Primer({ onReady }: { onReady: () => void }) {
  return (
    <Portal>
      <Ready onReady={onReady} />
    </Portal>
  );
}
function Ready({ onReady }: { onReady: () => void }) {
  useEffect(() => onReady(), [onReady]);
  return null;
}

/** What the user typed into the server's panel before this dialog takes over. */
export function captureTyped(panel: HTMLElement | null): Typed | null {
  if (!panel) return null;
  const list = controls(panel);
  return {
    values: list.map((el) => ({ name: el.name, value: el.value, checked: el instanceof HTMLInputElement && el.checked })),
    focused: list.findIndex((el) => el === document.activeElement),
  };
}

/**
 * The server's panel is leaving the page (React's commit): take its values once more, as
 * the user may have typed between the first capture and now. The focus stays the first
 * capture's (a detached panel has none).
 */
export function recapture(panel: HTMLElement, typed: Typed) {
  typed.values = captureTyped(panel)?.values ?? typed.values;
}

/**
 * Put it back into this dialog's controls (same form, so same order and names), except
 * where the user already typed into the new dialog (its value is no longer the default).
 */
function restoreTyped(panel: HTMLElement, typed: Typed, focus: boolean) {
  const list = controls(panel);
  typed.values.forEach((entry, i) => {
    const el = list[i];
    if (!el || el.name !== entry.name) return;
    if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio")) {
      if (el.checked === el.defaultChecked) el.checked = entry.checked;
    } else if (!(el instanceof HTMLSelectElement) && el.value !== el.defaultValue) return;
    else el.value = entry.value;
  });
  if (focus && typed.focused >= 0) list[typed.focused]?.focus();
}

/** Headless UI's Dialog around a UrlDialog's content (loaded on demand by dialog.tsx). */
export type EnhancedDialogProps = {
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  testId?: string;
  tone: "default" | "danger";
  /** What the user typed into the server's panel, to carry over. */
  typed?: Typed | null;
};

export function EnhancedDialog({ onClose, title, children, testId, tone, typed }: EnhancedDialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  // The panel is on the page in the commit that removed the server's (see Primer): the
  // values and the focus go over before the browser handles another key. Headless UI may
  // render the content afresh once more: they go back in at every frame of the next half
  // second too (never over what was typed into the new dialog).
  useLayoutEffect(() => {
    if (!typed) return;
    let frames = 0;
    let restored = 0;
    let frame = 0;
    const attempt = () => {
      if (panel.current && controls(panel.current).length > 0) restoreTyped(panel.current, typed, restored++ === 0);
      if (++frames < 90 && restored < 30) frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [typed]);
  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center sm:items-center sm:p-4">
        <DialogPanel
          ref={panel}
          className="card relative max-h-[90vh] w-full max-w-lg overflow-y-auto rounded-b-none p-5 sm:rounded-b-xl sm:p-6"
          data-testid={testId}
          data-enhanced="true"
        >
          <DialogTitle className={`text-lg font-semibold ${tone === "danger" ? "text-red-700" : "text-slate-900"}`}>{title}</DialogTitle>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
