import { describe, expect, it } from "vitest";
import { makeCampaign, makeUser } from "../../../../tests/factories";
import type { User } from "~/models/user.server";
import { cancelCampaign } from "~/models/campaign/commands.server";
import { declineInvoice } from "~/models/money/money.server";
import { createUserSession } from "~/server/session-cookie.server";
import { billingLoader } from "./server";

/* /advertiser/billing through its loader: the brand's invoices only, state tabs with counts, the summary line. */

async function load(user: User, search = "", lang = "en") {
  const cookie = (await createUserSession(user.id, false)).split(";")[0];
  const request = new Request(`http://localhost/advertiser/billing${search}`, { headers: { cookie: `${cookie}; lang=${lang}` } });
  try {
    const response = await billingLoader({ request, params: {}, context: {} });
    return { status: response.status, data: await response.json() };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, data: null as any };
    throw thrown;
  }
}

const countOf = (data: { tabs: { key: string; count: string }[] }, key: string) => data.tabs.find((t) => t.key === key)?.count;

describe("Billing", () => {
  it("lists the brand's invoices by state with counts and sums what it paid, owes and got back", async () => {
    const brand = await makeUser({ role: "ADVERTISER" });
    const paid = await makeCampaign({ advertiser: brand, agreedFee: 1_000_000 });
    const unpaid = await makeCampaign({ advertiser: brand, agreedFee: 2_000_001, paid: false });
    const declined = await makeCampaign({ advertiser: brand, agreedFee: 500_000, paid: false });
    declineInvoice(brand, declined.invoiceId!, "Budget dipotong");
    // Paid, then cancelled with nothing earned: the whole total is refundable.
    const refunded = await makeCampaign({ advertiser: brand, agreedFee: 300_000 });
    cancelCampaign(refunded.admin, refunded.campaignId, "Acara batal", 0);
    // Another brand's invoice is not listed.
    await makeCampaign({ agreedFee: 700_000, paid: false });

    const first = await load(brand);
    expect(first.status).toBe(200);
    expect(first.data.tab).toBe("unpaid");
    expect(first.data.rows).toHaveLength(1);
    expect(first.data.rows[0]).toMatchObject({
      id: unpaid.invoiceId,
      total: "Rp 2.220.001",
      state: "UNPAID",
      stateLabel: "Unpaid",
      href: `/advertiser/billing/${unpaid.invoiceId}`,
    });
    expect(first.data.rows[0].number).toMatch(/^GYB\/\d{4}\/\d{6}$/);
    expect(first.data.rows[0].campaign).toContain("·");
    expect(countOf(first.data, "all")).toBe("4");
    expect(countOf(first.data, "paid")).toBe("2");
    expect(countOf(first.data, "declined")).toBe("1");
    expect(countOf(first.data, "overdue")).toBe("0");
    // Paid: 1.110.000 + 333.000; unpaid: 2.000.001 + PPN 220.000 (11%, half up); refunded: none sent yet.
    expect(first.data.summary).toEqual({
      paid: "Rp 1.443.000",
      unpaid: "Rp 2.220.001",
      refunded: "Rp 0",
      refundDue: "Refund on its way: Rp 333.000",
    });

    const all = await load(brand, "?state=all");
    expect(all.data.rows.map((r: { id: number }) => r.id)).toEqual([
      refunded.invoiceId,
      declined.invoiceId,
      unpaid.invoiceId,
      paid.invoiceId,
    ]);
    const done = await load(brand, "?state=paid", "id");
    expect(done.data.rows.map((r: { stateLabel: string }) => r.stateLabel)).toEqual(["Lunas", "Lunas"]);
    expect(done.data.tabs.find((t: { current: boolean }) => t.current).label).toBe("Lunas");
  });

  it("is the brands' only: an owner is sent to its own dashboard", async () => {
    const owner = await makeUser();
    const answer = await load(owner);
    expect(answer.status).toBe(302);
  });
});
