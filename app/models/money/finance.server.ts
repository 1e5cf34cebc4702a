import { and, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import {
  bankAccounts,
  campaigns,
  communities,
  invoices,
  payouts,
  refunds,
  users,
  type BankAccount,
  type Invoice,
  type Payout,
  type Refund,
  type User,
} from "../../../db/schema";
import { db } from "~/lib/server/db.server";
import { INVOICE_STATES, PAYOUT_STATES, REFUND_STATES, type InvoiceState, type PayoutState, type RefundState } from "~/utils/enums";
import type { ListResult, Slice } from "~/utils/paging";
import { ModelError } from "../errors";
import { assertRole } from "../permissions.server";
import { reportLimits } from "../rate-limit.server";
import { journalBatch, type JournalRow } from "./ledger.server";

/*
 * The admin's Finance tab (docs/product.md, "Money"): invoices, payouts and refunds by
 * state, counted and paged in SQL on their (state, id) indexes, each with the parties it
 * names; one payout or refund whole for its dialog; the journal's lines for the
 * accountant's CSV, a batch at a time. The admin only: anyone else 403.
 */

/** The Finance tab's actions are the admin's: anyone else 403 before anything is read. */
export function assertFinanceAdmin(actor: User | null | undefined): asserts actor is User {
  assertRole(actor, "ADMIN");
}

/** How many of each state, one grouped count on the state index. */
function countsBy<S extends string>(states: readonly S[], rows: { state: S; n: number }[]): Record<S, number> {
  const counts = Object.fromEntries(states.map((s) => [s, 0])) as Record<S, number>;
  for (const row of rows) counts[row.state] = Number(row.n);
  return counts;
}

export type FinanceCounts = {
  invoices: Record<InvoiceState, number>;
  payouts: Record<PayoutState, number>;
  refunds: Record<RefundState, number>;
};

export function financeCounts(actor: User | null | undefined): FinanceCounts {
  assertRole(actor, "ADMIN");
  const n = sql<number>`count(*)`;
  return {
    invoices: countsBy(INVOICE_STATES, db.select({ state: invoices.state, n }).from(invoices).groupBy(invoices.state).all()),
    payouts: countsBy(PAYOUT_STATES, db.select({ state: payouts.state, n }).from(payouts).groupBy(payouts.state).all()),
    refunds: countsBy(REFUND_STATES, db.select({ state: refunds.state, n }).from(refunds).groupBy(refunds.state).all()),
  };
}

/**
 * Invoices in `states`, newest first; `number` keeps those whose number starts with it
 * (a range on the number's unique index, so "GYB/2026/0001" finds ten of them).
 */
export function listFinanceInvoices(
  actor: User | null | undefined,
  filters: { states: readonly InvoiceState[]; number?: string },
  page: Slice,
): ListResult<Invoice> {
  assertRole(actor, "ADMIN");
  const prefix = filters.number?.trim().toUpperCase();
  const where = and(
    inArray(invoices.state, [...filters.states]),
    prefix ? and(gte(invoices.number, prefix), lt(invoices.number, `${prefix}\uffff`)) : undefined,
  );
  const total = db
    .select({ n: sql<number>`count(*)` })
    .from(invoices)
    .where(where)
    .get()!.n;
  const items = db.select().from(invoices).where(where).orderBy(desc(invoices.id)).limit(page.limit).offset(page.offset).all();
  return { items, total: Number(total) };
}

export type PayoutRow = Payout & { ownerName: string; ownerEmail: string; description: string; bank: BankAccount | null };

/** Payouts in one state, newest first, each with its owner, its campaign's line and the owner's bank account. */
export function listFinancePayouts(actor: User | null | undefined, state: PayoutState, page: Slice): ListResult<PayoutRow> {
  assertRole(actor, "ADMIN");
  const where = eq(payouts.state, state);
  const total = db
    .select({ n: sql<number>`count(*)` })
    .from(payouts)
    .where(where)
    .get()!.n;
  // The page's ids first, on the (state, id) index alone: the joins then run for these 20
  // rows, not for every row an OFFSET skips.
  const ids = db.select({ id: payouts.id }).from(payouts).where(where).orderBy(desc(payouts.id)).limit(page.limit).offset(page.offset);
  const rows = payoutQuery().where(inArray(payouts.id, ids)).orderBy(desc(payouts.id)).all();
  return { items: rows.map(toPayoutRow), total: Number(total) };
}

function payoutQuery() {
  return db
    .select({ payout: payouts, ownerName: users.fullname, ownerEmail: users.email, description: invoices.description, bank: bankAccounts })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.ownerId))
    .leftJoin(invoices, eq(invoices.campaignId, payouts.campaignId))
    .leftJoin(bankAccounts, eq(bankAccounts.userId, payouts.ownerId));
}

type PayoutQueryRow = { payout: Payout; ownerName: string; ownerEmail: string; description: string | null; bank: BankAccount | null };

function toPayoutRow(r: PayoutQueryRow): PayoutRow {
  return { ...r.payout, ownerName: r.ownerName, ownerEmail: r.ownerEmail, description: r.description ?? "", bank: r.bank };
}

/** One payout with its owner's whole bank account, for the admin's dialog. */
export function getFinancePayout(actor: User | null | undefined, payoutId: number): PayoutRow {
  assertRole(actor, "ADMIN");
  const row = payoutQuery().where(eq(payouts.id, payoutId)).get();
  if (!row) throw new ModelError("not_found", "notFound");
  return toPayoutRow(row);
}

export type RefundRow = Refund & { brandName: string; companyName: string | null; description: string };

function refundQuery() {
  return db
    .select({ refund: refunds, brandName: users.fullname, companyName: users.companyName, description: invoices.description })
    .from(refunds)
    .innerJoin(users, eq(users.id, refunds.advertiserId))
    .leftJoin(invoices, eq(invoices.campaignId, refunds.campaignId));
}

function toRefundRow(r: { refund: Refund; brandName: string; companyName: string | null; description: string | null }): RefundRow {
  return { ...r.refund, brandName: r.brandName, companyName: r.companyName, description: r.description ?? "" };
}

/** Refunds in one state, newest first, each with its brand and its campaign's line. */
export function listFinanceRefunds(actor: User | null | undefined, state: RefundState, page: Slice): ListResult<RefundRow> {
  assertRole(actor, "ADMIN");
  const where = eq(refunds.state, state);
  const total = db
    .select({ n: sql<number>`count(*)` })
    .from(refunds)
    .where(where)
    .get()!.n;
  // The page's ids first, on the (state, id) index alone (as listFinancePayouts).
  const ids = db.select({ id: refunds.id }).from(refunds).where(where).orderBy(desc(refunds.id)).limit(page.limit).offset(page.offset);
  const rows = refundQuery().where(inArray(refunds.id, ids)).orderBy(desc(refunds.id)).all();
  return { items: rows.map(toRefundRow), total: Number(total) };
}

export function getFinanceRefund(actor: User | null | undefined, refundId: number): RefundRow {
  assertRole(actor, "ADMIN");
  const row = refundQuery().where(eq(refunds.id, refundId)).get();
  if (!row) throw new ModelError("not_found", "notFound");
  return toRefundRow(row);
}

/** The community and brief of an invoice's campaign, for the confirm dialog. */
export function invoiceCampaign(actor: User | null | undefined, campaignId: number): { communityName: string; state: string } {
  assertRole(actor, "ADMIN");
  const row = db
    .select({ communityName: communities.name, state: campaigns.state })
    .from(campaigns)
    .innerJoin(communities, eq(communities.id, campaigns.communityId))
    .where(eq(campaigns.id, campaignId))
    .get();
  if (!row) throw new ModelError("not_found", "notFound");
  return row;
}

/** Entries per batch of the journal's CSV (each with its 2 to 5 lines). */
export const JOURNAL_CSV_BATCH = 200;

/** When a client whose journal downloads are all running may try again. */
const JOURNAL_CSV_RETRY_SECONDS = 5;

/**
 * The journal's lines of entries posted in [from, to), oldest first, a batch of entries
 * at a time (csv-stream.server.ts reads it, and closes it however the download ends).
 * The admin only; 429 while REPORT_CSV_STREAMS_PER_USER of its downloads run.
 */
export function openJournalCsv<R extends { from: Date; to: Date }>(
  actor: User | null | undefined,
  readRange: () => R,
  batch = JOURNAL_CSV_BATCH,
) {
  assertRole(actor, "ADMIN");
  // The dates are read once the caller may read the journal: anyone else hears 403, not 400.
  const range = readRange();
  // As many running at once per admin as the report's CSVs (REPORT_CSV_STREAMS_PER_USER).
  const release = reportLimits.csvStreams.acquire(`journal:user:${actor.id}`);
  if (!release) throw new ModelError("too_many", "journalDownloadsRunning", { retryAfterSeconds: JOURNAL_CSV_RETRY_SECONDS });
  let after = 0;
  let done = false;
  return {
    range,
    nextRows(): JournalRow[] {
      if (done) return [];
      const rows = journalBatch(range.from, range.to, after, batch);
      const entries = new Set(rows.map((r) => r.entryId));
      if (entries.size < batch) done = true;
      if (rows.length) after = Math.max(after, ...entries);
      return rows;
    },
    close() {
      done = true;
      release();
    },
  };
}

/** A campaign's invoice, for the admin's campaign dialog (its fee, whether it was paid); null without one. */
export function invoiceOfCampaign(actor: User | null | undefined, campaignId: number): Invoice | null {
  assertRole(actor, "ADMIN");
  return db.select().from(invoices).where(eq(invoices.campaignId, campaignId)).get() ?? null;
}
