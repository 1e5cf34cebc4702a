import type { BriefFormValues } from "~/utils/brief-view";
import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useState, type FormEvent, type ReactNode } from "react";
import { interpolate } from "~/i18n";
import type { briefFormMessages } from "~/i18n/advertiser-briefs";
import type { briefCardMessages } from "~/i18n/briefs";
import type { categoryMessages } from "~/i18n/labels";
import { useSubmissionKey, useT } from "~/i18n/use-lang";
import { groupAsTyped } from "~/utils/digits";
import { whatsappLink } from "~/utils/whatsapp";
import { BRIEF_AGE_RANGES, BRIEF_DATE_RANGE, CAMPAIGN_CATEGORIES, CATEGORIES, GENDER_TARGETS, type BriefStatus } from "~/utils/enums";
import { useIsPending } from "~/utils/use-is-pending";
import { ErrorSummary, type SummaryTarget } from "~/components/ui/error-summary";
import { FieldErrors, FormErrors, TextAreaField, TextField } from "~/components/ui/field";
import { inputProps, useForm, type FieldMeta } from "~/components/ui/form";
import { SelectField } from "~/components/ui/select-field";

/*
 * The campaign brief form (the full create page): every field of
 * BriefSchema as strings, one plain post that works without JavaScript. With JavaScript
 * the amounts show their '.' grouping as the user types, and the shared schema checks the
 * form in the browser (loaded on focus), and the WhatsApp link follows the typed phone
 * (utils/whatsapp.ts; it imports no formatter: the pages sit close to their JavaScript
 * budget, so the loader formats what it shows). When a required field is missing,
 * 'Validation Error' shows above the buttons, and each missing field says so beside it.
 *
 * The form ends in one submit button per status the model offers this account
 * (statusChoices): a new brief or a draft has 'Save draft' and 'Submit for approval', a
 * brief in review 'Save changes' and 'Move back to draft'. Each button posts its status
 * (`status=...`, the model checks the move); cancelling, final and unconfirmed, is not
 * offered here. Enter in a field (an Android keyboard's Go key) submits through the first
 * submit button of the form in the page, the language switch's hidden one
 * (components/frame/language-switch.tsx: the route names this form to keep through a
 * switch), which names no status: the action keeps the brief's (a new brief: a draft).
 */

type Texts = (typeof briefFormMessages)["en"];

/** The required text fields: one of them missing is the 'Validation Error'. */
const REQUIRED = ["title", "company_name", "description", "community_guidelines", "schedule_post", "scope_of_work"];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card space-y-4 p-4 sm:p-6" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Choices({
  legend,
  field,
  values,
  type,
  label,
}: {
  legend: string;
  field: FieldMeta;
  values: readonly string[];
  type: "checkbox" | "radio";
  label: (v: string) => string;
}) {
  return (
    <fieldset aria-describedby={field.errors ? field.errorId : undefined}>
      <legend className="label">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {values.map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              {...inputProps(field, { type, value })}
              id={`${field.id}-${value.replace(/\W+/g, "-")}`}
              aria-describedby={undefined}
              className="h-4 w-4 border-slate-300 text-brand-600"
            />
            {label(value)}
          </label>
        ))}
      </div>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}

const amount = { inputMode: "numeric" as const, autoComplete: "off", placeholder: "1.500.000", onInput: groupAsTyped, maxLength: 20 };

export function BriefForm({
  formId,
  lastResult,
  defaultValue,
  choices,
  current,
  locations,
  whatsapp,
}: {
  formId: string;
  lastResult: SubmissionResult<string[]> | undefined;
  defaultValue: BriefFormValues;
  /** statusChoices(current, user) of the model: the statuses the buttons post. */
  choices: readonly BriefStatus[];
  current: BriefStatus | null;
  locations: readonly string[];
  /** The saved contact phone's wa.me link (the loader makes it), shown under the field until the phone is edited. */
  whatsapp?: string | null;
}) {
  const t = useT<typeof briefFormMessages>("briefForm");
  const card = useT<typeof briefCardMessages>("briefCard");
  const categories = useT<typeof categoryMessages>("categories");
  const busy = useIsPending();
  const sent = useNavigation().formData?.get("status");
  const { form, field } = useForm({
    id: formId,
    lastResult,
    defaultValue,
    schema: () => import("~/validation/brief").then((m) => m.BriefSchema),
  });
  const missing = REQUIRED.some((name) => field(name).errors?.length);
  // The error summary's links: each field's label (a group of choices: its first box).
  const labels: Record<string, string> = {
    title: t.title,
    company_name: t.companyName,
    agency_name: t.agencyName,
    description: t.description,
    target_category: t.targetCategory,
    campaign_category: t.campaignCategory,
    budget_min: t.budgetMin,
    budget_max: t.budgetMax,
    timeline_start: t.timelineStart,
    timeline_end: t.timelineEnd,
    "requirements.age_range": t.ageRange,
    "requirements.gender": t.gender,
    "requirements.min_followers": t.minFollowers,
    "requirements.location": t.location,
    community_guidelines: t.communityGuidelines,
    schedule_post: t.schedulePost,
    scope_of_work: t.scopeOfWork,
    terms: t.terms,
    contact_person: t.contactPerson,
    contact_phone: t.contactPhone,
    status: t.status,
  };
  const summaryTarget = (name: string): SummaryTarget => {
    const label = labels[name];
    if (!label) return null;
    return { id: field(name).id, label: label.replace(/\s*\*$/, "") };
  };
  const phone = field("contact_phone");
  // The chat link follows the phone as it is typed (without JavaScript: the saved phone's).
  const [typedPhone, setTypedPhone] = useState<string | null>(null);
  const chat = typedPhone === null ? whatsapp : typedPhone.replace(/\D/g, "").length >= 10 ? whatsappLink(typedPhone) : null;
  return (
    <Form method="post" {...form.props} className="space-y-6" data-testid="brief-form">
      <input {...useSubmissionKey()} />
      <ErrorSummary form={form} target={summaryTarget} />
      <Section id={`${formId}-basic`} title={t.basicSection}>
        <TextField label={t.title} field={field("title")} inputProps={{ maxLength: 150, autoComplete: "off" }} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t.companyName} field={field("company_name")} inputProps={{ maxLength: 120, autoComplete: "organization" }} />
          <TextField label={t.agencyName} field={field("agency_name")} inputProps={{ maxLength: 120, autoComplete: "off" }} />
        </div>
        <TextAreaField label={t.description} field={field("description")} textareaProps={{ maxLength: 5000 }} />
        <SelectField
          label={t.targetCategory}
          field={field("target_category")}
          options={CATEGORIES.map((value) => ({ value, label: categories[value] ?? value }))}
        />
        <Choices
          legend={t.campaignCategory}
          field={field("campaign_category")}
          values={CAMPAIGN_CATEGORIES}
          type="radio"
          label={(v) => card[`campaign${v}` as keyof typeof card] ?? v}
        />
      </Section>

      <Section id={`${formId}-budget`} title={t.budgetSection}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t.budgetMin} field={field("budget_min")} hint={t.budgetHint} inputProps={amount} />
          <TextField label={t.budgetMax} field={field("budget_max")} inputProps={amount} />
          <TextField label={t.timelineStart} field={field("timeline_start")} type="date" inputProps={BRIEF_DATE_RANGE} />
          <TextField label={t.timelineEnd} field={field("timeline_end")} type="date" inputProps={BRIEF_DATE_RANGE} />
        </div>
      </Section>

      <Section id={`${formId}-requirements`} title={t.requirementsSection}>
        <Choices
          legend={t.ageRange}
          field={field("requirements.age_range")}
          values={BRIEF_AGE_RANGES}
          type="checkbox"
          label={(v) => v.replace("years", t.years)}
        />
        <Choices
          legend={t.gender}
          field={field("requirements.gender")}
          values={GENDER_TARGETS}
          type="radio"
          label={(v) => t[`gender_${v}` as keyof Texts] ?? v}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t.minFollowers} field={field("requirements.min_followers")} inputProps={{ ...amount, placeholder: "1.000" }} />
          <SelectField
            label={t.location}
            field={field("requirements.location")}
            placeholder={t.anyLocation}
            options={locations.map((value) => ({ value, label: value }))}
          />
        </div>
      </Section>

      <Section id={`${formId}-details`} title={t.detailsSection}>
        <TextAreaField label={t.communityGuidelines} field={field("community_guidelines")} textareaProps={{ maxLength: 5000, rows: 4 }} />
        <TextAreaField label={t.schedulePost} field={field("schedule_post")} textareaProps={{ maxLength: 5000, rows: 4 }} />
        <TextAreaField label={t.scopeOfWork} field={field("scope_of_work")} textareaProps={{ maxLength: 5000, rows: 4 }} />
        <TextAreaField label={t.terms} field={field("terms")} textareaProps={{ maxLength: 5000, rows: 4 }} />
      </Section>

      <Section id={`${formId}-contact`} title={t.contactSection}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t.contactPerson} field={field("contact_person")} inputProps={{ maxLength: 120, autoComplete: "name" }} />
          <TextField
            label={t.contactPhone}
            field={phone}
            type="tel"
            hint={
              chat ? (
                <a
                  href={chat}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-brand-700 underline"
                  data-testid="whatsapp-preview"
                >
                  {interpolate(t.whatsappPreview, { link: chat.replace("https://", "") })}
                </a>
              ) : undefined
            }
            inputProps={{
              maxLength: 20,
              autoComplete: "tel",
              onInput: (event: FormEvent<HTMLInputElement>) => setTypedPhone(event.currentTarget.value),
            }}
          />
        </div>
      </Section>

      {missing ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800" data-testid="validation-error">
          <p className="font-semibold">{t.validationError}</p>
          <p>{t.validationErrorText}</p>
        </div>
      ) : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      <FieldErrors id={field("status").errorId} errors={field("status").errors} />
      <div className="space-y-3" role="group" aria-labelledby={`${formId}-actions`} data-testid="brief-actions">
        <h2 id={`${formId}-actions`} className="sr-only">
          {t.actionsSection}
        </h2>
        <p className="text-sm text-slate-600">
          {current === "PENDING_APPROVAL"
            ? t.actionsHintPending
            : choices.includes("PENDING_APPROVAL")
              ? t.actionsHintNew
              : t.actionsHintPendingAccount}
        </p>
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          {choices
            .filter((status) => status !== "CANCELLED")
            // The primary action last: on the right, or at the bottom on a phone.
            .sort((a, b) => Number(a === "PENDING_APPROVAL") - Number(b === "PENDING_APPROVAL"))
            .map((status) => (
              <button
                key={status}
                type="submit"
                name="status"
                value={status}
                // The main action (submit, or save what is in review) is the primary button.
                className={`${status === "PENDING_APPROVAL" ? "btn-primary" : "btn-secondary"} w-full sm:w-auto`}
                disabled={busy}
              >
                {busy && sent === status ? t.saving : actionLabel(status, current, t)}
              </button>
            ))}
        </div>
      </div>
    </Form>
  );
}

/** A status button's words: what it does from the brief's current status. */
function actionLabel(status: BriefStatus, current: BriefStatus | null, t: Texts): string {
  if (status === "PENDING_APPROVAL") return current === "PENDING_APPROVAL" ? t.saveChanges : t.submitForApproval;
  if (status === "DRAFT") return current === "PENDING_APPROVAL" ? t.backToDraft : t.saveDraft;
  return t[`pick_${status}` as keyof Texts] ?? status;
}

/** Radios of the allowed statuses (the current one first), with a hint on the admin's review. */
export function StatusPicker({
  field,
  choices,
  current,
  t,
}: {
  field: FieldMeta;
  choices: readonly BriefStatus[];
  current: BriefStatus | null;
  t: Texts;
}) {
  const card = useT<typeof briefCardMessages>("briefCard");
  return (
    <>
      <Choices
        legend={t.status}
        field={field}
        values={choices}
        type="radio"
        label={(v) =>
          v === current
            ? interpolate(t.current, { status: card[`status${v}` as keyof typeof card] ?? v })
            : (t[`pick_${v}` as keyof Texts] ?? v)
        }
      />
      <p className="text-xs text-slate-600">{t.statusHint}</p>
    </>
  );
}
