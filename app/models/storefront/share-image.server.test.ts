import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { nameLines, shareImage, shareSvg } from "./share-image.server";
import { shareCardHash, type ShareCard } from "./community-page.server";

/* The share image: a 1200x630 PNG of what the card says, named by its content. */

const card: ShareCard = {
  id: 12,
  name: "Kopi & <Teh> Lovers Bandung",
  rating: 4.6,
  reviewCount: 1234,
  location: "Bandung",
  isOnline: false,
  memberCount: 1200,
  logoName: null,
};

describe("the share image", () => {
  it("is a 1200x630 PNG, drawn once for the same card", async () => {
    const png = await shareImage(card);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });
    expect(await shareImage({ ...card })).toBe(png);
    // A logo that is not on the disk: the initial is drawn instead.
    const missing = await shareImage({ ...card, logoName: `${"a".repeat(32)}.webp` });
    expect(await sharp(missing).metadata()).toMatchObject({ width: 1200, height: 630 });
  });

  it("escapes the name, writes the rating and the city in Indonesian", () => {
    const svg = shareSvg(card, false);
    expect(svg).toContain("Kopi &amp; &lt;Teh&gt; Lovers");
    expect(svg).not.toContain("<Teh>");
    expect(svg).toContain("★ 4,6  (1.234 ulasan)");
    expect(svg).toContain("Bandung · 1.200 anggota");
    expect(shareSvg({ ...card, rating: null, reviewCount: 0, location: null, isOnline: true }, false)).toContain("Belum ada ulasan");
  });

  it("names each content by its own hash", () => {
    expect(shareCardHash(card)).toMatch(/^[0-9a-f]{16}$/);
    expect(shareCardHash({ ...card })).toBe(shareCardHash(card));
    expect(shareCardHash({ ...card, rating: 4.7 })).not.toBe(shareCardHash(card));
  });

  it("fits a long name on two lines", () => {
    expect(nameLines("Komunitas Pecinta Kopi Susu Gula Aren Se-Jabodetabek dan Sekitarnya")).toEqual([
      "Komunitas Pecinta Kopi",
      "Susu Gula Aren…",
    ]);
    expect(nameLines("Jakarta JS")).toEqual(["Jakarta JS"]);
    expect(nameLines("   ")).toEqual(["?"]);
  });
});
