import type { ReactNode } from "react";

/**
 * What a list shows when it has nothing: an icon, a title, a line of text and an action.
 * Its title is an h3 (under the list's h2), or an h2 where it stands for the whole page's content.
 */
export function EmptyState({
  title,
  text,
  action,
  icon,
  testId = "empty-state",
  headingLevel = 3,
}: {
  title: ReactNode;
  text?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
  testId?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
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
      <Heading className="mt-4 text-lg font-semibold text-slate-900">{title}</Heading>
      {text ? <p className="mt-1 text-sm text-slate-600">{text}</p> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
