import type { ReactNode } from "react";

/*
 * A status badge in four styles (shadcn's names): default (solid brand),
 * secondary (soft grey), outline (a ring) and destructive (solid red). The styles are
 * the CSS classes `badge badge-<variant>` (app/tailwind.css), so a page can show a
 * badge without loading this module. Tailwind keeps only the classes it finds written
 * out in app/: badge-default badge-secondary badge-outline badge-destructive.
 */
export type BadgeVariant = "default" | "secondary" | "outline" | "destructive";

export function Badge({ variant = "default", children, testId }: { variant?: BadgeVariant; children: ReactNode; testId?: string }) {
  return (
    <span className={`badge badge-${variant}`} data-testid={testId} data-variant={variant}>
      {children}
    </span>
  );
}
