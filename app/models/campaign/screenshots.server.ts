import path from "node:path";
import { and, eq } from "drizzle-orm";
import { campaigns, communities, proofScreenshots, type User } from "../../../db/schema";
import { db } from "~/lib/server/db.server";
import { ModelError } from "../errors";
import { dataSubfolder, decodeImage, oneImageJobPerUser, readImageHeader, type ImageField } from "../image-store.server";
import { requireActor } from "../permissions.server";
import { proofUploadLimiter } from "../rate-limit.server";
import { partyWhere } from "./queries.server";

/*
 * Proof screenshots: private files under proofs/ in the data folder, re-encoded on the
 * way in, read only by a party of their campaign or the admin.
 */

export const SCREENSHOTS_MAX = 5;
export const SCREENSHOT_MAX_BYTES = 2 * 1024 * 1024;
export const SCREENSHOT_SIDE = 1280;

/** The folder of proof screenshots: `proofs/` in the data folder (back it up with the database). */
export function proofsFolder(): string {
  return dataSubfolder("proofs");
}

const SCREENSHOT_NAME = /^[0-9a-f]{32}\.webp$/;

export function screenshotRefused(
  key: "screenshotNotImage" | "screenshotsTooMany" | "screenshotTooLarge" | "screenshotNotKept",
): ModelError {
  return new ModelError("invalid", key, { fields: { screenshots: [key] } });
}

export const SCREENSHOT_FIELD: ImageField = { field: "screenshots", notImage: "screenshotNotImage" };

/**
 * Re-encode one screenshot (its header already read): upright, at most 1280 px on its
 * longer side, WebP, no metadata. An image that does not decode is refused on `field`
 * (a message's images are re-encoded the same way: storefront/threads.server.ts).
 */
export async function encodeScreenshot(bytes: Uint8Array, { field, notImage }: ImageField = SCREENSHOT_FIELD): Promise<Buffer> {
  try {
    return await decodeImage(bytes, (input) =>
      input.rotate().resize(SCREENSHOT_SIDE, SCREENSHOT_SIDE, { fit: "inside", withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
    );
  } catch {
    throw new ModelError("invalid", notImage, { fields: { [field]: [notImage] } });
  }
}

/**
 * The screenshots of a proof, re-encoded, as `actor`'s one image job (a second one
 * meanwhile: 429 imageJobRunning). Every header is read first (a file that is not an
 * image, or over 12 megapixels, refuses the proof before anything is decoded); then
 * the proof counts against the hourly limit of proofs with screenshots (429
 * tooManyProofUploads with Retry-After beyond), then the images are decoded.
 */
export async function encodeScreenshots(actor: User, screenshots: Uint8Array[]): Promise<Buffer[]> {
  if (screenshots.length === 0) return [];
  return oneImageJobPerUser(actor.id, SCREENSHOT_FIELD.field, async () => {
    for (const bytes of screenshots) await readImageHeader(bytes, SCREENSHOT_FIELD);
    const wait = proofUploadLimiter.take(proofUploadKey(actor));
    if (wait > 0) throw tooManyProofUploads(wait);
    const encoded: Buffer[] = [];
    for (const bytes of screenshots) encoded.push(await encodeScreenshot(bytes));
    return encoded;
  });
}

export const proofUploadKey = (actor: User) => `user:${actor.id}`;

export function tooManyProofUploads(wait: number): ModelError {
  return new ModelError("too_many", "tooManyProofUploads", { retryAfterSeconds: wait, params: { minutes: Math.ceil(wait / 60) } });
}

/** The file of a screenshot `actor` may see (a party of its campaign, or the admin); 404 otherwise. */
export function screenshotFileFor(actor: User | null | undefined, name: string): string {
  const user = requireActor(actor);
  if (typeof name !== "string" || !SCREENSHOT_NAME.test(name)) throw new ModelError("not_found", "screenshotNotFound");
  const row = db
    .select({ name: proofScreenshots.name })
    .from(proofScreenshots)
    .innerJoin(campaigns, eq(campaigns.id, proofScreenshots.campaignId))
    .innerJoin(communities, eq(communities.id, campaigns.communityId))
    .where(and(eq(proofScreenshots.name, name), partyWhere(user)))
    .get();
  if (!row) throw new ModelError("not_found", "screenshotNotFound");
  return path.join(proofsFolder(), row.name);
}
