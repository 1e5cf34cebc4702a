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
 * that works without JavaScript; at least one link or one screenshot. After the
 * advertiser asked for changes the form starts from the latest proof (`defaultValue`),
 * the reason on top, and its screenshots are kept (`kept`: each sent back as
 * `keep_screenshots`, with a checkbox to leave it out) beside any new file. A language
 * switch keeps what was typed (utils/keep-typed.ts). The server's answer
 * (docs/product.md, "Campaigns") shows each error next to its field with the input kept
 * (files cannot be kept: the browser never refills a file input) and a summary at the top
 * linking to each field.
 * With JavaScript the shared schema checks the text fields in the browser too.
 */

/** A bad link's errors come as links[i] (the i-th non-blank line); more lines than this cannot pass. */
const LINKS_CHECKED = 100;

const FIGURES = [
  ["reach", "reachLabel"],
  ["reactions", "reactionsLabel"],
  ["attendees", "attendeesLabel"],
] as const;

export type KeptScreenshot = { name: string; src: string };

export function ProofForm({
  formKey,
  lastResult,
  defaultValue,
  kept = [],
  reason,
}: {
  formKey: string;
  lastResult?: SubmissionResult<string[]>;
  /** The latest proof's links, figures and note, as the fields take them. */
  defaultValue?: Record<string, unknown>;
  /** The latest proof's screenshots, kept unless the owner removes them. */
  kept?: KeptScreenshot[];
  /** What the advertiser asked to change, shown first. */
  reason?: string | null;
}) {
  const t = useT<typeof campaignWorkMessages>("campaignWork");
  const v: Messages = useT<typeof validationMessages>("validation");
  const busy = useIsPending();
  const { form, field } = useForm({
    id: formKey,
    lastResult,
    defaultValue,
    schema: () => import("~/validation/campaign").then((m) => m.ProofSchema),
  });
  const translate = (message: string) => v[message] ?? message;

  // The links' errors: the list's own, then each bad line's, numbered.
  const linksField = field("links");
  const lineErrors: string[] = [];
  for (let i = 0; i < LINKS_CHECKED; i++) {
    for (const message of field(`links[${i}]`).errors ?? [])
      lineErrors.push(interpolate(t.lineError, { n: i + 1, message: translate(message) }));
  }
  const linkErrors = [...(linksField.errors ?? []).map(translate), ...lineErrors];
  const links: FieldMeta = { ...linksField, errors: linkErrors.length ? linkErrors : undefined };
  const figures = FIGURES.map(([name, label]) => ({ field: field(name), label: t[label] }));
  const note = field("note");
  const screenshots = field("screenshots");
  const removed = field("remove_screenshots");

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
    if (/^(keep|remove)_screenshots/.test(name)) return labels.screenshots;
    return labels[name] ?? null;
  };

  return (
    <Form method="post" encType="multipart/form-data" {...form.props} className="space-y-5" data-testid="proof-form">
      <input {...useSubmissionKey()} />
      <input type="hidden" name="intent" value="proof" />
      <ErrorSummary form={form} title={t.summaryTitle} target={target} />
      {reason ? (
        <div className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" data-testid="changes-reason">
          <p className="font-semibold">{t.changesAsked}</p>
          <p className="mt-1 whitespace-pre-line break-words">{reason}</p>
        </div>
      ) : null}
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
      {kept.length ? (
        <fieldset data-testid="kept-screenshots">
          <legend className="label">{t.keptTitle}</legend>
          <p id={`${formKey}-kept-hint`} className="text-xs text-slate-600">
            {t.keptHint}
          </p>
          <ul className="mt-2 flex flex-wrap gap-3">
            {kept.map((shot, i) => (
              <li key={shot.name} className="w-28">
                <input type="hidden" name="keep_screenshots" value={shot.name} />
                <img
                  src={shot.src}
                  alt={interpolate(t.keptAlt, { n: i + 1 })}
                  width={96}
                  height={96}
                  loading="lazy"
                  className="h-24 w-24 rounded-md border border-slate-200 object-cover"
                />
                <label className="mt-1 flex items-start gap-1.5 text-xs text-slate-800">
                  <input
                    type="checkbox"
                    name="remove_screenshots"
                    value={shot.name}
                    defaultChecked={removed.initialValues.includes(shot.name)}
                    aria-describedby={`${formKey}-kept-hint`}
                    className="mt-0.5"
                  />
                  {interpolate(t.removeScreenshot, { n: i + 1 })}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
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
