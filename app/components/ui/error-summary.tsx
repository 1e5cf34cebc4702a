import { lazy, Suspense } from "react";

/*
 * The error summary of a long form (error-summary-body.tsx says what it shows). Its code
 * loads only when a form has errors: every page with a long form is near its JavaScript
 * budget, and most visits never need it. The server's HTML has it whole.
 */

export type { SummaryProps, SummaryTarget } from "./error-summary-body";
import type { SummaryProps } from "./error-summary-body";

const Body = lazy(() => import("./error-summary-body"));

export function ErrorSummary(props: SummaryProps) {
  if (Object.keys(props.form.attempt.errors).length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Body {...props} />
    </Suspense>
  );
}
