import { claimSubmission } from "../submission-claim.server";
import { addDays, format } from "date-fns";
import { and, desc, eq, inArray, lte, sql, type SQL } from "drizzle-orm";
import {
  campaignEvents,
  campaigns,
  communities,
  invoiceCounters,
  invoices,
  payouts,
  refunds,
  users,
  type BillingParty,
  type Invoice,
  type Payout,
  type User,
} from "../../../db/schema";
import type { InvoiceState, PaymentState } from "~/utils/enums";
import { db } from "~/lib/server/db.server";
import { env } from "~/lib/server/env.server";
import { formatRupiah, toWibDate } from "~/i18n/format";
import type { ListResult, Slice } from "~/utils/paging";
import { ModelError } from "../errors";
import { assertRole, requireActor } from "../permissions.server";
import { campaignParams, findParties, type CampaignParties } from "../campaign-parties.server";
import { tellParty } from "../events/tell.server";
import type { PartyEvent } from "../events/registry.server";
import { cancellationSplit, invoiceFigures } from "~/utils/amounts";
import { postEntry, trialBalance, type TrialBalance, type Tx } from "./ledger.server";

/*
 * Money around a campaign (docs/product.md, "Money"; docs/decisions/032-money-ledger.md):
 * an invoice issued with the campaign, the payment held, released on completion or split
 * on cancellation, payouts and refunds sent by hand. Every step is one transaction with
 * its ledger entry; amounts come from the invoice, never from the caller.
 */

export type MoneySettings = {
  /** manual: bank transfer confirmed by the admin; off: nothing billed; xendit: online through a provider (gateway.server.ts). */
  mode: "manual" | "off" | "xendit";
  commissionPercent: number;
  taxPercent: number;
  dueDays: number;
  seller: BillingParty & { bank: string; accountNumber: string; accountHolder: string };
};

/** The operator's settings (environment variables, .env.example). */
export function moneySettings(): MoneySettings {
  return {
    mode: env.PAYMENTS,
    commissionPercent: env.COMMISSION_PERCENT,
    taxPercent: env.PPN_PERCENT,
    dueDays: env.INVOICE_DUE_DAYS,
    seller: {
      name: env.OPERATOR_NAME,
      address: env.OPERATOR_ADDRESS,
      npwp: env.OPERATOR_NPWP,
      bank: env.OPERATOR_BANK,
      accountNumber: env.OPERATOR_ACCOUNT_NUMBER,
      accountHolder: env.OPERATOR_ACCOUNT_HOLDER,
    },
  };
}

/** How many days after its due date an unpaid invoice is void and its campaign cancelled. */
export const VOID_AFTER_DAYS = 7;

/** A calendar date (YYYY-MM-DD) plus whole days. */
export function plusDays(date: string, days: number): string {
  return format(addDays(new Date(`${date}T00:00:00`), days), "yyyy-MM-dd");
}

/**
 * The money side of a new campaign, in the approval's transaction: with a fee and payments
 * on, an invoice (AWAITING_PAYMENT); otherwise the work starts at once.
 */
export function openCampaignMoney(
  tx: Tx,
  input: { campaignId: number; advertiserId: number; fee: number | null; description: string; now: Date },
  settings: MoneySettings = moneySettings(),
): { state: "AWAITING_PAYMENT" | "IN_PROGRESS"; paymentState: PaymentState; invoiceId: number | null } {
  if (settings.mode === "off" || !input.fee || input.fee <= 0) {
    tx.update(campaigns).set({ state: "IN_PROGRESS", paymentState: "NONE" }).where(eq(campaigns.id, input.campaignId)).run();
    return { state: "IN_PROGRESS", paymentState: "NONE", invoiceId: null };
  }
  const invoiceId = issueInvoice(tx, input, settings);
  tx.update(campaigns).set({ state: "AWAITING_PAYMENT", paymentState: "AWAITING_PAYMENT" }).where(eq(campaigns.id, input.campaignId)).run();
  const invoice = tx.select().from(invoices).where(eq(invoices.id, invoiceId)).get()!;
  tellAbout(tx, input.campaignId, (p) => [{ type: "invoice_issued", params: { ...campaignParams(p), ...invoiceWords(invoice) } }]);
  return { state: "AWAITING_PAYMENT", paymentState: "AWAITING_PAYMENT", invoiceId };
}

function billingPartyOf(user: User): BillingParty {
  return { name: user.billingName || user.companyName || user.fullname, address: user.billingAddress ?? "", npwp: user.billingNpwp ?? "" };
}

function issueInvoice(
  tx: Tx,
  input: { campaignId: number; advertiserId: number; fee: number | null; description: string; now: Date },
  settings: MoneySettings,
): number {
  const brand = tx.select().from(users).where(eq(users.id, input.advertiserId)).get();
  if (!brand) throw new ModelError("not_found", "notFound");
  const issuedOn = toWibDate(input.now);
  const year = Number(issuedOn.slice(0, 4));
  // The year's next number, in this transaction: a rollback gives it back, so no gaps.
  const counter = tx
    .insert(invoiceCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last })
    .get();
  const figures = invoiceFigures(input.fee ?? 0, settings.commissionPercent, settings.taxPercent);
  const created = tx
    .insert(invoices)
    .values({
      number: `GYB/${year}/${String(counter.last).padStart(6, "0")}`,
      campaignId: input.campaignId,
      advertiserId: input.advertiserId,
      ...figures,
      description: input.description,
      issuedAt: input.now,
      dueDate: plusDays(issuedOn, settings.dueDays),
      buyer: billingPartyOf(brand),
      seller: settings.seller,
      // Online payment: the provider's checkout is opened after this transaction commits
      // (gateway.server.ts), never inside it; until then the creation waits here, queued.
      ...(settings.mode === "xendit" ? { provider: "xendit", providerState: "QUEUED" as const, providerNextAt: input.now } : {}),
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning({ id: invoices.id })
    .get();
  return created.id;
}

export type InvoiceWithParties = Invoice & { ownerId: number; communityId: number; campaignState: string };

export function invoiceWithParties(tx: Pick<Tx, "select">, invoiceId: number): InvoiceWithParties | undefined {
  const row = tx
    .select({ invoice: invoices, ownerId: communities.ownerId, communityId: communities.id, campaignState: campaigns.state })
    .from(invoices)
    .innerJoin(campaigns, eq(campaigns.id, invoices.campaignId))
    .innerJoin(communities, eq(communities.id, campaigns.communityId))
    .where(eq(invoices.id, invoiceId))
    .get();
  return row ? { ...row.invoice, ownerId: row.ownerId, communityId: row.communityId, campaignState: row.campaignState } : undefined;
}

/** The brand that owes it and the admin see an invoice; anyone else is told it does not exist. */
function visibleInvoice(actor: User | null | undefined, invoiceId: number, tx: Pick<Tx, "select"> = db): InvoiceWithParties {
  const user = requireActor(actor);
  if (user.role !== "ADMIN" && user.role !== "ADVERTISER") throw new ModelError("not_found", "notFound");
  const invoice = invoiceWithParties(tx, invoiceId);
  if (!invoice || (user.role !== "ADMIN" && invoice.advertiserId !== user.id)) throw new ModelError("not_found", "notFound");
  return invoice;
}

export function getInvoice(actor: User | null | undefined, invoiceId: number): Invoice {
  return visibleInvoice(actor, invoiceId);
}

/** The brand's own invoice that may still be paid or declined (UNPAID, OVERDUE): 404 for anyone else, 409 once closed. */
export function payableInvoiceOf(actor: User | null | undefined, invoiceId: number, tx: Pick<Tx, "select"> = db): Invoice {
  assertRole(actor, "ADVERTISER");
  const invoice = visibleInvoice(actor, invoiceId, tx);
  conflictUnlessPayable(invoice);
  return invoice;
}

export const PAYABLE_STATES: InvoiceState[] = ["UNPAID", "OVERDUE"];

function conflictUnlessPayable(invoice: Invoice): void {
  if (!PAYABLE_STATES.includes(invoice.state)) throw new ModelError("conflict", "invoiceNotPayable", { params: { state: invoice.state } });
}

function campaignEvent(
  tx: Tx,
  campaignId: number,
  kind: "paid" | "invoice_declined" | "invoice_void",
  actorId: number | null,
  note: string | null,
  at: Date,
): void {
  tx.insert(campaignEvents).values({ campaignId, kind, actorId, note, createdAt: at }).run();
}

/**
 * The admin confirms a transfer: the amount received must be the invoice's total. The
 * money is held for the campaign, whose work may start. Confirming twice: 409.
 */
export function confirmPayment(
  actor: User | null | undefined,
  invoiceId: number,
  input: { reference: string; paidAt: Date; amount: number },
  now: Date = new Date(),
): Invoice {
  assertRole(actor, "ADMIN");
  return db.transaction((tx) => {
    const invoice = visibleInvoice(actor, invoiceId, tx);
    conflictUnlessPayable(invoice);
    if (input.amount !== invoice.total)
      throw new ModelError("conflict", "paymentAmountDiffers", { params: { total: formatRupiah(invoice.total) } });
    markPaid(tx, invoice, { reference: input.reference, paidAt: input.paidAt, actorId: actor.id }, now);
    return tx.select().from(invoices).where(eq(invoices.id, invoiceId)).get()!;
  });
}

/** Paid: held for the campaign, the work starts. One ledger entry per invoice, whoever confirms. */
export function markPaid(
  tx: Tx,
  invoice: InvoiceWithParties,
  paid: { reference: string; paidAt: Date; actorId: number | null },
  now: Date,
): void {
  const moved = tx
    .update(invoices)
    .set({ state: "PAID", paidAt: paid.paidAt, reference: paid.reference, updatedAt: now, providerNextAt: closeCheckoutAt(now) })
    .where(and(eq(invoices.id, invoice.id), inArray(invoices.state, PAYABLE_STATES)))
    .run();
  if (moved.changes !== 1) throw new ModelError("conflict", "invoiceNotPayable", { params: { state: invoice.state } });
  postEntry(tx, {
    key: `invoice-paid:${invoice.id}`,
    kind: "payment",
    campaignId: invoice.campaignId,
    memo: `${invoice.number} ${paid.reference}`,
    at: now,
    lines: [
      { account: "BANK", amount: invoice.total },
      { account: "HELD", amount: -invoice.total, campaignId: invoice.campaignId },
    ],
  });
  tx.update(campaigns)
    .set({ state: "IN_PROGRESS", paymentState: "PAID", updatedAt: now })
    .where(and(eq(campaigns.id, invoice.campaignId), eq(campaigns.state, "AWAITING_PAYMENT")))
    .run();
  campaignEvent(tx, invoice.campaignId, "paid", paid.actorId, paid.reference, now);
  tellAbout(tx, invoice.campaignId, (p) => [
    { type: "campaign_paid", params: { ...campaignParams(p), share: formatRupiah(invoice.communityShare) } },
  ]);
}

/**
 * The brand declines an unpaid invoice with a reason: the campaign is cancelled. A retry
 * with the same one-time key is answered with the first result, not a conflict.
 */
export function declineInvoice(actor: User | null | undefined, invoiceId: number, reason: string, now: Date = new Date()): Invoice {
  assertRole(actor, "ADVERTISER");
  const text = reason.trim();
  if (!text) throw new ModelError("invalid", "invalid", { fields: { reason: ["required"] } });
  return db.transaction((tx) => {
    const invoice = visibleInvoice(actor, invoiceId, tx);
    conflictUnlessPayable(invoice);
    claimSubmission(tx);
    closeUnpaid(tx, invoice, "DECLINED", text, actor.id, now);
    return tx.select().from(invoices).where(eq(invoices.id, invoiceId)).get()!;
  });
}

/** Tell a campaign's parties of a money step, in its transaction (none once the campaign is gone with an account). */
export function tellAbout(tx: Tx, campaignId: number, events: (parties: CampaignParties) => PartyEvent[]): void {
  const parties = findParties(tx, campaignId);
  if (!parties) return;
  for (const event of events(parties)) tellParty(tx, parties, event);
}

/** What an invoice's notifications name. */
const invoiceWords = (invoice: Invoice) => ({
  invoiceId: invoice.id,
  number: invoice.number,
  total: formatRupiah(invoice.total),
  due: invoice.dueDate,
});

/**
 * For an invoice leaving UNPAID/OVERDUE (paid by hand, declined, void): its provider's
 * checkout, if open, is due to be closed now (reconcileCheckouts expires it), so nobody
 * pays an invoice that no longer takes payment.
 */
export function closeCheckoutAt(now: Date): SQL {
  return sql`case when ${invoices.providerState} = 'OPEN' then ${now.getTime()} else ${invoices.providerNextAt} end`;
}

/** An unpaid invoice ends (declined, not paid, or its campaign cancelled): its campaign is cancelled, nothing moved. */
function closeUnpaid(tx: Tx, invoice: Invoice, state: "DECLINED" | "VOID", note: string, actorId: number | null, now: Date): void {
  tx.update(invoices)
    .set({ state, declineReason: state === "DECLINED" ? note : null, closedAt: now, updatedAt: now, providerNextAt: closeCheckoutAt(now) })
    .where(eq(invoices.id, invoice.id))
    .run();
  tx.update(campaigns)
    .set({ state: "CANCELLED", paymentState: "VOID", updatedAt: now })
    .where(and(eq(campaigns.id, invoice.campaignId), eq(campaigns.state, "AWAITING_PAYMENT")))
    .run();
  campaignEvent(tx, invoice.campaignId, state === "DECLINED" ? "invoice_declined" : "invoice_void", actorId, note, now);
  tellAbout(tx, invoice.campaignId, (p) =>
    state === "DECLINED"
      ? [{ type: "campaign_invoice_declined", params: { ...campaignParams(p), reason: note } }]
      : [
          { type: "invoice_void", params: { ...campaignParams(p), invoiceId: invoice.id, number: invoice.number } },
          { type: "campaign_not_paid", params: campaignParams(p) },
        ],
  );
}

/**
 * The payment deadlines, once a minute under the campaign job's lease: an unpaid invoice
 * past its due date (WIB) is OVERDUE and its brand reminded once; VOID_AFTER_DAYS after
 * it, void and its campaign cancelled. Each invoice moves in its own conditional
 * transaction, so a replay or two runs change nothing twice.
 */
export function runInvoiceDeadlines(now: Date = new Date(), batch = 100): { overdue: number[]; voided: number[] } {
  const today = toWibDate(now);
  const overdue: number[] = [];
  const voided: number[] = [];
  const lateSince = plusDays(today, -VOID_AFTER_DAYS);
  const dueToVoid = db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(inArray(invoices.state, PAYABLE_STATES), sql`${invoices.dueDate} < ${lateSince}`))
    .limit(batch)
    .all();
  for (const { id } of dueToVoid) {
    const done = db.transaction((tx) => {
      const invoice = invoiceWithParties(tx, id);
      if (!invoice || !PAYABLE_STATES.includes(invoice.state) || !(invoice.dueDate < lateSince)) return false;
      closeUnpaid(tx, invoice, "VOID", "not_paid", null, now);
      return true;
    });
    if (done) voided.push(id);
  }
  const dueToRemind = db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.state, "UNPAID"), lte(invoices.dueDate, today)))
    .limit(batch)
    .all();
  for (const { id } of dueToRemind) {
    if (db.transaction((tx) => markOverdue(tx, id, now, lte(invoices.dueDate, today)))) overdue.push(id);
  }
  return { overdue, voided };
}

/**
 * An UNPAID invoice turns OVERDUE and its brand is reminded, once (false when it was not
 * UNPAID, or `also` does not hold): at its due date, or when the provider's checkout expired.
 */
export function markOverdue(tx: Tx, invoiceId: number, now: Date, also?: SQL): boolean {
  const moved = tx
    .update(invoices)
    .set({ state: "OVERDUE", remindedAt: now, updatedAt: now })
    .where(and(eq(invoices.id, invoiceId), eq(invoices.state, "UNPAID"), also))
    .run();
  if (moved.changes !== 1) return false;
  const invoice = tx.select().from(invoices).where(eq(invoices.id, invoiceId)).get()!;
  tellAbout(tx, invoice.campaignId, (p) => [{ type: "invoice_overdue", params: { ...campaignParams(p), ...invoiceWords(invoice) } }]);
  return true;
}

/**
 * On COMPLETED, in the completion's transaction: the held total is released, the
 * community's share payable to its owner (a payout), the commission Guyub's revenue, the
 * PPN tax payable. A campaign without a paid invoice releases nothing.
 */
export function releaseCampaignMoney(tx: Tx, campaignId: number, now: Date): void {
  const invoice = tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.campaignId, campaignId), eq(invoices.state, "PAID")))
    .get();
  if (!invoice) return;
  const ownerId = ownerOfCampaign(tx, campaignId);
  const posted = postEntry(tx, {
    key: `campaign-settled:${campaignId}`,
    kind: "release",
    campaignId,
    memo: invoice.number,
    at: now,
    lines: [
      { account: "HELD", amount: invoice.total, campaignId },
      { account: "PAYABLE", amount: -invoice.communityShare, userId: ownerId },
      { account: "REVENUE", amount: -invoice.commission },
      { account: "TAX_PAYABLE", amount: -invoice.tax },
    ],
  });
  if (!posted) return;
  createPayout(tx, campaignId, ownerId, invoice.communityShare, now);
  tx.update(campaigns).set({ paymentState: "RELEASED" }).where(eq(campaigns.id, campaignId)).run();
}

function ownerOfCampaign(tx: Pick<Tx, "select">, campaignId: number): number {
  const row = tx
    .select({ ownerId: communities.ownerId })
    .from(campaigns)
    .innerJoin(communities, eq(communities.id, campaigns.communityId))
    .where(eq(campaigns.id, campaignId))
    .get();
  if (!row) throw new ModelError("not_found", "notFound");
  return row.ownerId;
}

function createPayout(tx: Tx, campaignId: number, ownerId: number, amount: number, now: Date): void {
  if (amount <= 0) return;
  // Online payouts: the provider job sends it once it is DUE and its owner has an account (gateway.server.ts).
  const online = moneySettings().mode === "xendit" ? { provider: "xendit", providerState: "QUEUED" as const, providerNextAt: now } : {};
  tx.insert(payouts)
    .values({ campaignId, ownerId, amount, state: payoutStateFor(tx, ownerId, now), ...online, createdAt: now, updatedAt: now })
    .run();
}

/** DUE, or HELD while the owner's bank account changed less than 24 hours ago. */
function payoutStateFor(tx: Pick<Tx, "get">, ownerId: number, now: Date): "DUE" | "HELD" {
  const held = tx.get<{ hold: number | null }>(sql`select hold_until as hold from bank_accounts where user_id = ${ownerId}`);
  return held?.hold && held.hold > now.getTime() ? "HELD" : "DUE";
}

/**
 * Money of a campaign the admin cancels, in the cancel's transaction. Unpaid: the invoice
 * is void. Paid: `earned` Rupiah of the fee (0 to the fee) go to the community less the
 * commission, the rest of the fee and its PPN back to the brand; the four parts add up to
 * the total paid. A share on a campaign that was not paid: 400.
 */
export function settleCancelledCampaignMoney(tx: Tx, campaignId: number, earned: number, now: Date): void {
  const invoice = tx.select().from(invoices).where(eq(invoices.campaignId, campaignId)).get();
  if (!invoice || invoice.state !== "PAID") {
    if (earned !== 0) throw new ModelError("invalid", "invalid", { fields: { communityShare: ["shareWithoutPayment"] } });
    if (invoice && PAYABLE_STATES.includes(invoice.state)) {
      tx.update(invoices)
        .set({ state: "VOID", closedAt: now, updatedAt: now, providerNextAt: closeCheckoutAt(now) })
        .where(eq(invoices.id, invoice.id))
        .run();
      tx.update(campaigns).set({ paymentState: "VOID" }).where(eq(campaigns.id, campaignId)).run();
    }
    return;
  }
  if (!Number.isSafeInteger(earned) || earned < 0 || earned > invoice.subtotal) {
    throw new ModelError("invalid", "invalid", { fields: { communityShare: ["shareOutOfRange"] }, params: { max: invoice.subtotal } });
  }
  const split = cancellationSplit(invoice, earned);
  const ownerId = ownerOfCampaign(tx, campaignId);
  const posted = postEntry(tx, {
    key: `campaign-settled:${campaignId}`,
    kind: "cancellation",
    campaignId,
    memo: `${invoice.number} earned ${earned}`,
    at: now,
    lines: [
      { account: "HELD", amount: invoice.total, campaignId },
      { account: "PAYABLE", amount: -split.owner, userId: ownerId },
      { account: "REFUNDABLE", amount: -split.brand, userId: invoice.advertiserId },
      { account: "REVENUE", amount: -split.revenue },
      { account: "TAX_PAYABLE", amount: -split.tax },
    ],
  });
  if (!posted) return;
  createPayout(tx, campaignId, ownerId, split.owner, now);
  if (split.brand > 0)
    tx.insert(refunds)
      .values({ campaignId, advertiserId: invoice.advertiserId, amount: split.brand, createdAt: now, updatedAt: now })
      .run();
  tx.update(campaigns)
    .set({ paymentState: split.brand > 0 ? "REFUNDED" : "RELEASED" })
    .where(eq(campaigns.id, campaignId))
    .run();
}

/**
 * Whether the provider has a payout, or may have it (a try whose answer never came): it
 * may still arrive, so it can neither be recorded sent by hand nor held. Never tried yet,
 * or failed: it cannot.
 */
export function payoutMayBeAtProvider(payout: Pick<Payout, "providerState" | "providerAttempts">): boolean {
  return (
    payout.providerState === "SENDING" ||
    payout.providerState === "ACCEPTED" ||
    (payout.providerState === "QUEUED" && payout.providerAttempts > 0)
  );
}

/** The admin records a payout as sent (by bank transfer): once; the owner's payable goes down. */
export function markPayoutSent(
  actor: User | null | undefined,
  payoutId: number,
  input: { reference: string; sentAt: Date },
  now: Date = new Date(),
) {
  assertRole(actor, "ADMIN");
  return db.transaction((tx) => {
    const payout = tx.select().from(payouts).where(eq(payouts.id, payoutId)).get();
    if (!payout) throw new ModelError("not_found", "notFound");
    if (payout.state !== "DUE") throw new ModelError("conflict", "payoutNotDue", { params: { state: payout.state } });
    // Recording by hand one the provider may still deliver would pay twice.
    if (payoutMayBeAtProvider(payout)) throw new ModelError("conflict", "payoutAtProvider");
    // Recorded by hand: the provider's job no longer sends it.
    tx.update(payouts).set({ providerState: null, providerNextAt: null }).where(eq(payouts.id, payoutId)).run();
    const account = tx.get<{ n: number }>(sql`select count(*) as n from bank_accounts where user_id = ${payout.ownerId}`);
    if (!account?.n) throw new ModelError("conflict", "payoutWithoutAccount");
    recordPayoutSent(tx, payout, { reference: input.reference, sentAt: input.sentAt }, now);
    return tx.select().from(payouts).where(eq(payouts.id, payoutId)).get()!;
  });
}

/**
 * A DUE payout is SENT (by the admin's hand or the provider's word): the owner's payable
 * goes down, once (the ledger key), and the owner is told. False when it was not DUE.
 */
export function recordPayoutSent(tx: Tx, payout: Payout, input: { reference: string; sentAt: Date }, now: Date): boolean {
  const moved = tx
    .update(payouts)
    .set({ state: "SENT", reference: input.reference, sentAt: input.sentAt, updatedAt: now })
    .where(and(eq(payouts.id, payout.id), eq(payouts.state, "DUE")))
    .run();
  if (moved.changes !== 1) return false;
  postEntry(tx, {
    key: `payout-sent:${payout.id}`,
    kind: "payout",
    campaignId: payout.campaignId,
    memo: input.reference,
    at: now,
    lines: [
      { account: "PAYABLE", amount: payout.amount, userId: payout.ownerId },
      { account: "BANK", amount: -payout.amount },
    ],
  });
  tellAbout(tx, payout.campaignId, (p) => [
    { type: "payout_sent", params: { ...campaignParams(p), amount: formatRupiah(payout.amount), reference: input.reference } },
  ]);
  return true;
}

/** The admin records a refund as sent: once; the brand's refundable goes down. */
export function markRefundSent(
  actor: User | null | undefined,
  refundId: number,
  input: { reference: string; sentAt: Date },
  now: Date = new Date(),
) {
  assertRole(actor, "ADMIN");
  return db.transaction((tx) => {
    const refund = tx.select().from(refunds).where(eq(refunds.id, refundId)).get();
    if (!refund) throw new ModelError("not_found", "notFound");
    if (refund.state !== "DUE") throw new ModelError("conflict", "refundNotDue", { params: { state: refund.state } });
    tx.update(refunds)
      .set({ state: "SENT", reference: input.reference, sentAt: input.sentAt, updatedAt: now })
      .where(eq(refunds.id, refundId))
      .run();
    postEntry(tx, {
      key: `refund-sent:${refundId}`,
      kind: "refund",
      campaignId: refund.campaignId,
      memo: input.reference,
      at: now,
      lines: [
        { account: "REFUNDABLE", amount: refund.amount, userId: refund.advertiserId },
        { account: "BANK", amount: -refund.amount },
      ],
    });
    tellAbout(tx, refund.campaignId, (p) => [
      { type: "refund_sent", params: { ...campaignParams(p), amount: formatRupiah(refund.amount), reference: input.reference } },
    ]);
    return tx.select().from(refunds).where(eq(refunds.id, refundId)).get()!;
  });
}

export type InvoiceFilters = { state?: InvoiceState };

/** The brand's invoices (all of them for the admin), newest first, counted and paged in SQL. */
export function listInvoices(actor: User | null | undefined, filters: InvoiceFilters, page: Slice): ListResult<Invoice> {
  assertRole(actor, "ADVERTISER", "ADMIN");
  const where = and(
    actor.role === "ADMIN" ? undefined : eq(invoices.advertiserId, actor.id),
    filters.state ? eq(invoices.state, filters.state) : undefined,
  );
  const total =
    db
      .select({ n: sql<number>`count(*)` })
      .from(invoices)
      .where(where)
      .get()?.n ?? 0;
  const items = db.select().from(invoices).where(where).orderBy(desc(invoices.id)).limit(page.limit).offset(page.offset).all();
  return { items, total: Number(total) };
}

/** The trial balance, for the admin only. */
export function ledgerBalance(actor: User | null | undefined): TrialBalance {
  assertRole(actor, "ADMIN");
  return trialBalance();
}

export type InvoiceCounts = Record<InvoiceState | "all", number>;

/** How many of the brand's invoices (everyone's for the admin) are in each state: one grouped count on the state index. */
export function invoiceCounts(actor: User | null | undefined): InvoiceCounts {
  assertRole(actor, "ADVERTISER", "ADMIN");
  const rows = db
    .select({ state: invoices.state, n: sql<number>`count(*)` })
    .from(invoices)
    .where(actor.role === "ADMIN" ? undefined : eq(invoices.advertiserId, actor.id))
    .groupBy(invoices.state)
    .all();
  const counts: InvoiceCounts = { all: 0, UNPAID: 0, OVERDUE: 0, PAID: 0, VOID: 0, DECLINED: 0 };
  for (const row of rows) {
    counts[row.state] = Number(row.n);
    counts.all += Number(row.n);
  }
  return counts;
}

export type BillingSummary = { paid: number; unpaid: number; refunded: number; refundDue: number };

/**
 * The brand's money at a glance (Billing): the totals of its paid invoices and of those
 * still to pay (UNPAID, OVERDUE), and what was refunded to it and what is still to be.
 * Sums in SQL, on the brand's indexes; only the brand itself (or the admin naming it).
 */
export function billingSummary(actor: User | null | undefined, advertiserId: number): BillingSummary {
  const user = requireActor(actor);
  if (user.role !== "ADMIN" && (user.role !== "ADVERTISER" || user.id !== advertiserId)) throw new ModelError("not_found", "notFound");
  const byState = db
    .select({ state: invoices.state, total: sql<number>`coalesce(sum(${invoices.total}), 0)` })
    .from(invoices)
    .where(and(eq(invoices.advertiserId, advertiserId), inArray(invoices.state, ["PAID", "UNPAID", "OVERDUE"])))
    .groupBy(invoices.state)
    .all();
  const sumOf = (...states: InvoiceState[]) => byState.filter((r) => states.includes(r.state)).reduce((sum, r) => sum + Number(r.total), 0);
  const refundRows = db
    .select({ state: refunds.state, total: sql<number>`coalesce(sum(${refunds.amount}), 0)` })
    .from(refunds)
    .where(eq(refunds.advertiserId, advertiserId))
    .groupBy(refunds.state)
    .all();
  const refundOf = (state: string) => Number(refundRows.find((r) => r.state === state)?.total ?? 0);
  return { paid: sumOf("PAID"), unpaid: sumOf("UNPAID", "OVERDUE"), refunded: refundOf("SENT"), refundDue: refundOf("DUE") };
}
