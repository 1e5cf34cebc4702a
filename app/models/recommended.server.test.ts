import { describe, expect, it } from "vitest";
import { makeAdmin, makeBrief, makeCommunity, makeUser } from "../../tests/factories";
import { expectModelError } from "../../tests/model-errors";
import { getPublicCommunity, listRecommendedCommunities } from "./community.server";

/* Recommended communities (GET /api/communities/recommended, the advertiser's dashboard). */

async function community(
  name: string,
  categories: ("TECHNOLOGY" | "FOOD_BEVERAGE" | "GAMING")[],
  memberCount: number,
  options: { isVerified?: boolean; ownerStatus?: "PENDING" } = {},
) {
  const owner = await makeUser({ status: options.ownerStatus ?? "APPROVED" });
  return makeCommunity(owner, { name, categories, memberCount, isVerified: options.isVerified ?? true });
}

describe("listRecommendedCommunities", () => {
  it("ranks the advertiser's briefs' categories first, then by member count; verified and listed only", async () => {
    await community("Teknologi Kecil", ["TECHNOLOGY"], 100);
    await community("Kuliner Besar", ["FOOD_BEVERAGE"], 90_000);
    await community("Teknologi Besar", ["TECHNOLOGY", "GAMING"], 5_000);
    await community("Belum Terverifikasi", ["TECHNOLOGY"], 50_000, { isVerified: false });
    await community("Pemilik Menunggu", ["TECHNOLOGY"], 70_000, { ownerStatus: "PENDING" });
    const advertiser = await makeUser({ role: "ADVERTISER" });
    makeBrief(advertiser, { targetCategory: "TECHNOLOGY" });
    expect(listRecommendedCommunities(advertiser).map((c) => c.name)).toEqual(["Teknologi Besar", "Teknologi Kecil", "Kuliner Besar"]);
    expect(listRecommendedCommunities(advertiser, 2).map((c) => c.name)).toEqual(["Teknologi Besar", "Teknologi Kecil"]);
    // Without briefs (or not an advertiser): the Recommended order.
    expect(listRecommendedCommunities(await makeUser({ role: "ADVERTISER" })).map((c) => c.name)).toEqual([
      "Kuliner Besar",
      "Teknologi Besar",
      "Teknologi Kecil",
    ]);
    expect(listRecommendedCommunities(await makeAdmin(), 1).map((c) => c.name)).toEqual(["Kuliner Besar"]);
    await expectModelError(() => listRecommendedCommunities(null), "unauthenticated");
  });

  it("shows each community as the API does elsewhere, its categories in the owner's order", async () => {
    await community("Gamer Teknologi", ["TECHNOLOGY", "GAMING", "FOOD_BEVERAGE"], 9_000);
    await community("Kuliner", ["FOOD_BEVERAGE"], 8_000);
    await community("Gamer", ["GAMING", "TECHNOLOGY"], 7_000);
    const advertiser = await makeUser({ role: "ADVERTISER" });
    makeBrief(advertiser, { targetCategory: "GAMING" });
    const shown = listRecommendedCommunities(advertiser);
    expect(shown.map((c) => [c.name, c.category])).toEqual([
      ["Gamer Teknologi", ["TECHNOLOGY", "GAMING", "FOOD_BEVERAGE"]],
      ["Gamer", ["GAMING", "TECHNOLOGY"]],
      ["Kuliner", ["FOOD_BEVERAGE"]],
    ]);
    for (const c of shown) expect(c).toEqual(getPublicCommunity(c.id));
  });
});
