import { and, desc, eq, inArray, sql } from "drizzle-orm";
import {
  bankAccounts,
  campaigns,
  communities,
  invoices,
  payouts,
  refunds,
  type BankAccount,
  type Payout,
  type Refund,
  type User,
} from "../../../db/schema";
import { db, type DB } from "~/lib/server/db.server";
import type { BankCode } from "~/utils/banks";
import type { PayoutState, RefundState } from "~/utils/enums";
import type { ListResult, Slice } from "~/utils/paging";
import { formatRupiah } from "~/i18n/format";
import { recordAudit } from "../audit.server";
import { tell } from "../events/tell.server";
import { ModelError } from "../errors";
import { assertRole, requireActor } from "../permissions.server";
import { accountBalance } from "./ledger.server";
import { closeCheckoutAt, payoutMayBeAtProvider } from "./money.server";

/*
 * The owner's side of money (docs/product.md, "Money"): its bank account, its earnings,
 * its payouts; and the brand's refunds. The owner and the admin see an owner's; a brand
 * and the admin a brand's; anyone else is told they do not exist.
 */

/** How long a changed bank account holds the owner's payouts. */
export const BANK_CHANGE_HOLD_MS = 24 * 60 * 60 * 1000;

export type BankAccountInput = { bankCode: BankCode; accountNumber: string; holderName: string };

/** The owner reads its own account; the admin anyone's; anyone else: 404. */
function assertOwnerOrAdmin(actor: User | null | undefined, ownerId: number): User {
  const user = requireActor(actor);
  if (user.role === "ADMIN") return user;
  if (user.role !== "COMMUNITY_OWNER" || user.id !== ownerId) throw new ModelError("not_found", "notFound");
  return user;
}

export function getBankAccount(actor: User | null | undefined, ownerId: number): BankAccount | null {
  assertOwnerOrAdmin(actor, ownerId);
  return db.select().from(bankAccounts).where(eq(bankAccounts.userId, ownerId)).get() ?? null;
}

/**
 * The owner sets its bank account. The first one holds nothing; a change holds the owner's
 * payouts that are due for 24 hours (an account taken over must not redirect money
 * silently), and the caller tells the owner by e-mail. True when an account was changed.
 */
export function setBankAccount(
  actor: User | null | undefined,
  ownerId: number,
  input: BankAccountInput,
  now: Date = new Date(),
): { account: BankAccount; changed: boolean } {
  const user = assertOwnerOrAdmin(actor, ownerId);
  if (user.role !== "COMMUNITY_OWNER") throw new ModelError("forbidden", "wrongRole");
  return db.transaction((tx) => {
    const before = tx.select().from(bankAccounts).where(eq(bankAccounts.userId, ownerId)).get();
    const changed =
      !!before &&
      (before.bankCode !== input.bankCode || before.accountNumber !== input.accountNumber || before.holderName !== input.holderName);
    const holdUntil = changed ? new Date(now.getTime() + BANK_CHANGE_HOLD_MS) : (before?.holdUntil ?? null);
    const values = {
      bankCode: input.bankCode,
      accountNumber: input.accountNumber,
      holderName: input.holderName,
      holdUntil,
      updatedAt: now,
    };
    if (before) tx.update(bankAccounts).set(values).where(eq(bankAccounts.userId, ownerId)).run();
    else
      tx.insert(bankAccounts)
        .values({ userId: ownerId, ...values, createdAt: now })
        .run();
    if (changed) {
      // Not one the provider is already sending: that one goes to the account it was sent to.
      tx.update(payouts)
        .set({ state: "HELD", updatedAt: now })
        .where(
          and(
            eq(payouts.ownerId, ownerId),
            eq(payouts.state, "DUE"),
            sql`coalesce(${payouts.providerState}, '') not in ('SENDING', 'ACCEPTED')`,
          ),
        )
        .run();
      // One the provider could not deliver goes again, to the new account, once the hold is over.
      tx.update(payouts)
        .set({ providerState: "QUEUED", providerNextAt: holdUntil, updatedAt: now })
        .where(and(eq(payouts.ownerId, ownerId), eq(payouts.providerState, "FAILED")))
        .run();
    }
    // An account taken over must not redirect money silently: the owner is told by e-mail.
    if (changed)
      tell(tx, ownerId, { type: "bank_account_changed", params: { bank: input.bankCode, last4: input.accountNumber.slice(-4) } });
    return { account: tx.select().from(bankAccounts).where(eq(bankAccounts.userId, ownerId)).get()!, changed };
  });
}

/** Payouts held by an account change whose 24 hours have passed are due again (the job, once a minute); not those the admin holds. */
export function releaseHeldPayouts(now: Date = new Date()): number {
  const result = db.run(sql`
    update payouts set state = 'DUE', updated_at = ${now.getTime()}
    where state = 'HELD' and admin_held_at is null and owner_id in (
      select user_id from bank_accounts where hold_until is null or hold_until <= ${now.getTime()}
    )`);
  return result.changes;
}

/**
 * The admin holds a payout (a doubt about the work or the account): HELD until the admin
 * releases it, so neither the provider's job sends it nor can it be recorded sent by
 * hand; audited. The admin only (403); 404 for no such payout; 409 for one sent, one
 * the admin already holds, or one the provider has or may have (it may still arrive).
 */
export function holdPayout(actor: User | null | undefined, payoutId: number, now: Date = new Date()): Payout {
  assertRole(actor, "ADMIN");
  return db.transaction((tx) => {
    const payout = tx.select().from(payouts).where(eq(payouts.id, payoutId)).get();
    if (!payout) throw new ModelError("not_found", "notFound");
    if (payout.state === "SENT") throw new ModelError("conflict", "payoutNotHoldable", { params: { state: payout.state } });
    if (payout.adminHeldAt) throw new ModelError("conflict", "payoutAlreadyHeld");
    if (payoutMayBeAtProvider(payout)) throw new ModelError("conflict", "payoutHoldAtProvider");
    const held = tx
      .update(payouts)
      .set({ state: "HELD", adminHeldAt: now, updatedAt: now })
      .where(and(eq(payouts.id, payoutId), inArray(payouts.state, ["DUE", "HELD"]), sql`${payouts.adminHeldAt} is null`))
      .run();
    if (held.changes !== 1) throw new ModelError("conflict", "payoutAlreadyHeld");
    auditPayout(tx, actor, payout, "payout_held");
    return tx.select().from(payouts).where(eq(payouts.id, payoutId)).get()!;
  });
}

/**
 * The admin releases a payout it held: due again (the provider's job sends it at its next
 * round), or still HELD while a changed bank account holds the owner's payouts; audited.
 * The admin only (403); 404 for no such payout; 409 for one the admin does not hold.
 */
export function releasePayout(actor: User | null | undefined, payoutId: number, now: Date = new Date()): Payout {
  assertRole(actor, "ADMIN");
  return db.transaction((tx) => {
    const payout = tx.select().from(payouts).where(eq(payouts.id, payoutId)).get();
    if (!payout) throw new ModelError("not_found", "notFound");
    if (!payout.adminHeldAt || payout.state !== "HELD") throw new ModelError("conflict", "payoutNotHeld");
    const account = tx
      .select({ holdUntil: bankAccounts.holdUntil })
      .from(bankAccounts)
      .where(eq(bankAccounts.userId, payout.ownerId))
      .get();
    const accountHold = !!account?.holdUntil && account.holdUntil.getTime() > now.getTime();
    tx.update(payouts)
      .set({
        state: accountHold ? "HELD" : "DUE",
        adminHeldAt: null,
        // Queued for the provider: at its next round (or once the account's hold is over).
        ...(payout.providerState === "QUEUED" ? { providerNextAt: accountHold ? account!.holdUntil : now } : {}),
        updatedAt: now,
      })
      .where(eq(payouts.id, payoutId))
      .run();
    auditPayout(tx, actor, payout, "payout_released");
    return tx.select().from(payouts).where(eq(payouts.id, payoutId)).get()!;
  });
}

/** The audit row of an admin's hold or release: on the payout's campaign, about its owner. */
function auditPayout(tx: Parameters<typeof recordAudit>[0], actor: User, payout: Payout, action: "payout_held" | "payout_released"): void {
  recordAudit(tx, {
    actor,
    action,
    subject: { type: "campaign", id: payout.campaignId },
    subjectUserId: payout.ownerId,
    params: { payoutId: String(payout.id), amount: formatRupiah(payout.amount) },
  });
}

export type EarningsItem = {
  campaignId: number;
  /** The invoice's line: the brief's title and the community, as issued. */
  description: string;
  fee: number;
  commissionPercent: number;
  commission: number;
  communityShare: number;
  /** HELD while the campaign runs, then its payout's state; NONE: cancelled with nothing earned (no payout). */
  state: "HELD" | PayoutState | "NONE";
  /** True while the campaign runs (its money held); false once its payout exists (whose HELD means a bank account change, or the admin's hold). */
  running: boolean;
  /** Its payout is HELD by the admin (not by a bank account change). */
  heldByAdmin: boolean;
};
export type Earnings = { held: number; payable: number; paidOut: number } & ListResult<EarningsItem>;

/**
 * An owner's earnings: what Guyub holds for its running paid campaigns (their shares),
 * what is payable to it and what was paid out (from the ledger), and per campaign the
 * fee, commission, share and state, newest first, paged in SQL.
 */
export function getEarnings(actor: User | null | undefined, ownerId: number, page: Slice): Earnings {
  const user = requireActor(actor);
  if (user.role === "ADVERTISER") throw new ModelError("forbidden", "wrongRole");
  assertOwnerOrAdmin(user, ownerId);
  const mine = and(eq(communities.ownerId, ownerId), inArray(campaigns.paymentState, ["PAID", "RELEASED", "REFUNDED"]));
  const held = db
    .select({ n: sql<number>`coalesce(sum(${invoices.communityShare}), 0)` })
    .from(invoices)
    .innerJoin(campaigns, eq(campaigns.id, invoices.campaignId))
    .innerJoin(communities, eq(communities.id, campaigns.communityId))
    .where(and(eq(communities.ownerId, ownerId), eq(campaigns.paymentState, "PAID")))
    .get()!.n;
  const paidOut = db
    .select({ n: sql<number>`coalesce(sum(${payouts.amount}), 0)` })
    .from(payouts)
    .where(and(eq(payouts.ownerId, ownerId), eq(payouts.state, "SENT")))
    .get()!.n;
  const total = db
    .select({ n: sql<number>`count(*)` })
    .from(campaigns)
    .innerJoin(communities, eq(communities.id, campaigns.communityId))
    .where(mine)
    .get()!.n;
  const rows = db
    .select({
      campaignId: campaigns.id,
      paymentState: campaigns.paymentState,
      description: invoices.description,
      fee: invoices.subtotal,
      commissionPercent: invoices.commissionPercent,
      commission: invoices.commission,
      invoiceShare: invoices.communityShare,
      payoutAmount: payouts.amount,
      payoutState: payouts.state,
      adminHeldAt: payouts.adminHeldAt,
    })
    .from(campaigns)
    .innerJoin(communities, eq(communities.id, campaigns.communityId))
    .innerJoin(invoices, eq(invoices.campaignId, campaigns.id))
    .leftJoin(payouts, eq(payouts.campaignId, campaigns.id))
    .where(mine)
    .orderBy(desc(campaigns.id))
    .limit(page.limit)
    .offset(page.offset)
    .all();
  const items = rows.map((r) => ({
    campaignId: r.campaignId,
    description: r.description,
    fee: r.fee,
    commissionPercent: r.commissionPercent,
    commission: r.commission,
    communityShare: r.payoutAmount ?? (r.paymentState === "PAID" ? r.invoiceShare : 0),
    state: r.paymentState === "PAID" ? ("HELD" as const) : (r.payoutState ?? ("NONE" as const)),
    running: r.paymentState === "PAID",
    heldByAdmin: r.adminHeldAt !== null,
  }));
  return {
    held: Number(held),
    payable: -accountBalance("PAYABLE", { userId: ownerId }) || 0,
    paidOut: Number(paidOut),
    items,
    total: Number(total),
  };
}

export type PayoutFilters = { state?: PayoutState; ownerId?: number };

/** The owner's payouts (everyone's for the admin), newest first. A brand: 403. */
export function listPayouts(actor: User | null | undefined, filters: PayoutFilters, page: Slice): ListResult<Payout> {
  assertRole(actor, "COMMUNITY_OWNER", "ADMIN");
  const where = and(
    actor.role === "ADMIN" ? (filters.ownerId ? eq(payouts.ownerId, filters.ownerId) : undefined) : eq(payouts.ownerId, actor.id),
    filters.state ? eq(payouts.state, filters.state) : undefined,
  );
  const total = db
    .select({ n: sql<number>`count(*)` })
    .from(payouts)
    .where(where)
    .get()!.n;
  const items = db.select().from(payouts).where(where).orderBy(desc(payouts.id)).limit(page.limit).offset(page.offset).all();
  return { items, total: Number(total) };
}

export type RefundFilters = { state?: RefundState };

/** The brand's refunds (everyone's for the admin), newest first. An owner: 403. */
export function listRefunds(actor: User | null | undefined, filters: RefundFilters, page: Slice): ListResult<Refund> {
  assertRole(actor, "ADVERTISER", "ADMIN");
  const where = and(
    actor.role === "ADMIN" ? undefined : eq(refunds.advertiserId, actor.id),
    filters.state ? eq(refunds.state, filters.state) : undefined,
  );
  const total = db
    .select({ n: sql<number>`count(*)` })
    .from(refunds)
    .where(where)
    .get()!.n;
  const items = db.select().from(refunds).where(where).orderBy(desc(refunds.id)).limit(page.limit).offset(page.offset).all();
  return { items, total: Number(total) };
}

/**
 * Money that still has to move for a user: a brand's paid campaign still running (held)
 * or a refund due; an owner's paid campaign still running or a payout due or held. Such
 * an account cannot be deleted until it is settled (docs/product.md, "Money").
 */
export function hasOpenMoney(tx: Pick<DB, "get">, userId: number): boolean {
  const row = tx.get<{ open: number }>(sql`
    SELECT EXISTS (SELECT 1 FROM refunds WHERE advertiser_id = ${userId} AND state = 'DUE')
        OR EXISTS (SELECT 1 FROM payouts WHERE owner_id = ${userId} AND state IN ('DUE', 'HELD'))
        OR EXISTS (SELECT 1 FROM invoices i JOIN campaigns c ON c.id = i.campaign_id
                   WHERE i.advertiser_id = ${userId} AND c.payment_state = 'PAID')
        OR EXISTS (SELECT 1 FROM campaigns c JOIN communities m ON m.id = c.community_id
                   WHERE m.owner_id = ${userId} AND c.payment_state = 'PAID') AS open`);
  return Boolean(row?.open);
}

/** A deleted brand's unpaid invoices are void: nothing was paid, and their campaigns go with the account. */
export function voidUnpaidInvoicesOf(tx: Pick<DB, "update">, userId: number, now: Date): void {
  tx.update(invoices)
    .set({ state: "VOID", closedAt: now, updatedAt: now, providerNextAt: closeCheckoutAt(now) })
    .where(and(eq(invoices.advertiserId, userId), inArray(invoices.state, ["UNPAID", "OVERDUE"])))
    .run();
}

export type CampaignShare = { awaitingPayment: boolean; communityShare: number; commissionPercent: number };

/**
 * What the owner receives for one of its campaigns, from its invoice's stored figures (the
 * share after Guyub's commission), and whether the invoice still waits for the brand's
 * payment; null without an invoice (no fee, or settled outside Guyub). The campaign's
 * owner and the admin; anyone else: 404.
 */
export function campaignShare(actor: User | null | undefined, campaignId: number): CampaignShare | null {
  const user = requireActor(actor);
  const row = db
    .select({ ownerId: communities.ownerId, state: invoices.state, share: invoices.communityShare, percent: invoices.commissionPercent })
    .from(campaigns)
    .innerJoin(communities, eq(communities.id, campaigns.communityId))
    .leftJoin(invoices, eq(invoices.campaignId, campaigns.id))
    .where(eq(campaigns.id, campaignId))
    .get();
  if (!row) throw new ModelError("not_found", "notFound");
  assertOwnerOrAdmin(user, row.ownerId);
  if (row.state === null || row.share === null || row.percent === null) return null;
  return { awaitingPayment: row.state === "UNPAID" || row.state === "OVERDUE", communityShare: row.share, commissionPercent: row.percent };
}
