import { describe, expect, it } from "vitest";
import { makeAdmin, makeCampaign, makeUser } from "../../../tests/factories";
import { financeCounts, listFinanceInvoices, openJournalCsv } from "./finance.server";

/* The admin's Finance views of the models: counts, the number search, the journal's source and its limit. */

const ALL_TIME = () => ({ from: new Date(0), to: new Date(Date.now() + 86_400_000) });

describe("the Finance tab's models", () => {
  it("are the admin's: anyone else 403, before the dates are read", async () => {
    for (const role of ["COMMUNITY_OWNER", "ADVERTISER"] as const) {
      const user = await makeUser({ role });
      expect(() => financeCounts(user)).toThrow(expect.objectContaining({ status: 403 }));
      expect(() =>
        openJournalCsv(user, () => {
          throw new Error("read the dates");
        }),
      ).toThrow(expect.objectContaining({ status: 403 }));
    }
  });

  it("finds invoices by the beginning of their number, in any case, and counts them by state", async () => {
    const admin = await makeAdmin();
    const { invoiceId } = await makeCampaign({ agreedFee: 1_000_000, paid: false });
    const all = listFinanceInvoices(admin, { states: ["UNPAID"] }, { limit: 100, offset: 0 });
    const number = all.items.find((i) => i.id === invoiceId)!.number;
    expect(
      listFinanceInvoices(admin, { states: ["UNPAID"], number: number.toLowerCase() }, { limit: 10, offset: 0 }).items.map((i) => i.id),
    ).toEqual([invoiceId]);
    expect(listFinanceInvoices(admin, { states: ["PAID"], number }, { limit: 10, offset: 0 }).total).toBe(0);
    expect(financeCounts(admin).invoices.UNPAID).toBe(all.total);
  });

  it("reads the journal a batch of entries at a time, every line once, and lets two downloads run per admin", async () => {
    const admin = await makeAdmin();
    await makeCampaign({ agreedFee: 1_000_000 });
    await makeCampaign({ agreedFee: 2_000_000 });
    const source = openJournalCsv(admin, ALL_TIME, 1);
    const second = openJournalCsv(admin, ALL_TIME, 1);
    expect(() => openJournalCsv(admin, ALL_TIME)).toThrow(expect.objectContaining({ status: 429 }));
    const seen: number[] = [];
    for (let batch = source.nextRows(); batch.length; batch = source.nextRows()) {
      expect(new Set(batch.map((r) => r.entryId)).size).toBe(1);
      seen.push(...batch.map((r) => r.entryId));
    }
    expect(seen.length).toBeGreaterThanOrEqual(4);
    expect([...new Set(seen)]).toEqual([...new Set(seen)].sort((a, b) => a - b));
    source.close();
    second.close();
    const third = openJournalCsv(admin, ALL_TIME);
    expect(third.nextRows().reduce((sum, r) => sum + r.amount, 0)).toBe(0);
    third.close();
  });
});
