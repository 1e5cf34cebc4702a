import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedDatabase, type SeedResult } from "../bench/seed";
import { useDatabase } from "../app/lib/server/db.server";
import { invoiceFigures } from "../app/utils/amounts";
import { accountBalance, trialBalance } from "../app/models/money/ledger.server";
import { billingSummary } from "../app/models/money/money.server";
import { getEarnings } from "../app/models/money/payouts.server";
import { SERVER_BUSY_TIMEOUT_MS, openDatabase } from "./connection";

/*
 * The bench's money (bench/seed-money.ts) on a small data set: invoices with the model's
 * figures and numbers without gaps, every state, and a ledger that balances, each
 * campaign's held money matching its state and the statements equal to it, read through
 * the models.
 */

const file = path.join(os.tmpdir(), `guyub-bench-money-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.db`);
const N = 8_000;
let seed: SeedResult;
let sqlite: Database.Database;

beforeAll(async () => {
  seed = await seedDatabase(file, N, { analyze: false });
  sqlite = new Database(file, { readonly: true });
}, 120_000);

// The models read the process's connection (tests/setup/db.ts swaps in a fresh one per test).
beforeEach(() => {
  useDatabase(openDatabase(file, { busyTimeoutMs: SERVER_BUSY_TIMEOUT_MS }));
});

afterAll(() => {
  sqlite?.close();
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
});

const all = <T>(sql: string, ...params: unknown[]) => sqlite.prepare(sql).all(...params) as T[];
const one = (sql: string, ...params: unknown[]) =>
  sqlite
    .prepare(sql)
    .pluck()
    .get(...params) as number;
const user = (email: string) => sqlite.prepare(`SELECT * FROM users WHERE email = ?`).get(email) as { id: number; role: string };

describe("bench/seed-money.ts", () => {
  it("bills 0.3 campaigns per community, in every state, with the model's figures and numbers", () => {
    expect(seed.money.invoices).toBe(Math.round(N * 0.3));
    expect(one(`SELECT count(*) FROM invoices`)).toBe(seed.money.invoices);
    for (const state of ["UNPAID", "OVERDUE", "PAID", "VOID", "DECLINED"]) {
      expect(one(`SELECT count(*) FROM invoices WHERE state = ?`, state), state).toBeGreaterThan(0);
    }
    const invoices = all<{
      number: string;
      subtotal: number;
      commission: number;
      tax: number;
      total: number;
      community_share: number;
      fee: number;
    }>(`SELECT i.*, c.agreed_fee AS fee FROM invoices i JOIN campaigns c ON c.id = i.campaign_id ORDER BY i.issued_at, i.id`);
    for (const i of invoices) {
      expect({ subtotal: i.subtotal, commission: i.commission, tax: i.tax, total: i.total, communityShare: i.community_share }).toEqual(
        (({ subtotal, commission, tax, total, communityShare }) => ({ subtotal, commission, tax, total, communityShare }))(
          invoiceFigures(i.fee, 10, 11),
        ),
      );
    }
    const counters = all<{ year: number; last: number }>(`SELECT * FROM invoice_counters`);
    for (const { year, last } of counters) {
      const numbers = invoices.filter((i) => i.number.startsWith(`GYB/${year}/`)).map((i) => i.number);
      expect(numbers).toEqual(numbers.map((_, n) => `GYB/${year}/${String(n + 1).padStart(6, "0")}`));
      expect(numbers).toHaveLength(last);
    }
    // Unpaid invoices keep their campaign waiting; void and declined ones cancelled it.
    expect(
      one(
        `SELECT count(*) FROM invoices i JOIN campaigns c ON c.id = i.campaign_id WHERE i.state IN ('UNPAID', 'OVERDUE') AND c.state <> 'AWAITING_PAYMENT'`,
      ),
    ).toBe(0);
    expect(
      one(
        `SELECT count(*) FROM invoices i JOIN campaigns c ON c.id = i.campaign_id WHERE i.state IN ('VOID', 'DECLINED') AND c.state <> 'CANCELLED'`,
      ),
    ).toBe(0);
    expect(one(`SELECT count(*) FROM campaigns WHERE state = 'AWAITING_PAYMENT'`)).toBe(seed.money.awaitingPayment);
  });

  it("keeps a balanced ledger: every entry sums to zero, the kept balances are the lines' sums, held money matches each campaign", () => {
    expect(seed.money.ledgerLines).toBe(one(`SELECT count(*) FROM ledger_lines`));
    expect(all(`SELECT entry_id FROM ledger_lines GROUP BY entry_id HAVING sum(amount) <> 0`)).toEqual([]);
    const balance = trialBalance();
    expect(balance.balanced).toBe(true);
    for (const { account, balance: b } of balance.accounts) expect(b, account).toBe(accountBalance(account));
    expect(balance.accounts.find((a) => a.account === "REFUNDABLE")!.balance).toBeLessThan(0);
    const wrong = all(
      `SELECT c.id, c.payment_state FROM campaigns c LEFT JOIN invoices i ON i.campaign_id = c.id
       WHERE coalesce((SELECT sum(amount) FROM ledger_lines l WHERE l.account = 'HELD' AND l.campaign_id = c.id), 0)
             <> CASE WHEN c.payment_state = 'PAID' THEN -i.total ELSE 0 END`,
    );
    expect(wrong).toEqual([]);
    // Payouts and refunds still due are what PAYABLE and REFUNDABLE hold.
    expect(-accountBalance("PAYABLE")).toBe(one(`SELECT coalesce(sum(amount), 0) FROM payouts WHERE state = 'DUE'`));
    expect(-accountBalance("REFUNDABLE")).toBe(one(`SELECT coalesce(sum(amount), 0) FROM refunds WHERE state = 'DUE'`));
    // Every payout sent went to an owner with a bank account.
    expect(
      one(
        `SELECT count(*) FROM payouts p WHERE p.state = 'SENT' AND NOT EXISTS (SELECT 1 FROM bank_accounts b WHERE b.user_id = p.owner_id)`,
      ),
    ).toBe(0);
  });

  it("gives the bench owner and advertiser statements equal to the ledger", () => {
    const owner = user("bench-owner@bench.example.id");
    const advertiser = user("bench-advertiser@bench.example.id");
    const admin = user("bench-admin@bench.example.id");
    const earnings = getEarnings(admin as never, owner.id, { limit: 20, offset: 0 });
    expect(earnings.total).toBeGreaterThan(5);
    expect(earnings.payable).toBe(0 - accountBalance("PAYABLE", { userId: owner.id }));
    expect(earnings.paidOut).toBeGreaterThan(0);
    const summary = billingSummary(admin as never, advertiser.id);
    expect(summary.paid).toBe(
      one(`SELECT coalesce(sum(total), 0) FROM invoices WHERE advertiser_id = ? AND state = 'PAID'`, advertiser.id),
    );
    expect(summary.refundDue).toBe(0 - accountBalance("REFUNDABLE", { userId: advertiser.id }));
    expect(one(`SELECT count(*) FROM invoices WHERE advertiser_id = ?`, advertiser.id)).toBeGreaterThan(100);
    expect(one(`SELECT state FROM invoices WHERE id = ?`, seed.campaigns.targets.benchInvoice)).toBe("PAID");
  });
});
