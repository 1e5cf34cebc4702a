import * as z from "zod/mini";
import { BRIEF_AGE_RANGES, BRIEF_DATE_RANGE, BRIEF_STATUSES, CAMPAIGN_CATEGORIES, CATEGORIES, GENDER_TARGETS } from "~/utils/enums";
import { MinLine, MinText, OptionalLine, OptionalText, PhoneSchema, UpperEnum, WholeNumber, msg } from "./fields";

/*
 * The campaign brief (docs/product.md, "Fields and dates" under "Briefs"),
 * one schema for the advertiser's brief form and the JSON API (POST/PUT /api/briefs).
 * The form sends strings (budgets typed with '.' as thousands separator, dates as
 * YYYY-MM-DD, age ranges as repeated checkboxes); the API sends JSON numbers and lists.
 * Which status moves are allowed is the model's rule (brief-write.server.ts), not the schema's.
 */

/** Rupiah: a whole number of 0 or more, typed "1.500.000" (or "Rp 1.500.000") or sent as a number. */
const RupiahSchema = WholeNumber("budgetInvalid");

/**
 * A calendar date YYYY-MM-DD that exists (2026-02-30 does not), from 2000-01-01 to
 * 2100-12-31 (year 0000 or 9999 is a typing slip, not a campaign); blank is none.
 */
export const DateSchema = z.pipe(
  z.optional(z.union([z.string(), z.null()])),
  z.pipe(
    z.transform((v: string | null | undefined) => (v && v.trim() ? v.trim() : undefined)),
    z.optional(
      z.string().check(
        z.refine(
          (v) => {
            if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
            const date = new Date(`${v}T00:00:00Z`);
            return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === v;
          },
          { ...msg("dateInvalid"), abort: true },
        ),
        z.refine((v) => v >= BRIEF_DATE_RANGE.min && v <= BRIEF_DATE_RANGE.max, msg("dateRange")),
      ),
    ),
  ),
);

const asList = z.transform((v: unknown) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : [v]));

const RequirementsSchema = z.pipe(
  z.optional(
    z.object({
      age_range: z.pipe(asList, z.array(z.enum(BRIEF_AGE_RANGES, msg("invalidValue")))),
      gender: z.optional(z.union([z.enum(GENDER_TARGETS, msg("invalidValue")), z.null()])),
      min_followers: RupiahSchema,
      location: z.optional(z.union([OptionalLine(80), z.null()])),
    }),
  ),
  z.transform((r) => ({
    age_range: [...new Set(r?.age_range ?? [])],
    gender: r?.gender ?? null,
    min_followers: r?.min_followers ?? null,
    location: r?.location ?? null,
  })),
);

/** A cross-field check's `when`: run once these fields have no issue of their own. */
function parsedFields(...fields: string[]) {
  return (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => fields.includes(String(issue.path?.[0])));
}

const optionalText = (max: number) => z.optional(z.union([OptionalText(max), z.null()]));
const optionalLine = (max: number) => z.optional(z.union([OptionalLine(max), z.null()]));

export const BriefSchema = z
  .object({
    title: MinLine(5, "titleMin", 150),
    company_name: MinLine(2, "companyNameMin", 120),
    agency_name: optionalLine(120),
    description: MinText(20, "briefDescriptionMin", 5000),
    target_category: z._default(UpperEnum(CATEGORIES, "targetCategoryRequired"), "TECHNOLOGY"),
    campaign_category: z._default(UpperEnum(CAMPAIGN_CATEGORIES, "invalidValue"), "ONLINE"),
    budget_min: RupiahSchema,
    budget_max: RupiahSchema,
    timeline_start: DateSchema,
    timeline_end: DateSchema,
    terms: optionalText(5000),
    contact_person: optionalLine(120),
    contact_phone: z.optional(
      z.union([
        z.pipe(
          z.transform((v: string) => (v.trim() ? v : undefined)),
          z.optional(PhoneSchema),
        ),
        z.null(),
      ]),
    ),
    requirements: RequirementsSchema,
    community_guidelines: MinText(1, "required", 5000),
    schedule_post: MinText(1, "required", 5000),
    scope_of_work: MinText(1, "required", 5000),
    status: z._default(UpperEnum(BRIEF_STATUSES, "invalidValue"), "DRAFT"),
  })
  .check(
    // The order checks run even when another field failed (`when`), so one submit shows
    // every error; each runs once its own two fields parsed.
    z.refine((b) => b.budget_min === undefined || b.budget_max === undefined || b.budget_min <= b.budget_max, {
      message: "budgetRange",
      path: ["budget_max"],
      when: parsedFields("budget_min", "budget_max"),
    }),
    z.refine((b) => !b.timeline_start || !b.timeline_end || b.timeline_start <= b.timeline_end, {
      message: "timelineOrder",
      path: ["timeline_end"],
      when: parsedFields("timeline_start", "timeline_end"),
    }),
  );

export type BriefInput = z.output<typeof BriefSchema>;

/** The admin's decision on a pending brief (PUT /api/admin/briefs/{id}/status). */
export const BriefDecisionSchema = z.object({
  status: UpperEnum(["ACTIVE", "CANCELLED"] as const, "invalidValue"),
  adminNotes: optionalText(2000),
});
export type BriefDecision = z.output<typeof BriefDecisionSchema>;

/** The edit page of a brief whose content is settled (ACTIVE): only its status moves. */
export const BriefStatusFormSchema = z.object({
  status: UpperEnum(BRIEF_STATUSES, "invalidValue"),
});
