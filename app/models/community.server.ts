import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { communities, communityCategories, type Community } from "../../db/schema";
import { db } from "~/utils/db.server";
import type { Category } from "~/utils/enums";

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
};

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
  created_at: string;
};

export function toPublicCommunity(row: Community, categories: string[]): PublicCommunity {
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
    created_at: row.createdAt.toISOString(),
  };
}

/** The categories of many communities in one query, each list in the owner's order. */
export function categoriesOf(ids: number[]): Map<number, string[]> {
  const byCommunity = new Map<number, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byCommunity;
  const rows = db
    .select({ communityId: communityCategories.communityId, category: communityCategories.category })
    .from(communityCategories)
    .where(inArray(communityCategories.communityId, ids))
    .orderBy(asc(communityCategories.communityId), asc(communityCategories.position), asc(communityCategories.category))
    .all();
  for (const row of rows) byCommunity.get(row.communityId)?.push(row.category);
  return byCommunity;
}

/** The FTS5 trigram tokenizer needs at least 3 characters to match anything. */
const TRIGRAM = 3;

/** `q` as one FTS5 phrase: a quoted string, inner double quotes doubled. */
function ftsPhrase(q: string): string {
  return `"${q.replace(/"/g, '""')}"`;
}

/** `q` as a LIKE substring pattern; `\` escapes the wildcards % and _ (and itself). */
function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/*
 * Two ways for SQLite to find the rows of a page:
 * - "seek": the planner starts from the most selective index (location, member count,
 *   the FTS matches) and sorts what it finds. Best when few rows match.
 * - "walk": follow the Recommended index in order and stop after offset + limit
 *   matches. Best when matches are common. A unary `+` on a filtered column keeps
 *   SQLite from using that column's index, which leaves it the Recommended index.
 * Counting always seeks. Both plans return the same rows (the tests check it).
 */
type Plan = "seek" | "walk";

/** A column as a filter sees it: indexable in a seek, a plain check in a walk. */
function col(column: SQLiteColumn, plan: Plan): SQL {
  return plan === "walk" ? sql`+${column}` : sql`${column}`;
}

/** Case-insensitive substring match on name OR description. */
function textMatch(q: string, plan: Plan): SQL {
  if ([...q].length >= TRIGRAM) {
    return sql`${col(communities.id, plan)} IN (SELECT rowid FROM communities_fts WHERE communities_fts MATCH ${ftsPhrase(q)})`;
  }
  // 1-2 characters: the trigram index cannot serve them; LIKE (ASCII case-insensitive
  // in SQLite) checks every row, as cheap as such short queries deserve.
  const pattern = likePattern(q);
  return sql`(${communities.name} LIKE ${pattern} ESCAPE '\\' OR ${communities.description} LIKE ${pattern} ESCAPE '\\')`;
}

/**
 * The community has the category among its list. Written as a membership test against
 * a list SQLite builds once from the category index (the `+` keeps it from driving the
 * query instead, with one table lookup per listed community). With 100,000 communities
 * this counts a category in a city in about 4 ms, where a correlated EXISTS, probing the
 * join table once per community, takes 11 ms (60 ms for a category in every city).
 */
function categoryMatch(category: Category): SQL {
  return sql`+${communities.id} IN (SELECT ${communityCategories.communityId} FROM ${communityCategories} WHERE ${communityCategories.category} = ${category})`;
}

function whereOf(filters: CommunityFilters, plan: Plan = "seek"): SQL | undefined {
  // Control characters never match a name, and a NUL breaks FTS5's query parser.
  const q = filters.q?.replace(/\p{Cc}/gu, " ").trim();
  const memberRange = filters.minMembers !== undefined || filters.maxMembers !== undefined;
  const conditions = [
    q ? textMatch(q, plan) : undefined,
    filters.category ? categoryMatch(filters.category) : undefined,
    filters.location ? sql`${col(communities.location, plan)} = ${filters.location}` : undefined,
    filters.verified
      ? sql`${communities.isVerified} = 1`
      : plan === "walk" && memberRange
        ? // Always true; it lets a walk seek the member range within each half (verified,
          // then not) of the Recommended index instead of stepping over the other counts.
          sql`${communities.isVerified} IN (1, 0)`
        : undefined,
    // member_count is NOT NULL DEFAULT 0, so a missing count is 0; both bounds inclusive.
    // The Recommended index serves the range itself, so it stays indexable in a walk too.
    filters.minMembers !== undefined ? sql`${communities.memberCount} >= ${filters.minMembers}` : undefined,
    filters.maxMembers !== undefined ? sql`${communities.memberCount} <= ${filters.maxMembers}` : undefined,
  ].filter((c): c is SQL => c !== undefined);
  return conditions.length ? and(...conditions) : undefined;
}

/** "Recommended": verified first, then the biggest, then the newest (id breaks ties). */
const RECOMMENDED = [
  desc(communities.isVerified),
  desc(communities.memberCount),
  desc(communities.createdAt),
  desc(communities.id),
];

function countWhere(where: SQL | undefined): number {
  return db.select({ n: count() }).from(communities).where(where).get()?.n ?? 0;
}

function countMatches(filters: CommunityFilters): number {
  const active = Object.entries(filters).filter(([, value]) => value !== undefined && value !== false && value !== "");
  if (active.length === 1 && filters.category) {
    // A category alone: its rows in the join table are the answer (one per community,
    // the primary key says so), read from the category index without touching communities.
    return (
      db
        .select({ n: count() })
        .from(communityCategories)
        .where(eq(communityCategories.category, filters.category))
        .get()?.n ?? 0
    );
  }
  return countWhere(active.length ? whereOf(filters) : undefined);
}

function selectPage(where: SQL | undefined, limit: number, offset: number): PublicCommunity[] {
  const rows = db
    .select()
    .from(communities)
    .where(where)
    .orderBy(...RECOMMENDED)
    .limit(limit)
    .offset(offset)
    .all();
  const categories = categoriesOf(rows.map((row) => row.id));
  return rows.map((row) => toPublicCommunity(row, categories.get(row.id) ?? []));
}

/** A walk may visit this many index entries before a seek-and-sort is the better bet. */
const WALK_BUDGET = 20_000;

/**
 * One page of communities matching the filters, in the Recommended order, and the total.
 * `options.plan` forces a plan (tests check both give the same answer).
 */
export function searchCommunities(
  filters: CommunityFilters,
  page: { limit: number; offset: number },
  options: { plan?: Plan } = {},
): { items: PublicCommunity[]; total: number } {
  const total = countMatches(filters);
  if (total <= page.offset) return { items: [], total };
  const where = whereOf(filters);
  let plan = options.plan;
  if (!plan && where) {
    // With matches spread over the Recommended order, a walk visits about this many rows.
    const everyone = countWhere(undefined);
    plan = ((page.offset + page.limit) * everyone) / total <= WALK_BUDGET ? "walk" : "seek";
  }
  return { items: selectPage(plan === "walk" ? whereOf(filters, plan) : where, page.limit, page.offset), total };
}

export function getPublicCommunity(id: number): PublicCommunity | undefined {
  const row = db.select().from(communities).where(eq(communities.id, id)).get();
  if (!row) return undefined;
  return toPublicCommunity(row, categoriesOf([row.id]).get(row.id) ?? []);
}

export const HOME_PREVIEW_SIZE = 3;

/** The home page preview: up to 3 verified communities, Recommended first. */
export function listHomePreview(): PublicCommunity[] {
  return selectPage(whereOf({ verified: true }), HOME_PREVIEW_SIZE, 0);
}
