import crypto from "node:crypto";
import path from "node:path";
import { and, asc, count, desc, eq, inArray, lte, sql, type SQL } from "drizzle-orm";
import {
  applications,
  briefs,
  campaignEvents,
  campaignProofs,
  campaigns,
  communities,
  proofScreenshots,
  users,
  type CampaignEvent,
  type User,
} from "../../db/schema";
import { toWibDate } from "~/i18n/format";
import { db, preparedPages, preparedQuery, type DB } from "~/lib/server/db.server";
import { CAMPAIGN_STATES, type CampaignState, type ProofDecision } from "~/utils/enums";
import type { ListResult, Slice } from "~/utils/paging";
import { keptScreenshots, type ProofInput } from "~/validation/campaign";
import { recordAudit } from "./audit.server";
import { cachedValue } from "./count-cache.server";
import { newestMatches } from "./fts-page.server";
import { campaignParams, findParties, mailParams, ownerPath, reportPath, tell, type CampaignParties } from "./campaign-parties.server";
import { ModelError } from "./errors";
import { dataSubfolder, decodeImage, oneImageJobPerUser, readImageHeader, removeImageFile, withImageJob, writeImageFile } from "./image-store.server";
import { assertRole, requireActor } from "./permissions.server";
import { proofUploadLimiter, reportLimits } from "./rate-limit.server";
import { requestReviews, reviewWindow } from "./review.server";
import { countsByStatus } from "./status-counts.server";
import { claimSubmission } from "./submission-claim.server";

/*
 * Campaigns (docs/product.md, "Campaigns"): the work an approved application starts.
 *
 *   IN_PROGRESS --owner submits proof--> PROOF_SUBMITTED
 *   PROOF_SUBMITTED --advertiser accepts (or 7 days pass)--> COMPLETED (both sides are
 *                      asked to review it within 14 days: review.server.ts; the brief
 *                      stays ACTIVE until its end date: completeEndedBriefs)
 *   PROOF_SUBMITTED --advertiser asks for changes (reason)--> CHANGES_REQUESTED
 *   CHANGES_REQUESTED --owner submits proof again--> PROOF_SUBMITTED
 *   any open state --admin cancels (note)--> CANCELLED
 *
 * Who may read a campaign is the SQL `where` of every read (partyWhere): the owner of its
 * community, the advertiser of its brief, the admin. Anyone else gets "not found", as for
 * a campaign that does not exist, before anything of it is read. Every step writes its
 * history row, its notifications and e-mails in the step's own transaction, and a move
 * not allowed from the current state answers 409 naming the moves that are.
 */

/** Days the advertiser has to answer a proof before it is accepted automatically. */
export const PROOF_ANSWER_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
export const SCREENSHOTS_MAX = 5;
export const SCREENSHOT_MAX_BYTES = 2 * 1024 * 1024;
export const SCREENSHOT_SIDE = 1280;
export const CAMPAIGN_PAGE_SIZE = 20;

export const OPEN_STATES = ["IN_PROGRESS", "PROOF_SUBMITTED", "CHANGES_REQUESTED"] as const satisfies readonly CampaignState[];

/** The moves of a campaign, by who makes them, and the states they start from. */
export type CampaignMove = "submit_proof" | "accept" | "request_changes" | "cancel";
const MOVE_FROM: Record<CampaignMove, readonly CampaignState[]> = {
  submit_proof: ["IN_PROGRESS", "CHANGES_REQUESTED"],
  accept: ["PROOF_SUBMITTED"],
  request_changes: ["PROOF_SUBMITTED"],
  cancel: OPEN_STATES,
};
const MOVES_OF: Record<CampaignSide, readonly CampaignMove[]> = {
  owner: ["submit_proof"],
  advertiser: ["accept", "request_changes"],
  admin: ["cancel"],
};

/** Which side of a campaign the reader is on. */
export type CampaignSide = "owner" | "advertiser" | "admin";

/** The moves `side` may make from `state`. */
export function movesFrom(state: CampaignState, side: CampaignSide): CampaignMove[] {
  return MOVES_OF[side].filter((move) => MOVE_FROM[move].includes(state));
}

/** Every move allowed from `state`, whoever makes it (what a refused move's 409 names). */
export function allowedMoves(state: CampaignState): CampaignMove[] {
  return (Object.keys(MOVE_FROM) as CampaignMove[]).filter((move) => MOVE_FROM[move].includes(state));
}

/**
 * 409 for a move not allowed from `state`, naming the moves that are (by anyone: the
 * refused side has none left from there, and who may move next is what helps).
 */
function moveRefused(state: CampaignState): ModelError {
  const allowed = allowedMoves(state);
  return new ModelError("conflict", "campaignMoveNotAllowed", { params: { state, allowed: allowed.length ? allowed.join(", ") : "-" } });
}

function sideOf(actor: User): CampaignSide {
  if (actor.role === "ADMIN") return "admin";
  return actor.role === "ADVERTISER" ? "advertiser" : "owner";
}

/** Only the campaigns `actor` is a party to (needs briefs and communities joined). */
function partyWhere(actor: User): SQL | undefined {
  if (actor.role === "ADMIN") return undefined;
  return actor.role === "ADVERTISER" ? eq(briefs.advertiserId, actor.id) : eq(communities.ownerId, actor.id);
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
  applicationId: number;
  briefId: number;
  communityId: number;
  state: CampaignState;
  agreedFee: number | null;
  answerDueAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  brief: { id: number; title: string; companyName: string };
  community: { id: number; name: string };
};

export type CampaignEventView = { id: number; kind: string; actorName: string | null; note: string | null; createdAt: Date };

export type CampaignDetail = CampaignView & {
  side: CampaignSide;
  /** What the reader may do now. */
  moves: CampaignMove[];
  /** What the brief asks of the community. */
  asks: {
    description: string;
    scopeOfWork: string;
    schedulePost: string;
    communityGuidelines: string;
    timelineStart: string | null;
    timelineEnd: string | null;
    campaignCategory: string;
  };
  proofs: CampaignProofView[];
  /** The history, oldest first: every step, or the page of steps asked for. */
  events: CampaignEventView[];
  /** How many steps the history has. */
  eventCount: number;
};

export type CampaignCounts = Record<CampaignState, number> & { all: number };

const VIEW_COLUMNS = {
  id: campaigns.id,
  applicationId: campaigns.applicationId,
  briefId: campaigns.briefId,
  communityId: campaigns.communityId,
  state: campaigns.state,
  agreedFee: campaigns.agreedFee,
  answerDueAt: campaigns.answerDueAt,
  createdAt: campaigns.createdAt,
  updatedAt: campaigns.updatedAt,
  briefTitle: briefs.title,
  briefCompanyName: briefs.companyName,
  communityName: communities.name,
};
type ViewRow = {
  id: number;
  applicationId: number;
  briefId: number;
  communityId: number;
  state: CampaignState;
  agreedFee: number | null;
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
    applicationId: row.applicationId,
    briefId: row.briefId,
    communityId: row.communityId,
    state: row.state,
    agreedFee: row.agreedFee,
    answerDueAt: row.answerDueAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    brief: { id: row.briefId, title: row.briefTitle, companyName: row.briefCompanyName },
    community: { id: row.communityId, name: row.communityName },
  };
}

type Reader = Pick<DB, "select">;
type Tx = Parameters<Parameters<DB["transaction"]>[0]>[0];

function selectViews(reader: Reader, where: SQL | undefined) {
  return reader
    .select(VIEW_COLUMNS)
    .from(campaigns)
    .innerJoin(briefs, eq(briefs.id, campaigns.briefId))
    .innerJoin(communities, eq(communities.id, campaigns.communityId))
    .where(where);
}

/**
 * Start the campaign of an application the admin approves (inside the approval's
 * transaction): IN_PROGRESS, with the agreed fee, and its first history row.
 */
export function startCampaign(
  tx: Tx,
  input: { applicationId: number; briefId: number; communityId: number; briefTitle: string; communityName: string; agreedFee: number | null; actorId: number },
): number {
  const created = tx
    .insert(campaigns)
    .values({
      applicationId: input.applicationId,
      briefId: input.briefId,
      communityId: input.communityId,
      state: "IN_PROGRESS",
      agreedFee: input.agreedFee,
      searchText: `${input.briefTitle} · ${input.communityName}`,
    })
    .returning({ id: campaigns.id })
    .get();
  tx.insert(campaignEvents).values({ campaignId: created.id, kind: "started", actorId: input.actorId }).run();
  return created.id;
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
export function listCampaigns(actor: User | null | undefined, filters: CampaignFilters, page: Slice): ListResult<CampaignView> & { counts: CampaignCounts } {
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
  if (user.role === "ADVERTISER") counting = counting.innerJoin(briefs, eq(briefs.id, campaigns.briefId));
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
    .select({ briefId: campaigns.briefId, campaigns: count(), proofsWaiting: sql<number>`coalesce(sum(${campaigns.state} = 'PROOF_SUBMITTED'), 0)` })
    .from(campaigns)
    .where(inArray(campaigns.briefId, readable))
    .groupBy(campaigns.briefId)
    .all();
  for (const row of rows) counts.set(row.briefId, { campaigns: row.campaigns, proofsWaiting: Number(row.proofsWaiting) });
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
function loadDetail(reader: Reader, user: User, id: number, steps?: Slice): CampaignDetail {
  const row = reader
    .select({
      ...VIEW_COLUMNS,
      description: briefs.description,
      scopeOfWork: briefs.scopeOfWork,
      schedulePost: briefs.schedulePost,
      communityGuidelines: briefs.communityGuidelines,
      timelineStart: briefs.timelineStart,
      timelineEnd: briefs.timelineEnd,
      campaignCategory: briefs.campaignCategory,
    })
    .from(campaigns)
    .innerJoin(briefs, eq(briefs.id, campaigns.briefId))
    .innerJoin(communities, eq(communities.id, campaigns.communityId))
    .where(and(eq(campaigns.id, id), partyWhere(user)))
    .get();
  if (!row) throw new ModelError("not_found", "campaignNotFound");
  const side = sideOf(user);
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
    proofs: proofsOf(reader, id),
    events,
    eventCount,
  };
}

/** The two parties of a campaign, for notifications and e-mails. */
function partiesOf(tx: Reader, id: number): CampaignParties {
  const parties = findParties(tx, id);
  if (!parties) throw new ModelError("not_found", "campaignNotFound");
  return parties;
}

function recordEvent(tx: Tx, id: number, kind: CampaignEvent["kind"], actorId: number | null, now: Date, note: string | null = null): void {
  tx.insert(campaignEvents).values({ campaignId: id, kind, actorId, note, createdAt: now }).run();
}

/**
 * Load the campaign for a move by `user` (not found unless a party) and check the move is
 * allowed from its state now (409 naming the allowed moves otherwise).
 */
function campaignForMove(tx: Reader, user: User, id: number, move: CampaignMove) {
  const row = tx
    .select({ id: campaigns.id, state: campaigns.state, briefId: campaigns.briefId })
    .from(campaigns)
    .innerJoin(briefs, eq(briefs.id, campaigns.briefId))
    .innerJoin(communities, eq(communities.id, campaigns.communityId))
    .where(and(eq(campaigns.id, id), partyWhere(user)))
    .get();
  if (!row) throw new ModelError("not_found", "campaignNotFound");
  const side = sideOf(user);
  if (!MOVES_OF[side].includes(move)) throw new ModelError("forbidden", "wrongRole");
  if (!MOVE_FROM[move].includes(row.state)) throw moveRefused(row.state);
  return row;
}

/** Change the state only if it is still `from` (a racing move loses with 409). */
function setState(tx: Tx, id: number, from: CampaignState, set: Partial<typeof campaigns.$inferInsert>, now: Date): void {
  const updated = tx
    .update(campaigns)
    .set({ ...set, updatedAt: now })
    .where(and(eq(campaigns.id, id), eq(campaigns.state, from)))
    .returning({ id: campaigns.id })
    .get();
  if (!updated) {
    const current = tx.select({ state: campaigns.state }).from(campaigns).where(eq(campaigns.id, id)).get();
    throw moveRefused(current?.state ?? from);
  }
}

/*
 * When a brief completes by itself (docs/product.md, "When a brief completes"): it
 * stays ACTIVE, open to applications and invitations, until its end date has passed (in
 * WIB). After that it turns COMPLETED once none of its campaigns is open and no
 * application waits for the admin: at the step that closes its last campaign, or in the
 * campaign worker's round once the date passes (completeEndedBriefs). A brief without an
 * end date completes only when its advertiser completes it (ADVERTISER_MOVES).
 */

/** The condition on `briefs` of a brief that may complete by itself on `today` (YYYY-MM-DD, WIB). */
function briefOver(today: string): SQL {
  return sql`${briefs.status} = 'ACTIVE' AND ${briefs.timelineEnd} IS NOT NULL AND ${briefs.timelineEnd} < ${today}
    AND NOT EXISTS (SELECT 1 FROM ${campaigns} WHERE ${campaigns.briefId} = ${briefs.id} AND ${campaigns.state} IN ${[...OPEN_STATES]})
    AND NOT EXISTS (SELECT 1 FROM ${applications} WHERE ${applications.briefId} = ${briefs.id} AND ${applications.status} = 'PENDING')`;
}

/** Complete one brief if it is over by `now` (briefOver), in the caller's transaction; true when it did. */
function completeBriefIfOver(tx: Tx, briefId: number, now: Date): boolean {
  const done = tx
    .update(briefs)
    .set({ status: "COMPLETED", updatedAt: now })
    .where(and(eq(briefs.id, briefId), briefOver(toWibDate(now))))
    .returning({ id: briefs.id })
    .get();
  return Boolean(done);
}

/**
 * The campaign worker's round (app/server/campaign-worker.server.ts): complete the ACTIVE
 * briefs whose end date has passed and whose campaigns are all over (briefOver), found on
 * briefs_status_end_idx, each in its own conditional transaction (a second run, or a
 * campaign started meanwhile, changes nothing). Returns how many it completed.
 */
export function completeEndedBriefs(now: Date = new Date(), batch = 100): number {
  const today = toWibDate(now);
  let completed = 0;
  let after = 0;
  for (;;) {
    const due = db
      .select({ id: briefs.id })
      .from(briefs)
      .where(and(briefOver(today), sql`${briefs.id} > ${after}`))
      .orderBy(asc(briefs.id))
      .limit(batch)
      .all();
    for (const { id } of due) if (db.transaction((tx) => completeBriefIfOver(tx, id, now))) completed += 1;
    if (due.length < batch) return completed;
    after = due[due.length - 1].id;
  }
}

// ---------------------------------------------------------------------------------------
// Screenshots: private files under proofs/ in the data folder.

/** The folder of proof screenshots: `proofs/` in the data folder (back it up with the database). */
export function proofsFolder(): string {
  return dataSubfolder("proofs");
}

const SCREENSHOT_NAME = /^[0-9a-f]{32}\.webp$/;

function screenshotRefused(key: "screenshotNotImage" | "screenshotsTooMany" | "screenshotTooLarge" | "screenshotNotKept"): ModelError {
  return new ModelError("invalid", key, { fields: { screenshots: [key] } });
}

const SCREENSHOT_FIELD = { field: "screenshots", notImage: "screenshotNotImage" };

/** Re-encode one screenshot (its header already read): upright, at most 1280 px on its longer side, WebP, no metadata. */
async function encodeScreenshot(bytes: Uint8Array): Promise<Buffer> {
  try {
    return await decodeImage(bytes, (input) =>
      input
        .rotate()
        .resize(SCREENSHOT_SIDE, SCREENSHOT_SIDE, { fit: "inside", withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
    );
  } catch {
    throw screenshotRefused("screenshotNotImage");
  }
}

/**
 * The screenshots of a proof, re-encoded, as `actor`'s one image job (a second one
 * meanwhile: 429 imageJobRunning). Every header is read first (a file that is not an
 * image, or over 12 megapixels, refuses the proof before anything is decoded); then
 * the proof counts against the hourly limit of proofs with screenshots (429
 * tooManyProofUploads with Retry-After beyond), then the images are decoded.
 */
async function encodeScreenshots(actor: User, screenshots: Uint8Array[]): Promise<Buffer[]> {
  if (screenshots.length === 0) return [];
  return oneImageJobPerUser(actor.id, SCREENSHOT_FIELD.field, async () => {
    for (const bytes of screenshots) await readImageHeader(bytes, SCREENSHOT_FIELD);
    const wait = proofUploadLimiter.take(proofUploadKey(actor));
    if (wait > 0) throw tooManyProofUploads(wait);
    const encoded: Buffer[] = [];
    for (const bytes of screenshots) encoded.push(await encodeScreenshot(bytes));
    return encoded;
  });
}

const proofUploadKey = (actor: User) => `user:${actor.id}`;

function tooManyProofUploads(wait: number): ModelError {
  return new ModelError("too_many", "tooManyProofUploads", { retryAfterSeconds: wait, params: { minutes: Math.ceil(wait / 60) } });
}

/**
 * A proof posted with its screenshots (the proof form, the API's multipart body): `work`
 * reads the body and calls submitProof. It gets `beforeScreenshots`, for the route to run
 * as the first screenshot arrives (upload.server.ts `beforeFiles`), before any of its
 * bytes are read: the campaign may take proof now (409), the owner's image job starts
 * (429 while another runs: it lasts until `work` ends, so the screenshots are read and
 * decoded as one job), and the hourly limit is not reached (429). A refused upload thus
 * costs neither the reading of its files nor their decoding.
 */
export function withProofUpload<T>(actor: User, id: number, work: (beforeScreenshots: () => void) => Promise<T>): Promise<T> {
  assertRole(actor, "COMMUNITY_OWNER");
  return withImageJob(actor.id, SCREENSHOT_FIELD.field, (start) =>
    work(() => {
      campaignForMove(db, actor, id, "submit_proof");
      start();
      const wait = proofUploadLimiter.retryAfter(proofUploadKey(actor));
      if (wait > 0) throw tooManyProofUploads(wait);
    }),
  );
}

/** The file of a screenshot `actor` may see (a party of its campaign, or the admin); 404 otherwise. */
export function screenshotFileFor(actor: User | null | undefined, name: string): string {
  const user = requireActor(actor);
  if (typeof name !== "string" || !SCREENSHOT_NAME.test(name)) throw new ModelError("not_found", "screenshotNotFound");
  const row = db
    .select({ name: proofScreenshots.name })
    .from(proofScreenshots)
    .innerJoin(campaigns, eq(campaigns.id, proofScreenshots.campaignId))
    .innerJoin(briefs, eq(briefs.id, campaigns.briefId))
    .innerJoin(communities, eq(communities.id, campaigns.communityId))
    .where(and(eq(proofScreenshots.name, name), partyWhere(user)))
    .get();
  if (!row) throw new ModelError("not_found", "screenshotNotFound");
  return path.join(proofsFolder(), row.name);
}

// ---------------------------------------------------------------------------------------
// The moves.

/** The screenshots of the campaign's latest proof (none before the first). */
function latestScreenshots(reader: Reader, id: number): string[] {
  return (
    reader
      .select({ screenshots: campaignProofs.screenshots })
      .from(campaigns)
      .innerJoin(campaignProofs, eq(campaignProofs.id, campaigns.latestProofId))
      .where(eq(campaigns.id, id))
      .get()?.screenshots ?? []
  );
}

/**
 * The screenshots of the latest proof a new one keeps (keptScreenshots), each checked to
 * be one of them (400 screenshotNotKept on `screenshots` otherwise).
 */
function keptOfLatest(reader: Reader, id: number, input: ProofInput): string[] {
  const kept = keptScreenshots(input);
  if (kept.length === 0) return kept;
  const latest = new Set(latestScreenshots(reader, id));
  if (kept.some((name) => !latest.has(name))) throw screenshotRefused("screenshotNotKept");
  return kept;
}

/**
 * The owner submits proof (from IN_PROGRESS or CHANGES_REQUESTED): links, figures, a note
 * and up to 5 screenshots (each re-encoded; refused on the `screenshots` field when not
 * an image or over 12 megapixels; 429 while another image job of the owner runs, or past
 * the hourly limit of proofs with screenshots: encodeScreenshots). A proof needs at least
 * one link or one screenshot (400 proofLinkOrScreenshot on `links`): a WhatsApp broadcast
 * or a meet-up has no web page. A proof after changes were asked may keep screenshots of
 * the latest proof (`keep_screenshots`): the new proof names the same files, whose rows
 * (proof_screenshots, by the proof that brought them) say which campaign they are of, so
 * who may read them and when a file is unused (proof-files.server.ts) stay as they were.
 * At most 5 screenshots in all. Every submission is a new row. The advertiser is notified
 * and has 7 days to answer. Files are written before the transaction and removed again
 * if it fails.
 */
export async function submitProof(actor: User | null | undefined, id: number, input: ProofInput, screenshots: Uint8Array[] = []): Promise<CampaignDetail> {
  assertRole(actor, "COMMUNITY_OWNER");
  if (screenshots.length > SCREENSHOTS_MAX) throw screenshotRefused("screenshotsTooMany");
  if (screenshots.some((bytes) => bytes.byteLength > SCREENSHOT_MAX_BYTES)) throw screenshotRefused("screenshotTooLarge");
  // Checked before any image is decoded: a stranger's request, or a proof the campaign
  // cannot take now, costs no sharp work.
  campaignForMove(db, actor, id, "submit_proof");
  const kept = keptOfLatest(db, id, input);
  if (kept.length + screenshots.length > SCREENSHOTS_MAX) throw screenshotRefused("screenshotsTooMany");
  if (input.links.length === 0 && kept.length + screenshots.length === 0) {
    throw new ModelError("invalid", "invalidInput", { fields: { links: ["proofLinkOrScreenshot"] } });
  }
  const encoded = await encodeScreenshots(actor, screenshots);
  const folder = proofsFolder();
  const names: string[] = [];
  try {
    for (const output of encoded) {
      const name = `${crypto.randomBytes(16).toString("hex")}.webp`;
      await writeImageFile(folder, name, output, "screenshots");
      names.push(name);
    }
    return db.transaction((tx) => {
      // A proof sent twice (a double tap, a retry) is written once: the repeat gets the first answer.
      claimSubmission(tx);
      const current = campaignForMove(tx, actor, id, "submit_proof");
      // Read again in the step's transaction: the proof kept from is still the latest.
      const carried = keptOfLatest(tx, id, input);
      const now = new Date();
      const proof = tx
        .insert(campaignProofs)
        .values({
          campaignId: id,
          links: input.links,
          reach: input.reach ?? null,
          reactions: input.reactions ?? null,
          attendees: input.attendees ?? null,
          note: input.note?.trim() || null,
          screenshots: [...carried, ...names],
          createdAt: now,
        })
        .returning({ id: campaignProofs.id })
        .get();
      for (const name of names) tx.insert(proofScreenshots).values({ name, proofId: proof.id, campaignId: id }).run();
      const answerDueAt = new Date(now.getTime() + PROOF_ANSWER_DAYS * DAY_MS);
      setState(tx, id, current.state, { state: "PROOF_SUBMITTED", latestProofId: proof.id, answerDueAt }, now);
      recordEvent(tx, id, "proof_submitted", actor.id, now);
      const parties = partiesOf(tx, id);
      tell(
        tx,
        parties.advertiserId,
        { type: "brief_campaign_proof", params: campaignParams(parties) },
        { kind: "campaign_proof_submitted", params: { ...mailParams(parties), path: reportPath(parties) } },
      );
      return loadDetail(tx, actor, id);
    });
  } catch (error) {
    for (const name of names) removeImageFile(folder, name);
    throw error;
  }
}

/** Answer the latest proof and close or reopen the campaign (inside `tx`). */
function answerLatestProof(tx: Tx, id: number, decision: ProofDecision, reason: string | null, now: Date): void {
  const latest = tx
    .select({ id: campaignProofs.id })
    .from(campaignProofs)
    .where(eq(campaignProofs.campaignId, id))
    .orderBy(desc(campaignProofs.id))
    .limit(1)
    .get();
  if (latest) tx.update(campaignProofs).set({ decision, reason, decidedAt: now }).where(eq(campaignProofs.id, latest.id)).run();
}

/**
 * The brief's advertiser answers the waiting proof: accepted (COMPLETED) or changes asked
 * with a reason (CHANGES_REQUESTED). The owner is told. An acceptance completes the brief
 * only once its end date has passed (completeBriefIfOver): before, others may still apply.
 */
function answerProof(actor: User, id: number, answer: { move: "accept" | "request_changes"; reason: string | null }): CampaignDetail {
  const accepted = answer.move === "accept";
  return db.transaction((tx) => {
    campaignForMove(tx, actor, id, answer.move);
    const now = new Date();
    // A completion opens the 14 days of reviews (docs/product.md, "Reviews").
    setState(tx, id, "PROOF_SUBMITTED", accepted ? { state: "COMPLETED", answerDueAt: null, ...reviewWindow(now) } : { state: "CHANGES_REQUESTED", answerDueAt: null }, now);
    answerLatestProof(tx, id, accepted ? "ACCEPTED" : "CHANGES_REQUESTED", answer.reason, now);
    recordEvent(tx, id, accepted ? "accepted" : "changes_requested", actor.id, now, answer.reason);
    const parties = partiesOf(tx, id);
    const params = campaignParams(parties);
    const mail = { ...mailParams(parties), path: ownerPath(parties) };
    if (answer.reason === null) {
      // The completion e-mail says the fee the work earned.
      tell(tx, parties.ownerId, { type: "campaign_accepted", params }, { kind: "campaign_accepted", params: { ...mail, fee: parties.agreedFee } });
    } else {
      const reason = answer.reason;
      tell(
        tx,
        parties.ownerId,
        { type: "campaign_changes_requested", params: { ...params, reason } },
        { kind: "campaign_changes_requested", params: { ...mail, reason } },
      );
    }
    if (accepted) {
      requestReviews(tx, id);
      completeBriefIfOver(tx, parties.briefId, now);
    }
    return loadDetail(tx, actor, id);
  });
}

/** The brief's advertiser accepts the proof: COMPLETED; the owner is told. */
export function acceptProof(actor: User | null | undefined, id: number): CampaignDetail {
  assertRole(actor, "ADVERTISER");
  return answerProof(actor, id, { move: "accept", reason: null });
}

/** The brief's advertiser asks for changes, with a reason: CHANGES_REQUESTED; the owner is told. */
export function requestChanges(actor: User | null | undefined, id: number, reason: string): CampaignDetail {
  assertRole(actor, "ADVERTISER");
  const why = reason.trim();
  if (!why) throw new ModelError("invalid", "invalidInput", { fields: { reason: ["reasonRequired"] } });
  return answerProof(actor, id, { move: "request_changes", reason: why });
}

/** The admin cancels an open campaign with a note (a dispute): CANCELLED; both parties are told; audit row. */
export function cancelCampaign(actor: User | null | undefined, id: number, note: string): CampaignDetail {
  assertRole(actor, "ADMIN");
  const why = note.trim();
  if (!why) throw new ModelError("invalid", "invalidInput", { fields: { note: ["cancelNoteRequired"] } });
  return db.transaction((tx) => {
    const current = campaignForMove(tx, actor, id, "cancel");
    const now = new Date();
    setState(tx, id, current.state, { state: "CANCELLED", answerDueAt: null }, now);
    recordEvent(tx, id, "cancelled", actor.id, now, why);
    const parties = partiesOf(tx, id);
    recordAudit(tx, {
      actor,
      action: "campaign_cancelled",
      subject: { type: "campaign", id },
      subjectUserId: parties.ownerId,
      note: why,
      params: { brief: parties.brief, community: parties.community },
    });
    const params = { ...campaignParams(parties), note: why };
    const mail = { ...mailParams(parties), note: why };
    tell(tx, parties.ownerId, { type: "campaign_cancelled", params }, { kind: "campaign_cancelled", params: { ...mail, path: ownerPath(parties) } });
    tell(
      tx,
      parties.advertiserId,
      { type: "brief_campaign_cancelled", params },
      { kind: "campaign_cancelled", params: { ...mail, path: reportPath(parties) } },
    );
    completeBriefIfOver(tx, parties.briefId, now);
    return loadDetail(tx, actor, id);
  });
}

/** Accept one overdue proof, only if it is still PROOF_SUBMITTED and due (false otherwise). */
function autoAccept(tx: Tx, id: number, now: Date): boolean {
  const updated = tx
    .update(campaigns)
    .set({ state: "COMPLETED", answerDueAt: null, updatedAt: now, ...reviewWindow(now) })
    .where(and(eq(campaigns.id, id), eq(campaigns.state, "PROOF_SUBMITTED"), lte(campaigns.answerDueAt, now)))
    .returning({ id: campaigns.id })
    .get();
  if (!updated) return false;
  answerLatestProof(tx, id, "AUTO_ACCEPTED", null, now);
  recordEvent(tx, id, "auto_accepted", null, now);
  const parties = partiesOf(tx, id);
  const params = campaignParams(parties);
  const mail = { ...mailParams(parties), fee: parties.agreedFee };
  tell(tx, parties.ownerId, { type: "campaign_auto_accepted", params }, { kind: "campaign_auto_accepted", params: { ...mail, path: ownerPath(parties) } });
  tell(
    tx,
    parties.advertiserId,
    { type: "brief_campaign_auto_accepted", params },
    { kind: "campaign_auto_accepted", params: { ...mail, path: reportPath(parties) } },
  );
  requestReviews(tx, id);
  completeBriefIfOver(tx, parties.briefId, now);
  return true;
}

/**
 * Accept every proof left unanswered past its 7 days (the background job,
 * app/server/campaign-worker.server.ts). Each campaign moves in its own transaction and
 * only if it is still PROOF_SUBMITTED and due, so two runs at once (or a run after a
 * restart in the middle) accept each proof once. Returns how many were accepted.
 */
export function acceptOverdueProofs(now: Date = new Date(), batch = 100): number {
  let accepted = 0;
  for (;;) {
    const due = db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(and(eq(campaigns.state, "PROOF_SUBMITTED"), lte(campaigns.answerDueAt, now)))
      .orderBy(asc(campaigns.answerDueAt))
      .limit(batch)
      .all();
    let moved = 0;
    for (const { id } of due) {
      if (db.transaction((tx) => autoAccept(tx, id, now))) {
        accepted += 1;
        moved += 1;
      }
    }
    if (due.length < batch || moved === 0) return accepted;
  }
}

// ---------------------------------------------------------------------------------------
// The report of a brief.

export type ReportRow = {
  campaignId: number;
  communityId: number;
  communityName: string;
  state: CampaignState;
  agreedFee: number | null;
  links: string[];
  screenshots: string[];
  reach: number | null;
  reactions: number | null;
  attendees: number | null;
  note: string | null;
  proofAt: Date | null;
  decision: ProofDecision | null;
  /** The advertiser's reason when the latest proof's decision is CHANGES_REQUESTED. */
  reason: string | null;
};

export type ReportTotals = {
  reach: number;
  reactions: number;
  attendees: number;
  completed: number;
  in_progress: number;
  cancelled: number;
  campaigns: number;
  /** Proofs waiting for the advertiser's answer (campaigns PROOF_SUBMITTED). */
  proofs_waiting: number;
  /** The agreed fees of the campaigns not cancelled (whole Rupiah; none set counts 0). */
  spend: number;
};

export type BriefReport = ListResult<ReportRow> & {
  brief: { id: number; title: string; companyName: string; status: string; timelineStart: string | null; timelineEnd: string | null };
  totals: ReportTotals;
  /** Reach per community (the 20 largest, latest proofs, cancelled left out): the chart. */
  chart: { campaignId: number; name: string; reach: number }[];
};

export const REPORT_CHART_BARS = 20;

/**
 * Count a read of a report by the actor (its page, its JSON, a CSV download): past
 * REPORT_REQUESTS_PER_MINUTE in the last minute, 429 with the seconds to wait
 * (rate-limit.server.ts reportLimits, shared by every process).
 */
function takeReportRead(actor: User): void {
  const wait = reportLimits.reads.take(`user:${actor.id}`);
  if (wait > 0) throw new ModelError("too_many", "tooManyReportReads", { retryAfterSeconds: wait, params: { seconds: wait } });
}

/*
 * The report's statements, built and compiled once per connection (preparedQuery,
 * docs/decisions/022-render-cost.md): the page and the CSV run them on every read. The
 * rows of a page or of a CSV batch are chosen first by id on campaigns_brief_idx, which
 * holds the ids, and only those rows are read whole: sorting a brief's every row with its
 * links and note to keep 20 costs milliseconds on a brief with 1,000 campaigns.
 */

const BRIEF_COLUMNS = {
  id: briefs.id,
  title: briefs.title,
  companyName: briefs.companyName,
  status: briefs.status,
  timelineStart: briefs.timelineStart,
  timelineEnd: briefs.timelineEnd,
};

const anyBriefQuery = preparedQuery((db) => db.select(BRIEF_COLUMNS).from(briefs).where(eq(briefs.id, sql.placeholder("brief"))).prepare());
const ownBriefQuery = preparedQuery((db) =>
  db
    .select(BRIEF_COLUMNS)
    .from(briefs)
    .where(and(eq(briefs.id, sql.placeholder("brief")), eq(briefs.advertiserId, sql.placeholder("actor"))))
    .prepare(),
);

/**
 * The brief a report is of: its advertiser's or, for the admin, any (404 otherwise;
 * owners 403). Each call is one read of the report by the actor (takeReportRead).
 */
function reportBrief(actor: User | null | undefined, briefId: number) {
  assertRole(actor, "ADVERTISER", "ADMIN");
  takeReportRead(actor);
  const brief = actor.role === "ADMIN" ? anyBriefQuery().get({ brief: briefId }) : ownBriefQuery().get({ brief: briefId, actor: actor.id });
  if (!brief) throw new ModelError("not_found", "briefNotFound");
  return brief;
}

const REPORT_COLUMNS = {
  campaignId: campaigns.id,
  communityId: campaigns.communityId,
  communityName: communities.name,
  state: campaigns.state,
  agreedFee: campaigns.agreedFee,
  links: campaignProofs.links,
  screenshots: campaignProofs.screenshots,
  reach: campaignProofs.reach,
  reactions: campaignProofs.reactions,
  attendees: campaignProofs.attendees,
  note: campaignProofs.note,
  proofAt: campaignProofs.createdAt,
  decision: campaignProofs.decision,
  reason: campaignProofs.reason,
};

/** The report's rows of the campaigns whose ids `ids` (a subquery) selects, by campaign id. */
function reportRowsOf(db: DB, ids: SQL) {
  return db
    .select(REPORT_COLUMNS)
    .from(campaigns)
    .innerJoin(communities, eq(communities.id, campaigns.communityId))
    .leftJoin(campaignProofs, eq(campaignProofs.id, campaigns.latestProofId))
    .where(inArray(campaigns.id, ids))
    .orderBy(asc(campaigns.id));
}

/** A page of the report: `limit` rows from `offset` on. */
const reportPageQuery = preparedPages((db, limit) =>
  reportRowsOf(
    db,
    sql`(SELECT "id" FROM "campaigns" WHERE "brief_id" = ${sql.placeholder("brief")} ORDER BY "id" LIMIT ${limit} OFFSET ${sql.placeholder("offset")})`,
  ).prepare(),
);

/**
 * A CSV batch: `limit` rows after campaign `after`. `+"id"`: the range on the id must
 * not lead SQLite to walk the whole table by its primary key from `after` on, rather
 * than the brief's entries of campaigns_brief_idx.
 */
const reportBatchQuery = preparedPages((db, limit) =>
  reportRowsOf(
    db,
    sql`(SELECT "id" FROM "campaigns" WHERE "brief_id" = ${sql.placeholder("brief")} AND +"id" > ${sql.placeholder("after")} ORDER BY "id" LIMIT ${limit})`,
  ).prepare(),
);

/** The report's totals: sums over the latest proofs and the fees of the campaigns not cancelled, counts by state. */
const reportSumsQuery = preparedQuery((db) =>
  db
    .select({
      campaigns: count(),
      reach: sql<number>`coalesce(sum(CASE WHEN ${campaigns.state} <> 'CANCELLED' THEN ${campaignProofs.reach} END), 0)`,
      reactions: sql<number>`coalesce(sum(CASE WHEN ${campaigns.state} <> 'CANCELLED' THEN ${campaignProofs.reactions} END), 0)`,
      attendees: sql<number>`coalesce(sum(CASE WHEN ${campaigns.state} <> 'CANCELLED' THEN ${campaignProofs.attendees} END), 0)`,
      completed: sql<number>`coalesce(sum(${campaigns.state} = 'COMPLETED'), 0)`,
      cancelled: sql<number>`coalesce(sum(${campaigns.state} = 'CANCELLED'), 0)`,
      waiting: sql<number>`coalesce(sum(${campaigns.state} = 'PROOF_SUBMITTED'), 0)`,
      spend: sql<number>`coalesce(sum(CASE WHEN ${campaigns.state} <> 'CANCELLED' THEN ${campaigns.agreedFee} END), 0)`,
    })
    .from(campaigns)
    .leftJoin(campaignProofs, eq(campaignProofs.id, campaigns.latestProofId))
    .where(eq(campaigns.briefId, sql.placeholder("brief")))
    .prepare(),
);

/** The chart's bars: the REPORT_CHART_BARS largest reaches of the campaigns with proof, not cancelled. */
const reportChartQuery = preparedQuery((db) =>
  db
    .select({ campaignId: campaigns.id, name: communities.name, reach: sql<number>`coalesce(${campaignProofs.reach}, 0)` })
    .from(campaigns)
    .innerJoin(communities, eq(communities.id, campaigns.communityId))
    .innerJoin(campaignProofs, eq(campaignProofs.id, campaigns.latestProofId))
    .where(and(eq(campaigns.briefId, sql.placeholder("brief")), sql`${campaigns.state} <> 'CANCELLED'`))
    .orderBy(desc(campaignProofs.reach), asc(campaigns.id))
    .limit(REPORT_CHART_BARS)
    .prepare(),
);

/** How many of a brief's campaigns come before a campaign of it (none when it is not the brief's). */
const campaignsBeforeQuery = preparedQuery((db) =>
  db
    .select({ n: count() })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.briefId, sql.placeholder("brief")),
        // `+id`: counted on the brief's entries of campaigns_brief_idx, not by walking the table's ids.
        sql`+${campaigns.id} < ${sql.placeholder("campaign")}`,
        sql`EXISTS (SELECT 1 FROM ${campaigns} AS "target" WHERE "target"."id" = ${sql.placeholder("campaign")} AND "target"."brief_id" = ${sql.placeholder("brief")})`,
      ),
    )
    .prepare(),
);

function toReportRow(row: {
  campaignId: number;
  communityId: number;
  communityName: string;
  state: CampaignState;
  agreedFee: number | null;
  links: string[] | null;
  screenshots: string[] | null;
  reach: number | null;
  reactions: number | null;
  attendees: number | null;
  note: string | null;
  proofAt: Date | null;
  decision: ProofDecision | null;
  reason: string | null;
}): ReportRow {
  return { ...row, links: row.links ?? [], screenshots: row.screenshots ?? [] };
}

/** A brief's report totals: one aggregate query over its campaigns (no row read whole). */
function reportTotalsOf(briefId: number): ReportTotals {
  const sums = reportSumsQuery().get({ brief: briefId });
  const total = sums?.campaigns ?? 0;
  const completed = Number(sums?.completed ?? 0);
  const cancelled = Number(sums?.cancelled ?? 0);
  return {
    reach: Number(sums?.reach ?? 0),
    reactions: Number(sums?.reactions ?? 0),
    attendees: Number(sums?.attendees ?? 0),
    completed,
    cancelled,
    in_progress: total - completed - cancelled,
    campaigns: total,
    proofs_waiting: Number(sums?.waiting ?? 0),
    spend: Number(sums?.spend ?? 0),
  };
}

/**
 * The page of a brief's report (CAMPAIGN_PAGE_SIZE a page, by campaign id) that holds
 * `campaignId`: one count on campaigns_brief_idx. Page 1 for a campaign not on the brief.
 * Only a position: briefReport decides whether the reader sees the report.
 */
export function campaignReportPage(briefId: number, campaignId: number): number {
  const before = campaignsBeforeQuery().get({ brief: briefId, campaign: campaignId })?.n ?? 0;
  return Math.floor(before / CAMPAIGN_PAGE_SIZE) + 1;
}

/**
 * The campaign report of a brief for its advertiser or the admin: one row per campaign
 * (its latest proof), paged; the totals over every campaign that was not cancelled, each
 * counted with its latest proof, and the chart's bars (the REPORT_CHART_BARS largest
 * reaches of the brief), both SQL aggregates over the brief's campaigns: only the page's
 * rows are read whole. One read of the report (takeReportRead).
 */
export function briefReport(actor: User | null | undefined, briefId: number, page: Slice): BriefReport {
  const brief = reportBrief(actor, briefId);
  const totals = reportTotalsOf(briefId);
  const total = totals.campaigns;
  const items = total > page.offset ? reportPageQuery(page.limit).all({ brief: briefId, offset: page.offset, limit: page.limit }).map(toReportRow) : [];
  const chart = reportChartQuery().all({ brief: briefId });
  return { brief, items, total, totals, chart };
}

/**
 * Rows a report CSV reads at a time, then lets other requests run
 * (app/server/csv-stream.server.ts, which makes at most two batches a turn of the event
 * loop): 25 rows of proofs with 10 links and a 2,000-character note take about 0.5 ms and
 * make a chunk of ~65 KB (bench/big-report.ts, 8 downloads looped: another user's p99
 * 46 ms at 25 rows, 103 ms at 50).
 */
export const REPORT_CSV_BATCH = 25;

/** How long a reader with its CSV downloads all running is asked to wait (seconds). */
const REPORT_CSV_RETRY_SECONDS = 5;

/** A report CSV being written: its brief, its rows a batch at a time, and its end. */
export type ReportCsvSource = {
  brief: BriefReport["brief"];
  /** The next rows in the report's order (at most `batch`); none once every row was read. */
  nextRows(): ReportRow[];
  /** The download ended (every row sent, or the client gone): its slot is free again. */
  close(): void;
  /** The totals over the brief, counted now by the database (the CSV's last row). */
  totals(): ReportTotals;
};

/**
 * Open a brief's report for a CSV download: who may read it as briefReport (one read of
 * the report), then one of the reader's REPORT_CSV_STREAMS_PER_USER slots of this process
 * (429 with Retry-After while that many of theirs are running). The rows come a batch
 * at a time, by campaign id after the last one sent (each batch one short query on
 * campaigns_brief_idx), so a row is as it is when its batch is read; `close()` must be
 * called however the download ends.
 */
export function openBriefReportCsv(actor: User | null | undefined, briefId: number, batch = REPORT_CSV_BATCH): ReportCsvSource {
  const brief = reportBrief(actor, briefId);
  const release = reportLimits.csvStreams.acquire(`user:${actor!.id}`);
  if (!release) throw new ModelError("too_many", "reportDownloadsRunning", { retryAfterSeconds: REPORT_CSV_RETRY_SECONDS });
  let after = 0;
  let done = false;
  return {
    brief,
    nextRows() {
      if (done) return [];
      const rows = reportBatchQuery(batch).all({ brief: brief.id, after, limit: batch }).map(toReportRow);
      if (rows.length < batch) done = true;
      if (rows.length) after = rows[rows.length - 1].campaignId;
      return rows;
    },
    close: release,
    totals: () => reportTotalsOf(brief.id),
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
  application_id: number;
  brief_id: number;
  community_id: number;
  state: CampaignState;
  agreed_fee: number | null;
  brief: { id: number; title: string; company_name: string };
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
    application_id: campaign.applicationId,
    brief_id: campaign.briefId,
    community_id: campaign.communityId,
    state: campaign.state,
    agreed_fee: campaign.agreedFee,
    brief: { id: campaign.brief.id, title: campaign.brief.title, company_name: campaign.brief.companyName },
    community: { id: campaign.community.id, name: campaign.community.name },
    ...("proofs" in campaign ? { proofs: campaign.proofs.map(toPublicProof) } : {}),
    created_at: campaign.createdAt.toISOString(),
    updated_at: campaign.updatedAt.toISOString(),
  };
}
