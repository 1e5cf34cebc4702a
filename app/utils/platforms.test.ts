import { describe, expect, it } from "vitest";
import { toCardData } from "./community-view";
import { platformName } from "./platforms";

describe("platform names", () => {
  it("are written as their owners write them on the community card", () => {
    expect(["WHATSAPP", "TIKTOK", "LINKEDIN", "TWITTER", "OTHER"].map(platformName)).toEqual([
      "WhatsApp",
      "TikTok",
      "LinkedIn",
      "Twitter / X",
      "Other",
    ]);
    expect(platformName("MASTODON"), "an unknown type is shown as stored").toBe("MASTODON");
    const card = toCardData({
      id: 1,
      owner_id: 2,
      name: "Kopi Dago",
      category: ["FOOD_BEVERAGE"],
      location: "Bandung",
      is_online: false,
      member_count: 120,
      platforms: [{ type: "WHATSAPP" }, { type: "TIKTOK" }, { type: "LINKEDIN" }],
      demographics: {},
      logo_url: null,
      is_verified: true,
      rating: 4.6,
      review_count: 12,
    });
    expect(card.platforms.map((p) => p.type)).toEqual(["WhatsApp", "TikTok", "LinkedIn"]);
    expect(card).toMatchObject({ rating: 4.6, review_count: 12 });
  });
});
