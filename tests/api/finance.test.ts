import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { COMMUNITY_BODY, DEMO, briefBody, cookieOf, freshParty, serverForTests, signIn, type Party } from "./kit";

/*
 * The admin's Finance over HTTP, against the built server: ten identical confirmations of
 * one invoice racing (the API's and the Finance tab's form: one wins, the rest 409, one
 * ledger entry), a paid campaign cancelled with a share through the API, a payout sent
 * with a reference a spreadsheet would run, and the journal's CSV on both its URLs (byte
 * order mark, header, the rows, formula cells made inert; 403 for anyone else).
 */

const server = serverForTests({ env: { PAGE_CACHE_SECONDS: "0" } });

const tag = crypto.randomBytes(3).toString("hex");
let admin: Party;
let owner: Party;
let advertiser: Party;
let communityId: number;

type Invoice = { id: number; number: string; campaign_id: number; state: string; total: number };

/** A campaign of a new brief with `fee` agreed: its id and its invoice. */
async function invoicedCampaign(fee: number): Promise<{ campaignId: number; invoice: Invoice }> {
  const created = await advertiser.c.request("POST", "/api/briefs", briefBody(`Kopi ${tag} ${fee}`, "PENDING_APPROVAL"));
  expect(created.status, created.text).toBe(201);
  expect((await admin.c.request("PUT", `/api/admin/briefs/${created.json.id}/status`, { status: "active" })).status).toBe(200);
  const applied = await owner.c.request("POST", `/api/briefs/${created.json.id}/apply`, { communityId, proposed_fee: fee });
  expect(applied.status, applied.text).toBe(201);
  const approved = await admin.c.request("PUT", `/api/admin/applications/${applied.json.id}/status`, {
    status: "approved",
    agreedFee: fee,
  });
  expect(approved.status, approved.text).toBe(200);
  const campaignId = approved.json.campaign_id as number;
  const list = await admin.c.request("GET", "/api/invoices?state=unpaid&limit=100");
  const invoice = (list.json as Invoice[]).find((i) => i.campaign_id === campaignId);
  expect(invoice, list.text).toBeTruthy();
  return { campaignId, invoice: invoice! };
}

const body = (invoice: Invoice, reference: string) => ({ reference, paidAt: "2026-11-27", paid_at: "2026-11-27", amount: invoice.total });

beforeAll(async () => {
  admin = { ...(await signIn(server.url, DEMO.admin)), id: 0 };
  owner = await freshParty(server.url, "COMMUNITY_OWNER", "fin");
  advertiser = await freshParty(server.url, "ADVERTISER", "fin");
  const made = await owner.c.request("POST", "/api/communities", { ...COMMUNITY_BODY, name: `Komunitas Keuangan ${tag}` });
  expect(made.status, made.text).toBe(201);
  communityId = made.json.id;
});

describe("confirming a payment", () => {
  it("ten identical confirmations through the API: one wins, the others 409, the ledger balanced", async () => {
    const { invoice, campaignId } = await invoicedCampaign(5_000_000);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => admin.c.request("PUT", `/api/admin/invoices/${invoice.id}/paid`, body(invoice, `TRF-${tag}`))),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses, answers.map((a) => a.text).join("\n")).toEqual([200, ...Array(9).fill(409)]);
    const after = await admin.c.request("GET", `/api/invoices/${invoice.id}`);
    expect(after.json).toMatchObject({ state: "PAID", reference: `TRF-${tag}` });
    const campaign = await admin.c.request("GET", `/api/campaigns/${campaignId}`);
    expect(campaign.json.state).toBe("IN_PROGRESS");
    const balance = await admin.c.request("GET", "/api/admin/ledger/balance");
    expect(balance.json.balanced).toBe(true);
    const csv = await fetch(`${server.url}/api/admin/ledger.csv`, { headers: { cookie: cookieOf(admin.c) } });
    const text = await csv.text();
    expect(text.split("\r\n").filter((l) => l.includes(`invoice-paid:${invoice.id},`))).toHaveLength(2);
  });

  it("ten identical posts of the Finance tab's form: one wins, the others answer 409 in the form", async () => {
    const { invoice } = await invoicedCampaign(2_000_000);
    const form = new URLSearchParams({
      intent: "confirm",
      id: String(invoice.id),
      reference: `FORM-${tag}`,
      paid_at: "2026-11-27",
      amount: "2.220.000",
    }).toString();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(`${server.url}/admin/finance?_data=routes%2Fadmin%2B%2Ffinance%2Froute`, {
          method: "POST",
          redirect: "manual",
          headers: { cookie: cookieOf(admin.c), origin: server.url, "content-type": "application/x-www-form-urlencoded" },
          body: form,
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    // A redirect through Remix's data request is a 204 with X-Remix-Redirect.
    const won = answers.filter((a) => a.headers.get("x-remix-redirect") === "/admin/finance" || a.status === 302);
    expect(won, statuses.join(",")).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    const after = await admin.c.request("GET", `/api/invoices/${invoice.id}`);
    expect(after.json).toMatchObject({ state: "PAID", reference: `FORM-${tag}` });
  });
});

describe("a cancellation with a share, a payout sent, and the journal", () => {
  it("settles the share given to the API, records the payout and writes the journal as a CSV, formula cells inert", async () => {
    const { invoice, campaignId } = await invoicedCampaign(3_000_000);
    expect((await admin.c.request("PUT", `/api/admin/invoices/${invoice.id}/paid`, body(invoice, `TRF2-${tag}`))).status).toBe(200);
    const tooMuch = await admin.c.request("PUT", `/api/campaigns/${campaignId}/cancel`, { note: "Sebagian", communityShare: 3_000_001 });
    expect(tooMuch.status, tooMuch.text).toBe(400);
    const cancelled = await admin.c.request("PUT", `/api/campaigns/${campaignId}/cancel`, {
      note: "Sebagian",
      communityShare: "1.000.000",
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.json.state).toBe("CANCELLED");
    expect(
      (
        await owner.c.request("PUT", `/api/users/${owner.id}/bank-account`, {
          bank_code: "BCA",
          account_number: "1234567890",
          holder_name: "Sari Lestari",
        })
      ).status,
    ).toBe(200);
    const payouts = await admin.c.request("GET", "/api/payouts?state=due&limit=100");
    const payout = (payouts.json as { id: number; campaign_id: number; amount: number }[]).find((p) => p.campaign_id === campaignId)!;
    expect(payout.amount).toBe(900_000);
    const reference = `=HYPERLINK("https://evil.example/${tag}")`;
    const sent = await admin.c.request("PUT", `/api/admin/payouts/${payout.id}/sent`, {
      reference,
      sentAt: "2026-11-28",
      sent_at: "2026-11-28",
    });
    expect(sent.status, sent.text).toBe(200);

    for (const path of ["/api/admin/ledger.csv", "/admin/finance/ledger.csv"]) {
      const res = await fetch(`${server.url}${path}?from=2000-01-01`, { headers: { cookie: cookieOf(admin.c) } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(res.headers.get("content-disposition")).toBe('attachment; filename="guyub-journal-from-2000-01-01.csv"');
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect([...bytes.slice(0, 3)], path).toEqual([0xef, 0xbb, 0xbf]);
      const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split("\r\n");
      expect(lines[0]).toBe("entry_id,posted_at,kind,key,memo,account,campaign_id,user_id,amount");
      const payoutLines = lines.filter((l) => l.includes(`,payout-sent:${payout.id},`));
      expect(payoutLines, path).toHaveLength(2);
      expect(payoutLines[0]).toContain(`"'=HYPERLINK(""https://evil.example/${tag}"")"`);
      const settled = lines.filter((l) => l.includes(`,campaign-settled:${campaignId},`));
      expect(settled.map((l) => Number(l.split(",").at(-1))).sort((a, b) => a - b)).toEqual([
        -2_220_000, -900_000, -110_000, -100_000, 3_330_000,
      ]);
      expect(lines.slice(1).reduce((sum, l) => sum + Number(l.split(",").at(-1)), 0)).toBe(0);
    }
    const none = await fetch(`${server.url}/api/admin/ledger.csv?to=2000-01-01`, { headers: { cookie: cookieOf(admin.c) } });
    expect(
      (await none.text())
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n"),
    ).toHaveLength(1);
    const bad = await admin.c.request("GET", "/api/admin/ledger.csv?from=kemarin");
    expect(bad.status).toBe(400);
  });

  it("refuses the journal to anyone but the admin (403), before reading the dates", async () => {
    for (const p of [owner, advertiser]) {
      for (const path of ["/api/admin/ledger.csv", "/api/admin/ledger.csv?from=kemarin", "/admin/finance/ledger.csv"]) {
        const res = await fetch(`${server.url}${path}`, { headers: { cookie: cookieOf(p.c) } });
        expect(res.status, path).toBe(403);
        expect(await res.text()).not.toContain("entry_id");
      }
    }
    const anonymous = await fetch(`${server.url}/api/admin/ledger.csv`);
    expect(anonymous.status).toBe(401);
  });
});
