import { sql, type SQL } from "drizzle-orm";
import { expect } from "vitest";
import type { User } from "../db/schema";
import { db } from "~/lib/server/db.server";
import { trialBalance } from "~/models/money/ledger.server";
import { getEarnings } from "~/models/money/payouts.server";

/*
 * The books' invariants, checked by the model-level money property tests after every
 * random step (app/models/money/money.server.test.ts by hand, gateway-books.server.test.ts
 * through the payment provider), on the whole database:
 *  - the ledger balances: every entry sums to 0, each account's kept balance is the sum
 *    of its lines, and they sum to 0;
 *  - no Rupiah created or lost: what came in (paid invoices) is what Guyub owes (held,
 *    payable, refundable, revenue, tax) plus what went out (payouts and refunds sent), and
 *    the bank holds what came in less what went out;
 *  - nothing twice: no ledger key twice; an invoice is PAID, a payout or refund SENT
 *    exactly when its one entry exists; one payout and one refund per campaign;
 *  - held is the campaign's total while it runs paid, 0 otherwise (once settled);
 *  - the statements equal the ledger: each owner's earnings (held, payable, paid out) and
 *    each brand's refundable, as the models give them, are what the tables and lines say.
 * `why` is printed with a failure (the steps so far).
 */
export function expectBooksHold(admin: User, why: string): void {
  const one = (query: SQL) => db.get<{ n: number }>(query)!.n;

  const balance = trialBalance();
  expect(balance.balanced, why).toBe(true);
  const unbalanced = db.all<{ entry: number; s: number }>(
    sql`select entry_id as entry, sum(amount) as s from ledger_lines group by entry_id having sum(amount) <> 0`,
  );
  expect(unbalanced, why).toEqual([]);
  const lines = new Map(
    db
      .all<{ account: string; n: number }>(sql`select account, sum(amount) as n from ledger_lines group by account`)
      .map((r) => [r.account, r.n]),
  );
  for (const { account, balance: kept } of balance.accounts)
    expect({ account, kept }, why).toEqual({ account, kept: lines.get(account) ?? 0 });

  const cameIn = one(sql`select coalesce(sum(total), 0) as n from invoices where state = 'PAID'`);
  const paidOut = one(sql`select coalesce(sum(amount), 0) as n from payouts where state = 'SENT'`);
  const refunded = one(sql`select coalesce(sum(amount), 0) as n from refunds where state = 'SENT'`);
  const owed = balance.accounts.filter((a) => a.account !== "BANK").reduce((sum, a) => sum - a.balance, 0);
  expect({ cameIn }, why).toEqual({ cameIn: owed + paidOut + refunded });
  expect({ bank: balance.accounts.find((a) => a.account === "BANK")!.balance }, why).toEqual({ bank: cameIn - paidOut - refunded });

  const twice = db.all<{ key: string }>(sql`select key from ledger_entries group by key having count(*) > 1`);
  expect(twice, why).toEqual([]);
  const entryOf = (kind: string) => sql.raw(`exists (select 1 from ledger_entries e where e.key = '${kind}:' || t.id)`);
  const wrong = {
    paid: one(sql`select count(*) as n from invoices t where (t.state = 'PAID') <> ${entryOf("invoice-paid")}`),
    payoutSent: one(sql`select count(*) as n from payouts t where (t.state = 'SENT') <> ${entryOf("payout-sent")}`),
    refundSent: one(sql`select count(*) as n from refunds t where (t.state = 'SENT') <> ${entryOf("refund-sent")}`),
    payoutsPerCampaign: one(sql`select count(*) as n from (select campaign_id from payouts group by campaign_id having count(*) > 1)`),
    // Held: the total of a campaign that runs paid, nothing of any other (settled, never paid).
    held: one(sql`
      select count(*) as n from campaigns c left join invoices i on i.campaign_id = c.id
      where coalesce((select sum(amount) from ledger_lines l where l.account = 'HELD' and l.campaign_id = c.id), 0)
         <> case when c.payment_state = 'PAID' then -i.total else 0 end`),
  };
  expect(wrong, why).toEqual({ paid: 0, payoutSent: 0, refundSent: 0, payoutsPerCampaign: 0, held: 0 });

  // The owners' statements against the tables and the ledger's lines.
  const owners = db.all<{ id: number }>(sql`select id from users where role = 'COMMUNITY_OWNER'`);
  for (const { id } of owners) {
    const earnings = getEarnings(admin, id, { limit: 1, offset: 0 });
    const running = one(sql`
      select coalesce(sum(i.community_share), 0) as n from campaigns c
      join communities m on m.id = c.community_id join invoices i on i.campaign_id = c.id
      where m.owner_id = ${id} and c.payment_state = 'PAID'`);
    const payable = one(sql`select coalesce(sum(amount), 0) as n from payouts where owner_id = ${id} and state <> 'SENT'`);
    const sentLines = one(sql`
      select coalesce(sum(l.amount), 0) as n from ledger_lines l join ledger_entries e on e.id = l.entry_id
      where e.kind = 'payout' and l.account = 'PAYABLE' and l.user_id = ${id}`);
    expect({ owner: id, held: earnings.held, payable: earnings.payable, paidOut: earnings.paidOut }, why).toEqual({
      owner: id,
      held: running,
      payable,
      paidOut: sentLines,
    });
  }
  // The brands' refundable: their refunds not yet sent.
  const brands = db.all<{ id: number; due: number; ledger: number }>(sql`
    select u.id,
      (select coalesce(sum(amount), 0) from refunds r where r.advertiser_id = u.id and r.state = 'DUE') as due,
      (select coalesce(-sum(amount), 0) from ledger_lines l where l.account = 'REFUNDABLE' and l.user_id = u.id) as ledger
    from users u where u.role = 'ADVERTISER'`);
  for (const b of brands) expect({ brand: b.id, refundable: b.ledger }, why).toEqual({ brand: b.id, refundable: b.due });
}
