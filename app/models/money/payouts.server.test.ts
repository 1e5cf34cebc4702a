import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invoices, payouts } from "../../../db/schema";
import { cancelCampaign } from "../campaign/commands.server";
import { deleteAccount } from "../user.server";
import { makeCampaign, makeUser } from "../../../tests/factories";
import { db } from "~/lib/server/db.server";
import { markPayoutSent, releaseCampaignMoney } from "./money.server";
import {
  BANK_CHANGE_HOLD_MS,
  campaignShare,
  getBankAccount,
  getEarnings,
  listPayouts,
  listRefunds,
  releaseHeldPayouts,
  setBankAccount,
} from "./payouts.server";

const PAGE = { limit: 20, offset: 0 };
const ACCOUNT = { bankCode: "BCA" as const, accountNumber: "1234567890", holderName: "Budi Santoso" };

/** A paid campaign of `owner` whose proof was accepted: its share is payable. */
async function completedCampaign(fee: number, owner?: Awaited<ReturnType<typeof makeUser>>) {
  const made = await makeCampaign({ agreedFee: fee, owner });
  return { ...made, invoiceId: made.invoiceId! };
}

describe("the owner's bank account", () => {
  it("is read and written by its owner, read by the admin; anyone else is told it does not exist", async () => {
    const owner = await makeUser();
    const other = await makeUser();
    const brand = await makeUser({ role: "ADVERTISER" });
    expect(getBankAccount(owner, owner.id)).toBeNull();
    setBankAccount(owner, owner.id, ACCOUNT);
    expect(getBankAccount(owner, owner.id)).toMatchObject({ bankCode: "BCA", accountNumber: "1234567890", holdUntil: null });
    for (const stranger of [other, brand]) {
      expect(() => getBankAccount(stranger, owner.id)).toThrow(expect.objectContaining({ status: 404 }));
      expect(() => setBankAccount(stranger, owner.id, ACCOUNT)).toThrow(expect.objectContaining({ status: 404 }));
    }
  });

  it("a change holds the owner's due payouts for 24 hours; the first account holds nothing", async () => {
    const { owner, admin, campaignId } = await completedCampaign(2_000_000);
    const now = new Date("2026-11-28T10:00:00Z");
    expect(setBankAccount(owner, owner.id, ACCOUNT, now).changed).toBe(false);
    db.transaction((tx) => releaseCampaignMoney(tx, campaignId, now));
    const payout = db.select().from(payouts).where(eq(payouts.campaignId, campaignId)).get()!;
    expect(payout.state).toBe("DUE");
    expect(setBankAccount(owner, owner.id, ACCOUNT, now).changed).toBe(false); // the same again
    expect(setBankAccount(owner, owner.id, { ...ACCOUNT, accountNumber: "9876543210" }, now).changed).toBe(true);
    expect(db.select().from(payouts).where(eq(payouts.id, payout.id)).get()!.state).toBe("HELD");
    expect(() => markPayoutSent(admin, payout.id, { reference: "X", sentAt: now })).toThrow(expect.objectContaining({ status: 409 }));
    expect(releaseHeldPayouts(new Date(now.getTime() + BANK_CHANGE_HOLD_MS - 1))).toBe(0);
    expect(releaseHeldPayouts(new Date(now.getTime() + BANK_CHANGE_HOLD_MS))).toBe(1);
    expect(markPayoutSent(admin, payout.id, { reference: "X", sentAt: now }).state).toBe("SENT");
  });
});

describe("earnings", () => {
  it("shows held, payable and paid out as the ledger holds them, and per campaign fee, commission, share and state", async () => {
    const owner = await makeUser();
    setBankAccount(owner, owner.id, ACCOUNT);
    const running = await completedCampaign(1_000_000, owner);
    const done = await completedCampaign(3_000_000, owner);
    const paid = await completedCampaign(5_000_000, owner);
    db.transaction((tx) => releaseCampaignMoney(tx, done.campaignId, new Date()));
    db.transaction((tx) => releaseCampaignMoney(tx, paid.campaignId, new Date()));
    const payout = db.select().from(payouts).where(eq(payouts.campaignId, paid.campaignId)).get()!;
    markPayoutSent(paid.admin, payout.id, { reference: "OUT", sentAt: new Date() });
    const earnings = getEarnings(owner, owner.id, PAGE);
    expect(earnings).toMatchObject({ held: 900_000, payable: 2_700_000, paidOut: 4_500_000, total: 3 });
    expect(earnings.items).toEqual(
      [
        {
          campaignId: paid.campaignId,
          fee: 5_000_000,
          commission: 500_000,
          communityShare: 4_500_000,
          state: "SENT",
          running: false,
          heldByAdmin: false,
        },
        {
          campaignId: done.campaignId,
          fee: 3_000_000,
          commission: 300_000,
          communityShare: 2_700_000,
          state: "DUE",
          running: false,
          heldByAdmin: false,
        },
        {
          campaignId: running.campaignId,
          fee: 1_000_000,
          commission: 100_000,
          communityShare: 900_000,
          state: "HELD",
          running: true,
          heldByAdmin: false,
        },
      ].map((item) => ({ ...item, commissionPercent: 10, description: expect.stringContaining(" · ") })),
    );
    expect(getEarnings(running.admin, owner.id, { limit: 1, offset: 1 }).items.map((i) => i.campaignId)).toEqual([done.campaignId]);
    // Cancelled after payment with nothing earned: listed with a share of 0 and no payout, not as paid out.
    const cancelled = await completedCampaign(2_000_000, owner);
    cancelCampaign(cancelled.admin, cancelled.campaignId, "Acara batal.", 0);
    expect(getEarnings(owner, owner.id, PAGE).items[0]).toMatchObject({
      campaignId: cancelled.campaignId,
      communityShare: 0,
      state: "NONE",
    });
    expect(() => getEarnings(running.advertiser, owner.id, PAGE)).toThrow(expect.objectContaining({ status: 403 }));
    const stranger = await makeUser();
    expect(() => getEarnings(stranger, owner.id, PAGE)).toThrow(expect.objectContaining({ status: 404 }));
  });

  it("lists payouts for owners and the admin, refunds for brands and the admin; the wrong role gets 403", async () => {
    const { owner, advertiser, admin, campaignId } = await completedCampaign(1_000_000);
    db.transaction((tx) => releaseCampaignMoney(tx, campaignId, new Date()));
    expect(listPayouts(owner, {}, PAGE).total).toBe(1);
    expect(listPayouts(admin, { state: "DUE" }, PAGE).total).toBe(1);
    expect(listPayouts(await makeUser(), {}, PAGE).total).toBe(0);
    expect(() => listPayouts(advertiser, {}, PAGE)).toThrow(expect.objectContaining({ status: 403 }));
    expect(listRefunds(advertiser, {}, PAGE).total).toBe(0);
    expect(() => listRefunds(owner, {}, PAGE)).toThrow(expect.objectContaining({ status: 403 }));
  });
});

describe("deleting an account with money", () => {
  it("is refused while money is held or a payout is due; the money records outlive a deleted account", async () => {
    const { owner, advertiser, admin, campaignId, invoiceId } = await completedCampaign(1_000_000);
    // Paid and running: held for both sides.
    expect(() => deleteAccount(owner, owner.id)).toThrow(expect.objectContaining({ status: 409, message: "accountHasOpenMoney" }));
    expect(() => deleteAccount(advertiser, advertiser.id)).toThrow(expect.objectContaining({ status: 409 }));
    db.transaction((tx) => releaseCampaignMoney(tx, campaignId, new Date()));
    // Released: the brand is settled, the owner's payout is due.
    deleteAccount(admin, advertiser.id);
    expect(db.select().from(invoices).where(eq(invoices.id, invoiceId)).get()).toMatchObject({ state: "PAID" });
    expect(() => deleteAccount(owner, owner.id)).toThrow(expect.objectContaining({ status: 409 }));
    setBankAccount(owner, owner.id, ACCOUNT);
    const payout = db.select().from(payouts).where(eq(payouts.campaignId, campaignId)).get()!;
    markPayoutSent(admin, payout.id, { reference: "OUT", sentAt: new Date() });
    deleteAccount(owner, owner.id);
    expect(db.select().from(payouts).where(eq(payouts.id, payout.id)).get()).toMatchObject({ state: "SENT" });
  });

  it("voids a deleted brand's unpaid invoices", async () => {
    const { advertiser, invoiceId } = await makeCampaign({ agreedFee: 1_000_000, paid: false });
    deleteAccount(advertiser, advertiser.id);
    expect(db.select().from(invoices).where(eq(invoices.id, invoiceId!)).get()).toMatchObject({ state: "VOID" });
  });
});

describe("a campaign's share", () => {
  it("tells the owner what it receives from the invoice's stored figures, and whether the brand has paid", async () => {
    const unpaid = await makeCampaign({ agreedFee: 1_000_001, paid: false });
    // 10% of 1.000.001 = 100.000,1: rounded half up once, at issue.
    expect(campaignShare(unpaid.owner, unpaid.campaignId)).toEqual({
      awaitingPayment: true,
      communityShare: 900_001,
      commissionPercent: 10,
    });
    const paid = await makeCampaign({ agreedFee: 2_000_000 });
    expect(campaignShare(paid.owner, paid.campaignId)).toEqual({
      awaitingPayment: false,
      communityShare: 1_800_000,
      commissionPercent: 10,
    });
    expect(campaignShare(paid.admin, paid.campaignId)?.communityShare).toBe(1_800_000);
    const barter = await makeCampaign();
    expect(campaignShare(barter.owner, barter.campaignId)).toBeNull();
    expect(() => campaignShare(paid.advertiser, paid.campaignId)).toThrow(expect.objectContaining({ status: 404 }));
    expect(() => campaignShare(unpaid.owner, paid.campaignId)).toThrow(expect.objectContaining({ status: 404 }));
  });
});
