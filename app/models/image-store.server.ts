import { AsyncLocalStorage } from "node:async_hooks";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Sharp } from "sharp";
import { databasePath } from "../../db/connection";
import { lockBusyCode, storageFailureCode } from "../../db/storage";
import { oncePerRequest } from "~/lib/server/client-address.server";
import { ModelError, storageUnavailable } from "./errors";
import { claimLease, releaseLease } from "./job-lease.server";
import { logger } from "~/lib/server/logger.server";

/*
 * What logos and proof screenshots share: sharp, loaded at the first upload; the size
 * read from the image's header before any pixel is decoded; one image job per user at a
 * time (across the server's processes), one decode at a time per process and one core
 * short of all of them on the machine, so uploads never take the CPU from everyone else; the data folder (beside the
 * SQLite file); a write that no reader sees half done; and one answer when the folder
 * refuses a file (503 next to the upload field). See docs/product.md, "Safety limits".
 */

type SharpFactory = (input: Uint8Array, options: object) => Sharp;
let loading: Promise<SharpFactory> | null = null;

/** sharp (and libvips) is loaded at the first upload, not with every server start. */
export function loadSharp(): Promise<SharpFactory> {
  loading ??= import("sharp").then(({ default: sharp }) => {
    // Every upload is a new image: libvips' operation cache would only hold memory.
    sharp.cache(false);
    // One libvips thread per image: a decode keeps one core busy at most, never both.
    sharp.concurrency(1);
    return sharp as SharpFactory;
  });
  return loading;
}

/**
 * Largest image accepted, in pixels: a screenshot, not a poster (a phone's 1440x3200 is
 * 4.6 megapixels, a 4K screen 8.3). Read from the header, before anything is decoded.
 */
export const MAX_INPUT_PIXELS = 12_000_000;
export const ACCEPTED_IMAGE_FORMATS = new Set(["png", "jpeg", "webp"]);

/** What an upload field answers: its name and the key of its "not an image" message. */
export type ImageField = { field: string; notImage: string };

/** An image's format and size, as its header states them. */
export type ImageHeader = { format: string; width: number; height: number };

/**
 * Read the format and size from the image's header without decoding a pixel, and refuse
 * on `field`: anything but a PNG, JPEG or WebP with `notImage`; an image over
 * MAX_INPUT_PIXELS with imageTooLarge ("at most 12 megapixels").
 */
export async function readImageHeader(bytes: Uint8Array, { field, notImage }: ImageField): Promise<ImageHeader> {
  let header: { format?: string; width?: number; height?: number };
  try {
    const sharp = await loadSharp();
    // No pixel limit here: this reads the header only; the decode has its limit.
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    header = {};
  }
  const { format, width, height } = header;
  if (!format || !ACCEPTED_IMAGE_FORMATS.has(format) || !width || !height) {
    throw new ModelError("invalid", notImage, { fields: { [field]: [notImage] } });
  }
  if (width * height > MAX_INPUT_PIXELS) throw new ModelError("invalid", "imageTooLarge", { fields: { [field]: ["imageTooLarge"] } });
  return { format, width, height };
}

/**
 * Decode `bytes` (already checked by readImageHeader) with `work`: at most
 * IMAGE_DECODES_AT_ONCE per process (the others wait their turn in order) and
 * IMAGE_DECODES_ON_MACHINE among all the server's processes (machineDecodeSlot). The
 * decode runs on libuv's thread pool with one libvips thread (sharp.concurrency(1)), so
 * the event loop keeps answering the other requests meanwhile.
 */
export async function decodeImage<T>(bytes: Uint8Array, work: (image: Sharp) => Promise<T>): Promise<T> {
  const sharp = await loadSharp();
  return inDecodeSlot(async () => {
    const slot = await machineDecodeSlot();
    try {
      return await work(sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true }));
    } finally {
      if (slot) releaseSoon(slot.name, slot.holder);
    }
  });
}

/**
 * Images decoded at the same time by all the server's processes on this machine (`npm
 * start` runs one per core): one core short of all of them, so a decode in every worker
 * at once still leaves a core to the requests. At least one.
 */
export const IMAGE_DECODES_ON_MACHINE = Math.max(1, os.availableParallelism() - 1);
/** How long a decode holds its machine-wide slot at most (a process that died with it). */
const DECODE_SLOT_TTL_MS = 15_000;
const DECODE_SLOT_POLL_MS = 25;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One of the IMAGE_DECODES_ON_MACHINE slots (lease rows `image_decode:<n>`, shared by the
 * server's processes through the database), waiting without blocking until one is free:
 * the first free one is taken; a held one is seen with a read, so waiting costs no
 * writes. A database that refuses the write for disk reasons gives no slot (null): the
 * decode goes on and the upload meets the full disk when its file is written.
 */
async function machineDecodeSlot(): Promise<{ name: string; holder: string } | null> {
  const holder = `${process.pid}:${crypto.randomBytes(12).toString("hex")}`;
  for (;;) {
    for (let n = 0; n < IMAGE_DECODES_ON_MACHINE; n++) {
      const name = `image_decode:${n}`;
      try {
        if (claimLease({ name, holder, now: Date.now(), ttlMs: DECODE_SLOT_TTL_MS })) return { name, holder };
      } catch (error) {
        if (storageFailureCode(error)) return null;
        // Another process writing at this moment: try again at the next round.
        if (!lockBusyCode(error)) throw error;
      }
    }
    await sleep(DECODE_SLOT_POLL_MS);
  }
}

/**
 * Give a lease back; when another process holds the write lock, try again a little later
 * (a few seconds at most), so the place is free again long before it lapses.
 */
function releaseSoon(name: string, holder: string, attempt = 0): void {
  try {
    releaseLease(name, holder);
  } catch (error) {
    if (lockBusyCode(error) && attempt < 100) {
      setTimeout(() => releaseSoon(name, holder, attempt + 1), DECODE_SLOT_POLL_MS);
      return;
    }
    // The answer went out anyway: the place lapses on its own.
    logger.warn(`could not give back ${name}: ${(error as Error).message}`);
  }
}

/** Images decoded at the same time in one server process (the others queue). */
export const IMAGE_DECODES_AT_ONCE = 1;
let decoding = 0;
const waitingForSlot: Array<() => void> = [];

/** Run `work` once fewer than IMAGE_DECODES_AT_ONCE others of this process run. */
export async function inDecodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (decoding >= IMAGE_DECODES_AT_ONCE) await new Promise<void>((resolve) => waitingForSlot.push(resolve));
  else decoding += 1;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, or is freed.
    const next = waitingForSlot.shift();
    if (next) next();
    else decoding -= 1;
  }
}

/**
 * How long one user's image job holds its place at most: a worker that dies with the
 * job leaves the user blocked until then, no longer. It covers the slowest upload a
 * request may take to arrive (its screenshots are read inside the job) and the decodes.
 */
export const IMAGE_JOB_TTL_MS = 3 * 60_000;
/** What a refused second job is told to wait: a job in flight is done in seconds. */
export const IMAGE_JOB_RETRY_AFTER_SECONDS = 5;

type ImageJob = { name: string; holder: string; field: string; claimed: boolean };
/** The image job the code running now belongs to (calls nested in it join it). */
const jobOfContext = new AsyncLocalStorage<ImageJob>();

function claimJob(job: ImageJob): void {
  if (job.claimed) return;
  let claimed: boolean;
  try {
    claimed = claimLease({ name: job.name, holder: job.holder, now: Date.now(), ttlMs: IMAGE_JOB_TTL_MS });
  } catch (error) {
    // A full or read-only disk: the upload could not be stored either; say so next to its field.
    const code = storageFailureCode(error);
    if (!code) throw error;
    logger.error(`cannot start an image upload: the data folder refused the write (${code})`);
    throw storageUnavailable(job.field);
  }
  if (!claimed) throw new ModelError("too_many", "imageJobRunning", { retryAfterSeconds: IMAGE_JOB_RETRY_AFTER_SECONDS });
  job.claimed = true;
}

/**
 * Run `work` as (part of) `userId`'s only image job. The job's place is claimed when
 * `work` calls `start` (a route calls it when the first file of a body arrives, so that
 * a refused upload is not even read), and given back when the outermost `work` ends. A
 * second job of the user while one runs, in this process or any other (a lease row in
 * the database, shared by the server's processes), is refused at `start` with 429
 * imageJobRunning and Retry-After. A call nested in the work of another for the same
 * user joins that job. A place whose process died lapses after IMAGE_JOB_TTL_MS. A
 * request that runs again after a lock wait holds the same place (the holder is the
 * request's). A disk that refuses the claim answers 503 storageUnavailable on `field`,
 * the upload field, as the refused file would.
 */
export async function withImageJob<T>(userId: number, field: string, work: (start: () => void) => Promise<T>): Promise<T> {
  const name = `image_job:${userId}`;
  const outer = jobOfContext.getStore();
  if (outer?.name === name) return work(() => claimJob(outer));
  const holder = oncePerRequest("imageJobHolder", () => `${process.pid}:${crypto.randomBytes(12).toString("hex")}`);
  const job: ImageJob = { name, holder, field, claimed: false };
  try {
    return await jobOfContext.run(job, () => work(() => claimJob(job)));
  } finally {
    if (job.claimed) releaseSoon(name, job.holder);
  }
}

/** Run `work` as `userId`'s one image job, claimed at once (withImageJob). */
export function oneImageJobPerUser<T>(userId: number, field: string, work: () => Promise<T>): Promise<T> {
  return withImageJob(userId, field, (start) => {
    start();
    return work();
  });
}

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
    logger.error(`cannot save an image in ${folder}: ${code}`);
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
