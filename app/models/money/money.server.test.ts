import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { campaigns, invoices, payouts, refunds, type User, notifications, emailOutbox } from "../../../db/schema";
import { makeCampaign, makeUser } from "../../../tests/factories";
import { expectBooksHold } from "../../../tests/money-books";
import { db } from "~/lib/server/db.server";
import { cancellationSplit, invoiceFigures, percentOf } from "~/utils/amounts";
import { accountBalance, postEntry, trialBalance } from "./ledger.server";
import {
  confirmPayment,
  declineInvoice,
  getInvoice,
  listInvoices,
  markPayoutSent,
  markRefundSent,
  openCampaignMoney,
  releaseCampaignMoney,
  runInvoiceDeadlines,
  settleCancelledCampaignMoney,
  type MoneySettings,
} from "./money.server";

const SETTINGS: MoneySettings = {
  mode: "manual",
  commissionPercent: 10,
  taxPercent: 11,
  dueDays: 3,
  seller: {
    name: "PT Guyub",
    address: "Jakarta",
    npwp: "01.234.567.8-901.000",
    bank: "BCA",
    accountNumber: "1234567890",
    accountHolder: "PT Guyub",
  },
};

/** A campaign with a fee whose approval issued an invoice (at `now`: the clock is set for the approval). */
async function invoiced(fee: number, now = new Date("2026-11-20T03:00:00Z")) {
  vi.useFakeTimers({ now, toFake: ["Date"] });
  try {
    const made = await makeCampaign({ agreedFee: fee, paid: false });
    return { ...made, invoiceId: made.invoiceId! };
  } finally {
    vi.useRealTimers();
  }
}

function addBankAccount(owner: User) {
  db.run(
    sql`insert into bank_accounts (user_id, bank_code, account_number, holder_name, created_at, updated_at) values (${owner.id}, 'BCA', '1234567890', 'Budi', 0, 0)`,
  );
}

const campaignOf = (id: number) => db.select().from(campaigns).where(eq(campaigns.id, id)).get()!;

describe("the arithmetic", () => {
  it("rounds a percentage half up, on whole Rupiah", () => {
    expect(percentOf(4_500_005, 10)).toBe(450_001); // 450,000.5 -> up
    expect(percentOf(4_500_004, 10)).toBe(450_000); // 450,000.4 -> down
    expect(percentOf(50, 11)).toBe(6); // 5.5 -> 6
    expect(percentOf(1, 11)).toBe(0); // 0.11
    expect(percentOf(0, 11)).toBe(0);
    expect(() => percentOf(10.5, 10)).toThrow(RangeError);
  });

  it("gives an invoice's figures once: the fee before tax, the share and the commission from it", () => {
    expect(invoiceFigures(5_000_000, 10, 11)).toEqual({
      subtotal: 5_000_000,
      commissionPercent: 10,
      commission: 500_000,
      communityShare: 4_500_000,
      taxPercent: 11,
      tax: 550_000,
      total: 5_550_000,
    });
    expect(invoiceFigures(1_234_567, 10, 11)).toMatchObject({
      commission: 123_457,
      communityShare: 1_111_110,
      tax: 135_802,
      total: 1_370_369,
    });
  });

  it("splits a cancelled paid campaign so that the parts add up to the total, to the Rupiah, for any fee and share", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (fee, commission, tax, part) => {
          const invoice = invoiceFigures(fee, commission, tax);
          const earned = Math.floor(fee * part);
          const split = cancellationSplit(invoice, earned);
          expect(split.owner + split.brand + split.revenue + split.tax).toBe(invoice.total);
          for (const value of Object.values(split)) expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe("the ledger", () => {
  it("posts an entry once per key, refuses one that does not balance, and its lines cannot change", () => {
    const at = new Date();
    const lines = [
      { account: "BANK" as const, amount: 100 },
      { account: "REVENUE" as const, amount: -100 },
    ];
    expect(postEntry(db, { key: "test:1", kind: "test", lines, at })).toBe(true);
    expect(postEntry(db, { key: "test:1", kind: "test", lines, at })).toBe(false);
    expect(() =>
      postEntry(db, {
        key: "test:2",
        kind: "test",
        lines: [
          { account: "BANK", amount: 100 },
          { account: "REVENUE", amount: -99 },
        ],
        at,
      }),
    ).toThrow(/does not balance/);
    expect(() =>
      postEntry(db, {
        key: "test:3",
        kind: "test",
        lines: [
          { account: "BANK", amount: 0.5 },
          { account: "REVENUE", amount: -0.5 },
        ],
        at,
      }),
    ).toThrow(/whole Rupiah/);
    expect(() => db.$client.prepare("update ledger_lines set amount = 1").run()).toThrow(/append-only/);
    expect(() => db.$client.prepare("delete from ledger_lines").run()).toThrow(/append-only/);
    expect(() => db.$client.prepare("delete from ledger_entries").run()).toThrow(/append-only/);
    expect(() => db.$client.prepare("insert into ledger_lines (entry_id, account, amount) values (1, 'BANK', 1.5)").run()).toThrow(
      /whole number/,
    );
    expect(trialBalance()).toEqual({
      balanced: true,
      accounts: expect.arrayContaining([
        { account: "BANK", balance: 100 },
        { account: "REVENUE", balance: -100 },
      ]),
    });
  });
});

describe("invoices", () => {
  it("is issued with the campaign: numbered without gaps per year in WIB, due in INVOICE_DUE_DAYS, the work waiting for payment", async () => {
    const first = await invoiced(5_000_000, new Date("2026-12-31T16:00:00Z")); // 23:00 WIB, 31 Dec
    const second = await invoiced(1_000_000, new Date("2026-12-31T17:30:00Z")); // 00:30 WIB, 1 Jan 2027
    const third = await invoiced(2_000_000, new Date("2027-01-02T01:00:00Z"));
    const one = getInvoice(first.admin, first.invoiceId);
    expect(one).toMatchObject({
      number: "GYB/2026/000001",
      state: "UNPAID",
      subtotal: 5_000_000,
      tax: 550_000,
      total: 5_550_000,
      dueDate: "2027-01-03",
    });
    expect(one.buyer.name).toBeTruthy();
    expect(one.seller).toMatchObject({ bank: "BCA", name: "PT Guyub Komunitas Indonesia" });
    expect(getInvoice(second.admin, second.invoiceId).number).toBe("GYB/2027/000001");
    expect(getInvoice(third.admin, third.invoiceId).number).toBe("GYB/2027/000002");
    expect(campaignOf(first.campaignId)).toMatchObject({ state: "AWAITING_PAYMENT", paymentState: "AWAITING_PAYMENT" });
  });

  it("is not issued for a campaign without a fee, nor when payments are off: the work starts at once", async () => {
    const made = await makeCampaign({});
    expect(made.invoiceId).toBeNull();
    expect(campaignOf(made.campaignId)).toMatchObject({ state: "IN_PROGRESS", paymentState: "NONE" });
    const off = db.transaction((tx) =>
      openCampaignMoney(
        tx,
        { campaignId: made.campaignId, advertiserId: made.advertiser.id, fee: 1_000_000, description: "x", now: new Date() },
        { ...SETTINGS, mode: "off" },
      ),
    );
    expect(off).toEqual({ state: "IN_PROGRESS", paymentState: "NONE", invoiceId: null });
    expect(db.select().from(invoices).all()).toEqual([]);
  });

  it("is seen by its brand and the admin; anyone else is told it does not exist", async () => {
    const { admin, advertiser, owner, invoiceId } = await invoiced(1_000_000);
    const stranger = await makeUser({ role: "ADVERTISER" });
    expect(getInvoice(advertiser, invoiceId).id).toBe(invoiceId);
    expect(getInvoice(admin, invoiceId).id).toBe(invoiceId);
    expect(() => getInvoice(stranger, invoiceId)).toThrow(expect.objectContaining({ status: 404 }));
    expect(() => getInvoice(owner, invoiceId)).toThrow(expect.objectContaining({ status: 404 }));
    expect(() => getInvoice(null, invoiceId)).toThrow(expect.objectContaining({ status: 401 }));
    expect(listInvoices(advertiser, {}, { limit: 20, offset: 0 }).total).toBe(1);
    expect(listInvoices(stranger, {}, { limit: 20, offset: 0 })).toEqual({ items: [], total: 0 });
    expect(() => listInvoices(owner, {}, { limit: 20, offset: 0 })).toThrow(expect.objectContaining({ status: 403 }));
  });

  it("is confirmed paid by the admin only for its exact total, once: the money is held and the work starts", async () => {
    const { admin, advertiser, invoiceId, campaignId } = await invoiced(5_000_000);
    const paidAt = new Date("2026-11-21T02:00:00Z");
    expect(() => confirmPayment(advertiser, invoiceId, { reference: "TRF1", paidAt, amount: 5_550_000 })).toThrow(
      expect.objectContaining({ status: 403 }),
    );
    expect(() => confirmPayment(admin, invoiceId, { reference: "TRF1", paidAt, amount: 5_549_999 })).toThrow(
      expect.objectContaining({ status: 409, message: "paymentAmountDiffers" }),
    );
    expect(confirmPayment(admin, invoiceId, { reference: "TRF1", paidAt, amount: 5_550_000 })).toMatchObject({
      state: "PAID",
      reference: "TRF1",
      paidAt,
    });
    expect(() => confirmPayment(admin, invoiceId, { reference: "TRF1", paidAt, amount: 5_550_000 })).toThrow(
      expect.objectContaining({ status: 409 }),
    );
    expect(campaignOf(campaignId)).toMatchObject({ state: "IN_PROGRESS", paymentState: "PAID" });
    expect(accountBalance("HELD", { campaignId })).toBe(-5_550_000);
    expect(accountBalance("BANK")).toBe(5_550_000);
  });

  it("declined by its brand with a reason: the campaign is cancelled and cannot be paid any more", async () => {
    const { admin, advertiser, invoiceId, campaignId } = await invoiced(1_000_000);
    expect(() => declineInvoice(advertiser, invoiceId, "  ")).toThrow(expect.objectContaining({ status: 400 }));
    expect(declineInvoice(advertiser, invoiceId, "Budget cut")).toMatchObject({ state: "DECLINED", declineReason: "Budget cut" });
    expect(campaignOf(campaignId)).toMatchObject({ state: "CANCELLED", paymentState: "VOID" });
    expect(() => confirmPayment(admin, invoiceId, { reference: "x", paidAt: new Date(), amount: 1_110_000 })).toThrow(
      expect.objectContaining({ status: 409 }),
    );
  });

  it("past its due date is overdue (still payable); seven days after it, void and its campaign cancelled, once", async () => {
    const issued = new Date("2026-11-20T03:00:00Z"); // due 2026-11-23
    const late = await invoiced(1_000_000, issued);
    const payable = await invoiced(1_000_000, issued);
    expect(runInvoiceDeadlines(new Date("2026-11-22T16:59:00Z"))).toEqual({ overdue: [], voided: [] }); // 23:59 WIB on the 22nd
    expect(runInvoiceDeadlines(new Date("2026-11-22T17:00:00Z")).overdue.sort()).toEqual([late.invoiceId, payable.invoiceId].sort());
    expect(runInvoiceDeadlines(new Date("2026-11-23T17:00:00Z"))).toEqual({ overdue: [], voided: [] });
    confirmPayment(payable.admin, payable.invoiceId, { reference: "LATE", paidAt: new Date(), amount: 1_110_000 });
    expect(runInvoiceDeadlines(new Date("2026-11-30T16:59:00Z")).voided).toEqual([]); // 30 Nov WIB: due + 7
    expect(runInvoiceDeadlines(new Date("2026-11-30T17:00:00Z")).voided).toEqual([late.invoiceId]); // 1 Dec WIB
    expect(runInvoiceDeadlines(new Date("2026-12-05T00:00:00Z")).voided).toEqual([]);
    expect(getInvoice(late.admin, late.invoiceId).state).toBe("VOID");
    expect(campaignOf(late.campaignId)).toMatchObject({ state: "CANCELLED", paymentState: "VOID" });
    expect(campaignOf(payable.campaignId)).toMatchObject({ state: "IN_PROGRESS", paymentState: "PAID" });
  });
});

describe("held, released, paid out", () => {
  it("on completion: the share payable to the owner, the commission revenue, the PPN tax; the payout sent once", async () => {
    const { admin, owner, invoiceId, campaignId } = await invoiced(4_500_005);
    confirmPayment(admin, invoiceId, { reference: "T", paidAt: new Date(), amount: getInvoice(admin, invoiceId).total });
    db.transaction((tx) => releaseCampaignMoney(tx, campaignId, new Date()));
    db.transaction((tx) => releaseCampaignMoney(tx, campaignId, new Date())); // a replay posts nothing
    expect(accountBalance("HELD", { campaignId })).toBe(0);
    expect(accountBalance("PAYABLE", { userId: owner.id })).toBe(-4_050_004);
    expect(accountBalance("REVENUE")).toBe(-450_001);
    expect(accountBalance("TAX_PAYABLE")).toBe(-495_001);
    const payout = db.select().from(payouts).where(eq(payouts.campaignId, campaignId)).get()!;
    expect(payout).toMatchObject({ amount: 4_050_004, state: "DUE" });
    expect(() => markPayoutSent(admin, payout.id, { reference: "OUT1", sentAt: new Date() })).toThrow(
      expect.objectContaining({ message: "payoutWithoutAccount" }),
    );
    addBankAccount(owner);
    expect(markPayoutSent(admin, payout.id, { reference: "OUT1", sentAt: new Date() })).toMatchObject({ state: "SENT" });
    expect(() => markPayoutSent(admin, payout.id, { reference: "OUT1", sentAt: new Date() })).toThrow(
      expect.objectContaining({ status: 409 }),
    );
    expect(accountBalance("PAYABLE", { userId: owner.id })).toBe(0);
    expect(trialBalance().balanced).toBe(true);
  });

  it("on cancellation after payment: the earned share to the owner, the rest with its PPN back to the brand", async () => {
    const { admin, owner, advertiser, invoiceId, campaignId } = await invoiced(3_000_000);
    confirmPayment(admin, invoiceId, { reference: "T", paidAt: new Date(), amount: 3_330_000 });
    expect(() => db.transaction((tx) => settleCancelledCampaignMoney(tx, campaignId, 3_000_001, new Date()))).toThrow(
      expect.objectContaining({ status: 400 }),
    );
    db.transaction((tx) => settleCancelledCampaignMoney(tx, campaignId, 1_000_000, new Date()));
    expect(accountBalance("PAYABLE", { userId: owner.id })).toBe(-900_000);
    expect(accountBalance("REFUNDABLE", { userId: advertiser.id })).toBe(-2_220_000);
    expect(accountBalance("REVENUE")).toBe(-100_000);
    expect(accountBalance("TAX_PAYABLE")).toBe(-110_000);
    expect(accountBalance("HELD", { campaignId })).toBe(0);
    const refund = db.select().from(refunds).where(eq(refunds.campaignId, campaignId)).get()!;
    markRefundSent(admin, refund.id, { reference: "BACK", sentAt: new Date() });
    expect(accountBalance("REFUNDABLE", { userId: advertiser.id })).toBe(0);
    expect(campaignOf(campaignId).paymentState).toBe("REFUNDED");
  });

  it("a share on a campaign that was never paid is refused; its unpaid invoice is void", async () => {
    const { admin, invoiceId, campaignId } = await invoiced(3_000_000);
    expect(() => db.transaction((tx) => settleCancelledCampaignMoney(tx, campaignId, 1, new Date()))).toThrow(
      expect.objectContaining({ status: 400 }),
    );
    db.transaction((tx) => settleCancelledCampaignMoney(tx, campaignId, 0, new Date()));
    expect(getInvoice(admin, invoiceId).state).toBe("VOID");
  });
});

describe("the books, over random sequences of money events", () => {
  it("always balance; no Rupiah created or lost; nothing paid twice; held is 0 once settled; statements equal the ledger", async () => {
    const owner = await makeUser();
    addBankAccount(owner);
    const made: Awaited<ReturnType<typeof invoiced>>[] = [];
    for (const fee of [1_000_001, 2_500_000, 777_777, 3_141_593, 50]) made.push(await invoiced(fee, new Date("2026-11-20T03:00:00Z")));
    const admin = made[0].admin;
    type Step = { kind: "pay" | "complete" | "cancel" | "payout" | "refund" | "deadline"; index: number; part: number };
    const step = fc.record({
      kind: fc.constantFrom<Step["kind"]>("pay", "complete", "cancel", "payout", "refund", "deadline"),
      index: fc.nat({ max: made.length - 1 }),
      part: fc.double({ min: 0, max: 1, noNaN: true }),
    });
    // One long random run on one database; each step may be refused (409/400), never half done.
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 60 }), (steps) => {
        const done: string[] = [];
        for (const s of steps) {
          const m = made[s.index];
          const invoice = getInvoice(admin, m.invoiceId);
          const attempt = (work: () => unknown) => {
            try {
              work();
            } catch (error) {
              if (!(error as { status?: number }).status) throw error;
            }
          };
          if (s.kind === "pay")
            attempt(() => confirmPayment(admin, m.invoiceId, { reference: "R", paidAt: new Date(), amount: invoice.total }));
          if (s.kind === "complete") attempt(() => db.transaction((tx) => releaseCampaignMoney(tx, m.campaignId, new Date())));
          if (s.kind === "cancel")
            attempt(() =>
              db.transaction((tx) =>
                settleCancelledCampaignMoney(
                  tx,
                  m.campaignId,
                  invoice.state === "PAID" ? Math.floor(invoice.subtotal * s.part) : 0,
                  new Date(),
                ),
              ),
            );
          if (s.kind === "deadline") runInvoiceDeadlines(new Date(Date.parse("2026-11-20T03:00:00Z") + s.part * 20 * 86_400_000));
          if (s.kind === "payout")
            for (const p of db.select().from(payouts).where(eq(payouts.state, "DUE")).all())
              attempt(() => markPayoutSent(admin, p.id, { reference: "P", sentAt: new Date() }));
          if (s.kind === "refund")
            for (const r of db.select().from(refunds).where(eq(refunds.state, "DUE")).all())
              attempt(() => markRefundSent(admin, r.id, { reference: "B", sentAt: new Date() }));

          done.push(`${s.kind} ${s.index} ${s.part}`);
          expectBooksHold(admin, done.join("\n"));
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe("who is told", () => {
  const noticesOf = (userId: number) =>
    db
      .select({ type: notifications.type })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .all()
      .map((n) => n.type);
  const mailTo = (address: string) =>
    db
      .select({ kind: emailOutbox.kind, subject: emailOutbox.subject, lang: emailOutbox.lang })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, address))
      .all();

  it("the brand of its invoice, the owner of its payment and its payout, each by notification and e-mail", async () => {
    const { admin, owner, advertiser, invoiceId, campaignId } = await invoiced(2_000_000);
    expect(noticesOf(advertiser.id)).toContain("invoice_issued");
    expect(mailTo(advertiser.email).map((m) => m.kind)).toContain("invoice_issued");
    confirmPayment(admin, invoiceId, { reference: "BCA-1", paidAt: new Date(), amount: 2_220_000 });
    expect(noticesOf(owner.id)).toContain("campaign_paid");
    expect(mailTo(owner.email).find((m) => m.kind === "campaign_paid")?.subject).toMatch(/paid|dibayar/);
    db.transaction((tx) => releaseCampaignMoney(tx, campaignId, new Date()));
    addBankAccount(owner);
    const payout = db.select().from(payouts).where(eq(payouts.campaignId, campaignId)).get()!;
    markPayoutSent(admin, payout.id, { reference: "OUT-1", sentAt: new Date() });
    expect(noticesOf(owner.id)).toContain("payout_sent");
  });

  it("both sides when an invoice is void for not being paid; the owner when the brand declines", async () => {
    const late = await invoiced(1_000_000, new Date("2026-11-20T03:00:00Z"));
    runInvoiceDeadlines(new Date("2026-11-23T00:00:00Z"));
    expect(noticesOf(late.advertiser.id)).toContain("invoice_overdue");
    runInvoiceDeadlines(new Date("2026-12-02T00:00:00Z"));
    expect(noticesOf(late.advertiser.id)).toContain("invoice_void");
    expect(noticesOf(late.owner.id)).toContain("campaign_not_paid");
    const declined = await invoiced(1_000_000);
    declineInvoice(declined.advertiser, declined.invoiceId, "Anggaran dipotong");
    expect(noticesOf(declined.owner.id)).toContain("campaign_invoice_declined");
  });
});
