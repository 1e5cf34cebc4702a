import { and, asc, count, desc, eq, getTableColumns, inArray, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { briefs, communities, communityCategories, users, type Community, type User } from "../../db/schema";
import { ModelError } from "./errors";
import { newestMatches } from "./fts-page.server";
import { cachedTotal, cachedValue } from "~/models/count-cache.server";
import {
  db,
  placeholders,
  placeholderValues,
  preparedPages,
  preparedPagesOf,
  preparedQueries,
  preparedQuery,
  writtenLimit,
} from "~/lib/server/db.server";
import type { Category } from "~/utils/enums";
import { searchText } from "~/validation/text";
import { siteUrl } from "~/lib/server/env.server";
import { communityPagePath } from "~/utils/community-page";
import { activePackageCounts } from "./storefront/packages.server";

/*
 * The community read model: the public view of communities (browse, home preview,
 * GET /api/communities). Filtering, counting and paging all run in SQL.
 */

export type CommunityFilters = {
  q?: string;
  category?: Category;
  location?: string;
  verified?: boolean;
  minMembers?: number;
  maxMembers?: number;
  /** The stored rating (one decimal) at least this; a community without reviews has none and never passes. */
  minRating?: number;
  /** "rating": best rated first (see RATING); absent: the Recommended order. */
  sort?: CommunitySort;
};

export type CommunitySort = "rating";

/** The API's community object without the owner's contact (owner_phone, owner_email). */
export type PublicCommunity = {
  id: number;
  owner_id: number;
  name: string;
  description: string;
  category: string[];
  location: string | null;
  is_online: boolean;
  member_count: number;
  demographics: { age_range: string | null; gender_ratio: string | null; interests: string[] };
  platforms: { type: string; url: string | null }[];
  social_links: Record<string, string>;
  logo_url: string | null;
  is_verified: boolean;
  /** The advertisers' published, not hidden reviews: their average to one decimal (null with none) and count. */
  rating: number | null;
  review_count: number;
  created_at: string;
  /** Its active packages (docs/product.md, "Packages"). */
  packages_count: number;
  /** Its public page's full address while verified, else null. */
  public_url: string | null;
};

/**
 * A community as the API shows it. `packagesCount`: its active packages, when the caller
 * counted a page's at once (activePackageCounts); else counted here.
 */
function toPublicCommunity(row: Community, categories: string[], packagesCount?: number): PublicCommunity {
  // The JSON columns are typed but not checked by SQLite: read them defensively.
  const demographics = row.demographics && typeof row.demographics === "object" ? row.demographics : {};
  return {
    id: row.id,
    owner_id: row.ownerId,
    name: row.name,
    description: row.description,
    category: categories,
    location: row.location,
    is_online: row.isOnline,
    member_count: row.memberCount,
    demographics: {
      age_range: demographics.age_range ?? null,
      gender_ratio: demographics.gender_ratio ?? null,
      interests: Array.isArray(demographics.interests) ? demographics.interests : [],
    },
    platforms: (Array.isArray(row.platforms) ? row.platforms : []).map((p) => ({
      type: p.type,
      url: p.url ?? null,
    })),
    social_links: row.socialLinks && typeof row.socialLinks === "object" ? row.socialLinks : {},
    logo_url: row.logoUrl,
    is_verified: row.isVerified,
    rating: row.ratingCount > 0 ? row.rating : null,
    review_count: row.ratingCount,
    created_at: row.createdAt.toISOString(),
    packages_count: packagesCount ?? activePackageCounts([row.id]).get(row.id) ?? 0,
    public_url: row.isVerified ? siteUrl() + communityPagePath(row) : null,
  };
}

/** The categories of many communities in one query, each list in the owner's order. */
function categoriesOf(ids: number[]): Map<number, string[]> {
  const byCommunity = new Map<number, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byCommunity;
  const rows = categoriesOfQuery(ids.length).all(placeholderValues("id", ids));
  for (const row of rows) byCommunity.get(row.communityId)?.push(row.category);
  return byCommunity;
}

// One statement per number of communities (a page's), built and compiled once
// (docs/decisions/022-render-cost.md).
const categoriesOfQuery = preparedQueries((db, n) =>
  db
    .select({ communityId: communityCategories.communityId, category: communityCategories.category })
    .from(communityCategories)
    .where(inArray(communityCategories.communityId, placeholders("id", n)))
    .orderBy(asc(communityCategories.communityId), asc(communityCategories.position), asc(communityCategories.category))
    .prepare(),
);

/** The FTS5 trigram tokenizer needs at least 3 characters to match anything. */
const TRIGRAM = 3;

/** True when the trigram index serves `q`; shorter queries fall back to LIKE. */
export function usesFts(q: string): boolean {
  return [...q].length >= TRIGRAM;
}

/** `q` as one FTS5 phrase: a quoted string, inner double quotes doubled. */
export function ftsPhrase(q: string): string {
  return `"${q.replace(/"/g, '""')}"`;
}

/** The ids (rowids) of the communities whose name or description contains `q`. */
export function ftsIds(q: string): SQL {
  return sql`SELECT rowid FROM communities_fts WHERE communities_fts MATCH ${ftsPhrase(q)}`;
}

/** `q` as a LIKE substring pattern; `\` escapes the wildcards % and _ (and itself). */
function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/*
 * Three ways for SQLite to find the rows of a page:
 * - "seek": the planner starts from the most selective index (location, member count,
 *   the FTS matches) and sorts what it finds. Best when few rows match.
 * - "walk": follow the index of the order (communities_recommended_idx, or
 *   communities_rating_order_idx for the Rating order) and stop after offset + limit
 *   matches. Best when matches are common. A unary `+` on a filtered column keeps
 *   SQLite from using that column's index, which leaves it the order's index.
 * - "city": for the communities of one location in the Recommended order, follow
 *   communities_location_verified_idx (location, is_verified, member_count) backwards:
 *   within the location it is the order up to the ties of a member count, which SQLite
 *   sorts a group at a time, stopping at the limit. Only the location is indexable, every
 *   other filter a check per row. A walk of the city's rows only: it visits the
 *   location's share of the rows a walk of the whole order would.
 * Counting always seeks. Every plan returns the same rows (the tests check it).
 */
export type Plan = "seek" | "walk" | "city";

/*
 * Two ways to check the category, which lives in another table (community_categories).
 * Measured on 100,000 communities (bench/seed.ts), TECHNOLOGY having 8,989:
 * - "list": `+id IN (SELECT community_id ... WHERE category = ?)`. SQLite builds the id list
 *   of the category once (about 2.2 ms, with a Bloom filter), then checks a row in about
 *   0.2 µs. Best when many rows reach the check. The `+` keeps the list from driving the
 *   query instead, with one lookup in the (wide) communities table per listed community.
 * - "probe": a correlated EXISTS, one seek in the category index per row that reaches it
 *   (about 0.6 µs), nothing up front. Best when few rows do: a walk's early pages, a city
 *   with few communities.
 * Counting TECHNOLOGY in Jakarta (15,805 communities) takes 4.2 ms with the list and 9.6 ms
 * with probes; in Bogor (1,595) 2.4 ms with the list and 1.0 ms with probes.
 */
export type CategoryCheck = "list" | "probe";

/** A column as a filter sees it: indexable in a seek (and the location in a city walk), a plain check in a walk. */
function col(column: SQLiteColumn, plan: Plan): SQL {
  const indexable = plan === "seek" || (plan === "city" && column === communities.location);
  return indexable ? sql`${column}` : sql`+${column}`;
}

/**
 * A column the walked index holds (is_verified and member_count lead the Recommended
 * index, rating the Rating one): indexable when walking that index, and in a seek; a plain
 * check when walking the other order's index, so SQLite keeps to the order's index.
 */
function orderCol(column: SQLiteColumn, plan: Plan, walkedBy: CommunitySort | undefined, sort: CommunitySort | undefined): SQL {
  // A city walk follows the location's index: only the location may lead SQLite elsewhere.
  return (plan === "walk" && walkedBy !== sort) || plan === "city" ? sql`+${column}` : sql`${column}`;
}

/*
 * A walk's text check. A seek starts from the text index's matches; a walk (or a city
 * walk) asks of each row it visits whether the text matches it. Listing the matches for
 * every page cost what they number ("kopi": 19,000 of 1,000,000 communities, 5-6 ms a
 * page), so the walk reads them once per public data version instead, as a sorted list of
 * ids (the count cache's textMatches scope), and its statement asks guyub_text_match(id)
 * of each visited row: a binary search in that list, from the page's statement alone
 * (withTextMatches). docs/decisions/031-lists-at-a-million.md.
 */
let walkedText: Int32Array | null = null;
const withTextFunction = new WeakSet<object>();

function contains(sorted: Int32Array, id: number): boolean {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (sorted[middle] === id) return true;
    if (sorted[middle] < id) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/** Run `read` (a statement built by whereOf for a walk with the text `q`) with the text's matches at hand. */
export function withTextMatches<T>(q: string | undefined, read: () => T): T {
  if (!q || !usesFts(q)) return read();
  const client = db.$client;
  if (!withTextFunction.has(client)) {
    client.function("guyub_text_match", { directOnly: true }, (id) => {
      if (!walkedText) throw new Error("guyub_text_match outside withTextMatches");
      return contains(walkedText, Number(id)) ? 1 : 0;
    });
    withTextFunction.add(client);
  }
  // FTS5 returns the rowids in ascending order.
  walkedText = cachedValue(
    `text ${q}`,
    () => Int32Array.from(db.all<{ rowid: number }>(sql`${ftsIds(q)} ORDER BY rowid`).map((r) => r.rowid)),
    "textMatches",
  );
  try {
    return read();
  } finally {
    walkedText = null;
  }
}

/** Case-insensitive substring match on name OR description. */
function textMatch(q: string, plan: Plan): SQL {
  if (usesFts(q)) return plan === "seek" ? sql`${communities.id} IN (${ftsIds(q)})` : sql`guyub_text_match(${communities.id})`;
  // 1-2 characters: the trigram index cannot serve them; LIKE (ASCII case-insensitive
  // in SQLite) checks every row, as cheap as such short queries deserve.
  const pattern = likePattern(q);
  return sql`(${communities.name} LIKE ${pattern} ESCAPE '\\' OR ${communities.description} LIKE ${pattern} ESCAPE '\\')`;
}

/** The community has the category among its list (see CategoryCheck). */
function categoryMatch(category: Category, check: CategoryCheck): SQL {
  if (check === "probe") {
    return sql`EXISTS (SELECT 1 FROM ${communityCategories} WHERE ${communityCategories.communityId} = ${communities.id} AND ${communityCategories.category} = ${category})`;
  }
  return sql`+${communities.id} IN (SELECT ${communityCategories.communityId} FROM ${communityCategories} WHERE ${communityCategories.category} = ${category})`;
}

/*
 * Public visibility: a community is listed only while its owner's account is
 * APPROVED. The owners who are not are few (sign-ups awaiting review, rejected ones), and
 * the approval index (users_status_idx) finds them at once, so every public query
 * builds their list once and checks each row against it, leaving the plans above as they
 * are. Counts subtract the hidden matches from the plain count (countMatches, in
 * community-search.server.ts).
 */
export const HIDDEN_OWNERS = sql`SELECT ${users.id} FROM ${users} WHERE ${users.approvalStatus} IN ('PENDING', 'REJECTED')`;

/** The community's owner is APPROVED (a check per row against the short hidden list). */
const listed = sql`+${communities.ownerId} NOT IN (${HIDDEN_OWNERS})`;

/*
 * Two ways to check the owner of each row a page visits:
 * - "list": against the hidden owners' list, built once per query (~0.2 ms for ~1,000
 *   hidden owners in bench/seed.ts). Best when the page visits many rows.
 * - "probe": a lookup of the owner's row by its primary key per visited row. Page 1 of
 *   /browse visits 12 rows: 0.05 ms against 0.2 ms with the list; at offset 500 still
 *   0.27 ms against 0.37 ms; at offset 3,000, 7.8 ms against 1.4 ms.
 */
export type OwnerCheck = "list" | "probe";

/** A page visiting up to this many rows probes each row's owner (see OwnerCheck). */
export const OWNER_PROBE_BUDGET = 1_000;

const LISTED: Record<OwnerCheck, SQL> = {
  list: listed,
  probe: sql`NOT EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${communities.ownerId} AND ${users.approvalStatus} IN ('PENDING', 'REJECTED'))`,
};

/** The WHERE clause of normalized filters. */
export function whereOf(f: CommunityFilters, plan: Plan = "seek", check: CategoryCheck = "list"): SQL | undefined {
  const memberRange = f.minMembers !== undefined || f.maxMembers !== undefined;
  const byRating = f.sort === "rating";
  const verified = orderCol(communities.isVerified, plan, undefined, f.sort);
  const members = orderCol(communities.memberCount, plan, undefined, f.sort);
  // A seek in the Rating order checks the minimum per row: left indexable, the rating
  // index would both filter and order, which is the walk.
  const rating = plan === "seek" && byRating ? sql`+${communities.rating}` : orderCol(communities.rating, plan, "rating", f.sort);
  const conditions = [
    f.q ? textMatch(f.q, plan) : undefined,
    f.location ? sql`${col(communities.location, plan)} = ${f.location}` : undefined,
    f.verified
      ? sql`${verified} = 1`
      : plan === "walk" && memberRange && !byRating
        ? // Always true; it lets a walk seek the member range within each half (verified,
          // then not) of the Recommended index instead of stepping over the other counts.
          sql`${communities.isVerified} IN (1, 0)`
        : undefined,
    // member_count is NOT NULL DEFAULT 0, so a missing count is 0; both bounds inclusive.
    // The Recommended index serves the range itself, so it stays indexable in its walk too.
    f.minMembers !== undefined ? sql`${members} >= ${f.minMembers}` : undefined,
    f.maxMembers !== undefined ? sql`${members} <= ${f.maxMembers}` : undefined,
    // NULL (no reviews) is never >= anything. The stored rating is the one the card shows,
    // rounded to one decimal (docs/decisions/026-reviews.md), so "4+" keeps what shows 4.0+.
    // The Rating index serves the range, first, in its walk.
    f.minRating !== undefined ? sql`${rating} >= ${f.minRating}` : undefined,
    // The costliest check last, for the rows the others let through. (SQLite may still run it
    // first: in a walk it checks what the index alone answers, the id, before looking the
    // row up in the table for its location. PROBE_BUDGET counts a probe per visited row.)
    f.category ? categoryMatch(f.category, check) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  return conditions.length ? and(...conditions) : undefined;
}

/** "Recommended": verified first, then the biggest, then the newest (id breaks ties). */
const RECOMMENDED = [desc(communities.isVerified), desc(communities.memberCount), desc(communities.createdAt), desc(communities.id)];

/**
 * "Rating": the best rated first, then the most reviewed, then Recommended. DESC puts the
 * communities without reviews (rating NULL) last. communities_rating_order_idx, walked
 * backwards, is this order (its rowid last gives the id).
 */
const RATING = [desc(communities.rating), desc(communities.ratingCount), ...RECOMMENDED];

export function countWhere(where: SQL | undefined): number {
  return db.select({ n: count() }).from(communities).where(where).get()?.n ?? 0;
}

export function selectPage(
  where: SQL | undefined,
  limit: number,
  offset: number,
  sort?: CommunitySort,
  owners: OwnerCheck = "list",
): PublicCommunity[] {
  if (!where) return withCategoryList(unfilteredPages[sort === "rating" ? "rating" : "recommended"][owners](limit).all({ offset, limit }));
  const rows = db
    .select()
    .from(communities)
    .where(where ? and(where, LISTED[owners]) : LISTED[owners])
    .orderBy(...(sort === "rating" ? RATING : RECOMMENDED))
    // Written into the SQL: a search's statement costs its planning again with `limit ?`.
    .limit(writtenLimit(limit))
    .offset(offset)
    .all();
  return withCategories(rows);
}

/**
 * A community's categories in the owner's order, as one comma-separated text (the
 * values are enum names, without commas). For statements that walk an index to their
 * limit: a sorted statement would compute it for every match, not only for its page.
 */
const categoryList = sql<
  string | null
>`(SELECT group_concat(${communityCategories.category}, ',' ORDER BY ${communityCategories.position}, ${communityCategories.category}) FROM ${communityCategories} WHERE ${communityCategories.communityId} = ${communities.id})`;

/**
 * A page of all listed communities (/browse and the API without filters): one statement
 * per order, owner check and limit, built and compiled once, with each community's
 * categories (the statement walks its order's index to its limit, so they are computed
 * for the page's rows only; docs/decisions/022-render-cost.md).
 */
function unfilteredPagesOf(order: SQL[], owners: OwnerCheck) {
  return preparedPages((db, limit) =>
    db
      .select({ ...getTableColumns(communities), categoryList })
      .from(communities)
      .where(LISTED[owners])
      .orderBy(...order)
      .limit(limit)
      .offset(sql.placeholder("offset"))
      .prepare(),
  );
}

const unfilteredPages = {
  recommended: { list: unfilteredPagesOf(RECOMMENDED, "list"), probe: unfilteredPagesOf(RECOMMENDED, "probe") },
  rating: { list: unfilteredPagesOf(RATING, "list"), probe: unfilteredPagesOf(RATING, "probe") },
};

/** Rows that carry their categoryList, as the API shows them. */
function withCategoryList(rows: Array<Community & { categoryList: string | null }>): PublicCommunity[] {
  const counts = activePackageCounts(rows.map((row) => row.id));
  return rows.map((row) => toPublicCommunity(row, row.categoryList ? row.categoryList.split(",") : [], counts.get(row.id)));
}

/** Community rows as the API shows them, with their categories (one statement for all). */
function withCategories(rows: Community[]): PublicCommunity[] {
  const categories = categoriesOf(rows.map((row) => row.id));
  const counts = activePackageCounts(rows.map((row) => row.id));
  return rows.map((row) => toPublicCommunity(row, categories.get(row.id) ?? [], counts.get(row.id)));
}

/**
 * One community as the API shows it: to everyone while its owner is APPROVED, and always
 * to its owner and the admin; undefined otherwise.
 */
export function getPublicCommunity(id: number, viewer?: Pick<User, "id" | "role"> | null): PublicCommunity | undefined {
  const row = db
    .select({ community: communities, ownerStatus: users.approvalStatus })
    .from(communities)
    .innerJoin(users, eq(users.id, communities.ownerId))
    .where(eq(communities.id, id))
    .get();
  if (!row) return undefined;
  const seesHidden = viewer && (viewer.role === "ADMIN" || viewer.id === row.community.ownerId);
  if (row.ownerStatus !== "APPROVED" && !seesHidden) return undefined;
  return toPublicCommunityRow(row.community);
}

/**
 * GET /api/communities/{id}: one community as `viewer` may read it. Everyone reads the
 * public view while the owner is APPROVED; the owner and the admin always read it, and
 * only they get the owner's phone and e-mail (owner_phone, owner_email), which are never
 * loaded for anyone else. Undefined when the viewer may not see it.
 */
export function getCommunityFor(
  viewer: Pick<User, "id" | "role"> | null | undefined,
  id: number,
): PublicCommunity | OwnedCommunity | undefined {
  const mayContact = !viewer ? sql`0` : viewer.role === "ADMIN" ? sql`1` : sql`${communities.ownerId} = ${viewer.id}`;
  const row = db
    .select({
      community: communities,
      ownerStatus: users.approvalStatus,
      mayContact: sql<number>`${mayContact}`,
      phone: sql<string | null>`CASE WHEN ${mayContact} THEN ${users.phone} END`,
      email: sql<string | null>`CASE WHEN ${mayContact} THEN ${users.email} END`,
    })
    .from(communities)
    .innerJoin(users, eq(users.id, communities.ownerId))
    .where(eq(communities.id, id))
    .get();
  if (!row) return undefined;
  if (!row.mayContact) return row.ownerStatus === "APPROVED" ? toPublicCommunityRow(row.community) : undefined;
  const categories = categoriesOf([row.community.id]).get(row.community.id) ?? [];
  return toOwnedCommunity(row.community, categories, { phone: row.phone ?? "", email: row.email ?? "" });
}

function toPublicCommunityRow(row: Community): PublicCommunity {
  return toPublicCommunity(row, categoriesOf([row.id]).get(row.id) ?? []);
}

const HOME_PREVIEW_SIZE = 3;

/** The home page preview: up to 3 verified communities, Recommended first. */
export function listHomePreview(): PublicCommunity[] {
  return selectPage(whereOf({ verified: true }), HOME_PREVIEW_SIZE, 0, undefined, "probe");
}

/** The API's community for its owner and the admin: with the owner's contact. */
export type OwnedCommunity = PublicCommunity & { owner_phone: string; owner_email: string };

/**
 * GET /api/users/{id}/communities: a user's communities (one at most), for the user
 * itself or the admin; anyone else is refused (403), before anything is looked up.
 */
export function listCommunitiesOfUser(actor: User | null | undefined, userId: number): OwnedCommunity[] {
  if (!actor) throw new ModelError("unauthenticated", "notSignedIn");
  if (actor.id !== userId && actor.role !== "ADMIN") throw new ModelError("forbidden", "notYourAccount");
  const rows = db
    .select({ community: communities, phone: users.phone, email: users.email })
    .from(communities)
    .innerJoin(users, eq(users.id, communities.ownerId))
    .where(eq(communities.ownerId, userId))
    .orderBy(asc(communities.id))
    .all();
  const categories = categoriesOf(rows.map((r) => r.community.id));
  return rows.map((r) => toOwnedCommunity(r.community, categories.get(r.community.id) ?? [], r));
}

/** The API's community with the owner's contact (for the owner and the admin only). */
export function toOwnedCommunity(row: Community, categories: string[], owner: { phone: string; email: string }): OwnedCommunity {
  return { ...toPublicCommunity(row, categories), owner_phone: owner.phone, owner_email: owner.email };
}

/** The owner's community (one per owner), whatever its state; undefined when none yet. */
export function getOwnCommunity(owner: Pick<User, "id">): Community | undefined {
  return ownCommunityQuery().get({ owner: owner.id });
}

// Built and compiled once: every owner's page runs it (docs/decisions/022-render-cost.md).
const ownCommunityQuery = preparedQuery((db) =>
  db
    .select()
    .from(communities)
    .where(eq(communities.ownerId, sql.placeholder("owner")))
    .prepare(),
);

/**
 * Community `id` for an actor that acts on it: its owner, or (with `admin: true`) the
 * admin. 404 when there is no such community, 403 for anyone else.
 */
export function communityForActor(actor: User | null | undefined, id: number, options: { admin?: boolean } = {}): Community {
  if (!actor) throw new ModelError("unauthenticated", "notSignedIn");
  const row = db.select().from(communities).where(eq(communities.id, id)).get();
  if (!row) throw new ModelError("not_found", "communityNotFound");
  if (row.ownerId === actor.id || (options.admin && actor.role === "ADMIN")) return row;
  throw new ModelError("forbidden", "notYourCommunity");
}

/** At most this many recommendations (GET /api/communities/recommended). */
export const RECOMMENDED_MAX = 12;

/**
 * GET /api/communities/recommended and the advertiser's dashboard: verified, listed
 * communities ranked for the caller. For an advertiser, those with a category among its
 * briefs' target categories come first, then the others; each group by member count
 * (the Recommended order). Anyone else gets the Recommended order. A caller that has
 * just read the advertiser's categories (countAdvertiserBriefs) passes them as
 * `briefCategories`; they are read here otherwise.
 */
export function listRecommendedCommunities(
  actor: User | null | undefined,
  limit = RECOMMENDED_MAX,
  briefCategories?: readonly string[],
): PublicCommunity[] {
  if (!actor) throw new ModelError("unauthenticated", "notSignedIn");
  const size = Math.max(1, Math.min(limit, RECOMMENDED_MAX));
  const verified = sql`${communities.isVerified} = 1`;
  const targets =
    actor.role !== "ADVERTISER"
      ? []
      : (briefCategories ??
        briefCategoriesQuery()
          .all({ advertiser: actor.id })
          .map((r) => r.category));
  if (targets.length === 0) return selectPage(verified, size, 0, undefined, "probe");
  const params = placeholderValues("t", targets);
  const matching = recommendedQueries(targets.length, size).matching.all({ ...params, limit: size });
  const rest = size - matching.length;
  const others = rest > 0 ? recommendedQueries(targets.length, rest).others.all({ ...params, limit: rest }) : [];
  return withCategoryList([...matching, ...others]);
}

/**
 * The recommendations for an advertiser with briefs in `n` categories: the verified
 * communities in those categories, then the other verified ones, on the Recommended
 * order; one statement each per number of categories, built and compiled once (the
 * advertiser's dashboard; docs/decisions/022-render-cost.md). The owners are probed (a
 * walk from the top, see OwnerCheck). A probe per visited row
 * while walking the Recommended index (verified, then member count), stopping at the
 * limit: an advertiser with briefs in many categories matches almost every row
 * (building the id list of its categories took ~35 ms over 100,000 communities; the
 * walk takes well under 1 ms).
 */
const recommendedQueries = preparedPagesOf((db, n, limit) => {
  const verified = sql`${communities.isVerified} = 1`;
  // "+": each row's few categories are read from its primary key (one seek) and checked
  // against the list, rather than one seek per category of the list (3x faster with 13).
  const inTargets = sql`EXISTS (SELECT 1 FROM ${communityCategories} WHERE ${communityCategories.communityId} = ${communities.id} AND +${communityCategories.category} IN (${sql.join(placeholders("t", n), sql`, `)}))`;
  const page = (where: SQL | undefined) =>
    db
      .select({ ...getTableColumns(communities), categoryList })
      .from(communities)
      .where(and(where, LISTED.probe))
      .orderBy(...RECOMMENDED)
      .limit(limit)
      .prepare();
  return { matching: page(and(verified, inTargets)), others: page(and(verified, sql`NOT (${inTargets})`)) };
});

const briefCategoriesQuery = preparedQuery((db) =>
  db
    .selectDistinct({ category: briefs.targetCategory })
    .from(briefs)
    .where(eq(briefs.advertiserId, sql.placeholder("advertiser")))
    .prepare(),
);

/* ---------- the admin's Communities tab ---------- */

/** A page's category check: a probe of community_categories' primary key per row. */
const pageWhereOf = (category: Category | undefined) =>
  category
    ? sql`EXISTS (SELECT 1 FROM community_categories cc WHERE cc.community_id = ${communities.id} AND cc.category = ${category})`
    : undefined;

export type AdminCommunityFilters = { q?: string; category?: Category; verified?: boolean };

export type AdminCommunityRow = Community & { categories: string[]; ownerName: string; ownerPhone: string; ownerEmail: string };

/**
 * Every community (whatever its owner's state), newest first (by id, the primary key),
 * with its owner's name, phone and e-mail, for the admin. The search (name or
 * description) is the browse's (communities_fts, or LIKE under 3 characters); the
 * category uses community_categories_category_idx.
 */
export function listCommunitiesForAdmin(
  actor: User | null | undefined,
  filters: AdminCommunityFilters,
  page: { limit: number; offset: number },
): { items: AdminCommunityRow[]; total: number } {
  if (!actor) throw new ModelError("unauthenticated", "notSignedIn");
  if (actor.role !== "ADMIN") throw new ModelError("forbidden", "wrongRole");
  const q = searchText(filters.q);
  // `+is_verified`: never a reason to leave the newest-first walk of the primary key.
  const verified = filters.verified === undefined ? undefined : sql`+${communities.isVerified} = ${filters.verified ? 1 : 0}`;
  const text = q ? textMatch(q, "seek") : undefined;
  const category = filters.category;
  // The page walks the communities newest first and probes community_categories' primary
  // key per row, stopping after one page. The count starts from the category's ids in
  // community_categories_category_idx instead (a count must visit every match anyway).
  const pageWhere = and(verified, text, pageWhereOf(category));
  const countWhere = and(
    verified,
    text,
    category ? sql`${communities.id} IN (SELECT community_id FROM community_categories WHERE category = ${category})` : undefined,
  );
  // The count cache of the public search, under the admin's own keys: a filter set asked
  // again (the next page) skips its COUNT until the data changes.
  const key = `admin:${JSON.stringify([q ?? "", category ?? "", filters.verified ?? ""])}`;
  const total = cachedTotal(key, () => db.select({ n: count() }).from(communities).where(countWhere).get()?.n ?? 0);
  if (total <= page.offset) return { items: [], total };
  // A text of 3 characters or more: the page's ids from communities_fts walked newest
  // first (fts-page.server.ts), never the list of every match.
  const ids =
    q && usesFts(q)
      ? newestMatches({ fts: "communities_fts", table: communities }, ftsPhrase(q), and(verified, pageWhereOf(category)), page)
      : undefined;
  if (ids?.length === 0) return { items: [], total };
  const rows = db
    .select({ community: communities, ownerName: users.fullname, ownerPhone: users.phone, ownerEmail: users.email })
    .from(communities)
    .innerJoin(users, eq(users.id, communities.ownerId))
    .where(ids ? inArray(communities.id, ids) : pageWhere)
    .orderBy(desc(communities.id))
    .limit(page.limit)
    .offset(ids ? 0 : page.offset)
    .all();
  const categories = categoriesOf(rows.map((r) => r.community.id));
  return {
    items: rows.map((r) => ({
      ...r.community,
      categories: categories.get(r.community.id) ?? [],
      ownerName: r.ownerName,
      ownerPhone: r.ownerPhone,
      ownerEmail: r.ownerEmail,
    })),
    total,
  };
}
