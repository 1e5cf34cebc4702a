import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { interpolate, type Messages } from "~/i18n";
import type { campaignWorkMessages } from "~/i18n/campaign-work";
import { useSubmissionKey, useT } from "~/i18n/use-lang";
import type { validationMessages } from "~/i18n/validation";
import { groupAsTyped } from "~/utils/digits";
import { useIsPending } from "~/utils/use-is-pending";
import { ErrorSummary, type SummaryTarget } from "~/components/ui/error-summary";
import { FieldFrame, FormErrors, TextAreaField, TextField, describedBy } from "~/components/ui/field";
import { useForm, type FieldMeta } from "~/components/ui/form";

/*
 * The owner's proof of a campaign: links (a text box, one per line), the figures (whole
 * numbers typed with '.' grouping), a note and up to 5 screenshots, in one multipart post
 * that works without JavaScript. The server's answer (docs/product.md, "Campaigns")
 * shows each error next to its field with the input kept (files cannot be kept: the
 * browser never refills a file input) and a summary at the top linking to each field.
 * With JavaScript the shared schema checks the text fields in the browser too.
 */

/** A bad link's errors come as links[i] (the i-th non-blank line); more lines than this cannot pass. */
const LINKS_CHECKED = 100;

const FIGURES = [
  ["reach", "reachLabel"],
  ["reactions", "reactionsLabel"],
  ["attendees", "attendeesLabel"],
] as const;

export function ProofForm({ formKey, lastResult }: { formKey: string; lastResult?: SubmissionResult<string[]> }) {
  const t = useT<typeof campaignWorkMessages>("campaignWork");
  const v: Messages = useT<typeof validationMessages>("validation");
  const busy = useIsPending();
  const { form, field } = useForm({
    id: formKey,
    lastResult,
    schema: () => import("~/validation/campaign").then((m) => m.ProofSchema),
  });
  const translate = (message: string) => v[message] ?? message;

  // The links' errors: the list's own, then each bad line's, numbered.
  const linksField = field("links");
  const lineErrors: string[] = [];
  for (let i = 0; i < LINKS_CHECKED; i++) {
    for (const message of field(`links[${i}]`).errors ?? []) lineErrors.push(interpolate(t.lineError, { n: i + 1, message: translate(message) }));
  }
  const linkErrors = [...(linksField.errors ?? []).map(translate), ...lineErrors];
  const links: FieldMeta = { ...linksField, errors: linkErrors.length ? linkErrors : undefined };
  const figures = FIGURES.map(([name, label]) => ({ field: field(name), label: t[label] }));
  const note = field("note");
  const screenshots = field("screenshots");

  // The summary's entries: a bad line of the links names its line.
  const labels: Record<string, { id: string; label: string }> = {
    links: { id: links.id, label: t.linksLabel.replace(/\s*\*$/, "") },
    ...Object.fromEntries(figures.map(({ field: figure, label }) => [figure.name, { id: figure.id, label }])),
    note: { id: note.id, label: t.noteLabel },
    screenshots: { id: screenshots.id, label: t.screenshotsLabel },
  };
  const target = (name: string): SummaryTarget => {
    const line = /^links\[(\d+)\]$/.exec(name);
    if (line) return { ...labels.links, describe: (message) => interpolate(t.lineError, { n: Number(line[1]) + 1, message }) };
    return labels[name] ?? null;
  };

  return (
    <Form method="post" encType="multipart/form-data" {...form.props} className="space-y-5" data-testid="proof-form">
      <input {...useSubmissionKey()} />
      <input type="hidden" name="intent" value="proof" />
      <ErrorSummary form={form} title={t.summaryTitle} target={target} />
      <TextAreaField
        label={t.linksLabel}
        field={links}
        hint={t.linksHint}
        textareaProps={{ rows: 3, placeholder: "https://", autoComplete: "off", spellCheck: false }}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {figures.map(({ field: figure, label }) => (
          <TextField
            key={figure.name}
            label={label}
            field={figure}
            hint={t.figureHint}
            inputProps={{ inputMode: "numeric", autoComplete: "off", maxLength: 20, onInput: groupAsTyped }}
          />
        ))}
      </div>
      <TextAreaField label={t.noteLabel} field={note} hint={t.noteHint} textareaProps={{ rows: 3, maxLength: 2000 }} />
      <FieldFrame label={t.screenshotsLabel} field={screenshots} hint={t.screenshotsHint}>
        <input
          id={screenshots.id}
          name={screenshots.name}
          type="file"
          multiple
          accept="image/png,image/jpeg,image/webp"
          aria-invalid={screenshots.errors ? true : undefined}
          aria-describedby={describedBy(screenshots, t.screenshotsHint)}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-800"
        />
      </FieldFrame>
      <FormErrors id={form.errorId} errors={form.errors} />
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
        {busy ? t.submitting : t.submit}
      </button>
    </Form>
  );
}
