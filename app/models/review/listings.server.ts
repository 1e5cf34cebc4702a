import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { briefs, campaigns, communities, reviews, reviewsOwed, users, type ReviewSide, type User } from "../../../db/schema";
import { db, preparedPages, preparedQuery, type DB } from "~/lib/server/db.server";
import type { CampaignState } from "~/utils/enums";
import type { ListResult, Slice } from "~/utils/paging";
import { campaignCompanySql, campaignTitleSql, partyWhere } from "../campaign/queries.server";
import { getPublicCommunity } from "../community.server";
import { ModelError } from "../errors";
import { assertRole, requireActor } from "../permissions.server";

/*
 * Reviews (docs/product.md, "Reviews"; docs/decisions/026-reviews.md): after a campaign is
 * COMPLETED each side may review the other once, 1 to 5 stars and an optional text. The
 * owner's review rates the brand (the brief's advertiser), the advertiser's the community.
 *
 * This module reads: one review, a campaign's reviews as a party may read them, the
 * public lists of a community's and a brand's reviews, the reviews a user owes, the API's
 * objects and the ratings. Writing, replying, hiding, publishing: ./writing.server.ts.
 *
 * Blind: a review is read by its author, and by anyone else only once published and not
 * hidden (the admin reads every one). That rule is the SQL `where` of every read here
 * (readableWhere), so the other side's review is never loaded before publication.
 *
 * Ratings: a review counts in its subject's rating (communities.rating*, users.rating*)
 * while published and not hidden. Triggers on `reviews` (db/migrations/0017_reviews.sql)
 * keep those columns in the transaction that publishes, hides or deletes a review.
 */

/** Days after completion that a campaign's reviews publish, written or not. */
export const REVIEW_DAYS = 14;
export const REVIEW_PAGE_SIZE = 10;

type Reader = Pick<DB, "select">;

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
  /** The brief of an application's campaign, or the booking of a booking's (the other null). */
  briefId: number | null;
  bookingId: number | null;
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

export const sideOfRole = (user: User): ReviewSide => (user.role === "ADVERTISER" ? "ADVERTISER" : "OWNER");

/** Published and not hidden: what everyone may read. */
export const shown = () => and(isNotNull(reviews.publishedAt), isNull(reviews.hiddenAt));

/**
 * The reviews `reader` may read (needs nothing joined): the admin every one; anyone else
 * the published, not hidden ones and its own. The blindness rule of every read.
 */
function readableWhere(reader: User | null | undefined): SQL | undefined {
  if (reader?.role === "ADMIN") return undefined;
  return reader ? or(shown(), eq(reviews.authorId, reader.id)) : shown();
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
  companyName: campaignCompanySql(),
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
    .leftJoin(briefs, eq(briefs.id, campaigns.briefId))
    .innerJoin(communities, eq(communities.id, reviews.communityId))
    .where(where);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectRows>["get"]>> & {};

/** The user a review is about, who may reply to it: the brand's advertiser, or the community's owner. */
export const reviewedUserId = (row: Pick<Row, "authorSide" | "advertiserId" | "ownerId">) =>
  row.authorSide === "OWNER" ? row.advertiserId : row.ownerId;

export function toView(row: Row, reader: User | null | undefined): ReviewView {
  const seesHiddenReply = reader?.role === "ADMIN" || reader?.id === reviewedUserId(row);
  const reply =
    row.replyText !== null && row.replyAt !== null && (row.replyHiddenAt === null || seesHiddenReply)
      ? {
          text: row.replyText,
          createdAt: row.replyAt,
          hiddenAt: row.replyHiddenAt,
          hiddenNote: seesHiddenReply ? row.replyHiddenNote : null,
        }
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
export function loadRow(reader: Reader, user: User | null | undefined, id: number): Row {
  const row = selectRows(reader, and(eq(reviews.id, id), readableWhere(user))).get();
  if (!row) throw new ModelError("not_found", "reviewNotFound");
  return row;
}

/** One review as `reader` may read it: its author always, anyone once published and not hidden, the admin any. */
export function getReview(reader: User | null | undefined, id: number): ReviewView {
  return toView(loadRow(db, reader, id), reader);
}

/** Campaigns as a review needs them, those of `where` that `actor` is a party of (the admin: any). */ function selectCampaigns(
  reader: Reader,
  actor: User,
  where: SQL,
) {
  return reader
    .select({
      id: campaigns.id,
      state: campaigns.state,
      briefId: campaigns.briefId,
      bookingId: campaigns.bookingId,
      brief: campaignTitleSql(),
      communityId: campaigns.communityId,
      community: communities.name,
      ownerId: communities.ownerId,
      advertiserId: campaigns.advertiserId,
      completedAt: campaigns.completedAt,
      reviewsDueAt: campaigns.reviewsDueAt,
      reviewsPublishedAt: campaigns.reviewsPublishedAt,
    })
    .from(campaigns)
    .leftJoin(briefs, eq(briefs.id, campaigns.briefId))
    .innerJoin(communities, eq(communities.id, campaigns.communityId))
    .where(and(where, partyWhere(actor)));
}

/** The campaign as a review needs it, for one of its parties or the admin (404 otherwise). */
export function campaignFor(reader: Reader, actor: User, campaignId: number) {
  const row = selectCampaigns(reader, actor, eq(campaigns.id, campaignId)).get();
  if (!row) throw new ModelError("not_found", "campaignNotFound");
  return row;
}

export type ReviewCampaign = ReturnType<typeof campaignFor>;

/** Whether reviews are still taken: COMPLETED, not yet published, and before the 14 days end. */
export function isOpen(campaign: Pick<ReviewCampaign, "state" | "reviewsDueAt" | "reviewsPublishedAt">, now: Date): boolean {
  return (
    campaign.state === "COMPLETED" && campaign.reviewsPublishedAt === null && campaign.reviewsDueAt !== null && campaign.reviewsDueAt > now
  );
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
export function reviewsOfCampaigns(
  actor: User | null | undefined,
  campaignIds: readonly number[],
  now: Date = new Date(),
): Map<number, CampaignReviews> {
  const user = requireActor(actor);
  const found = new Map<number, CampaignReviews>();
  if (campaignIds.length === 0) return found;
  const rows = selectRows(db, and(inArray(reviews.campaignId, [...campaignIds]), readableWhere(user))).all();
  for (const campaign of selectCampaigns(db, user, inArray(campaigns.id, [...campaignIds])).all()) {
    found.set(
      campaign.id,
      campaignReviews(
        user,
        campaign,
        rows.filter((row) => row.campaignId === campaign.id),
        now,
      ),
    );
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
      bookingId: campaigns.bookingId,
      briefTitle: campaignTitleSql(),
      companyName: campaignCompanySql(),
      communityId: campaigns.communityId,
      communityName: communities.name,
      completedAt: campaigns.completedAt,
      dueAt: reviewsOwed.dueAt,
      total: sql<number>`(${all})`.mapWith(Number),
    })
    .from(reviewsOwed)
    .innerJoin(campaigns, eq(campaigns.id, reviewsOwed.campaignId))
    .leftJoin(briefs, eq(briefs.id, campaigns.briefId))
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
