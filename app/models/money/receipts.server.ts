import crypto from "node:crypto";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { invoices, type Invoice, type User } from "../../../db/schema";
import { db } from "~/lib/server/db.server";
import { ModelError } from "../errors";
import { dataSubfolder, decodeImage, readImageHeader, removeImageFile, withImageJob, writeImageFile } from "../image-store.server";
import { requireActor } from "../permissions.server";
import { receiptUploadLimiter } from "../rate-limit.server";
import { claimSubmission } from "../submission-claim.server";
import { payableInvoiceOf } from "./money.server";

/*
 * The brand's transfer receipt of an invoice (docs/product.md, "Money"): one image,
 * handled like a proof's screenshots (image-store.server.ts): read as the brand's one image
 * job, its header checked, counted against the hourly limit, re-encoded (upright, at most
 * 1600 px, WebP, no metadata) and kept in the private receipts folder. Only the brand that
 * owes the invoice and the admin may read it, on every request (/receipts/<name>).
 * A new receipt replaces the previous one.
 */

export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
const RECEIPT_SIDE = 1600;
const RECEIPT_NAME = /^[0-9a-f]{32}\.webp$/;
const RECEIPT_FIELD = { field: "file", notImage: "receiptNotImage" };

function receiptsFolder(): string {
  return dataSubfolder("receipts");
}

/** Where a receipt is served (the resource route checks who asks). */
export function receiptUrl(name: string): string {
  return `/receipts/${name}`;
}

const uploadKey = (actor: User) => `user:${actor.id}`;

function tooManyReceipts(wait: number): ModelError {
  return new ModelError("too_many", "tooManyReceiptUploads", { retryAfterSeconds: wait, params: { minutes: Math.ceil(wait / 60) } });
}

/**
 * A receipt posted (the invoice page's form, the API's multipart body): `work` reads the
 * body and calls attachReceipt. It gets `beforeFile`, for the route to run as the file
 * arrives, before any of its bytes are read: the invoice is the brand's and still payable
 * (404, 409), the brand's image job starts (429 while another runs) and the hourly limit is
 * not reached (429). A refused upload costs neither its reading nor its decoding.
 */
export function withReceiptUpload<T>(actor: User, invoiceId: number, work: (beforeFile: () => void) => Promise<T>): Promise<T> {
  payableInvoiceOf(actor, invoiceId);
  return withImageJob(actor.id, RECEIPT_FIELD.field, (start) =>
    work(() => {
      payableInvoiceOf(actor, invoiceId);
      start();
      const wait = receiptUploadLimiter.retryAfter(uploadKey(actor));
      if (wait > 0) throw tooManyReceipts(wait);
    }),
  );
}

/**
 * The brand attaches its transfer receipt to an invoice it may still pay (UNPAID,
 * OVERDUE; 409 otherwise, 404 for another brand's). The file is written before the
 * transaction and removed again if it fails; the receipt it replaces is removed after.
 * A receipt sent again with the same one-time key (a retry) is attached once: the repeat
 * gets the first answer.
 */
export async function attachReceipt(
  actor: User | null | undefined,
  invoiceId: number,
  bytes: Uint8Array | null | undefined,
  now: Date = new Date(),
): Promise<Invoice> {
  payableInvoiceOf(actor, invoiceId);
  const user = actor as User;
  if (!bytes || bytes.byteLength === 0) throw new ModelError("invalid", "invalidInput", { fields: { file: ["receiptRequired"] } });
  if (bytes.byteLength > RECEIPT_MAX_BYTES) throw new ModelError("invalid", "invalidInput", { fields: { file: ["receiptTooLarge"] } });
  const encoded = await withImageJob(user.id, RECEIPT_FIELD.field, async (start) => {
    start();
    await readImageHeader(bytes, RECEIPT_FIELD);
    const wait = receiptUploadLimiter.take(uploadKey(user));
    if (wait > 0) throw tooManyReceipts(wait);
    try {
      return await decodeImage(bytes, (image) =>
        image.rotate().resize(RECEIPT_SIDE, RECEIPT_SIDE, { fit: "inside", withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
      );
    } catch {
      throw new ModelError("invalid", "invalidInput", { fields: { file: ["receiptNotImage"] } });
    }
  });
  const folder = receiptsFolder();
  const name = `${crypto.randomBytes(16).toString("hex")}.webp`;
  await writeImageFile(folder, name, encoded, RECEIPT_FIELD.field);
  let previous: string | null = null;
  try {
    const updated = db.transaction((tx) => {
      claimSubmission(tx);
      const invoice = payableInvoiceOf(user, invoiceId, tx);
      previous = invoice.receiptFile;
      return tx
        .update(invoices)
        .set({ receiptFile: name, updatedAt: now })
        .where(and(eq(invoices.id, invoiceId), inArray(invoices.state, ["UNPAID", "OVERDUE"])))
        .returning()
        .get()!;
    });
    if (previous) removeImageFile(folder, previous);
    return updated;
  } catch (error) {
    removeImageFile(folder, name);
    throw error;
  }
}

/** The file of a receipt `actor` may see (the brand that owes the invoice, or the admin); 404 otherwise. */
export function receiptFileFor(actor: User | null | undefined, name: string): string {
  const user = requireActor(actor);
  if (typeof name !== "string" || !RECEIPT_NAME.test(name)) throw new ModelError("not_found", "notFound");
  if (user.role !== "ADMIN" && user.role !== "ADVERTISER") throw new ModelError("not_found", "notFound");
  const row = db
    .select({ name: invoices.receiptFile })
    .from(invoices)
    .where(and(eq(invoices.receiptFile, name), user.role === "ADMIN" ? undefined : eq(invoices.advertiserId, user.id)))
    .get();
  if (!row?.name) throw new ModelError("not_found", "notFound");
  return path.join(receiptsFolder(), row.name);
}
