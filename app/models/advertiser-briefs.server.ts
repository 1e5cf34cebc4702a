import { and, count, eq, inArray, sql } from "drizzle-orm";
import { briefs, type User } from "../../db/schema";

import { ModelError } from "./errors";

import { assertRole, requireActor } from "./permissions.server";

import { db, preparedPages, preparedQuery } from "~/lib/server/db.server";
import { BRIEF_STATUSES, type BriefStatus, type Category } from "~/utils/enums";
import type { ListResult, Slice } from "~/utils/paging";
import { NEWEST, VIEW_COLUMNS, rowColumns, toBriefView, type BriefRow, type BriefView } from "./brief.server";

import { searchText } from "~/validation/text";

/*
 * The advertiser's own lists of briefs: the Campaigns list (/advertiser/briefs: search,
 * status filter and the All/Active/Drafts and in review/Completed tabs with their counts, paged in
 * SQL), the dashboard's counts, and GET /api/users/{id}/briefs. Only the advertiser
 * itself (or the admin, for the API list) reads them: the advertiser's id is in every
 * `where`.
 */

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
  const items = db
    .select(rowColumns(user))
    .from(briefs)
    .where(where)
    .orderBy(...NEWEST)
    .limit(page.limit)
    .offset(page.offset)
    .all();
  return { items, total };
}

/**
 * The advertiser dashboard's briefs: its own, newest first, as cards (only the card's
 * columns). The page carries the count of all of them (a page past the end asks for it).
 */
export function listOwnBriefCards(actor: User | null | undefined, page: Slice): ListResult<BriefView> {
  assertRole(actor, "ADVERTISER");
  const own = ownBriefCards(page.limit);
  const rows = own.page.all({ advertiser: actor.id, offset: page.offset, limit: page.limit });
  const total = rows.length > 0 ? rows[0].total : page.offset === 0 ? 0 : (own.count.get({ advertiser: actor.id })?.n ?? 0);
  return { items: rows.map(toBriefView), total };
}

// Every dashboard runs it: built and compiled once per limit (docs/decisions/022-render-cost.md).
const ownBriefCards = preparedPages((db, limit) => {
  const where = eq(briefs.advertiserId, sql.placeholder("advertiser"));
  const all = db.select({ n: count() }).from(briefs).where(where);
  return {
    count: all.prepare(),
    page: db
      .select({ ...VIEW_COLUMNS, total: sql<number>`(${all})`.mapWith(Number) })
      .from(briefs)
      .where(where)
      .orderBy(...NEWEST)
      .limit(limit)
      .offset(sql.placeholder("offset"))
      .prepare(),
  };
});

/**
 * The advertiser dashboard's counts: all of its briefs, the ACTIVE and the COMPLETED
 * ones, and the target categories of its briefs (what its recommendations rank first),
 * in one pass over briefs_advertiser_idx.
 */
export function countAdvertiserBriefs(actor: User | null | undefined): {
  total: number;
  active: number;
  completed: number;
  targetCategories: Category[];
} {
  assertRole(actor, "ADVERTISER");
  const row = briefCountsQuery().get({ advertiser: actor.id });
  return {
    total: row?.total ?? 0,
    active: Number(row?.active ?? 0),
    completed: Number(row?.completed ?? 0),
    targetCategories: row?.categories ? (row.categories.split(",") as Category[]) : [],
  };
}

const briefCountsQuery = preparedQuery((db) =>
  db
    .select({
      total: count(),
      active: sql<number>`coalesce(sum(${briefs.status} = 'ACTIVE'), 0)`,
      completed: sql<number>`coalesce(sum(${briefs.status} = 'COMPLETED'), 0)`,
      // Enum names, without commas.
      categories: sql<string | null>`group_concat(DISTINCT ${briefs.targetCategory})`,
    })
    .from(briefs)
    .where(eq(briefs.advertiserId, sql.placeholder("advertiser")))
    .prepare(),
);

/**
 * The list's tabs: All (default), Active, Drafts and in review (DRAFT and
 * PENDING_APPROVAL: the briefs still being written or waiting for the admin), Completed.
 */
export const ADVERTISER_BRIEF_TABS = ["all", "active", "drafts", "completed"] as const;
export type AdvertiserBriefTab = (typeof ADVERTISER_BRIEF_TABS)[number];

const TAB_STATUSES: Record<AdvertiserBriefTab, readonly BriefStatus[] | undefined> = {
  all: undefined,
  active: ["ACTIVE"],
  drafts: ["DRAFT", "PENDING_APPROVAL"],
  completed: ["COMPLETED"],
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
export function listAdvertiserBriefs(actor: User | null | undefined, filters: AdvertiserBriefFilters, page: Slice): AdvertiserBriefList {
  assertRole(actor, "ADVERTISER");
  const q = searchText(filters.q, 200);
  const status = filters.status && (BRIEF_STATUSES as readonly string[]).includes(filters.status) ? filters.status : undefined;
  const tabStatuses = TAB_STATUSES[filters.tab ?? "all"];
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
      drafts: sql<number>`coalesce(sum(${briefs.status} IN ('DRAFT', 'PENDING_APPROVAL')), 0)`,
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
    .where(and(base, tabStatuses ? inArray(briefs.status, [...tabStatuses]) : undefined))
    .orderBy(...NEWEST)
    .limit(page.limit)
    .offset(page.offset)
    .all();
  return { items, total, counts };
}
