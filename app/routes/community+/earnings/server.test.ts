import { describe, expect, it } from "vitest";
import { makeCampaign, makeUser, proofInput } from "../../../../tests/factories";
import { acceptProof, submitProof } from "~/models/campaign/commands.server";
import { setBankAccount } from "~/models/money/payouts.server";
import { markPayoutSent } from "~/models/money/money.server";
import { db } from "~/lib/server/db.server";
import { payouts } from "../../../../db/schema";
import { eq } from "drizzle-orm";
import { createUserSession } from "~/server/session-cookie.server";
import type { User } from "~/models/user.server";
import { earningsLoader } from "./server";

/* /community/earnings through its loader: held, payable and paid out from the ledger, the lines per campaign, the bank account prompt. */

async function load(user: User, lang = "en") {
  const cookie = (await createUserSession(user.id, false)).split(";")[0];
  const request = new Request("http://localhost/community/earnings", { headers: { cookie: `${cookie}; lang=${lang}` } });
  try {
    const response = await earningsLoader({ request, params: {}, context: {} });
    return { status: response.status, data: await response.json() };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, data: null as never };
    throw thrown;
  }
}

describe("Earnings", () => {
  it("shows held, payable and paid out with each campaign's fee, commission, share and state", async () => {
    const owner = await makeUser();
    // Paid and running: held.
    const running = await makeCampaign({ owner, agreedFee: 1_000_000 });
    // Completed: payable (no bank account yet, so the page asks for one).
    const done = await makeCampaign({ owner, agreedFee: 2_000_005 });
    await submitProof(owner, done.campaignId, proofInput());
    acceptProof(done.advertiser, done.campaignId);
    // Waiting for the brand's payment: not an earning yet.
    await makeCampaign({ owner, agreedFee: 500_000, paid: false });

    const first = await load(owner);
    expect(first.status).toBe(200);
    // 10% of 2.000.005 = 200.000,5: rounded half up to 200.001, the owner gets 1.800.004.
    expect(first.data.summary).toEqual({ held: "Rp 900.000", payable: "Rp 1.800.004", paidOut: "Rp 0" });
    expect(first.data.needsAccount).toBe(true);
    expect(first.data.items).toHaveLength(2);
    expect(first.data.items[0]).toMatchObject({
      campaignId: done.campaignId,
      fee: "Rp 2.000.005",
      commissionLabel: "Guyub's 10%",
      commission: "Rp 200.001",
      share: "Rp 1.800.004",
      stateLabel: "Payable",
      href: `/community/campaigns/${done.campaignId}`,
    });
    expect(first.data.items[1]).toMatchObject({
      campaignId: running.campaignId,
      share: "Rp 900.000",
      stateLabel: "Held until the proof is accepted",
    });

    // With an account the prompt goes; sent, the payout counts as paid out.
    setBankAccount(owner, owner.id, { bankCode: "BCA", accountNumber: "1234567890", holderName: "Komunitas Kopi" });
    const payout = db.select().from(payouts).where(eq(payouts.campaignId, done.campaignId)).get()!;
    markPayoutSent(done.admin, payout.id, { reference: "TRF-OUT-1", sentAt: new Date() });
    const after = await load(owner, "id");
    expect(after.data.needsAccount).toBe(false);
    expect(after.data.summary).toEqual({ held: "Rp 900.000", payable: "Rp 0", paidOut: "Rp 1.800.004" });
    expect(after.data.items[0]).toMatchObject({ stateLabel: "Sudah dicairkan", commissionLabel: "10% untuk Guyub" });
  });

  it("shows another owner's campaigns to nobody, and is the owners' only", async () => {
    await makeCampaign({ agreedFee: 1_000_000 });
    const other = await makeUser();
    const empty = await load(other);
    expect(empty.data.items).toEqual([]);
    expect(empty.data.summary).toEqual({ held: "Rp 0", payable: "Rp 0", paidOut: "Rp 0" });
    expect(empty.data.needsAccount).toBe(false);
    const brand = await makeUser({ role: "ADVERTISER" });
    expect((await load(brand)).status).toBe(302);
  });
});
