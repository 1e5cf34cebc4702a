import Database from "better-sqlite3";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { db } from "~/lib/server/db.server";
import { expectModelError } from "../../tests/model-errors";
import {
  IMAGE_DECODES_AT_ONCE,
  IMAGE_DECODES_ON_MACHINE,
  MAX_INPUT_PIXELS,
  decodeImage,
  inDecodeSlot,
  loadSharp,
  readImageHeader,
} from "./image-store.server";

/*
 * What every image upload goes through: the size read from the header before any
 * decode, and a process that decodes one image at a time with one libvips thread, among
 * the server's processes one core short of all, so an upload never takes every core or
 * the event loop from the other requests.
 */

const FIELD = { field: "screenshots", notImage: "screenshotNotImage" };

describe("readImageHeader", () => {
  it("reads format and size from the header of an image it never decodes", async () => {
    const png = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#fff" } })
      .png({ palette: true, colours: 2 })
      .toBuffer();
    // Half a file: the header is whole, the pixels are not.
    expect(await readImageHeader(png.subarray(0, Math.floor(png.length / 2)), FIELD)).toEqual({ format: "png", width: 4000, height: 3000 });
    expect(4000 * 3000).toBe(MAX_INPUT_PIXELS);
  });

  it("refuses one pixel row past 12 megapixels with imageTooLarge, and what is not a PNG, JPEG or WebP with the field's own key", async () => {
    const over = await sharp({ create: { width: 4000, height: 3001, channels: 3, background: "#fff" } })
      .jpeg()
      .toBuffer();
    const tooLarge = await expectModelError(readImageHeader(over, FIELD), "invalid", "imageTooLarge");
    expect(tooLarge.fields).toEqual({ screenshots: ["imageTooLarge"] });
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    for (const bytes of [gif, Buffer.from("not an image"), Buffer.alloc(0)]) {
      const error = await expectModelError(
        readImageHeader(bytes, { field: "logo_file", notImage: "logoNotImage" }),
        "invalid",
        "logoNotImage",
      );
      expect(error.fields).toEqual({ logo_file: ["logoNotImage"] });
    }
  });
});

describe("image decoding in one process", () => {
  it("uses one libvips thread per image", async () => {
    await loadSharp();
    expect(sharp.concurrency()).toBe(1);
  });

  it("runs at most IMAGE_DECODES_AT_ONCE decodes at a time, the others in the order they came, and frees the slot after a failure", async () => {
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const job = (n: number, fail = false) =>
      inDecodeSlot(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 10));
        order.push(n);
        running -= 1;
        if (fail) throw new Error(`job ${n} failed`);
        return n;
      });
    const results = await Promise.allSettled([job(1), job(2, true), job(3), job(4)]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled", "fulfilled"]);
    expect(most).toBe(IMAGE_DECODES_AT_ONCE);
    expect(order).toEqual([1, 2, 3, 4]);
    // Free again: a new job starts at once.
    await expect(job(5)).resolves.toBe(5);
  });

  it("decodes only when one of the machine's slots is free: while other processes hold them all, a decode waits, and starts once one is given back", async () => {
    expect(IMAGE_DECODES_ON_MACHINE).toBeGreaterThanOrEqual(1);
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#2a7" } })
      .png()
      .toBuffer();
    const other = new Database(db.$client.name);
    try {
      const hold = other.prepare("INSERT INTO job_leases (name, holder, expires_at) VALUES (?, ?, ?)");
      for (let n = 0; n < IMAGE_DECODES_ON_MACHINE; n++) hold.run(`image_decode:${n}`, `4242:decoding-${n}`, Date.now() + 60_000);
      let started = false;
      const decoded = decodeImage(png, (image) => {
        started = true;
        return image.webp().toBuffer();
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(started).toBe(false);
      other.prepare("DELETE FROM job_leases WHERE name = ?").run("image_decode:0");
      expect((await sharp(await decoded).metadata()).format).toBe("webp");
      expect(started).toBe(true);
      // Given back: no slot of ours is left behind.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(other.prepare("SELECT count(*) AS n FROM job_leases WHERE name LIKE 'image_decode:%'").get()).toEqual({
        n: IMAGE_DECODES_ON_MACHINE - 1,
      });
    } finally {
      other.close();
    }
  });
});
