import { and, eq, inArray, lte, sql } from "drizzle-orm";
import { bankAccounts, invoices, paymentCallbacks, payouts, users, type Invoice, type Payout, type User } from "../../../db/schema";
import { db } from "~/lib/server/db.server";
import { siteUrl } from "~/lib/server/env.server";
import { logger } from "~/lib/server/logger.server";
import { paymentProvider } from "~/lib/server/payments/active.server";
import { ProviderCallError, type PaymentProvider, type ProviderInvoice, type ProviderPayout } from "~/lib/server/payments/provider.server";
import { formatRupiah } from "~/i18n/format";
import { wibMidnight } from "~/utils/dates";
import { campaignParams } from "../campaign-parties.server";
import { ModelError } from "../errors";
import { assertRole } from "../permissions.server";
import type { Tx } from "./ledger.server";
import { PAYABLE_STATES, invoiceWithParties, markOverdue, markPaid, recordPayoutSent, tellAbout } from "./money.server";

/*
 * Money through a payment provider (PAYMENTS=xendit; docs/product.md, "Money";
 * docs/decisions/033-payment-provider.md). Guyub issues, numbers and books the invoice as
 * in manual mode; the provider takes the payment and sends the payouts:
 *
 * - The approval's transaction queues the invoice's checkout (QUEUED). After it commits,
 *   one try runs at once (openCheckoutSoon); a try that fails or times out leaves it
 *   QUEUED with its next try later (backoff), for the provider job under the campaign
 *   worker's lease. No network call is ever made inside a transaction: a try claims its
 *   row (CREATING, with a deadline after which it counts as lost), calls, then records.
 * - A callback (or the reconcile, asking the provider about a checkout still unpaid some
 *   hours after it opened) reports PAID: the same markPaid as the admin's confirmation,
 *   same ledger entry; EXPIRED: overdue. It must name the invoice by its number, the
 *   provider's id Guyub kept, the total and IDR, or nothing moves (409). Repeats and late
 *   reports change nothing.
 * - A DUE payout whose owner has a bank account is sent with an idempotency key made of
 *   its id (and its round: a new one after the provider reported it FAILED), so a retry
 *   after a timeout or a crash can never pay twice. SUCCEEDED: sent, as if recorded by
 *   hand; FAILED: due again, the owner told to check the account. One still ACCEPTED some
 *   hours after it was sent is asked about (its callback may be lost), as a checkout is.
 * - A try at a checkout after one whose answer never came first asks the provider for the
 *   checkouts of the invoice's number, and adopts the one an earlier try opened rather
 *   than opening a second. Likewise a payout's: it asks for the payouts of its reference
 *   (the account may have changed since, and the key cannot go again with another body).
 */

/** The first retry's wait; each further one doubles, up to RETRY_MAX_MS. */
export const RETRY_BASE_MS = 30_000;
export const RETRY_MAX_MS = 60 * 60_000;
/** A try that has not recorded its outcome by then counts as lost (its process died): the next one may start. */
export const CALL_DEADLINE_MS = 2 * 60_000;
/** A checkout still unpaid this long after it opened is asked about (the callback may be lost), then every RECONCILE_EVERY_MS. */
export const RECONCILE_AFTER_MS = 3 * 60 * 60_000;
export const RECONCILE_EVERY_MS = 60 * 60_000;

/** How long to wait before try number `attempts + 1`. */
export function retryDelay(attempts: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

const later = (now: Date, ms: number) => new Date(now.getTime() + ms);

function describeFailure(error: unknown): string {
  return error instanceof Error ? error.message.slice(0, 500) : String(error).slice(0, 500);
}

// ---------------------------------------------------------------------------------------
// Opening the checkout
// ---------------------------------------------------------------------------------------

/**
 * One try at opening the checkout of a queued invoice: claimed, called outside any
 * transaction, recorded. Returns what became of it ("skipped" when it was not due or
 * another try holds it).
 */
export async function openCheckout(
  invoiceId: number,
  provider: PaymentProvider,
  now: Date = new Date(),
): Promise<"opened" | "retry" | "skipped" | "closed"> {
  const claimed = db
    .update(invoices)
    .set({
      providerState: "CREATING",
      providerAttempts: sql`${invoices.providerAttempts} + 1`,
      providerNextAt: later(now, CALL_DEADLINE_MS),
    })
    .where(and(eq(invoices.id, invoiceId), inArray(invoices.providerState, ["QUEUED", "CREATING"]), lte(invoices.providerNextAt, now)))
    .returning()
    .get();
  if (!claimed) return "skipped";
  if (!PAYABLE_STATES.includes(claimed.state)) {
    // Paid by hand, declined or void before the checkout opened: nothing to open.
    db.update(invoices).set({ providerState: null, providerNextAt: null }).where(eq(invoices.id, invoiceId)).run();
    return "closed";
  }
  const brand = db.select({ email: users.email }).from(users).where(eq(users.id, claimed.advertiserId)).get();
  const page = `${siteUrl()}/advertiser/billing/${claimed.id}`;
  try {
    // An earlier try may have opened it and died (or timed out) before its answer was kept.
    const earlier = claimed.providerAttempts > 1 ? await orphanCheckoutOf(claimed, provider) : null;
    if (earlier) logger.warn({ invoiceId, providerInvoiceId: earlier.id }, "payments: adopted a checkout an earlier try opened");
    const opened =
      earlier ??
      (await provider.createInvoice({
        externalId: claimed.number,
        amount: claimed.total,
        currency: "IDR",
        payerEmail: brand?.email ?? "",
        description: `${claimed.number} · ${claimed.description}`,
        // The checkout takes payment until the invoice turns overdue (its due date, 00:00 WIB).
        expiresAt: wibMidnight(claimed.dueDate),
        successUrl: page,
        failureUrl: page,
      }));
    const recorded = db
      .update(invoices)
      .set({
        providerState: "OPEN",
        providerInvoiceId: opened.id,
        checkoutUrl: opened.checkoutUrl,
        providerError: null,
        // One adopted already paid is asked about at the next round.
        providerNextAt: earlier && earlier.status !== "PENDING" ? now : later(now, RECONCILE_AFTER_MS),
        updatedAt: now,
      })
      .where(and(eq(invoices.id, invoiceId), eq(invoices.providerState, "CREATING")))
      .run();
    if (recorded.changes !== 1)
      logger.warn({ invoiceId, providerInvoiceId: opened.id }, "payments: a checkout opened after its try counted as lost");
    return "opened";
  } catch (error) {
    const wait = retryDelay(claimed.providerAttempts);
    db.update(invoices)
      .set({ providerState: "QUEUED", providerError: describeFailure(error), providerNextAt: later(now, wait) })
      .where(and(eq(invoices.id, invoiceId), eq(invoices.providerState, "CREATING")))
      .run();
    logger.warn(
      {
        err: error,
        invoiceId,
        attempts: claimed.providerAttempts,
        retryInMs: wait,
        retryable: error instanceof ProviderCallError ? error.retryable : null,
      },
      "payments: the checkout could not be opened; it is tried again later",
    );
    return "retry";
  }
}

/** How far the provider's clock may be behind ours when it says when it created a checkout. */
const CLOCK_SKEW_MS = 60_000;

/**
 * The checkout an earlier try opened for this invoice, if the provider has one: its number,
 * its total in IDR, created after the invoice was issued (so never another database's
 * invoice of the same number on the same provider account), not expired; the newest.
 */
async function orphanCheckoutOf(invoice: Invoice, provider: PaymentProvider): Promise<ProviderInvoice | null> {
  const found = await provider.findInvoices(invoice.number);
  const ours = found
    .filter(
      (i) =>
        i.externalId === invoice.number &&
        i.amount === invoice.total &&
        i.currency === "IDR" &&
        i.status !== "EXPIRED" &&
        i.createdAt !== null &&
        i.createdAt.getTime() >= invoice.issuedAt.getTime() - CLOCK_SKEW_MS,
    )
    .sort((a, b) => b.createdAt!.getTime() - a.createdAt!.getTime());
  return ours[0] ?? null;
}

/** The invoice of a campaign whose checkout waits to be opened, if any. */
export function queuedCheckoutOf(campaignId: number): number | null {
  const row = db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.campaignId, campaignId), eq(invoices.providerState, "QUEUED")))
    .get();
  return row?.id ?? null;
}

/**
 * Right after the approval commits: one try at the checkout, off the request (the page
 * answers at once; a failure leaves it queued for the job).
 */
export function openCheckoutSoon(invoiceId: number | null, provider: PaymentProvider | null = paymentProvider()): void {
  if (invoiceId === null || !provider) return;
  setImmediate(() => {
    openCheckout(invoiceId, provider).catch((error: unknown) =>
      logger.error({ err: error, invoiceId }, "payments: the checkout try failed"),
    );
  });
}

// ---------------------------------------------------------------------------------------
// What the provider reports of an invoice (callback or reconcile)
// ---------------------------------------------------------------------------------------

export type InvoiceReport = ProviderInvoice & { paidAmount: number | null };

export type ReportOutcome =
  | { status: 200; outcome: "paid" | "overdue" | "sent" | "failed" | "unchanged" }
  | { status: 404; outcome: "unknown" }
  | { status: 409; outcome: "mismatch"; detail: string };

/** Why a report cannot be about `invoice` as Guyub issued it (null when it can). */
function invoiceMismatch(invoice: Invoice, report: InvoiceReport): string | null {
  if (!invoice.providerInvoiceId) return "no checkout was opened for this invoice";
  if (report.id !== invoice.providerInvoiceId) return `id ${report.id} is not ${invoice.providerInvoiceId}`;
  if (report.amount !== invoice.total) return `amount ${report.amount} is not ${invoice.total}`;
  if (report.paidAmount !== null && report.paidAmount !== invoice.total) return `paid_amount ${report.paidAmount} is not ${invoice.total}`;
  if (report.currency !== "IDR") return `currency ${report.currency} is not IDR`;
  return null;
}

/** Apply a report to its invoice, in `tx`: PAID confirms the payment, EXPIRED makes it overdue; anything else or again changes nothing. */
function applyInvoiceReport(tx: Tx, report: InvoiceReport, now: Date): ReportOutcome & { invoiceId: number | null } {
  const row = tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.number, report.externalId)).get();
  const invoice = row ? invoiceWithParties(tx, row.id) : undefined;
  if (!invoice) return { status: 404, outcome: "unknown", invoiceId: null };
  const mismatch = invoiceMismatch(invoice, report);
  if (mismatch) return { status: 409, outcome: "mismatch", detail: mismatch, invoiceId: invoice.id };
  if (report.status === "PAID") {
    if (!PAYABLE_STATES.includes(invoice.state)) {
      // Paid after it closed (void, declined) is money at the provider to give back: say so loudly.
      if (invoice.state !== "PAID")
        logger.warn({ invoiceId: invoice.id, state: invoice.state }, "payments: paid at the provider after the invoice closed");
      return { status: 200, outcome: "unchanged", invoiceId: invoice.id };
    }
    markPaid(
      tx,
      invoice,
      {
        reference: `${invoice.provider ?? "provider"}:${report.paymentReference ?? report.id}`,
        paidAt: report.paidAt ?? now,
        actorId: null,
      },
      now,
    );
    tx.update(invoices).set({ providerState: "PAID", providerNextAt: null }).where(eq(invoices.id, invoice.id)).run();
    return { status: 200, outcome: "paid", invoiceId: invoice.id };
  }
  if (report.status === "EXPIRED") {
    const moved = tx
      .update(invoices)
      .set({ providerState: "EXPIRED", providerNextAt: null })
      .where(and(eq(invoices.id, invoice.id), eq(invoices.providerState, "OPEN")))
      .run();
    const overdue = markOverdue(tx, invoice.id, now);
    return { status: 200, outcome: overdue || moved.changes === 1 ? "overdue" : "unchanged", invoiceId: invoice.id };
  }
  return { status: 200, outcome: "unchanged", invoiceId: invoice.id };
}

type CallbackResult = { status: number; outcome: string; detail?: string };

/**
 * A callback with the right token, applied and kept (its raw body, when it came, what it
 * did) in one transaction; a refusal is logged. `apply` null: the body was not one (400).
 */
function keepCallback<R extends CallbackResult>(
  kind: "invoice" | "payout",
  input: { provider: string; body: string },
  ref: { externalId: string | null; providerRef: string | null; status: string | null },
  apply: ((tx: Tx) => R) | null,
  link: (result: R | null) => { invoiceId?: number | null; payoutId?: number | null },
  now: Date,
): { status: number; outcome: string } {
  return db.transaction((tx) => {
    const applied = apply ? apply(tx) : null;
    const result: CallbackResult = applied ?? { status: 400, outcome: "unreadable" };
    tx.insert(paymentCallbacks)
      .values({
        provider: input.provider,
        kind,
        receivedAt: now,
        ...ref,
        ...link(applied),
        outcome: result.outcome,
        httpStatus: result.status,
        body: input.body,
      })
      .run();
    if (result.status !== 200)
      logger.warn(
        { provider: input.provider, kind, externalId: ref.externalId, outcome: result.outcome, detail: result.detail },
        `payments: a${kind === "invoice" ? "n" : ""} ${kind} callback was refused`,
      );
    return { status: result.status, outcome: result.outcome };
  });
}

/** An invoice callback with the right token: applied and kept in one transaction (null report: 400). */
export function receiveInvoiceCallback(
  input: { provider: string; body: string; report: InvoiceReport | null },
  now: Date = new Date(),
): { status: number; outcome: string } {
  const report = input.report;
  return keepCallback(
    "invoice",
    input,
    { externalId: report?.externalId ?? null, providerRef: report?.id ?? null, status: report?.status ?? null },
    report ? (tx) => applyInvoiceReport(tx, report, now) : null,
    (result) => ({ invoiceId: result?.invoiceId ?? null }),
    now,
  );
}

/**
 * The reconcile: ask the provider about open checkouts still unpaid RECONCILE_AFTER_MS
 * after they opened (then every RECONCILE_EVERY_MS), so a lost callback cannot leave a
 * paid campaign waiting. What it learns is applied as a callback would be.
 */
export async function reconcileCheckouts(provider: PaymentProvider, now: Date = new Date(), batch = 20): Promise<number> {
  const due = db
    .select()
    .from(invoices)
    .where(and(eq(invoices.providerState, "OPEN"), lte(invoices.providerNextAt, now)))
    .orderBy(invoices.providerNextAt)
    .limit(batch)
    .all();
  let moved = 0;
  for (const invoice of due) {
    if (!PAYABLE_STATES.includes(invoice.state)) {
      if (await closeCheckout(invoice, provider, now)) moved += 1;
      continue;
    }
    // The next check is set before the call: a crash in between skips one check, never repeats it in a loop.
    db.update(invoices)
      .set({ providerNextAt: later(now, RECONCILE_EVERY_MS), providerCheckedAt: now })
      .where(eq(invoices.id, invoice.id))
      .run();
    try {
      const found = await provider.getInvoice(invoice.providerInvoiceId!);
      const result = db.transaction((tx) => applyInvoiceReport(tx, { ...found, paidAmount: null }, now));
      if (result.status !== 200)
        logger.warn({ invoiceId: invoice.id, outcome: result.outcome }, "payments: the reconcile found a checkout that does not match");
      if (result.outcome === "paid" || result.outcome === "overdue") {
        logger.info({ invoiceId: invoice.id, outcome: result.outcome }, "payments: the reconcile caught a report no callback brought");
        moved += 1;
      }
    } catch (error) {
      logger.warn({ err: error, invoiceId: invoice.id }, "payments: the reconcile could not ask about a checkout");
    }
  }
  return moved;
}

/**
 * An open checkout whose invoice takes no payment any more (paid by hand, declined, void)
 * is expired at the provider; a failure is tried again later (backoff). True once closed.
 */
async function closeCheckout(invoice: Invoice, provider: PaymentProvider, now: Date): Promise<boolean> {
  const attempts = invoice.providerAttempts + 1;
  db.update(invoices)
    .set({ providerAttempts: attempts, providerNextAt: later(now, retryDelay(attempts)) })
    .where(eq(invoices.id, invoice.id))
    .run();
  try {
    await provider.expireInvoice(invoice.providerInvoiceId!);
  } catch (error) {
    // Already paid or expired there: nothing left open to close.
    const settled = error instanceof ProviderCallError && !error.retryable && (error.status === 400 || error.status === 404);
    if (!settled) {
      logger.warn({ err: error, invoiceId: invoice.id }, "payments: a closed invoice's checkout could not be expired; tried again later");
      return false;
    }
    logger.warn({ err: error, invoiceId: invoice.id }, "payments: a closed invoice's checkout was no longer open at the provider");
  }
  db.update(invoices)
    .set({ providerState: "EXPIRED", providerNextAt: null, providerError: null })
    .where(and(eq(invoices.id, invoice.id), eq(invoices.providerState, "OPEN")))
    .run();
  return true;
}

// ---------------------------------------------------------------------------------------
// Payouts
// ---------------------------------------------------------------------------------------

/**
 * The idempotency key (and reference) of a payout's current round: the same for every try
 * of it. Its id, and its creation time so that another database (a fresh clone on the same
 * provider account, whose ids start again at 1) never sends a key the provider has seen.
 */
export function payoutKey(payout: Pick<Payout, "id" | "providerRound" | "createdAt">): string {
  const key = `guyub-payout-${payout.id}-${payout.createdAt.getTime().toString(36)}`;
  return payout.providerRound === 0 ? key : `${key}-r${payout.providerRound}`;
}

/**
 * The payout the provider already has under this round's reference, if any: its amount in
 * IDR (the most advanced one should there be several: arrived, then on its way, then
 * failed). One under the reference with another amount or currency is not Guyub's to
 * adopt, nor may the key be sent again beside it: a call error, tried again later.
 */
async function earlierPayoutOf(payout: Payout, key: string, provider: PaymentProvider): Promise<ProviderPayout | null> {
  const found = (await provider.findPayouts(key)).filter((p) => p.referenceId === key);
  const ours = found.filter((p) => p.amount === payout.amount && p.currency === "IDR");
  if (found.length > 0 && ours.length === 0)
    throw new ProviderCallError(`the provider holds ${key} with another amount or currency`, false, null, "PAYOUT_MISMATCH");
  const rank = { SUCCEEDED: 0, ACCEPTED: 1, FAILED: 2 } as const;
  return ours.sort((a, b) => rank[a.status] - rank[b.status])[0] ?? null;
}

function parsePayoutKey(reference: string): { id: number; stamp: string; round: number } | null {
  const match = /^guyub-payout-(\d+)-([0-9a-z]+)(?:-r(\d+))?$/.exec(reference);
  return match ? { id: Number(match[1]), stamp: match[2], round: Number(match[3] ?? 0) } : null;
}

/**
 * One try at sending a DUE payout: claimed (SENDING, with a deadline), sent with its
 * round's idempotency key, recorded (ACCEPTED; or at once SUCCEEDED or FAILED when the
 * provider already knows). A failed call leaves it QUEUED for a later try with the same key.
 * A try after one of the same round whose answer never came (or one the provider refuses
 * as the key used with another body, 409) first asks the provider for the payouts of its
 * reference and adopts the one there; only when there is none is it sent, to the current
 * account.
 */
export async function sendPayout(
  payoutId: number,
  provider: PaymentProvider,
  now: Date = new Date(),
): Promise<"accepted" | "retry" | "skipped"> {
  const claimed = db
    .update(payouts)
    .set({ providerState: "SENDING", providerAttempts: sql`${payouts.providerAttempts} + 1`, providerNextAt: later(now, CALL_DEADLINE_MS) })
    .where(
      and(
        eq(payouts.id, payoutId),
        eq(payouts.state, "DUE"),
        inArray(payouts.providerState, ["QUEUED", "SENDING"]),
        lte(payouts.providerNextAt, now),
        sql`exists (select 1 from bank_accounts where user_id = ${payouts.ownerId})`,
      ),
    )
    .returning()
    .get();
  if (!claimed) return "skipped";
  const account = db.select().from(bankAccounts).where(eq(bankAccounts.userId, claimed.ownerId)).get()!;
  const invoice = db.select({ description: invoices.description }).from(invoices).where(eq(invoices.campaignId, claimed.campaignId)).get();
  const key = payoutKey(claimed);
  try {
    // An earlier try of this round may have reached the provider and lost its answer: the
    // payout it made is the real one, to whatever account it went (the key cannot be sent
    // again with another account's details, and must never pay twice).
    const earlier = claimed.providerAttempts > 1 ? await earlierPayoutOf(claimed, key, provider) : null;
    if (earlier) logger.warn({ payoutId, providerPayoutId: earlier.id }, "payments: adopted a payout an earlier try sent");
    const sent =
      earlier ??
      (await provider
        .createPayout({
          idempotencyKey: key,
          referenceId: key,
          bankCode: account.bankCode,
          accountNumber: account.accountNumber,
          holderName: account.holderName,
          amount: claimed.amount,
          currency: "IDR",
          description: `Guyub: ${invoice?.description ?? `campaign ${claimed.campaignId}`}`.slice(0, 100),
        })
        .catch(async (error: unknown) => {
          // The key already used with another body: the provider has this round's payout; adopt it.
          if (!(error instanceof ProviderCallError) || error.status !== 409) throw error;
          const found = await earlierPayoutOf(claimed, key, provider);
          if (!found) throw error;
          logger.warn({ payoutId, providerPayoutId: found.id }, "payments: adopted a payout whose key the provider had seen");
          return found;
        }));
    db.update(payouts)
      .set({
        providerState: "ACCEPTED",
        providerPayoutId: sent.id,
        providerError: null,
        // Asked about if no callback has settled it by then (reconcilePayouts).
        providerNextAt: later(now, RECONCILE_AFTER_MS),
        updatedAt: now,
      })
      .where(and(eq(payouts.id, payoutId), eq(payouts.providerState, "SENDING")))
      .run();
    // A retry of a payout the provider already finished answers with its end state.
    if (sent.status !== "ACCEPTED") db.transaction((tx) => applyPayoutReport(tx, sent, now));
    return "accepted";
  } catch (error) {
    const wait = retryDelay(claimed.providerAttempts);
    db.update(payouts)
      .set({ providerState: "QUEUED", providerError: describeFailure(error), providerNextAt: later(now, wait) })
      .where(and(eq(payouts.id, payoutId), eq(payouts.providerState, "SENDING")))
      .run();
    logger.warn(
      { err: error, payoutId, attempts: claimed.providerAttempts, retryInMs: wait },
      "payments: a payout could not be sent; it is tried again later",
    );
    return "retry";
  }
}

/** Apply what the provider reports of a payout, in `tx`. */
function applyPayoutReport(tx: Tx, report: ProviderPayout, now: Date): ReportOutcome & { payoutId: number | null } {
  const named = parsePayoutKey(report.referenceId);
  const found = named ? tx.select().from(payouts).where(eq(payouts.id, named.id)).get() : undefined;
  const payout = found && found.createdAt.getTime().toString(36) === named?.stamp ? found : undefined;
  if (!named || !payout) return { status: 404, outcome: "unknown", payoutId: null };
  const mismatch =
    report.amount !== payout.amount
      ? `amount ${report.amount} is not ${payout.amount}`
      : report.currency !== "IDR"
        ? `currency ${report.currency} is not IDR`
        : named.round === payout.providerRound && payout.providerPayoutId && payout.providerPayoutId !== report.id
          ? `id ${report.id} is not ${payout.providerPayoutId}`
          : null;
  if (mismatch) return { status: 409, outcome: "mismatch", detail: mismatch, payoutId: payout.id };
  // A report of an earlier round (one that failed before) or of a payout already settled changes nothing.
  if (named.round !== payout.providerRound || payout.state === "SENT") return { status: 200, outcome: "unchanged", payoutId: payout.id };
  if (report.status === "SUCCEEDED") {
    const sent = recordPayoutSent(tx, payout, { reference: `${payout.provider ?? "provider"}:${report.id}`, sentAt: now }, now);
    if (!sent) return { status: 200, outcome: "unchanged", payoutId: payout.id };
    tx.update(payouts)
      .set({ providerState: "SUCCEEDED", providerPayoutId: report.id, providerError: null, providerNextAt: null })
      .where(eq(payouts.id, payout.id))
      .run();
    return { status: 200, outcome: "sent", payoutId: payout.id };
  }
  if (report.status === "FAILED") {
    const moved = tx
      .update(payouts)
      .set({
        providerState: "FAILED",
        // The id is the current round's: the new one has none at the provider until its call is answered
        // (a report of it whose answer was lost is known by its key, not refused for the failed one's id).
        providerPayoutId: null,
        providerError: report.failureReason ?? "FAILED",
        providerRound: payout.providerRound + 1,
        // The new round has not been tried: until it is, the admin may still pay it by hand.
        providerAttempts: 0,
        providerNextAt: null,
        updatedAt: now,
      })
      .where(and(eq(payouts.id, payout.id), eq(payouts.providerRound, payout.providerRound), eq(payouts.state, "DUE")))
      .run();
    if (moved.changes !== 1) return { status: 200, outcome: "unchanged", payoutId: payout.id };
    tellAbout(tx, payout.campaignId, (p) => [
      {
        type: "payout_failed",
        params: { ...campaignParams(p), amount: formatRupiah(payout.amount), reason: report.failureReason ?? "FAILED" },
      },
    ]);
    return { status: 200, outcome: "failed", payoutId: payout.id };
  }
  return { status: 200, outcome: "unchanged", payoutId: payout.id };
}

/** A payout callback with the right token: applied and kept in one transaction (null report: 400). */
export function receivePayoutCallback(
  input: { provider: string; body: string; report: ProviderPayout | null },
  now: Date = new Date(),
): { status: number; outcome: string } {
  const report = input.report;
  return keepCallback(
    "payout",
    input,
    { externalId: report?.referenceId ?? null, providerRef: report?.id ?? null, status: report?.status ?? null },
    report ? (tx) => applyPayoutReport(tx, report, now) : null,
    (result) => ({ payoutId: result?.payoutId ?? null }),
    now,
  );
}

/** What the provider says of one ACCEPTED payout, applied as its callback would be: the outcome. */
async function askAboutPayout(payout: Payout, provider: PaymentProvider, now: Date): Promise<ReportOutcome> {
  const found = await provider.getPayout(payout.providerPayoutId!);
  const result = db.transaction((tx) => applyPayoutReport(tx, found, now));
  if (result.status !== 200)
    logger.warn({ payoutId: payout.id, outcome: result.outcome }, "payments: the reconcile found a payout that does not match");
  return result;
}

/**
 * The payouts' reconcile: ask the provider about payouts still ACCEPTED RECONCILE_AFTER_MS
 * after they were sent (then every RECONCILE_EVERY_MS), so a lost callback cannot leave
 * one arrived but unrecorded, or failed but not due again. How many moved.
 */
export async function reconcilePayouts(provider: PaymentProvider, now: Date = new Date(), batch = 20): Promise<number> {
  const due = db
    .select()
    .from(payouts)
    .where(and(eq(payouts.providerState, "ACCEPTED"), lte(payouts.providerNextAt, now)))
    .orderBy(payouts.providerNextAt)
    .limit(batch)
    .all();
  let moved = 0;
  for (const payout of due) {
    // The next check is set before the call: a crash in between skips one check, never repeats it in a loop.
    db.update(payouts)
      .set({ providerNextAt: later(now, RECONCILE_EVERY_MS) })
      .where(and(eq(payouts.id, payout.id), eq(payouts.providerState, "ACCEPTED")))
      .run();
    if (!payout.providerPayoutId) continue;
    try {
      const result = await askAboutPayout(payout, provider, now);
      if (result.outcome === "sent" || result.outcome === "failed") {
        logger.info({ payoutId: payout.id, outcome: result.outcome }, "payments: the reconcile caught a payout report no callback brought");
        moved += 1;
      }
    } catch (error) {
      logger.warn({ err: error, payoutId: payout.id }, "payments: the reconcile could not ask about a payout");
    }
  }
  return moved;
}

// ---------------------------------------------------------------------------------------
// The job
// ---------------------------------------------------------------------------------------

/**
 * The provider's share of the money job (the campaign worker, under its lease, once a
 * minute): checkouts to open, payouts to send, checkouts and payouts to reconcile, each due by its
 * next-try time, a batch of each per round. How many things moved.
 */
export async function runProviderJobs(
  now: Date = new Date(),
  provider: PaymentProvider | null = paymentProvider(),
  batch = 20,
): Promise<number> {
  if (!provider) return 0;
  let moved = 0;
  const checkouts = db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(inArray(invoices.providerState, ["QUEUED", "CREATING"]), lte(invoices.providerNextAt, now)))
    .limit(batch)
    .all();
  for (const { id } of checkouts) if ((await openCheckout(id, provider, now)) === "opened") moved += 1;
  const toSend = db
    .select({ id: payouts.id })
    .from(payouts)
    .where(
      and(
        inArray(payouts.providerState, ["QUEUED", "SENDING"]),
        lte(payouts.providerNextAt, now),
        eq(payouts.state, "DUE"),
        // One whose owner has no account yet waits (the owner is told to add one) without holding up the others.
        sql`exists (select 1 from bank_accounts where user_id = ${payouts.ownerId})`,
      ),
    )
    .limit(batch)
    .all();
  for (const { id } of toSend) if ((await sendPayout(id, provider, now)) === "accepted") moved += 1;
  moved += await reconcileCheckouts(provider, now, batch);
  moved += await reconcilePayouts(provider, now, batch);
  return moved;
}

// ---------------------------------------------------------------------------------------
// For the admin's Finance tab
// ---------------------------------------------------------------------------------------

/**
 * The admin sends a payout the provider reported FAILED again, as it is (the bank's refusal
 * was passing): queued now under its new round's key. 404 for no such payout; 409 unless
 * it is DUE and FAILED.
 */
export function retryProviderPayout(actor: User | null | undefined, payoutId: number, now: Date = new Date()): Payout {
  assertRole(actor, "ADMIN");
  return db.transaction((tx) => {
    const payout = tx.select().from(payouts).where(eq(payouts.id, payoutId)).get();
    if (!payout) throw new ModelError("not_found", "notFound");
    if (payout.state !== "DUE" || payout.providerState !== "FAILED") throw new ModelError("conflict", "payoutNotFailed");
    tx.update(payouts)
      .set({ providerState: "QUEUED", providerNextAt: now, updatedAt: now })
      .where(and(eq(payouts.id, payoutId), eq(payouts.providerState, "FAILED")))
      .run();
    return tx.select().from(payouts).where(eq(payouts.id, payoutId)).get()!;
  });
}

export type LastCallback = { receivedAt: Date; status: string | null; outcome: string; httpStatus: number };

/**
 * The last callback of each of `ids` (invoices or payouts), for the admin's list: one query
 * on the callbacks' (invoice_id, id) or (payout_id, id) index.
 */
export function lastCallbacks(actor: User | null | undefined, kind: "invoice" | "payout", ids: number[]): Map<number, LastCallback> {
  assertRole(actor, "ADMIN");
  const found = new Map<number, LastCallback>();
  if (ids.length === 0) return found;
  const column = kind === "invoice" ? paymentCallbacks.invoiceId : paymentCallbacks.payoutId;
  const latest = db
    .select({ id: sql<number>`max(${paymentCallbacks.id})` })
    .from(paymentCallbacks)
    .where(inArray(column, ids))
    .groupBy(column);
  const rows = db.select().from(paymentCallbacks).where(inArray(paymentCallbacks.id, latest)).all();
  for (const row of rows) {
    const owner = kind === "invoice" ? row.invoiceId : row.payoutId;
    if (owner !== null)
      found.set(owner, { receivedAt: row.receivedAt, status: row.status, outcome: row.outcome, httpStatus: row.httpStatus });
  }
  return found;
}

/**
 * The admin's "Check now" on one invoice: a checkout still to open is tried now; an open
 * one is asked about now (the reconcile for one), and what the provider says is applied
 * as a callback would be. 404 for no such invoice; 409 without a provider or for an
 * invoice that is not at one.
 */
export async function checkCheckoutNow(
  actor: User | null | undefined,
  invoiceId: number,
  provider: PaymentProvider | null = paymentProvider(),
  now: Date = new Date(),
): Promise<"opened" | "retry" | "paid" | "overdue" | "unchanged"> {
  assertRole(actor, "ADMIN");
  const invoice = db.select().from(invoices).where(eq(invoices.id, invoiceId)).get();
  if (!invoice) throw new ModelError("not_found", "notFound");
  if (!provider || !invoice.providerState) throw new ModelError("conflict", "notAtProvider");
  if (invoice.providerState === "QUEUED" || invoice.providerState === "CREATING") {
    db.update(invoices)
      .set({ providerState: "QUEUED", providerNextAt: now })
      .where(and(eq(invoices.id, invoiceId), eq(invoices.providerState, invoice.providerState)))
      .run();
    const tried = await openCheckout(invoiceId, provider, now);
    return tried === "opened" ? "opened" : tried === "retry" ? "retry" : "unchanged";
  }
  // An expired checkout is asked about too: a payment may have come in as it closed.
  if ((invoice.providerState !== "OPEN" && invoice.providerState !== "EXPIRED") || !invoice.providerInvoiceId) return "unchanged";
  db.update(invoices).set({ providerCheckedAt: now }).where(eq(invoices.id, invoiceId)).run();
  let found: ProviderInvoice;
  try {
    found = await provider.getInvoice(invoice.providerInvoiceId);
  } catch (error) {
    logger.warn({ err: error, invoiceId }, "payments: Check now could not reach the provider");
    throw new ModelError("unavailable", "providerUnavailable");
  }
  const result = db.transaction((tx) => applyInvoiceReport(tx, { ...found, paidAmount: null }, now));
  if (result.status === 409) throw new ModelError("conflict", "providerMismatch");
  return result.status === 200 && (result.outcome === "paid" || result.outcome === "overdue") ? result.outcome : "unchanged";
}

/**
 * The admin's "Check now" on one payout the provider accepted: asked about now (the
 * reconcile for one), and what the provider says is applied as its callback would be.
 * 404 for no such payout; 409 without a provider or for a payout not at one; any other
 * provider state: nothing to ask ("unchanged").
 */
export async function checkPayoutNow(
  actor: User | null | undefined,
  payoutId: number,
  provider: PaymentProvider | null = paymentProvider(),
  now: Date = new Date(),
): Promise<"sent" | "failed" | "unchanged"> {
  assertRole(actor, "ADMIN");
  const payout = db.select().from(payouts).where(eq(payouts.id, payoutId)).get();
  if (!payout) throw new ModelError("not_found", "notFound");
  if (!provider || !payout.providerState) throw new ModelError("conflict", "payoutNotAtProvider");
  if (payout.providerState !== "ACCEPTED" || !payout.providerPayoutId) return "unchanged";
  let result: ReportOutcome;
  try {
    result = await askAboutPayout(payout, provider, now);
  } catch (error) {
    logger.warn({ err: error, payoutId }, "payments: Check now could not reach the provider");
    throw new ModelError("unavailable", "providerUnavailable");
  }
  if (result.status === 409) throw new ModelError("conflict", "payoutProviderMismatch");
  return result.outcome === "sent" || result.outcome === "failed" ? result.outcome : "unchanged";
}
