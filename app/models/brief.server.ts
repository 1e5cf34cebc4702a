import { and, asc, count, desc, eq, getTableColumns, inArray, sql, type SQL } from "drizzle-orm";
import { briefs, communityCategories, users, type Brief, type BriefRequirements, type User } from "../../db/schema";
import { recordAudit } from "./audit.server";
import { notifyAdmins, notifyUser } from "./notification.server";
import { enqueueEmail, recipientOf } from "./outbox.server";
import { ModelError } from "./errors";
import { getOwnCommunity } from "./community.server";
import { assertApproved, assertRole, requireActor } from "./permissions.server";
import type { BriefDecision, BriefInput } from "~/validation/brief";
import { db } from "~/utils/db.server";
import { BRIEF_STATUSES, type BriefStatus, type CampaignCategory, type Category } from "~/utils/enums";
import type { ListResult, Slice } from "~/utils/paging";
import { claimSubmission } from "./submission.server";
import { searchText } from "~/validation/text";

/*
 * The brief read model for everyone but the advertiser's own workspace (a later issue
 * adds the writes). Who sees which brief (PRODUCT.md "Briefs"): community owners see
 * ACTIVE briefs only; an advertiser sees its own briefs in every status; the admin sees
 * all; visitors none. That rule is the SQL `where` of every read here (visibleTo), so a
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
 * loaded for the admin only.
 */
export type BriefRow = Brief & { advertiserPhone: string | null };

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

/** The columns of a BriefRow for `actor`: contact and notes only where it may read them. */
function rowColumns(actor: User) {
  const columns = getTableColumns(briefs);
  const shown = seesContact(actor);
  return {
    ...columns,
    contactPhone: sql<string | null>`CASE WHEN ${shown} THEN ${briefs.contactPhone} END`.as("contact_phone"),
    adminNotes: sql<string | null>`CASE WHEN ${shown} THEN ${briefs.adminNotes} END`.as("admin_notes"),
    advertiserPhone:
      actor.role === "ADMIN"
        ? sql<string | null>`(SELECT ${users.phone} FROM ${users} WHERE ${users.id} = ${briefs.advertiserId})`.as("advertiser_phone")
        : sql<string | null>`NULL`.as("advertiser_phone"),
  };
}

const VIEW_COLUMNS = {
  id: briefs.id,
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

const NEWEST = [desc(briefs.createdAt), desc(briefs.id)];

/**
 * The distinct target categories of the briefs in `status`, each found by one seek in
 * briefs_status_category_idx (a loose index scan: 16 seeks, ~0.02 ms, however many briefs).
 */
function categoriesInStatus(status: BriefStatus): string[] {
  const rows = db.all<{ category: string | null }>(sql`
    WITH RECURSIVE c(category) AS (
      SELECT (SELECT min(${briefs.targetCategory}) FROM ${briefs} WHERE ${briefs.status} = ${status})
      UNION ALL
      SELECT (SELECT min(${briefs.targetCategory}) FROM ${briefs} WHERE ${briefs.status} = ${status} AND ${briefs.targetCategory} > c.category)
      FROM c WHERE c.category IS NOT NULL
    )
    SELECT category FROM c WHERE category IS NOT NULL`);
  return rows.map((r) => r.category as string);
}

/**
 * One page (newest first) and the total of the briefs in `status` whose category is one
 * of `categories`, both from the index briefs_status_category_idx.
 */
function pageInCategories(status: BriefStatus, categories: string[], page: Slice): ListResult<BriefView> {
  if (categories.length === 0) return { items: [], total: 0 };
  const where = and(eq(briefs.status, status), inArray(briefs.targetCategory, categories));
  const total = countIn(status, categories);
  if (total <= page.offset) return { items: [], total };
  const ids = db.select({ id: briefs.id }).from(briefs).where(where).orderBy(...NEWEST).limit(page.limit).offset(page.offset);
  const rows = db.select(VIEW_COLUMNS).from(briefs).where(inArray(briefs.id, ids)).orderBy(...NEWEST).all();
  return { items: rows.map(toBriefView), total };
}

function countIn(status: BriefStatus, categories: string[]): number {
  if (categories.length === 0) return 0;
  return (
    db
      .select({ n: count() })
      .from(briefs)
      .where(and(eq(briefs.status, status), inArray(briefs.targetCategory, categories)))
      .get()?.n ?? 0
  );
}

/** The categories of the owner's community (none without a community). */
function ownCategories(owner: User): string[] {
  const community = getOwnCommunity(owner);
  if (!community) return [];
  return db
    .select({ category: communityCategories.category })
    .from(communityCategories)
    .where(eq(communityCategories.communityId, community.id))
    .all()
    .map((r) => r.category);
}

/**
 * The owner's Campaigns list: ACTIVE briefs, newest first. "matching": those whose target
 * category is one of the owner's community's categories (none without a community);
 * "all": every ACTIVE brief. `category` narrows both tabs and both counts. The counts
 * are the totals of each tab, for the tab labels and the dashboard.
 */
export function listBriefsForOwner(
  actor: User | null | undefined,
  filters: OwnerBriefFilters,
  page: Slice,
): OwnerBriefList {
  assertRole(actor, "COMMUNITY_OWNER");
  const own = ownCategories(actor);
  const matchingCategories = filters.category ? own.filter((c) => c === filters.category) : own;
  const allCategories = filters.category ? [filters.category] : categoriesInStatus("ACTIVE");
  const shown = filters.tab === "all" ? allCategories : matchingCategories;
  const result = pageInCategories("ACTIVE", shown, page);
  const other = filters.tab === "all" ? countIn("ACTIVE", matchingCategories) : countIn("ACTIVE", allCategories);
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

export function detailsOf(brief: Pick<Brief, "terms" | "contactPerson" | "requirements" | "communityGuidelines" | "schedulePost" | "scopeOfWork">): BriefDetails {
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
 * GET /api/briefs: the briefs `actor` may see (PRODUCT.md), optionally in one status,
 * newest first. An owner asking for another status than ACTIVE gets none.
 */
export function listBriefsVisibleTo(
  actor: User | null | undefined,
  filters: { status?: BriefStatus },
  page: Slice,
): ListResult<BriefRow> {
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
        .where(and(eq(briefs.status, indexed), inArray(briefs.targetCategory, categoriesInStatus(indexed))))
        .orderBy(...NEWEST)
        .limit(page.limit)
        .offset(page.offset)
    : db.select({ id: briefs.id }).from(briefs).where(where).orderBy(...NEWEST).limit(page.limit).offset(page.offset);
  const items = db
    .select(rowColumns(user))
    .from(briefs)
    .where(and(inArray(briefs.id, ids), where))
    .orderBy(...NEWEST)
    .all();
  return { items, total };
}

/** The API's brief object (API.md): the spec's fields, snake_case. */
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
  return out;
}

// ---------------------------------------------------------------------------------------
// Writes: the advertiser's briefs and the admin's decision (PRODUCT.md "Briefs")
// ---------------------------------------------------------------------------------------

/** The statuses an advertiser may create a brief in. */
export const CREATE_STATUSES: readonly BriefStatus[] = ["DRAFT", "PENDING_APPROVAL"];

/** The moves an advertiser may make from each status (PRODUCT.md). */
export const ADVERTISER_MOVES: Readonly<Record<BriefStatus, readonly BriefStatus[]>> = {
  DRAFT: ["PENDING_APPROVAL", "CANCELLED"],
  PENDING_APPROVAL: ["DRAFT", "CANCELLED"],
  ACTIVE: ["COMPLETED", "CANCELLED"],
  COMPLETED: [],
  CANCELLED: [],
};

/**
 * Briefs whose content the advertiser may still change. Once the admin approved a brief
 * (ACTIVE) the community owners read what was approved: only its status moves on.
 */
const EDITABLE: readonly BriefStatus[] = ["DRAFT", "PENDING_APPROVAL"];

/** Whether the advertiser may still change a brief's content (not only its status). */
export function isBriefEditable(status: BriefStatus): boolean {
  return EDITABLE.includes(status);
}

/** The form's status picker: the current status (no move) and the allowed moves; a new brief's choices. */
export function statusChoices(current: BriefStatus | null): BriefStatus[] {
  return current ? [current, ...ADVERTISER_MOVES[current]] : [...CREATE_STATUSES];
}

function moveRefused(from: string, to: string, allowed: readonly string[]) {
  return new ModelError("conflict", "statusMoveNotAllowed", {
    params: { from, to, allowed: allowed.length ? allowed.join(", ") : "-" },
  });
}

/** Submitting for approval (what the admin and then the owners see) needs an APPROVED account. */
function assertMayPublish(actor: User, status: BriefStatus) {
  if (status !== "DRAFT" && status !== "CANCELLED") assertApproved(actor);
}

function briefColumns(input: BriefInput) {
  return {
    title: input.title,
    companyName: input.company_name,
    agencyName: input.agency_name ?? null,
    description: input.description,
    targetCategory: input.target_category,
    campaignCategory: input.campaign_category,
    budgetMin: input.budget_min ?? null,
    budgetMax: input.budget_max ?? null,
    timelineStart: input.timeline_start ?? null,
    timelineEnd: input.timeline_end ?? null,
    terms: input.terms ?? null,
    contactPerson: input.contact_person ?? null,
    contactPhone: input.contact_phone ?? null,
    requirements: input.requirements,
    communityGuidelines: input.community_guidelines,
    schedulePost: input.schedule_post,
    scopeOfWork: input.scope_of_work,
  };
}

/** A brief the actor may write: the advertiser's own (others' are not visible: 404). */
function ownBrief(actor: User, id: number): Brief {
  const row = db
    .select()
    .from(briefs)
    .where(and(eq(briefs.id, id), eq(briefs.advertiserId, actor.id)))
    .get();
  if (!row) throw new ModelError("not_found", "briefNotFound");
  return row;
}

/** POST /api/briefs and the create form: a DRAFT, or PENDING_APPROVAL from an approved account. */
export function createBrief(actor: User | null | undefined, input: BriefInput): Brief {
  assertRole(actor, "ADVERTISER");
  if (!CREATE_STATUSES.includes(input.status)) throw moveRefused("-", input.status, CREATE_STATUSES);
  assertMayPublish(actor, input.status);
  return db.transaction((tx) => {
    claimSubmission(tx);
    const row = tx
      .insert(briefs)
      .values({ advertiserId: actor.id, ...briefColumns(input), status: input.status })
      .returning()
      .get();
    if (row.status === "PENDING_APPROVAL") notifyAdminsOfPending(tx, row);
    return row;
  });
}

/** The admins learn of a brief that now waits for their approval. */
function notifyAdminsOfPending(tx: Parameters<typeof notifyAdmins>[0], brief: Brief): void {
  notifyAdmins(tx, { type: "new_brief", params: { briefId: brief.id, title: brief.title, company: brief.companyName } });
}

/**
 * PUT /api/briefs/{id} and the edit form: the advertiser's own brief. Content changes
 * while it is DRAFT or PENDING_APPROVAL; the status moves only as ADVERTISER_MOVES allows
 * (409 naming the allowed moves).
 */
export function updateBrief(actor: User | null | undefined, id: number, input: BriefInput): Brief {
  assertRole(actor, "ADVERTISER");
  const current = ownBrief(actor, id);
  const from = current.status;
  const to = input.status;
  if (to !== from && !ADVERTISER_MOVES[from].includes(to)) throw moveRefused(from, to, ADVERTISER_MOVES[from]);
  const columns = briefColumns(input);
  if (!EDITABLE.includes(from)) {
    const changed = (Object.keys(columns) as (keyof typeof columns)[]).some(
      (key) => JSON.stringify(columns[key] ?? null) !== JSON.stringify(current[key] ?? null),
    );
    if (changed) throw new ModelError("conflict", "briefLocked", { params: { allowed: ADVERTISER_MOVES[from].join(", ") || "-" } });
  }
  if (to !== from) assertMayPublish(actor, to);
  const row = db.transaction((tx) => {
    const updated = tx
      .update(briefs)
      .set({ ...(EDITABLE.includes(from) ? columns : {}), status: to, updatedAt: new Date() })
      // Only from the status this decision was made on: a concurrent move (the admin's
      // approval, say) wins, and this one is refused with the moves allowed now.
      .where(and(eq(briefs.id, id), eq(briefs.status, from)))
      .returning()
      .get();
    if (updated && to === "PENDING_APPROVAL" && from !== to) notifyAdminsOfPending(tx, updated);
    return updated;
  });
  if (row) return row;
  const now = ownBrief(actor, id).status;
  throw moveRefused(now, to, ADVERTISER_MOVES[now]);
}

/** DELETE /api/briefs/{id}: the advertiser's own brief, or any as the admin; its applications go too (FK cascade). */
export function deleteBrief(actor: User | null | undefined, id: number): void {
  assertRole(actor, "ADVERTISER", "ADMIN");
  const where = actor.role === "ADMIN" ? eq(briefs.id, id) : and(eq(briefs.id, id), eq(briefs.advertiserId, actor.id));
  const deleted = db.delete(briefs).where(where).returning({ id: briefs.id }).get();
  if (!deleted) throw new ModelError("not_found", "briefNotFound");
}

/** The admin approves (ACTIVE) or rejects (CANCELLED) a brief pending approval, with notes. */
export function decideBrief(actor: User | null | undefined, id: number, decision: BriefDecision): Brief {
  assertRole(actor, "ADMIN");
  return db.transaction((tx) => {
    const row = tx
      .update(briefs)
      .set({ status: decision.status, adminNotes: decision.adminNotes ?? null, updatedAt: new Date() })
      .where(and(eq(briefs.id, id), eq(briefs.status, "PENDING_APPROVAL")))
      .returning()
      .get();
    if (!row) {
      if (!tx.select({ id: briefs.id }).from(briefs).where(eq(briefs.id, id)).get()) throw new ModelError("not_found", "briefNotFound");
      throw new ModelError("conflict", "briefNotPending");
    }
    recordAudit(tx, {
      actor,
      action: decision.status === "ACTIVE" ? "brief_approved" : "brief_rejected",
      subject: { type: "brief", id: row.id },
      subjectUserId: row.advertiserId,
      note: decision.adminNotes,
      params: { title: row.title },
    });
    notifyUser(tx, row.advertiserId, {
      type: decision.status === "ACTIVE" ? "brief_approved" : "brief_rejected",
      params: { briefId: row.id, title: row.title, notes: decision.adminNotes?.trim() ?? "" },
    });
    const advertiser = tx.select().from(users).where(eq(users.id, row.advertiserId)).get();
    if (advertiser) {
      enqueueEmail(tx, recipientOf(advertiser), {
        kind: decision.status === "ACTIVE" ? "brief_approved" : "brief_rejected",
        params: { briefId: row.id, title: row.title, notes: decision.adminNotes?.trim() ?? "" },
      });
    }
    return row;
  });
}

/**
 * GET /api/users/{id}/briefs: an advertiser's briefs in every status, newest first, for
 * the advertiser itself or the admin (403 for anyone else, before anything is read).
 * briefs_advertiser_idx (advertiser_id, created_at) serves the order.
 */
export function listBriefsOfAdvertiser(actor: User | null | undefined, advertiserId: number, page: Slice): ListResult<BriefRow> {
  const user = requireActor(actor);
  if (user.id !== advertiserId && user.role !== "ADMIN") throw new ModelError("forbidden", "notYourAccount");
  const where = eq(briefs.advertiserId, advertiserId);
  const total = db.select({ n: count() }).from(briefs).where(where).get()?.n ?? 0;
  if (total <= page.offset) return { items: [], total };
  const items = db.select(rowColumns(user)).from(briefs).where(where).orderBy(...NEWEST).limit(page.limit).offset(page.offset).all();
  return { items, total };
}

/** The advertiser dashboard's counts: all of its briefs, the ACTIVE and the COMPLETED ones (one pass over briefs_advertiser_idx). */
export function countAdvertiserBriefs(actor: User | null | undefined): { total: number; active: number; completed: number } {
  assertRole(actor, "ADVERTISER");
  const row = db
    .select({
      total: count(),
      active: sql<number>`coalesce(sum(${briefs.status} = 'ACTIVE'), 0)`,
      completed: sql<number>`coalesce(sum(${briefs.status} = 'COMPLETED'), 0)`,
    })
    .from(briefs)
    .where(eq(briefs.advertiserId, actor.id))
    .get();
  return { total: row?.total ?? 0, active: Number(row?.active ?? 0), completed: Number(row?.completed ?? 0) };
}

// ---------------------------------------------------------------------------------------
// The advertiser's Campaigns list (/advertiser/briefs)
// ---------------------------------------------------------------------------------------

/** The list's tabs: All (default), Active, Drafts, Completed. */
export const ADVERTISER_BRIEF_TABS = ["all", "active", "drafts", "completed"] as const;
export type AdvertiserBriefTab = (typeof ADVERTISER_BRIEF_TABS)[number];

const TAB_STATUS: Record<AdvertiserBriefTab, BriefStatus | undefined> = {
  all: undefined,
  active: "ACTIVE",
  drafts: "DRAFT",
  completed: "COMPLETED",
};

export type AdvertiserBriefFilters = {
  /** Words in the title, description or company name (a substring, any case). */
  q?: string;
  status?: BriefStatus;
  tab?: AdvertiserBriefTab;
};

export type AdvertiserBriefList = ListResult<BriefRow> & { counts: Record<AdvertiserBriefTab, number> };

function likeText(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The advertiser's own briefs (every status), newest first, for its Campaigns page: the
 * search `q` over title, description and company name, the status filter and the tab
 * narrow the page; `counts` are each tab's totals under the search and the status filter.
 * Ownership is the SQL `where`; the rows come in order from briefs_advertiser_idx
 * (advertiser_id, created_at), the page's rows only.
 */
export function listAdvertiserBriefs(
  actor: User | null | undefined,
  filters: AdvertiserBriefFilters,
  page: Slice,
): AdvertiserBriefList {
  assertRole(actor, "ADVERTISER");
  const q = searchText(filters.q, 200);
  const status = filters.status && (BRIEF_STATUSES as readonly string[]).includes(filters.status) ? filters.status : undefined;
  const tabStatus = TAB_STATUS[filters.tab ?? "all"] ?? undefined;
  const pattern = q ? likeText(q) : undefined;
  const base = and(
    eq(briefs.advertiserId, actor.id),
    status ? eq(briefs.status, status) : undefined,
    pattern
      ? sql`(${briefs.title} LIKE ${pattern} ESCAPE '\\' OR ${briefs.description} LIKE ${pattern} ESCAPE '\\' OR ${briefs.companyName} LIKE ${pattern} ESCAPE '\\')`
      : undefined,
  );
  const tally = db
    .select({
      all: count(),
      active: sql<number>`coalesce(sum(${briefs.status} = 'ACTIVE'), 0)`,
      drafts: sql<number>`coalesce(sum(${briefs.status} = 'DRAFT'), 0)`,
      completed: sql<number>`coalesce(sum(${briefs.status} = 'COMPLETED'), 0)`,
    })
    .from(briefs)
    .where(base)
    .get();
  const counts = {
    all: tally?.all ?? 0,
    active: Number(tally?.active ?? 0),
    drafts: Number(tally?.drafts ?? 0),
    completed: Number(tally?.completed ?? 0),
  };
  const total = counts[filters.tab ?? "all"];
  if (total <= page.offset) return { items: [], total, counts };
  const items = db
    .select(rowColumns(actor))
    .from(briefs)
    .where(and(base, tabStatus ? eq(briefs.status, tabStatus) : undefined))
    .orderBy(...NEWEST)
    .limit(page.limit)
    .offset(page.offset)
    .all();
  return { items, total, counts };
}

/** A saved brief as the model's input, its content unchanged (a status move of an ACTIVE brief). */
export function briefInputOf(brief: Brief): Omit<BriefInput, "status"> {
  return {
    title: brief.title,
    company_name: brief.companyName,
    agency_name: brief.agencyName ?? undefined,
    description: brief.description,
    target_category: brief.targetCategory as BriefInput["target_category"],
    campaign_category: brief.campaignCategory,
    budget_min: brief.budgetMin ?? undefined,
    budget_max: brief.budgetMax ?? undefined,
    timeline_start: brief.timelineStart ?? undefined,
    timeline_end: brief.timelineEnd ?? undefined,
    terms: brief.terms ?? undefined,
    contact_person: brief.contactPerson ?? undefined,
    contact_phone: brief.contactPhone ?? undefined,
    // As stored: the model compares it with the saved value and finds it unchanged.
    requirements: brief.requirements as BriefInput["requirements"],
    community_guidelines: brief.communityGuidelines,
    schedule_post: brief.schedulePost,
    scope_of_work: brief.scopeOfWork,
  };
}

/**
 * The admin's Pending Briefs: briefs in PENDING_APPROVAL, oldest first (the queue), with
 * the advertiser's name, one page. briefs_status_category_idx narrows to the status; the
 * pending briefs are few, so their sort by date is cheap.
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
