import type { ReactNode } from "react";

/*
 * A status badge in four styles (shadcn's names): default (solid brand),
 * secondary (soft grey), outline (a ring) and destructive (solid red). Complete class
 * names, so Tailwind's JIT finds them.
 */
export type BadgeVariant = "default" | "secondary" | "outline" | "destructive";

const STYLES: Record<BadgeVariant, string> = {
  default: "bg-brand-600 text-white",
  secondary: "bg-slate-100 text-slate-800",
  outline: "bg-white text-slate-700 ring-1 ring-inset ring-slate-300",
  destructive: "bg-red-600 text-white",
};

export function Badge({ variant = "default", children, testId }: { variant?: BadgeVariant; children: ReactNode; testId?: string }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${STYLES[variant]}`}
      data-testid={testId}
      data-variant={variant}
    >
      {children}
    </span>
  );
}
