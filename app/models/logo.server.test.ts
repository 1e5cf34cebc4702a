import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGO_SIDE, logoFilePath, logosFolder, releaseLogo, storeLogo } from "./logo.server";
import { makeCommunity, makeUser } from "../../tests/factories";
import { expectModelError } from "../../tests/model-errors";

/*
 * The logos of this file go to a folder of its own: DATABASE_URL names a database in a
 * fresh folder (the connection itself is the per-test one of tests/setup/db.ts), so
 * "nothing was written" is checked on a folder no other test file writes to.
 */
const originalUrl = process.env.DATABASE_URL;
const folder = path.resolve(".tmp", `logos-${process.pid}-${crypto.randomBytes(4).toString("hex")}`);

beforeAll(() => {
  process.env.DATABASE_URL = path.join(folder, "guyub.db");
});

afterAll(() => {
  process.env.DATABASE_URL = originalUrl;
  fs.rmSync(folder, { recursive: true, force: true });
});

/** A noisy image (so that encoders have real work and truncation cuts pixel data). */
function noise(width: number, height: number): sharp.Sharp {
  const pixels = crypto.randomBytes(width * height * 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

function stored(): string[] {
  try {
    return fs.readdirSync(logosFolder()).sort();
  } catch {
    return [];
  }
}

function fileOf(url: string): string {
  expect(url).toMatch(/^\/logos\/[0-9a-f]{32}\.webp$/);
  const file = logoFilePath(url.slice("/logos/".length));
  expect(file).not.toBeNull();
  return file!;
}

async function expectStoredWebp(url: string, side: number) {
  const bytes = fs.readFileSync(fileOf(url));
  expect(bytes.subarray(0, 4).toString("latin1")).toBe("RIFF");
  expect(bytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
  const meta = await sharp(bytes).metadata();
  expect(meta.format).toBe("webp");
  expect(meta.width).toBe(side);
  expect(meta.height).toBe(side);
  return meta;
}

describe("storeLogo", () => {
  it("keeps the logos in logos/ beside the database file", () => {
    expect(logosFolder()).toBe(path.join(folder, "logos"));
  });

  it.each([
    ["PNG", (s: sharp.Sharp) => s.png()],
    ["JPEG", (s: sharp.Sharp) => s.jpeg()],
    ["WebP", (s: sharp.Sharp) => s.webp()],
  ])("stores a 1000x600 %s as a 256 px square WebP", async (_label, encode) => {
    const input = await encode(noise(1000, 600)).toBuffer();
    const url = await storeLogo(input);
    await expectStoredWebp(url, LOGO_SIDE);
  });

  it("does not enlarge a small image: 100x80 becomes an 80 px square", async () => {
    const url = await storeLogo(await noise(100, 80).png().toBuffer());
    const meta = await expectStoredWebp(url, 80);
    expect(meta.width).toBeLessThanOrEqual(100);
  });

  it("strips EXIF (GPS included), ICC and XMP, after turning the photo upright", async () => {
    // 300x200, left half red, right half blue, EXIF orientation 6 (turn 90° clockwise).
    const width = 300;
    const height = 200;
    const pixels = Buffer.alloc(width * height * 3);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) pixels.set(x < width / 2 ? [220, 20, 20] : [20, 20, 220], (y * width + x) * 3);
    const photo = await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: "PhoneCo", Model: "X1" },
        IFD3: { GPSLatitudeRef: "S", GPSLatitude: "6/1 12/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "106/1 49/1 0/1" },
      })
      .withIccProfile("p3")
      .toBuffer();
    const inputMeta = await sharp(photo).metadata();
    expect(inputMeta.orientation).toBe(6);
    expect(inputMeta.exif?.includes(Buffer.from("PhoneCo"))).toBe(true);
    expect(inputMeta.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer (tag 0x8825)
    expect(inputMeta.icc).toBeDefined();

    const url = await storeLogo(photo);
    const bytes = fs.readFileSync(fileOf(url));
    const meta = await expectStoredWebp(url, 200);
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(bytes.includes(Buffer.from("PhoneCo"))).toBe(false);
    expect(bytes.includes(Buffer.from("EXIF"))).toBe(false);

    // Upright: the left half of the photo is now on top (red above, blue below).
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) =>
      Array.from(data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3));
    const [topRed, , topBlue] = at(40, 20);
    const [bottomRed, , bottomBlue] = at(40, 180);
    expect(topRed).toBeGreaterThan(150);
    expect(topBlue).toBeLessThan(80);
    expect(bottomBlue).toBeGreaterThan(150);
    expect(bottomRed).toBeLessThan(80);
  });

  it("gives the same image the same URL (content-hashed names)", async () => {
    const input = await noise(400, 400).png().toBuffer();
    const first = await storeLogo(input);
    const before = stored();
    const second = await storeLogo(input);
    expect(second).toBe(first);
    expect(stored()).toEqual(before);
    const other = await storeLogo(await noise(400, 400).png().toBuffer());
    expect(other).not.toBe(first);
  });

  it.each([
    ["a text file", async () => Buffer.from("Ini bukan gambar, hanya teks biasa.\n".repeat(20))],
    ["an empty file", async () => Buffer.alloc(0)],
    [
      "a truncated PNG",
      async () => {
        const png = await noise(1000, 600).png().toBuffer();
        return png.subarray(0, Math.floor(png.length / 2));
      },
    ],
    ["a GIF", async () => noise(200, 200).gif().toBuffer()],
    [
      "an SVG",
      async () =>
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="red"/></svg>'),
    ],
    ["a TIFF", async () => noise(200, 200).tiff().toBuffer()],
  ])("refuses %s with logoNotImage and writes nothing", async (_label, make) => {
    const input = await make();
    await storeLogo(await noise(50, 50).png().toBuffer()); // the folder exists
    const before = stored();
    const error = await expectModelError(storeLogo(input), "invalid", "logoNotImage");
    expect(error.fields).toEqual({ logo_file: ["logoNotImage"] });
    expect(stored()).toEqual(before);
  });

  it.each([
    // A few KB of PNG each, many megapixels once decoded.
    ["8000x8000 (64 megapixels)", 8000, 8000],
    ["4000x4000 at 1 bit per pixel (16 megapixels)", 4000, 4000],
    ["4001x3000 (just over 12 megapixels)", 4001, 3000],
  ])("refuses an image of %s by its header, with imageTooLarge on the logo field, and writes nothing", async (_label, width, height) => {
    const bomb = await sharp({ create: { width, height, channels: 3, background: "#fff" } })
      .png({ palette: true, colours: 2 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(20_000);
    await storeLogo(await noise(50, 50).png().toBuffer()); // the folder exists
    const before = stored();
    const error = await expectModelError(storeLogo(bomb), "invalid", "imageTooLarge");
    expect(error.fields).toEqual({ logo_file: ["imageTooLarge"] });
    // The header alone decides: half of the file (no decodable pixels) is refused the same way.
    await expectModelError(storeLogo(bomb.subarray(0, Math.floor(bomb.length / 2))), "invalid", "imageTooLarge");
    expect(stored()).toEqual(before);
  });

  it("takes an image of exactly 12 megapixels (4000x3000)", async () => {
    const flat = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#0a7" } })
      .png({ palette: true, colours: 2 })
      .toBuffer();
    await expectStoredWebp(await storeLogo(flat), LOGO_SIDE);
  });
});

describe("logoFilePath", () => {
  it("accepts only our names", () => {
    const name = `${"a1".repeat(16)}.webp`;
    expect(logoFilePath(name)).toBe(path.join(logosFolder(), name));
    for (const bad of [
      "../../etc/passwd",
      `../${name}`,
      `${"a1".repeat(16)}.png`,
      `${"A1".repeat(16)}.webp`,
      `${"a1".repeat(15)}.webp`,
      `${name}/`,
      `${name}\u0000`,
      "",
      "unknown.webp",
    ]) {
      expect(logoFilePath(bad), bad).toBeNull();
    }
  });
});

describe("releaseLogo", () => {
  it("deletes a logo no community uses", async () => {
    const url = await storeLogo(await noise(120, 120).png().toBuffer());
    const file = fileOf(url);
    expect(fs.existsSync(file)).toBe(true);
    releaseLogo(url);
    expect(fs.existsSync(file)).toBe(false);
    expect(() => releaseLogo(url)).not.toThrow(); // already gone
  });

  it("keeps a logo a community still uses", async () => {
    const url = await storeLogo(await noise(120, 120).png().toBuffer());
    const owner = await makeUser();
    makeCommunity(owner, { logoUrl: url });
    releaseLogo(url);
    expect(fs.existsSync(fileOf(url))).toBe(true);
  });

  it("leaves anything that is not one of our logo URLs alone", async () => {
    const url = await storeLogo(await noise(120, 120).png().toBuffer());
    const name = url.slice("/logos/".length);
    for (const other of [null, undefined, "", `https://example.id${url}`, `/logos/../logos/${name}`, `${url}?x=1`]) {
      releaseLogo(other);
    }
    expect(fs.existsSync(fileOf(url))).toBe(true);
  });
});
