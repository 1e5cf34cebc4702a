import type { Lang } from "~/i18n";
import { formatDate } from "~/i18n/format";

/**
 * A brief with its timeline's dates formatted for the brief card ('dd MMM yyyy' in the
 * page's language): loaders format dates, so date-fns stays out of the browser's bundle.
 */
export function withBriefDates<T extends { timelineStart: string | null; timelineEnd: string | null }>(
  brief: T,
  lang: Lang,
): T & { dates: { start: string; end: string } } {
  return { ...brief, dates: { start: formatDate(brief.timelineStart, lang), end: formatDate(brief.timelineEnd, lang) } };
}
