import { APPLICATION_STATUSES, BRIEF_STATUSES, CATEGORIES, type ApplicationStatus, type BriefStatus, type Category } from "~/utils/enums";

/*
 * The URL parameters of the owner's Campaigns and Applications pages and of the brief and
 * application endpoints. Plain functions (no zod): a value that does not make sense reads
 * as absent, as on the browse page.
 */

export const BRIEF_PAGE_SIZE = 10;
export const APPLICATION_PAGE_SIZE = 10;
export const DEFAULT_API_LIMIT = 20;
export const MAX_API_LIMIT = 100;
const MAX_OFFSET = 1_000_000;

const upper = (value: string | null) => value?.trim().toUpperCase() ?? "";

/** A category in any case; anything else (ALL included) is no filter. */
export function readCategory(value: string | null): Category | undefined {
  const v = upper(value);
  return (CATEGORIES as readonly string[]).includes(v) ? (v as Category) : undefined;
}

/** The Campaigns tab: "all", else the default "matching". */
export function readBriefTab(value: string | null): "matching" | "all" {
  return upper(value) === "ALL" ? "all" : "matching";
}

export const APPLICATION_TABS = ["approved", "pending", "rejected", "all"] as const;
export type ApplicationTab = (typeof APPLICATION_TABS)[number];

/** The Applications tab: approved (default), pending, rejected or all. */
export function readApplicationTab(value: string | null): ApplicationTab {
  const v = value?.trim().toLowerCase() ?? "";
  return (APPLICATION_TABS as readonly string[]).includes(v) ? (v as ApplicationTab) : "approved";
}

/** The status a tab lists (none for "all"). */
export function tabStatus(tab: ApplicationTab): ApplicationStatus | undefined {
  return tab === "all" ? undefined : (tab.toUpperCase() as ApplicationStatus);
}

/** A positive id in digits, or undefined. */
export function readId(value: string | null): number | undefined {
  const v = value?.trim() ?? "";
  if (!/^\d{1,15}$/.test(v)) return undefined;
  const n = Number(v);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/**
 * A status word in either case; `null` means the parameter is absent, `false` that it
 * names no status of `values` (the API answers 400 then).
 */
export function readStatus<T extends string>(value: string | null, values: readonly T[]): T | null | false {
  if (value === null || value.trim() === "") return null;
  const v = upper(value);
  return (values as readonly string[]).includes(v) ? (v as T) : false;
}

export const readBriefStatus = (value: string | null): BriefStatus | null | false => readStatus(value, BRIEF_STATUSES);
export const readApplicationStatus = (value: string | null): ApplicationStatus | null | false => readStatus(value, APPLICATION_STATUSES);

/** The API's page: limit 1-100 (default 20) and offset (default 0); nonsense reads as the default. */
export function readApiPage(params: URLSearchParams): { limit: number; offset: number } {
  const whole = (name: string) => {
    const v = params.get(name)?.trim() ?? "";
    return /^\d{1,15}$/.test(v) ? Number(v) : undefined;
  };
  const limit = whole("limit");
  const offset = whole("offset");
  return {
    limit: limit === undefined ? DEFAULT_API_LIMIT : Math.min(MAX_API_LIMIT, Math.max(1, limit)),
    offset: offset === undefined ? 0 : Math.min(MAX_OFFSET, offset),
  };
}
