import sharp from "sharp";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invoices } from "../../../db/schema";
import { makeCampaign } from "../../../tests/factories";
import { db } from "~/lib/server/db.server";
import { DuplicateSubmission, runSubmission } from "../submission-claim.server";
import { attachReceipt } from "./receipts.server";

/*
 * A transfer receipt on a real SQLite file: attached under a request's one-time key, it
 * is written once; the same key again writes nothing and keeps the first receipt.
 */

const png = () =>
  sharp({ create: { width: 32, height: 32, channels: 3, background: "#2a7" } })
    .png()
    .toBuffer();

describe("a receipt sent twice with one key", () => {
  it("is attached once: the repeat rolls back and the first receipt stays", async () => {
    const { advertiser, invoiceId } = await makeCampaign({ agreedFee: 1_000_000, paid: false });
    const key = { scope: `user:${advertiser.id}`, key: "receipt-1", fingerprint: "f" };
    const bytes = await png();
    const first = await runSubmission(key, () => attachReceipt(advertiser, invoiceId!, bytes));
    expect(first.claimed).toBe(true);
    expect(first.result.receiptFile).toMatch(/^[0-9a-f]{32}\.webp$/);
    await expect(runSubmission(key, () => attachReceipt(advertiser, invoiceId!, bytes))).rejects.toBeInstanceOf(DuplicateSubmission);
    const stored = db.select().from(invoices).where(eq(invoices.id, invoiceId!)).get()!;
    expect(stored.receiptFile).toBe(first.result.receiptFile);
    // Without a key (or with another one) a new receipt replaces the first.
    const second = await runSubmission({ ...key, key: "receipt-2" }, () => attachReceipt(advertiser, invoiceId!, bytes));
    expect(second.result.receiptFile).not.toBe(first.result.receiptFile);
  });
});
