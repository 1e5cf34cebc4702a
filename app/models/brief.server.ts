import { and, asc, count, desc, eq, getTableColumns, inArray, sql, type SQL } from "drizzle-orm";
import { briefs, communities, communityCategories, users, type Brief, type BriefRequirements, type User } from "../../db/schema";

import { ModelError } from "./errors";
import { briefCountsByCategory } from "./status-counts.server";
import { assertRole, requireActor } from "./permissions.server";

import { db, placeholders, placeholderValues, preparedPagesOf, preparedQuery } from "~/lib/server/db.server";
import { BRIEF_STATUSES, type BriefStatus, type CampaignCategory, type Category } from "~/utils/enums";
import type { ListResult, Slice } from "~/utils/paging";

/*
 * Reading briefs (the writes are in brief-write.server.ts, the advertiser's own lists in
 * advertiser-briefs.server.ts). Who sees which brief: community owners see ACTIVE
 * briefs only; an advertiser sees its own briefs in every status; the admin sees all;
 * visitors none. That rule is the SQL `where` of every read here (visibleTo), so a
 * brief the actor may not see is never loaded.
 *
 * Paging over many briefs (docs: the campaigns page must stay fast over 20,000+):
 * `status = 'ACTIVE' ORDER BY created_at DESC` cannot walk the index
 * briefs_status_category_idx (status, target_category, created_at) in order, since the
 * category sits between; SQLite would read and sort every ACTIVE entry (2.9 ms over
 * 100,000 briefs for page 1, measured). With `target_category IN (list)` instead it walks
 * each category's entries newest first and stops after offset + limit of each (0.13 ms
 * for page 1). The page's ids come from the index alone (covering: status, category,
 * created_at and the rowid), then only the page's rows are read.
 */

/** What a brief card and the owner's detail view show: no contact, no admin notes. */
export type BriefView = {
  id: number;
  /** Whose brief it is (the brand whose rating and reviews an owner reads). */
  advertiserId: number;
  title: string;
  companyName: string;
  agencyName: string | null;
  description: string;
  targetCategory: string;
  campaignCategory: CampaignCategory;
  budgetMin: number | null;
  budgetMax: number | null;
  /** Calendar dates "YYYY-MM-DD" in WIB. */
  timelineStart: string | null;
  timelineEnd: string | null;
  status: BriefStatus;
  /** ISO 8601. */
  createdAt: string;
};

/**
 * A brief as one actor may read it. `contactPhone` and `adminNotes` are null unless the
 * actor is the admin or the brief's advertiser (an owner reaches the advertiser through
 * an approved application only); `advertiserPhone` (the advertiser's account phone) is
 * loaded for the admin only; `pendingApplications` (how many applications wait for the
 * admin) for the admin and the brief's advertiser only, null for others.
 */
export type BriefRow = Brief & { advertiserPhone: string | null; pendingApplications: number | null };

export type OwnerBriefFilters = { tab: "matching" | "all"; category?: Category };

export type OwnerBriefList = ListResult<BriefView> & { counts: { matching: number; all: number } };

/** The briefs `actor` may see, as a SQL condition (undefined: all of them, the admin). */
function visibleTo(actor: User): SQL | undefined {
  switch (actor.role) {
    case "ADMIN":
      return undefined;
    case "ADVERTISER":
      return eq(briefs.advertiserId, actor.id);
    case "COMMUNITY_OWNER":
      return eq(briefs.status, "ACTIVE");
  }
}

/** Whether `actor` reads a brief's contact and admin notes (admin, or its advertiser). */
function seesContact(actor: User): SQL {
  if (actor.role === "ADMIN") return sql`1`;
  if (actor.role === "ADVERTISER") return sql`${briefs.advertiserId} = ${actor.id}`;
  return sql`0`;
}

/**
 * The columns of a brief row for `actor`: the contact phone and the admin's notes only
 * where it may read them, the advertiser's account phone only for the admin.
 */
export function rowColumns(actor: User) {
  return rowColumnsFor(seesContact(actor), actor.role === "ADMIN");
}

/** rowColumns by what the reader sees: `shown`, true where it reads the contact; `admin`. */
export function rowColumnsFor(shown: SQL, admin: boolean) {
  const columns = getTableColumns(briefs);
  return {
    ...columns,
    contactPhone: sql<string | null>`CASE WHEN ${shown} THEN ${briefs.contactPhone} END`.as("contact_phone"),
    adminNotes: sql<string | null>`CASE WHEN ${shown} THEN ${briefs.adminNotes} END`.as("admin_notes"),
    advertiserPhone: admin
      ? sql<string | null>`(SELECT ${users.phone} FROM ${users} WHERE ${users.id} = ${briefs.advertiserId})`.as("advertiser_phone")
      : sql<string | null>`NULL`.as("advertiser_phone"),
    // Names qualified by hand: drizzle writes columns bare, and a bare "id" in the
    // subquery would be the application's. applications_brief_status_idx.
    pendingApplications: sql<
      number | null
    >`CASE WHEN ${shown} THEN (SELECT count(*) FROM "applications" AS "pending" WHERE "pending"."brief_id" = "briefs"."id" AND "pending"."status" = 'PENDING') END`.as(
      "pending_applications",
    ),
  };
}

/** The columns of a brief card (toBriefView). */
export const VIEW_COLUMNS = {
  id: briefs.id,
  advertiserId: briefs.advertiserId,
  title: briefs.title,
  companyName: briefs.companyName,
  agencyName: briefs.agencyName,
  description: briefs.description,
  targetCategory: briefs.targetCategory,
  campaignCategory: briefs.campaignCategory,
  budgetMin: briefs.budgetMin,
  budgetMax: briefs.budgetMax,
  timelineStart: briefs.timelineStart,
  timelineEnd: briefs.timelineEnd,
  status: briefs.status,
  createdAt: briefs.createdAt,
};

type ViewRow = Pick<Brief, keyof typeof VIEW_COLUMNS>;

/** The card's fields of a brief row (only those: a row may carry more). */
export function toBriefView(row: ViewRow): BriefView {
  return {
    id: row.id,
    advertiserId: row.advertiserId,
    title: row.title,
    companyName: row.companyName,
    agencyName: row.agencyName,
    description: row.description,
    targetCategory: row.targetCategory,
    campaignCategory: row.campaignCategory,
    budgetMin: row.budgetMin,
    budgetMax: row.budgetMax,
    timelineStart: row.timelineStart,
    timelineEnd: row.timelineEnd,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

export const NEWEST = [desc(briefs.createdAt), desc(briefs.id)];

/** The target categories that have briefs in `status`, with how many each (status_counts). */
type CategoryCounts = Map<string, number>;

/**
 * One page (newest first) of the briefs in `status` whose category is one of
 * `categories`, from the index briefs_status_category_idx; the total from `counts`.
 */
function pageInCategories(status: BriefStatus, categories: string[], counts: CategoryCounts, page: Slice): ListResult<BriefView> {
  if (categories.length === 0) return { items: [], total: 0 };
  const total = countIn(categories, counts);
  if (total <= page.offset) return { items: [], total };
  const rows = pageInCategoriesQuery(categories.length, page.limit).all({
    status,
    limit: page.limit,
    offset: page.offset,
    ...placeholderValues("c", categories),
  });
  return { items: rows.map(toBriefView), total };
}

/**
 * The page statement for `n` categories, built and compiled once per connection and
 * number of categories (the owner's dashboard and Campaigns tabs run it on every page;
 * docs/decisions/022-render-cost.md). The page's ids come from the index alone, then only
 * the page's rows are read.
 */
const pageInCategoriesQuery = preparedPagesOf((db, n, limit) => {
  const ids = db
    .select({ id: briefs.id })
    .from(briefs)
    .where(and(eq(briefs.status, sql.placeholder("status")), inArray(briefs.targetCategory, placeholders("c", n))))
    .orderBy(...NEWEST)
    .limit(limit)
    .offset(sql.placeholder("offset"));
  return db
    .select(VIEW_COLUMNS)
    .from(briefs)
    .where(inArray(briefs.id, ids))
    .orderBy(...NEWEST)
    .prepare();
});

function countIn(categories: string[], counts: CategoryCounts): number {
  return categories.reduce((sum, category) => sum + (counts.get(category) ?? 0), 0);
}

/** The categories of the owner's community (none without a community). */
function ownCategories(owner: User): string[] {
  return ownCategoriesQuery()
    .all({ owner: owner.id })
    .map((r) => r.category);
}

// One statement (the community found by its owner inside it), built and compiled once:
// the owner's dashboard runs it (docs/decisions/022-render-cost.md).
const ownCategoriesQuery = preparedQuery((db) =>
  db
    .select({ category: communityCategories.category })
    .from(communityCategories)
    .where(
      eq(
        communityCategories.communityId,
        sql`(SELECT ${communities.id} FROM ${communities} WHERE ${communities.ownerId} = ${sql.placeholder("owner")})`,
      ),
    )
    .prepare(),
);

/**
 * The owner's Campaigns list: ACTIVE briefs, newest first. "matching": those whose target
 * category is one of the owner's community's categories (none without a community);
 * "all": every ACTIVE brief. `category` narrows both tabs and both counts. The counts
 * are the totals of each tab, for the tab labels and the dashboard.
 */
export function listBriefsForOwner(actor: User | null | undefined, filters: OwnerBriefFilters, page: Slice): OwnerBriefList {
  assertRole(actor, "COMMUNITY_OWNER");
  const own = ownCategories(actor);
  // The counts of each category, kept by triggers: both tabs' totals without a walk of
  // the thousands of ACTIVE briefs (docs/decisions/025-admin-list-plans.md).
  const counts = briefCountsByCategory("ACTIVE");
  const matchingCategories = filters.category ? own.filter((c) => c === filters.category) : own;
  const allCategories = filters.category ? [filters.category] : [...counts.keys()];
  const shown = filters.tab === "all" ? allCategories : matchingCategories;
  const result = pageInCategories("ACTIVE", shown, counts, page);
  const other = countIn(filters.tab === "all" ? matchingCategories : allCategories, counts);
  return {
    ...result,
    counts: filters.tab === "all" ? { matching: other, all: result.total } : { matching: result.total, all: other },
  };
}

/** Brief `id` if `actor` may see it; otherwise (or when there is none) 404 briefNotFound. */
export function getBriefFor(actor: User | null | undefined, id: number): BriefRow {
  const user = requireActor(actor);
  const row = db
    .select(rowColumns(user))
    .from(briefs)
    .where(and(eq(briefs.id, id), visibleTo(user)))
    .get();
  if (!row) throw new ModelError("not_found", "briefNotFound");
  return row;
}

/** The ACTIVE brief `id` as the owner's screens show it; 404 briefNotFound otherwise. */
export function getBriefViewFor(actor: User | null | undefined, id: number): BriefView & BriefDetails {
  const brief = getBriefFor(actor, id);
  return { ...toBriefView(brief), ...detailsOf(brief) };
}

/** The parts of a brief its detail view adds to the card (never the contact phone). */
export type BriefDetails = {
  terms: string | null;
  contactPerson: string | null;
  requirements: { ageRange: string[]; gender: string | null; minFollowers: number | null; location: string | null };
  communityGuidelines: string;
  schedulePost: string;
  scopeOfWork: string;
};

export function detailsOf(
  brief: Pick<Brief, "terms" | "contactPerson" | "requirements" | "communityGuidelines" | "schedulePost" | "scopeOfWork">,
): BriefDetails {
  const requirements = readRequirements(brief.requirements);
  return {
    terms: brief.terms,
    contactPerson: brief.contactPerson,
    requirements: {
      ageRange: requirements.age_range,
      gender: requirements.gender,
      minFollowers: requirements.min_followers,
      location: requirements.location,
    },
    communityGuidelines: brief.communityGuidelines,
    schedulePost: brief.schedulePost,
    scopeOfWork: brief.scopeOfWork,
  };
}

/** The JSON column as the API shows it (SQLite does not check it: read defensively). */
function readRequirements(value: BriefRequirements | null | undefined) {
  const r = value && typeof value === "object" ? value : {};
  return {
    age_range: Array.isArray(r.age_range) ? r.age_range.map(String) : [],
    gender: typeof r.gender === "string" ? r.gender : null,
    min_followers: typeof r.min_followers === "number" ? r.min_followers : null,
    location: typeof r.location === "string" ? r.location : null,
  };
}

/**
 * GET /api/briefs: the briefs `actor` may see (see above), optionally in one status,
 * newest first. An owner asking for another status than ACTIVE gets none.
 */
export function listBriefsVisibleTo(actor: User | null | undefined, filters: { status?: BriefStatus }, page: Slice): ListResult<BriefRow> {
  const user = requireActor(actor);
  const { status } = filters;
  if (status && !(BRIEF_STATUSES as readonly string[]).includes(status)) return { items: [], total: 0 };
  const where = and(visibleTo(user), status ? eq(briefs.status, status) : undefined);
  const total = db.select({ n: count() }).from(briefs).where(where).get()?.n ?? 0;
  if (total <= page.offset) return { items: [], total };
  // One status across the table (the admin, an owner): the page's ids from the status
  // index, category by category (see the top of this file). An advertiser's own briefs
  // come in order from briefs_advertiser_idx (advertiser_id, created_at).
  const indexed = user.role !== "ADVERTISER" ? (status ?? (user.role === "COMMUNITY_OWNER" ? "ACTIVE" : undefined)) : undefined;
  const ids = indexed
    ? db
        .select({ id: briefs.id })
        .from(briefs)
        .where(and(eq(briefs.status, indexed), inArray(briefs.targetCategory, [...briefCountsByCategory(indexed).keys()])))
        .orderBy(...NEWEST)
        .limit(page.limit)
        .offset(page.offset)
    : db
        .select({ id: briefs.id })
        .from(briefs)
        .where(where)
        .orderBy(...NEWEST)
        .limit(page.limit)
        .offset(page.offset);
  const items = db
    .select(rowColumns(user))
    .from(briefs)
    .where(and(inArray(briefs.id, ids), where))
    .orderBy(...NEWEST)
    .all();
  return { items, total };
}

/** The API's brief object (docs/api.md, "brief"): the brief's fields, snake_case. */
export type PublicBrief = {
  id: number;
  advertiser_id: number;
  title: string;
  company_name: string;
  agency_name: string | null;
  description: string;
  target_category: string;
  campaign_category: string;
  budget_min: number | null;
  budget_max: number | null;
  timeline_start: string | null;
  timeline_end: string | null;
  terms: string | null;
  contact_person: string | null;
  contact_phone: string | null;
  requirements: { age_range: string[]; gender: string | null; min_followers: number | null; location: string | null };
  community_guidelines: string;
  schedule_post: string;
  scope_of_work: string;
  status: string;
  admin_notes: string | null;
  created_at: string;
  updated_at: string;
  /** The advertiser's account phone: the admin only. */
  advertiser_phone?: string | null;
  /** How many applications wait for the admin's review: the admin and the brief's advertiser only. */
  pending_applications?: number;
};

/**
 * A brief in the API's shape for `actor`. contact_phone and admin_notes are null for
 * anyone but the admin and the brief's advertiser (getBriefFor never loads them for
 * others); advertiser_phone appears for the admin only.
 */
export function toPublicBrief(brief: BriefRow, actor: User | null | undefined): PublicBrief {
  const mayReadContact = actor?.role === "ADMIN" || (actor?.role === "ADVERTISER" && actor.id === brief.advertiserId);
  const out: PublicBrief = {
    id: brief.id,
    advertiser_id: brief.advertiserId,
    title: brief.title,
    company_name: brief.companyName,
    agency_name: brief.agencyName,
    description: brief.description,
    target_category: brief.targetCategory,
    campaign_category: brief.campaignCategory,
    budget_min: brief.budgetMin,
    budget_max: brief.budgetMax,
    timeline_start: brief.timelineStart,
    timeline_end: brief.timelineEnd,
    terms: brief.terms,
    contact_person: brief.contactPerson,
    contact_phone: mayReadContact ? brief.contactPhone : null,
    requirements: readRequirements(brief.requirements),
    community_guidelines: brief.communityGuidelines,
    schedule_post: brief.schedulePost,
    scope_of_work: brief.scopeOfWork,
    status: brief.status,
    admin_notes: mayReadContact ? brief.adminNotes : null,
    created_at: brief.createdAt.toISOString(),
    updated_at: brief.updatedAt.toISOString(),
  };
  if (actor?.role === "ADMIN") out.advertiser_phone = brief.advertiserPhone;
  if (mayReadContact && brief.pendingApplications !== null) out.pending_applications = brief.pendingApplications;
  return out;
}

/**
 * The admin's Pending Briefs: briefs in PENDING_APPROVAL, oldest first (the queue), with
 * the advertiser's name, one page. briefs_status_created_idx (status, created_at) gives
 * the page in order: thousands waiting are not sorted for 20 of them.
 */
export function listPendingBriefs(actor: User | null | undefined, page: Slice): ListResult<BriefRow & { advertiserName: string }> {
  assertRole(actor, "ADMIN");
  const where = eq(briefs.status, "PENDING_APPROVAL");
  const total = db.select({ n: count() }).from(briefs).where(where).get()?.n ?? 0;
  if (total <= page.offset) return { items: [], total };
  const items = db
    .select({ ...rowColumns(actor), advertiserName: users.fullname })
    .from(briefs)
    .innerJoin(users, eq(users.id, briefs.advertiserId))
    .where(where)
    .orderBy(asc(briefs.createdAt), asc(briefs.id))
    .limit(page.limit)
    .offset(page.offset)
    .all();
  return { items, total };
}
