import type Database from "better-sqlite3";

/*
 * The reviews of the bench data (docs/decisions/026-reviews.md), called by bench/seed.ts
 * inside its one transaction, after bench/seed-campaigns.ts:
 *  - every COMPLETED campaign gets its review window as the model opens it
 *    (`completed_at` = its last change, `reviews_due_at` 14 days later);
 *  - its reviews: after the window, each side wrote with p = 0.75 and whatever was
 *    written is published (at the second review, else at the window's end); inside it,
 *    each side wrote with p = 0.5, published only when both did (blind until then);
 *  - past COMPLETED campaigns, each on a new APPROVED application to a COMPLETED brief
 *    (no proofs or history: nothing measured reads them), reviewed and published, until
 *    the published reviews reach the target (default 0.6 per community: 60,000 for
 *    100k, about half rating communities). Communities are drawn with a skew (a fifth of
 *    them get 60% of the reviews), so counts run from 1 to ~15; the bench owner's
 *    community gets 30 (more than two pages of its review list);
 *  - a rating drawn around each rated party's own mean (mostly 4 and 5, as on live
 *    marketplaces), a text for 60% of them, the reviewed side's reply for 20%.
 * The ratings in `communities` and `users` are the triggers' work (0017_reviews.sql), row
 * by row inside the one INSERT ... SELECT from a TEMP staging table; the test
 * tests/bench-seed.test.ts recomputes them from the rows. Its own PRNG stream.
 */

const DAY = 24 * 60 * 60 * 1000;
const WINDOW = 14 * DAY; // REVIEW_DAYS of app/models/review/listings.server.ts

/** Reviews of the bench owner's community (its detail's review list, paged by 10 or 20). */
export const BENCH_COMMUNITY_REVIEWS = 30;

export type ReviewSeedContext = {
  sqlite: Database.Database;
  r: () => number;
  now: number;
  /** Published reviews wanted, both sides together. */
  reviews: number;
  /** Communities 1..n are the generated ones; id % 1000 < 10 are not listed. */
  n: number;
  benchOwnerCommunityId: number;
};

export type ReviewSeedResult = {
  reviews: number;
  published: number;
  communityReviews: number;
  ratedCommunities: number;
  pastCampaigns: number;
  /** The listed community with the most published reviews (its review list is timed). */
  reviewedCommunity: number;
};

const TEXTS_OF_ADVERTISER = [
  "Eksekusi rapi dan tepat waktu, anggotanya antusias.",
  "Komunikasi lancar, laporan lengkap dengan tangkapan layar.",
  "Jangkauan sesuai janji. Akan bekerja sama lagi.",
  "Cukup baik, tapi laporan datang terlambat.",
  "Respons lambat dan jangkauan di bawah perkiraan.",
];
const TEXTS_OF_OWNER = [
  "Brief jelas dan pembayaran tepat waktu.",
  "Tim brand ramah dan mudah diajak diskusi.",
  "Revisi terlalu banyak, tapi hasil akhirnya bagus.",
  "Materi kampanye datang terlambat.",
];
const REPLIES = [
  "Terima kasih atas ulasannya!",
  "Terima kasih, sampai jumpa di kampanye berikutnya.",
  "Masukan diterima, akan kami perbaiki.",
];

function pick<T>(r: () => number, list: readonly T[]): T {
  return list[Math.floor(r() * list.length)];
}

/** A party's own mean rating, from its id (the same party, the same reputation). */
function meanOf(id: number): number {
  const h = Math.imul(id ^ 0x9e3779b9, 2654435761) >>> 0;
  return 2.6 + (h % 1000) / 400; // 2.6 .. 5.1
}

function ratingAround(r: () => number, mean: number): number {
  return Math.min(5, Math.max(1, Math.round(mean + (r() - 0.5) * 2.2)));
}

type Completed = { id: number; briefId: number; communityId: number; ownerId: number; advertiserId: number; completedAt: number };

export function seedReviews(ctx: ReviewSeedContext): ReviewSeedResult {
  const { sqlite, r, now } = ctx;

  /* ---------- review windows of the COMPLETED campaigns ---------- */
  sqlite
    .prepare(
      `UPDATE campaigns SET completed_at = updated_at, reviews_due_at = updated_at + ? WHERE state = 'COMPLETED' AND completed_at IS NULL`,
    )
    .run(WINDOW);

  sqlite.exec(`CREATE TEMP TABLE staging_reviews AS SELECT * FROM main.reviews WHERE 0`);
  const stageReview = sqlite.prepare(
    `INSERT INTO temp.staging_reviews (campaign_id, author_side, author_id, community_id, advertiser_id, rating, text, created_at, published_at, reply_text, reply_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const published = new Map<number, number>(); // campaign id -> publication time
  let reviews = 0;
  let publishedReviews = 0;

  /** The campaign's reviews: which sides wrote, when, and the publication. */
  function review(c: Completed, wrote: { owner: boolean; advertiser: boolean }) {
    const due = c.completedAt + WINDOW;
    const open = due > now;
    const sides = [wrote.advertiser ? ("ADVERTISER" as const) : null, wrote.owner ? ("OWNER" as const) : null].filter((s) => s !== null);
    if (!sides.length) {
      if (!open) published.set(c.id, due);
      return;
    }
    const latest = Math.min(now - 60_000, due - 60_000);
    const times = sides.map(() => c.completedAt + Math.floor(r() * Math.max(1, latest - c.completedAt)));
    const both = sides.length === 2;
    const publishedAt = both ? Math.max(...times) : open ? null : due;
    if (publishedAt !== null) published.set(c.id, publishedAt);
    sides.forEach((side, i) => {
      const isAdvertiser = side === "ADVERTISER";
      const rating = ratingAround(r, meanOf(isAdvertiser ? c.communityId : c.advertiserId));
      const reply = publishedAt !== null && r() < 0.2;
      stageReview.run(
        c.id,
        side,
        isAdvertiser ? c.advertiserId : c.ownerId,
        c.communityId,
        c.advertiserId,
        rating,
        r() < 0.6 ? pick(r, isAdvertiser ? TEXTS_OF_ADVERTISER : TEXTS_OF_OWNER) : null,
        times[i],
        publishedAt,
        reply ? pick(r, REPLIES) : null,
        reply ? Math.min(now - 1000, publishedAt + Math.floor(r() * 3 * DAY)) : null,
      );
      reviews++;
      if (publishedAt !== null) publishedReviews++;
    });
  }

  /* ---------- the seeded COMPLETED campaigns ---------- */
  const completed = sqlite
    .prepare(
      `SELECT c.id, c.brief_id AS briefId, c.community_id AS communityId, m.owner_id AS ownerId, b.advertiser_id AS advertiserId, c.completed_at AS completedAt
       FROM campaigns c JOIN briefs b ON b.id = c.brief_id JOIN communities m ON m.id = c.community_id
       WHERE c.state = 'COMPLETED' ORDER BY c.id`,
    )
    .all() as Completed[];
  for (const c of completed) {
    const p = c.completedAt + WINDOW > now ? 0.5 : 0.75;
    review(c, { owner: r() < p, advertiser: r() < p });
  }

  /* ---------- past campaigns until the target ---------- */
  const briefs = sqlite
    .prepare(
      `SELECT b.id, b.advertiser_id AS advertiserId, b.created_at AS createdAt, b.title FROM briefs b JOIN users u ON u.id = b.advertiser_id
       WHERE b.status = 'COMPLETED' AND u.approval_status = 'APPROVED' ORDER BY b.id`,
    )
    .all() as { id: number; advertiserId: number; createdAt: number; title: string }[];
  if (!briefs.length) throw new Error("bench/seed-reviews: no COMPLETED brief");
  const taken = new Set(sqlite.prepare(`SELECT brief_id * 4194304 + community_id FROM applications`).pluck().all() as number[]);
  const ownerOf = sqlite.prepare(`SELECT owner_id FROM communities WHERE id = ?`).pluck();
  const insertApplication = sqlite.prepare(
    `INSERT INTO applications (brief_id, community_id, message, status, admin_notes, proposed_fee, agreed_fee, created_at, updated_at)
     VALUES (?, ?, NULL, 'APPROVED', NULL, NULL, ?, ?, ?)`,
  );
  sqlite.exec(`CREATE TEMP TABLE staging_campaigns AS SELECT * FROM main.campaigns WHERE 0`);
  const stageCampaign = sqlite.prepare(
    `INSERT INTO temp.staging_campaigns (id, application_id, brief_id, community_id, state, agreed_fee, search_text, completed_at, reviews_due_at, reviews_published_at, created_at, updated_at, payment_state)
     VALUES (?, ?, ?, ?, 'COMPLETED', ?, ?, ?, ?, NULL, ?, ?, 'OUTSIDE')`,
  );
  const nameOf = sqlite.prepare(`SELECT name FROM communities WHERE id = ?`).pluck();
  let nextCampaign = ((sqlite.prepare(`SELECT max(id) FROM campaigns`).pluck().get() as number | null) ?? 0) + 1;
  const listed = (id: number) => id % 1000 >= 10;
  const popular = Math.max(1, Math.floor(ctx.n / 5));
  let pastCampaigns = 0;
  let benchCommunityLeft = Math.max(
    0,
    BENCH_COMMUNITY_REVIEWS -
      (sqlite
        .prepare(
          `SELECT count(*) FROM temp.staging_reviews WHERE community_id = ? AND author_side = 'ADVERTISER' AND published_at IS NOT NULL`,
        )
        .pluck()
        .get(ctx.benchOwnerCommunityId) as number),
  );
  for (let attempt = 0; publishedReviews < ctx.reviews && attempt < ctx.reviews * 4; attempt++) {
    const brief = pick(r, briefs);
    let communityId: number;
    if (benchCommunityLeft > 0) communityId = ctx.benchOwnerCommunityId;
    else {
      // 60% among the first fifth (a stable set of ids, hashed so it is not the oldest ones).
      communityId = r() < 0.6 ? 1 + ((Math.floor(r() * popular) * 4999) % ctx.n) : 1 + Math.floor(r() * ctx.n);
      if (!listed(communityId)) continue;
    }
    const key = brief.id * 4194304 + communityId;
    if (taken.has(key)) continue;
    taken.add(key);
    if (communityId === ctx.benchOwnerCommunityId) benchCommunityLeft--;
    const span = Math.max(DAY, now - 20 * DAY - brief.createdAt);
    const approvedAt = brief.createdAt + Math.floor(r() * span * 0.7);
    const completedAt = Math.min(now - 16 * DAY, approvedAt + Math.floor(r() * 30 * DAY) + DAY);
    const fee = (2 + Math.floor(r() * 30)) * 250_000;
    const { lastInsertRowid } = insertApplication.run(brief.id, communityId, fee, approvedAt - DAY, approvedAt);
    const id = nextCampaign++;
    stageCampaign.run(
      id,
      Number(lastInsertRowid),
      brief.id,
      communityId,
      fee,
      `${brief.title} · ${nameOf.get(communityId) as string}`,
      completedAt,
      completedAt + WINDOW,
      approvedAt,
      completedAt,
    );
    pastCampaigns++;
    const x = r();
    const isBench = communityId === ctx.benchOwnerCommunityId;
    review(
      { id, briefId: brief.id, communityId, ownerId: ownerOf.get(communityId) as number, advertiserId: brief.advertiserId, completedAt },
      { advertiser: isBench || x < 0.9, owner: x >= 0.1 && x < 0.95 },
    );
  }

  /* ---------- insert: campaigns (their FTS trigger), then reviews (the rating triggers) ---------- */
  // The staging copy has no column defaults: seeded campaigns are settled outside Guyub (no invoice), as the migration marks older ones.
  sqlite.exec(
    `UPDATE temp.staging_campaigns SET payment_state = 'OUTSIDE' WHERE payment_state IS NULL; UPDATE temp.staging_campaigns SET advertiser_id = (SELECT advertiser_id FROM main.briefs b WHERE b.id = brief_id); INSERT INTO main.campaigns SELECT * FROM temp.staging_campaigns ORDER BY id; DROP TABLE temp.staging_campaigns;`,
  );
  const setPublished = sqlite.prepare(`UPDATE campaigns SET reviews_published_at = ? WHERE id = ?`);
  for (const [id, at] of published) setPublished.run(at, id);
  // In writing order, as a live table grows (ids follow created_at).
  sqlite.exec(
    `INSERT INTO main.reviews (campaign_id, author_side, author_id, community_id, advertiser_id, rating, text, created_at, published_at, reply_text, reply_at)
     SELECT campaign_id, author_side, author_id, community_id, advertiser_id, rating, text, created_at, published_at, reply_text, reply_at
     FROM temp.staging_reviews ORDER BY created_at, campaign_id, author_side;
     DROP TABLE temp.staging_reviews;`,
  );

  const stats = sqlite
    .prepare(
      `SELECT (SELECT count(*) FROM communities WHERE rating_count > 0) AS rated,
              (SELECT count(*) FROM reviews WHERE author_side = 'ADVERTISER' AND published_at IS NOT NULL) AS communityReviews,
              (SELECT id FROM communities WHERE id % 1000 >= 10 ORDER BY rating_count DESC, id LIMIT 1) AS top`,
    )
    .get() as { rated: number; communityReviews: number; top: number };
  return {
    reviews,
    published: publishedReviews,
    communityReviews: stats.communityReviews,
    ratedCommunities: stats.rated,
    pastCampaigns,
    reviewedCommunity: stats.top,
  };
}
