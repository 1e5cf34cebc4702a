import { formatNumber } from "~/i18n/format";
import { interpolate, type Lang } from "~/i18n/index";
import { MIN_RATINGS } from "~/validation/browse";

/**
 * The "Minimum rating" choices of /browse and advertiser search, labelled on the server
 * (so no page bundle carries a list): the offered minimums, and a hand-written one the
 * list lacks (from the URL), in order, as the member pickers do.
 */
export function minRatingOptions(current: number | undefined, lang: Lang, atLeast: string): { value: string; label: string }[] {
  return [...new Set([...MIN_RATINGS, ...(current === undefined ? [] : [current])])]
    .sort((a, b) => a - b)
    .map((value) => ({ value: String(value), label: interpolate(atLeast, { rating: formatNumber(value, lang) }) }));
}
