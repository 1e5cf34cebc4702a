import type { Lang } from "~/i18n";
import { ageRangeLabel } from "~/i18n/format";
import { formatDate } from "~/i18n/format.server";

/**
 * A brief with its timeline's dates formatted for the brief card ('dd MMM yyyy' in the
 * page's language) and its age ranges in that language: loaders format them, so date-fns
 * and the words stay out of the browser's bundle.
 */
export function withBriefDates<
  T extends { timelineStart: string | null; timelineEnd: string | null; requirements?: { ageRange: string[] } },
>(brief: T, lang: Lang): T & { dates: { start: string; end: string } } {
  const dated = { ...brief, dates: { start: formatDate(brief.timelineStart, lang), end: formatDate(brief.timelineEnd, lang) } };
  if (brief.requirements)
    dated.requirements = { ...brief.requirements, ageRange: brief.requirements.ageRange.map((v) => ageRangeLabel(v, lang)) };
  return dated;
}
