import * as z from "zod/mini";
import { CATEGORIES, type Category } from "~/utils/enums";
import { LOCATIONS } from "~/utils/locations";
import { searchText } from "./text";

/*
 * The browse query: URL search params -> community filters and paging, shared by the
 * Browse Communities page (page, 12 per page) and GET /api/communities (limit, offset).
 * It never fails: a value that does not make sense is dropped, as if it were absent.
 */

export const PAGE_SIZE = 12;
export const DEFAULT_API_LIMIT = 20;
export const MAX_API_LIMIT = 100;

export type MemberRange = { readonly min: number; readonly max: number; readonly step: number };

/** The page's member slider: 0 to 10,000 in steps of 500; the top means "10,000+". */
export const MEMBER_RANGE: MemberRange = { min: 0, max: 10_000, step: 500 };

/** The advertiser's search (/advertiser/search): 0 to 100,000 in steps of 100; the top means "100,000+". */
export const SEARCH_MEMBER_RANGE: MemberRange = { min: 0, max: 100_000, step: 100 };

/**
 * How a page reads its query. Browse: the 10,000 range, verified only when asked for.
 * The advertiser's search: the 100,000 range, verified unless `verified=false` (its form
 * sends a hidden `false` before the checkbox, so the last value is the checkbox's).
 */
export type BrowseOptions = { memberRange?: MemberRange; verifiedByDefault?: boolean };

/** The "no filter" choice of the category and location pickers. */
export const ALL = "ALL";

/** The parameters the page and the API read, in the order the page writes them. */
export const BROWSE_PARAMS = ["q", "category", "location", "verified", "min_members", "max_members", "min_rating", "sort"] as const;
export type BrowseParam = (typeof BROWSE_PARAMS)[number];

const MAX_QUERY_LENGTH = 100;
const MAX_OFFSET = 1_000_000;

/** A field that turns anything it cannot read into undefined instead of failing. */
const lenient = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

/** A whole number written in decimal digits (no "1e3", "0x10", "12.5"). */
const wholeNumber = z.pipe(
  z.string().check(z.trim(), z.regex(/^\d{1,15}$/)),
  z.transform((v: string) => Number(v)),
);

/**
 * The minimum ratings the pages offer: half stars from 3 (docs/decisions/027-rating-search.md).
 * The parser takes any 1 to 5 with at most one decimal, the precision of a stored rating.
 */
export const MIN_RATINGS = [3, 3.5, 4, 4.5] as const;

/** A minimum rating: 1 to 5, at most one decimal ("4", "4.5"). */
const minRating = z.pipe(
  z.pipe(
    z.string().check(z.trim(), z.regex(/^\d(\.\d)?$/)),
    z.transform((v: string) => Number(v)),
  ),
  z.number().check(z.minimum(1), z.maximum(5)),
);

const categoryByUpper = new Map<string, Category>(CATEGORIES.map((c) => [c, c]));
const locationByLower = new Map(LOCATIONS.map((city) => [city.toLowerCase(), city]));

/** A string read by `read`; whatever it cannot read is undefined. */
const text = <T>(read: (v: string) => T) => lenient(z.pipe(z.string(), z.transform(read)));

const RawBrowseQuery = z.object({
  q: text((v) => searchText(v, MAX_QUERY_LENGTH)),
  // Case-insensitive; unknown values and ALL mean no filter.
  category: text((v) => categoryByUpper.get(v.trim().toUpperCase())),
  location: text((v) => locationByLower.get(v.trim().toLowerCase())),
  verified: text((v) => ["true", "1", "on"].includes(v.trim().toLowerCase())),
  min_members: lenient(wholeNumber),
  max_members: lenient(wholeNumber),
  min_rating: lenient(minRating),
  // "rating" (case-insensitive); anything else is the Recommended order.
  sort: text((v) => (v.trim().toLowerCase() === "rating" ? ("rating" as const) : undefined)),
  page: lenient(z.pipe(wholeNumber, z.number().check(z.int(), z.minimum(1), z.maximum(MAX_OFFSET / PAGE_SIZE)))),
  limit: lenient(
    z.pipe(
      wholeNumber,
      z.transform((n: number) => Math.min(MAX_API_LIMIT, Math.max(1, n))),
    ),
  ),
  offset: lenient(z.pipe(wholeNumber, z.number().check(z.maximum(MAX_OFFSET)))),
});

export type BrowseFilters = {
  q?: string;
  category?: Category;
  location?: string;
  verified?: boolean;
  minMembers?: number;
  maxMembers?: number;
  /** Only communities rated at least this (1-5); unrated ones never pass. */
  minRating?: number;
  /** "rating": best rated first; absent: Recommended. */
  sort?: "rating";
};

export type BrowseQuery = {
  filters: BrowseFilters;
  /** The page's 1-based page number (12 per page). */
  page: number;
  /** The API's page: limit 1-100 (default 20) and offset. */
  limit: number;
  offset: number;
};

type RawQuery = z.output<typeof RawBrowseQuery>;

function toBrowseQuery(raw: RawQuery, options: BrowseOptions = {}): BrowseQuery {
  const range = options.memberRange ?? MEMBER_RANGE;
  // The range's lowest value filters nothing; its top value ("10,000+") means no bound.
  let min = raw.min_members || undefined;
  let max = raw.max_members === range.max ? undefined : raw.max_members;
  // A range entered backwards is still the range the user meant.
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  const filters: BrowseFilters = {};
  if (raw.q) filters.q = raw.q;
  if (raw.category) filters.category = raw.category;
  if (raw.location) filters.location = raw.location;
  if (raw.verified ?? options.verifiedByDefault) filters.verified = true;
  if (min !== undefined) filters.minMembers = min;
  if (max !== undefined) filters.maxMembers = max;
  if (raw.min_rating !== undefined) filters.minRating = raw.min_rating;
  if (raw.sort) filters.sort = raw.sort;
  return {
    filters,
    page: raw.page ?? 1,
    limit: raw.limit ?? DEFAULT_API_LIMIT,
    offset: raw.offset ?? 0,
  };
}

export const BrowseQuerySchema = z.pipe(
  RawBrowseQuery,
  z.transform((raw: RawQuery) => toBrowseQuery(raw)),
);

/**
 * Read the browse query from URL search params: the first value of a repeated param wins,
 * except `verified` where the search page's hidden default comes first (see BrowseOptions).
 */
export function parseBrowseQuery(params: URLSearchParams, options: BrowseOptions = {}): BrowseQuery {
  const raw: Record<string, string> = {};
  for (const name of [...BROWSE_PARAMS, "page", "limit", "offset"]) {
    const value = name === "verified" && options.verifiedByDefault ? (params.getAll(name).at(-1) ?? null) : params.get(name);
    if (value !== null) raw[name] = value;
  }
  return toBrowseQuery(RawBrowseQuery.parse(raw), options);
}

/** The canonical query string of a filter set (and page): only what differs from the defaults, page 1 omitted. */
export function browseSearchParams(filters: BrowseFilters, page = 1, options: BrowseOptions = {}): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.category) params.set("category", filters.category);
  if (filters.location) params.set("location", filters.location);
  if (options.verifiedByDefault) {
    if (!filters.verified) params.set("verified", "false");
  } else if (filters.verified) params.set("verified", "true");
  if (filters.minMembers !== undefined) params.set("min_members", String(filters.minMembers));
  if (filters.maxMembers !== undefined) params.set("max_members", String(filters.maxMembers));
  if (filters.minRating !== undefined) params.set("min_rating", String(filters.minRating));
  if (filters.sort) params.set("sort", filters.sort);
  if (page > 1) params.set("page", String(page));
  return params;
}

/** True when any filter or search text differs from the defaults (the page's Reset is enabled). */
export function hasActiveFilters(filters: BrowseFilters, options: BrowseOptions = {}): boolean {
  const { verified, ...others } = filters;
  return Boolean(verified) !== Boolean(options.verifiedByDefault) || Object.values(others).some((v) => v !== undefined);
}
