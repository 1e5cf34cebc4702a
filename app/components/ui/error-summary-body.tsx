import { lazy, Suspense, useEffect, useRef, type MouseEvent } from "react";
import { interpolate } from "~/i18n";
import type { commonMessages } from "~/i18n/common";
import { useT } from "~/i18n/use-lang";
import { useTranslateValidation } from "./field";
import type { FormMeta } from "./form";

/*
 * The error summary of a long form: at the form's top, the errors of the last submit,
 * each linked to its field, and a toast that says the form was not saved. It takes the
 * focus when it appears (the `autofocus` of the server's HTML without JavaScript, React's
 * on mount with it), so a screen reader reads it and nobody has to scroll 3,000 px to
 * find what went wrong. It shows the last submit's errors, not the live ones: it never
 * changes (or steals the focus) while the user types.
 */

const Toaster = lazy(() => import("~/components/frame/toaster").then((m) => ({ default: m.Toaster })));

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

/**
 * Following a link to a field scrolls to it; with JavaScript the field also takes the
 * focus (a fragment alone does not move it), its label in view.
 */
function focusField(event: MouseEvent<HTMLAnchorElement>) {
  const id = event.currentTarget.hash.slice(1);
  // A group of choices (`<id>-<value>` boxes) is reached through its first box.
  const field = document.getElementById(id) ?? document.querySelector<HTMLElement>(`[id^="${CSS.escape(id)}-"]`);
  if (!field) return;
  event.preventDefault();
  field.focus({ preventScroll: true });
  field.scrollIntoView({ block: "center" });
}

export default function ErrorSummaryBody({ form, title, target }: SummaryProps) {
  const t = useT<typeof commonMessages>("common");
  const translate = useTranslateValidation();
  const entries = Object.entries(form.attempt.errors).flatMap(([name, errors]) => {
    const to = name === "" ? { id: form.errorId, label: "" } : target(name);
    return to && errors.length ? [{ name, ...to, errors }] : [];
  });
  const count = entries.length;
  const summary = useRef<HTMLDivElement>(null);
  // React moves the focus for autofocus only to form controls: the summary asks itself.
  useEffect(() => {
    if (count > 0) summary.current?.focus();
  }, [form.attempt.n, count > 0]); // eslint-disable-line react-hooks/exhaustive-deps
  if (count === 0) return null;
  return (
    <>
      <div
        key={form.attempt.n}
        ref={summary}
        role="alert"
        tabIndex={-1}
        autoFocus
        aria-labelledby={`${form.id}-summary-title`}
        className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-400"
        data-testid="error-summary"
      >
        <p id={`${form.id}-summary-title`} className="font-semibold">
          {title ?? t.errorSummaryTitle}
        </p>
        <ul className="mt-1 list-disc space-y-0.5 pl-5">
          {entries.map((entry) => (
            <li key={entry.name}>
              {entry.label ? (
                <>
                  <a href={`#${entry.id}`} className="underline" onClick={focusField}>
                    {entry.label}
                  </a>
                  :{" "}
                </>
              ) : null}
              {entry.errors.map((e) => (entry.describe ?? String)(translate(e))).join(" ")}
            </li>
          ))}
        </ul>
      </div>
      <Suspense fallback={null}>
        <Toaster
          toast={{
            id: `${form.id}-errors-${form.attempt.n}`,
            type: "error",
            title: count === 1 ? t.errorToastOne : interpolate(t.errorToastOther, { count }),
            description: t.errorToastText,
          }}
        />
      </Suspense>
    </>
  );
}
