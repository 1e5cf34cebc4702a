import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, campaigns, communities, emailOutbox, notifications, reviews, users, type User } from "../../../db/schema";
import { makeCampaign, makeUser, proofInput } from "../../../tests/factories";
import { expectModelError } from "../../../tests/model-errors";
import { db } from "~/lib/server/db.server";
import { acceptOverdueProofs, acceptProof, submitProof } from "../campaign/commands.server";
import { getPublicCommunity } from "../community.server";
import { renderNotification } from "../notification.server";
import {
  REVIEW_DAYS,
  getReview,
  listAdvertiserReviews,
  listCommunityReviews,
  listReviewsOwed,
  reviewsOfCampaign,
  reviewsOfCampaigns,
  toPublicReview,
} from "./listings.server";
import { hideReview, publishDueReviews, replyToReview, writeReview } from "./writing.server";
import { deleteAccount } from "../user.server";

/*
 * Reviews (docs/product.md, "Reviews") on a real SQLite file: who may review what and
 * when, blindness through every read, publication with the second review or at 14 days
 * (a clock the test sets; two processes at once publish once), the reply, the admin's
 * hiding, the owed list, and after every kind of change the ratings stored in the rows
 * equal the ones recomputed from the reviews.
 */

const PAGE = { limit: 20, offset: 0 };
const DAY_MS = 24 * 60 * 60 * 1000;

/** A COMPLETED campaign (the advertiser accepted its proof) and its parties. */
async function completed(options: Parameters<typeof makeCampaign>[0] = {}) {
  const made = await makeCampaign(options);
  await submitProof(made.owner, made.campaignId, proofInput());
  acceptProof(made.advertiser, made.campaignId);
  const row = campaignRow(made.campaignId);
  return { ...made, completedAt: row.completedAt!, dueAt: row.reviewsDueAt! };
}

function campaignRow(id: number) {
  return db.select().from(campaigns).where(eq(campaigns.id, id)).get()!;
}

/** Just after completion: what a party does "now" in these tests. */
const soon = (c: { completedAt: Date }) => new Date(c.completedAt.getTime() + 1000);

function notes(user: User, type: string) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), eq(notifications.type, type)))
    .all();
}

function mails(user: User, kind: string) {
  return db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, user.email), eq(emailOutbox.kind, kind)))
    .all();
}

/**
 * The ratings stored in every community and user row equal the ones recomputed from the
 * reviews (published and not hidden), and the average is the sum over the count rounded
 * to one decimal (null with none).
 */
function expectStoredRatingsRecomputed() {
  const recomputed = (side: "OWNER" | "ADVERTISER", key: "community_id" | "advertiser_id") =>
    new Map(
      db
        .all<{ id: number; sum: number; n: number }>(
          sql.raw(
            `SELECT ${key} AS id, sum(rating) AS sum, count(*) AS n FROM reviews WHERE author_side = '${side}' AND published_at IS NOT NULL AND hidden_at IS NULL GROUP BY ${key}`,
          ),
        )
        .map((r) => [r.id, r]),
    );
  const check = (
    rows: { id: number; ratingSum: number; ratingCount: number; rating: number | null }[],
    expected: Map<number, { sum: number; n: number }>,
  ) => {
    for (const row of rows) {
      const want = expected.get(row.id) ?? { sum: 0, n: 0 };
      expect({ id: row.id, sum: row.ratingSum, n: row.ratingCount }).toEqual({ id: row.id, sum: want.sum, n: want.n });
      expect(row.rating).toBe(want.n ? Math.round((want.sum / want.n) * 10) / 10 : null);
    }
  };
  check(
    db
      .select({ id: communities.id, ratingSum: communities.ratingSum, ratingCount: communities.ratingCount, rating: communities.rating })
      .from(communities)
      .all(),
    recomputed("ADVERTISER", "community_id"),
  );
  check(
    db.select({ id: users.id, ratingSum: users.ratingSum, ratingCount: users.ratingCount, rating: users.rating }).from(users).all(),
    recomputed("OWNER", "advertiser_id"),
  );
}

describe("who may review what, and when", () => {
  it("completion opens 14 days and asks both parties, in their language, in the completing transaction", async () => {
    const made = await makeCampaign();
    db.update(users).set({ lang: "id" }).where(eq(users.id, made.owner.id)).run();
    await submitProof(made.owner, made.campaignId, proofInput());
    expect(campaignRow(made.campaignId)).toMatchObject({ completedAt: null, reviewsDueAt: null });
    acceptProof(made.advertiser, made.campaignId);
    const row = campaignRow(made.campaignId);
    expect(row.completedAt).toBeInstanceOf(Date);
    expect(row.reviewsDueAt!.getTime() - row.completedAt!.getTime()).toBe(REVIEW_DAYS * DAY_MS);
    const [ownerNote] = notes(made.owner, "campaign_review_requested");
    const [advertiserNote] = notes(made.advertiser, "brief_campaign_review_requested");
    expect(renderNotification(ownerNote, "id").href).toBe(`/community/campaigns/${made.campaignId}`);
    expect(renderNotification(advertiserNote, "en").message).toContain("Rate the community within 14 days");
    expect(mails(made.owner, "review_requested")[0]).toMatchObject({ lang: "id" });
    expect(mails(made.owner, "review_requested")[0].subject).toContain("Beri ulasan");
    expect(mails(made.advertiser, "review_requested")[0].textBody).toContain(
      `/briefs/${made.brief.id}/report?campaign=${made.campaignId}#campaign-${made.campaignId}`,
    );
  });

  it("the auto-accept completes the same way", async () => {
    const made = await makeCampaign();
    await submitProof(made.owner, made.campaignId, proofInput());
    const due = campaignRow(made.campaignId).answerDueAt!;
    expect(acceptOverdueProofs(due)).toBe(1);
    expect(campaignRow(made.campaignId)).toMatchObject({
      state: "COMPLETED",
      completedAt: due,
      reviewsDueAt: new Date(due.getTime() + REVIEW_DAYS * DAY_MS),
    });
    expect(notes(made.owner, "campaign_review_requested")).toHaveLength(1);
    expect(notes(made.advertiser, "brief_campaign_review_requested")).toHaveLength(1);
  });

  it("only the two parties, only once COMPLETED, once per side, and not after the 14 days", async () => {
    const open = await makeCampaign();
    for (const party of [open.owner, open.advertiser]) {
      const refused = await expectModelError(() => writeReview(party, open.campaignId, { rating: 5 }), "conflict", "reviewNotCompleted");
      expect(refused.params).toEqual({ state: "IN_PROGRESS" });
    }
    const c = await completed();
    const stranger = await makeUser();
    const otherAdvertiser = await makeUser({ role: "ADVERTISER" });
    await expectModelError(() => writeReview(stranger, c.campaignId, { rating: 1 }), "not_found", "campaignNotFound");
    await expectModelError(() => writeReview(otherAdvertiser, c.campaignId, { rating: 1 }), "not_found", "campaignNotFound");
    await expectModelError(() => writeReview(c.admin, c.campaignId, { rating: 1 }), "forbidden", "wrongRole");
    await expectModelError(() => writeReview(null, c.campaignId, { rating: 1 }), "unauthenticated");

    const mine = writeReview(c.owner, c.campaignId, { rating: 4, text: "  Brand yang jelas briefnya.  " }, soon(c));
    expect(mine).toMatchObject({
      campaignId: c.campaignId,
      authorSide: "OWNER",
      rating: 4,
      text: "Brand yang jelas briefnya.",
      publishedAt: null,
      reply: null,
    });
    expect(toPublicReview(mine)).toMatchObject({ author_role: "COMMUNITY_OWNER", published_at: null, reply: null });
    await expectModelError(() => writeReview(c.owner, c.campaignId, { rating: 5 }, soon(c)), "conflict", "alreadyReviewed");
    // The advertiser waited too long: at the due time no review is taken.
    await expectModelError(() => writeReview(c.advertiser, c.campaignId, { rating: 5 }, c.dueAt), "conflict", "reviewWindowClosed");
    expect(db.select().from(reviews).all()).toHaveLength(1);
    // The database refuses what the model would never write.
    expect(() =>
      db
        .insert(reviews)
        .values({
          campaignId: c.campaignId,
          authorSide: "ADVERTISER",
          authorId: c.advertiser.id,
          communityId: c.community.id,
          advertiserId: c.advertiser.id,
          rating: 6,
        })
        .run(),
    ).toThrow(/CHECK/);
  });
});

describe("blindness and publication", () => {
  it("neither side reads the other's review before publication, through any read; the second review publishes both", async () => {
    const c = await completed();
    const stranger = await makeUser({ role: "ADVERTISER" });
    const ownerReview = writeReview(c.owner, c.campaignId, { rating: 2, text: "Pembayaran terlambat." }, soon(c));

    // The advertiser (the reviewed side), strangers and visitors cannot read it yet.
    for (const reader of [c.advertiser, stranger, null]) {
      await expectModelError(() => getReview(reader, ownerReview.id), "not_found", "reviewNotFound");
    }
    expect(reviewsOfCampaign(c.advertiser, c.campaignId, soon(c))).toMatchObject({
      byOwner: null,
      byAdvertiser: null,
      mayWrite: true,
      side: "advertiser",
    });
    expect(listAdvertiserReviews(c.advertiser, c.advertiser.id, PAGE)).toEqual({ items: [], total: 0 });
    expect(listAdvertiserReviews(null, c.advertiser.id, PAGE).total).toBe(0);
    expect(listReviewsOwed(c.advertiser, PAGE, soon(c)).items.map((o) => o.campaignId)).toEqual([c.campaignId]);
    // Its author and the admin do.
    expect(getReview(c.owner, ownerReview.id).text).toBe("Pembayaran terlambat.");
    expect(reviewsOfCampaign(c.owner, c.campaignId, soon(c))).toMatchObject({
      byOwner: { id: ownerReview.id },
      byAdvertiser: null,
      mayWrite: false,
    });
    expect(reviewsOfCampaign(c.admin, c.campaignId).byOwner?.id).toBe(ownerReview.id);
    expect(getPublicCommunity(c.community.id)).toMatchObject({ rating: null, review_count: 0 });
    expectStoredRatingsRecomputed();

    const at = new Date(soon(c).getTime() + 5000);
    const advertiserReview = writeReview(c.advertiser, c.campaignId, { rating: 5 }, at);
    expect(advertiserReview.publishedAt).toEqual(at);
    expect(getReview(c.advertiser, ownerReview.id).publishedAt).toEqual(at);
    expect(getReview(null, advertiserReview.id)).toMatchObject({ rating: 5, text: null, authorName: c.brief.companyName });
    expect(campaignRow(c.campaignId).reviewsPublishedAt).toEqual(at);
    expect(listCommunityReviews(null, c.community.id, PAGE).items.map((r) => r.id)).toEqual([advertiserReview.id]);
    expect(listAdvertiserReviews(null, c.advertiser.id, PAGE).items.map((r) => r.id)).toEqual([ownerReview.id]);
    expect(getPublicCommunity(c.community.id)).toMatchObject({ rating: 5, review_count: 1 });
    expect(db.select({ rating: users.rating, n: users.ratingCount }).from(users).where(eq(users.id, c.advertiser.id)).get()).toEqual({
      rating: 2,
      n: 1,
    });
    expect(notes(c.owner, "campaign_reviews_published")).toHaveLength(1);
    expect(notes(c.advertiser, "brief_campaign_reviews_published")).toHaveLength(1);
    expect(mails(c.owner, "reviews_published")).toHaveLength(1);
    expect(listReviewsOwed(c.advertiser, PAGE, at).total).toBe(0);
    // The job finds nothing left to do for it.
    expect(publishDueReviews(c.dueAt)).toBe(0);
    expectStoredRatingsRecomputed();
  });

  it("reads several campaigns' reviews at once as it reads each, blind alike; campaigns of others left out", async () => {
    const first = await completed();
    const { advertiser } = first;
    const second = await completed({ advertiser });
    const open = await makeCampaign({ advertiser });
    const elsewhere = await completed();
    writeReview(first.owner, first.campaignId, { rating: 2, text: "Belum dibayar." }, soon(first));
    writeReview(second.owner, second.campaignId, { rating: 4 }, soon(second));
    writeReview(advertiser, second.campaignId, { rating: 5 }, soon(second));
    const now = soon(second);
    const ids = [first.campaignId, second.campaignId, open.campaignId, elsewhere.campaignId];
    for (const reader of [advertiser, first.owner, first.admin]) {
      const all = reviewsOfCampaigns(reader, ids, now);
      const readable = ids.filter((id) => {
        try {
          reviewsOfCampaign(reader, id, now);
          return true;
        } catch {
          return false;
        }
      });
      expect([...all.keys()].sort((a, b) => a - b)).toEqual(readable);
      for (const id of readable) expect(all.get(id)).toEqual(reviewsOfCampaign(reader, id, now));
    }
    // Blind: the owner's review of the first is not the advertiser's to read yet; the second's are published.
    const mine = reviewsOfCampaigns(advertiser, ids, now);
    expect(mine.get(first.campaignId)).toMatchObject({ byOwner: null, mayWrite: true });
    expect(mine.get(second.campaignId)?.byOwner?.rating).toBe(4);
    expect(mine.has(elsewhere.campaignId)).toBe(false);
    expect(reviewsOfCampaigns(advertiser, [], now).size).toBe(0);
  });

  it("publishes at 14 days whatever was written (the clock the test sets); then no review is taken", async () => {
    const c = await completed();
    const silent = await completed();
    const review = writeReview(c.owner, c.campaignId, { rating: 3 }, soon(c));
    expect(publishDueReviews(new Date(c.dueAt.getTime() - 1))).toBe(0);
    expect(getReview(c.owner, review.id).publishedAt).toBeNull();
    await expectModelError(() => getReview(c.advertiser, review.id), "not_found");

    const later = new Date(Math.max(c.dueAt.getTime(), silent.dueAt.getTime()));
    expect(publishDueReviews(later)).toBe(2);
    expect(getReview(c.advertiser, review.id).publishedAt).toEqual(later);
    expect(campaignRow(silent.campaignId).reviewsPublishedAt).toEqual(later);
    // Told only where something was published.
    expect(notes(c.advertiser, "brief_campaign_reviews_published")).toHaveLength(1);
    expect(notes(silent.advertiser, "brief_campaign_reviews_published")).toHaveLength(0);
    await expectModelError(() => writeReview(c.advertiser, c.campaignId, { rating: 5 }, soon(c)), "conflict", "reviewWindowClosed");
    expect(reviewsOfCampaign(c.advertiser, c.campaignId, soon(c)).mayWrite).toBe(false);
    expect(publishDueReviews(later)).toBe(0);
    expect(db.select({ n: users.ratingCount }).from(users).where(eq(users.id, c.advertiser.id)).get()!.n).toBe(1);
    expectStoredRatingsRecomputed();
  });

  it("a restart in the middle: what was published stays published once, the next run does the rest", async () => {
    const made = [await completed(), await completed(), await completed()];
    for (const c of made) writeReview(c.advertiser, c.campaignId, { rating: 4 }, soon(c));
    const last = new Date(Math.max(...made.map((c) => c.dueAt.getTime())));
    const name = `fail_${crypto.randomBytes(4).toString("hex")}`;
    db.$client.exec(
      `CREATE TEMP TRIGGER ${name} BEFORE UPDATE OF published_at ON reviews WHEN NEW.campaign_id = ${made[1].campaignId} BEGIN SELECT RAISE(ABORT, 'power cut'); END;`,
    );
    try {
      expect(() => publishDueReviews(last, 1)).toThrow(/power cut/);
    } finally {
      db.$client.exec(`DROP TRIGGER temp.${name}`);
    }
    expect(made.map((c) => campaignRow(c.campaignId).reviewsPublishedAt !== null)).toEqual([true, false, false]);
    expectStoredRatingsRecomputed();
    expect(publishDueReviews(last, 1)).toBe(2);
    expect(publishDueReviews(last, 1)).toBe(0);
    for (const c of made) expect(notes(c.owner, "campaign_reviews_published")).toHaveLength(1);
    expectStoredRatingsRecomputed();
  });

  it("two processes publishing at once publish each campaign once and tell each party once", async () => {
    const made = [await completed(), await completed(), await completed(), await completed()];
    for (const c of made) writeReview(c.owner, c.campaignId, { rating: 5 }, soon(c));
    const last = Math.max(...made.map((c) => c.dueAt.getTime()));
    const folder = path.dirname(db.$client.name);
    const script = path.join(folder, `publish-${crypto.randomBytes(4).toString("hex")}.ts`);
    fs.writeFileSync(
      script,
      [
        `import { publishDueReviews } from ${JSON.stringify(path.resolve("app/models/review/writing.server.ts"))};`,
        // A server process waits for the other's write lock outside SQLite and runs the
        // round again (app/server/lock-wait.server.ts); this bare one waits inside it.
        `import { db } from ${JSON.stringify(path.resolve("app/lib/server/db.server.ts"))};`,
        'db.$client.pragma("busy_timeout = 5000");',
        "while (Date.now() < Number(process.env.START_AT)) {}",
        "console.log(JSON.stringify(publishDueReviews(new Date(Number(process.env.NOW)), 1)));",
      ].join("\n"),
    );
    try {
      const run = promisify(execFile);
      const env = { ...process.env, DATABASE_URL: db.$client.name, NOW: String(last), START_AT: String(Date.now() + 4000) };
      const tsx = path.resolve("node_modules/.bin/tsx");
      const results = await Promise.all([run(tsx, [script], { env }), run(tsx, [script], { env })]);
      const published = results.map((r) => Number(r.stdout.trim().split("\n").at(-1)));
      expect(published[0] + published[1]).toBe(4);
    } finally {
      fs.rmSync(script, { force: true });
    }
    for (const c of made) {
      expect(campaignRow(c.campaignId).reviewsPublishedAt).toEqual(new Date(last));
      expect(notes(c.advertiser, "brief_campaign_reviews_published")).toHaveLength(1);
      expect(mails(c.owner, "reviews_published")).toHaveLength(1);
      expect(db.select({ n: users.ratingCount }).from(users).where(eq(users.id, c.advertiser.id)).get()!.n).toBe(1);
    }
    expectStoredRatingsRecomputed();
  }, 60_000);
});

/** A campaign whose two reviews are published: the owner's (`ownerRating`) and the advertiser's. */
async function published(ownerRating: number, advertiserRating: number, options: Parameters<typeof makeCampaign>[0] = {}) {
  const c = await completed(options);
  const byOwner = writeReview(c.owner, c.campaignId, { rating: ownerRating, text: "Kerja sama yang baik." }, soon(c));
  const byAdvertiser = writeReview(c.advertiser, c.campaignId, { rating: advertiserRating, text: "Komunitas yang aktif." }, soon(c));
  return { ...c, byOwner, byAdvertiser };
}

describe("the reply", () => {
  it("the reviewed side replies once, after publication; the author and strangers may not", async () => {
    const c = await completed();
    const stranger = await makeUser();
    const review = writeReview(c.advertiser, c.campaignId, { rating: 4 }, soon(c));
    // Not yet published: the owner (the reviewed side) cannot even find it.
    await expectModelError(() => replyToReview(c.owner, review.id, { text: "Terima kasih!" }), "not_found", "reviewNotFound");
    publishDueReviews(c.dueAt);
    await expectModelError(() => replyToReview(c.advertiser, review.id, { text: "Saya sendiri" }), "forbidden", "notReviewedSide");
    await expectModelError(() => replyToReview(stranger, review.id, { text: "Ikut komentar" }), "forbidden", "notReviewedSide");
    await expectModelError(() => replyToReview(c.admin, review.id, { text: "Admin" }), "forbidden", "wrongRole");
    const at = new Date(c.dueAt.getTime() + 1000);
    const replied = replyToReview(c.owner, review.id, { text: " Terima kasih, sampai jumpa lagi! " }, at);
    expect(replied.reply).toEqual({ text: "Terima kasih, sampai jumpa lagi!", createdAt: at, hiddenAt: null, hiddenNote: null });
    await expectModelError(() => replyToReview(c.owner, review.id, { text: "Lagi" }), "conflict", "alreadyReplied");
    expect(listCommunityReviews(null, c.community.id, PAGE).items[0].reply?.text).toBe("Terima kasih, sampai jumpa lagi!");
    expectStoredRatingsRecomputed();
  });
});

describe("the admin hides", () => {
  it("a review: audit row, the author told, out of the lists and the rating; a second time 409", async () => {
    const first = await published(5, 4);
    const second = await published(3, 2, { owner: await makeUser(), advertiser: first.advertiser });
    expect(getPublicCommunity(first.community.id)).toMatchObject({ rating: 4, review_count: 1 });
    expect(db.select({ rating: users.rating, n: users.ratingCount }).from(users).where(eq(users.id, first.advertiser.id)).get()).toEqual({
      rating: 4,
      n: 2,
    });
    expectStoredRatingsRecomputed();

    await expectModelError(() => hideReview(first.owner, first.byAdvertiser.id, { note: "x" }), "forbidden", "wrongRole");
    const hidden = hideReview(first.admin, first.byOwner.id, { note: "Bahasa kasar" });
    expect(hidden).toMatchObject({ hiddenNote: "Bahasa kasar" });
    expect(hidden.hiddenAt).toBeInstanceOf(Date);
    expect(db.select({ rating: users.rating, n: users.ratingCount }).from(users).where(eq(users.id, first.advertiser.id)).get()).toEqual({
      rating: 3,
      n: 1,
    });
    expect(listAdvertiserReviews(null, first.advertiser.id, PAGE).items.map((r) => r.id)).toEqual([second.byOwner.id]);
    // Gone for the reviewed side and strangers; its author still reads it, with the note.
    await expectModelError(() => getReview(first.advertiser, first.byOwner.id), "not_found");
    expect(getReview(first.owner, first.byOwner.id).hiddenNote).toBe("Bahasa kasar");
    const audit = db.select().from(auditEvents).where(eq(auditEvents.subjectType, "review")).all();
    expect(audit).toEqual([
      expect.objectContaining({
        action: "review_hidden",
        subjectId: first.byOwner.id,
        subjectUserId: first.owner.id,
        note: "Bahasa kasar",
      }),
    ]);
    const [told] = notes(first.owner, "campaign_review_hidden");
    expect(renderNotification(told, "en").message).toContain("Bahasa kasar");
    expect(mails(first.owner, "review_hidden")).toHaveLength(1);
    await expectModelError(() => hideReview(first.admin, first.byOwner.id, { note: "lagi" }), "conflict", "reviewAlreadyHidden");
    await expectModelError(() => hideReview(first.admin, 999_999, { note: "x" }), "not_found", "reviewNotFound");
    expectStoredRatingsRecomputed();

    // The advertiser's review of the community, too.
    hideReview(first.admin, first.byAdvertiser.id, { note: "Tidak relevan" });
    expect(getPublicCommunity(first.community.id)).toMatchObject({ rating: null, review_count: 0 });
    expect(notes(first.advertiser, "brief_campaign_review_hidden")).toHaveLength(1);
    expectStoredRatingsRecomputed();
  });

  it("a reply: the replier told, the reply gone for others, the rating unchanged", async () => {
    const c = await published(4, 5);
    await expectModelError(() => hideReview(c.admin, c.byAdvertiser.id, { note: "x", part: "reply" }), "conflict", "noReply");
    replyToReview(c.owner, c.byAdvertiser.id, { text: "Balasan yang kasar" });
    const before = getPublicCommunity(c.community.id);
    hideReview(c.admin, c.byAdvertiser.id, { note: "Balasan tidak pantas", part: "reply" });
    expect(getPublicCommunity(c.community.id)).toMatchObject({ rating: before?.rating, review_count: before?.review_count });
    expect(getReview(null, c.byAdvertiser.id).reply).toBeNull();
    expect(getReview(c.advertiser, c.byAdvertiser.id).reply).toBeNull();
    expect(getReview(c.owner, c.byAdvertiser.id).reply).toMatchObject({ text: "Balasan yang kasar", hiddenNote: "Balasan tidak pantas" });
    expect(notes(c.owner, "campaign_reply_hidden")).toHaveLength(1);
    expect(db.select().from(auditEvents).where(eq(auditEvents.action, "review_reply_hidden")).all()).toHaveLength(1);
    await expectModelError(() => hideReview(c.admin, c.byAdvertiser.id, { note: "x", part: "reply" }), "conflict", "replyAlreadyHidden");
    expectStoredRatingsRecomputed();
  });

  it("a deleted account takes its reviews out of the ratings (the rows go with the campaign)", async () => {
    const first = await published(5, 3);
    await published(1, 4, { advertiser: first.advertiser });
    expect(db.select({ n: users.ratingCount }).from(users).where(eq(users.id, first.advertiser.id)).get()!.n).toBe(2);
    deleteAccount(first.admin, first.owner.id);
    expect(db.select({ rating: users.rating, n: users.ratingCount }).from(users).where(eq(users.id, first.advertiser.id)).get()).toEqual({
      rating: 1,
      n: 1,
    });
    expectStoredRatingsRecomputed();
  });
});

describe("the lists", () => {
  it("a community's and a brand's reviews: published and not hidden, newest first, paged; 404 for what the viewer may not see", async () => {
    const a = await published(5, 5);
    const b = await published(4, 3, { owner: a.owner });
    expect(listCommunityReviews(null, a.community.id, { limit: 1, offset: 0 })).toMatchObject({
      total: 2,
      items: [{ id: b.byAdvertiser.id }],
    });
    expect(listCommunityReviews(null, a.community.id, { limit: 1, offset: 1 }).items.map((r) => r.id)).toEqual([a.byAdvertiser.id]);
    expect(listCommunityReviews(null, a.community.id, { limit: 5, offset: 9 })).toEqual({ items: [], total: 2 });
    expect(getPublicCommunity(a.community.id)).toMatchObject({ rating: 4, review_count: 2 });
    await expectModelError(() => listCommunityReviews(null, 999_999, PAGE), "not_found", "communityNotFound");
    await expectModelError(() => listAdvertiserReviews(null, a.owner.id, PAGE), "not_found", "userNotFound");
    const pending = await makeUser({ role: "ADVERTISER", status: "PENDING" });
    await expectModelError(() => listAdvertiserReviews(null, pending.id, PAGE), "not_found");
    expect(listAdvertiserReviews(pending, pending.id, PAGE).total).toBe(0);
    expectStoredRatingsRecomputed();
  });

  it("the reviews a user owes: its COMPLETED campaigns without its review while still taken, soonest first", async () => {
    const owner = await makeUser();
    const first = await completed({ owner });
    const second = await completed({ owner });
    await makeCampaign({ owner: await makeUser(), advertiser: first.advertiser }); // not completed: owes nothing
    const at = soon(second);
    expect(listReviewsOwed(owner, PAGE, at).items.map((o) => o.campaignId)).toEqual([first.campaignId, second.campaignId]);
    expect(listReviewsOwed(owner, { limit: 1, offset: 1 }, at)).toMatchObject({
      total: 2,
      items: [{ campaignId: second.campaignId, dueAt: second.dueAt }],
    });
    // A page past the end still says how many there are, and the rows carry only their fields.
    expect(listReviewsOwed(owner, { limit: 1, offset: 5 }, at)).toEqual({ total: 2, items: [] });
    expect(Object.keys(listReviewsOwed(owner, PAGE, at).items[0]).sort()).toEqual([
      "bookingId",
      "briefId",
      "briefTitle",
      "campaignId",
      "communityId",
      "communityName",
      "companyName",
      "completedAt",
      "dueAt",
    ]);
    expect(listReviewsOwed(owner, PAGE, at).items[0].completedAt).toBeInstanceOf(Date);
    expect(listReviewsOwed(first.advertiser, PAGE, at).items.map((o) => o.campaignId)).toEqual([first.campaignId]);
    writeReview(owner, first.campaignId, { rating: 4 }, at);
    expect(listReviewsOwed(owner, PAGE, at).items.map((o) => o.campaignId)).toEqual([second.campaignId]);
    expect(listReviewsOwed(first.advertiser, PAGE, at).total).toBe(1);
    expect(listReviewsOwed(owner, PAGE, second.dueAt).total).toBe(0);
    expect(listReviewsOwed(await makeUser(), PAGE, at).total).toBe(0);
    await expectModelError(() => listReviewsOwed(first.admin, PAGE), "forbidden", "wrongRole");
  });
});

it("catalogues: every review notification renders in both languages", () => {
  const types = [
    "campaign_review_requested",
    "brief_campaign_review_requested",
    "campaign_reviews_published",
    "brief_campaign_reviews_published",
    "campaign_review_hidden",
    "brief_campaign_review_hidden",
    "campaign_reply_hidden",
    "brief_campaign_reply_hidden",
  ];
  for (const type of types) {
    for (const lang of ["en", "id"] as const) {
      const view = renderNotification(
        {
          id: 1,
          userId: 1,
          type,
          data: { campaignId: 1, briefId: 2, brief: "B", community: "C", note: "N" },
          isRead: false,
          createdAt: new Date(),
        },
        lang,
      );
      expect(view.title, `${type} ${lang}`).not.toBe(type);
      expect(view.message).toMatch(/B|C/);
    }
  }
});
