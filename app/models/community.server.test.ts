import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { communities, communityCategories, publicDataVersion as dataVersionTable, users } from "../../db/schema";
import { db } from "~/lib/server/db.server";
import { siteUrl } from "~/lib/server/env.server";
import { CATEGORIES, type Category } from "~/utils/enums";
import {
  getCommunityFor,
  getPublicCommunity,
  listCommunitiesForAdmin,
  listHomePreview,
  selectPage,
  type CommunityFilters,
} from "./community.server";
import { makeAdmin } from "../../tests/factories";
import { searchCommunities } from "./community-search.server";
import { clearCountCache } from "./count-cache.server";
import { planOf, recordStatements } from "../../tests/statements";

/*
 * Integration tests on the real SQLite file (a fresh migrated copy per test), so the
 * FTS5 trigram index and its triggers are exercised exactly as in production.
 */

// Every test starts with an empty count cache (each test also has its own database).
beforeEach(() => {
  clearCountCache();
});

let seq = 0;
const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2025, 0, 31, 12);

type CommunityInput = {
  name?: string;
  description?: string;
  categories?: Category[];
  location?: string | null;
  memberCount?: number;
  isVerified?: boolean;
  /** Days before NOW. */
  daysAgo?: number;
  logoUrl?: string | null;
  ownerStatus?: "PENDING" | "APPROVED" | "REJECTED";
};

/** A community with its own owner (one community per owner). */
function makeCommunity(input: CommunityInput = {}) {
  seq += 1;
  const owner = db
    .insert(users)
    .values({
      username: `owner${seq}`,
      fullname: `Owner ${seq}`,
      email: `owner${seq}@example.id`,
      phone: `0812000000${String(seq).padStart(2, "0")}`,
      passwordHash: "not-a-real-hash",
      role: "COMMUNITY_OWNER",
      approvalStatus: input.ownerStatus ?? "APPROVED",
    })
    .returning()
    .get();
  const community = db
    .insert(communities)
    .values({
      ownerId: owner.id,
      name: input.name ?? `Komunitas ${seq}`,
      description: input.description ?? "Tempat berkumpul dan berbagi cerita.",
      location: input.location === undefined ? "Jakarta" : input.location,
      ...(input.memberCount === undefined ? {} : { memberCount: input.memberCount }),
      isVerified: input.isVerified ?? false,
      logoUrl: input.logoUrl ?? null,
      demographics: { age_range: "25-34", gender_ratio: "50% female / 50% male", interests: ["ngopi"] },
      platforms: [{ type: "WHATSAPP", url: "https://chat.whatsapp.com/abc" }],
      socialLinks: { instagram: "https://instagram.com/komunitas" },
      createdAt: new Date(NOW - (input.daysAgo ?? 0) * DAY),
    })
    .returning()
    .get();
  (input.categories ?? ["OTHER"]).forEach((category, position) => {
    db.insert(communityCategories).values({ communityId: community.id, category, position }).run();
  });
  return { owner, community };
}

const ALL = { limit: 100, offset: 0 };

function names(filters: CommunityFilters, page = ALL): string[] {
  return searchCommunities(filters, page).items.map((c) => c.name);
}

describe("searchCommunities: text search", () => {
  it("matches a case-insensitive substring of the name or the description", () => {
    makeCommunity({ name: "Pecinta kopi Nusantara" });
    makeCommunity({ name: "Tongkrongan Komunitas" });
    makeCommunity({ name: "Klub Lari", description: "Lari pagi lalu NGOPI bareng di Senayan." });
    makeCommunity({ name: "Gowes Jogja", description: "Bersepeda tiap Minggu." });

    expect(names({ q: "KOPI" })).toEqual(["Pecinta kopi Nusantara"]);
    expect(names({ q: "ongkro" })).toEqual(["Tongkrongan Komunitas"]);
    // Across a word boundary, in the middle of words.
    expect(names({ q: "gan kom" })).toEqual(["Tongkrongan Komunitas"]);
    // Only a real substring matches: "ngkom" is not in "Tongkrongan Komunitas".
    expect(names({ q: "ngkom" })).toEqual([]);
    expect(names({ q: "ngopi" })).toEqual(["Klub Lari"]);
    expect(names({ q: "senaYAN" })).toEqual(["Klub Lari"]);
    expect(names({ q: "tidak ada" })).toEqual([]);
  });

  it("folds the case of accented letters too (3+ characters, trigram index)", () => {
    makeCommunity({ name: "Kafé Kita", description: "Ngopi santai." });
    expect(names({ q: "KAFÉ" })).toEqual(["Kafé Kita"]);
  });

  it("serves 1-2 character queries with LIKE, case-insensitively", () => {
    makeCommunity({ name: "Ojol Driver Medan", description: "Sesama pengemudi." });
    makeCommunity({ name: "Gowes Jogja", description: "Bersepeda." });
    expect(names({ q: "JO" }).sort()).toEqual(["Gowes Jogja", "Ojol Driver Medan"]);
    expect(names({ q: "oj" })).toEqual(["Ojol Driver Medan"]);
    expect(names({ q: "X" })).toEqual([]);
    expect(names({ q: "d" })).toContain("Ojol Driver Medan");
    expect(names({ q: "D" })).toContain("Ojol Driver Medan");
  });

  it('treats %, _ and " as plain characters, never as wildcards or syntax', () => {
    makeCommunity({ name: "Diskon 50% Club", description: "Promo tiap hari." });
    makeCommunity({ name: "snake_case Coders", description: "Python." });
    makeCommunity({ name: 'Klub "Buku" Malam', description: "Membaca." });
    makeCommunity({ name: "Komunitas Biasa", description: "Tanpa simbol apa pun, 50 anggota." });

    // Short queries (LIKE path).
    expect(names({ q: "%" })).toEqual(["Diskon 50% Club"]);
    expect(names({ q: "_" })).toEqual(["snake_case Coders"]);
    expect(names({ q: '"' })).toEqual(['Klub "Buku" Malam']);
    expect(names({ q: "0%" })).toEqual(["Diskon 50% Club"]);
    expect(names({ q: "\\" })).toEqual([]);
    // Long queries (FTS5 path): quotes and operators are part of the phrase.
    expect(names({ q: "50% c" })).toEqual(["Diskon 50% Club"]);
    expect(names({ q: "e_c" })).toEqual(["snake_case Coders"]);
    expect(names({ q: '"Buku"' })).toEqual(['Klub "Buku" Malam']);
    expect(names({ q: '"' + '"' + '"' })).toEqual([]);
    expect(names({ q: "Klub OR Komunitas" })).toEqual([]);
    expect(names({ q: "bu*" })).toEqual([]);
    expect(names({ q: "NEAR(a b)" })).toEqual([]);
    // Control characters (a NUL would break the FTS5 parser) are ignored.
    expect(names({ q: "\u0000Diskon\u0000" })).toEqual(["Diskon 50% Club"]);
    expect(names({ q: "\u0000\u0000\u0000" }).length).toBe(4);
  });

  it("follows renames through the FTS triggers", () => {
    const { community } = makeCommunity({ name: "Nama Lama" });
    db.update(communities).set({ name: "Nama Baru" }).where(eq(communities.id, community.id)).run();
    expect(names({ q: "lama" })).toEqual([]);
    expect(names({ q: "baru" })).toEqual(["Nama Baru"]);
  });
});

describe("searchCommunities: filters", () => {
  it("finds a community under each of its categories", () => {
    makeCommunity({ name: "Multi", categories: ["TECHNOLOGY", "EDUCATION", "GAMING"] });
    makeCommunity({ name: "Tech only", categories: ["TECHNOLOGY"] });
    makeCommunity({ name: "Food only", categories: ["FOOD_BEVERAGE"] });
    expect(names({ category: "TECHNOLOGY" }).sort()).toEqual(["Multi", "Tech only"]);
    expect(names({ category: "EDUCATION" })).toEqual(["Multi"]);
    expect(names({ category: "GAMING" })).toEqual(["Multi"]);
    expect(names({ category: "BEAUTY" })).toEqual([]);
    expect(searchCommunities({ category: "TECHNOLOGY" }, ALL).total).toBe(2);
    expect(searchCommunities({ category: "GAMING" }, ALL).total).toBe(1);
    // One row per community, however many categories it has.
    expect(searchCommunities({}, ALL).total).toBe(3);
  });

  it("filters by location", () => {
    makeCommunity({ name: "A", location: "Bandung" });
    makeCommunity({ name: "B", location: "Jakarta" });
    makeCommunity({ name: "C", location: null });
    expect(names({ location: "Bandung" })).toEqual(["A"]);
    expect(names({ location: "Surabaya" })).toEqual([]);
  });

  it("keeps only verified communities when asked", () => {
    makeCommunity({ name: "Verified", isVerified: true });
    makeCommunity({ name: "Pending", isVerified: false });
    expect(names({ verified: true })).toEqual(["Verified"]);
    expect(names({ verified: false }).sort()).toEqual(["Pending", "Verified"]);
  });

  it("includes both bounds of the member range", () => {
    makeCommunity({ name: "499", memberCount: 499 });
    makeCommunity({ name: "500", memberCount: 500 });
    makeCommunity({ name: "750", memberCount: 750 });
    makeCommunity({ name: "1000", memberCount: 1000 });
    makeCommunity({ name: "1001", memberCount: 1001 });
    expect(names({ minMembers: 500, maxMembers: 1000 }).sort()).toEqual(["1000", "500", "750"]);
    expect(names({ minMembers: 1000 }).sort()).toEqual(["1000", "1001"]);
    expect(names({ maxMembers: 500 }).sort()).toEqual(["499", "500"]);
    expect(names({ minMembers: 500, maxMembers: 500 })).toEqual(["500"]);
  });

  it("counts a community without a member count as 0", () => {
    makeCommunity({ name: "No count" }); // member_count left to its default
    makeCommunity({ name: "Big", memberCount: 5000 });
    expect(getPublicCommunity(searchCommunities({ q: "No count" }, ALL).items[0].id)?.member_count).toBe(0);
    expect(names({ minMembers: 0 }).sort()).toEqual(["Big", "No count"]);
    expect(names({ minMembers: 0, maxMembers: 0 })).toEqual(["No count"]);
    expect(names({ minMembers: 1 })).toEqual(["Big"]);
  });

  it("combines every filter with AND", () => {
    makeCommunity({
      name: "Kopi Bandung",
      categories: ["FOOD_BEVERAGE", "LIFESTYLE"],
      location: "Bandung",
      memberCount: 2000,
      isVerified: true,
    });
    makeCommunity({ name: "Kopi Bandung Kecil", categories: ["FOOD_BEVERAGE"], location: "Bandung", memberCount: 100, isVerified: true });
    makeCommunity({ name: "Kopi Bandung Baru", categories: ["FOOD_BEVERAGE"], location: "Bandung", memberCount: 2000, isVerified: false });
    makeCommunity({ name: "Kopi Jakarta", categories: ["FOOD_BEVERAGE"], location: "Jakarta", memberCount: 2000, isVerified: true });
    makeCommunity({ name: "Teh Bandung", categories: ["FOOD_BEVERAGE"], location: "Bandung", memberCount: 2000, isVerified: true });
    makeCommunity({ name: "Kopi Bandung Gamer", categories: ["GAMING"], location: "Bandung", memberCount: 2000, isVerified: true });
    const filters: CommunityFilters = {
      q: "kopi",
      category: "FOOD_BEVERAGE",
      location: "Bandung",
      verified: true,
      minMembers: 500,
      maxMembers: 5000,
    };
    expect(names(filters)).toEqual(["Kopi Bandung"]);
    expect(searchCommunities(filters, ALL).total).toBe(1);
    // A short query combines too.
    expect(names({ ...filters, q: "ko" })).toEqual(["Kopi Bandung"]);
  });
});

describe("searchCommunities: order and paging", () => {
  it("orders Recommended: verified first, then member count, then newest", () => {
    makeCommunity({ name: "unverified huge", memberCount: 90000, isVerified: false, daysAgo: 1 });
    makeCommunity({ name: "verified small", memberCount: 100, isVerified: true, daysAgo: 1 });
    makeCommunity({ name: "verified big old", memberCount: 5000, isVerified: true, daysAgo: 30 });
    makeCommunity({ name: "verified big new", memberCount: 5000, isVerified: true, daysAgo: 2 });
    makeCommunity({ name: "unverified small", memberCount: 10, isVerified: false, daysAgo: 1 });
    expect(names({})).toEqual(["verified big new", "verified big old", "verified small", "unverified huge", "unverified small"]);
  });

  it("breaks full ties by the higher id, so pages never overlap", () => {
    const first = makeCommunity({ name: "twin 1", memberCount: 10, daysAgo: 3 });
    const second = makeCommunity({ name: "twin 2", memberCount: 10, daysAgo: 3 });
    expect(second.community.id).toBeGreaterThan(first.community.id);
    expect(names({})).toEqual(["twin 2", "twin 1"]);
  });

  it("pages with limit and offset; the total ignores paging", () => {
    for (let i = 1; i <= 7; i++) makeCommunity({ name: `C${i}`, memberCount: i * 100 });
    const all = names({});
    expect(all).toEqual(["C7", "C6", "C5", "C4", "C3", "C2", "C1"]);
    const page1 = searchCommunities({}, { limit: 3, offset: 0 });
    const page2 = searchCommunities({}, { limit: 3, offset: 3 });
    const page3 = searchCommunities({}, { limit: 3, offset: 6 });
    expect(page1.items.map((c) => c.name)).toEqual(["C7", "C6", "C5"]);
    expect(page2.items.map((c) => c.name)).toEqual(["C4", "C3", "C2"]);
    expect(page3.items.map((c) => c.name)).toEqual(["C1"]);
    for (const page of [page1, page2, page3]) expect(page.total).toBe(7);
    const past = searchCommunities({}, { limit: 3, offset: 30 });
    expect(past).toEqual({ items: [], total: 7 });
    const filtered = searchCommunities({ minMembers: 300 }, { limit: 2, offset: 2 });
    expect(filtered.total).toBe(5);
    expect(filtered.items.map((c) => c.name)).toEqual(["C5", "C4"]);
  });

  it("returns each community's categories in the owner's order", () => {
    makeCommunity({ name: "Ordered", categories: ["TRAVEL", "ARTS", "BUSINESS"] });
    makeCommunity({ name: "Single", categories: ["GAMING"] });
    const byName = Object.fromEntries(searchCommunities({}, ALL).items.map((c) => [c.name, c.category]));
    expect(byName).toEqual({ Ordered: ["TRAVEL", "ARTS", "BUSINESS"], Single: ["GAMING"] });
  });

  it("answers an empty database with nothing", () => {
    expect(searchCommunities({}, ALL)).toEqual({ items: [], total: 0 });
  });
});

describe("getPublicCommunity", () => {
  it("is the public view: API fields, no owner e-mail or phone", () => {
    const { owner, community } = makeCommunity({
      name: "Jakarta JS",
      categories: ["TECHNOLOGY", "EDUCATION"],
      memberCount: 12500,
      isVerified: true,
      logoUrl: "https://example.id/logo.png",
    });
    const view = getPublicCommunity(community.id)!;
    expect(view).toEqual({
      id: community.id,
      owner_id: owner.id,
      name: "Jakarta JS",
      description: "Tempat berkumpul dan berbagi cerita.",
      category: ["TECHNOLOGY", "EDUCATION"],
      location: "Jakarta",
      is_online: true,
      member_count: 12500,
      demographics: { age_range: "25-34", gender_ratio: "50% female / 50% male", interests: ["ngopi"] },
      platforms: [{ type: "WHATSAPP", url: "https://chat.whatsapp.com/abc" }],
      social_links: { instagram: "https://instagram.com/komunitas" },
      logo_url: "https://example.id/logo.png",
      is_verified: true,
      rating: null,
      review_count: 0,
      created_at: new Date(NOW).toISOString(),
      packages_count: 0,
      public_url: `${siteUrl()}/c/${community.id}-jakarta-js`,
    });
    expect(view).not.toHaveProperty("owner_email");
    expect(view).not.toHaveProperty("owner_phone");
    const text = JSON.stringify(view);
    expect(text).not.toContain(owner.email);
    expect(text).not.toContain(owner.phone);
    expect(text).not.toContain("hash");
  });

  it("is undefined for a missing id", () => {
    expect(getPublicCommunity(999_999)).toBeUndefined();
  });

  it("gives defaults for sparse JSON columns", () => {
    const { community } = makeCommunity();
    db.update(communities).set({ demographics: {}, platforms: [] }).where(eq(communities.id, community.id)).run();
    const view = getPublicCommunity(community.id)!;
    expect(view.demographics).toEqual({ age_range: null, gender_ratio: null, interests: [] });
    expect(view.platforms).toEqual([]);
  });
});

describe("getCommunityFor (GET /api/communities/{id})", () => {
  const ADMIN = { id: 999_999, role: "ADMIN" as const };

  it("gives the owner and the admin the owner's phone and e-mail, and nobody else", () => {
    const { owner, community } = makeCommunity({ name: "Jakarta JS" });
    const other = makeCommunity({ name: "Bandung JS" }).owner;
    for (const viewer of [owner, ADMIN]) {
      const view = getCommunityFor(viewer, community.id);
      expect(view).toMatchObject({ name: "Jakarta JS", owner_phone: owner.phone, owner_email: owner.email });
    }
    for (const viewer of [null, other, { id: 7_777, role: "ADVERTISER" as const }]) {
      const view = getCommunityFor(viewer, community.id)!;
      expect(view).toEqual(getPublicCommunity(community.id));
      expect(JSON.stringify(view)).not.toContain(owner.email);
      expect(view).not.toHaveProperty("owner_phone");
      expect(view).not.toHaveProperty("owner_email");
    }
  });

  it("shows a pending owner's community only to its owner and the admin", () => {
    const { owner, community } = makeCommunity({ name: "Komunitas Baru", ownerStatus: "PENDING" });
    const other = makeCommunity().owner;
    expect(getCommunityFor(owner, community.id)).toMatchObject({ owner_email: owner.email });
    expect(getCommunityFor(ADMIN, community.id)).toMatchObject({ owner_email: owner.email });
    expect(getCommunityFor(other, community.id)).toBeUndefined();
    expect(getCommunityFor(null, community.id)).toBeUndefined();
    expect(getCommunityFor(ADMIN, 123_456)).toBeUndefined();
  });
});

describe("listHomePreview", () => {
  it("returns at most 3 verified communities in the Recommended order", () => {
    makeCommunity({ name: "unverified giant", memberCount: 1_000_000 });
    makeCommunity({ name: "v1", memberCount: 100, isVerified: true });
    makeCommunity({ name: "v2", memberCount: 400, isVerified: true });
    makeCommunity({ name: "v3", memberCount: 300, isVerified: true });
    makeCommunity({ name: "v4", memberCount: 200, isVerified: true });
    const preview = listHomePreview();
    expect(preview.map((c) => c.name)).toEqual(["v2", "v3", "v4"]);
    expect(preview.every((c) => c.is_verified)).toBe(true);
  });

  it("returns fewer when fewer are verified, and none when none are", () => {
    makeCommunity({ name: "pending", memberCount: 100 });
    expect(listHomePreview()).toEqual([]);
    makeCommunity({ name: "only one", isVerified: true });
    expect(listHomePreview().map((c) => c.name)).toEqual(["only one"]);
  });
});

describe("query plans", () => {
  it("walking the Recommended index and seeking then sorting give the same pages", () => {
    const categories: Category[][] = [["TECHNOLOGY"], ["ARTS", "TECHNOLOGY"], ["FOOD_BEVERAGE"], ["ARTS"]];
    for (let i = 0; i < 40; i++) {
      makeCommunity({
        name: `Komunitas ${i} ${i % 3 ? "Kopi" : "Teh"}`,
        categories: categories[i % categories.length],
        location: ["Jakarta", "Bandung", "Medan", null][i % 4],
        memberCount: (i * 137) % 1200,
        isVerified: i % 3 === 0,
        daysAgo: i % 5,
      });
    }
    const cases: CommunityFilters[] = [
      {},
      { q: "kopi" },
      { q: "ko" },
      { category: "TECHNOLOGY" },
      { category: "TECHNOLOGY", location: "Bandung" },
      { verified: true },
      { minMembers: 200 },
      { maxMembers: 500 },
      { minMembers: 100, maxMembers: 700, verified: true },
      { minMembers: 300, category: "ARTS", location: "Jakarta" },
      { q: "teh", category: "ARTS", verified: true },
      { location: "Jakarta", verified: true },
      { location: "Bandung", category: "TECHNOLOGY", minMembers: 100, verified: true },
      { location: "Medan", minRating: 1 },
      { q: "kopi", location: "Jakarta" },
    ];
    for (const filters of cases) {
      for (const page of [
        { limit: 7, offset: 0 },
        { limit: 7, offset: 5 },
        { limit: 100, offset: 0 },
      ]) {
        const ids = (plan?: "walk" | "seek" | "city", categoryCheck?: "list" | "probe", ownerCheck?: "list" | "probe") => {
          const result = searchCommunities(filters, page, { plan, categoryCheck, ownerCheck });
          return { total: result.total, ids: result.items.map((c) => c.id) };
        };
        const auto = ids();
        for (const plan of ["walk", "seek", "city"] as const) {
          for (const check of [undefined, "list", "probe"] as const) {
            for (const owners of [undefined, "list", "probe"] as const) {
              expect(ids(plan, check, owners), JSON.stringify({ filters, page, plan, check, owners })).toEqual(auto);
            }
          }
        }
      }
    }
    // The filters really filter (not a vacuous comparison of empty pages).
    expect(searchCommunities({ category: "TECHNOLOGY", location: "Bandung" }, ALL).total).toBeGreaterThan(0);
    expect(searchCommunities({ minMembers: 100, maxMembers: 700, verified: true }, ALL).total).toBeGreaterThan(0);
  });
});

describe("a page without filters", () => {
  it("is one statement per order and owner check, walking its index to the limit, its categories computed for its rows only", () => {
    makeCommunity({ name: "Ordered", categories: ["TRAVEL", "ARTS", "BUSINESS"], memberCount: 500, isVerified: true });
    makeCommunity({ name: "Single", categories: ["GAMING"], memberCount: 10 });
    for (const sort of [undefined, "rating"] as const) {
      for (const ownerCheck of ["list", "probe"] as const) {
        const statements = recordStatements(() => {
          const page = searchCommunities({ sort }, { limit: 20, offset: 0 }, { ownerCheck });
          expect(page.items.map((c) => [c.name, c.category])).toEqual([
            ["Ordered", ["TRAVEL", "ARTS", "BUSINESS"]],
            ["Single", ["GAMING"]],
          ]);
        });
        const pages = statements.filter((st) => /from "communities"/i.test(st.sql) && /limit 20/i.test(st.sql));
        expect(pages, JSON.stringify({ sort, ownerCheck })).toHaveLength(1);
        expect(statements.some((st) => /^select "community_id", "category" from "community_categories"/i.test(st.sql))).toBe(false);
        const plan = planOf(pages[0]);
        expect(plan, plan).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
        expect(plan, plan).toMatch(/CORRELATED SCALAR SUBQUERY/);
      }
    }
    // Any order it does not know is the Recommended one, as before it was prepared.
    const recommended = selectPage(undefined, 20, 0);
    expect(selectPage(undefined, 20, 0, "members" as never)).toEqual(recommended);
  });
});

describe("searchCommunities: totals and the count cache", () => {
  const version = () => db.select().from(dataVersionTable).where(eq(dataVersionTable.id, 1)).get()!.version;
  const setVersion = (v: number) => db.update(dataVersionTable).set({ version: v }).where(eq(dataVersionTable.id, 1)).run();
  const total = (filters: CommunityFilters) => searchCommunities(filters, ALL).total;

  it("counts and pages every shape of filter set like a plain filter over all communities", () => {
    const cities = ["Jakarta", "Bandung", "Medan", null];
    const made = Array.from({ length: 48 }, (_, i) => {
      const input = {
        name: `Komunitas ${i} ${["Kopi", "Teh", "Kopi Susu", "Lari"][i % 4]}`,
        description: i % 5 === 0 ? "Ngopi bareng tiap minggu." : "Tempat berkumpul.",
        categories: [CATEGORIES[i % 3], ...(i % 4 === 0 ? [CATEGORIES[3]] : [])] as Category[],
        location: cities[i % cities.length],
        memberCount: (i * 211) % 1500,
        isVerified: i % 3 !== 1,
        daysAgo: i % 7,
        // Some owners are not (or not yet) APPROVED: their communities are never listed.
        ownerStatus: i % 5 === 2 ? ("PENDING" as const) : i % 11 === 4 ? ("REJECTED" as const) : ("APPROVED" as const),
      };
      return { ...input, id: makeCommunity(input).community.id };
    });
    const matches = (c: (typeof made)[number], f: CommunityFilters) =>
      c.ownerStatus === "APPROVED" &&
      (!f.q || `${c.name}\n${c.description}`.toLowerCase().includes(f.q.toLowerCase())) &&
      (!f.category || c.categories.includes(f.category)) &&
      (!f.location || c.location === f.location) &&
      (!f.verified || c.isVerified) &&
      (f.minMembers === undefined || c.memberCount >= f.minMembers) &&
      (f.maxMembers === undefined || c.memberCount <= f.maxMembers);
    // The Recommended order, ties broken by the newer id.
    const recommended = [...made].sort(
      (a, b) => Number(b.isVerified) - Number(a.isVerified) || b.memberCount - a.memberCount || a.daysAgo - b.daysAgo || b.id - a.id,
    );

    let checked = 0;
    for (const q of [undefined, "kopi", "ko", "ngopi"]) {
      for (const category of [undefined, CATEGORIES[0], CATEGORIES[3]]) {
        for (const location of [undefined, "Jakarta", "Medan"]) {
          for (const verified of [undefined, true]) {
            for (const range of [{}, { minMembers: 300 }, { minMembers: 100, maxMembers: 700 }]) {
              const filters: CommunityFilters = { q, category, location, verified, ...range };
              const expected = recommended.filter((c) => matches(c, filters)).map((c) => c.id);
              // The first search counts; the later ones take the total from the cache.
              for (const page of [
                { limit: 5, offset: 0 },
                { limit: 5, offset: 5 },
                { limit: 5, offset: 0 },
              ]) {
                const result = searchCommunities(filters, page);
                expect(result.total, JSON.stringify(filters)).toBe(expected.length);
                expect(
                  result.items.map((c) => c.id),
                  JSON.stringify({ filters, page }),
                ).toEqual(expected.slice(page.offset, page.offset + page.limit));
              }
              if (expected.length > 0) checked++;
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(100); // not a vacuous comparison of empty results
  });

  it("answers a repeated filter set from the cache, without counting again", () => {
    makeCommunity({ name: "Kopi Satu", categories: ["FOOD_BEVERAGE"] });
    makeCommunity({ name: "Kopi Dua", categories: ["FOOD_BEVERAGE"] });
    expect(total({ category: "FOOD_BEVERAGE" })).toBe(2);
    // A write the cache is told nothing about (the version is put back afterwards): the
    // stale total proves it was served, not counted.
    const before = version();
    makeCommunity({ name: "Kopi Tiga", categories: ["FOOD_BEVERAGE"] });
    setVersion(before);
    expect(total({ category: "FOOD_BEVERAGE" })).toBe(2);
    setVersion(before + 1);
    expect(total({ category: "FOOD_BEVERAGE" })).toBe(3);
  });

  it("gives equivalent filter sets one entry, different ones their own", () => {
    makeCommunity({ name: "Kopi Kecil", memberCount: 100, isVerified: true, location: "Bandung" });
    makeCommunity({ name: "Kopi Besar", memberCount: 900, categories: ["FOOD_BEVERAGE"] });
    makeCommunity({ name: "Teh Manis", memberCount: 500, categories: ["FOOD_BEVERAGE"] });
    const cases: [CommunityFilters, number][] = [
      [{}, 3],
      [{ q: "kopi" }, 2],
      [{ q: "kopi", verified: true }, 1],
      [{ q: "kopi", category: "FOOD_BEVERAGE" }, 1],
      [{ category: "FOOD_BEVERAGE" }, 2],
      [{ location: "Bandung" }, 1],
      [{ location: "Jakarta" }, 2],
      [{ minMembers: 500 }, 2],
      [{ maxMembers: 500 }, 2],
      [{ minMembers: 500, maxMembers: 500 }, 1],
      [{ verified: true }, 1],
    ];
    // Twice over, interleaved: every set keeps its own total.
    for (let round = 0; round < 2; round++) {
      for (const [filters, expected] of cases) expect(total(filters), JSON.stringify(filters)).toBe(expected);
    }
    // Equivalent spellings share the entry: a stale total after an unannounced write shows it.
    const before = version();
    makeCommunity({ name: "Kopi Baru", categories: ["FOOD_BEVERAGE"] });
    setVersion(before);
    expect(total({ q: "  kopi\u0000" })).toBe(2);
    expect(total({ verified: false })).toBe(3);
    expect(total({ q: "", category: undefined, location: "" })).toBe(3);
    setVersion(before + 1);
    expect(total({ q: "kopi" })).toBe(3);
    expect(total({})).toBe(4);
  });

  it("sees communities inserted, updated and deleted through Drizzle", () => {
    const a = makeCommunity({ name: "Alpha", categories: ["TECHNOLOGY"], location: "Jakarta", memberCount: 100 });
    const b = makeCommunity({ name: "Beta", categories: ["ARTS"], location: "Bandung", memberCount: 500, isVerified: true });
    const watched: CommunityFilters[] = [
      {},
      { category: "TECHNOLOGY" },
      { location: "Jakarta" },
      { category: "TECHNOLOGY", location: "Jakarta" },
      { verified: true },
      { q: "kopi" },
      { minMembers: 300 },
    ];
    const totals = () => watched.map(total);
    expect(totals()).toEqual([2, 1, 1, 1, 1, 0, 1]);

    // Insert (the community, then its category).
    const c = makeCommunity({ name: "Kopi Gamma", categories: ["TECHNOLOGY"], location: "Jakarta", memberCount: 50 });
    expect(totals()).toEqual([3, 2, 2, 2, 1, 1, 1]);

    // Update: location, verification, member count, name.
    db.update(communities).set({ location: "Bandung" }).where(eq(communities.id, a.community.id)).run();
    expect(totals()).toEqual([3, 2, 1, 1, 1, 1, 1]);
    db.update(communities).set({ isVerified: true, memberCount: 1000 }).where(eq(communities.id, a.community.id)).run();
    expect(totals()).toEqual([3, 2, 1, 1, 2, 1, 2]);
    db.update(communities).set({ name: "Gamma" }).where(eq(communities.id, c.community.id)).run();
    expect(totals()).toEqual([3, 2, 1, 1, 2, 0, 2]);

    // Delete (its categories go with it).
    db.delete(communities).where(eq(communities.id, b.community.id)).run();
    expect(totals()).toEqual([2, 2, 1, 1, 1, 0, 1]);
    db.delete(communities).where(eq(communities.id, c.community.id)).run();
    expect(totals()).toEqual([1, 1, 0, 0, 1, 0, 1]);
  });

  it("sees a community's categories added, changed and removed", () => {
    const { community } = makeCommunity({ name: "Multi", categories: ["TECHNOLOGY"], location: "Medan" });
    makeCommunity({ name: "Other", categories: ["ARTS"], location: "Medan" });
    const watched: CommunityFilters[] = [
      { category: "TECHNOLOGY" },
      { category: "ARTS" },
      { category: "GAMING" },
      { category: "ARTS", location: "Medan" },
      { category: "GAMING", q: "multi" },
    ];
    const totals = () => watched.map(total);
    expect(totals()).toEqual([1, 1, 0, 1, 0]);

    db.insert(communityCategories).values({ communityId: community.id, category: "ARTS", position: 1 }).run();
    expect(totals()).toEqual([1, 2, 0, 2, 0]);

    db.update(communityCategories)
      .set({ category: "GAMING" })
      .where(and(eq(communityCategories.communityId, community.id), eq(communityCategories.category, "TECHNOLOGY")))
      .run();
    expect(totals()).toEqual([0, 2, 1, 2, 1]);

    db.delete(communityCategories)
      .where(and(eq(communityCategories.communityId, community.id), eq(communityCategories.category, "ARTS")))
      .run();
    expect(totals()).toEqual([0, 1, 1, 1, 1]);
  });

  it("picks the same page from a cached total as from a fresh one, and none past the end", () => {
    for (let i = 0; i < 30; i++) {
      makeCommunity({
        name: `K${i}`,
        categories: [i % 2 ? "TECHNOLOGY" : "ARTS"],
        memberCount: i * 10,
        location: i % 3 ? "Jakarta" : "Medan",
      });
    }
    const filters: CommunityFilters = { category: "TECHNOLOGY", location: "Jakarta" };
    const pages = [0, 4, 8, 12].map((offset) => ({ limit: 4, offset }));
    const fresh = pages.map((page) => {
      clearCountCache();
      return searchCommunities(filters, page);
    });
    const cached = pages.map((page) => searchCommunities(filters, page));
    expect(cached).toEqual(fresh);
    expect(fresh[0].total).toBe(10);
    expect(fresh[0].items.map((c) => c.name)).toEqual(["K29", "K25", "K23", "K19"]);
    expect(fresh[3]).toEqual({ items: [], total: 10 });
  });
});

describe("public visibility: only while the owner's account is APPROVED", () => {
  const setStatus = (id: number, approvalStatus: "PENDING" | "APPROVED" | "REJECTED") =>
    db.update(users).set({ approvalStatus }).where(eq(users.id, id)).run();

  it("hides a pending or rejected owner's community from search, counts, the home preview and the public read", () => {
    const shown = makeCommunity({ name: "Kopi Terang", isVerified: true });
    const pending = makeCommunity({ name: "Kopi Tunggu", isVerified: true, ownerStatus: "PENDING" });
    const rejected = makeCommunity({ name: "Kopi Tolak", isVerified: true, ownerStatus: "REJECTED" });
    expect(names({})).toEqual(["Kopi Terang"]);
    expect(searchCommunities({ q: "kopi" }, ALL).total).toBe(1);
    expect(searchCommunities({ verified: true, category: "OTHER", location: "Jakarta" }, ALL).total).toBe(1);
    expect(listHomePreview().map((c) => c.name)).toEqual(["Kopi Terang"]);
    expect(getPublicCommunity(shown.community.id)?.name).toBe("Kopi Terang");
    expect(getPublicCommunity(pending.community.id)).toBeUndefined();
    expect(getPublicCommunity(rejected.community.id, { id: shown.owner.id, role: "COMMUNITY_OWNER" })).toBeUndefined();
  });

  it("still shows the community to its owner and the admin", () => {
    const pending = makeCommunity({ name: "Komunitas Baru", ownerStatus: "PENDING" });
    expect(getPublicCommunity(pending.community.id, pending.owner)?.name).toBe("Komunitas Baru");
    expect(getPublicCommunity(pending.community.id, { id: 999_999, role: "ADMIN" })?.name).toBe("Komunitas Baru");
  });

  it("lists the community once the owner is approved, and hides it again when the account is rejected", () => {
    const { owner, community } = makeCommunity({ name: "Pelari Pagi", ownerStatus: "PENDING" });
    expect(searchCommunities({}, ALL).total).toBe(0);
    setStatus(owner.id, "APPROVED");
    expect(searchCommunities({}, ALL).items.map((c) => c.id)).toEqual([community.id]);
    setStatus(owner.id, "REJECTED");
    expect(searchCommunities({}, ALL)).toEqual({ items: [], total: 0 });
  });
});

describe("the search planner at scale", () => {
  /*
   * 30,000 communities, 12,000 of them TECHNOLOGY, a seventh in Jakarta, most verified, each
   * with its own member count (the id): plans the planner must choose because the other
   * would read a list or rows that grow with the data (docs/decisions/031-lists-at-a-million.md).
   */
  function seed() {
    const user = db.$client.prepare(
      "INSERT INTO users (id, username, fullname, email, phone, password_hash, role, approval_status, created_at, updated_at) VALUES (?, ?, 'Owner', ?, '0812', 'x', 'COMMUNITY_OWNER', 'APPROVED', ?, ?)",
    );
    const community = db.$client.prepare(
      "INSERT INTO communities (id, owner_id, name, description, location, member_count, is_verified, created_at, updated_at) VALUES (?, ?, ?, 'Tempat berkumpul.', ?, ?, ?, ?, ?)",
    );
    const category = db.$client.prepare("INSERT INTO community_categories (community_id, category, position) VALUES (?, ?, 0)");
    const others: Category[] = ["ARTS", "GAMING", "TRAVEL"];
    db.$client.transaction(() => {
      for (let i = 1; i <= 30_000; i++) {
        const at = NOW - (i % 700) * DAY;
        user.run(100_000 + i, `scale${i}`, `scale${i}@contoh.id`, at, at);
        community.run(
          i,
          100_000 + i,
          i % 9 === 0 ? `Kopi Senja ${i}` : `Komunitas ${i}`,
          i % 7 === 0 ? "Jakarta" : i % 31 === 0 ? "Bogor" : "Medan",
          i,
          i % 10 < 7 ? 1 : 0,
          at,
          at,
        );
        category.run(i, i % 5 < 2 ? "TECHNOLOGY" : others[i % 3]);
      }
    })();
    db.$client.exec("ANALYZE");
  }

  const pageStatement = (filters: CommunityFilters, page = { limit: 12, offset: 0 }) => {
    const statements = recordStatements(() => searchCommunities(filters, page));
    const pages = statements.filter((st) => /from "communities"/i.test(st.sql) && /limit/i.test(st.sql));
    expect(pages, JSON.stringify(filters)).toHaveLength(1);
    return { sql: pages[0].sql, plan: planOf(pages[0]) };
  };

  it("walks a city's verified communities on their own index, probing the category of the few rows it visits", () => {
    seed();
    for (const filters of [
      { verified: true, location: "Jakarta", category: "TECHNOLOGY" as const },
      { verified: true, location: "Jakarta", category: "ARTS" as const, minMembers: 1_000, maxMembers: 25_000 },
      { location: "Bogor", category: "TECHNOLOGY" as const },
    ]) {
      searchCommunities(filters, { limit: 12, offset: 0 }); // counted: the page below is what a repeated search costs
      const { sql, plan } = pageStatement(filters);
      expect(plan, sql).toMatch(/^SEARCH communities USING INDEX communities_location_verified_idx \(location=\?\)$/m);
      // Sorted a member count at a time, never the whole city.
      expect(plan, sql).toMatch(/USE TEMP B-TREE FOR LAST 2 TERMS OF ORDER BY/);
      expect(plan, sql).toMatch(/community_categories EXISTS USING COVERING INDEX/);
      expect(plan, sql).not.toMatch(/LIST SUBQUERY/);
      expect(plan, sql).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
    }
  });

  it("probes the category while a walk visits fewer rows than a third of the category's list, and builds the list beyond", () => {
    seed();
    // TECHNOLOGY above 29,750 members: 100 matches, so a walk expects to visit 12 * 30,000 / 100
    // = 3,600 rows, more than the 3,000 probes of a small category but under a third of
    // TECHNOLOGY's 12,000 (status_counts).
    const few = pageStatement({ category: "TECHNOLOGY", minMembers: 29_751 });
    expect(few.plan, few.sql).toMatch(/community_categories EXISTS USING COVERING INDEX/);
    expect(few.plan, few.sql).not.toMatch(/LIST SUBQUERY/);
    // 40 matches: 9,000 rows expected, more than 4,000: the list.
    const fewer = pageStatement({ category: "TECHNOLOGY", minMembers: 29_901 });
    expect(fewer.plan, fewer.sql).toMatch(
      /LIST SUBQUERY \d+\n\s*SEARCH community_categories USING COVERING INDEX community_categories_category_idx/,
    );
    // Both give the rows of a plain query.
    for (const minMembers of [29_751, 29_901]) {
      const want = db.$client
        .prepare(
          "SELECT c.id FROM communities c JOIN community_categories cc ON cc.community_id = c.id AND cc.category = 'TECHNOLOGY' WHERE c.member_count >= ? ORDER BY c.is_verified DESC, c.member_count DESC LIMIT 12",
        )
        .pluck()
        .all(minMembers);
      expect(searchCommunities({ category: "TECHNOLOGY", minMembers }, { limit: 12, offset: 0 }).items.map((c) => c.id)).toEqual(want);
    }
  });

  it("pages the admin's search newest first through communities_fts, checking each match's filters, without listing the matches", async () => {
    seed();
    const admin = await makeAdmin();
    const plain = (where: string, page: { limit: number; offset: number }) =>
      db.$client
        .prepare(`SELECT c.id FROM communities c WHERE c.name LIKE '%kopi%' ${where} ORDER BY c.id DESC LIMIT ? OFFSET ?`)
        .pluck()
        .all(page.limit, page.offset);
    const cases: [Parameters<typeof listCommunitiesForAdmin>[1], string][] = [
      [{ q: "kopi" }, ""],
      [{ q: "kopi", verified: false }, "AND NOT c.is_verified"],
      [{ q: "kopi", category: "TECHNOLOGY" }, "AND c.id IN (SELECT community_id FROM community_categories WHERE category = 'TECHNOLOGY')"],
    ];
    for (const [filters, where] of cases) {
      for (const page of [
        { limit: 20, offset: 0 },
        { limit: 20, offset: 600 },
      ]) {
        const list = listCommunitiesForAdmin(admin, filters, page); // counted once; the second call below is the page alone
        expect(
          list.items.map((c) => c.id),
          JSON.stringify({ filters, page }),
        ).toEqual(plain(where, page));
        const statements = recordStatements(() => listCommunitiesForAdmin(admin, filters, page));
        expect(statements.filter((st) => /count\(/i.test(st.sql))).toEqual([]);
        const walk = statements.find((st) => /communities_fts/.test(st.sql));
        expect(walk, JSON.stringify(filters)).toBeDefined();
        const plan = planOf(walk!);
        expect(plan, walk!.sql).toMatch(/^SCAN communities_fts VIRTUAL TABLE/m);
        expect(plan, walk!.sql).not.toMatch(/TEMP B-TREE|LIST SUBQUERY/);
      }
    }
  });
});
