import { lazy, Suspense } from "react";
import type { FormMeta } from "./form";

/*
 * The error summary of a long form (error-summary-body.tsx says what it shows). Its code
 * loads only when a form has errors: every page with a long form is near its JavaScript
 * budget, and most visits never need it. The server's HTML has it whole.
 */

/**
 * Where an error's link leads and what it is called (and how its translated message
 * reads there, e.g. "Link 2: ..."); null leaves the entry out.
 */
export type SummaryTarget = { id: string; label: string; describe?: (message: string) => string } | null;

export type SummaryProps = {
  form: FormMeta;
  /** The summary's heading; the common "Not saved yet. Please check:" by default. */
  title?: string;
  /** A field's link target and label, by the field's name ("" is the form's own errors). */
  target: (name: string) => SummaryTarget;
};

const Body = lazy(() => import("./error-summary-body"));

export function ErrorSummary(props: SummaryProps) {
  if (Object.keys(props.form.attempt.errors).length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Body {...props} />
    </Suspense>
  );
}
