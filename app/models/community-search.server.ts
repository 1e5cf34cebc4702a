import { and, count, eq, sql, type SQL } from "drizzle-orm";

import { communities, communityCategories } from "../../db/schema";

import { cachedTotal } from "~/models/count-cache.server";
import { countCategoryMembers, countUsers } from "~/models/status-counts.server";
import { db } from "~/lib/server/db.server";
import type { Category } from "~/utils/enums";
import { searchText } from "~/validation/text";
import {
  type CategoryCheck,
  type CommunityFilters,
  HIDDEN_OWNERS,
  OWNER_PROBE_BUDGET,
  type OwnerCheck,
  type Plan,
  type PublicCommunity,
  countWhere,
  ftsIds,
  ftsPhrase,
  selectPage,
  usesFts,
  whereOf,
  withTextMatches,
} from "./community.server";

/*
 * The search planner of the public community list (browse, advertiser search,
 * GET /api/communities): for each filter set and order (Recommended or Rating) it picks
 * how SQLite finds the page ("seek" or "walk", see community.server.ts) and how it checks the category ("list" or
 * "probe"), from counts it reads cheaply, and it counts the total (from the count cache
 * when this filter set was counted at the current data version). Every plan returns the
 * same rows; the tests check it over every shape of filter set.
 */

/**
 * The filters as the queries read them, every "no filter" value undefined: two filter sets
 * that mean the same search get the same count query and the same count cache key.
 */
function normalize(filters: CommunityFilters): CommunityFilters {
  // Control characters never match a name, and a NUL breaks FTS5's query parser.
  return {
    q: searchText(filters.q),
    category: filters.category || undefined,
    location: filters.location || undefined,
    verified: filters.verified ? true : undefined,
    minMembers: filters.minMembers,
    maxMembers: filters.maxMembers,
    // The parser keeps 1 to 5 (docs/decisions/027-rating-search.md); anything else filters nothing.
    minRating:
      filters.minRating !== undefined && Number.isFinite(filters.minRating) && filters.minRating >= 1 && filters.minRating <= 5
        ? filters.minRating
        : undefined,
    sort: filters.sort === "rating" ? "rating" : undefined,
  };
}

/** A member bound in a cache key (String, so that no number collapses into null). */
function bound(n: number | undefined): string | null {
  return n === undefined ? null : String(n);
}

/**
 * The count cache key of the total of normalized filters: each in a fixed place, absent
 * ones null. The order does not change the total, so it is not in the key.
 */
function matchesKey(f: CommunityFilters): string {
  return `matches ${JSON.stringify([
    f.q ?? null,
    f.category ?? null,
    f.location ?? null,
    f.verified === true,
    bound(f.minMembers),
    bound(f.maxMembers),
    bound(f.minRating),
  ])}`;
}

/** The filters that count (the order does not). */
function counted(f: CommunityFilters): CommunityFilters {
  const { sort: _sort, ...filters } = f;
  return filters;
}

function hasFilters(f: CommunityFilters): boolean {
  return Object.values(counted(f)).some((value) => value !== undefined);
}

/**
 * Communities in the category, read from the category index alone (its rows are one per
 * community, the primary key says so), optionally only those among `ids`.
 */
function countCategory(category: Category, ids?: SQL): number {
  const inCategory = eq(communityCategories.category, category);
  return (
    db
      .select({ n: count() })
      .from(communityCategories)
      .where(ids ? and(inCategory, sql`${communityCategories.communityId} IN (${ids})`) : inCategory)
      .get()?.n ?? 0
  );
}

/**
 * A city with fewer communities than this (within the member range) is "small": probing
 * each of them for the category beats building the category's list (Bogor, 1,595: 1.0 ms
 * against 2.4 ms), and a seek from the location index beats a walk that visits more rows.
 */
const SMALL_CITY = 4_000;

/**
 * How many communities the filters' city has within their member range, counted up to
 * `cap` (a bigger city answers `cap`): SMALL_CITY, or all of them to weigh a city walk.
 * The location index (location, member_count) answers alone: 0.05 ms for a city of 400,
 * 0.3 ms for 4,000. Cached like the totals, so a repeated search does not ask again.
 */
function citySize(f: CommunityFilters, cap = SMALL_CITY): number {
  const key = `city ${JSON.stringify([f.location, bound(f.minMembers), bound(f.maxMembers), cap])}`;
  return cachedTotal(key, () => {
    const inCity = db
      .select({ one: sql`1` })
      .from(communities)
      .where(whereOf({ location: f.location, minMembers: f.minMembers, maxMembers: f.maxMembers }))
      .limit(cap === Infinity ? -1 : cap)
      .as("in_city");
    return db.select({ n: count() }).from(inCity).get()?.n ?? 0;
  });
}

/**
 * How many communities match (normalized filters), with the cheapest query measured for
 * each shape of filter set (100,000 communities, bench/seed.ts).
 */
function countAllMatches(f: CommunityFilters): number {
  const onCommunities =
    f.location !== undefined || f.verified || f.minMembers !== undefined || f.maxMembers !== undefined || f.minRating !== undefined;
  if (!onCommunities && !f.q) return f.category ? countCategory(f.category) : countWhere(undefined);
  if (!onCommunities && f.q && usesFts(f.q)) {
    if (f.category) {
      // The category's index rows among the text matches: 2.0 ms for "kopi" (1,868 matches)
      // in a category, where checking the communities table against both lists takes 4.2 ms.
      return countCategory(f.category, ftsIds(f.q));
    }
    // Every FTS row is a community (the triggers of 0001_communities_fts.sql keep them in
    // step), so the text index counts alone: 0.7 ms for "kopi", against 1.9 ms for
    // `communities.id IN (...)`, which looks up every match in the communities table.
    return db.get<{ n: number }>(sql`SELECT count(*) AS n FROM communities_fts WHERE communities_fts MATCH ${ftsPhrase(f.q)}`)?.n ?? 0;
  }
  if (f.category && f.location && citySize(f) < SMALL_CITY) return countWhere(whereOf(f, "seek", "probe"));
  return countWhere(whereOf(f));
}

/**
 * The matches whose owner is not APPROVED: the hidden owners' communities (found through
 * the owner index, one each) that pass the filters.
 */
function countHiddenMatches(f: CommunityFilters): number {
  const hidden = sql`${communities.ownerId} IN (${HIDDEN_OWNERS})`;
  const filters = whereOf(f, "seek", "probe");
  return countWhere(filters ? and(hidden, filters) : hidden);
}

/** How many listed communities match: all matches less the hidden ones. */
function countMatches(f: CommunityFilters): number {
  const filters = counted(f);
  return countAllMatches(filters) - countHiddenMatches(filters);
}

/** A walk may visit this many index entries before a seek-and-sort is the better bet. */
const WALK_BUDGET = 20_000;

/**
 * A walk visiting up to this many rows probes each for the category rather than build the
 * category's list (see CategoryCheck): 3,000 probes cost about what the list of a category
 * of 9,000 communities does, ~2 ms. TECHNOLOGY in Jakarta, page 1 (~830 rows visited):
 * 0.7 ms with probes, 2.4 ms with the list. A bigger category's list costs more, and
 * probing stays the cheaper check up to a third of its size (categoryProbes).
 */
const PROBE_BUDGET = 3_000;

/** A probe of one row's category costs about as much as this many entries of a category's list. */
const PROBE_COST = 3;

/**
 * The most rows a plan should probe for the category rather than build its list: the
 * list costs its size, a probe PROBE_COST entries of it. The size comes from status_counts
 * (kept by triggers, migration 0024): on 1,000,000 communities a category's list of 90,000
 * cost 12 ms, and a page of the advertiser's search that probed its 4,300 visited rows
 * instead took 1.4 ms in all (docs/decisions/031-lists-at-a-million.md).
 */
function categoryProbes(category: Category): number {
  return Math.max(PROBE_BUDGET, countCategoryMembers(category) / PROBE_COST);
}

/**
 * The most rows a plan should probe for their owner rather than build the hidden owners'
 * list (OWNER_PROBE_BUDGET, or as many as there are accounts waiting or rejected: the
 * list's length, from status_counts).
 */
function ownerProbes(): number {
  return Math.max(OWNER_PROBE_BUDGET, countUsers({ status: "PENDING" }) + countUsers({ status: "REJECTED" }));
}

/**
 * One page of communities matching the filters, in their order (Recommended, or Rating
 * with `sort: "rating"`), and the total.
 * The total comes from the count cache when this filter set was counted at the current
 * data version. `options` force a plan or a category check (tests check all give the same
 * answer).
 */
export function searchCommunities(
  filters: CommunityFilters,
  page: { limit: number; offset: number },
  options: { plan?: Plan; categoryCheck?: CategoryCheck; ownerCheck?: OwnerCheck } = {},
): { items: PublicCommunity[]; total: number } {
  const f = normalize(filters);
  const total = cachedTotal(matchesKey(f), () => countMatches(f));
  if (total <= page.offset) return { items: [], total };
  // Without filters a page visits its offset and its rows (almost every owner is APPROVED).
  const ownersFor = (visits: number): OwnerCheck => options.ownerCheck ?? (visits <= OWNER_PROBE_BUDGET ? "probe" : "list");
  if (!hasFilters(f)) return { items: selectPage(undefined, page.limit, page.offset, f.sort, ownersFor(page.offset + page.limit)), total };
  // With matches spread over the walked order, a walk visits about this many rows: the
  // walk of the Rating order with a minimum starts at the top and ends at the minimum, so
  // it spreads the matches over the communities rated that well, not over all of them.
  // Cached or fresh, the totals are exact for the current data, so the choice is the same.
  const walked: CommunityFilters = f.sort === "rating" && f.minRating !== undefined ? { minRating: f.minRating } : {};
  const everyone = cachedTotal(matchesKey(walked), () => countMatches(walked));
  const visits = ((page.offset + page.limit) * everyone) / total;
  // A walk looks every row it visits up in the communities table for its location; a seek
  // in a small city reads only that city's rows (TECHNOLOGY in Bogor: 1.6 ms, against 3.4 ms
  // for a walk on page 1 and 8.8 ms on page 5).
  const city = f.location ? citySize(f) : Infinity;
  const smallCity = city < SMALL_CITY;
  // One location in the Recommended order: the city walk visits the city's share of the
  // rows a walk of the whole order would, and never more than the city holds, nor sorts
  // them all as a seek does (on 1,000,000 communities, verified, min 4 + TECHNOLOGY +
  // Jakarta: 1.5 ms, against 17 ms for a walk). Unless a rare text's few matches are
  // better sought through the text index.
  const cityWalk = f.location !== undefined && f.sort !== "rating" && !(f.q && visits > WALK_BUDGET);
  const plan = options.plan ?? (cityWalk ? "city" : visits > WALK_BUDGET || (smallCity && city < visits) ? "seek" : "walk");
  // The rows a walk visits: of the whole order, or of the city.
  const rowsWalked = plan === "city" ? ((page.offset + page.limit) * citySize(f, Infinity)) / total : visits;
  // A walk checks the category of every row it visits; a seek in a small city, of every
  // row in the city. Few rows: probe each. Many: build the category's list once.
  const check =
    options.categoryCheck ??
    ((plan === "seek" ? smallCity : f.category !== undefined && rowsWalked <= categoryProbes(f.category)) ? "probe" : "list");
  // The owner is checked after the filters: a walk checks it for the page's matches and
  // those before it, a seek for every match.
  const owners = options.ownerCheck ?? ((plan === "seek" ? total : page.offset + page.limit) <= ownerProbes() ? "probe" : "list");
  // A walk checks the text through the text's matches kept at hand (withTextMatches).
  const items = withTextMatches(plan === "seek" ? undefined : f.q, () =>
    selectPage(whereOf(f, plan, check), page.limit, page.offset, f.sort, owners),
  );
  return { items, total };
}
