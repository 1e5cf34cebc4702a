import type Database from "better-sqlite3";
import { cancellationSplit, invoiceFigures, type InvoiceFigures } from "../app/utils/amounts";
import type { CampaignState, InvoiceState, LedgerAccount, PaymentState } from "../app/utils/enums";

/*
 * The money half of the bench data (docs/product.md, "Money"), called by bench/seed.ts
 * inside its one transaction, after the campaigns and the reviews. The newest campaigns
 * with an agreed fee were billed (default 0.3 per community: 30,000 invoices for 100k;
 * the bench advertiser's and the bench owner's first, so their screens have money); the
 * older ones stay settled outside Guyub (OUTSIDE), as the migration marks them. Each
 * billed campaign is moved as the models move it (app/models/money/money.server.ts), with
 * their arithmetic (app/utils/amounts.ts) and their ledger keys:
 *  - IN_PROGRESS approved in the last days: about half still AWAITING_PAYMENT (an UNPAID
 *    invoice before its due date, OVERDUE after it); the rest, and every PROOF_SUBMITTED
 *    or CHANGES_REQUESTED campaign, PAID (the total held for the campaign);
 *  - COMPLETED: PAID and released at completion (the owner's share a payout, SENT a few
 *    days later for most, DUE for the newest and for owners without a bank account);
 *  - CANCELLED with no proof: the invoice VOID (not paid) or DECLINED by the brand;
 *    CANCELLED after proof: PAID, then split with a share of the fee earned (a payout and
 *    a refund, most of them SENT).
 * About 150,000 ledger lines for 100k. Payouts, refunds and entries are inserted in the
 * order they happened; the ledger_lines trigger keeps ledger_balances as in production.
 * Owners paid out get a bank account (9 in 10 of those with a payout). Its own PRNG
 * stream: the rows seeded before it are the same as without it.
 */

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
/** The bench runs at the defaults of .env.example. */
const COMMISSION_PERCENT = 10;
const TAX_PERCENT = 11;
const DUE_DAYS = 3;
/** As VOID_AFTER_DAYS of app/models/money/money.server.ts. */
const VOID_AFTER_DAYS = 7;
const SELLER = JSON.stringify({
  name: "PT Guyub Komunitas Indonesia",
  address: "Jl. Contoh No. 1, Jakarta 10110",
  npwp: "00.000.000.0-000.000",
  bank: "BCA",
  accountNumber: "0000000000",
  accountHolder: "PT Guyub Komunitas Indonesia",
});
const BANKS = ["BCA", "BNI", "BRI", "MANDIRI", "BSI", "CIMB", "PERMATA", "BTN"];
const DECLINE_REASONS = [
  "Anggaran kampanye dipindahkan ke kuartal berikutnya.",
  "Brief dibatalkan oleh tim pemasaran.",
  "Kami memilih komunitas lain untuk kota ini.",
];

export type MoneySeedContext = {
  sqlite: Database.Database;
  r: () => number;
  now: number;
  invoices: number;
  benchOwnerCommunityId: number;
  benchAdvertiserId: number;
};

export type MoneySeedResult = {
  invoices: number;
  invoiceStates: Record<InvoiceState, number>;
  payouts: number;
  refunds: number;
  ledgerEntries: number;
  ledgerLines: number;
  bankAccounts: number;
  /** One of the bench advertiser's PAID invoices (its page is measured). */
  benchInvoice: number;
  /** Campaigns moved back to AWAITING_PAYMENT (their invoice unpaid). */
  awaitingPayment: number;
  /** The WIB day of the last 30 with the most ledger entries (the accountant's CSV of a day is measured). */
  journalDay: string;
};

/** The calendar date of an instant in WIB (UTC+7). */
const wibDate = (ms: number) => new Date(ms + 7 * HOUR).toISOString().slice(0, 10);
const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const wibMidnight = (date: string) => Date.parse(`${date}T00:00:00+07:00`);

type Candidate = {
  id: number;
  state: CampaignState;
  fee: number;
  createdAt: number;
  updatedAt: number;
  completedAt: number | null;
  hasProof: number;
  advertiserId: number;
  ownerId: number;
  description: string;
};

type Line = { account: LedgerAccount; amount: number; campaignId?: number; userId?: number };
type Entry = { at: number; key: string; kind: string; campaignId: number; memo: string; lines: Line[] };

/** Insert the money data. Runs inside the caller's transaction, after seedCampaigns and seedReviews. */
export function seedMoney(ctx: MoneySeedContext): MoneySeedResult {
  const { sqlite, r, now } = ctx;
  const today = wibDate(now);
  const latest = now - 5 * 60 * 1000; // nothing happens in the last minutes
  const before = (at: number) => Math.min(at, latest);

  // The bench accounts' campaigns first, then the newest: those are the billed ones.
  const candidates = sqlite
    .prepare(
      `SELECT c.id, c.state, c.agreed_fee AS fee, c.created_at AS createdAt, c.updated_at AS updatedAt, c.completed_at AS completedAt,
              c.latest_proof_id IS NOT NULL AS hasProof, b.advertiser_id AS advertiserId, m.owner_id AS ownerId,
              b.title || ' · ' || m.name AS description
       FROM campaigns c JOIN briefs b ON b.id = c.brief_id JOIN communities m ON m.id = c.community_id
       WHERE c.agreed_fee > 0
       ORDER BY (b.advertiser_id = ? OR c.community_id = ?) DESC, c.created_at DESC, c.id DESC
       LIMIT ?`,
    )
    .all(ctx.benchAdvertiserId, ctx.benchOwnerCommunityId, ctx.invoices) as Candidate[];
  // Numbers follow the issue dates.
  candidates.sort((a, b) => a.createdAt - b.createdAt || a.id - b.id);

  const buyers = new Map<number, string>();
  const buyerOf = sqlite.prepare(
    `SELECT coalesce(billing_name, company_name, fullname) AS name, billing_address AS address, billing_npwp AS npwp FROM users WHERE id = ?`,
  );
  sqlite
    .prepare(
      `UPDATE users SET billing_name = 'PT Bench Iklan Indonesia', billing_address = 'Jl. Bench No. 1, Jakarta 12190', billing_npwp = '01.000.000.0-000.000' WHERE id = ?`,
    )
    .run(ctx.benchAdvertiserId);
  const buyer = (advertiserId: number) => {
    let json = buyers.get(advertiserId);
    if (!json) {
      const row = buyerOf.get(advertiserId) as { name: string; address: string | null; npwp: string | null };
      json = JSON.stringify({ name: row.name, address: row.address ?? "", npwp: row.npwp ?? "" });
      buyers.set(advertiserId, json);
    }
    return json;
  };

  const insertInvoice = sqlite.prepare(
    `INSERT INTO invoices (number, campaign_id, advertiser_id, state, subtotal, commission_percent, commission, community_share, tax_percent, tax, total,
       description, issued_at, due_date, reminded_at, paid_at, reference, decline_reason, closed_at, buyer, seller, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const setCampaign = sqlite.prepare(`UPDATE campaigns SET state = ?, payment_state = ? WHERE id = ?`);
  const counters = new Map<number, number>();
  const entries: Entry[] = [];
  type Out = { table: "payouts" | "refunds"; campaignId: number; userId: number; amount: number; at: number; sentAt: number | null };
  const outs: Out[] = [];
  const invoiceStates: Record<InvoiceState, number> = { UNPAID: 0, OVERDUE: 0, PAID: 0, VOID: 0, DECLINED: 0 };
  let benchInvoice = 0;
  let awaitingPayment = 0;

  for (const c of candidates) {
    const issuedAt = c.createdAt;
    const issuedOn = wibDate(issuedAt);
    const year = Number(issuedOn.slice(0, 4));
    const n = (counters.get(year) ?? 0) + 1;
    counters.set(year, n);
    const number = `GYB/${year}/${String(n).padStart(6, "0")}`;
    const dueDate = plusDays(issuedOn, DUE_DAYS);
    const figures: InvoiceFigures = invoiceFigures(c.fee, COMMISSION_PERCENT, TAX_PERCENT);

    let state: InvoiceState = "PAID";
    let campaignState: CampaignState = c.state;
    let paymentState: PaymentState = "PAID";
    let remindedAt: number | null = null;
    let closedAt: number | null = null;
    let declineReason: string | null = null;
    const lateBy = plusDays(dueDate, VOID_AFTER_DAYS + 1);
    if (c.state === "IN_PROGRESS" && lateBy > today && r() < 0.5) {
      state = dueDate > today ? "UNPAID" : "OVERDUE";
      campaignState = "AWAITING_PAYMENT";
      paymentState = "AWAITING_PAYMENT";
      if (state === "OVERDUE") remindedAt = before(wibMidnight(dueDate) + 60_000);
      awaitingPayment++;
    } else if (c.state === "CANCELLED" && !c.hasProof) {
      // Void once the job's day came (7 days past due), else declined by the brand.
      state = lateBy <= today && r() < 0.5 ? "VOID" : "DECLINED";
      paymentState = "VOID";
      closedAt = state === "VOID" ? before(Math.max(wibMidnight(lateBy) + 60_000, c.updatedAt)) : c.updatedAt;
      if (state === "VOID") remindedAt = before(wibMidnight(dueDate) + 60_000);
      else declineReason = DECLINE_REASONS[Math.floor(r() * DECLINE_REASONS.length)];
    }
    // Paid a few hours after the issue (the transfer), before any proof.
    const paidAt = state === "PAID" ? before(issuedAt + Math.floor(r() * 6 * HOUR) + 1) : null;
    const reference = paidAt ? `BCA ${String(c.id).padStart(7, "0")}` : null;
    const changedAt = paidAt ?? closedAt ?? remindedAt ?? issuedAt;
    const { lastInsertRowid } = insertInvoice.run(
      number,
      c.id,
      c.advertiserId,
      state,
      figures.subtotal,
      figures.commissionPercent,
      figures.commission,
      figures.communityShare,
      figures.taxPercent,
      figures.tax,
      figures.total,
      c.description,
      issuedAt,
      dueDate,
      remindedAt,
      paidAt,
      reference,
      declineReason,
      closedAt,
      buyer(c.advertiserId),
      SELLER,
      issuedAt,
      changedAt,
    );
    const invoiceId = Number(lastInsertRowid);
    invoiceStates[state]++;
    if (state === "PAID" && c.advertiserId === ctx.benchAdvertiserId) benchInvoice = invoiceId;

    if (paidAt) {
      entries.push({
        at: paidAt,
        key: `invoice-paid:${invoiceId}`,
        kind: "payment",
        campaignId: c.id,
        memo: `${number} ${reference}`,
        lines: [
          { account: "BANK", amount: figures.total },
          { account: "HELD", amount: -figures.total, campaignId: c.id },
        ],
      });
      if (c.state === "COMPLETED" || c.state === "CANCELLED") {
        const settledAt = Math.max(paidAt + 1, c.completedAt ?? c.updatedAt);
        const earned = c.state === "CANCELLED" ? Math.floor(r() * (Math.floor(c.fee / 50_000) + 1)) * 50_000 : c.fee;
        const split =
          c.state === "COMPLETED"
            ? { owner: figures.communityShare, brand: 0, revenue: figures.commission, tax: figures.tax }
            : cancellationSplit(figures, earned);
        entries.push({
          at: settledAt,
          key: `campaign-settled:${c.id}`,
          kind: c.state === "COMPLETED" ? "release" : "cancellation",
          campaignId: c.id,
          memo: c.state === "COMPLETED" ? number : `${number} earned ${earned}`,
          lines: [
            { account: "HELD", amount: figures.total, campaignId: c.id },
            { account: "PAYABLE", amount: -split.owner, userId: c.ownerId },
            { account: "REFUNDABLE", amount: -split.brand, userId: c.advertiserId },
            { account: "REVENUE", amount: -split.revenue },
            { account: "TAX_PAYABLE", amount: -split.tax },
          ],
        });
        // Sent a few days later, unless it is too recent (or, for a payout, the owner has no account).
        const sentAt = (chance: number) => {
          const at = settledAt + DAY + Math.floor(r() * 4 * DAY);
          return at < latest && r() < chance ? at : null;
        };
        if (split.owner > 0)
          outs.push({ table: "payouts", campaignId: c.id, userId: c.ownerId, amount: split.owner, at: settledAt, sentAt: sentAt(0.9) });
        if (split.brand > 0)
          outs.push({
            table: "refunds",
            campaignId: c.id,
            userId: c.advertiserId,
            amount: split.brand,
            at: settledAt,
            sentAt: sentAt(0.7),
          });
        paymentState = split.brand > 0 ? "REFUNDED" : "RELEASED";
      }
    }
    setCampaign.run(campaignState, paymentState, c.id);
  }
  const insertCounter = sqlite.prepare(`INSERT INTO invoice_counters (year, last) VALUES (?, ?)`);
  for (const [year, last] of counters) insertCounter.run(year, last);

  // Bank accounts: every owner with a payout sent, and the bench owner; the owners of
  // some due payouts have none yet (their payout waits).
  const sentOwners = new Set(outs.filter((o) => o.table === "payouts" && o.sentAt).map((o) => o.userId));
  const benchOwnerId = sqlite.prepare(`SELECT owner_id FROM communities WHERE id = ?`).pluck().get(ctx.benchOwnerCommunityId) as number;
  sentOwners.add(benchOwnerId);
  for (const o of outs) if (o.table === "payouts" && !o.sentAt && r() < 0.9) sentOwners.add(o.userId);
  const insertAccount = sqlite.prepare(
    `INSERT OR IGNORE INTO bank_accounts (user_id, bank_code, account_number, holder_name, hold_until, created_at, updated_at)
     SELECT id, ?, ?, fullname, NULL, created_at, created_at FROM users WHERE id = ?`,
  );
  for (const ownerId of sentOwners) {
    insertAccount.run(BANKS[ownerId % BANKS.length], String(1_000_000_000 + ((ownerId * 2_654_435_761) % 8_999_999_999)), ownerId);
  }

  // Payouts and refunds in the order they were created; those sent, with their entry.
  outs.sort((a, b) => a.at - b.at || a.campaignId - b.campaignId);
  const insertOut = {
    payouts: sqlite.prepare(
      `INSERT INTO payouts (campaign_id, owner_id, amount, state, reference, sent_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    refunds: sqlite.prepare(
      `INSERT INTO refunds (campaign_id, advertiser_id, amount, state, reference, sent_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
  };
  let payouts = 0;
  let refunds = 0;
  for (const o of outs) {
    const reference = o.sentAt ? `BCA ${o.table === "payouts" ? "PO" : "RF"} ${o.campaignId}` : null;
    const { lastInsertRowid } = insertOut[o.table].run(
      o.campaignId,
      o.userId,
      o.amount,
      o.sentAt ? "SENT" : "DUE",
      reference,
      o.sentAt,
      o.at,
      o.sentAt ?? o.at,
    );
    if (o.table === "payouts") payouts++;
    else refunds++;
    if (!o.sentAt) continue;
    const account: LedgerAccount = o.table === "payouts" ? "PAYABLE" : "REFUNDABLE";
    entries.push({
      at: o.sentAt,
      key: `${o.table === "payouts" ? "payout" : "refund"}-sent:${lastInsertRowid}`,
      kind: o.table === "payouts" ? "payout" : "refund",
      campaignId: o.campaignId,
      memo: reference!,
      lines: [
        { account, amount: o.amount, userId: o.userId },
        { account: "BANK", amount: -o.amount },
      ],
    });
  }

  // The ledger, oldest first: each entry's lines sum to zero, lines of 0 left out (as postEntry).
  entries.sort((a, b) => a.at - b.at);
  const insertEntry = sqlite.prepare(`INSERT INTO ledger_entries (key, kind, campaign_id, memo, created_at) VALUES (?, ?, ?, ?, ?)`);
  const insertLine = sqlite.prepare(`INSERT INTO ledger_lines (entry_id, account, campaign_id, user_id, amount) VALUES (?, ?, ?, ?, ?)`);
  let ledgerLines = 0;
  const perDay = new Map<string, number>();
  for (const e of entries) {
    if (e.at > now - 30 * DAY) perDay.set(wibDate(e.at), (perDay.get(wibDate(e.at)) ?? 0) + 1);
    const lines = e.lines.filter((l) => l.amount !== 0);
    if (lines.reduce((sum, l) => sum + l.amount, 0) !== 0) throw new Error(`bench ledger entry ${e.key} does not balance`);
    const entryId = insertEntry.run(e.key, e.kind, e.campaignId, e.memo, e.at).lastInsertRowid;
    for (const l of lines) insertLine.run(entryId, l.account, l.campaignId ?? null, l.userId ?? null, l.amount);
    ledgerLines += lines.length;
  }

  return {
    invoices: candidates.length,
    invoiceStates,
    payouts,
    refunds,
    ledgerEntries: entries.length,
    ledgerLines,
    bankAccounts: sentOwners.size,
    benchInvoice,
    awaitingPayment,
    journalDay: [...perDay].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? today,
  };
}
