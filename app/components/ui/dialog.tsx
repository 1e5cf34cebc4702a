import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useId, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import type { EnhancedDialogProps, Typed } from "./dialog-enhanced";

/*
 * A dialog is URL state (`?dialog=delete&id=3`): the page decides from the URL whether
 * it is open and where "close" goes. The server renders it as a panel over the page with
 * a plain form and a cancel link, so it works before and without JavaScript. With
 * JavaScript, Headless UI's Dialog takes over the same URL: it traps focus, closes on
 * Escape and on a click outside (both go to `closeTo`). Headless UI is loaded only when
 * a dialog opens, so pages stay within their JavaScript budget
 * (docs/decisions/007-light-forms-and-the-js-budget.md).
 */

type Props = {
  /** Whether the URL says this dialog is open. */
  open: boolean;
  /** The URL without the dialog (the cancel link and Escape go there). */
  closeTo: string;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  testId?: string;
  tone?: "default" | "danger";
};

type EnhancedModule = typeof import("./dialog-enhanced");
let loaded: EnhancedModule | null = null;
let loading: Promise<EnhancedModule> | null = null;
function loadEnhanced() {
  loading ??= import("./dialog-enhanced").then((m) => (loaded = m));
  return loading;
}

export function UrlDialog({ open, closeTo, title, description, children, testId, tone = "default" }: Props) {
  const [enhanced, setEnhanced] = useState<{ Dialog: ComponentType<EnhancedDialogProps>; typed: Typed | null } | null>(null);
  const navigate = useNavigate();
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const typedRef = useRef<Typed | null>(null);

  // After hydration only (the first render matches the server's panel). The enhanced
  // dialog mounts its own copy of the form: what the user typed meanwhile (seconds of it
  // on a slow connection) goes along.
  useEffect(() => {
    if (!open) return;
    const take = (m: EnhancedModule) =>
      setEnhanced({ Dialog: m.EnhancedDialog, typed: (typedRef.current = m.captureTyped(panelRef.current)) });
    if (loaded) take(loaded);
    else void loadEnhanced().then(take);
  }, [open]);

  // When the enhanced dialog replaces the server's panel (this commit), what was typed
  // since the capture above goes along too.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    return () => {
      if (panel && typedRef.current) loaded?.recapture(panel, typedRef.current);
    };
  }, [enhanced]);

  if (!open) return null;
  const close = () => navigate(closeTo, { replace: true, preventScrollReset: true });
  const heading = (
    <h2 id={titleId} className={`text-lg font-semibold ${tone === "danger" ? "text-red-700" : "text-slate-900"}`}>
      {title}
    </h2>
  );
  const body = (
    <>
      {description ? (
        <p id={descriptionId} className="mt-1 text-sm text-slate-600">
          {description}
        </p>
      ) : null}
      <div className="mt-4">{children}</div>
    </>
  );
  if (enhanced) {
    return (
      <enhanced.Dialog onClose={close} title={title} testId={testId} tone={tone} typed={enhanced.typed}>
        {body}
      </enhanced.Dialog>
    );
  }
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/50 p-0 sm:items-center sm:p-4">
      <Link to={closeTo} replace preventScrollReset className="absolute inset-0" tabIndex={-1} aria-hidden="true" />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        className="card relative max-h-[90vh] w-full max-w-lg overflow-y-auto rounded-b-none p-5 sm:rounded-b-xl sm:p-6"
        data-testid={testId}
      >
        {heading}
        {body}
      </div>
    </div>
  );
}

/** The cancel control of a dialog's form: a link back to the page without the dialog. */
export function DialogCancel({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} replace preventScrollReset className="btn-secondary">
      {children}
    </Link>
  );
}
