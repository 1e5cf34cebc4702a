import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { bookings, briefs, campaignEvents, campaignProofs, campaigns, communities, users, type User } from "../../../db/schema";
import { db, type DB } from "~/lib/server/db.server";
import { CAMPAIGN_STATES, type CampaignState, type PaymentState, type ProofDecision } from "~/utils/enums";
import type { ListResult, Slice } from "~/utils/paging";
import { cachedValue } from "../count-cache.server";
import { ModelError } from "../errors";
import { newestMatches } from "../fts-page.server";
import { assertRole, requireActor } from "../permissions.server";
import { countsByStatus } from "../status-counts.server";
import { movesFrom, sideOf, type CampaignMove, type CampaignSide } from "./states";

/*
 * Reading campaigns (docs/product.md, "Campaigns"): the lists, one campaign with its
 * proofs and history, the counts of a page of briefs, and the API's objects.
 *
 * Who may read a campaign is the SQL `where` of every read (partyWhere): the owner of its
 * community, the advertiser of its brief, the admin. Anyone else gets "not found", as for
 * a campaign that does not exist, before anything of it is read.
 */

export const CAMPAIGN_PAGE_SIZE = 20;

/** Only the campaigns `actor` is a party to (needs communities joined): the brand's, the community owner's. */
export function partyWhere(actor: User): SQL | undefined {
  if (actor.role === "ADMIN") return undefined;
  return actor.role === "ADVERTISER" ? eq(campaigns.advertiserId, actor.id) : eq(communities.ownerId, actor.id);
}

export type CampaignProofView = {
  id: number;
  links: string[];
  reach: number | null;
  reactions: number | null;
  attendees: number | null;
  note: string | null;
  /** File names; a party reads each through /proofs/<name>. */
  screenshots: string[];
  createdAt: Date;
  decision: ProofDecision | null;
  reason: string | null;
  decidedAt: Date | null;
};

export type CampaignView = {
  id: number;
  /** Where it came from: an approved application (of a brief) or an accepted booking (of a package). */
  source: "application" | "booking";
  applicationId: number | null;
  briefId: number | null;
  bookingId: number | null;
  communityId: number;
  state: CampaignState;
  agreedFee: number | null;
  /** Where its money stands, its invoice, and (from the invoice) the community's share and Guyub's commission. */
  payment: { state: PaymentState; invoiceId: number | null; communityShare: number | null; commission: number | null };
  answerDueAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** What it is for: its brief (id null for a booking's campaign: the package's title, the brand's company). */
  brief: { id: number | null; title: string; companyName: string };
  community: { id: number; name: string };
};

/** What a booking's campaign was booked with (docs/product.md, "Bookings"). */
export type CampaignBookingTerms = {
  id: number;
  promote: string;
  message: string | null;
  materialsUrl: string | null;
  brandProvides: string;
  wishedDate: string;
  deliveryDays: number;
};

export type CampaignEventView = { id: number; kind: string; actorName: string | null; note: string | null; createdAt: Date };

export type CampaignDetail = CampaignView & {
  side: CampaignSide;
  /** What the reader may do now. */
  moves: CampaignMove[];
  /** What the brief asks of the community (a booking's campaign: the package's description, what to promote, the wished date). */
  asks: {
    description: string;
    scopeOfWork: string;
    schedulePost: string;
    communityGuidelines: string;
    timelineStart: string | null;
    timelineEnd: string | null;
    campaignCategory: string;
  };
  /** A booking's campaign: what the brand booked it with. */
  booking: CampaignBookingTerms | null;
  proofs: CampaignProofView[];
  /** The history, oldest first: every step, or the page of steps asked for. */
  events: CampaignEventView[];
  /** How many steps the history has. */
  eventCount: number;
};

export type CampaignCounts = Record<CampaignState, number> & { all: number };

/**
 * What a campaign is called and whose it is, for a query that left-joins `briefs` on the
 * campaign's brief: its brief's title and company, or for a booking's campaign its
 * package's title (kept by the booking) and the brand's company (or name).
 */
export const campaignTitleSql = () =>
  sql<string>`coalesce(${briefs.title}, (SELECT title FROM bookings WHERE bookings.id = ${campaigns.bookingId}), '')`;
export const campaignCompanySql = () =>
  sql<string>`coalesce(${briefs.companyName}, (SELECT coalesce(company_name, fullname) FROM users WHERE users.id = ${campaigns.advertiserId}), '')`;

const VIEW_COLUMNS = {
  id: campaigns.id,
  applicationId: campaigns.applicationId,
  briefId: campaigns.briefId,
  bookingId: campaigns.bookingId,
  communityId: campaigns.communityId,
  state: campaigns.state,
  agreedFee: campaigns.agreedFee,
  paymentState: campaigns.paymentState,
  // The campaign's invoice, by its unique campaign index (docs/product.md, "Money").
  invoiceId: sql<number | null>`(SELECT id FROM invoices WHERE invoices.campaign_id = ${campaigns.id})`,
  communityShare: sql<number | null>`(SELECT community_share FROM invoices WHERE invoices.campaign_id = ${campaigns.id})`,
  commission: sql<number | null>`(SELECT commission FROM invoices WHERE invoices.campaign_id = ${campaigns.id})`,
  answerDueAt: campaigns.answerDueAt,
  createdAt: campaigns.createdAt,
  updatedAt: campaigns.updatedAt,
  briefTitle: campaignTitleSql(),
  briefCompanyName: campaignCompanySql(),
  communityName: communities.name,
};
type ViewRow = {
  id: number;
  applicationId: number | null;
  briefId: number | null;
  bookingId: number | null;
  communityId: number;
  state: CampaignState;
  agreedFee: number | null;
  paymentState: PaymentState;
  invoiceId: number | null;
  communityShare: number | null;
  commission: number | null;
  answerDueAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  briefTitle: string;
  briefCompanyName: string;
  communityName: string;
};

function toView(row: ViewRow): CampaignView {
  return {
    id: row.id,
    source: row.bookingId === null ? "application" : "booking",
    applicationId: row.applicationId,
    briefId: row.briefId,
    bookingId: row.bookingId,
    communityId: row.communityId,
    state: row.state,
    agreedFee: row.agreedFee,
    payment: { state: row.paymentState, invoiceId: row.invoiceId, communityShare: row.communityShare, commission: row.commission },
    answerDueAt: row.answerDueAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    brief: { id: row.briefId, title: row.briefTitle, companyName: row.briefCompanyName },
    community: { id: row.communityId, name: row.communityName },
  };
}

export type Reader = Pick<DB, "select">;
export type Tx = Parameters<Parameters<DB["transaction"]>[0]>[0];

function selectViews(reader: Reader, where: SQL | undefined) {
  return reader
    .select(VIEW_COLUMNS)
    .from(campaigns)
    .leftJoin(briefs, eq(briefs.id, campaigns.briefId))
    .innerJoin(communities, eq(communities.id, campaigns.communityId))
    .where(where);
}

export type CampaignFilters = { state?: CampaignState; q?: string; briefId?: number };

/**
 * The campaigns `actor` is a party to (the owner's community's, the advertiser's briefs',
 * every one for the admin), in one state or all, newest first, with the count of each
 * state. The admin may search by brief title or community name (3 characters or more go
 * through campaigns_fts' trigrams; shorter ones are a LIKE on the same text).
 *
 * The admin's list costs its page, not the table (docs/decisions/031-lists-at-a-million.md):
 * its counts come from status_counts (kept by triggers), a search's counts are counted
 * once per data version of the campaigns (count-cache.server.ts), and a trigram search's
 * page walks campaigns_fts newest first (its rowids are the campaigns' ids), checking each
 * match's state, until the page is full (unless the state keeps few matches). A party's
 * counts and pages stay within its own briefs' or community's campaigns (their indexes).
 */
export function listCampaigns(
  actor: User | null | undefined,
  filters: CampaignFilters,
  page: Slice,
): ListResult<CampaignView> & { counts: CampaignCounts } {
  const user = requireActor(actor);
  const conditions: (SQL | undefined)[] = [partyWhere(user)];
  if (filters.briefId !== undefined) conditions.push(eq(campaigns.briefId, filters.briefId));
  const q = user.role === "ADMIN" ? filters.q?.trim() : undefined;
  const phrase = q && [...q].length >= 3 ? `"${q.replace(/"/g, '""')}"` : undefined;
  if (q) {
    conditions.push(
      phrase
        ? sql`${campaigns.id} IN (SELECT rowid FROM campaigns_fts WHERE campaigns_fts MATCH ${phrase})`
        : sql`${campaigns.searchText} LIKE ${`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} ESCAPE '\\'`,
    );
  }
  const scope = and(...conditions);
  const everyCampaign = user.role === "ADMIN" && filters.briefId === undefined;
  const counts: CampaignCounts = !everyCampaign
    ? countStates(user, scope)
    : q
      ? { ...cachedValue(`campaigns:${JSON.stringify(q)}`, () => countStates(user, scope), "campaigns") }
      : stateCounts();
  const total = filters.state ? counts[filters.state] : counts.all;
  if (total <= page.offset) return { items: [], total, counts };
  const inState = filters.state ? eq(campaigns.state, filters.state) : undefined;
  // A state that keeps few of the matches: read them through the state's index instead
  // (a walk would look up many matches' rows for each one it keeps).
  if (everyCampaign && phrase && (!filters.state || total >= FILTERED_WALK * (page.offset + page.limit))) {
    const ids = newestMatches({ fts: "campaigns_fts", table: campaigns }, phrase, inState, page);
    const rows = ids.length ? selectViews(db, inArray(campaigns.id, ids)).orderBy(desc(campaigns.id)).all() : [];
    return { items: rows.map(toView), total, counts };
  }
  const rows = selectViews(db, and(scope, inState)).orderBy(desc(campaigns.id)).limit(page.limit).offset(page.offset).all();
  return { items: rows.map(toView), total, counts };
}

/**
 * The admin's search in one state walks campaigns_fts while at least this many times the
 * page's rows match in that state (the same measure as All Users' FILTERED_WALK).
 */
const FILTERED_WALK = 5;

const noCampaigns = (): CampaignCounts => Object.fromEntries([...CAMPAIGN_STATES, "all"].map((s) => [s, 0])) as CampaignCounts;

/** Every campaign by state, from status_counts. */
function stateCounts(): CampaignCounts {
  const counted = countsByStatus("campaigns");
  const counts = noCampaigns();
  for (const state of CAMPAIGN_STATES) {
    counts[state] = counted(state);
    counts.all += counts[state];
  }
  return counts;
}

/**
 * The campaigns of `scope` by state, counted. The counts join only the table the reader's
 * scope needs: the admin's search none (joining all the campaigns twice cost hundreds of ms).
 */
function countStates(user: User, scope: SQL | undefined): CampaignCounts {
  let counting = db.select({ state: campaigns.state, n: count() }).from(campaigns).$dynamic();
  if (user.role === "COMMUNITY_OWNER") counting = counting.innerJoin(communities, eq(communities.id, campaigns.communityId));
  const counts = noCampaigns();
  for (const { state, n } of counting.where(scope).groupBy(campaigns.state).all()) {
    counts[state] = n;
    counts.all += n;
  }
  return counts;
}

/** How many campaigns a brief has, and how many proofs of them wait for its advertiser's answer. */
export type BriefCampaignCounts = { campaigns: number; proofsWaiting: number };

/**
 * The campaign counts of the briefs `briefIds` (a page of brief cards) that `actor` may
 * read: its own as an advertiser, any as the admin; a brief without campaigns (or
 * another's) is not in the map. One grouped read on campaigns_brief_idx.
 */
export function campaignCountsOfBriefs(actor: User | null | undefined, briefIds: number[]): Map<number, BriefCampaignCounts> {
  assertRole(actor, "ADVERTISER", "ADMIN");
  const counts = new Map<number, BriefCampaignCounts>();
  if (briefIds.length === 0) return counts;
  // The advertiser's own among them: the page's briefs by their primary key.
  const readable =
    actor.role === "ADMIN"
      ? briefIds
      : db
          .select({ id: briefs.id })
          .from(briefs)
          .where(and(inArray(briefs.id, briefIds), eq(briefs.advertiserId, actor.id)));
  const rows = db
    .select({
      briefId: campaigns.briefId,
      campaigns: count(),
      proofsWaiting: sql<number>`coalesce(sum(${campaigns.state} = 'PROOF_SUBMITTED'), 0)`,
    })
    .from(campaigns)
    .where(inArray(campaigns.briefId, readable))
    .groupBy(campaigns.briefId)
    .all();
  for (const row of rows)
    if (row.briefId !== null) counts.set(row.briefId, { campaigns: row.campaigns, proofsWaiting: Number(row.proofsWaiting) });
  return counts;
}

function proofsOf(reader: Reader, campaignId: number): CampaignProofView[] {
  return reader
    .select({
      id: campaignProofs.id,
      links: campaignProofs.links,
      reach: campaignProofs.reach,
      reactions: campaignProofs.reactions,
      attendees: campaignProofs.attendees,
      note: campaignProofs.note,
      screenshots: campaignProofs.screenshots,
      createdAt: campaignProofs.createdAt,
      decision: campaignProofs.decision,
      reason: campaignProofs.reason,
      decidedAt: campaignProofs.decidedAt,
    })
    .from(campaignProofs)
    .where(eq(campaignProofs.campaignId, campaignId))
    .orderBy(desc(campaignProofs.id))
    .all();
}

/**
 * One campaign for one of its parties or the admin (404 campaignNotFound for anyone
 * else): what the brief asks, every proof (newest first) with its answer, the history,
 * and the moves the reader may make now.
 */
export function getCampaign(actor: User | null | undefined, id: number, options: { steps?: Slice } = {}): CampaignDetail {
  const user = requireActor(actor);
  return loadDetail(db, user, id, options.steps);
}

/**
 * `steps`: one page of the history (oldest first) instead of all of it: a campaign's
 * steps grow with each round of proofs, and a dialog reads a page of them
 * (docs/decisions/031-lists-at-a-million.md).
 */
export function loadDetail(reader: Reader, user: User, id: number, steps?: Slice): CampaignDetail {
  const row = reader
    .select({
      ...VIEW_COLUMNS,
      description: sql<string>`coalesce(${briefs.description}, ${bookings.description}, '')`,
      scopeOfWork: sql<string>`coalesce(${briefs.scopeOfWork}, ${bookings.promote}, '')`,
      schedulePost: sql<string>`coalesce(${briefs.schedulePost}, '')`,
      communityGuidelines: sql<string>`coalesce(${briefs.communityGuidelines}, '')`,
      timelineStart: sql<string | null>`coalesce(${briefs.timelineStart}, ${bookings.wishedDate})`,
      timelineEnd: briefs.timelineEnd,
      campaignCategory: sql<string>`coalesce(${briefs.campaignCategory}, CASE ${bookings.platform} WHEN 'OFFLINE' THEN 'OFFLINE' ELSE 'ONLINE' END)`,
      bookingPromote: bookings.promote,
      bookingMessage: bookings.message,
      bookingMaterialsUrl: bookings.materialsUrl,
      bookingBrandProvides: bookings.brandProvides,
      bookingWishedDate: bookings.wishedDate,
      bookingDeliveryDays: bookings.deliveryDays,
    })
    .from(campaigns)
    .leftJoin(briefs, eq(briefs.id, campaigns.briefId))
    .leftJoin(bookings, eq(bookings.id, campaigns.bookingId))
    .innerJoin(communities, eq(communities.id, campaigns.communityId))
    .where(and(eq(campaigns.id, id), partyWhere(user)))
    .get();
  if (!row) throw new ModelError("not_found", "campaignNotFound");
  const side = sideOf(user.role);
  const events = reader
    .select({
      id: campaignEvents.id,
      kind: campaignEvents.kind,
      actorName: users.fullname,
      note: campaignEvents.note,
      createdAt: campaignEvents.createdAt,
    })
    .from(campaignEvents)
    .leftJoin(users, eq(users.id, campaignEvents.actorId))
    .where(eq(campaignEvents.campaignId, id))
    .orderBy(asc(campaignEvents.id))
    .limit(steps?.limit ?? -1)
    .offset(steps?.offset ?? 0)
    .all();
  const eventCount =
    steps && (steps.offset > 0 || events.length === steps.limit)
      ? (reader.select({ n: count() }).from(campaignEvents).where(eq(campaignEvents.campaignId, id)).get()?.n ?? 0)
      : (steps?.offset ?? 0) + events.length;
  return {
    ...toView(row),
    side,
    moves: movesFrom(row.state, side),
    asks: {
      description: row.description,
      scopeOfWork: row.scopeOfWork,
      schedulePost: row.schedulePost,
      communityGuidelines: row.communityGuidelines,
      timelineStart: row.timelineStart,
      timelineEnd: row.timelineEnd,
      campaignCategory: row.campaignCategory,
    },
    booking:
      row.bookingId === null
        ? null
        : {
            id: row.bookingId,
            promote: row.bookingPromote ?? "",
            message: row.bookingMessage,
            materialsUrl: row.bookingMaterialsUrl,
            brandProvides: row.bookingBrandProvides ?? "",
            wishedDate: row.bookingWishedDate ?? "",
            deliveryDays: row.bookingDeliveryDays ?? 0,
          },
    proofs: proofsOf(reader, id),
    events,
    eventCount,
  };
}

// ---------------------------------------------------------------------------------------
// The API's objects (docs/api.md, "campaign").

export type PublicProof = {
  id: number;
  links: string[];
  reach: number | null;
  reactions: number | null;
  attendees: number | null;
  note: string | null;
  screenshots: string[];
  created_at: string;
  decision: "accepted" | "changes_requested" | "auto_accepted" | null;
  reason: string | null;
};

export type PublicCampaign = {
  id: number;
  source: "application" | "booking";
  application_id: number | null;
  brief_id: number | null;
  booking_id: number | null;
  community_id: number;
  state: CampaignState;
  agreed_fee: number | null;
  payment_state: Lowercase<PaymentState>;
  invoice_id: number | null;
  community_share?: number | null;
  commission?: number | null;
  brief: { id: number | null; title: string; company_name: string };
  community: { id: number; name: string };
  proofs?: PublicProof[];
  created_at: string;
  updated_at: string;
};

/** The URL a party reads a screenshot at (checked on every request). */
export const screenshotUrl = (name: string) => `/proofs/${name}`;

export function toPublicProof(proof: CampaignProofView): PublicProof {
  return {
    id: proof.id,
    links: proof.links,
    reach: proof.reach,
    reactions: proof.reactions,
    attendees: proof.attendees,
    note: proof.note,
    screenshots: proof.screenshots.map(screenshotUrl),
    created_at: proof.createdAt.toISOString(),
    decision: proof.decision ? (proof.decision.toLowerCase() as PublicProof["decision"]) : null,
    reason: proof.reason,
  };
}

/** A campaign as the API gives it; `proofs` only when the detail was loaded. */
export function toPublicCampaign(campaign: CampaignView | CampaignDetail): PublicCampaign {
  return {
    id: campaign.id,
    source: campaign.source,
    application_id: campaign.applicationId,
    brief_id: campaign.briefId,
    booking_id: campaign.bookingId,
    community_id: campaign.communityId,
    state: campaign.state,
    agreed_fee: campaign.agreedFee,
    payment_state: campaign.payment.state.toLowerCase() as Lowercase<PaymentState>,
    invoice_id: campaign.payment.invoiceId,
    // What the community receives and what Guyub keeps: for its owner (and the admin).
    ...("side" in campaign && campaign.side !== "advertiser"
      ? { community_share: campaign.payment.communityShare, commission: campaign.payment.commission }
      : {}),
    brief: { id: campaign.brief.id, title: campaign.brief.title, company_name: campaign.brief.companyName },
    community: { id: campaign.community.id, name: campaign.community.name },
    ...("proofs" in campaign ? { proofs: campaign.proofs.map(toPublicProof) } : {}),
    created_at: campaign.createdAt.toISOString(),
    updated_at: campaign.updatedAt.toISOString(),
  };
}
