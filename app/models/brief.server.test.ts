import { describe, expect, it } from "vitest";
import { briefs } from "../../db/schema";
import { makeAdmin, makeBrief, makeCommunity, makeUser } from "../../tests/factories";
import { expectModelError } from "../../tests/model-errors";
import { planOf, recordStatements } from "../../tests/statements";
import { db } from "~/lib/server/db.server";
import { BRIEF_STATUSES, CATEGORIES, type BriefStatus } from "~/utils/enums";
import { getBriefFor, getBriefViewFor, listBriefsForOwner, listBriefsVisibleTo, toPublicBrief } from "./brief.server";

/*
 * Who sees which brief (docs/product.md, "Briefs") and the owner's Campaigns list, on a real
 * migrated SQLite file (a fresh one per test).
 */

const PAGE = { limit: 10, offset: 0 };
const DAY = 86_400_000;

async function people() {
  const advertiser = await makeUser({ role: "ADVERTISER" });
  const otherAdvertiser = await makeUser({ role: "ADVERTISER" });
  const owner = await makeUser();
  const admin = await makeAdmin();
  return { advertiser, otherAdvertiser, owner, admin };
}

/** One brief of `advertiser` in each status. */
function oneOfEach(advertiser: Awaited<ReturnType<typeof makeUser>>) {
  return Object.fromEntries(BRIEF_STATUSES.map((status) => [status, makeBrief(advertiser, { status })])) as Record<
    BriefStatus,
    ReturnType<typeof makeBrief>
  >;
}

describe("who reads a brief (getBriefFor)", () => {
  it("an owner reads ACTIVE briefs only; any other status is 'Brief not found'", async () => {
    const { advertiser, owner } = await people();
    const byStatus = oneOfEach(advertiser);
    expect(getBriefFor(owner, byStatus.ACTIVE.id).id).toBe(byStatus.ACTIVE.id);
    for (const status of ["DRAFT", "PENDING_APPROVAL", "COMPLETED", "CANCELLED"] as const) {
      await expectModelError(() => getBriefFor(owner, byStatus[status].id), "not_found", "briefNotFound");
      await expectModelError(() => getBriefViewFor(owner, byStatus[status].id), "not_found", "briefNotFound");
    }
    await expectModelError(() => getBriefFor(owner, 999_999), "not_found", "briefNotFound");
  });

  it("an advertiser reads its own briefs in every status, never another's", async () => {
    const { advertiser, otherAdvertiser } = await people();
    const mine = oneOfEach(advertiser);
    for (const brief of Object.values(mine)) expect(getBriefFor(advertiser, brief.id).id).toBe(brief.id);
    await expectModelError(() => getBriefFor(otherAdvertiser, mine.ACTIVE.id), "not_found", "briefNotFound");
    await expectModelError(() => getBriefFor(otherAdvertiser, mine.DRAFT.id), "not_found", "briefNotFound");
  });

  it("the admin reads every brief; a visitor none", async () => {
    const { advertiser, admin } = await people();
    const byStatus = oneOfEach(advertiser);
    for (const brief of Object.values(byStatus)) expect(getBriefFor(admin, brief.id).id).toBe(brief.id);
    await expectModelError(() => getBriefFor(null, byStatus.ACTIVE.id), "unauthenticated");
  });

  it("an owner never gets the contact phone or the admin's notes; the admin and the advertiser do", async () => {
    const { advertiser, owner, admin } = await people();
    const brief = makeBrief(advertiser, { contactPhone: "081377788899", adminNotes: "Approved. Budget is clear." });
    expect(getBriefFor(owner, brief.id)).toMatchObject({ contactPhone: null, adminNotes: null, advertiserPhone: null });
    expect(getBriefFor(advertiser, brief.id)).toMatchObject({
      contactPhone: "081377788899",
      adminNotes: "Approved. Budget is clear.",
      advertiserPhone: null,
    });
    expect(getBriefFor(admin, brief.id)).toMatchObject({ contactPhone: "081377788899", advertiserPhone: advertiser.phone });
  });
});

describe("toPublicBrief", () => {
  it("is snake_case with the brief's fields; advertiser_phone for the admin only", async () => {
    const { advertiser, owner, admin } = await people();
    const brief = makeBrief(advertiser, { title: "Workshop QRIS untuk Developer", contactPhone: "081377788899" });
    const forOwner = toPublicBrief(getBriefFor(owner, brief.id), owner);
    expect(forOwner).toMatchObject({
      id: brief.id,
      advertiser_id: advertiser.id,
      title: "Workshop QRIS untuk Developer",
      company_name: brief.companyName,
      target_category: "TECHNOLOGY",
      campaign_category: "ONLINE",
      budget_min: 1_000_000,
      budget_max: 5_000_000,
      timeline_start: brief.timelineStart,
      timeline_end: brief.timelineEnd,
      requirements: { age_range: ["18-24 years"], gender: "any", min_followers: 500, location: "Jakarta" },
      status: "ACTIVE",
      contact_phone: null,
      admin_notes: null,
    });
    expect(forOwner).not.toHaveProperty("advertiser_phone");
    expect(forOwner.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const forAdmin = toPublicBrief(getBriefFor(admin, brief.id), admin);
    expect(forAdmin).toMatchObject({ advertiser_phone: advertiser.phone, contact_phone: "081377788899" });
    const forAdvertiser = toPublicBrief(getBriefFor(advertiser, brief.id), advertiser);
    expect(forAdvertiser.contact_phone).toBe("081377788899");
    expect(forAdvertiser).not.toHaveProperty("advertiser_phone");
  });
});

describe("the owner's Campaigns (listBriefsForOwner)", () => {
  it("matching = ACTIVE briefs in one of the community's categories; all = every ACTIVE brief; both counted", async () => {
    const { advertiser, owner } = await people();
    makeCommunity(owner, { categories: ["TECHNOLOGY", "EDUCATION"] });
    const tech = makeBrief(advertiser, { targetCategory: "TECHNOLOGY", createdAt: new Date(Date.now() - 3 * DAY) });
    const edu = makeBrief(advertiser, { targetCategory: "EDUCATION", createdAt: new Date(Date.now() - 2 * DAY) });
    const food = makeBrief(advertiser, { targetCategory: "FOOD_BEVERAGE", createdAt: new Date(Date.now() - DAY) });
    makeBrief(advertiser, { targetCategory: "TECHNOLOGY", status: "DRAFT" });
    makeBrief(advertiser, { targetCategory: "EDUCATION", status: "COMPLETED" });
    makeBrief(advertiser, { targetCategory: "FOOD_BEVERAGE", status: "PENDING_APPROVAL" });

    const matching = listBriefsForOwner(owner, { tab: "matching" }, PAGE);
    expect(matching.items.map((b) => b.id)).toEqual([edu.id, tech.id]); // newest first
    expect(matching.total).toBe(2);
    expect(matching.counts).toEqual({ matching: 2, all: 3 });

    const all = listBriefsForOwner(owner, { tab: "all" }, PAGE);
    expect(all.items.map((b) => b.id)).toEqual([food.id, edu.id, tech.id]);
    expect(all.items.every((b) => b.status === "ACTIVE")).toBe(true);
    expect(all.total).toBe(3);
    expect(all.counts).toEqual({ matching: 2, all: 3 });
  });

  it("a category narrows both tabs and both counts", async () => {
    const { advertiser, owner } = await people();
    makeCommunity(owner, { categories: ["TECHNOLOGY", "EDUCATION"] });
    makeBrief(advertiser, { targetCategory: "TECHNOLOGY" });
    makeBrief(advertiser, { targetCategory: "TECHNOLOGY" });
    makeBrief(advertiser, { targetCategory: "EDUCATION" });
    const food = makeBrief(advertiser, { targetCategory: "FOOD_BEVERAGE" });

    expect(listBriefsForOwner(owner, { tab: "matching", category: "TECHNOLOGY" }, PAGE)).toMatchObject({
      total: 2,
      counts: { matching: 2, all: 2 },
    });
    // A category outside the community: nothing matches, though All has it.
    const outside = listBriefsForOwner(owner, { tab: "matching", category: "FOOD_BEVERAGE" }, PAGE);
    expect(outside).toMatchObject({ items: [], total: 0, counts: { matching: 0, all: 1 } });
    const allFood = listBriefsForOwner(owner, { tab: "all", category: "FOOD_BEVERAGE" }, PAGE);
    expect(allFood.items.map((b) => b.id)).toEqual([food.id]);
    expect(listBriefsForOwner(owner, { tab: "all", category: "GAMING" }, PAGE)).toMatchObject({
      items: [],
      total: 0,
      counts: { matching: 0, all: 0 },
    });
  });

  it("without a community nothing matches (count 0), and All still lists every ACTIVE brief", async () => {
    const { advertiser, owner } = await people();
    makeBrief(advertiser, { targetCategory: "TECHNOLOGY" });
    makeBrief(advertiser, { targetCategory: "OTHER" });
    expect(listBriefsForOwner(owner, { tab: "matching" }, PAGE)).toEqual({ items: [], total: 0, counts: { matching: 0, all: 2 } });
    expect(listBriefsForOwner(owner, { tab: "all" }, PAGE)).toMatchObject({ total: 2, counts: { matching: 0, all: 2 } });
  });

  it("pages in SQL: limit and offset over the newest-first order, ties broken by id", async () => {
    const { advertiser, owner } = await people();
    makeCommunity(owner, { categories: ["TECHNOLOGY"] });
    const at = new Date(Date.now() - DAY);
    const made = Array.from({ length: 7 }, (_, i) =>
      makeBrief(advertiser, { targetCategory: i % 2 ? "TECHNOLOGY" : "SPORTS", createdAt: i < 3 ? at : new Date(at.getTime() + i * 1000) }),
    );
    const expected = [...made].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id).map((b) => b.id);
    const pages = [0, 3, 6].map((offset) => listBriefsForOwner(owner, { tab: "all" }, { limit: 3, offset }));
    expect(pages.flatMap((p) => p.items.map((b) => b.id))).toEqual(expected);
    expect(pages.map((p) => p.total)).toEqual([7, 7, 7]);
    expect(listBriefsForOwner(owner, { tab: "all" }, { limit: 3, offset: 9 })).toMatchObject({ items: [], total: 7 });
  });

  it("only a community owner has Campaigns", async () => {
    const { advertiser, admin } = await people();
    await expectModelError(() => listBriefsForOwner(advertiser, { tab: "all" }, PAGE), "forbidden", "wrongRole");
    await expectModelError(() => listBriefsForOwner(admin, { tab: "all" }, PAGE), "forbidden", "wrongRole");
    await expectModelError(() => listBriefsForOwner(null, { tab: "all" }, PAGE), "unauthenticated");
  });

  it("over 20,000 briefs, it reads its pages from briefs_status_category_idx without a table scan, and its counts from status_counts", async () => {
    const { advertiser, owner } = await people();
    makeCommunity(owner, { categories: ["TECHNOLOGY", "EDUCATION", "GAMING"] });
    const statuses: BriefStatus[] = ["ACTIVE", "ACTIVE", "ACTIVE", "DRAFT", "COMPLETED", "CANCELLED", "PENDING_APPROVAL"];
    const insert = db.$client.prepare(
      "INSERT INTO briefs (advertiser_id, title, company_name, description, target_category, status, created_at, updated_at) VALUES (?, ?, 'PT Maju', ?, ?, ?, ?, ?)",
    );
    const start = Date.now() - 400 * DAY;
    db.$client.transaction(() => {
      for (let i = 0; i < 21_000; i++) {
        const at = start + i * 60_000;
        insert.run(
          advertiser.id,
          `Kampanye ${i}`,
          "Deskripsi kampanye yang cukup panjang untuk diuji.",
          CATEGORIES[i % 15],
          statuses[i % 7],
          at,
          at,
        );
      }
    })();
    db.$client.exec("ANALYZE");

    const statements = recordStatements(() => {
      listBriefsForOwner(owner, { tab: "matching" }, { limit: 10, offset: 0 });
      listBriefsForOwner(owner, { tab: "all" }, { limit: 10, offset: 100 });
      listBriefsForOwner(owner, { tab: "all", category: "GAMING" }, { limit: 10, offset: 0 });
    });
    const onBriefs = statements.filter((s) => /from "briefs"/i.test(s.sql));
    // One page per call; the counts are lookups in status_counts (kept by triggers).
    expect(onBriefs.length).toBe(3);
    expect(statements.filter((s) => /from "status_counts"/i.test(s.sql))).toHaveLength(3);
    for (const statement of onBriefs) {
      const plan = planOf(statement);
      expect(plan, statement.sql).not.toMatch(/\bSCAN briefs\b/);
      expect(plan, statement.sql).toMatch(/briefs_status_category_idx|INTEGER PRIMARY KEY/);
    }

    // Correct answers at this size, and quick (0.2 ms measured; the bound only catches a scan).
    const all = listBriefsForOwner(owner, { tab: "all" }, { limit: 10, offset: 0 });
    expect(all.counts.all).toBe(9_000);
    expect(all.counts.matching).toBe(1_800);
    const newest = db.$client
      .prepare("SELECT id FROM briefs WHERE status = 'ACTIVE' ORDER BY created_at DESC, id DESC LIMIT 10")
      .all()
      .map((r) => (r as { id: number }).id);
    expect(all.items.map((b) => b.id)).toEqual(newest);
    const times = Array.from({ length: 5 }, () => {
      const t = performance.now();
      listBriefsForOwner(owner, { tab: "matching" }, { limit: 10, offset: 0 });
      listBriefsForOwner(owner, { tab: "all" }, { limit: 10, offset: 0 });
      return performance.now() - t;
    }).sort((a, b) => a - b);
    expect(times[2]).toBeLessThan(50);
  });
});

describe("GET /api/briefs's list (listBriefsVisibleTo)", () => {
  it("an owner lists ACTIVE briefs only, and nothing for another status", async () => {
    const { advertiser, otherAdvertiser, owner } = await people();
    oneOfEach(advertiser);
    oneOfEach(otherAdvertiser);
    const list = listBriefsVisibleTo(owner, {}, PAGE);
    expect(list.total).toBe(2);
    expect(list.items.every((b) => b.status === "ACTIVE" && b.contactPhone === null)).toBe(true);
    expect(listBriefsVisibleTo(owner, { status: "ACTIVE" }, PAGE).total).toBe(2);
    expect(listBriefsVisibleTo(owner, { status: "DRAFT" }, PAGE)).toEqual({ items: [], total: 0 });
  });

  it("an advertiser lists its own briefs in every status; the admin every brief", async () => {
    const { advertiser, otherAdvertiser, admin } = await people();
    const mine = oneOfEach(advertiser);
    oneOfEach(otherAdvertiser);
    const own = listBriefsVisibleTo(advertiser, {}, PAGE);
    expect(own.total).toBe(5);
    expect(new Set(own.items.map((b) => b.id))).toEqual(new Set(Object.values(mine).map((b) => b.id)));
    expect(listBriefsVisibleTo(advertiser, { status: "DRAFT" }, PAGE).items.map((b) => b.id)).toEqual([mine.DRAFT.id]);
    expect(listBriefsVisibleTo(admin, {}, PAGE).total).toBe(10);
    expect(listBriefsVisibleTo(admin, { status: "PENDING_APPROVAL" }, PAGE).total).toBe(2);
    expect(listBriefsVisibleTo(admin, {}, { limit: 4, offset: 8 }).items).toHaveLength(2);
    await expectModelError(() => listBriefsVisibleTo(null, {}, PAGE), "unauthenticated");
  });

  it("pages newest first", async () => {
    const { advertiser, admin } = await people();
    const made = Array.from({ length: 5 }, (_, i) =>
      makeBrief(advertiser, { targetCategory: CATEGORIES[i], createdAt: new Date(Date.now() - (5 - i) * DAY) }),
    );
    const ids = [0, 2, 4].flatMap((offset) =>
      listBriefsVisibleTo(admin, { status: "ACTIVE" }, { limit: 2, offset }).items.map((b) => b.id),
    );
    expect(ids).toEqual(made.map((b) => b.id).reverse());
    expect(db.select().from(briefs).all()).toHaveLength(5);
  });
});
