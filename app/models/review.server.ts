import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { briefs, campaigns, communities, reviews, reviewsOwed, users, type ReviewSide, type User } from "../../db/schema";
import { isUniqueViolation } from "../../db/storage";
import { db, preparedPages, preparedQuery, type DB } from "~/utils/db.server";
import type { CampaignState } from "~/utils/enums";
import type { ListResult, Slice } from "~/utils/paging";
import type { HideReviewInput, ReviewInput } from "~/validation/review";
import { recordAudit } from "./audit.server";
import { getPublicCommunity } from "./community.server";
import { campaignParams, findParties, mailParams, ownerPath, reportPath, tell } from "./campaign-parties.server";
import { ModelError } from "./errors";
import { assertRole, requireActor } from "./permissions.server";
import { claimSubmission } from "./submission-claim.server";

/*
 * Reviews (docs/product.md, "Reviews"; docs/decisions/026-reviews.md): after a campaign is
 * COMPLETED each side may review the other once, 1 to 5 stars and an optional text. The
 * owner's review rates the brand (the brief's advertiser), the advertiser's the community.
 *
 * Blind: a review is read by its author, and by anyone else only once published and not
 * hidden (the admin reads every one). That rule is the SQL `where` of every read here
 * (readableWhere), so the other side's review is never loaded before publication.
 *
 * Publication: both reviews of a campaign publish together, in the transaction of the
 * second one, or when the 14 days after completion end (publishDueReviews, the job in
 * app/server/campaign-worker.server.ts), whatever was written; after that no review is
 * taken. Every publication is a conditional update (only if not yet published), so two
 * runs at once, or a run after a restart, publish once.
 *
 * Ratings: a review counts in its subject's rating (communities.rating*, users.rating*)
 * while published and not hidden. Triggers on `reviews` (db/migrations/0017_reviews.sql)
 * keep those columns in the transaction that publishes, hides or deletes a review.
 */

/** Days after completion that a campaign's reviews publish, written or not. */
export const REVIEW_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;
export const REVIEW_PAGE_SIZE = 10;

type Reader = Pick<DB, "select">;
type Tx = Parameters<Parameters<DB["transaction"]>[0]>[0];

/** The campaign columns a completion sets (campaign/commands.server.ts calls it when a campaign turns COMPLETED). */
export function reviewWindow(now: Date): { completedAt: Date; reviewsDueAt: Date } {
  return { completedAt: now, reviewsDueAt: new Date(now.getTime() + REVIEW_DAYS * DAY_MS) };
}

export type ReviewReply = { text: string; createdAt: Date; hiddenAt: Date | null; hiddenNote: string | null };

export type ReviewView = {
  id: number;
  campaignId: number;
  authorSide: ReviewSide;
  authorId: number;
  /** Who wrote it as the reader knows them: the community's name, or the brief's company. */
  authorName: string;
  communityId: number;
  advertiserId: number;
  rating: number;
  text: string | null;
  createdAt: Date;
  publishedAt: Date | null;
  /** Only the author and the admin ever read a hidden review. */
  hiddenAt: Date | null;
  hiddenNote: string | null;
  /** The reviewed side's reply; a hidden one only for its author and the admin. */
  reply: ReviewReply | null;
};

export type OwedReview = {
  campaignId: number;
  briefId: number;
  briefTitle: string;
  companyName: string;
  communityId: number;
  communityName: string;
  completedAt: Date | null;
  /** The last moment a review is taken. */
  dueAt: Date;
};

export type CampaignReviews = {
  campaignId: number;
  side: "owner" | "advertiser" | "admin";
  state: CampaignState;
  completedAt: Date | null;
  dueAt: Date | null;
  publishedAt: Date | null;
  /** Whether the reader may write its review now. */
  mayWrite: boolean;
  /** Each side's review as the reader may read it (the other side's only once published). */
  byOwner: ReviewView | null;
  byAdvertiser: ReviewView | null;
};

const sideOfRole = (user: User): ReviewSide => (user.role === "ADVERTISER" ? "ADVERTISER" : "OWNER");

/** Published and not hidden: what everyone may read. */
const shown = () => and(isNotNull(reviews.publishedAt), isNull(reviews.hiddenAt));

/**
 * The reviews `reader` may read (needs nothing joined): the admin every one; anyone else
 * the published, not hidden ones and its own. The blindness rule of every read.
 */
function readableWhere(reader: User | null | undefined): SQL | undefined {
  if (reader?.role === "ADMIN") return undefined;
  return reader ? or(shown(), eq(reviews.authorId, reader.id)) : shown();
}

/** Only the campaigns `actor` is a party to (needs briefs and communities joined). */
function partyWhere(actor: User): SQL | undefined {
  if (actor.role === "ADMIN") return undefined;
  return actor.role === "ADVERTISER" ? eq(briefs.advertiserId, actor.id) : eq(communities.ownerId, actor.id);
}

const ROW = {
  id: reviews.id,
  campaignId: reviews.campaignId,
  authorSide: reviews.authorSide,
  authorId: reviews.authorId,
  communityId: reviews.communityId,
  advertiserId: reviews.advertiserId,
  ownerId: communities.ownerId,
  communityName: communities.name,
  companyName: briefs.companyName,
  rating: reviews.rating,
  text: reviews.text,
  createdAt: reviews.createdAt,
  publishedAt: reviews.publishedAt,
  hiddenAt: reviews.hiddenAt,
  hiddenNote: reviews.hiddenNote,
  replyText: reviews.replyText,
  replyAt: reviews.replyAt,
  replyHiddenAt: reviews.replyHiddenAt,
  replyHiddenNote: reviews.replyHiddenNote,
};

function selectRows(reader: Reader, where: SQL | undefined) {
  return reader
    .select(ROW)
    .from(reviews)
    .innerJoin(campaigns, eq(campaigns.id, reviews.campaignId))
    .innerJoin(briefs, eq(briefs.id, campaigns.briefId))
    .innerJoin(communities, eq(communities.id, reviews.communityId))
    .where(where);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectRows>["get"]>> & {};

/** The user a review is about, who may reply to it: the brand's advertiser, or the community's owner. */
const reviewedUserId = (row: Pick<Row, "authorSide" | "advertiserId" | "ownerId">) => (row.authorSide === "OWNER" ? row.advertiserId : row.ownerId);

function toView(row: Row, reader: User | null | undefined): ReviewView {
  const seesHiddenReply = reader?.role === "ADMIN" || reader?.id === reviewedUserId(row);
  const reply =
    row.replyText !== null && row.replyAt !== null && (row.replyHiddenAt === null || seesHiddenReply)
      ? { text: row.replyText, createdAt: row.replyAt, hiddenAt: row.replyHiddenAt, hiddenNote: seesHiddenReply ? row.replyHiddenNote : null }
      : null;
  return {
    id: row.id,
    campaignId: row.campaignId,
    authorSide: row.authorSide,
    authorId: row.authorId,
    authorName: row.authorSide === "OWNER" ? row.communityName : row.companyName,
    communityId: row.communityId,
    advertiserId: row.advertiserId,
    rating: row.rating,
    text: row.text,
    createdAt: row.createdAt,
    publishedAt: row.publishedAt,
    hiddenAt: row.hiddenAt,
    hiddenNote: row.hiddenNote,
    reply,
  };
}

/** One review `reader` may read (404 reviewNotFound otherwise, as for one that does not exist). */
function loadRow(reader: Reader, user: User | null | undefined, id: number): Row {
  const row = selectRows(reader, and(eq(reviews.id, id), readableWhere(user))).get();
  if (!row) throw new ModelError("not_found", "reviewNotFound");
  return row;
}

/** One review as `reader` may read it: its author always, anyone once published and not hidden, the admin any. */
export function getReview(reader: User | null | undefined, id: number): ReviewView {
  return toView(loadRow(db, reader, id), reader);
}

/** Campaigns as a review needs them, those of `where` that `actor` is a party of (the admin: any). */
function selectCampaigns(reader: Reader, actor: User, where: SQL) {
  return reader
    .select({
      id: campaigns.id,
      state: campaigns.state,
      briefId: campaigns.briefId,
      brief: briefs.title,
      communityId: campaigns.communityId,
      community: communities.name,
      ownerId: communities.ownerId,
      advertiserId: briefs.advertiserId,
      completedAt: campaigns.completedAt,
      reviewsDueAt: campaigns.reviewsDueAt,
      reviewsPublishedAt: campaigns.reviewsPublishedAt,
    })
    .from(campaigns)
    .innerJoin(briefs, eq(briefs.id, campaigns.briefId))
    .innerJoin(communities, eq(communities.id, campaigns.communityId))
    .where(and(where, partyWhere(actor)));
}

/** The campaign as a review needs it, for one of its parties or the admin (404 otherwise). */
function campaignFor(reader: Reader, actor: User, campaignId: number) {
  const row = selectCampaigns(reader, actor, eq(campaigns.id, campaignId)).get();
  if (!row) throw new ModelError("not_found", "campaignNotFound");
  return row;
}

type ReviewCampaign = ReturnType<typeof campaignFor>;

/** Whether reviews are still taken: COMPLETED, not yet published, and before the 14 days end. */
function isOpen(campaign: Pick<ReviewCampaign, "state" | "reviewsDueAt" | "reviewsPublishedAt">, now: Date): boolean {
  return campaign.state === "COMPLETED" && campaign.reviewsPublishedAt === null && campaign.reviewsDueAt !== null && campaign.reviewsDueAt > now;
}

/**
 * A campaign's reviews as one of its parties (or the admin) may read them, and whether the
 * reader may write its own now. The other side's review shows only once published.
 */
export function reviewsOfCampaign(actor: User | null | undefined, campaignId: number, now: Date = new Date()): CampaignReviews {
  const user = requireActor(actor);
  const campaign = campaignFor(db, user, campaignId);
  const rows = selectRows(db, and(eq(reviews.campaignId, campaignId), readableWhere(user))).all();
  return campaignReviews(user, campaign, rows, now);
}

/**
 * reviewsOfCampaign for several campaigns in two queries (a report page's completed
 * campaigns), by campaign id; a campaign `actor` is no party of is left out.
 */
export function reviewsOfCampaigns(actor: User | null | undefined, campaignIds: readonly number[], now: Date = new Date()): Map<number, CampaignReviews> {
  const user = requireActor(actor);
  const found = new Map<number, CampaignReviews>();
  if (campaignIds.length === 0) return found;
  const rows = selectRows(db, and(inArray(reviews.campaignId, [...campaignIds]), readableWhere(user))).all();
  for (const campaign of selectCampaigns(db, user, inArray(campaigns.id, [...campaignIds])).all()) {
    found.set(campaign.id, campaignReviews(user, campaign, rows.filter((row) => row.campaignId === campaign.id), now));
  }
  return found;
}

/** A campaign's reviews (`rows`: the reviews of it that `user` may read) as its reader sees them. */
function campaignReviews(user: User, campaign: ReviewCampaign, rows: Row[], now: Date): CampaignReviews {
  const of = (side: ReviewSide) => {
    const row = rows.find((r) => r.authorSide === side);
    return row ? toView(row, user) : null;
  };
  const byOwner = of("OWNER");
  const byAdvertiser = of("ADVERTISER");
  const side = user.role === "ADMIN" ? "admin" : user.role === "ADVERTISER" ? "advertiser" : "owner";
  const mine = side === "owner" ? byOwner : side === "advertiser" ? byAdvertiser : null;
  return {
    campaignId: campaign.id,
    side,
    state: campaign.state,
    completedAt: campaign.completedAt,
    dueAt: campaign.reviewsDueAt,
    publishedAt: campaign.reviewsPublishedAt,
    mayWrite: side !== "admin" && mine === null && isOpen(campaign, now),
    byOwner,
    byAdvertiser,
  };
}

// ---------------------------------------------------------------------------------------
// Notifications and e-mails, in the step's transaction (campaign-parties.server.ts).

/**
 * Ask both parties of a campaign that just turned COMPLETED to review it (inside the
 * completing transaction, campaign/commands.server.ts: the advertiser's acceptance, the auto-accept).
 */
export function requestReviews(tx: Tx, campaignId: number): void {
  const p = findParties(tx, campaignId);
  if (!p) return;
  const params = campaignParams(p);
  const mail = mailParams(p);
  tell(tx, p.ownerId, { type: "campaign_review_requested", params }, { kind: "review_requested", params: { ...mail, path: `${ownerPath(p)}#review` } });
  tell(tx, p.advertiserId, { type: "brief_campaign_review_requested", params }, { kind: "review_requested", params: { ...mail, path: reportPath(p) } });
}

/**
 * Publish a campaign's reviews (inside `tx`): only if not yet published and, for the job
 * (`dueOnly`), only once its 14 days ended. Both parties are told when there was anything
 * to publish. False when another run (or the second review) published it first.
 */
function publishCampaign(tx: Tx, campaignId: number, now: Date, dueOnly: boolean): boolean {
  const updated = tx
    .update(campaigns)
    .set({ reviewsPublishedAt: now })
    .where(and(eq(campaigns.id, campaignId), isNull(campaigns.reviewsPublishedAt), dueOnly ? lte(campaigns.reviewsDueAt, now) : undefined))
    .returning({ id: campaigns.id })
    .get();
  if (!updated) return false;
  const published = tx
    .update(reviews)
    .set({ publishedAt: now })
    .where(and(eq(reviews.campaignId, campaignId), isNull(reviews.publishedAt)))
    .returning({ id: reviews.id })
    .all();
  if (published.length === 0) return true;
  const p = findParties(tx, campaignId);
  if (!p) return true;
  const params = campaignParams(p);
  const mail = mailParams(p);
  tell(tx, p.ownerId, { type: "campaign_reviews_published", params }, { kind: "reviews_published", params: { ...mail, path: `${ownerPath(p)}#reviews` } });
  tell(tx, p.advertiserId, { type: "brief_campaign_reviews_published", params }, { kind: "reviews_published", params: { ...mail, path: reportPath(p) } });
  return true;
}

// ---------------------------------------------------------------------------------------
// The moves.

/**
 * A party of a COMPLETED campaign reviews the other side, once: the owner the brand, the
 * advertiser the community. 404 for a campaign that is not the actor's; 409 before
 * COMPLETED (naming its state), for a second review by the same side, and once the
 * reviews are published or the 14 days ended. When the other side has written already,
 * both publish now, in this transaction.
 */
export function writeReview(actor: User | null | undefined, campaignId: number, input: Pick<ReviewInput, "rating"> & { text?: string | null }, now: Date = new Date()): ReviewView {
  assertRole(actor, "COMMUNITY_OWNER", "ADVERTISER");
  const side = sideOfRole(actor);
  try {
    return db.transaction((tx) => {
      // A review sent twice with one key (a double tap, a retry) is written once.
      claimSubmission(tx);
      const campaign = campaignFor(tx, actor, campaignId);
      if (campaign.state !== "COMPLETED") throw new ModelError("conflict", "reviewNotCompleted", { params: { state: campaign.state } });
      const written = tx.select({ side: reviews.authorSide }).from(reviews).where(eq(reviews.campaignId, campaignId)).all();
      if (written.some((r) => r.side === side)) throw new ModelError("conflict", "alreadyReviewed");
      if (!isOpen(campaign, now)) throw new ModelError("conflict", "reviewWindowClosed");
      const created = tx
        .insert(reviews)
        .values({
          campaignId,
          authorSide: side,
          authorId: actor.id,
          communityId: campaign.communityId,
          advertiserId: campaign.advertiserId,
          rating: input.rating,
          text: input.text?.trim() || null,
          createdAt: now,
        })
        .returning({ id: reviews.id })
        .get();
      if (written.length > 0) publishCampaign(tx, campaignId, now, false);
      return toView(loadRow(tx, actor, created.id), actor);
    });
  } catch (error) {
    // The same side writing at once from two processes: the second insert loses.
    if (isUniqueViolation(error)) throw new ModelError("conflict", "alreadyReviewed");
    throw error;
  }
}

/**
 * The reviewed side posts its one public reply (at most 500 characters) to a published
 * review: the brand's advertiser to the owner's review, the community's owner to the
 * advertiser's. 404 for a review the actor may not read (an unpublished one of the other
 * side); 403 for anyone but the reviewed side; 409 for a second reply.
 */
export function replyToReview(actor: User | null | undefined, reviewId: number, input: { text: string }, now: Date = new Date()): ReviewView {
  assertRole(actor, "COMMUNITY_OWNER", "ADVERTISER");
  const text = input.text.trim();
  if (!text) throw new ModelError("invalid", "invalidInput", { fields: { text: ["replyRequired"] } });
  return db.transaction((tx) => {
    claimSubmission(tx);
    const row = loadRow(tx, actor, reviewId);
    if (reviewedUserId(row) !== actor.id) throw new ModelError("forbidden", "notReviewedSide");
    // Readable by the reviewed side means published and not hidden; checked again in the update.
    const updated = tx
      .update(reviews)
      .set({ replyText: text, replyAt: now })
      .where(and(eq(reviews.id, reviewId), isNull(reviews.replyText), shown()))
      .returning({ id: reviews.id })
      .get();
    if (!updated) throw new ModelError("conflict", "alreadyReplied");
    return toView(loadRow(tx, actor, reviewId), actor);
  });
}

/**
 * The admin hides an abusive review, or (part "reply") its reply, with a note: an audit
 * row, and the author of what was hidden is told. A hidden review no longer shows nor
 * counts in its subject's rating (the triggers take it out in this transaction). 409 when
 * already hidden, or for a reply that is not there.
 */
export function hideReview(actor: User | null | undefined, reviewId: number, input: HideReviewInput, now: Date = new Date()): ReviewView {
  assertRole(actor, "ADMIN");
  const note = input.note.trim();
  if (!note) throw new ModelError("invalid", "invalidInput", { fields: { note: ["hideNoteRequired"] } });
  const part = input.part ?? "review";
  return db.transaction((tx) => {
    const row = loadRow(tx, actor, reviewId);
    const p = findParties(tx, row.campaignId);
    if (!p) throw new ModelError("not_found", "reviewNotFound");
    let toldId: number;
    if (part === "reply") {
      if (row.replyText === null) throw new ModelError("conflict", "noReply");
      const updated = tx
        .update(reviews)
        .set({ replyHiddenAt: now, replyHiddenNote: note, replyHiddenBy: actor.id })
        .where(and(eq(reviews.id, reviewId), isNull(reviews.replyHiddenAt)))
        .returning({ id: reviews.id })
        .get();
      if (!updated) throw new ModelError("conflict", "replyAlreadyHidden");
      toldId = reviewedUserId(row);
    } else {
      const updated = tx
        .update(reviews)
        .set({ hiddenAt: now, hiddenNote: note, hiddenBy: actor.id })
        .where(and(eq(reviews.id, reviewId), isNull(reviews.hiddenAt)))
        .returning({ id: reviews.id })
        .get();
      if (!updated) throw new ModelError("conflict", "reviewAlreadyHidden");
      toldId = row.authorId;
    }
    recordAudit(tx, {
      actor,
      action: part === "reply" ? "review_reply_hidden" : "review_hidden",
      subject: { type: "review", id: reviewId },
      subjectUserId: toldId,
      note,
      params: { brief: p.brief, community: p.community },
    });
    const params = { ...campaignParams(p), note };
    const mail = { ...mailParams(p), note };
    const kind = part === "reply" ? "reply_hidden" : "review_hidden";
    if (toldId === p.ownerId) {
      tell(tx, toldId, { type: part === "reply" ? "campaign_reply_hidden" : "campaign_review_hidden", params }, { kind, params: { ...mail, path: ownerPath(p) } });
    } else {
      tell(
        tx,
        toldId,
        { type: part === "reply" ? "brief_campaign_reply_hidden" : "brief_campaign_review_hidden", params },
        { kind, params: { ...mail, path: reportPath(p) } },
      );
    }
    return toView(loadRow(tx, actor, reviewId), actor);
  });
}

/**
 * Publish the reviews of every campaign whose 14 days ended (the background job,
 * app/server/campaign-worker.server.ts), due first, on campaigns_reviews_due_idx. Each
 * campaign publishes in its own conditional transaction, so two runs at once (or a run
 * after a restart in the middle) publish each once. `now` is the job's clock. Returns how
 * many campaigns it closed.
 */
export function publishDueReviews(now: Date = new Date(), batch = 100): number {
  let closed = 0;
  for (;;) {
    const due = db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(and(isNull(campaigns.reviewsPublishedAt), lte(campaigns.reviewsDueAt, now)))
      .orderBy(asc(campaigns.reviewsDueAt))
      .limit(batch)
      .all();
    let moved = 0;
    for (const { id } of due) {
      if (db.transaction((tx) => publishCampaign(tx, id, now, true))) {
        closed += 1;
        moved += 1;
      }
    }
    if (due.length < batch || moved === 0) return closed;
  }
}

// ---------------------------------------------------------------------------------------
// The lists.

function listShown(subject: SQL, page: Slice): ListResult<ReviewView> {
  const where = and(subject, shown());
  const total = db.select({ n: count() }).from(reviews).where(where).get()?.n ?? 0;
  if (total <= page.offset) return { items: [], total };
  const rows = selectRows(db, where).orderBy(desc(reviews.publishedAt), desc(reviews.id)).limit(page.limit).offset(page.offset).all();
  return { items: rows.map((row) => toView(row, null)), total };
}

/**
 * The advertisers' reviews of a community, published and not hidden, newest first, paged
 * on reviews_community_list_idx. 404 when the viewer may not see the community.
 */
export function listCommunityReviews(viewer: User | null | undefined, communityId: number, page: Slice): ListResult<ReviewView> {
  if (!getPublicCommunity(communityId, viewer)) throw new ModelError("not_found", "communityNotFound");
  return listShown(and(eq(reviews.communityId, communityId), eq(reviews.authorSide, "ADVERTISER"))!, page);
}

/**
 * The community owners' reviews of an advertiser (its brand), published and not hidden,
 * newest first, paged on reviews_advertiser_list_idx. 404 unless an APPROVED advertiser
 * (the advertiser itself and the admin read it whatever its status).
 */
export function listAdvertiserReviews(viewer: User | null | undefined, advertiserId: number, page: Slice): ListResult<ReviewView> {
  const advertiser = db
    .select({ id: users.id, status: users.approvalStatus })
    .from(users)
    .where(and(eq(users.id, advertiserId), eq(users.role, "ADVERTISER")))
    .get();
  const seesAny = viewer?.role === "ADMIN" || viewer?.id === advertiserId;
  if (!advertiser || (advertiser.status !== "APPROVED" && !seesAny)) throw new ModelError("not_found", "userNotFound");
  return listShown(and(eq(reviews.advertiserId, advertiserId), eq(reviews.authorSide, "OWNER"))!, page);
}

/**
 * The reviews `actor` still owes: its COMPLETED campaigns (the owner's community's, the
 * advertiser's briefs') with no review from its side while one is still taken, the
 * soonest to close first, paged.
 */
export function listReviewsOwed(actor: User | null | undefined, page: Slice, now: Date = new Date()): ListResult<OwedReview> {
  assertRole(actor, "COMMUNITY_OWNER", "ADVERTISER");
  const params = { actor: actor.id, now: reviewsOwed.dueAt.mapToDriverValue(now) };
  const rows = owedQuery(page.limit).all({ ...params, limit: page.limit, offset: page.offset });
  // The page carries the count of the whole list; a page past its end asks for the count.
  const total = rows.length > 0 ? rows[0].total : page.offset === 0 ? 0 : (owedCount().get(params)?.n ?? 0);
  return { items: rows.map(({ total: _total, ...row }) => row), total };
}

/*
 * The owed list's statements, built and compiled once (every dashboard runs them;
 * docs/decisions/022-render-cost.md). reviews_owed (kept by triggers) holds each party's
 * unwritten reviews by due time: its open windows are one range of its primary key, in
 * the list's order, and the page's count is that range's length.
 */
const owedWhere = () => and(eq(reviewsOwed.userId, sql.placeholder("actor")), gt(reviewsOwed.dueAt, sql.placeholder("now")));

const owedCount = preparedQuery((db) => db.select({ n: count() }).from(reviewsOwed).where(owedWhere()).prepare());

const owedQuery = preparedPages((db, limit) => {
  const all = db.select({ n: count() }).from(reviewsOwed).where(owedWhere());
  return db
    .select({
      campaignId: reviewsOwed.campaignId,
      briefId: campaigns.briefId,
      briefTitle: briefs.title,
      companyName: briefs.companyName,
      communityId: campaigns.communityId,
      communityName: communities.name,
      completedAt: campaigns.completedAt,
      dueAt: reviewsOwed.dueAt,
      total: sql<number>`(${all})`.mapWith(Number),
    })
    .from(reviewsOwed)
    .innerJoin(campaigns, eq(campaigns.id, reviewsOwed.campaignId))
    .innerJoin(briefs, eq(briefs.id, campaigns.briefId))
    .innerJoin(communities, eq(communities.id, campaigns.communityId))
    .where(owedWhere())
    .orderBy(asc(reviewsOwed.dueAt), asc(reviewsOwed.campaignId))
    .limit(limit)
    .offset(sql.placeholder("offset"))
    .prepare();
});

// ---------------------------------------------------------------------------------------
// The API's objects (docs/api.md, "review").

export type PublicReview = {
  id: number;
  campaign_id: number;
  rating: number;
  text: string | null;
  author_role: "COMMUNITY_OWNER" | "ADVERTISER";
  author_name: string;
  community_id: number;
  advertiser_id: number;
  created_at: string;
  published_at: string | null;
  hidden_at: string | null;
  hidden_note: string | null;
  reply: { text: string; created_at: string; hidden_at: string | null; hidden_note: string | null } | null;
};

export function toPublicReview(review: ReviewView): PublicReview {
  return {
    id: review.id,
    campaign_id: review.campaignId,
    rating: review.rating,
    text: review.text,
    author_role: review.authorSide === "OWNER" ? "COMMUNITY_OWNER" : "ADVERTISER",
    author_name: review.authorName,
    community_id: review.communityId,
    advertiser_id: review.advertiserId,
    created_at: review.createdAt.toISOString(),
    published_at: review.publishedAt?.toISOString() ?? null,
    hidden_at: review.hiddenAt?.toISOString() ?? null,
    hidden_note: review.hiddenNote,
    reply: review.reply
      ? {
          text: review.reply.text,
          created_at: review.reply.createdAt.toISOString(),
          hidden_at: review.reply.hiddenAt?.toISOString() ?? null,
          hidden_note: review.reply.hiddenNote,
        }
      : null,
  };
}

/** A rating as shown: the stored average (one decimal), null with no reviews. */
export function ratingOf(row: { rating: number | null; ratingCount: number }): { rating: number | null; count: number } {
  return { rating: row.ratingCount > 0 ? row.rating : null, count: row.ratingCount };
}

/**
 * The brand ratings of `advertiserIds` (each advertiser's users row, kept by the triggers:
 * published, not hidden reviews only), as shown. An id that is not an advertiser is absent.
 */
export function brandRatings(advertiserIds: number[]): Map<number, { rating: number | null; count: number }> {
  const ids = [...new Set(advertiserIds)];
  if (ids.length === 0) return new Map();
  const rows = db
    .select({ id: users.id, rating: users.rating, ratingCount: users.ratingCount })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.role, "ADVERTISER")))
    .all();
  return new Map(rows.map((row) => [row.id, ratingOf(row)]));
}
