import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { COMMUNITY_BODY, DEMO, briefBody, freshParty, serverForTests, signIn, type Client, type Party } from "./kit";
import { client } from "./server";

/*
 * Money over the JSON API, against the built server: an approval with a fee issues an
 * invoice, proof waits for payment (409), the admin confirms the exact total once, the
 * accepted proof makes the owner's share payable, the payout needs a bank account, may be
 * held and released by the admin, and is sent once (ten identical requests at once: one wins); every endpoint as each role with
 * someone else's ids (404 or 403, nothing of theirs in any answer, nothing changed); the
 * ledger balances.
 */

const server = serverForTests({ env: { PAGE_CACHE_SECONDS: "0" } });
const tag = crypto.randomBytes(3).toString("hex");

let owner: Party;
let advertiser: Party;
let admin: Party;
let otherOwner: Party;
let otherAdvertiser: Party;
let anonymous: Client;
let campaignId: number;
let invoiceId: number;
let total: number;

const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  admin = { ...(await signIn(server.url, DEMO.admin)), id: 0 };
  [owner, advertiser, otherOwner, otherAdvertiser] = [
    await freshParty(server.url, "COMMUNITY_OWNER", "money"),
    await freshParty(server.url, "ADVERTISER", "money"),
    await freshParty(server.url, "COMMUNITY_OWNER", "money"),
    await freshParty(server.url, "ADVERTISER", "money"),
  ];
  anonymous = client(server.url);
  const community = await owner.c.request("POST", "/api/communities", { ...COMMUNITY_BODY, name: `Komunitas Uang ${tag}` });
  expect(community.status, community.text).toBe(201);
  const brief = await advertiser.c.request("POST", "/api/briefs", briefBody(`Brief Uang ${tag}`, "PENDING_APPROVAL"));
  expect(brief.status, brief.text).toBe(201);
  expect((await admin.c.request("PUT", `/api/admin/briefs/${brief.json.id}/status`, { status: "active" })).status).toBe(200);
  const applied = await owner.c.request("POST", `/api/briefs/${brief.json.id}/apply`, {
    communityId: community.json.id,
    proposed_fee: "4.500.005",
  });
  expect(applied.status, applied.text).toBe(201);
  const approved = await admin.c.request("PUT", `/api/admin/applications/${applied.json.id}/status`, { status: "approved" });
  expect(approved.status, approved.text).toBe(200);
  campaignId = approved.json.campaign_id;
}, 60_000);

describe("an invoice from approval to payout", () => {
  it("is issued at approval: the campaign waits for payment and takes no proof", async () => {
    const campaign = await owner.c.request("GET", `/api/campaigns/${campaignId}`);
    expect(campaign.json).toMatchObject({
      state: "AWAITING_PAYMENT",
      payment_state: "awaiting_payment",
      community_share: 4_050_004,
      commission: 450_001,
    });
    invoiceId = campaign.json.invoice_id;
    const invoice = await advertiser.c.request("GET", `/api/invoices/${invoiceId}`);
    expect(invoice.status, invoice.text).toBe(200);
    expect(invoice.json).toMatchObject({
      state: "UNPAID",
      subtotal: 4_500_005,
      tax_percent: 11,
      tax: 495_001,
      total: 4_995_006,
      campaign_id: campaignId,
    });
    expect(invoice.json.number).toMatch(/^GYB\/\d{4}\/\d{6}$/);
    total = invoice.json.total;
    expect((await advertiser.c.request("GET", `/api/campaigns/${campaignId}`)).json).not.toHaveProperty("community_share");
    const proof = await owner.c.request("POST", `/api/campaigns/${campaignId}/proof`, { links: ["https://instagram.com/p/terlalu-dini"] });
    expect(proof.status).toBe(409);
  });

  it("is seen by its brand and the admin only; owners get 403 on the list, strangers 404", async () => {
    const list = await advertiser.c.request("GET", "/api/invoices?state=unpaid");
    expect(list.status).toBe(200);
    expect(list.headers.get("x-total-count")).toBe("1");
    expect(list.json.map((i: { id: number }) => i.id)).toEqual([invoiceId]);
    expect((await otherAdvertiser.c.request("GET", "/api/invoices")).json).toEqual([]);
    expect((await otherAdvertiser.c.request("GET", `/api/invoices/${invoiceId}`)).status).toBe(404);
    expect((await owner.c.request("GET", "/api/invoices")).status).toBe(403);
    expect((await owner.c.request("GET", `/api/invoices/${invoiceId}`)).status).toBe(404);
    expect((await anonymous.request("GET", `/api/invoices/${invoiceId}`)).status).toBe(401);
    expect((await advertiser.c.request("GET", "/api/invoices?state=bogus")).status).toBe(400);
  });

  it("only the admin confirms it, only for the exact total, once", async () => {
    const body = { reference: `BCA-${tag}`, paid_at: today(), amount: total };
    expect((await advertiser.c.request("PUT", `/api/admin/invoices/${invoiceId}/paid`, body)).status).toBe(403);
    expect((await otherAdvertiser.c.request("POST", `/api/invoices/${invoiceId}/decline`, { reason: "Bukan milik saya" })).status).toBe(
      404,
    );
    const short = await admin.c.request("PUT", `/api/admin/invoices/${invoiceId}/paid`, { ...body, amount: total - 1 });
    expect(short.status).toBe(409);
    expect(short.json.message).toContain("Rp 4.995.006");
    const bad = await admin.c.request("PUT", `/api/admin/invoices/${invoiceId}/paid`, { ...body, amount: "banyak" });
    expect(bad.status).toBe(400);
    const paid = await admin.c.request("PUT", `/api/admin/invoices/${invoiceId}/paid`, body);
    expect(paid.status, paid.text).toBe(200);
    expect(paid.json).toMatchObject({ state: "PAID", reference: `BCA-${tag}` });
    expect((await admin.c.request("PUT", `/api/admin/invoices/${invoiceId}/paid`, body)).status).toBe(409);
    expect((await owner.c.request("GET", `/api/campaigns/${campaignId}`)).json).toMatchObject({
      state: "IN_PROGRESS",
      payment_state: "paid",
    });
  });

  it("once accepted the share is payable; the payout needs the owner's bank account and is sent once of ten", async () => {
    expect(
      (await owner.c.request("POST", `/api/campaigns/${campaignId}/proof`, { links: ["https://instagram.com/p/sudah-tayang"] })).status,
    ).toBe(201);
    expect((await advertiser.c.request("PUT", `/api/campaigns/${campaignId}/accept`)).status).toBe(200);
    const earnings = await owner.c.request("GET", "/api/earnings");
    expect(earnings.json).toMatchObject({
      held: 0,
      payable: 4_050_004,
      paid_out: 0,
      items: [{ campaign_id: campaignId, fee: 4_500_005, commission: 450_001, community_share: 4_050_004, state: "DUE" }],
    });
    expect((await advertiser.c.request("GET", "/api/earnings")).status).toBe(403);
    expect((await admin.c.request("GET", `/api/earnings?owner=${owner.id}`)).json.payable).toBe(4_050_004);
    const payouts = await owner.c.request("GET", "/api/payouts");
    expect(payouts.json).toEqual([
      expect.objectContaining({ campaign_id: campaignId, owner_id: owner.id, amount: 4_050_004, state: "DUE" }),
    ]);
    expect((await otherOwner.c.request("GET", "/api/payouts")).json).toEqual([]);
    expect((await advertiser.c.request("GET", "/api/payouts")).status).toBe(403);
    const payoutId = payouts.json[0].id;
    const sent = { reference: `OUT-${tag}`, sent_at: today() };
    expect((await admin.c.request("PUT", `/api/admin/payouts/${payoutId}/sent`, sent)).status).toBe(409); // no bank account yet

    const account = { bank_code: "bca", account_number: "123 456 7890", holder_name: "Budi Santoso" };
    expect((await otherOwner.c.request("PUT", `/api/users/${owner.id}/bank-account`, account)).status).toBe(404);
    expect((await advertiser.c.request("GET", `/api/users/${owner.id}/bank-account`)).status).toBe(404);
    expect((await owner.c.request("PUT", `/api/users/${owner.id}/bank-account`, { ...account, account_number: "12ab" })).status).toBe(400);
    const saved = await owner.c.request("PUT", `/api/users/${owner.id}/bank-account`, account);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json).toMatchObject({ bank_code: "BCA", account_number: "1234567890", holder_name: "Budi Santoso", held_until: null });
    expect((await admin.c.request("GET", `/api/users/${owner.id}/bank-account`)).json.account_number).toBe("1234567890");

    // The admin may hold it (the admin only; 404 unknown): held, it is not sent until released.
    expect((await owner.c.request("PUT", `/api/admin/payouts/${payoutId}/hold`)).status).toBe(403);
    expect((await admin.c.request("PUT", "/api/admin/payouts/999999999/hold")).status).toBe(404);
    const held = await admin.c.request("PUT", `/api/admin/payouts/${payoutId}/hold`);
    expect(held.status, held.text).toBe(200);
    expect(held.json).toMatchObject({ id: payoutId, state: "HELD", admin_held_at: expect.any(String) });
    expect((await admin.c.request("PUT", `/api/admin/payouts/${payoutId}/hold`)).status).toBe(409);
    expect((await admin.c.request("PUT", `/api/admin/payouts/${payoutId}/sent`, sent)).status).toBe(409);
    expect((await owner.c.request("GET", "/api/payouts")).json).toEqual([expect.objectContaining({ id: payoutId, state: "HELD" })]);
    expect((await advertiser.c.request("PUT", `/api/admin/payouts/${payoutId}/release`)).status).toBe(403);
    const released = await admin.c.request("PUT", `/api/admin/payouts/${payoutId}/release`);
    expect(released.status, released.text).toBe(200);
    expect(released.json).toMatchObject({ state: "DUE", admin_held_at: null });
    expect((await admin.c.request("PUT", `/api/admin/payouts/${payoutId}/release`)).status).toBe(409);

    const answers = await Promise.all(
      Array.from({ length: 10 }, () => admin.c.request("PUT", `/api/admin/payouts/${payoutId}/sent`, sent)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    expect((await owner.c.request("GET", "/api/earnings")).json).toMatchObject({ payable: 0, paid_out: 4_050_004 });
  });

  it("leaves the ledger balanced, for the admin's eyes only", async () => {
    const balance = await admin.c.request("GET", "/api/admin/ledger/balance");
    expect(balance.status).toBe(200);
    expect(balance.json.balanced).toBe(true);
    expect(balance.json.accounts.reduce((sum: number, a: { balance: number }) => sum + a.balance, 0)).toBe(0);
    for (const a of balance.json.accounts) expect(Number.isInteger(a.balance)).toBe(true);
    expect((await owner.c.request("GET", "/api/admin/ledger/balance")).status).toBe(403);
    expect((await advertiser.c.request("GET", "/api/admin/ledger/balance")).status).toBe(403);
  });
});
