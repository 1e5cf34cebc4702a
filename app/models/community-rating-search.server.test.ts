import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { communities, communityCategories, users } from "../../db/schema";
import { db } from "~/lib/server/db.server";
import { CATEGORIES, type Category } from "~/utils/enums";
import type { CommunityFilters } from "./community.server";
import { searchCommunities } from "./community-search.server";
import { clearCountCache } from "./count-cache.server";

/*
 * The Rating order and the minimum rating (docs/decisions/027-rating-search.md) over every
 * plan of the search planner, against a plain filter and sort of the same rows in
 * JavaScript. The rating columns are set directly here: in the app only the review
 * triggers write them (their own tests, and the bench seed's, recompute them from reviews);
 * this file tests the search over whatever they hold.
 */

beforeEach(() => {
  clearCountCache();
});

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2025, 0, 31, 12);

type Made = {
  id: number;
  name: string;
  description: string;
  categories: Category[];
  location: string | null;
  memberCount: number;
  isVerified: boolean;
  daysAgo: number;
  ownerStatus: "PENDING" | "APPROVED" | "REJECTED";
  rating: number | null;
  ratingCount: number;
};

/** Ratings with ties in rating, in count, and none at all. */
const RATINGS: [number | null, number][] = [
  [null, 0],
  [4.5, 2],
  [3, 1],
  [5, 1],
  [4, 3],
  [null, 0],
  [4.5, 2],
  [2.5, 4],
  [4, 1],
  [3.5, 2],
  [4.5, 6],
  [1, 1],
];

function makeAll(n: number): Made[] {
  const cities = ["Jakarta", "Bandung", "Medan", null];
  return Array.from({ length: n }, (_, i) => {
    const [rating, ratingCount] = RATINGS[i % RATINGS.length];
    const input = {
      name: `Komunitas ${i} ${["Kopi", "Teh", "Kopi Susu", "Lari", "Ko"][i % 5]}`,
      description: i % 5 === 0 ? "Ngopi bareng tiap minggu." : "Tempat berkumpul.",
      categories: [CATEGORIES[i % 3], ...(i % 4 === 0 ? [CATEGORIES[3]] : [])] as Category[],
      location: cities[i % cities.length],
      // Few distinct counts, so the Recommended tie-breaks (count, age, id) matter too.
      memberCount: [150, 900, 150, 1400, 600][i % 5],
      isVerified: i % 3 !== 1,
      daysAgo: i % 2,
      ownerStatus: i % 7 === 2 ? ("PENDING" as const) : i % 13 === 4 ? ("REJECTED" as const) : ("APPROVED" as const),
      rating,
      ratingCount,
    };
    const owner = db
      .insert(users)
      .values({
        username: `owner${i}`,
        fullname: `Owner ${i}`,
        email: `owner${i}@example.id`,
        phone: `08120000${String(i).padStart(4, "0")}`,
        passwordHash: "not-a-real-hash",
        role: "COMMUNITY_OWNER",
        approvalStatus: input.ownerStatus,
      })
      .returning()
      .get();
    const community = db
      .insert(communities)
      .values({
        ownerId: owner.id,
        name: input.name,
        description: input.description,
        location: input.location,
        memberCount: input.memberCount,
        isVerified: input.isVerified,
        createdAt: new Date(NOW - input.daysAgo * DAY),
      })
      .returning()
      .get();
    input.categories.forEach((category, position) => {
      db.insert(communityCategories).values({ communityId: community.id, category, position }).run();
    });
    db.update(communities)
      .set({ rating: input.rating, ratingCount: input.ratingCount, ratingSum: Math.round((input.rating ?? 0) * input.ratingCount) })
      .where(eq(communities.id, community.id))
      .run();
    return { ...input, id: community.id };
  });
}

function matches(c: Made, f: CommunityFilters): boolean {
  return (
    c.ownerStatus === "APPROVED" &&
    (!f.q || `${c.name}\n${c.description}`.toLowerCase().includes(f.q.toLowerCase())) &&
    (!f.category || c.categories.includes(f.category)) &&
    (!f.location || c.location === f.location) &&
    (!f.verified || c.isVerified) &&
    (f.minMembers === undefined || c.memberCount >= f.minMembers) &&
    (f.maxMembers === undefined || c.memberCount <= f.maxMembers) &&
    (f.minRating === undefined || (c.rating !== null && c.rating >= f.minRating))
  );
}

const recommended = (a: Made, b: Made) =>
  Number(b.isVerified) - Number(a.isVerified) || b.memberCount - a.memberCount || a.daysAgo - b.daysAgo || b.id - a.id;

/** Rating: best first, unrated last, then the most reviewed, then Recommended. */
const byRating = (a: Made, b: Made) => (b.rating ?? -1) - (a.rating ?? -1) || b.ratingCount - a.ratingCount || recommended(a, b);

describe("searchCommunities: sort=rating and min_rating", () => {
  it("gives every plan and category check the rows and total of a plain filter and sort", () => {
    const made = makeAll(72);
    const pages = [
      { limit: 5, offset: 0 },
      { limit: 5, offset: 5 },
      { limit: 100, offset: 0 },
    ];
    let checked = 0;
    for (const sort of [undefined, "rating"] as const) {
      for (const minRating of [undefined, 3, 4, 4.5, 5]) {
        for (const q of [undefined, "kopi", "ko"]) {
          for (const category of [undefined, CATEGORIES[0], CATEGORIES[3]]) {
            for (const location of [undefined, "Jakarta"]) {
              for (const rest of [{}, { verified: true }, { minMembers: 600 }, { minMembers: 100, maxMembers: 900, verified: true }]) {
                const filters: CommunityFilters = { q, category, location, minRating, sort, ...rest };
                const expected = made
                  .filter((c) => matches(c, filters))
                  .sort(sort === "rating" ? byRating : recommended)
                  .map((c) => c.id);
                for (const page of pages) {
                  const want = { total: expected.length, ids: expected.slice(page.offset, page.offset + page.limit) };
                  for (const plan of [undefined, "walk", "seek", "city"] as const) {
                    for (const categoryCheck of [undefined, "list", "probe"] as const) {
                      for (const ownerCheck of [undefined, "list", "probe"] as const) {
                        const result = searchCommunities(filters, page, { plan, categoryCheck, ownerCheck });
                        expect(
                          { total: result.total, ids: result.items.map((c) => c.id) },
                          JSON.stringify({ filters, page, plan, categoryCheck, ownerCheck }),
                        ).toEqual(want);
                      }
                    }
                  }
                }
                if (expected.length > 1) checked++;
              }
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(150); // not a vacuous comparison of empty results
  }, 120_000); // thousands of queries: a loaded CI machine takes 30-50 s (a correctness test, not a timed one)

  it("shows the rating and count, null with no reviews, and lists the unrated last", () => {
    makeAll(12);
    const { items } = searchCommunities({ sort: "rating" }, { limit: 100, offset: 0 });
    const ratings = items.map((c) => c.rating);
    expect(ratings[0]).toBe(5);
    expect(ratings.at(-1)).toBeNull();
    const firstUnrated = ratings.indexOf(null);
    expect(ratings.slice(firstUnrated).every((r) => r === null)).toBe(true);
    expect(items.find((c) => c.rating === null)?.review_count).toBe(0);
  });

  it("never lets an unrated community pass a minimum, even the lowest", () => {
    const made = makeAll(24);
    const { items, total } = searchCommunities({ minRating: 1 }, { limit: 100, offset: 0 });
    const rated = made.filter((c) => c.ownerStatus === "APPROVED" && c.rating !== null);
    expect(total).toBe(rated.length);
    expect(items.every((c) => c.rating !== null && c.review_count > 0)).toBe(true);
  });

  it("counts a filter set once for both orders (the order is not in the count's key)", () => {
    makeAll(24);
    const a = searchCommunities({ minRating: 4, verified: true }, { limit: 3, offset: 0 });
    const b = searchCommunities({ minRating: 4, verified: true, sort: "rating" }, { limit: 3, offset: 0 });
    expect(b.total).toBe(a.total);
    expect(new Set(b.items.map((c) => c.id))).not.toEqual(new Set(a.items.map((c) => c.id)));
  });
});
