import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Sharp } from "sharp";
import { databasePath } from "../../db/connection";
import { storageUnavailable } from "./errors";

/*
 * What logos and proof screenshots share: sharp, loaded at the first upload; the data
 * folder (beside the SQLite file); a write that no reader sees half done; and one answer
 * when the folder refuses a file (503 next to the upload field).
 */

type SharpFactory = (input: Uint8Array, options: object) => Sharp;
let loading: Promise<SharpFactory> | null = null;

/** sharp (and libvips) is loaded at the first upload, not with every server start. */
export function loadSharp(): Promise<SharpFactory> {
  loading ??= import("sharp").then(({ default: sharp }) => {
    // Every upload is a new image: libvips' operation cache would only hold memory.
    sharp.cache(false);
    return sharp as SharpFactory;
  });
  return loading;
}

/** Largest decoded image accepted (pixels): a decompression bomb is refused before it grows. */
export const MAX_INPUT_PIXELS = 40_000_000;
export const ACCEPTED_IMAGE_FORMATS = new Set(["png", "jpeg", "webp"]);

/** A folder under the data folder (the folder of the database file; ./data in memory). */
export function dataSubfolder(name: string): string {
  const file = databasePath();
  const dataFolder = file === ":memory:" ? path.resolve("data") : path.dirname(file);
  return path.join(dataFolder, name);
}

/**
 * Write `bytes` as `folder/name`: under a temporary name first, then renamed, so a
 * reader never sees half a file. A file system refusal (full, read-only, a file where the
 * folder should be) becomes 503 storageUnavailable on `field`, with one line for the operator.
 */
export async function writeImageFile(folder: string, name: string, bytes: Buffer, field: string): Promise<void> {
  const target = path.join(folder, name);
  const temporary = path.join(folder, `.${name}.${process.pid}.${crypto.randomBytes(6).toString("hex")}.tmp`);
  try {
    await fs.promises.mkdir(folder, { recursive: true });
    await fs.promises.writeFile(temporary, bytes, { mode: 0o644 });
    await fs.promises.rename(temporary, target);
  } catch (error) {
    await fs.promises.rm(temporary, { force: true }).catch(() => {});
    const code = (error as NodeJS.ErrnoException | null)?.code;
    if (typeof code !== "string" || !/^E[A-Z]+$/.test(code)) throw error;
    console.error(`[guyub] cannot save an image in ${folder}: ${code}`);
    throw storageUnavailable(field);
  }
}

/** Delete a file that may already be gone. */
export function removeImageFile(folder: string, name: string): void {
  try {
    fs.unlinkSync(path.join(folder, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}
