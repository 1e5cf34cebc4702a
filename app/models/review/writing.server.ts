import { and, asc, eq, isNull, lte } from "drizzle-orm";
import { campaigns, reviews, type User } from "../../../db/schema";
import { isUniqueViolation } from "../../../db/storage";
import { db, type DB } from "~/lib/server/db.server";
import type { HideReviewInput, ReviewInput } from "~/validation/review";
import { recordAudit } from "../audit.server";
import { campaignParams, findParties } from "../campaign-parties.server";
import { ModelError } from "../errors";
import { tellParty } from "../events/tell.server";
import { assertRole } from "../permissions.server";
import { claimSubmission } from "../submission-claim.server";
import { campaignFor, isOpen, loadRow, REVIEW_DAYS, reviewedUserId, shown, sideOfRole, toView, type ReviewView } from "./listings.server";

/*
 * Reviews (docs/product.md, "Reviews"; docs/decisions/026-reviews.md): after a campaign is
 * COMPLETED each side may review the other once, 1 to 5 stars and an optional text. The
 * owner's review rates the brand (the brief's advertiser), the advertiser's the community.
 *
 * This module writes: the review window a completion opens, the requests to review, a
 * review, its reply, the admin's hiding, and the publication. Reads and ratings:
 * ./listings.server.ts.
 *
 * Publication: both reviews of a campaign publish together, in the transaction of the
 * second one, or when the 14 days after completion end (publishDueReviews, the job in
 * app/server/campaign-worker.server.ts), whatever was written; after that no review is
 * taken. Every publication is a conditional update (only if not yet published), so two
 * runs at once, or a run after a restart, publish once.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

type Tx = Parameters<Parameters<DB["transaction"]>[0]>[0];

/** The campaign columns a completion sets (campaign/commands.server.ts calls it when a campaign turns COMPLETED). */
export function reviewWindow(now: Date): { completedAt: Date; reviewsDueAt: Date } {
  return { completedAt: now, reviewsDueAt: new Date(now.getTime() + REVIEW_DAYS * DAY_MS) };
}
// ---------------------------------------------------------------------------------------
// Notifications and e-mails, in the step's transaction (events/registry.server.ts).

/**
 * Ask both parties of a campaign that just turned COMPLETED to review it (inside the
 * completing transaction, campaign/commands.server.ts: the advertiser's acceptance, the auto-accept).
 */
export function requestReviews(tx: Tx, campaignId: number): void {
  const p = findParties(tx, campaignId);
  if (!p) return;
  const params = campaignParams(p);
  tellParty(tx, p, { type: "campaign_review_requested", params });
  tellParty(tx, p, { type: "brief_campaign_review_requested", params });
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
  tellParty(tx, p, { type: "campaign_reviews_published", params });
  tellParty(tx, p, { type: "brief_campaign_reviews_published", params });
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
export function writeReview(
  actor: User | null | undefined,
  campaignId: number,
  input: Pick<ReviewInput, "rating"> & { text?: string | null },
  now: Date = new Date(),
): ReviewView {
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
export function replyToReview(
  actor: User | null | undefined,
  reviewId: number,
  input: { text: string },
  now: Date = new Date(),
): ReviewView {
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
    // The author of what was hidden: the owner's events go to the owner, the brief's to the advertiser.
    const owner = toldId === p.ownerId;
    const type =
      part === "reply"
        ? owner
          ? "campaign_reply_hidden"
          : "brief_campaign_reply_hidden"
        : owner
          ? "campaign_review_hidden"
          : "brief_campaign_review_hidden";
    tellParty(tx, p, { type, params });
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
