import { describe, expect, it } from "vitest";
import { CommunitySchema } from "./community";
import { formDataToObject, validateValue } from "./form-data";

/* The profile schema reads the form's strings and rows and the API's JSON alike. */

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return validateValue(CommunitySchema, formDataToObject(data.entries()));
};

const BASE: [string, string][] = [
  ["name", "Kopi Kenangan Lovers"],
  ["description", "Pencinta kopi susu dari seluruh Jakarta."],
  ["category", "FOOD_BEVERAGE"],
  ["platforms[0].type", "WHATSAPP"],
  ["platforms[0].url", ""],
];

describe("CommunitySchema", () => {
  it("reads a form: rows, grouped member count, online radio, comma-separated interests", () => {
    const result = form([
      ...BASE,
      ["category", "LIFESTYLE"],
      ["location", "Bandung"],
      ["is_online", "false"],
      ["member_count", "12.500"],
      ["demographics.age_range", "25-34"],
      ["demographics.interests", "kopi, nongkrong , "],
      ["social_links[0].name", "Instagram"],
      ["social_links[0].url", "https://instagram.com/kopi"],
      ["social_links[1].name", ""],
      ["social_links[1].url", ""],
    ]);
    expect(result.errors).toBeUndefined();
    expect(result.value).toMatchObject({
      category: ["FOOD_BEVERAGE", "LIFESTYLE"],
      location: "Bandung",
      is_online: false,
      member_count: 12500,
      demographics: { age_range: "25-34", gender_ratio: null, interests: ["kopi", "nongkrong"] },
      platforms: [{ type: "WHATSAPP" }],
      social_links: { Instagram: "https://instagram.com/kopi" },
    });
  });

  it("gives a platform or social link typed without its scheme https://", () => {
    const result = form([
      ["name", "Kopi Budi"],
      ["description", "Pencinta kopi susu dari seluruh Jakarta."],
      ["category", "FOOD_BEVERAGE"],
      ["platforms[0].type", "INSTAGRAM"],
      ["platforms[0].url", "instagram.com/budikopi"],
      ["social_links[0].name", "Instagram"],
      ["social_links[0].url", "instagram.com/budikopi"],
    ]);
    expect(result.errors).toBeUndefined();
    expect(result.value).toMatchObject({
      platforms: [{ type: "INSTAGRAM", url: "https://instagram.com/budikopi" }],
      social_links: { Instagram: "https://instagram.com/budikopi" },
    });
  });

  it("reads the API's JSON: booleans, numbers, a link map and a single category", () => {
    const result = validateValue(CommunitySchema, {
      name: "Gamer Surabaya",
      description: "Turnamen mingguan dan nobar esports.",
      category: "GAMING",
      is_online: true,
      member_count: 800,
      demographics: { interests: ["esports"] },
      platforms: [{ type: "discord", url: "https://discord.gg/abc" }],
      social_links: { tiktok: "https://tiktok.com/@gamer" },
      logo_url: "https://cdn.example.com/logo.png",
    });
    expect(result.errors).toBeUndefined();
    expect(result.value).toMatchObject({
      category: ["GAMING"],
      platforms: [{ type: "DISCORD", url: "https://discord.gg/abc" }],
      social_links: { tiktok: "https://tiktok.com/@gamer" },
      logo_url: "https://cdn.example.com/logo.png",
    });
  });

  it("gives a message next to each invalid field", () => {
    const result = form([
      ["name", "K"],
      ["description", "pendek"],
      ["member_count", "-3"],
      ["social_links[0].name", "Web"],
      ["social_links[0].url", "bukan url"],
      ["social_links[1].url", "https://example.com"],
      ["logo_url", "http://example.com/logo.png"],
    ]);
    expect(result.errors).toEqual({
      name: ["communityNameMin"],
      description: ["descriptionMin"],
      category: ["categoryRequired"],
      member_count: ["numberInvalid"],
      platforms: ["platformRequired"],
      "social_links[0].url": ["urlInvalid"],
      "social_links[1].name": ["linkNameRequired"],
      logo_url: ["logoUrlHttps"],
    });
  });

  it("defaults to online with 0 members, and accepts a logo stored here", () => {
    const result = form([...BASE, ["logo_url", "/logos/0123456789abcdef.webp"]]);
    expect(result.value).toMatchObject({ is_online: true, member_count: 0, logo_url: "/logos/0123456789abcdef.webp" });
    expect(form([...BASE, ["logo_url", "/logos/../../etc/passwd"]]).errors).toEqual({ logo_url: ["logoUrlHttps"] });
  });

  it("refuses a city outside the picker's list and an unknown platform", () => {
    const result = form([...BASE, ["location", "Gotham"], ["platforms[1].type", "MYSPACE"]]);
    expect(result.errors).toEqual({ location: ["invalidValue"], "platforms[1].type": ["invalidValue"] });
  });
});
