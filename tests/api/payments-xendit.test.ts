import crypto from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startXenditStandIn, type XenditStandIn } from "../xendit-stand-in";
import { COMMUNITY_BODY, DEMO, briefBody, cookieOf, freshParty, signIn, type Party } from "./kit";
import { client, startServer, type TestServer } from "./server";

/*
 * Paying online through Xendit (PAYMENTS=xendit), against the built server with
 * XENDIT_BASE_URL at a local stand-in (tests/xendit-stand-in.ts; nothing reaches the
 * internet): the checkout opens after the approval, the brand's page offers Pay now, the
 * paid callback starts the campaign; callbacks with a wrong token, for an unknown invoice
 * or another amount move nothing; ten copies of one callback at once post one ledger
 * entry; with Xendit down at approval the job opens the checkout later; a lost callback
 * is caught by the reconcile, and so is a payout's; a payout whose call failed goes
 * again under the same Idempotency-key, and a FAILED callback makes it due again; a
 * server killed (kill -9)
 * between a payout's call and its answer sends it again under the same key after the
 * restart: one payout at Xendit, recorded sent once; a server killed while Xendit's answer
 * to a new checkout was on its way adopts that checkout after the restart (no second).
 * The job's clock is the real one: the tests move a row's next-try time into the past
 * (as the hours would) and restart the server, whose campaign worker runs its first
 * round a second after start.
 */

const TOKEN = "stand-in-callback-token-0123456789";
const tag = crypto.randomBytes(3).toString("hex");

let standIn: XenditStandIn;
let server: TestServer;
let env: Record<string, string>;
let admin: Party;
let owner: Party;
let advertiser: Party;
let communityId: number;

async function restart(signal: "SIGTERM" | "SIGKILL" = "SIGTERM"): Promise<void> {
  // SIGTERM: the worker gives its lease back on the way out, so the new process takes it at once.
  server.child.kill(signal);
  await new Promise((resolve) => server.child.once("exit", resolve));
  if (signal === "SIGKILL") {
    // Killed, it kept the campaign worker's lease; as if its three minutes had passed.
    const sqlite = database(true);
    try {
      sqlite.prepare("update job_leases set expires_at = 0 where name = 'campaigns'").run();
    } finally {
      sqlite.close();
    }
  }
  server = await startServer({ dataDir: server.dataDir, env });
  // The sessions live in the database: the same cookies, at the new port.
  for (const party of [admin, owner, advertiser]) {
    const moved = client(server.url);
    for (const [name, value] of party.c.jar) moved.jar.set(name, value);
    party.c = moved;
  }
}

/** The server's database, for what the API does not show (ledger keys) and to let time pass. */
function database(write = false) {
  return new Database(path.join(server.dataDir, "guyub.db"), { readonly: !write });
}

/** As if the hours had passed: every queued call and every reconcile of `table` is due now. */
function makeDue(table: "invoices" | "payouts", id: number) {
  const sqlite = database(true);
  try {
    sqlite.prepare(`update ${table} set provider_next_at = 0 where id = ?`).run(id);
  } finally {
    sqlite.close();
  }
}

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const invoiceOf = async (id: number) => (await admin.c.request("GET", `/api/invoices/${id}`)).json;

/** The owner applies to a new brief of the brand with `fee`; the admin approves: the campaign and its invoice. */
async function approvedCampaign(fee: number): Promise<{ campaignId: number; invoiceId: number }> {
  const brief = await advertiser.c.request("POST", "/api/briefs", briefBody(`Brief Xendit ${tag} ${fee}`, "PENDING_APPROVAL"));
  expect(brief.status, brief.text).toBe(201);
  expect((await admin.c.request("PUT", `/api/admin/briefs/${brief.json.id}/status`, { status: "active" })).status).toBe(200);
  const applied = await owner.c.request("POST", `/api/briefs/${brief.json.id}/apply`, { communityId, proposed_fee: String(fee) });
  expect(applied.status, applied.text).toBe(201);
  const approved = await admin.c.request("PUT", `/api/admin/applications/${applied.json.id}/status`, { status: "approved" });
  expect(approved.status, approved.text).toBe(200);
  const campaign = await admin.c.request("GET", `/api/campaigns/${approved.json.campaign_id}`);
  return { campaignId: approved.json.campaign_id, invoiceId: campaign.json.invoice_id };
}

const openCheckout = (invoiceId: number) =>
  until(
    `the checkout of invoice ${invoiceId}`,
    () => invoiceOf(invoiceId),
    (i) => i.provider_state === "OPEN",
  );

const invoiceCallback = (body: unknown, token = TOKEN) => standIn.sendCallback(`${server.url}/api/payments/xendit/invoice`, body, token);
const payoutCallback = (body: unknown, token = TOKEN) => standIn.sendCallback(`${server.url}/api/payments/xendit/payout`, body, token);

beforeAll(async () => {
  standIn = await startXenditStandIn();
  env = {
    PAGE_CACHE_SECONDS: "0",
    PAYMENTS: "xendit",
    XENDIT_SECRET_KEY: standIn.secretKey,
    XENDIT_CALLBACK_TOKEN: TOKEN,
    XENDIT_BASE_URL: standIn.url,
  };
  server = await startServer({ env });
  admin = { ...(await signIn(server.url, DEMO.admin)), id: 0 };
  owner = await freshParty(server.url, "COMMUNITY_OWNER", "xendit");
  advertiser = await freshParty(server.url, "ADVERTISER", "xendit");
  const community = await owner.c.request("POST", "/api/communities", { ...COMMUNITY_BODY, name: `Komunitas Xendit ${tag}` });
  expect(community.status, community.text).toBe(201);
  communityId = community.json.id;
}, 90_000);

afterAll(async () => {
  await server?.stop();
  await standIn?.stop();
});

describe("PAYMENTS=xendit", () => {
  it("refuses to start without Xendit's key and token, naming them", async () => {
    const refused = await startServer({ env: { PAYMENTS: "xendit", XENDIT_SECRET_KEY: "", XENDIT_CALLBACK_TOKEN: "" } }).catch(
      (e: Error) => e,
    );
    expect(refused).toBeInstanceOf(Error);
    expect((refused as Error).message).toMatch(/XENDIT_SECRET_KEY: PAYMENTS=xendit needs it/);
    expect((refused as Error).message).toMatch(/XENDIT_CALLBACK_TOKEN: PAYMENTS=xendit needs it/);
  }, 60_000);

  it("a brand pays through the checkout: Pay now on its invoice page, the paid callback starts the campaign", async () => {
    const { campaignId, invoiceId } = await approvedCampaign(1_500_000);
    const invoice = await openCheckout(invoiceId);
    const remote = standIn.invoices.get(standIn.invoiceFor(invoice.number).id)!;
    expect(remote).toMatchObject({ external_id: invoice.number, amount: invoice.total, currency: "IDR" });
    expect(invoice.checkout_url).toBe(remote.invoice_url);
    const page = await fetch(`${server.url}/advertiser/billing/${invoiceId}`, { headers: { cookie: cookieOf(advertiser.c) } });
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain(`href="${remote.invoice_url}"`);
    expect(html).toMatch(/data-testid="pay-now"/);
    expect(html).toMatch(/data-testid="how-to-pay"/); // the bank transfer stays, as the fallback

    const answer = await invoiceCallback(standIn.pay(remote.id));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ outcome: "paid" });
    expect((await invoiceOf(invoiceId)).state).toBe("PAID");
    expect((await owner.c.request("GET", `/api/campaigns/${campaignId}`)).json).toMatchObject({
      state: "IN_PROGRESS",
      payment_state: "paid",
    });
  });

  it("moves nothing on a wrong token (401), an unknown invoice (404) or another amount (409), and needs no session", async () => {
    const { invoiceId } = await approvedCampaign(2_000_000);
    const invoice = await openCheckout(invoiceId);
    const paid = standIn.pay(invoice.checkout_url.split("/").pop());
    for (const token of ["wrong-token", ""]) {
      const refused = await invoiceCallback(paid, token);
      expect(refused.status).toBe(401);
    }
    expect((await invoiceCallback({ ...paid, external_id: "GYB/1999/000001" })).status).toBe(404);
    expect((await invoiceCallback({ ...paid, amount: paid.amount - 1, paid_amount: paid.amount - 1 })).status).toBe(409);
    expect((await payoutCallback({ data: { nothing: true } })).status).toBe(400);
    // A browser's session along with it changes nothing: the token decides.
    const withCookie = await fetch(`${server.url}/api/payments/xendit/invoice`, {
      method: "POST",
      headers: { "Content-Type": "application/json", cookie: cookieOf(admin.c), "x-callback-token": "wrong" },
      body: JSON.stringify(paid),
    });
    expect(withCookie.status).toBe(401);
    expect((await invoiceOf(invoiceId)).state).toBe("UNPAID");
    expect(server.output()).toMatch(/"event":"provider_callback_refused"/);
    // A GET is not a callback.
    expect((await fetch(`${server.url}/api/payments/xendit/invoice`)).status).toBe(405);
  });

  it("posts one ledger entry for ten copies of the same callback at once", async () => {
    const { invoiceId } = await approvedCampaign(3_000_000);
    const invoice = await openCheckout(invoiceId);
    const paid = standIn.pay(invoice.checkout_url.split("/").pop());
    const answers = await Promise.all(Array.from({ length: 10 }, () => invoiceCallback(paid)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const outcomes = (await Promise.all(answers.map((a) => a.json()))).map((b: { outcome: string }) => b.outcome).sort();
    expect(outcomes).toEqual(["paid", ...Array(9).fill("unchanged")]);
    const sqlite = database();
    try {
      expect(sqlite.prepare("select count(*) as n from ledger_entries where key = ?").get(`invoice-paid:${invoiceId}`)).toEqual({ n: 1 });
      expect(sqlite.prepare("select count(*) as n from payment_callbacks where invoice_id = ?").get(invoiceId)).toEqual({ n: 10 });
    } finally {
      sqlite.close();
    }
    const balance = await admin.c.request("GET", "/api/admin/ledger/balance");
    expect(balance.json.balanced).toBe(true);
  });

  it("opens the checkout later when Xendit is down at approval, and the reconcile catches a payment whose callback was lost", async () => {
    standIn.down = true;
    let down: { invoiceId: number; campaignId: number };
    try {
      down = await approvedCampaign(2_500_000);
      await until(
        `a failed try of invoice ${down.invoiceId}`,
        () => invoiceOf(down.invoiceId),
        (i) => standIn.requests.some((r) => (r.body as { external_id?: string })?.external_id === i.number),
      );
    } finally {
      standIn.down = false;
    }
    expect(await invoiceOf(down.invoiceId)).toMatchObject({ state: "UNPAID", provider_state: "QUEUED", checkout_url: null });
    const page = await (
      await fetch(`${server.url}/advertiser/billing/${down.invoiceId}`, { headers: { cookie: cookieOf(advertiser.c) } })
    ).text();
    expect(page).toMatch(/data-testid="pay-online-not-ready"/);
    expect(page).toMatch(/data-testid="how-to-pay"/);

    const lost = await approvedCampaign(3_500_000);
    const open = await openCheckout(lost.invoiceId);
    standIn.pay(open.checkout_url.split("/").pop()); // paid at Xendit; its callback never arrives

    makeDue("invoices", down.invoiceId);
    makeDue("invoices", lost.invoiceId);
    await restart();
    await openCheckout(down.invoiceId);
    await until(
      `the reconcile of invoice ${lost.invoiceId}`,
      () => invoiceOf(lost.invoiceId),
      (i) => i.state === "PAID",
    );
    expect((await owner.c.request("GET", `/api/campaigns/${lost.campaignId}`)).json.state).toBe("IN_PROGRESS");
  }, 90_000);

  it("after kill -9 while Xendit's answer to a new checkout is on its way, adopts that checkout after the restart: one at Xendit", async () => {
    standIn.holdInvoiceAnswers = true;
    let made: { campaignId: number; invoiceId: number };
    let number: string;
    try {
      made = await approvedCampaign(5_500_000);
      number = (await invoiceOf(made.invoiceId)).number;
      // Xendit has created it; its answer never reaches the server, which dies waiting.
      await until(
        "the checkout created at Xendit",
        async () => [...standIn.invoices.values()].filter((i) => i.external_id === number).length,
        (n) => n === 1,
      );
      await restart("SIGKILL");
    } finally {
      standIn.holdInvoiceAnswers = false;
    }
    expect(await invoiceOf(made.invoiceId)).toMatchObject({ provider_state: "CREATING", checkout_url: null });
    // The dead try's deadline passes: the job tries again, finds the checkout and keeps it.
    makeDue("invoices", made.invoiceId);
    await restart();
    const open = await openCheckout(made.invoiceId);
    const remote = standIn.invoiceFor(number);
    expect(open.checkout_url).toBe(remote.invoice_url);
    const creates = standIn.requests.filter((r) => r.method === "POST" && (r.body as { external_id?: string })?.external_id === number);
    expect(creates).toHaveLength(1);
    expect(standIn.requests.some((r) => r.method === "GET" && r.path === "/v2/invoices")).toBe(true);
    expect(await (await invoiceCallback(standIn.pay(remote.id))).json()).toEqual({ outcome: "paid" });
    expect((await owner.c.request("GET", `/api/campaigns/${made.campaignId}`)).json.state).toBe("IN_PROGRESS");
  }, 120_000);

  it("sends a payout again under the same Idempotency-key after a failed call, and a FAILED callback makes it due again", async () => {
    const account = { bank_code: "bni", account_number: "0011223344", holder_name: "Sari Lestari" };
    expect((await owner.c.request("PUT", `/api/users/${owner.id}/bank-account`, account)).status).toBe(200);
    const { campaignId, invoiceId } = await approvedCampaign(4_000_000);
    const invoice = await openCheckout(invoiceId);
    expect((await invoiceCallback(standIn.pay(invoice.checkout_url.split("/").pop()))).status).toBe(200);
    expect(
      (await owner.c.request("POST", `/api/campaigns/${campaignId}/proof`, { links: ["https://instagram.com/p/xendit-tayang"] })).status,
    ).toBe(201);
    expect((await advertiser.c.request("PUT", `/api/campaigns/${campaignId}/accept`)).status).toBe(200);
    const payout = (await owner.c.request("GET", "/api/payouts")).json.find((p: { campaign_id: number }) => p.campaign_id === campaignId);
    expect(payout).toMatchObject({ state: "DUE", provider_state: "QUEUED" });

    standIn.down = true;
    // The payout's creations (a try that follows one may first ask by reference: a GET).
    const payoutCalls = () => standIn.requests.filter((r) => r.method === "POST" && r.path === "/v2/payouts");
    try {
      makeDue("payouts", payout.id);
      await restart();
      await until(
        "a failed payout call",
        async () => payoutCalls().length,
        (n) => n >= 1,
      );
    } finally {
      standIn.down = false;
    }
    const payoutOf = async () => (await owner.c.request("GET", "/api/payouts")).json.find((p: { id: number }) => p.id === payout.id);
    await until("the payout queued again", payoutOf, (p) => p.provider_state === "QUEUED");
    makeDue("payouts", payout.id);
    await restart();
    await until("the payout accepted", payoutOf, (p) => p.provider_state === "ACCEPTED");
    const keys = payoutCalls().map((r) => r.headers["idempotency-key"]);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    // Before sending again, Guyub asked Xendit whether the failed try had reached it.
    expect(standIn.requests.some((r) => r.method === "GET" && r.path === "/v2/payouts")).toBe(true);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(new RegExp(`^guyub-payout-${payout.id}-`));
    const remote = [...standIn.payouts.values()].filter((p) => p.reference_id === keys[0]);
    expect(remote).toHaveLength(1);
    expect(remote[0]).toMatchObject({ channel_code: "ID_BNI", amount: payout.amount });

    const failed = await payoutCallback(standIn.payoutCallbackBody(standIn.fail(remote[0].id, "INVALID_DESTINATION")));
    expect(failed.status).toBe(200);
    expect(await payoutOf()).toMatchObject({ state: "DUE", provider_state: "FAILED", provider_error: "INVALID_DESTINATION" });
    const told = await owner.c.request("GET", "/api/notifications");
    expect(JSON.stringify(told.json)).toMatch(/payout_failed|could not be paid/);
  }, 120_000);

  it("the reconcile catches a payout that arrived at Xendit but whose callback was lost", async () => {
    // The same account as before (or the first): nothing held.
    const account = { bank_code: "bni", account_number: "0011223344", holder_name: "Sari Lestari" };
    expect((await owner.c.request("PUT", `/api/users/${owner.id}/bank-account`, account)).status).toBe(200);
    const { campaignId, invoiceId } = await approvedCampaign(4_500_000);
    const invoice = await openCheckout(invoiceId);
    expect((await invoiceCallback(standIn.pay(invoice.checkout_url.split("/").pop()))).status).toBe(200);
    expect(
      (await owner.c.request("POST", `/api/campaigns/${campaignId}/proof`, { links: ["https://instagram.com/p/xendit-hilang"] })).status,
    ).toBe(201);
    expect((await advertiser.c.request("PUT", `/api/campaigns/${campaignId}/accept`)).status).toBe(200);
    const payout = (await owner.c.request("GET", "/api/payouts")).json.find((p: { campaign_id: number }) => p.campaign_id === campaignId);
    const payoutOf = async () => (await owner.c.request("GET", "/api/payouts")).json.find((p: { id: number }) => p.id === payout.id);
    makeDue("payouts", payout.id);
    await restart();
    await until("the payout accepted", payoutOf, (p) => p.provider_state === "ACCEPTED");
    const remote = [...standIn.payouts.values()].find((p) => p.reference_id.startsWith(`guyub-payout-${payout.id}-`))!;
    standIn.succeed(remote.id); // arrived; Xendit's callback never reaches Guyub
    const asked = () => standIn.requests.filter((r) => r.method === "GET" && r.path === `/v2/payouts/${remote.id}`).length;
    expect(asked()).toBe(0);
    // As if the hours had passed: the reconcile asks about it.
    makeDue("payouts", payout.id);
    await restart();
    const sent = await until("the payout recorded sent", payoutOf, (p) => p.state === "SENT");
    expect(sent).toMatchObject({ provider_state: "SUCCEEDED", reference: `xendit:${remote.id}` });
    expect(asked()).toBeGreaterThanOrEqual(1);
    // Its callback comes after all, late: nothing more.
    expect(await (await payoutCallback(standIn.payoutCallbackBody(standIn.payouts.get(remote.id)!))).json()).toEqual({
      outcome: "unchanged",
    });
    const sqlite = database();
    try {
      expect(sqlite.prepare("select count(*) as n from ledger_entries where key = ?").get(`payout-sent:${payout.id}`)).toEqual({ n: 1 });
    } finally {
      sqlite.close();
    }
  }, 120_000);

  it("after kill -9 between a payout's call and its answer, the next try finds it at Xendit by its key: one payout, recorded sent once", async () => {
    const { campaignId, invoiceId } = await approvedCampaign(5_000_000);
    const invoice = await openCheckout(invoiceId);
    expect((await invoiceCallback(standIn.pay(invoice.checkout_url.split("/").pop()))).status).toBe(200);
    expect(
      (await owner.c.request("POST", `/api/campaigns/${campaignId}/proof`, { links: ["https://instagram.com/p/xendit-mati"] })).status,
    ).toBe(201);
    expect((await advertiser.c.request("PUT", `/api/campaigns/${campaignId}/accept`)).status).toBe(200);
    const payout = (await owner.c.request("GET", "/api/payouts")).json.find((p: { campaign_id: number }) => p.campaign_id === campaignId);
    const calls = () =>
      standIn.requests.filter(
        (r) => r.path === "/v2/payouts" && String(r.headers["idempotency-key"]).startsWith(`guyub-payout-${payout.id}-`),
      );
    standIn.holdPayoutAnswers = true;
    try {
      makeDue("payouts", payout.id);
      await restart();
      await until(
        "the payout call in flight",
        async () => calls().length,
        (n) => n === 1,
      );
      await restart("SIGKILL");
    } finally {
      standIn.holdPayoutAnswers = false;
    }
    // Its try's deadline passes: the job asks Xendit by the payout's key before sending again.
    const lookups = () => standIn.requests.filter((r) => r.method === "GET" && r.path === "/v2/payouts").length;
    makeDue("payouts", payout.id);
    await restart();
    const payoutOf = async () => (await owner.c.request("GET", "/api/payouts")).json.find((p: { id: number }) => p.id === payout.id);
    const accepted = await until("the payout accepted", payoutOf, (p) => p.provider_state === "ACCEPTED");
    // It had arrived: adopted, not created a second time.
    expect(lookups()).toBeGreaterThanOrEqual(1);
    expect(calls()).toHaveLength(1);
    const remote = [...standIn.payouts.values()].filter((p) => p.reference_id === calls()[0].headers["idempotency-key"]);
    expect(remote).toHaveLength(1);
    expect(accepted.state).toBe("DUE");
    const body = standIn.payoutCallbackBody(standIn.succeed(remote[0].id));
    const answers = await Promise.all(Array.from({ length: 3 }, () => payoutCallback(body)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await payoutOf()).toMatchObject({ state: "SENT", provider_state: "SUCCEEDED" });
    const sqlite = database();
    try {
      expect(sqlite.prepare("select count(*) as n from ledger_entries where key = ?").get(`payout-sent:${payout.id}`)).toEqual({ n: 1 });
    } finally {
      sqlite.close();
    }
    expect((await admin.c.request("GET", "/api/admin/ledger/balance")).json.balanced).toBe(true);
  }, 120_000);
});
