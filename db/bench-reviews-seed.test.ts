import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase, type SeedResult } from "../bench/seed";
import { BENCH_COMMUNITY_REVIEWS } from "../bench/seed-reviews";

/*
 * The bench's reviews (bench/seed-reviews.ts) on a small data set: the ratings the
 * triggers kept while the bulk insert ran equal the ones recomputed from the review rows,
 * and the rows follow the model's rules (blind until both wrote or the window closed,
 * one per side, the campaign's parties).
 */

const file = path.join(os.tmpdir(), `guyub-bench-reviews-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.db`);
const N = 3_000;
let seed: SeedResult;
let sqlite: Database.Database;

beforeAll(async () => {
  seed = await seedDatabase(file, N, { analyze: false });
  sqlite = new Database(file, { readonly: true });
}, 120_000);

afterAll(() => {
  sqlite?.close();
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
});

/** Stored (sum, count, rating) of every row against the published, not hidden reviews of its side. */
function mismatches(table: "communities" | "users", side: "ADVERTISER" | "OWNER", key: "community_id" | "advertiser_id") {
  return sqlite
    .prepare(
      `SELECT t.id, t.rating_sum AS sum, t.rating_count AS n, t.rating, r.sum AS wantSum, coalesce(r.n, 0) AS wantN,
              CASE WHEN r.n > 0 THEN round(r.sum * 1.0 / r.n, 1) END AS wantRating
       FROM ${table} t LEFT JOIN (
         SELECT ${key} AS id, sum(rating) AS sum, count(*) AS n FROM reviews
         WHERE author_side = '${side}' AND published_at IS NOT NULL AND hidden_at IS NULL GROUP BY ${key}
       ) r ON r.id = t.id
       WHERE t.rating_sum IS NOT coalesce(r.sum, 0) OR t.rating_count IS NOT coalesce(r.n, 0)
          OR t.rating IS NOT (CASE WHEN r.n > 0 THEN round(r.sum * 1.0 / r.n, 1) END)`,
    )
    .all();
}

describe("bench/seed-reviews.ts", () => {
  it("seeds the published reviews asked for (0.6 per community), on many communities", () => {
    expect(seed.reviews.published).toBeGreaterThanOrEqual(Math.round(N * 0.6));
    expect(seed.reviews.published).toBeLessThanOrEqual(Math.round(N * 0.6) + 1);
    expect(seed.reviews.ratedCommunities).toBeGreaterThan(N / 10);
    const published = sqlite.prepare(`SELECT count(*) FROM reviews WHERE published_at IS NOT NULL`).pluck().get();
    expect(published).toBe(seed.reviews.published);
  });

  it("keeps every community's and advertiser's rating equal to the one recomputed from the reviews", () => {
    expect(mismatches("communities", "ADVERTISER", "community_id")).toEqual([]);
    expect(mismatches("users", "OWNER", "advertiser_id")).toEqual([]);
    // Not vacuous: ratings of both kinds exist, between 1 and 5.
    const range = sqlite
      .prepare(`SELECT count(*) AS n, min(rating) AS lo, max(rating) AS hi FROM communities WHERE rating IS NOT NULL`)
      .get() as { n: number; lo: number; hi: number };
    expect(range.n).toBe(seed.reviews.ratedCommunities);
    expect(range.lo).toBeGreaterThanOrEqual(1);
    expect(range.hi).toBeLessThanOrEqual(5);
    expect(sqlite.prepare(`SELECT count(*) FROM users WHERE role = 'ADVERTISER' AND rating_count > 0`).pluck().get()).toBeGreaterThan(0);
  });

  it("writes reviews as the model does: COMPLETED campaigns, their parties, blind until both wrote or the window closed", () => {
    const wrong = sqlite
      .prepare(
        `SELECT r.id FROM reviews r JOIN campaigns c ON c.id = r.campaign_id JOIN briefs b ON b.id = c.brief_id JOIN communities m ON m.id = c.community_id
         WHERE c.state <> 'COMPLETED' OR r.community_id <> c.community_id OR r.advertiser_id <> b.advertiser_id
            OR r.author_id <> (CASE r.author_side WHEN 'OWNER' THEN m.owner_id ELSE b.advertiser_id END)
            OR r.created_at < c.completed_at OR r.created_at > c.reviews_due_at
            OR (r.published_at IS NULL) <> (c.reviews_published_at IS NULL)
            OR (r.published_at IS NULL AND (c.reviews_due_at <= ? OR (SELECT count(*) FROM reviews o WHERE o.campaign_id = c.id) = 2))`,
      )
      .all(Date.now() - 60_000);
    expect(wrong).toEqual([]);
    // Some are still blind (one side wrote, the window is open).
    expect(sqlite.prepare(`SELECT count(*) FROM reviews WHERE published_at IS NULL`).pluck().get()).toBeGreaterThan(0);
  });

  it("gives the bench owner's community its reviews and names the most reviewed community", () => {
    const benchCommunity = N + 1;
    const count = sqlite.prepare(`SELECT rating_count FROM communities WHERE id = ?`).pluck().get(benchCommunity) as number;
    expect(count).toBeGreaterThanOrEqual(BENCH_COMMUNITY_REVIEWS);
    const top = seed.campaigns.targets.reviewedCommunity!;
    const max = sqlite.prepare(`SELECT max(rating_count) FROM communities WHERE id % 1000 >= 10`).pluck().get();
    expect(sqlite.prepare(`SELECT rating_count FROM communities WHERE id = ?`).pluck().get(top)).toBe(max);
  });
});
