import { describe, expect, it } from "vitest";
import { makeAdmin, makeBrief, makeCommunity, makeUser } from "../../tests/factories";
import { expectModelError } from "../../tests/model-errors";
import { BRIEF_STATUSES } from "~/utils/enums";
import { planOf, recordStatements } from "../../tests/statements";
import { countAdvertiserBriefs, listAdvertiserBriefs, listOwnBriefCards } from "./advertiser-briefs.server";
import { listRecommendedCommunities } from "./community.server";

/* The advertiser's Campaigns list (/advertiser/briefs): search, status filter, tabs, counts, ownership. */

const PAGE = { limit: 10, offset: 0 };

describe("listAdvertiserBriefs", () => {
  it("lists only the advertiser's own briefs, every status, newest first, with each tab's count", async () => {
    const advertiser = await makeUser({ role: "ADVERTISER" });
    const other = await makeUser({ role: "ADVERTISER" });
    const own = BRIEF_STATUSES.map((status, i) => makeBrief(advertiser, { status, createdAt: new Date(Date.UTC(2026, 0, 1 + i)) }));
    makeBrief(advertiser, { status: "DRAFT", createdAt: new Date(Date.UTC(2025, 5, 1)) });
    makeBrief(other, { status: "ACTIVE" });
    const list = listAdvertiserBriefs(advertiser, {}, PAGE);
    expect(list.total).toBe(6);
    expect(list.items.map((b) => b.id).slice(0, 5)).toEqual(own.map((b) => b.id).reverse());
    expect(list.items.every((b) => b.advertiserId === advertiser.id)).toBe(true);
    // Drafts and in review: the two DRAFTs and the PENDING_APPROVAL one.
    expect(list.counts).toEqual({ all: 6, active: 1, drafts: 3, completed: 1 });
    // The advertiser reads its own contact and notes.
    expect(list.items[0].contactPhone).toBe("081234567890");
  });

  it("each tab shows its status; the total is the tab's", async () => {
    const advertiser = await makeUser({ role: "ADVERTISER" });
    for (const status of BRIEF_STATUSES) makeBrief(advertiser, { status });
    makeBrief(advertiser, { status: "DRAFT" });
    expect(listAdvertiserBriefs(advertiser, { tab: "active" }, PAGE).items.map((b) => b.status)).toEqual(["ACTIVE"]);
    // A brief in review has its place with the drafts.
    const drafts = listAdvertiserBriefs(advertiser, { tab: "drafts" }, PAGE);
    expect(drafts.total).toBe(3);
    expect(drafts.items.map((b) => b.status).sort()).toEqual(["DRAFT", "DRAFT", "PENDING_APPROVAL"]);
    expect(listAdvertiserBriefs(advertiser, { tab: "completed" }, PAGE).items.map((b) => b.status)).toEqual(["COMPLETED"]);
  });

  it("filters by status; the counts follow the filter", async () => {
    const advertiser = await makeUser({ role: "ADVERTISER" });
    for (const status of BRIEF_STATUSES) makeBrief(advertiser, { status });
    const cancelled = listAdvertiserBriefs(advertiser, { status: "CANCELLED" }, PAGE);
    expect(cancelled.items.map((b) => b.status)).toEqual(["CANCELLED"]);
    expect(cancelled.counts).toEqual({ all: 1, active: 0, drafts: 0, completed: 0 });
    const pending = listAdvertiserBriefs(advertiser, { status: "PENDING_APPROVAL" }, PAGE);
    expect(pending.items.map((b) => b.status)).toEqual(["PENDING_APPROVAL"]);
    expect(pending.counts).toEqual({ all: 1, active: 0, drafts: 1, completed: 0 });
    // A tab and a status that disagree: nothing.
    const none = listAdvertiserBriefs(advertiser, { status: "DRAFT", tab: "active" }, PAGE);
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it("searches title, description and company name, any case; wildcards are plain characters", async () => {
    const advertiser = await makeUser({ role: "ADVERTISER" });
    const byTitle = makeBrief(advertiser, { title: "Workshop QRIS untuk UMKM" });
    const byDescription = makeBrief(advertiser, { description: "Kampanye tentang pembayaran qris di warung kopi." });
    const byCompany = makeBrief(advertiser, { companyName: "PT Qris Nusantara" });
    makeBrief(advertiser, { title: "Diskon 100% akhir tahun" });
    makeBrief(advertiser, { title: "Lain sama sekali" });
    const found = listAdvertiserBriefs(advertiser, { q: "  qris " }, PAGE);
    expect(found.items.map((b) => b.id).sort()).toEqual([byTitle.id, byDescription.id, byCompany.id].sort());
    expect(found.counts.all).toBe(3);
    expect(listAdvertiserBriefs(advertiser, { q: "100%" }, PAGE).total).toBe(1);
    expect(listAdvertiserBriefs(advertiser, { q: "%" }, PAGE).total).toBe(1);
    expect(listAdvertiserBriefs(advertiser, { q: "_" }, PAGE).total).toBe(0);
  });

  it("pages in SQL", async () => {
    const advertiser = await makeUser({ role: "ADVERTISER" });
    const made = Array.from({ length: 5 }, (_, i) =>
      makeBrief(advertiser, { status: "DRAFT", createdAt: new Date(Date.UTC(2026, 1, 1 + i)) }),
    );
    const second = listAdvertiserBriefs(advertiser, {}, { limit: 2, offset: 2 });
    expect(second.total).toBe(5);
    expect(second.items.map((b) => b.id)).toEqual([made[2].id, made[1].id]);
    expect(listAdvertiserBriefs(advertiser, {}, { limit: 2, offset: 6 })).toMatchObject({ items: [], total: 5 });
  });

  it("is the advertiser's only: owners and the admin are refused, visitors are asked to sign in", async () => {
    const owner = await makeUser();
    const admin = await makeAdmin();
    await expectModelError(() => listAdvertiserBriefs(owner, {}, PAGE), "forbidden", "wrongRole");
    await expectModelError(() => listAdvertiserBriefs(admin, {}, PAGE), "forbidden", "wrongRole");
    await expectModelError(() => listAdvertiserBriefs(null, {}, PAGE), "unauthenticated", "notSignedIn");
  });
});

describe("the advertiser dashboard's reads of its briefs", () => {
  it("reads its cards newest first, then counts them and finds their categories in one pass, on briefs_advertiser_idx without a sort", async () => {
    const advertiser = await makeUser({ role: "ADVERTISER" });
    makeBrief(advertiser, { status: "ACTIVE", targetCategory: "GAMING" });
    makeBrief(advertiser, { status: "COMPLETED", targetCategory: "BEAUTY" });
    makeBrief(advertiser, { status: "DRAFT", targetCategory: "GAMING" });
    makeBrief(await makeUser({ role: "ADVERTISER" }), { status: "ACTIVE" });
    await makeCommunity(await makeUser(), { name: "Besar", categories: ["SPORTS"], memberCount: 9_000, isVerified: true });
    await makeCommunity(await makeUser(), { name: "Gamer", categories: ["GAMING"], memberCount: 100, isVerified: true });
    const recommended = listRecommendedCommunities(advertiser, 3);
    expect(recommended.map((c) => c.name)).toEqual(["Gamer", "Besar"]);
    const statements = recordStatements(() => {
      expect(listOwnBriefCards(advertiser, { limit: 2, offset: 0 }).total).toBe(3);
      const { targetCategories, ...counts } = countAdvertiserBriefs(advertiser);
      expect(counts).toEqual({ total: 3, active: 1, completed: 1 });
      expect([...targetCategories].sort()).toEqual(["BEAUTY", "GAMING"]);
      // The recommendations take the categories just read: the same answer, no third read of the briefs.
      expect(listRecommendedCommunities(advertiser, 3, targetCategories)).toEqual(recommended);
    });
    const onBriefs = statements.filter((s) => /from "briefs"/i.test(s.sql));
    expect(onBriefs).toHaveLength(2);
    const [cards, counts] = onBriefs.map(planOf);
    expect(cards).toMatch(/^SEARCH briefs USING INDEX briefs_advertiser_idx \(advertiser_id=\?\)$/m);
    expect(cards).not.toMatch(/TEMP B-TREE/);
    // Counted from the index alone (the distinct categories through a small temporary tree).
    expect(counts).toMatch(/^SEARCH briefs USING COVERING INDEX briefs_advertiser_idx \(advertiser_id=\?\)$/m);
  });
});
