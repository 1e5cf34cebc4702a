import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { invoices, payouts, refunds, type Payout, type User } from "../../../db/schema";
import { makeAdmin, makeCampaign, makeUser } from "../../../tests/factories";
import { expectBooksHold } from "../../../tests/money-books";
import { startXenditStandIn, type StandInInvoice, type StandInPayout, type XenditStandIn } from "../../../tests/xendit-stand-in";
import { db } from "~/lib/server/db.server";
import { useProvider } from "~/lib/server/payments/active.server";
import { XenditProvider, invoiceFromXendit, payoutFromXenditCallback } from "~/lib/server/payments/xendit.server";
import { ModelError } from "../errors";
import {
  checkCheckoutNow,
  checkPayoutNow,
  payoutKey,
  receiveInvoiceCallback,
  receivePayoutCallback,
  retryProviderPayout,
  runProviderJobs,
  sendPayout,
} from "./gateway.server";
import {
  confirmPayment,
  declineInvoice,
  markPayoutSent,
  markRefundSent,
  releaseCampaignMoney,
  runInvoiceDeadlines,
  settleCancelledCampaignMoney,
} from "./money.server";
import { holdPayout, releaseHeldPayouts, releasePayout, setBankAccount } from "./payouts.server";

/*
 * The books over random sequences of money events through the payment provider
 * (PAYMENTS=xendit; docs/decisions/033-payment-provider.md), on the models and a real
 * SQLite file, with the local Xendit stand-in (tests/xendit-stand-in.ts) as the
 * provider: nothing is mocked. Each run approves three campaigns with random fees; its
 * steps mix what Xendit does (a brand pays on the checkout, it settles or expires, a payout
 * succeeds or fails, Xendit is down, a payout's answer is lost), what reaches Guyub of it
 * (callbacks, which Xendit may send late, twice, out of order, or never: every status a
 * stand-in object went through is kept, and a step delivers any of them, or a copy with
 * another amount, id, currency or number), the provider job (checkouts opened, payouts
 * sent, the reconcile of both) at a clock that moves on by minutes, hours or days, and what
 * people do by hand (the admin confirms a transfer, retries a failed payout, holds and
 * releases one, records a payout or refund sent, checks an invoice or a payout now; the
 * brand declines; the campaign completes or is cancelled; an owner sets or changes its
 * bank account). After every step the books hold
 * (tests/money-books.ts: balanced, nothing created or lost, nothing twice, statements
 * equal to the ledger) and so does the provider's side: one checkout per invoice; an
 * invoice paid through the provider is paid at the stand-in, for its total; no payout sent
 * twice (at most one live payout at the stand-in per payout, at most one succeeded, never
 * one succeeded there and one recorded by hand, each recorded one succeeded there for its
 * amount, none on its way there while the admin holds it); every callback kept; a refused one (unknown, another amount or id) changes
 * nothing, a repeated one no money.
 */

// PAYMENTS=xendit for this file (the environment is read when the app's modules load).
vi.hoisted(() => {
  process.env.PAYMENTS = "xendit";
  process.env.XENDIT_SECRET_KEY = "xnd_development_stand_in";
  process.env.XENDIT_CALLBACK_TOKEN = "callback-token";
  // Nothing here may reach Xendit itself: every call goes to the stand-in's client below.
  process.env.XENDIT_BASE_URL = "http://127.0.0.1:9";
});

let standIn: XenditStandIn;
/** The job's client of the stand-in; `impatient` gives up on an answer after 50 ms (an answer lost on the way). */
let xendit: XenditProvider;
let impatient: XenditProvider;

beforeAll(async () => {
  standIn = await startXenditStandIn();
  xendit = new XenditProvider({ secretKey: standIn.secretKey, baseUrl: standIn.url, timeoutMs: 5_000 });
  impatient = new XenditProvider({ secretKey: standIn.secretKey, baseUrl: standIn.url, timeoutMs: 50 });
  // The approval's own try at the checkout is off: every call here is a step with its clock.
  useProvider(null);
});
afterAll(() => standIn.stop());

const KINDS = {
  // The target campaign's next move on its way to being paid out, whatever it is (see `progress`).
  progress: 10,
  job: 5,
  jobWhileDown: 1,
  payAtXendit: 4,
  settleAtXendit: 1,
  expireAtXendit: 1,
  deliver: 7,
  deliverBurst: 1,
  deliverTampered: 2,
  payoutResult: 4,
  answerLost: 2,
  retryPayout: 1,
  checkNow: 1,
  confirmByHand: 1,
  decline: 1,
  complete: 4,
  cancel: 1,
  payoutByHand: 1,
  holdPayout: 1,
  releasePayout: 1,
  checkPayoutNow: 1,
  refundByHand: 1,
  bankAccount: 1,
} as const;
type Kind = keyof typeof KINDS;
type Step = { kind: Kind; index: number; pick: number; variant: number; advance: number };

/** How many random runs, from a fixed seed (fast-check prints it, and the failing run, on a failure). */
const RUNS = 50;
const SEED = 36_2026;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const stepArb: fc.Arbitrary<Step> = fc.record({
  kind: fc.oneof(...Object.entries(KINDS).map(([kind, weight]) => ({ arbitrary: fc.constant(kind as Kind), weight }))),
  index: fc.nat({ max: 2 }),
  pick: fc.integer({ min: 0, max: 999 }).map((n) => n / 1000),
  variant: fc.nat({ max: 5 }),
  // How far the clock moves before the step: mostly not, or minutes; now and then past a
  // reconcile (3 hours), a bank account's hold (24 hours) or a due date (days).
  advance: fc.oneof(
    { arbitrary: fc.constant(0), weight: 4 },
    { arbitrary: fc.integer({ min: 1, max: 30 * MINUTE }), weight: 3 },
    { arbitrary: fc.integer({ min: 3 * HOUR, max: 5 * HOUR }), weight: 2 },
    { arbitrary: fc.integer({ min: 20 * HOUR, max: 3 * 24 * HOUR }), weight: 1 },
  ),
});
const feeArb = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 40_000_000 }), weight: 3 },
  // Odd amounts whose 10% and 11% end in a half.
  { arbitrary: fc.integer({ min: 1, max: 400_000 }).map((n) => n * 100 + 50), weight: 1 },
);

/** A callback Xendit would send: the body of a stand-in object as it stood at one of its changes. */
type Callback = { kind: "invoice" | "payout"; body: Record<string, unknown> };

const ACCOUNTS = [
  { bankCode: "BCA" as const, accountNumber: "1234567890", holderName: "Sari Lestari" },
  { bankCode: "BNI" as const, accountNumber: "0987654321", holderName: "Sari Lestari" },
];

const invoiceRow = (id: number) => db.select().from(invoices).where(eq(invoices.id, id)).get()!;
const payoutOfCampaign = (campaignId: number) => db.select().from(payouts).where(eq(payouts.campaignId, campaignId)).get();
const entryCount = () => db.get<{ n: number }>(sql`select count(*) as n from ledger_entries`)!.n;
const callbackCount = () => db.get<{ n: number }>(sql`select count(*) as n from payment_callbacks`)!.n;

/** What a callback could change: every invoice, payout and campaign state, and the ledger. */
function moneyState(): string {
  return JSON.stringify([
    db.all(sql`select id, state, provider_state, provider_invoice_id, reference from invoices order by id`),
    db.all(sql`select id, state, provider_state, provider_round, provider_payout_id, reference from payouts order by id`),
    db.all(sql`select id, state, payment_state from campaigns order by id`),
    entryCount(),
  ]);
}

/** Whether a stand-in payout is one of Guyub payout `p`'s (any round of its key). */
function isRoundOf(remote: StandInPayout, p: Payout): boolean {
  const base = payoutKey({ ...p, providerRound: 0 });
  return remote.reference_id === base || remote.reference_id.startsWith(`${base}-r`);
}

/** The provider's side of the books: see the file's comment. */
function expectProviderSideHolds(why: string) {
  const remoteInvoices = [...standIn.invoices.values()];
  const perNumber = new Map<string, number>();
  for (const r of remoteInvoices) perNumber.set(r.external_id, (perNumber.get(r.external_id) ?? 0) + 1);
  expect(
    [...perNumber].filter(([, n]) => n > 1),
    why,
  ).toEqual([]);
  for (const invoice of db
    .select()
    .from(invoices)
    .where(sql`${invoices.reference} like 'xendit:%'`)
    .all()) {
    const remote = standIn.invoices.get(invoice.providerInvoiceId ?? "");
    expect({ invoice: invoice.number, state: invoice.state, remote: remote?.status, amount: remote?.amount }, why).toEqual({
      invoice: invoice.number,
      state: "PAID",
      remote: remote?.status === "SETTLED" ? "SETTLED" : "PAID",
      amount: invoice.total,
    });
  }
  const remotePayouts = [...standIn.payouts.values()];
  for (const p of db.select().from(payouts).all()) {
    const rounds = remotePayouts.filter((r) => isRoundOf(r, p));
    const live = rounds.filter((r) => r.status !== "FAILED").length;
    const succeeded = rounds.filter((r) => r.status === "SUCCEEDED");
    const byHand = p.state === "SENT" && !p.reference?.startsWith("xendit:") ? 1 : 0;
    const paid = succeeded.length + byHand;
    // One the admin holds is HELD, and nothing of it is on its way at the provider.
    if (p.adminHeldAt) expect({ payout: p.id, state: p.state, live }, why).toEqual({ payout: p.id, state: "HELD", live: 0 });
    expect({ payout: p.id, live, paid }, why).toEqual({ payout: p.id, live: Math.min(live, 1), paid: Math.min(paid, 1) });
    if (p.state === "SENT" && !byHand) {
      const remote = standIn.payouts.get(p.reference!.slice("xendit:".length));
      expect({ payout: p.id, remote: remote?.status, amount: remote?.amount }, why).toEqual({
        payout: p.id,
        remote: "SUCCEEDED",
        amount: p.amount,
      });
    }
  }
}

describe("a payout's rounds", () => {
  it("takes the report of a new round whose answer was lost, after a failed round: its key names it, not the failed one's id", async () => {
    const made = await makeCampaign({ agreedFee: 1_000_000 });
    setBankAccount(made.owner, made.owner.id, ACCOUNTS[0], new Date(Date.now() - 48 * HOUR));
    db.transaction((tx) => releaseCampaignMoney(tx, made.campaignId, new Date()));
    const now = new Date(Date.now() + MINUTE);
    const payout = payoutOfCampaign(made.campaignId)!;
    const callback = (body: unknown) =>
      receivePayoutCallback({ provider: "xendit", body: JSON.stringify(body), report: payoutFromXenditCallback(body) }, now);
    expect(await sendPayout(payout.id, xendit, now)).toBe("accepted");
    const first = standIn.payouts.get(payoutOfCampaign(made.campaignId)!.providerPayoutId!)!;
    expect(callback(standIn.payoutCallbackBody(standIn.fail(first.id, "INVALID_DESTINATION")))).toEqual({ status: 200, outcome: "failed" });
    retryProviderPayout(made.admin, payout.id, now);
    standIn.holdPayoutAnswers = true;
    try {
      expect(await sendPayout(payout.id, impatient, now)).toBe("retry");
    } finally {
      standIn.holdPayoutAnswers = false;
    }
    const second = [...standIn.payouts.values()].find((r) => r.reference_id === payoutKey(payoutOfCampaign(made.campaignId)!))!;
    expect(second.id).not.toBe(first.id);
    expect(callback(standIn.payoutCallbackBody(standIn.succeed(second.id)))).toEqual({ status: 200, outcome: "sent" });
    expect(payoutOfCampaign(made.campaignId)).toMatchObject({ state: "SENT", providerState: "SUCCEEDED", providerPayoutId: second.id });
    // The failed round's report, late: nothing.
    expect(callback(standIn.payoutCallbackBody({ ...first }))).toEqual({ status: 200, outcome: "unchanged" });
  });
});

describe("the books through the payment provider, over random sequences of its events", () => {
  it("always hold: balanced, nothing created, lost or paid twice, callbacks kept, refused ones changing nothing", async () => {
    const started = Date.now();
    const admin = await makeAdmin();
    const brand = await makeUser({ role: "ADVERTISER" });
    const owners: User[] = [await makeUser(), await makeUser()];
    // The first owner has its account from the start; the second sets one (or changes it) in a step.
    setBankAccount(owners[0], owners[0].id, ACCOUNTS[0], new Date(Date.now() - 48 * HOUR));
    /** Every callback any stand-in object would have sent so far (late ones from earlier runs too). */
    const history: Callback[] = [];
    // What the stand-in holds from the file's other tests (another database) is not this test's.
    const lastStatus = new Map<string, string>([...standIn.invoices.values(), ...standIn.payouts.values()].map((r) => [r.id, r.status]));
    let steps = 0;
    const outcomes = new Map<string, number>();
    const count = (what: string) => outcomes.set(what, (outcomes.get(what) ?? 0) + 1);

    await fc.assert(
      fc.asyncProperty(
        fc.array(feeArb, { minLength: 3, maxLength: 3 }),
        fc.array(stepArb, { minLength: 20, maxLength: 40 }),
        async (fees, sequence) => {
          // This run's campaigns, approved now (their checkouts queued), each with one of the owners.
          const run: Awaited<ReturnType<typeof makeCampaign>>[] = [];
          for (const [i, fee] of fees.entries())
            run.push(await makeCampaign({ advertiser: brand, owner: owners[i % 2], agreedFee: fee, paid: false }));
          const campaignIds = run.map((m) => m.campaignId);
          /** This run's callbacks, from which a step delivers. */
          const outbox: Callback[] = [];
          let now = new Date(Date.now() + MINUTE);
          const log = [`fees ${fees.join(", ")}; campaigns ${campaignIds.join(", ")}`];

          /** What Xendit would send about every stand-in object whose status changed since the last look. */
          const collect = () => {
            for (const r of standIn.invoices.values())
              if (lastStatus.get(r.id) !== r.status) {
                lastStatus.set(r.id, r.status);
                if (r.status !== "PENDING") outbox.push({ kind: "invoice", body: { ...r } });
              }
            for (const r of standIn.payouts.values())
              if (lastStatus.get(r.id) !== r.status) {
                lastStatus.set(r.id, r.status);
                if (r.status !== "ACCEPTED")
                  outbox.push({ kind: "payout", body: standIn.payoutCallbackBody({ ...r }) as Record<string, unknown> });
              }
          };
          /** A refusal (a ModelError with its status) is an answer; anything else fails the test. */
          const attempt = async (what: string, work: () => unknown) => {
            try {
              await work();
              count(`${what} done`);
            } catch (error) {
              if (!(error instanceof ModelError)) throw error;
              // The stand-in always tells the truth: what it says never mismatches what Guyub issued.
              expect(error.message, log.join("\n")).not.toBe("providerMismatch");
              count(`${what} ${error.status}`);
            }
          };
          /** Deliver one callback to the model (the route has checked its token): kept, and judged. */
          const deliver = (callback: Callback, tampered: boolean) => {
            const before = moneyState();
            // What the callback names, as it stood (for a failure's message).
            const named =
              callback.kind === "invoice"
                ? db
                    .select()
                    .from(invoices)
                    .where(eq(invoices.number, String(callback.body.external_id)))
                    .get()
                : db
                    .select()
                    .from(payouts)
                    .where(
                      eq(
                        payouts.id,
                        Number(/^guyub-payout-(\d+)-/.exec(String((callback.body.data as { reference_id?: unknown })?.reference_id))?.[1]),
                      ),
                    )
                    .get();
            const subject = JSON.stringify(named ?? null);
            const entries = entryCount();
            const kept = callbackCount();
            const input = { provider: "xendit", body: JSON.stringify(callback.body) };
            const answer =
              callback.kind === "invoice"
                ? receiveInvoiceCallback({ ...input, report: invoiceFromXendit(callback.body) }, now)
                : receivePayoutCallback({ ...input, report: payoutFromXenditCallback(callback.body) }, now);
            const where = `${log.join("\n")}\n  ${JSON.stringify(callback.body)}\n  to ${subject}\n  -> ${answer.status} ${answer.outcome}`;
            const reported = callback.kind === "invoice" ? callback.body.status : (callback.body.data as { status?: unknown }).status;
            count(`${callback.kind} callback ${tampered ? "tampered" : "true"} ${answer.status} ${answer.outcome} (${String(reported)})`);
            expect(callbackCount(), where).toBe(kept + 1);
            // A true report always matches what Guyub issued; a tampered one never does.
            if (tampered) expect([400, 404, 409], where).toContain(answer.status);
            else expect(answer.status, where).toBe(200);
            if (answer.status !== 200 || answer.outcome === "unchanged") expect(moneyState(), where).toBe(before);
            // Money moves once: a payment or a payout sent is one entry; anything else none.
            expect(entryCount() - entries, where).toBe(answer.outcome === "paid" || answer.outcome === "sent" ? 1 : 0);
          };
          const remoteOf = (campaignIndex: number): StandInInvoice | undefined => {
            const id = invoiceRow(run[campaignIndex].invoiceId!).providerInvoiceId;
            return id ? standIn.invoices.get(id) : undefined;
          };
          const tamper = (callback: Callback, variant: number): Callback => {
            if (callback.kind === "invoice") {
              const b = callback.body;
              const amount = Number(b.amount);
              const changes: Record<string, unknown>[] = [
                { amount: amount + 1, paid_amount: amount + 1 },
                { amount: amount - 1 },
                { paid_amount: amount - 1 },
                { id: `inv_forged${variant}` },
                { currency: "USD" },
                { external_id: "GYB/1999/000001" },
              ];
              return { kind: "invoice", body: { ...b, ...changes[variant % changes.length] } };
            }
            const data = callback.body.data as Record<string, unknown>;
            const changes: Record<string, unknown>[] = [
              { amount: Number(data.amount) + 1 },
              { amount: Number(data.amount) - 1 },
              { currency: "USD" },
              { reference_id: "guyub-payout-999999999-zz" },
              { reference_id: `${String(data.reference_id)}x` },
              { amount: "a lot" },
            ];
            return { kind: "payout", body: { ...callback.body, data: { ...data, ...changes[variant % changes.length] } } };
          };

          /** The campaign worker's money round: deadlines, held payouts, then the provider's jobs (Xendit down: every call 503). */
          const job = async (down = false) => {
            runInvoiceDeadlines(now);
            releaseHeldPayouts(now);
            standIn.down = down;
            try {
              count(`job moved ${Math.min(await runProviderJobs(now, xendit), 3)}`);
            } finally {
              standIn.down = false;
            }
          };
          /**
           * The next move of campaign `s.index` on its way to being paid out through the
           * provider: its checkout opened, paid there, the callback delivered, the campaign
           * completed, the payout sent (the owner's account set first), succeeded or failed
           * there (`s.variant` 4 and 5 fail), its callback delivered, a failed one retried.
           */
          const progress = async (s: Step) => {
            const m = run[s.index];
            const invoice = invoiceRow(m.invoiceId!);
            const remote = remoteOf(s.index);
            const payment = db.get<{ state: string }>(sql`select payment_state as state from campaigns where id = ${m.campaignId}`)!.state;
            const payout = payoutOfCampaign(m.campaignId);
            const remotePayout = payout ? [...standIn.payouts.values()].find((r) => r.reference_id === payoutKey(payout)) : undefined;
            if (invoice.providerState === "QUEUED" || invoice.providerState === "CREATING") return job();
            const payable = invoice.state === "UNPAID" || invoice.state === "OVERDUE";
            // Now and then the brand lets the checkout expire and pays by transfer instead.
            if (remote?.status === "PENDING" && payable)
              return void (s.variant === 5 ? standIn.expire(remote.id) : standIn.pay(remote.id, now));
            if (remote?.status === "EXPIRED" && invoice.providerState === "OPEN")
              return deliver({ kind: "invoice", body: { ...remote } }, false);
            if (remote?.status === "EXPIRED" && payable)
              return attempt("confirm by hand", () =>
                confirmPayment(admin, invoice.id, { reference: `TRF-${invoice.id}`, paidAt: now, amount: invoice.total }, now),
              );
            if ((remote?.status === "PAID" || remote?.status === "SETTLED") && invoice.state !== "PAID")
              return deliver({ kind: "invoice", body: { ...remote } }, false);
            if (payment === "PAID") return attempt("complete", () => db.transaction((tx) => releaseCampaignMoney(tx, m.campaignId, now)));
            if (!payout || payout.state === "SENT") return job();
            if (!db.get(sql`select 1 as n from bank_accounts where user_id = ${payout.ownerId}`))
              return attempt("bank account", () => setBankAccount(owners[1], owners[1].id, ACCOUNTS[0], now));
            if (payout.providerState === "FAILED") return attempt("retry payout", () => retryProviderPayout(admin, payout.id, now));
            if (remotePayout?.status === "ACCEPTED") {
              if (s.variant < 4) standIn.succeed(remotePayout.id);
              else standIn.fail(remotePayout.id, "INVALID_DESTINATION");
              return;
            }
            if (remotePayout)
              return deliver({ kind: "payout", body: standIn.payoutCallbackBody({ ...remotePayout }) as Record<string, unknown> }, false);
            return job();
          };

          for (const s of sequence) {
            steps += 1;
            now = new Date(now.getTime() + s.advance);
            const m = run[s.index];
            const campaignId = m.campaignId;
            const invoice = invoiceRow(m.invoiceId!);
            const payout = payoutOfCampaign(campaignId);
            log.push(`${s.kind} #${s.index} pick ${s.pick.toFixed(3)} variant ${s.variant} +${Math.round(s.advance / MINUTE)} min`);
            switch (s.kind) {
              case "progress":
                await progress(s);
                break;
              case "job":
              case "jobWhileDown":
                await job(s.kind === "jobWhileDown");
                break;
              case "payAtXendit": {
                const remote = remoteOf(s.index);
                if (remote?.status === "PENDING") standIn.pay(remote.id, now);
                break;
              }
              case "settleAtXendit": {
                const remote = remoteOf(s.index);
                if (remote?.status === "PAID") Object.assign(remote, { status: "SETTLED", updated: now.toISOString() });
                break;
              }
              case "expireAtXendit": {
                const remote = remoteOf(s.index);
                if (remote?.status === "PENDING") standIn.expire(remote.id);
                break;
              }
              case "deliver": {
                // Most often one of this run's (any of them: late, again, out of order); now and then an earlier run's.
                const from = s.variant === 5 && history.length > 0 ? history : outbox;
                if (from.length > 0) deliver(from[Math.floor(s.pick * from.length)], false);
                break;
              }
              case "deliverBurst": {
                // This run's callbacks all at once, newest first, each twice.
                for (const callback of [...outbox].reverse().slice(0, 4)) {
                  deliver(callback, false);
                  deliver(callback, false);
                }
                break;
              }
              case "deliverTampered": {
                if (outbox.length > 0) deliver(tamper(outbox[Math.floor(s.pick * outbox.length)], s.variant), true);
                break;
              }
              case "payoutResult": {
                // A payout Xendit has accepted arrives, or the bank refuses it.
                const accepted = [...standIn.payouts.values()].filter((r) => r.status === "ACCEPTED");
                if (accepted.length === 0) break;
                const remote = accepted[Math.floor(s.pick * accepted.length)];
                if (s.variant < 4) standIn.succeed(remote.id);
                else standIn.fail(remote.id, s.variant === 4 ? "INVALID_DESTINATION" : "INSUFFICIENT_BALANCE");
                break;
              }
              case "answerLost": {
                // Xendit takes a payout but its answer never comes back (the try gives up): the next try has the same key.
                const sendable = db
                  .select()
                  .from(payouts)
                  .where(
                    sql`${payouts.state} = 'DUE' and ${payouts.providerState} = 'QUEUED' and ${payouts.providerNextAt} <= ${now.getTime()}`,
                  )
                  .all();
                if (sendable.length === 0) break;
                standIn.holdPayoutAnswers = true;
                try {
                  count(`answer lost: ${await sendPayout(sendable[Math.floor(s.pick * sendable.length)].id, impatient, now)}`);
                } finally {
                  standIn.holdPayoutAnswers = false;
                }
                break;
              }
              case "retryPayout":
                if (payout) await attempt("retry payout", () => retryProviderPayout(admin, payout.id, now));
                break;
              case "checkNow":
                await attempt("check now", () => checkCheckoutNow(admin, invoice.id, xendit, now));
                break;
              case "confirmByHand":
                await attempt("confirm by hand", () =>
                  confirmPayment(admin, invoice.id, { reference: `TRF-${invoice.id}`, paidAt: now, amount: invoice.total }, now),
                );
                break;
              case "decline":
                await attempt("decline", () => declineInvoice(brand, invoice.id, "Anggaran dipotong", now));
                break;
              case "complete":
                await attempt("complete", () => db.transaction((tx) => releaseCampaignMoney(tx, campaignId, now)));
                break;
              case "cancel":
                await attempt("cancel", () =>
                  db.transaction((tx) =>
                    settleCancelledCampaignMoney(tx, campaignId, invoice.state === "PAID" ? Math.floor(invoice.subtotal * s.pick) : 0, now),
                  ),
                );
                break;
              case "payoutByHand":
                if (payout)
                  await attempt("payout by hand", () =>
                    markPayoutSent(admin, payout.id, { reference: `OUT-${payout.id}`, sentAt: now }, now),
                  );
                break;
              case "holdPayout":
                if (payout) await attempt("hold payout", () => holdPayout(admin, payout.id, now));
                break;
              case "releasePayout":
                if (payout) await attempt("release payout", () => releasePayout(admin, payout.id, now));
                break;
              case "checkPayoutNow":
                if (payout) await attempt("check payout now", () => checkPayoutNow(admin, payout.id, xendit, now));
                break;
              case "refundByHand": {
                const refund = db.select().from(refunds).where(eq(refunds.campaignId, campaignId)).get();
                if (refund)
                  await attempt("refund by hand", () =>
                    markRefundSent(admin, refund.id, { reference: `BACK-${refund.id}`, sentAt: now }, now),
                  );
                break;
              }
              case "bankAccount":
                await attempt("bank account", () => setBankAccount(owners[1], owners[1].id, ACCOUNTS[s.variant % 2], now));
                break;
            }
            collect();
            const why = log.join("\n");
            expectBooksHold(admin, why);
            expectProviderSideHolds(why);
          }
          history.push(...outbox);
        },
      ),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    console.info(`gateway books: ${RUNS} runs, ${steps} steps, ${Date.now() - started} ms`);
    console.info(
      [...outcomes.entries()]
        .sort()
        .map(([k, n]) => `${k}: ${n}`)
        .join("; "),
    );
    // The sequences reach what they are for: payments through the checkout, payouts sent and failed, refusals.
    const reached = (prefix: string) => [...outcomes.keys()].some((k) => k.startsWith(prefix));
    for (const prefix of [
      "invoice callback true 200 paid (PAID)",
      "invoice callback true 200 unchanged (PAID)",
      "invoice callback true 200 unchanged (SETTLED)",
      "invoice callback true 200 unchanged (EXPIRED)",
      "invoice callback true 200 overdue",
      "invoice callback tampered 409",
      "invoice callback tampered 404",
      "payout callback true 200 sent",
      "payout callback true 200 failed",
      "payout callback true 200 unchanged (SUCCEEDED)",
      "payout callback true 200 unchanged (FAILED)",
      "payout callback tampered",
      "retry payout done",
      "answer lost: retry",
      "check now done",
      "hold payout done",
      "release payout done",
      "check payout now done",
      "job moved 3",
    ])
      expect(reached(prefix), prefix).toBe(true);
  }, 120_000);
});
