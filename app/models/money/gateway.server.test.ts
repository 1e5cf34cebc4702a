import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { auditEvents, campaigns, invoices, ledgerEntries, notifications, paymentCallbacks, payouts } from "../../../db/schema";
import { makeCampaign, makeUser } from "../../../tests/factories";
import { startXenditStandIn, type XenditStandIn } from "../../../tests/xendit-stand-in";
import { db } from "~/lib/server/db.server";
import { useProvider } from "~/lib/server/payments/active.server";
import type { PaymentProvider } from "~/lib/server/payments/provider.server";
import { XenditProvider, invoiceFromXendit, payoutFromXenditCallback } from "~/lib/server/payments/xendit.server";
import {
  CALL_DEADLINE_MS,
  RECONCILE_AFTER_MS,
  RECONCILE_EVERY_MS,
  RETRY_BASE_MS,
  checkPayoutNow,
  openCheckout,
  payoutKey,
  retryProviderPayout,
  receiveInvoiceCallback,
  receivePayoutCallback,
  reconcileCheckouts,
  reconcilePayouts,
  retryDelay,
  runProviderJobs,
  sendPayout,
} from "./gateway.server";
import { confirmPayment, declineInvoice, markPayoutSent, releaseCampaignMoney } from "./money.server";
import { BANK_CHANGE_HOLD_MS, getEarnings, holdPayout, releaseHeldPayouts, releasePayout, setBankAccount } from "./payouts.server";
import { trialBalance } from "./ledger.server";

// PAYMENTS=xendit for this file (the environment is read when the app's modules load).
vi.hoisted(() => {
  process.env.PAYMENTS = "xendit";
  process.env.XENDIT_SECRET_KEY = "xnd_development_stand_in";
  process.env.XENDIT_CALLBACK_TOKEN = "callback-token";
  // Nothing here may reach Xendit itself: the provider is the stand-in's client (useProvider below).
  process.env.XENDIT_BASE_URL = "http://127.0.0.1:9";
});

let standIn: XenditStandIn;
let xendit: XenditProvider;

beforeAll(async () => {
  standIn = await startXenditStandIn();
  xendit = new XenditProvider({ secretKey: standIn.secretKey, baseUrl: standIn.url, timeoutMs: 2_000 });
  // The try right after an approval (openCheckoutSoon) goes to the stand-in too; the tests
  // make their own tries first, with the clock they choose.
  useProvider(xendit);
});
afterAll(() => standIn.stop());

// The tests' clock starts a minute ahead of the real one: rows the models stamp with the real time are due by then.
const T0 = new Date(Math.ceil(Date.now() / 1000) * 1000 + 60_000);
const at = (ms: number) => new Date(T0.getTime() + ms);
const ACCOUNT = { bankCode: "BCA" as const, accountNumber: "1234567890", holderName: "Budi Santoso" };

const invoiceRow = (id: number) => db.select().from(invoices).where(eq(invoices.id, id)).get()!;
const payoutOf = (campaignId: number) => db.select().from(payouts).where(eq(payouts.campaignId, campaignId)).get()!;
const ledgerKeys = (key: string) => db.select().from(ledgerEntries).where(eq(ledgerEntries.key, key)).all();
const callbacksOf = (invoiceId: number) => db.select().from(paymentCallbacks).where(eq(paymentCallbacks.invoiceId, invoiceId)).all();

/** An approved campaign whose invoice's checkout is open at the stand-in. */
async function openInvoice() {
  const made = await makeCampaign({ agreedFee: 1_500_000, paid: false });
  expect(await openCheckout(made.invoiceId!, xendit, T0)).toBe("opened");
  const invoice = invoiceRow(made.invoiceId!);
  return { ...made, invoice, remote: standIn.invoices.get(invoice.providerInvoiceId!)! };
}

/** A callback as the route hands it to the model: the raw body and what it reads. */
const invoiceCallback = (body: unknown, now: Date = T0) =>
  receiveInvoiceCallback({ provider: "xendit", body: JSON.stringify(body), report: invoiceFromXendit(body) }, now);
const payoutCallback = (body: unknown, now: Date = T0) =>
  receivePayoutCallback({ provider: "xendit", body: JSON.stringify(body), report: payoutFromXenditCallback(body) }, now);

/** A pending checkout of `number` at the stand-in that another database (a fresh clone on the same account) opened a day ago. */
function otherDatabasesCheckout(id: string, number: string, amount: number) {
  const created = new Date(Date.now() - 86_400_000).toISOString();
  const invoice = {
    id,
    external_id: number,
    user_id: "stand-in-business",
    status: "PENDING" as const,
    merchant_name: "Guyub",
    amount,
    currency: "IDR",
    invoice_url: `${standIn.url}/web/invoices/${id}`,
    expiry_date: new Date(Date.now() + 86_400_000).toISOString(),
    created,
    updated: created,
  };
  standIn.invoices.set(id, invoice);
  return invoice;
}

describe("the checkout", () => {
  it("is queued in the approval's transaction and opened after it with Guyub's number, the total and the due date", async () => {
    const made = await makeCampaign({ agreedFee: 1_500_000, paid: false });
    const queued = invoiceRow(made.invoiceId!);
    expect(queued).toMatchObject({ state: "UNPAID", provider: "xendit", providerState: "QUEUED", providerInvoiceId: null });
    expect(await openCheckout(queued.id, xendit, T0)).toBe("opened");
    const opened = invoiceRow(queued.id);
    const remote = standIn.invoices.get(opened.providerInvoiceId!)!;
    expect(opened).toMatchObject({
      providerState: "OPEN",
      providerInvoiceId: remote.id,
      checkoutUrl: remote.invoice_url,
      providerAttempts: 1,
    });
    expect(remote).toMatchObject({ amount: queued.total, currency: "IDR", payer_email: made.advertiser.email });
    expect(remote.success_redirect_url).toMatch(new RegExp(`/advertiser/billing/${queued.id}$`));
    // Opened once: a second try finds nothing queued.
    expect(await openCheckout(queued.id, xendit, T0)).toBe("skipped");
  });

  it("waits queued with a growing backoff while the provider is down, and the job opens it once it is back", async () => {
    const made = await makeCampaign({ agreedFee: 2_000_000, paid: false });
    const id = made.invoiceId!;
    standIn.down = true;
    try {
      expect(await openCheckout(id, xendit, T0)).toBe("retry");
      expect(invoiceRow(id)).toMatchObject({ providerState: "QUEUED", providerAttempts: 1, providerNextAt: at(RETRY_BASE_MS) });
      expect(invoiceRow(id).providerError).toMatch(/503/);
      expect(await runProviderJobs(at(RETRY_BASE_MS - 1), xendit)).toBe(0);
      expect(await runProviderJobs(at(RETRY_BASE_MS), xendit)).toBe(0);
      expect(invoiceRow(id)).toMatchObject({
        providerState: "QUEUED",
        providerAttempts: 2,
        providerNextAt: at(RETRY_BASE_MS + retryDelay(2)),
      });
    } finally {
      standIn.down = false;
    }
    expect(retryDelay(2)).toBe(2 * RETRY_BASE_MS);
    expect(await runProviderJobs(at(RETRY_BASE_MS + retryDelay(2)), xendit)).toBe(1);
    expect(invoiceRow(id)).toMatchObject({ providerState: "OPEN", providerError: null, providerAttempts: 3 });
  });

  it("takes a try that died (its deadline passed while CREATING) up again", async () => {
    const made = await makeCampaign({ agreedFee: 1_000_000, paid: false });
    const id = made.invoiceId!;
    db.update(invoices)
      .set({ providerState: "CREATING", providerNextAt: at(CALL_DEADLINE_MS) })
      .where(eq(invoices.id, id))
      .run();
    expect(await runProviderJobs(at(CALL_DEADLINE_MS - 1), xendit)).toBe(0);
    expect(await runProviderJobs(at(CALL_DEADLINE_MS), xendit)).toBe(1);
    expect(invoiceRow(id).providerState).toBe("OPEN");
  });

  it("is not opened for an invoice closed before its turn", async () => {
    const made = await makeCampaign({ agreedFee: 1_000_000, paid: false });
    db.update(invoices).set({ state: "VOID" }).where(eq(invoices.id, made.invoiceId!)).run();
    expect(await openCheckout(made.invoiceId!, xendit, T0)).toBe("closed");
    expect(invoiceRow(made.invoiceId!)).toMatchObject({ providerState: null, providerNextAt: null });
  });
  it("adopts the checkout a try whose answer never came opened, rather than opening a second; never another database's", async () => {
    const made = await makeCampaign({ agreedFee: 1_200_000, paid: false });
    const id = made.invoiceId!;
    const number = invoiceRow(id).number;
    // The same number on the same Xendit account, opened by another database a day before this invoice existed.
    const foreign = otherDatabasesCheckout("inv_foreign", number, invoiceRow(id).total);
    standIn.holdInvoiceAnswers = true;
    try {
      // Xendit opens it, but its answer never comes: the try times out.
      expect(await openCheckout(id, xendit, T0)).toBe("retry");
    } finally {
      standIn.holdInvoiceAnswers = false;
    }
    // The stand-in serves every test of this file, whose databases number their invoices alike: this one's total tells them apart.
    const ours = () =>
      [...standIn.invoices.values()].filter((i) => i.external_id === number && i.amount === foreign.amount && i.id !== foreign.id);
    expect(ours()).toHaveLength(1);
    expect(invoiceRow(id)).toMatchObject({ providerState: "QUEUED", providerInvoiceId: null });
    expect(await openCheckout(id, xendit, at(RETRY_BASE_MS))).toBe("opened");
    expect(ours()).toHaveLength(1);
    expect(invoiceRow(id)).toMatchObject({ providerState: "OPEN", providerInvoiceId: ours()[0].id, checkoutUrl: ours()[0].invoice_url });
    const creates = standIn.requests.filter(
      (r) =>
        r.method === "POST" &&
        (r.body as { external_id?: string })?.external_id === number &&
        (r.body as { amount?: number }).amount === foreign.amount,
    );
    expect(creates).toHaveLength(1);
    expect(standIn.requests.some((r) => r.method === "GET" && r.path === "/v2/invoices")).toBe(true);
    // Paid on the adopted checkout: the callback names the id Guyub kept.
    expect(invoiceCallback(standIn.pay(ours()[0].id))).toEqual({ status: 200, outcome: "paid" });
  }, 15_000);

  it("opens a new checkout after a failed try when the provider has none of this invoice (only another database's)", async () => {
    const made = await makeCampaign({ agreedFee: 1_300_000, paid: false });
    const id = made.invoiceId!;
    standIn.down = true;
    try {
      expect(await openCheckout(id, xendit, T0)).toBe("retry");
    } finally {
      standIn.down = false;
    }
    const number = invoiceRow(id).number;
    const old = otherDatabasesCheckout("inv_old_clone", number, invoiceRow(id).total);
    expect(await openCheckout(id, xendit, at(RETRY_BASE_MS))).toBe("opened");
    expect(invoiceRow(id).providerInvoiceId).not.toBe(old.id);
    expect(standIn.invoices.get(invoiceRow(id).providerInvoiceId!)).toMatchObject({ external_id: number, status: "PENDING" });
  });
});

describe("an invoice callback", () => {
  it("PAID confirms the payment as the admin's confirmation does, once, and keeps every callback's body", async () => {
    const { invoice, remote, campaignId, owner } = await openInvoice();
    const paid = standIn.pay(remote.id, at(60_000));
    expect(invoiceCallback(paid, at(61_000))).toEqual({ status: 200, outcome: "paid" });
    expect(invoiceRow(invoice.id)).toMatchObject({
      state: "PAID",
      providerState: "PAID",
      paidAt: at(60_000),
      reference: `xendit:${paid.payment_id}`,
    });
    expect(db.select().from(campaigns).where(eq(campaigns.id, campaignId)).get()).toMatchObject({
      state: "IN_PROGRESS",
      paymentState: "PAID",
    });
    expect(ledgerKeys(`invoice-paid:${invoice.id}`)).toHaveLength(1);
    expect(
      db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, owner.id), eq(notifications.type, "campaign_paid")))
        .all(),
    ).toHaveLength(1);
    // SETTLED later, and the same PAID again: 200, nothing moves.
    expect(invoiceCallback({ ...paid, status: "SETTLED" })).toEqual({ status: 200, outcome: "unchanged" });
    expect(invoiceCallback(paid)).toEqual({ status: 200, outcome: "unchanged" });
    expect(ledgerKeys(`invoice-paid:${invoice.id}`)).toHaveLength(1);
    const kept = callbacksOf(invoice.id);
    expect(kept.map((c) => [c.outcome, c.httpStatus])).toEqual([
      ["paid", 200],
      ["unchanged", 200],
      ["unchanged", 200],
    ]);
    expect(JSON.parse(kept[0].body)).toEqual(paid);
    expect(kept[0].receivedAt).toEqual(at(61_000));
    expect(trialBalance().balanced).toBe(true);
  });

  it("answers 404 for an invoice Guyub never issued, and 409 for another id, amount or currency: nothing paid", async () => {
    const { invoice, remote } = await openInvoice();
    const paid = standIn.pay(remote.id);
    expect(invoiceCallback({ ...paid, external_id: "GYB/2026/999999" })).toEqual({ status: 404, outcome: "unknown" });
    for (const wrong of [
      { id: "inv_someone_else" },
      { amount: invoice.total - 1 },
      { paid_amount: invoice.total - 1 },
      { currency: "USD" },
    ]) {
      expect(invoiceCallback({ ...paid, ...wrong })).toEqual({ status: 409, outcome: "mismatch" });
    }
    expect(invoiceRow(invoice.id).state).toBe("UNPAID");
    expect(ledgerKeys(`invoice-paid:${invoice.id}`)).toHaveLength(0);
    expect(callbacksOf(invoice.id).map((c) => c.httpStatus)).toEqual([409, 409, 409, 409]);
    const unknown = db.select().from(paymentCallbacks).where(eq(paymentCallbacks.externalId, "GYB/2026/999999")).get()!;
    expect(unknown).toMatchObject({ outcome: "unknown", httpStatus: 404, invoiceId: null });
    expect(receiveInvoiceCallback({ provider: "xendit", body: "{not json", report: null })).toEqual({ status: 400, outcome: "unreadable" });
  });

  it("EXPIRED makes it overdue (the brand reminded once); a PAID after that still pays it, an EXPIRED after PAID changes nothing", async () => {
    const { invoice, remote, advertiser } = await openInvoice();
    const expired = standIn.expire(remote.id);
    expect(invoiceCallback(expired)).toEqual({ status: 200, outcome: "overdue" });
    expect(invoiceRow(invoice.id)).toMatchObject({ state: "OVERDUE", providerState: "EXPIRED" });
    expect(invoiceCallback(expired)).toEqual({ status: 200, outcome: "unchanged" });
    const reminders = db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, advertiser.id), eq(notifications.type, "invoice_overdue")))
      .all();
    expect(reminders).toHaveLength(1);
    // Out of order: the payment's callback after the expiry's (a payment made just before it closed).
    expect(invoiceCallback(standIn.pay(remote.id))).toEqual({ status: 200, outcome: "paid" });
    expect(invoiceCallback(expired)).toEqual({ status: 200, outcome: "unchanged" });
    expect(invoiceRow(invoice.id).state).toBe("PAID");
  });

  it("paid late, after the invoice went void, changes nothing", async () => {
    const { invoice, remote } = await openInvoice();
    db.update(invoices).set({ state: "VOID" }).where(eq(invoices.id, invoice.id)).run();
    expect(invoiceCallback(standIn.pay(remote.id))).toEqual({ status: 200, outcome: "unchanged" });
    expect(invoiceRow(invoice.id).state).toBe("VOID");
    expect(ledgerKeys(`invoice-paid:${invoice.id}`)).toHaveLength(0);
  });
});

describe("the reconcile", () => {
  it("asks about a checkout still unpaid hours after it opened and catches a payment whose callback was lost", async () => {
    const { invoice, remote, campaignId } = await openInvoice();
    standIn.pay(remote.id); // no callback reaches Guyub
    expect(await reconcileCheckouts(xendit, at(RECONCILE_AFTER_MS - 1))).toBe(0);
    expect(invoiceRow(invoice.id).state).toBe("UNPAID");
    expect(await reconcileCheckouts(xendit, at(RECONCILE_AFTER_MS))).toBe(1);
    expect(invoiceRow(invoice.id)).toMatchObject({ state: "PAID", providerState: "PAID", providerCheckedAt: at(RECONCILE_AFTER_MS) });
    expect(db.select().from(campaigns).where(eq(campaigns.id, campaignId)).get()!.state).toBe("IN_PROGRESS");
    expect(ledgerKeys(`invoice-paid:${invoice.id}`)).toHaveLength(1);
  });

  it("asks again an hour later about one still pending, and does not ask about one that closed", async () => {
    const { invoice } = await openInvoice();
    const asked = () => standIn.requests.filter((r) => r.method === "GET" && r.path.endsWith(invoice.providerInvoiceId!)).length;
    expect(await reconcileCheckouts(xendit, at(RECONCILE_AFTER_MS))).toBe(0);
    expect(asked()).toBe(1);
    expect(await reconcileCheckouts(xendit, at(RECONCILE_AFTER_MS + 1))).toBe(0);
    expect(asked()).toBe(1);
    db.update(invoices).set({ state: "VOID" }).where(eq(invoices.id, invoice.id)).run();
    expect(await reconcileCheckouts(xendit, at(RECONCILE_AFTER_MS + 60 * 60_000))).toBe(1); // its checkout closed instead
    expect(asked()).toBe(1);
    expect(invoiceRow(invoice.id)).toMatchObject({ providerState: "EXPIRED", providerNextAt: null });
  });
});

describe("a checkout whose invoice closed", () => {
  it("is expired at the provider by the next round when the invoice is paid by hand, declined or void", async () => {
    const paidByHand = await openInvoice();
    confirmPayment(paidByHand.admin, paidByHand.invoice.id, { reference: "TRF-1", paidAt: T0, amount: paidByHand.invoice.total }, T0);
    const declined = await openInvoice();
    declineInvoice(declined.advertiser, declined.invoice.id, "Anggaran dipotong", T0);
    expect(invoiceRow(paidByHand.invoice.id).providerNextAt).toEqual(T0);
    expect(await runProviderJobs(T0, xendit)).toBeGreaterThanOrEqual(2);
    for (const { invoice, remote } of [paidByHand, declined]) {
      expect(invoiceRow(invoice.id)).toMatchObject({ providerState: "EXPIRED", providerNextAt: null });
      expect(standIn.invoices.get(remote.id)!.status).toBe("EXPIRED");
    }
    expect(invoiceRow(paidByHand.invoice.id).state).toBe("PAID");
  });

  it("is tried again later when the provider is down, and counts as closed when it was paid there meanwhile", async () => {
    const down = await openInvoice();
    declineInvoice(down.advertiser, down.invoice.id, "Batal", T0);
    standIn.down = true;
    try {
      expect(await reconcileCheckouts(xendit, T0)).toBe(0);
    } finally {
      standIn.down = false;
    }
    expect(invoiceRow(down.invoice.id)).toMatchObject({ providerState: "OPEN", providerNextAt: at(retryDelay(2)) });
    standIn.pay(down.remote.id); // paid at the provider just before: nothing left to expire
    expect(await reconcileCheckouts(xendit, at(retryDelay(2)))).toBe(1);
    expect(invoiceRow(down.invoice.id)).toMatchObject({ state: "DECLINED", providerState: "EXPIRED" });
  });
});

describe("payouts through the provider", () => {
  let payoutsMade = 0;
  /** A completed campaign of an owner with a bank account: its payout is queued for the provider. */
  async function duePayout() {
    const owner = await makeUser();
    setBankAccount(owner, owner.id, ACCOUNT, T0);
    const made = await makeCampaign({ agreedFee: 2_000_000, owner });
    // Each test's payout is made at its own instant: ids start again with each test's database, keys must not.
    db.transaction((tx) => releaseCampaignMoney(tx, made.campaignId, at(-++payoutsMade)));
    const payout = payoutOf(made.campaignId);
    expect(payout).toMatchObject({ state: "DUE", provider: "xendit", providerState: "QUEUED" });
    return { ...made, payout };
  }
  const remoteOf = (key: string) => [...standIn.payouts.values()].filter((p) => p.reference_id === key);

  it("sends a due payout with its id as the idempotency key and the bank's channel; SUCCEEDED records it sent, once", async () => {
    const { payout, admin, owner } = await duePayout();
    expect(await runProviderJobs(T0, xendit)).toBeGreaterThanOrEqual(1);
    const key = payoutKey(payout);
    expect(key).toMatch(new RegExp(`^guyub-payout-${payout.id}-[0-9a-z]+$`));
    const [remote] = remoteOf(key);
    expect(remote).toMatchObject({
      channel_code: "ID_BCA",
      amount: payout.amount,
      channel_properties: { account_number: "1234567890", account_holder_name: "Budi Santoso" },
    });
    expect(standIn.requests.find((r) => (r.body as { reference_id?: string })?.reference_id === key)?.headers["idempotency-key"]).toBe(key);
    expect(payoutOf(payout.campaignId)).toMatchObject({ providerState: "ACCEPTED", providerPayoutId: remote.id });
    // While the provider has it, recording it by hand would pay twice.
    expect(() => markPayoutSent(admin, payout.id, { reference: "TRF", sentAt: T0 })).toThrow(expect.objectContaining({ status: 409 }));
    const succeeded = standIn.payoutCallbackBody(standIn.succeed(remote.id));
    expect(payoutCallback(succeeded)).toEqual({ status: 200, outcome: "sent" });
    expect(payoutCallback(succeeded)).toEqual({ status: 200, outcome: "unchanged" });
    expect(payoutOf(payout.campaignId)).toMatchObject({ state: "SENT", providerState: "SUCCEEDED", reference: `xendit:${remote.id}` });
    expect(ledgerKeys(`payout-sent:${payout.id}`)).toHaveLength(1);
    expect(
      db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, owner.id), eq(notifications.type, "payout_sent")))
        .all(),
    ).toHaveLength(1);
    expect(trialBalance().balanced).toBe(true);
  });

  it("retries a call that failed with the same idempotency key, asking by reference first: one payout at the provider", async () => {
    const { payout } = await duePayout();
    const key = payoutKey(payout);
    const lookups = () => standIn.requests.filter((r) => r.method === "GET" && r.path === "/v2/payouts").length;
    const lookupsBefore = lookups();
    standIn.down = true;
    try {
      expect(await sendPayout(payout.id, xendit, T0)).toBe("retry");
    } finally {
      standIn.down = false;
    }
    expect(payoutOf(payout.campaignId)).toMatchObject({ providerState: "QUEUED", providerNextAt: at(RETRY_BASE_MS) });
    // The next try asks Xendit for the reference first (the failed one might have reached it), finds none, sends.
    expect(await sendPayout(payout.id, xendit, at(RETRY_BASE_MS))).toBe("accepted");
    // A try whose answer was lost (the process died after the call): its deadline passes, and the next
    // try finds the payout by its reference rather than sending the key again.
    db.update(payouts)
      .set({ providerState: "SENDING", providerNextAt: at(RETRY_BASE_MS + CALL_DEADLINE_MS) })
      .where(eq(payouts.id, payout.id))
      .run();
    expect(await sendPayout(payout.id, xendit, at(RETRY_BASE_MS + CALL_DEADLINE_MS))).toBe("accepted");
    const posts = standIn.requests.filter((r) => r.method === "POST" && r.path === "/v2/payouts" && r.headers["idempotency-key"] === key);
    expect(posts).toHaveLength(2);
    expect(lookups() - lookupsBefore).toBe(2);
    expect(remoteOf(key)).toHaveLength(1);
    expect(payoutOf(payout.campaignId)).toMatchObject({ providerState: "ACCEPTED", providerPayoutId: remoteOf(key)[0].id });
  });

  it("FAILED makes it due again with the reason and tells the owner; a new account sends it again under a new key after the hold", async () => {
    const { payout, owner } = await duePayout();
    await sendPayout(payout.id, xendit, T0);
    const [remote] = remoteOf(payoutKey(payout));
    const failed = standIn.payoutCallbackBody(standIn.fail(remote.id, "INVALID_DESTINATION"));
    expect(payoutCallback(failed)).toEqual({ status: 200, outcome: "failed" });
    expect(payoutOf(payout.campaignId)).toMatchObject({
      state: "DUE",
      providerState: "FAILED",
      providerError: "INVALID_DESTINATION",
      providerRound: 1,
    });
    const told = db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.id), eq(notifications.type, "payout_failed")))
      .all();
    expect(told).toHaveLength(1);
    expect(told[0].data).toMatchObject({ reason: "INVALID_DESTINATION" });
    // The same failure again, late: nothing more.
    expect(payoutCallback(failed)).toEqual({ status: 200, outcome: "unchanged" });
    expect(await runProviderJobs(at(60_000), xendit)).toBe(0);
    // The owner corrects the account: held 24 hours, then due and sent again.
    setBankAccount(owner, owner.id, { ...ACCOUNT, accountNumber: "5550001111" }, at(60_000));
    expect(payoutOf(payout.campaignId)).toMatchObject({ state: "HELD", providerState: "QUEUED" });
    const afterHold = at(60_000 + BANK_CHANGE_HOLD_MS);
    releaseHeldPayouts(afterHold);
    await runProviderJobs(afterHold, xendit);
    const again = remoteOf(`${payoutKey(payout)}-r1`);
    expect(again).toHaveLength(1);
    expect(again[0].channel_properties.account_number).toBe("5550001111");
    expect(payoutCallback(standIn.payoutCallbackBody(standIn.succeed(again[0].id)))).toEqual({ status: 200, outcome: "sent" });
    expect(payoutOf(payout.campaignId).state).toBe("SENT");
    expect(ledgerKeys(`payout-sent:${payout.id}`)).toHaveLength(1);
  });

  it("a try whose answer was lost, then a bank change: after the hold the job finds it at Xendit by reference and adopts it", async () => {
    const { payout, owner } = await duePayout();
    const key = payoutKey(payout);
    // Xendit creates the payout but its answer never comes: the try times out.
    const impatient = new XenditProvider({ secretKey: standIn.secretKey, baseUrl: standIn.url, timeoutMs: 200 });
    standIn.holdPayoutAnswers = true;
    try {
      expect(await sendPayout(payout.id, impatient, T0)).toBe("retry");
    } finally {
      standIn.holdPayoutAnswers = false;
    }
    const [remote] = remoteOf(key);
    expect(payoutOf(payout.campaignId)).toMatchObject({
      state: "DUE",
      providerState: "QUEUED",
      providerAttempts: 1,
      providerPayoutId: null,
    });
    // The owner changes the account meanwhile: held 24 hours, then the job's next try.
    setBankAccount(owner, owner.id, { ...ACCOUNT, accountNumber: "5550002222" }, at(60_000));
    expect(payoutOf(payout.campaignId).state).toBe("HELD");
    const afterHold = at(60_000 + BANK_CHANGE_HOLD_MS);
    releaseHeldPayouts(afterHold);
    expect(await runProviderJobs(afterHold, xendit)).toBe(1);
    // The payout Xendit has is the real one, to the account it went to: adopted, not sent again.
    expect(remoteOf(key)).toEqual([
      expect.objectContaining({ id: remote.id, channel_properties: expect.objectContaining({ account_number: "1234567890" }) }),
    ]);
    expect(payoutOf(payout.campaignId)).toMatchObject({ state: "DUE", providerState: "ACCEPTED", providerPayoutId: remote.id });
    expect(
      standIn.requests.filter((r) => r.path === "/v2/payouts" && r.method === "POST" && r.headers["idempotency-key"] === key),
    ).toHaveLength(1);
    expect(await runProviderJobs(at(120_000 + BANK_CHANGE_HOLD_MS), xendit)).toBe(0);
    expect(payoutCallback(standIn.payoutCallbackBody(standIn.succeed(remote.id)))).toEqual({ status: 200, outcome: "sent" });
    expect(payoutOf(payout.campaignId)).toMatchObject({ state: "SENT", providerState: "SUCCEEDED", reference: `xendit:${remote.id}` });
    expect(ledgerKeys(`payout-sent:${payout.id}`)).toHaveLength(1);
    expect(remoteOf(key)).toHaveLength(1);
  });

  it("adopts one Xendit already paid, as its callback would record it", async () => {
    const { payout, owner } = await duePayout();
    const impatient = new XenditProvider({ secretKey: standIn.secretKey, baseUrl: standIn.url, timeoutMs: 200 });
    standIn.holdPayoutAnswers = true;
    try {
      expect(await sendPayout(payout.id, impatient, T0)).toBe("retry");
    } finally {
      standIn.holdPayoutAnswers = false;
    }
    const [remote] = remoteOf(payoutKey(payout));
    standIn.succeed(remote.id);
    setBankAccount(owner, owner.id, { ...ACCOUNT, accountNumber: "5550003333" }, at(60_000));
    releaseHeldPayouts(at(60_000 + BANK_CHANGE_HOLD_MS));
    await runProviderJobs(at(60_000 + BANK_CHANGE_HOLD_MS), xendit);
    expect(payoutOf(payout.campaignId)).toMatchObject({ state: "SENT", providerState: "SUCCEEDED", providerPayoutId: remote.id });
    expect(ledgerKeys(`payout-sent:${payout.id}`)).toHaveLength(1);
    expect(remoteOf(payoutKey(payout))).toHaveLength(1);
  });

  it("a try that never reached Xendit, then a bank change: after the hold it is sent once, to the new account", async () => {
    const { payout, owner } = await duePayout();
    const key = payoutKey(payout);
    const unreachable = new XenditProvider({ secretKey: standIn.secretKey, baseUrl: "http://127.0.0.1:9", timeoutMs: 500 });
    expect(await sendPayout(payout.id, unreachable, T0)).toBe("retry");
    expect(payoutOf(payout.campaignId)).toMatchObject({ providerState: "QUEUED", providerAttempts: 1 });
    setBankAccount(owner, owner.id, { ...ACCOUNT, accountNumber: "5550004444" }, at(60_000));
    const afterHold = at(60_000 + BANK_CHANGE_HOLD_MS);
    releaseHeldPayouts(afterHold);
    expect(await runProviderJobs(afterHold, xendit)).toBe(1);
    const sent = remoteOf(key);
    expect(sent).toHaveLength(1);
    expect(sent[0].channel_properties.account_number).toBe("5550004444");
    expect(payoutOf(payout.campaignId)).toMatchObject({ providerState: "ACCEPTED", providerPayoutId: sent[0].id });
  });

  it("a key Xendit refuses as reused with another body is looked up by reference and adopted, not retried", async () => {
    const { payout, owner } = await duePayout();
    const key = payoutKey(payout);
    const impatient = new XenditProvider({ secretKey: standIn.secretKey, baseUrl: standIn.url, timeoutMs: 200 });
    standIn.holdPayoutAnswers = true;
    try {
      expect(await sendPayout(payout.id, impatient, T0)).toBe("retry");
    } finally {
      standIn.holdPayoutAnswers = false;
    }
    const [remote] = remoteOf(key);
    setBankAccount(owner, owner.id, { ...ACCOUNT, accountNumber: "5550005555" }, at(60_000));
    releaseHeldPayouts(at(60_000 + BANK_CHANGE_HOLD_MS));
    // A provider whose list lags behind its payouts: the first lookup finds nothing, the call then answers 409.
    let lookups = 0;
    const lagging: PaymentProvider = Object.assign(Object.create(xendit) as XenditProvider, {
      findPayouts: async (reference: string) => (++lookups === 1 ? [] : xendit.findPayouts(reference)),
    });
    expect(await sendPayout(payout.id, lagging, at(60_000 + BANK_CHANGE_HOLD_MS))).toBe("accepted");
    expect(lookups).toBe(2);
    expect(standIn.requests.filter((r) => r.method === "POST" && r.headers["idempotency-key"] === key).length).toBe(2);
    expect(payoutOf(payout.campaignId)).toMatchObject({ providerState: "ACCEPTED", providerPayoutId: remote.id });
    expect(remoteOf(key)).toHaveLength(1);
  });

  it("answers 404 for a payout Guyub never made and 409 for another amount", async () => {
    const { payout } = await duePayout();
    await sendPayout(payout.id, xendit, T0);
    const [remote] = remoteOf(payoutKey(payout));
    const body = standIn.payoutCallbackBody(standIn.succeed(remote.id)) as { data: Record<string, unknown> };
    expect(
      payoutCallback({ ...body, data: { ...body.data, reference_id: `guyub-payout-999999-${payout.createdAt.getTime().toString(36)}` } }),
    ).toEqual({ status: 404, outcome: "unknown" });
    expect(payoutCallback({ ...body, data: { ...body.data, amount: payout.amount + 1 } })).toEqual({ status: 409, outcome: "mismatch" });
    expect(payoutOf(payout.campaignId).state).toBe("DUE");
  });

  it("may be recorded sent by hand only while the provider cannot have it: never tried, or failed", async () => {
    const untried = await duePayout();
    expect(markPayoutSent(untried.admin, untried.payout.id, { reference: "TRF-1", sentAt: T0 }, T0).state).toBe("SENT");
    expect(payoutOf(untried.payout.campaignId).providerState).toBeNull();
    await runProviderJobs(at(60_000), xendit);
    expect(remoteOf(payoutKey(untried.payout))).toHaveLength(0); // the job no longer sends it

    const unknown = await duePayout();
    standIn.down = true;
    try {
      expect(await sendPayout(unknown.payout.id, xendit, T0)).toBe("retry");
    } finally {
      standIn.down = false;
    }
    // Its try got no answer: Xendit may have it. By hand now could pay twice.
    expect(() => markPayoutSent(unknown.admin, unknown.payout.id, { reference: "TRF-2", sentAt: T0 }, T0)).toThrow(
      expect.objectContaining({ status: 409, message: "payoutAtProvider" }),
    );

    const failed = await duePayout();
    await sendPayout(failed.payout.id, xendit, T0);
    const [remote] = remoteOf(payoutKey(failed.payout));
    payoutCallback(standIn.payoutCallbackBody(standIn.fail(remote.id, "REJECTED_BY_CHANNEL")));
    expect(payoutOf(failed.payout.campaignId)).toMatchObject({ providerState: "FAILED", providerAttempts: 0 });
    expect(markPayoutSent(failed.admin, failed.payout.id, { reference: "TRF-3", sentAt: T0 }, T0).state).toBe("SENT");
  });

  it("the admin sends a FAILED payout again, under its new round's key; nothing else", async () => {
    const { payout, admin, owner } = await duePayout();
    expect(() => retryProviderPayout(admin, payout.id, T0)).toThrow(expect.objectContaining({ status: 409 }));
    expect(() => retryProviderPayout(owner, payout.id, T0)).toThrow(expect.objectContaining({ status: 403 }));
    expect(() => retryProviderPayout(admin, 999_999, T0)).toThrow(expect.objectContaining({ status: 404 }));
    await sendPayout(payout.id, xendit, T0);
    const [remote] = remoteOf(payoutKey(payout));
    payoutCallback(standIn.payoutCallbackBody(standIn.fail(remote.id, "TEMPORARY_TRANSFER_ERROR")));
    expect(retryProviderPayout(admin, payout.id, at(1_000))).toMatchObject({ providerState: "QUEUED", providerRound: 1 });
    await runProviderJobs(at(1_000), xendit);
    expect(remoteOf(`${payoutKey(payout)}-r1`)).toHaveLength(1);
    expect(payoutOf(payout.campaignId).providerState).toBe("ACCEPTED");
  });

  it("the reconcile asks about a payout still ACCEPTED hours after it was sent and records what no callback brought", async () => {
    const arrived = await duePayout();
    const failed = await duePayout();
    const pending = await duePayout();
    for (const { payout } of [arrived, failed, pending]) expect(await sendPayout(payout.id, xendit, T0)).toBe("accepted");
    expect(payoutOf(arrived.payout.campaignId)).toMatchObject({ providerState: "ACCEPTED", providerNextAt: at(RECONCILE_AFTER_MS) });
    // At Xendit one arrives and one fails; neither callback reaches Guyub.
    standIn.succeed(remoteOf(payoutKey(arrived.payout))[0].id);
    standIn.fail(remoteOf(payoutKey(failed.payout))[0].id, "INVALID_DESTINATION");
    const asked = () => standIn.requests.filter((r) => r.method === "GET" && r.path.startsWith("/v2/payouts/")).length;
    const before = asked();
    expect(await reconcilePayouts(xendit, at(RECONCILE_AFTER_MS - 1))).toBe(0);
    expect(asked()).toBe(before);
    expect(await reconcilePayouts(xendit, at(RECONCILE_AFTER_MS))).toBe(2);
    expect(asked()).toBe(before + 3);
    expect(payoutOf(arrived.payout.campaignId)).toMatchObject({ state: "SENT", providerState: "SUCCEEDED", providerNextAt: null });
    expect(ledgerKeys(`payout-sent:${arrived.payout.id}`)).toHaveLength(1);
    expect(payoutOf(failed.payout.campaignId)).toMatchObject({
      state: "DUE",
      providerState: "FAILED",
      providerError: "INVALID_DESTINATION",
    });
    // The one still on its way is asked again an hour later, not before.
    expect(payoutOf(pending.payout.campaignId)).toMatchObject({
      providerState: "ACCEPTED",
      providerNextAt: at(RECONCILE_AFTER_MS + RECONCILE_EVERY_MS),
    });
    expect(await reconcilePayouts(xendit, at(RECONCILE_AFTER_MS + 1))).toBe(0);
    expect(asked()).toBe(before + 3);
    // Its callback comes late after all: recorded once, the reconcile then leaves it alone.
    const late = standIn.payoutCallbackBody(standIn.succeed(remoteOf(payoutKey(pending.payout))[0].id));
    expect(payoutCallback(late)).toEqual({ status: 200, outcome: "sent" });
    expect(await reconcilePayouts(xendit, at(RECONCILE_AFTER_MS + RECONCILE_EVERY_MS))).toBe(0);
    expect(asked()).toBe(before + 3);
    // The job runs it too; nothing is left to ask about. Xendit down: nothing moves, asked again later.
    expect(await runProviderJobs(at(RECONCILE_AFTER_MS + 2 * RECONCILE_EVERY_MS), xendit)).toBe(0);
    expect(trialBalance().balanced).toBe(true);
  });

  it("is asked about again later when the provider is down at the reconcile", async () => {
    const { payout } = await duePayout();
    await sendPayout(payout.id, xendit, T0);
    standIn.succeed(remoteOf(payoutKey(payout))[0].id);
    standIn.down = true;
    try {
      expect(await reconcilePayouts(xendit, at(RECONCILE_AFTER_MS))).toBe(0);
    } finally {
      standIn.down = false;
    }
    expect(payoutOf(payout.campaignId)).toMatchObject({ state: "DUE", providerNextAt: at(RECONCILE_AFTER_MS + RECONCILE_EVERY_MS) });
    expect(await runProviderJobs(at(RECONCILE_AFTER_MS + RECONCILE_EVERY_MS), xendit)).toBe(1);
    expect(payoutOf(payout.campaignId).state).toBe("SENT");
  });

  it("Check now asks about one accepted payout at once: the admin only, 404 unknown, 409 not at the provider", async () => {
    const { payout, admin, owner } = await duePayout();
    expect(await checkPayoutNow(admin, payout.id, xendit, T0)).toBe("unchanged"); // queued: nothing to ask yet
    await sendPayout(payout.id, xendit, T0);
    expect(await checkPayoutNow(admin, payout.id, xendit, at(1_000))).toBe("unchanged");
    standIn.succeed(remoteOf(payoutKey(payout))[0].id);
    await expect(checkPayoutNow(owner, payout.id, xendit, at(2_000))).rejects.toMatchObject({ status: 403 });
    await expect(checkPayoutNow(admin, 999_999, xendit, at(2_000))).rejects.toMatchObject({ status: 404 });
    standIn.down = true;
    try {
      await expect(checkPayoutNow(admin, payout.id, xendit, at(2_000))).rejects.toMatchObject({ message: "providerUnavailable" });
    } finally {
      standIn.down = false;
    }
    expect(await checkPayoutNow(admin, payout.id, xendit, at(3_000))).toBe("sent");
    expect(payoutOf(payout.campaignId)).toMatchObject({ state: "SENT", providerState: "SUCCEEDED" });
    const byHand = await duePayout();
    markPayoutSent(byHand.admin, byHand.payout.id, { reference: "TRF-9", sentAt: T0 }, T0);
    await expect(checkPayoutNow(admin, byHand.payout.id, xendit, T0)).rejects.toMatchObject({
      status: 409,
      message: "payoutNotAtProvider",
    });
  });

  it("a payout the admin holds is not sent by the job nor by hand until released; audited; the admin only", async () => {
    const { payout, admin, owner } = await duePayout();
    expect(() => holdPayout(owner, payout.id, T0)).toThrow(expect.objectContaining({ status: 403 }));
    expect(() => holdPayout(admin, 999_999, T0)).toThrow(expect.objectContaining({ status: 404 }));
    expect(() => releasePayout(admin, payout.id, T0)).toThrow(expect.objectContaining({ status: 409, message: "payoutNotHeld" }));
    expect(holdPayout(admin, payout.id, T0)).toMatchObject({ state: "HELD", adminHeldAt: T0 });
    // The owner's earnings say who holds it.
    expect(getEarnings(owner, owner.id, { limit: 20, offset: 0 }).items[0]).toMatchObject({ state: "HELD", heldByAdmin: true });
    expect(() => holdPayout(admin, payout.id, T0)).toThrow(expect.objectContaining({ status: 409, message: "payoutAlreadyHeld" }));
    expect(await runProviderJobs(at(60_000), xendit)).toBe(0);
    expect(remoteOf(payoutKey(payout))).toHaveLength(0);
    expect(() => markPayoutSent(admin, payout.id, { reference: "TRF", sentAt: T0 }, T0)).toThrow(expect.objectContaining({ status: 409 }));
    // The account hold's release (the job) does not release the admin's.
    expect(releaseHeldPayouts(at(2 * BANK_CHANGE_HOLD_MS))).toBe(0);
    expect(() => releasePayout(owner, payout.id, T0)).toThrow(expect.objectContaining({ status: 403 }));
    expect(releasePayout(admin, payout.id, at(120_000))).toMatchObject({ state: "DUE", adminHeldAt: null, providerNextAt: at(120_000) });
    expect(await runProviderJobs(at(120_000), xendit)).toBe(1);
    expect(remoteOf(payoutKey(payout))).toHaveLength(1);
    const trail = db.select().from(auditEvents).where(eq(auditEvents.subjectId, payout.campaignId)).all();
    expect(trail.filter((a) => a.subjectType === "campaign").map((a) => [a.action, a.actorId, a.subjectUserId])).toEqual([
      ["payout_held", admin.id, owner.id],
      ["payout_released", admin.id, owner.id],
    ]);
    // Now the provider has it: it can no longer be held (it may still arrive).
    expect(() => holdPayout(admin, payout.id, at(130_000))).toThrow(
      expect.objectContaining({ status: 409, message: "payoutHoldAtProvider" }),
    );
    standIn.succeed(remoteOf(payoutKey(payout))[0].id);
    await reconcilePayouts(xendit, at(130_000 + RECONCILE_AFTER_MS));
    expect(() => holdPayout(admin, payout.id, at(130_000))).toThrow(expect.objectContaining({ status: 409, message: "payoutNotHoldable" }));
  });

  it("released while a changed bank account still holds it, it stays held until the account's hold is over", async () => {
    const { payout, admin, owner } = await duePayout();
    holdPayout(admin, payout.id, T0);
    setBankAccount(owner, owner.id, { ...ACCOUNT, accountNumber: "9990001111" }, T0);
    expect(releasePayout(admin, payout.id, at(1_000))).toMatchObject({ state: "HELD", adminHeldAt: null });
    expect(await runProviderJobs(at(2_000), xendit)).toBe(0);
    releaseHeldPayouts(at(BANK_CHANGE_HOLD_MS));
    expect(await runProviderJobs(at(BANK_CHANGE_HOLD_MS), xendit)).toBe(1);
    expect(remoteOf(payoutKey(payout))[0].channel_properties.account_number).toBe("9990001111");
  });

  it("waits for an owner without a bank account, without holding up the others", async () => {
    const made = await makeCampaign({ agreedFee: 2_000_000 });
    db.transaction((tx) => releaseCampaignMoney(tx, made.campaignId, T0));
    expect(await runProviderJobs(T0, xendit)).toBe(0);
    expect(payoutOf(made.campaignId)).toMatchObject({ state: "DUE", providerState: "QUEUED", providerAttempts: 0 });
    const count = db.get<{ n: number }>(sql`select count(*) as n from payouts where provider_state = 'SENDING'`);
    expect(count?.n).toBe(0);
  });
});
