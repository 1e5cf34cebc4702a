import { describe, expect, it } from "vitest";
import { db } from "~/lib/server/db.server";
import { makeAdmin, makeCampaign, makeUser } from "../../../tests/factories";
import { planOf, recordStatements } from "../../../tests/statements";
import { financeCounts, listFinanceInvoices, listFinancePayouts, listFinanceRefunds, openJournalCsv } from "./finance.server";
import { releaseCampaignMoney, settleCancelledCampaignMoney } from "./money.server";

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

  it("pages payouts and refunds newest first on their (state, id) index, each with its parties", async () => {
    const admin = await makeAdmin();
    for (let i = 0; i < 5; i++) {
      const { campaignId } = await makeCampaign({ agreedFee: 1_000_000 + i });
      db.transaction((tx) =>
        i % 2 ? settleCancelledCampaignMoney(tx, campaignId!, 500_000, new Date()) : releaseCampaignMoney(tx, campaignId!, new Date()),
      );
    }
    const payouts = listFinancePayouts(admin, "DUE", { limit: 10, offset: 0 });
    expect(payouts.total).toBe(5);
    const ids = payouts.items.map((p) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const paged = [0, 2, 4].flatMap((offset) => listFinancePayouts(admin, "DUE", { limit: 2, offset }).items.map((p) => p.id));
    expect(paged).toEqual(ids);
    for (const p of payouts.items) expect(p.ownerName && p.ownerEmail && p.description).toBeTruthy();
    const refunds = listFinanceRefunds(admin, "DUE", { limit: 10, offset: 0 });
    expect(refunds.total).toBe(2);
    expect(listFinanceRefunds(admin, "DUE", { limit: 1, offset: 1 }).items.map((r) => r.id)).toEqual([refunds.items[1].id]);
    expect(refunds.items[0].brandName && refunds.items[0].description).toBeTruthy();
    // The page is found on the index alone; the joins run for its rows only.
    const statements = recordStatements(() => {
      listFinancePayouts(admin, "DUE", { limit: 2, offset: 2 });
      listFinanceRefunds(admin, "DUE", { limit: 1, offset: 1 });
    });
    expect(statements.length).toBeGreaterThanOrEqual(4);
    for (const statement of statements) {
      const plan = planOf(statement);
      expect(plan, statement.sql).not.toMatch(/SCAN (payouts|refunds)\b/);
      expect(plan, statement.sql).toMatch(/(payouts|refunds)_state_idx/);
      // The rows to join are looked up by id, the page itself read from the covering index.
      if (/ join /.test(statement.sql)) {
        expect(plan, statement.sql).toMatch(/SEARCH (payouts|refunds) USING INTEGER PRIMARY KEY/);
        expect(plan, statement.sql).toMatch(/COVERING INDEX (payouts|refunds)_state_idx/);
      }
    }
  });
});
