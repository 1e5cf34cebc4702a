import { and, asc, eq, gte, gt, lt, sql } from "drizzle-orm";
import { ledgerBalances, ledgerEntries, ledgerLines } from "../../../db/schema";
import { LEDGER_ACCOUNTS, type LedgerAccount } from "~/utils/enums";
import { db, type DB } from "~/lib/server/db.server";

/*
 * The ledger (docs/decisions/032-money-ledger.md): every movement of money is one entry of
 * lines summing to zero, debits positive and credits negative, posted in the transaction
 * of the state change that causes it. BANK is the operator's account (an asset: positive);
 * HELD (per campaign), PAYABLE (per owner), REFUNDABLE (per brand), REVENUE and
 * TAX_PAYABLE are what that money is owed to (negative). The database refuses to change
 * or delete a posted line; `key` names the business event, so it is posted once.
 */
export type Tx = Pick<DB, "select" | "insert" | "update" | "delete" | "run" | "get" | "all">;

export type LedgerLine = { account: LedgerAccount; amount: number; campaignId?: number | null; userId?: number | null };

export type LedgerEntryInput = { key: string; kind: string; campaignId?: number | null; memo?: string; lines: LedgerLine[]; at: Date };

/**
 * Post one entry; false (and nothing written) when an entry of that key exists already.
 * Lines of 0 are left out; the rest must be whole Rupiah summing to zero.
 */
export function postEntry(tx: Tx, input: LedgerEntryInput): boolean {
  const lines = input.lines.filter((l) => l.amount !== 0);
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amount)) throw new RangeError(`ledger amount must be whole Rupiah: ${line.amount}`);
    if (!LEDGER_ACCOUNTS.includes(line.account)) throw new RangeError(`unknown ledger account ${line.account}`);
  }
  const sum = lines.reduce((total, l) => total + l.amount, 0);
  if (lines.length < 2 || sum !== 0) throw new RangeError(`ledger entry ${input.key} does not balance (${lines.length} lines, sum ${sum})`);
  const entry = tx
    .insert(ledgerEntries)
    .values({ key: input.key, kind: input.kind, campaignId: input.campaignId ?? null, memo: input.memo ?? "", createdAt: input.at })
    .onConflictDoNothing({ target: ledgerEntries.key })
    .returning({ id: ledgerEntries.id })
    .get();
  if (!entry) return false;
  tx.insert(ledgerLines)
    .values(
      lines.map((l) => ({
        entryId: entry.id,
        account: l.account,
        amount: l.amount,
        campaignId: l.campaignId ?? null,
        userId: l.userId ?? null,
      })),
    )
    .run();
  return true;
}

/** The balance of one account, for one campaign (HELD) or one user (PAYABLE, REFUNDABLE), or in all. */
export function accountBalance(
  account: LedgerAccount,
  party: { campaignId?: number; userId?: number } = {},
  tx: Pick<DB, "select"> = db,
): number {
  const where = [eq(ledgerLines.account, account)];
  if (party.campaignId !== undefined) where.push(eq(ledgerLines.campaignId, party.campaignId));
  if (party.userId !== undefined) where.push(eq(ledgerLines.userId, party.userId));
  const row = tx
    .select({ total: sql<number>`coalesce(sum(${ledgerLines.amount}), 0)` })
    .from(ledgerLines)
    .where(and(...where))
    .get();
  return Number(row?.total ?? 0);
}

export type TrialBalance = { balanced: boolean; accounts: { account: LedgerAccount; balance: number }[] };

/** Every account's balance (kept by a trigger on each line) and whether they sum to zero. */
export function trialBalance(tx: Pick<DB, "select"> = db): TrialBalance {
  const rows = tx.select().from(ledgerBalances).all();
  const byAccount = new Map(rows.map((r) => [r.account, r.balance]));
  const accounts = LEDGER_ACCOUNTS.map((account) => ({ account, balance: byAccount.get(account) ?? 0 }));
  return { balanced: accounts.reduce((sum, a) => sum + a.balance, 0) === 0, accounts };
}

export type JournalRow = {
  entryId: number;
  key: string;
  kind: string;
  memo: string;
  campaignId: number | null;
  createdAt: Date;
  account: LedgerAccount;
  lineCampaignId: number | null;
  userId: number | null;
  amount: number;
};

/** The journal's lines of entries posted in [from, to), after entry `afterId`, in order: the accountant's CSV reads it in batches. */
export function journalBatch(from: Date, to: Date, afterId: number, limit: number): JournalRow[] {
  const entries = db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(gte(ledgerEntries.createdAt, from), lt(ledgerEntries.createdAt, to), gt(ledgerEntries.id, afterId)))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id))
    .limit(limit)
    .all();
  if (entries.length === 0) return [];
  return db
    .select({
      entryId: ledgerEntries.id,
      key: ledgerEntries.key,
      kind: ledgerEntries.kind,
      memo: ledgerEntries.memo,
      campaignId: ledgerEntries.campaignId,
      createdAt: ledgerEntries.createdAt,
      account: ledgerLines.account,
      lineCampaignId: ledgerLines.campaignId,
      userId: ledgerLines.userId,
      amount: ledgerLines.amount,
    })
    .from(ledgerLines)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
    .where(
      sql`${ledgerLines.entryId} in (${sql.join(
        entries.map((e) => sql`${e.id}`),
        sql`, `,
      )})`,
    )
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id), asc(ledgerLines.id))
    .all();
}
