import crypto from "node:crypto";
import path from "node:path";
import { eq } from "drizzle-orm";
import { communities } from "../../db/schema";
import { db } from "~/lib/server/db.server";
import { ModelError, isModelError } from "./errors";
import { dataSubfolder, decodeImage, readImageHeader, removeImageFile, writeImageFile } from "./image-store.server";

/*
 * Community logos uploaded as files. Whatever was uploaded is decoded by
 * sharp (libvips) and never stored as sent: it is turned upright (EXIF orientation), cut
 * to a centred square of at most LOGO_SIDE px and encoded as WebP without any metadata
 * (phones put GPS positions into photos). The file is named by the sha256 of what we
 * wrote, so its URL never changes meaning and can be cached for ever
 * (app/routes/_resources+/logos.$name.ts). Files live in `logos/` beside the SQLite database.
 *
 * Callers: store the upload with storeLogo before saving the community; after the save
 * is committed call releaseLogo(old URL) when the logo was replaced or removed, and
 * releaseLogo(new URL) when the save failed, so no file is left that nobody uses.
 */

export const LOGO_SIDE = 256;
const NAME = /^[0-9a-f]{32}\.webp$/;
const URL_PATTERN = /^\/logos\/([0-9a-f]{32}\.webp)$/;

/** The folder of the stored logos: `logos/` in the folder of the database file. */
export function logosFolder(): string {
  return dataSubfolder("logos");
}

/** The file of a stored logo's name (`<32 hex>.webp`), or null for any other name. */
export function logoFilePath(name: string): string | null {
  if (typeof name !== "string" || !NAME.test(name)) return null;
  return path.join(logosFolder(), name);
}

/** The file name in one of our logo URLs (`/logos/<32 hex>.webp`), or null. */
export function logoNameOf(url: string | null | undefined): string | null {
  if (!url) return null;
  return URL_PATTERN.exec(url)?.[1] ?? null;
}

const LOGO_FIELD = { field: "logo_file", notImage: "logoNotImage" };

function notImage(): ModelError {
  return new ModelError("invalid", "logoNotImage", { fields: { logo_file: ["logoNotImage"] } });
}

async function encode(bytes: Uint8Array): Promise<Buffer> {
  // Format and size from the header: refused before anything is decoded.
  const { width, height } = await readImageHeader(bytes, LOGO_FIELD);
  const side = Math.min(LOGO_SIDE, width, height);
  // failOn stays at its default ("warning"): a truncated or damaged file is refused.
  // No withMetadata/keepExif/keepIccProfile: sharp writes none of the input's metadata.
  return decodeImage(bytes, (input) =>
    input.rotate().resize(side, side, { fit: "cover", position: "centre" }).webp({ quality: 80 }).toBuffer(),
  );
}

/**
 * Decode an uploaded image (PNG, JPEG or WebP), store it as a square WebP of at most
 * 256 px without metadata, and return its public URL (`/logos/<hash>.webp`). Anything
 * else is refused with logoNotImage, an image over 12 megapixels with imageTooLarge (on
 * the `logo_file` field, read from its header), and nothing is written. The caller runs
 * it as the user's one image job (oneImageJobPerUser).
 */
export async function storeLogo(bytes: Uint8Array): Promise<string> {
  let output: Buffer;
  try {
    output = await encode(bytes);
  } catch (error) {
    if (isModelError(error)) throw error;
    throw notImage();
  }
  const name = `${crypto.createHash("sha256").update(output).digest("hex").slice(0, 32)}.webp`;
  await writeImageFile(logosFolder(), name, output, "logo_file");
  return `/logos/${name}`;
}

/**
 * Delete a stored logo that no community uses any more. Anything that is not one of our
 * logo URLs (an external URL, null) is left alone, as is a file still referenced.
 */
export function releaseLogo(url: string | null | undefined): void {
  const name = logoNameOf(url);
  if (!name) return;
  const used = db
    .select({ id: communities.id })
    .from(communities)
    .where(eq(communities.logoUrl, `/logos/${name}`))
    .limit(1)
    .get();
  if (used) return;
  removeImageFile(logosFolder(), name);
}
