/*
 * Small pure formatters, safe for the client bundle. Dates with month names are
 * formatted on the server only (format.server.ts), so date-fns stays out of it.
 */
import type { Lang, Messages } from "./index";

const rupiahFormatter = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 0 });

/** "Rp 1.500.000" in both languages (Indonesian grouping). */
export function formatRupiah(amount: number | null | undefined): string {
  return `Rp ${rupiahFormatter.format(Math.round(amount ?? 0))}`;
}

/** Parse "1.500.000" (dots as thousands separators) to 1500000; blank gives null. */
export function parseRupiahInput(value: string | null | undefined): number | null {
  if (value == null) return null;
  const digits = value.replace(/[.\s]/g, "").replace(/^Rp/i, "");
  if (digits === "") return null;
  if (!/^\d+$/.test(digits)) return NaN;
  return Number(digits);
}

const countFormatters: Record<Lang, Intl.NumberFormat> = {
  en: new Intl.NumberFormat("en-US"),
  id: new Intl.NumberFormat("id-ID"),
};

/** A plain number with the active language's thousands separator. */
export function formatNumber(value: number, lang: Lang): string {
  return countFormatters[lang].format(value);
}

/**
 * A count shown among Rupiah amounts (the campaign report: its totals, table, chart,
 * sections, printout): grouped with "." in both languages, as Rupiah is, so no row
 * reads two styles ("Rp 2.000.000" beside "12.500"). docs/product.md, "Language, money,
 * dates and WhatsApp".
 */
export function formatCountAmongRupiah(value: number): string {
  return countFormatters.id.format(value);
}

/** Member count with thousands separators and a trailing plus; missing counts as 0. */
export function formatMemberCount(count: number | null | undefined, lang: Lang): string {
  return `${formatNumber(count ?? 0, lang)}+`;
}

const WIB_TIME_ZONE = "Asia/Jakarta";
const wibDateParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: WIB_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar date (YYYY-MM-DD) of an instant in Asia/Jakarta. */
export function toWibDate(instant: Date | string | number): string {
  return wibDateParts.format(new Date(instant));
}

/** The calendar date of a "YYYY-MM-DD" string, or of an instant in WIB, at local midnight. */
export function calendarDate(value: Date | string | number): Date {
  const ymd = typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : toWibDate(value);
  const [y, m, d] = ymd.split("-").map(Number);
  return new Date(y, m - 1, d);
}

/** Days from one calendar date to another ("YYYY-MM-DD"), exact across DST-free UTC. */
function daysBetween(from: string, to: string): number {
  const utc = (ymd: string) => {
    const [y, m, d] = ymd.split("-").map(Number);
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

/**
 * A brief's time left (on the brief card): whole days from now until its end date in
 * WIB, rounded up, which is the number of calendar days from today (in WIB) to the end
 * date: 0 on the last day, below zero once it has passed. `end` is "YYYY-MM-DD"; null
 * when it is missing or not a date.
 */
export function timeLeftDays(end: string | null | undefined, now: Date | number): number | null {
  if (!end || !/^\d{4}-\d{2}-\d{2}$/.test(end)) return null;
  const days = daysBetween(toWibDate(now), end);
  return Number.isNaN(days) ? null : days;
}

/** Title case with underscores as spaces: FOOD_BEVERAGE -> "Food Beverage". */
export function titleCaseWords(value: string): string {
  return value
    .toLowerCase()
    .split("_")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/**
 * A category's label from the active language's "categories" texts
 * (`useT<typeof categoryMessages>("categories")`); unknown values are title-cased.
 */
export function categoryLabel(category: string, labels: Messages): string {
  return labels[category] ?? titleCaseWords(category);
}

/**
 * At most `max` characters (whole code points), cut with "…" when longer: the
 * application card's description (120 characters). Trailing space before the
 * ellipsis goes.
 */
export function truncateText(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  return `${chars.slice(0, max).join("").trimEnd()}…`;
}

/** A brief's age range ("18-24 years", stored in English) in the reader's language. */
export function ageRangeLabel(value: string, lang: Lang): string {
  return lang === "id" ? value.replace(/ years$/, " tahun") : value;
}
