import { format as formatDateFns } from "date-fns";
import { enUS } from "date-fns/locale/en-US";
import { id as idLocale } from "date-fns/locale/id";
import { calendarDate } from "./format";
import type { Lang } from "./index";

/*
 * Dates with month names, for loaders: date-fns and its two locales stay on the server.
 * A page shows the same few dates again and again (a brief's timeline, the reviews due),
 * and date-fns' format costs more than the rest of a page's date work, so each answer is
 * kept (a few thousand per process; the memory is dropped when full).
 */
const KEPT_MAX = 4096;
const kept = new Map<string, string>();

/**
 * 'dd MMM yyyy' with month names in the active language. A "YYYY-MM-DD" string is a
 * calendar date; any other value is an instant shown as its date in WIB.
 */
export function formatDate(value: Date | string | number | null | undefined, lang: Lang): string {
  if (value == null || value === "") return "";
  const key = `${lang} ${typeof value === "string" ? value : new Date(value).getTime()}`;
  const known = kept.get(key);
  if (known !== undefined) return known;
  const date = calendarDate(value);
  const text = Number.isNaN(date.getTime()) ? "" : formatDateFns(date, "dd MMM yyyy", { locale: lang === "id" ? idLocale : enUS });
  if (kept.size >= KEPT_MAX) kept.clear();
  kept.set(key, text);
  return text;
}

const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

/** An instant as its date and time in WIB: '01 Dec 2026, 10:05 WIB' (Indonesia keeps no summer time). */
export function formatDateTime(value: Date | number, lang: Lang): string {
  const time = new Date(new Date(value).getTime() + WIB_OFFSET_MS).toISOString().slice(11, 16);
  return `${formatDate(value, lang)}, ${time} WIB`;
}
