import { formatRupiah } from "~/i18n/format";

/*
 * How a brief is shown, shared by the components that show it and the server code that
 * prepares it (server code never imports a component).
 */

/** The brief form's values, as strings the inputs start with. */
export type BriefFormValues = {
  title: string;
  company_name: string;
  agency_name: string;
  description: string;
  target_category: string;
  campaign_category: string;
  budget_min: string;
  budget_max: string;
  timeline_start: string;
  timeline_end: string;
  requirements: { age_range: string[]; gender: string; min_followers: string; location: string };
  community_guidelines: string;
  schedule_post: string;
  scope_of_work: string;
  terms: string;
  contact_person: string;
  contact_phone: string;
  status: string;
};

/** 'Rp 1.000.000 – Rp 5.000.000', one end when only one is set. */
export function budgetText(brief: { budgetMin: number | null; budgetMax: number | null }, t: { budgetNotSet: string }): string {
  const { budgetMin: min, budgetMax: max } = brief;
  if (min == null && max == null) return t.budgetNotSet;
  if (min == null || max == null || min === max) return formatRupiah(min ?? max);
  return `${formatRupiah(min)} – ${formatRupiah(max)}`;
}
