import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { proofScreenshots } from "../../db/schema";
import { db } from "~/lib/server/db.server";
import { proofsFolder } from "./campaign/screenshots.server";

/*
 * Screenshot files nobody uses any more: a proof removed with its campaign, brief,
 * community or account (the rows cascade, the files stay), or a write cut short. A file
 * is deleted when no proof_screenshots row names it and it is older than the grace
 * period: a proof being submitted writes its files just before its transaction commits.
 */
const SCREENSHOT_FILE = /^[0-9a-f]{32}\.webp$/;
const TEMPORARY_FILE = /^\..+\.tmp$/;
export const SWEEP_GRACE_MS = 60 * 60 * 1000;

/** Delete unused screenshot files older than `graceMs`; returns how many went. */
export function sweepUnusedScreenshots(now = Date.now(), graceMs = SWEEP_GRACE_MS): number {
  return sweepUnusedFiles(
    proofsFolder(),
    (name) => db.select({ name: proofScreenshots.name }).from(proofScreenshots).where(eq(proofScreenshots.name, name)).get() !== undefined,
    now,
    graceMs,
  );
}

/**
 * Delete the image files of `folder` (`<32 hex>.webp`) that `isUsed` says no row names
 * any more, and the half-written ones, once older than `graceMs` (a conversation's images
 * are swept the same way: storefront/threads.server.ts). Returns how many went.
 */
export function sweepUnusedFiles(folder: string, isUsed: (name: string) => boolean, now = Date.now(), graceMs = SWEEP_GRACE_MS): number {
  let names: string[];
  try {
    names = fs.readdirSync(folder);
  } catch {
    return 0; // no folder yet: nothing uploaded
  }
  let removed = 0;
  for (const name of names) {
    const image = SCREENSHOT_FILE.test(name);
    if (!image && !TEMPORARY_FILE.test(name)) continue;
    const file = path.join(folder, name);
    let modified: number;
    try {
      modified = fs.statSync(file).mtimeMs;
    } catch {
      continue;
    }
    if (now - modified < graceMs) continue;
    if (image && isUsed(name)) continue;
    try {
      fs.unlinkSync(file);
      removed += 1;
    } catch {
      // gone already, or the folder refuses: the next sweep tries again
    }
  }
  return removed;
}
