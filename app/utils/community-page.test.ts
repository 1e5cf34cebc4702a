import { describe, expect, it } from "vitest";
import { communityPageId, communityPagePath, communitySlug } from "./community-page";

/* The public page's address: the slug made from a name, and the id read back from an address. */

describe("the public page's address", () => {
  it("makes the slug from the name: lower-case ASCII words joined by '-'", () => {
    expect(communitySlug("Kopi Lovers Bandung!")).toBe("kopi-lovers-bandung");
    expect(communitySlug("  Café & Teh — Soré  ")).toBe("cafe-teh-sore");
    expect(communitySlug("UI/UX Cirebon 2026")).toBe("ui-ux-cirebon-2026");
    // Nothing Latin in the name: a word still.
    expect(communitySlug("☕☕")).toBe("community");
    expect(communitySlug("x".repeat(200))).toHaveLength(60);
    expect(communitySlug(`${"a".repeat(59)} b`)).toBe("a".repeat(59));
    expect(communityPagePath({ id: 12, name: "Jakarta JS" })).toBe("/c/12-jakarta-js");
  });

  it("reads the id from an address with or without a slug, and nothing else", () => {
    expect(communityPageId("12-kopi-lovers")).toBe(12);
    expect(communityPageId("12")).toBe(12);
    expect(communityPageId("12-")).toBe(12);
    for (const bad of [undefined, "", "abc", "-12", "0", "0-x", "12abc", "1234567890123456", "12.5"]) {
      expect(communityPageId(bad), String(bad)).toBeNull();
    }
  });
});
