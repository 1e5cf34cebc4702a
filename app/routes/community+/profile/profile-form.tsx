import type { ProfileFormValues } from "~/utils/community-view";
import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useState, type MouseEvent, type ReactNode } from "react";
import { interpolate } from "~/i18n";
import { categoryLabel } from "~/i18n/format";
import type { categoryMessages } from "~/i18n/labels";
import type { profileMessages } from "~/i18n/profile";
import { useSubmissionKey, useT } from "~/i18n/use-lang";
import { CATEGORIES, COMMUNITY_AGE_RANGES, PLATFORM_TYPES } from "~/utils/enums";
import { groupAsTyped } from "~/utils/digits";
import { PLATFORM_NAMES } from "~/utils/platforms";
import { useIsPending } from "~/utils/use-is-pending";
import { ErrorSummary, type SummaryTarget } from "~/components/ui/error-summary";
import { FieldErrors, FormErrors, TextAreaField, TextField } from "~/components/ui/field";
import { SelectField } from "~/components/ui/select-field";
import { inputProps, useForm, type FieldMeta } from "~/components/ui/form";

/*
 * The community profile form (/community/profile). One multipart form: the profile's
 * fields, the platform and social-link rows, and the logo (a link or an upload).
 *
 * Rows: "Add" and "Remove" are submit buttons (`rows=platforms.add`,
 * `rows=social_links.remove.2`). Without JavaScript the server answers with the form's
 * values and the row added or removed, nothing saved; with JavaScript the same buttons
 * change the rows in place.
 */

type Row = Record<string, string | undefined>;

function Section({ id, title, text, children }: { id: string; title: string; text?: string; children: ReactNode }) {
  return (
    <section className="card space-y-4 p-5 sm:p-6" aria-labelledby={`${id}-title`}>
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {text ? <p className="mt-1 text-sm text-slate-600">{text}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** The id of a row's list item: `platforms-3` is the third platform. */
const rowId = (list: string, n: number) => `${list}-${n}`;

/**
 * A list of rows the user adds to and removes from, with or without JavaScript. Without
 * it the page comes back from the server; the button's fragment brings the user back to
 * the row just added (or to the list a row left), not to the top of the page.
 */
function useRows(list: "platforms" | "social_links", initial: Row[]) {
  const [rows, setRows] = useState(() => initial.map((value, key) => ({ key, value, added: false })));
  const [next, setNext] = useState(initial.length);
  const button = (action: string, fragment: string) => ({
    type: "submit" as const,
    name: "rows",
    value: `${list}.${action}`,
    formNoValidate: true,
    formAction: `#${fragment}`,
  });
  return {
    rows,
    addButton: {
      ...button("add", rowId(list, rows.length + 1)),
      onClick(event: MouseEvent) {
        event.preventDefault();
        setRows((current) => [...current, { key: next, value: {}, added: true }]);
        setNext(next + 1);
      },
    },
    removeButton: (index: number) => ({
      ...button(`remove.${index}`, `${list}-title`),
      onClick(event: MouseEvent) {
        event.preventDefault();
        setRows((current) => current.filter((_, i) => i !== index));
      },
    }),
  };
}

/** The meta of a row's field, named by its position now (rows shift when one goes). */
function rowField(
  field: (name: string) => FieldMeta,
  list: string,
  index: number,
  part: string,
  value: string | undefined,
  key: number,
): FieldMeta {
  const meta = field(`${list}[${index}].${part}`);
  // A row keeps its start value where it moves; ids follow the row, not the position.
  return { ...meta, id: `${meta.id.replace(/\[\d+\]/, "")}-${key}`, errorId: `${meta.errorId}-${key}`, initialValue: value };
}

export function ProfileForm({
  formKey,
  lastResult,
  defaultValue,
  locations,
  logoUrl,
  isNew,
  verified,
  logoStored,
}: {
  formKey: string;
  lastResult: SubmissionResult<string[]> | undefined;
  defaultValue: ProfileFormValues;
  locations: readonly string[];
  logoUrl: string | null;
  isNew: boolean;
  /** A verified community: the form says that a new name or new categories send it back for verification. */
  verified: boolean;
  /**
   * The current logo is one uploaded here: the link field stays empty (it holds links
   * only) and the logo stays unless "Remove the current logo" is ticked.
   */
  logoStored: boolean;
}) {
  const t = useT<typeof profileMessages>("profile");
  const categories = useT<typeof categoryMessages>("categories");
  const busy = useIsPending();
  const { form, field } = useForm({
    id: formKey,
    lastResult,
    defaultValue,
    schema: () => import("~/validation/community").then((m) => m.CommunitySchema),
  });
  const start = (lastResult?.initialValue ?? defaultValue) as Partial<ProfileFormValues>;
  // A posted form may hold anything (one value where a list belongs): only rows count.
  const rowsOf = (value: unknown): Row[] => (Array.isArray(value) ? value.filter((row) => row && typeof row === "object") : []);
  const platforms = useRows("platforms", rowsOf(start.platforms));
  const links = useRows("social_links", rowsOf(start.social_links));
  const category = field("category");
  const online = field("is_online");
  const platformsMeta = field("platforms");
  const removeLogo = field("logo_remove");
  const onlineValue = online.initialValue ?? "true";

  // The error summary's links: each field's label, a row's field by its row's number.
  const labels: Record<string, string> = {
    name: t.name,
    description: t.description,
    category: t.categories,
    location: t.location,
    member_count: t.memberCount,
    "demographics.age_range": t.ageRange,
    "demographics.gender_ratio": t.genderRatio,
    "demographics.interests": t.interests,
    platforms: t.platformsSection,
    logo_url: t.logoUrl,
    logo_file: t.logoFile,
  };
  const rowLabels: Record<string, string> = {
    "platforms.type": t.platformType,
    "platforms.url": t.platformUrl,
    "social_links.name": t.linkName,
    "social_links.url": t.linkUrl,
  };
  const summaryTarget = (name: string): SummaryTarget => {
    const row = /^(platforms|social_links)\[(\d+)\]\.(\w+)$/.exec(name);
    if (row) {
      const [, list, at, part] = row;
      const index = Number(at);
      const key = (list === "platforms" ? platforms : links).rows[index]?.key;
      const label = rowLabels[`${list}.${part}`];
      if (key === undefined || !label) return null;
      return {
        id: rowField(field, list, index, part, undefined, key).id,
        label: interpolate(label, { n: index + 1 }).replace(/\s*\*$/, ""),
      };
    }
    const label = labels[name];
    if (!label) return null;
    const id = name === "category" ? `${category.id}-${CATEGORIES[0]}` : name === "platforms" ? "platforms-title" : field(name).id;
    return { id, label: label.replace(/\s*\*$/, "") };
  };

  return (
    <Form method="post" encType="multipart/form-data" {...form.props} className="space-y-6" data-testid="profile-form">
      {/* Enter in a field (an Android keyboard's Go key) submits through the form's first
          submit button: this one, Save, and never a row's Remove. */}
      <button type="submit" tabIndex={-1} aria-hidden="true" className="sr-only" data-testid="default-submit" />
      <input {...useSubmissionKey()} />
      <ErrorSummary form={form} target={summaryTarget} />
      <Section id="basic" title={t.basicSection}>
        {verified ? (
          <p
            role="note"
            className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
            data-testid="reverify-notice"
          >
            {t.reverifyNotice}
          </p>
        ) : null}
        <TextField label={t.name} field={field("name")} inputProps={{ autoComplete: "organization" }} />
        <TextAreaField label={t.description} field={field("description")} hint={t.descriptionHint} />
        <fieldset aria-describedby={category.errors ? category.errorId : undefined}>
          <legend className="label">{t.categories}</legend>
          <p className="mb-2 text-xs text-slate-600">{t.categoriesHint}</p>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
            {CATEGORIES.map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  {...inputProps(category, { type: "checkbox", value })}
                  id={`${category.id}-${value}`}
                  className="h-4 w-4 rounded border-slate-300 text-brand-600"
                />
                {categoryLabel(value, categories)}
              </label>
            ))}
          </div>
          <FieldErrors id={category.errorId} errors={category.errors} />
        </fieldset>
        <SelectField
          label={t.location}
          field={field("location")}
          placeholder={t.locationNone}
          options={locations.map((city) => ({ value: city, label: city }))}
        />
        <fieldset>
          <legend className="label">{t.onlineLegend}</legend>
          <div className="flex gap-6">
            {(["true", "false"] as const).map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name={online.name}
                  value={value}
                  defaultChecked={onlineValue === value}
                  className="h-4 w-4 border-slate-300 text-brand-600"
                />
                {value === "true" ? t.online : t.offline}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          label={t.memberCount}
          field={field("member_count")}
          hint={t.memberCountHint}
          inputProps={{ inputMode: "numeric", autoComplete: "off", maxLength: 17, onInput: groupAsTyped }}
        />
      </Section>

      <Section id="audience" title={t.audienceSection}>
        <SelectField
          label={t.ageRange}
          field={field("demographics.age_range")}
          placeholder={t.ageRangeNone}
          options={COMMUNITY_AGE_RANGES.map((range) => ({ value: range, label: range }))}
        />
        <TextField
          label={t.genderRatio}
          field={field("demographics.gender_ratio")}
          inputProps={{ placeholder: t.genderRatioPlaceholder }}
        />
        <TextField
          label={t.interests}
          field={field("demographics.interests")}
          hint={t.interestsHint}
          inputProps={{ placeholder: t.interestsPlaceholder }}
        />
      </Section>

      <Section id="platforms" title={t.platformsSection} text={t.platformsText}>
        <ol className="space-y-3" data-testid="platform-rows">
          {platforms.rows.map((row, index) => {
            const n = index + 1;
            return (
              <li
                key={row.key}
                id={rowId("platforms", n)}
                className="grid scroll-mt-4 grid-cols-1 gap-2 sm:grid-cols-[12rem_1fr_auto] sm:items-end"
              >
                <SelectField
                  label={interpolate(t.platformType, { n })}
                  field={rowField(field, "platforms", index, "type", row.value.type ?? "WHATSAPP", row.key)}
                  options={PLATFORM_TYPES.map((type) => ({ value: type, label: PLATFORM_NAMES[type] ?? t.platformOther }))}
                />
                <TextField
                  label={interpolate(t.platformUrl, { n })}
                  type="url"
                  field={rowField(field, "platforms", index, "url", row.value.url, row.key)}
                  inputProps={{ placeholder: "https://", autoFocus: row.added }}
                />
                <button {...platforms.removeButton(index)} className="btn-ghost text-red-700">
                  {interpolate(t.removePlatform, { n })}
                </button>
              </li>
            );
          })}
        </ol>
        <FieldErrors id={platformsMeta.errorId} errors={platformsMeta.errors} />
        <button {...platforms.addButton} className="btn-secondary">
          {t.addPlatform}
        </button>
      </Section>

      <Section id="social_links" title={t.socialSection} text={t.socialText}>
        {links.rows.length === 0 ? <p className="text-sm text-slate-600">{t.noLinks}</p> : null}
        <ol className="space-y-3" data-testid="link-rows">
          {links.rows.map((row, index) => {
            const n = index + 1;
            return (
              <li
                key={row.key}
                id={rowId("social_links", n)}
                className="grid scroll-mt-4 grid-cols-1 gap-2 sm:grid-cols-[12rem_1fr_auto] sm:items-end"
              >
                <TextField
                  label={interpolate(t.linkName, { n })}
                  field={rowField(field, "social_links", index, "name", row.value.name, row.key)}
                  inputProps={{ placeholder: t.linkNamePlaceholder, autoFocus: row.added }}
                />
                <TextField
                  label={interpolate(t.linkUrl, { n })}
                  type="url"
                  field={rowField(field, "social_links", index, "url", row.value.url, row.key)}
                  inputProps={{ placeholder: "https://" }}
                />
                <button {...links.removeButton(index)} className="btn-ghost text-red-700">
                  {interpolate(t.removeLink, { n })}
                </button>
              </li>
            );
          })}
        </ol>
        <button {...links.addButton} className="btn-secondary">
          {t.addLink}
        </button>
      </Section>

      <Section id="logo" title={t.logoSection} text={t.logoText}>
        {logoUrl ? (
          <figure className="flex items-center gap-3">
            <img src={logoUrl} alt="" width={64} height={64} className="h-16 w-16 rounded-lg border border-slate-200 object-cover" />
            <figcaption className="text-sm text-slate-600">{t.currentLogo}</figcaption>
          </figure>
        ) : null}
        <TextField label={t.logoUrl} type="url" field={field("logo_url")} inputProps={{ placeholder: "https://" }} />
        {logoStored ? (
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              name="logo_remove"
              value="true"
              defaultChecked={removeLogo.initialValue === "true"}
              className="h-4 w-4 rounded border-slate-300 text-brand-600"
            />
            {t.removeLogo}
          </label>
        ) : null}
        <LogoFileField label={t.logoFile} hint={t.logoFileHint} field={field("logo_file")} />
      </Section>

      <p className="text-xs text-slate-600">{t.rowsNoJsHint}</p>
      <FormErrors id={form.errorId} errors={form.errors} />
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
        {busy ? t.saving : isNew ? t.create : t.save}
      </button>
    </Form>
  );
}

function LogoFileField({ label, hint, field }: { label: string; hint: string; field: FieldMeta }) {
  return (
    <div>
      <label htmlFor={field.id} className="label">
        {label}
      </label>
      <input
        id={field.id}
        name={field.name}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        aria-invalid={field.errors ? true : undefined}
        aria-describedby={[`${field.id}-hint`, field.errors ? field.errorId : ""].filter(Boolean).join(" ")}
        className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-800"
      />
      <p id={`${field.id}-hint`} className="mt-1 text-xs text-slate-600">
        {hint}
      </p>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}
