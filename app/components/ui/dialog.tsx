import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import type { Typed } from "./dialog-enhanced";

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
let loading: Promise<EnhancedModule> | null = null;
const loadEnhanced = () => (loading ??= import("./dialog-enhanced"));

export function UrlDialog({ open, closeTo, title, description, children, testId, tone = "default" }: Props) {
  // null: the server's panel; { m }: the panel while Headless UI gets ready beside it;
  // with `typed`: the enhanced dialog has taken over, with what was typed into the panel.
  const [takeover, setTakeover] = useState<{ m: EnhancedModule; typed?: Typed | null } | null>(null);
  const navigate = useNavigate();
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const typedRef = useRef<Typed | null>(null);

  // After hydration only (the first render matches the server's panel). The enhanced
  // dialog mounts its own copy of the form: what the user typed meanwhile (seconds of it
  // on a slow connection) goes along. Closed, the next opening starts over.
  useEffect(() => {
    if (!open) return;
    void loadEnhanced().then((m) => setTakeover({ m }));
    return () => setTakeover(null);
  }, [open]);

  // When the enhanced dialog replaces the server's panel (one commit), what was typed
  // since the capture goes along too; the enhanced dialog puts it back in that commit.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    return () => {
      if (panel && typedRef.current) takeover?.m.recapture(panel, typedRef.current);
    };
  }, [takeover]);

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
  if (takeover?.typed !== undefined) {
    return (
      <takeover.m.EnhancedDialog onClose={close} title={title} testId={testId} tone={tone} typed={takeover.typed}>
        {body}
      </takeover.m.EnhancedDialog>
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
      {takeover ? (
        <takeover.m.Primer
          onReady={() => setTakeover({ m: takeover.m, typed: (typedRef.current = takeover.m.captureTyped(panelRef.current)) })}
        />
      ) : null}
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
