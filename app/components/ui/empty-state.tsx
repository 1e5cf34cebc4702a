import type { ReactNode } from "react";

/** What a list shows when it has nothing: an icon, a title, a line of text and an action. */
export function EmptyState({
  title,
  text,
  action,
  icon,
  testId = "empty-state",
}: {
  title: ReactNode;
  text?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
  testId?: string;
}) {
  return (
    <div className="card px-6 py-12 text-center" data-testid={testId}>
      <div className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        {icon ?? (
          <svg width="24" height="24" viewBox="0 0 24 24" fill="none" aria-hidden="true">
            <circle cx="11" cy="11" r="7" stroke="currentColor" strokeWidth="2" />
            <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        )}
      </div>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
      {text ? <p className="mt-1 text-sm text-slate-600">{text}</p> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
