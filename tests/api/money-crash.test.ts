import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { killAll, waitUntilGone } from "./crash";
import { COMMUNITY_BODY, DEMO, briefBody, signIn, uniqueEmail, type Client } from "./kit";
import { client, startServer, workerPids, type TestServer } from "./server";

/*
 * Crash safety of money: a database holding many campaigns waiting for payment and many
 * with proof sent (made once through the API, then copied for each run) is served by the
 * built server; the admin's confirmations (the exact total; some sent twice at once) and
 * the brand's acceptances (a completion releases the money) are fired at once, and the
 * server is killed with SIGKILL in the middle of the burst. After a restart, read from
 * the SQLite file: every acknowledged confirmation's invoice is PAID with its ledger
 * entry, every acknowledged acceptance's campaign COMPLETED with its release entry and
 * its payout; nothing half done anywhere (a PAID invoice without its entry or the
 * reverse, a COMPLETED campaign with money still held); the trial balance sums to zero
 * and is its lines' sum; each entry's lines sum to zero; no event key twice. Confirmations
 * that were not acknowledged, sent again, are done once. Run against one process, and
 * against two workers (scripts/serve.js) writing to the same file, every process killed.
 */

const AWAITING = 120;
const PROOF_SENT = 120;
/** Confirmations sent twice at once (one wins, the other 409, also across a crash). */
const TWICE = 20;
/** Requests in flight at once during the burst, and how many answers come before the kill. */
const IN_FLIGHT = 24;
const KILL_AFTER = 110;

type Prepared = { dataDir: string; advertiser: { email: string; password: string }; awaiting: Invoice[]; proofSent: number[] };
type Invoice = { id: number; campaignId: number; total: number; owner: number };

let prepared: Prepared;
const tag = crypto.randomBytes(3).toString("hex");

/** `work` on every item, `width` at a time. */
async function inBatches<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += width) out.push(...(await Promise.all(items.slice(i, i + width).map(work))));
  return out;
}

async function approved(admin: Client, role: "COMMUNITY_OWNER" | "ADVERTISER", base: string) {
  const account = { email: uniqueEmail(`crash-money-${role.toLowerCase()}`), password: "rahasia123" };
  const reg = await client(base).request("POST", "/api/register", {
    fullname: "Sari Lestari",
    email: account.email,
    phone: "081298765432",
    password: account.password,
    confirmPassword: account.password,
    role,
    terms: true,
    ...(role === "ADVERTISER" ? { company_name: "PT Kopi Nusantara" } : {}),
  });
  expect(reg.status, reg.text).toBe(201);
  expect((await admin.request("PUT", `/api/admin/users/${reg.json.id}/approval`, { status: "approved" })).status).toBe(200);
  return { account, c: (await signIn(base, account)).c };
}

/**
 * The data folder every run starts from, made once through the API: AWAITING campaigns
 * waiting for payment and PROOF_SENT paid ones with proof sent; the server then stopped
 * cleanly.
 */
beforeAll(async () => {
  const server = await startServer({ seed: true, env: { PAGE_CACHE_SECONDS: "0" } });
  try {
    const { c: admin } = await signIn(server.url, DEMO.admin);
    const brand = await approved(admin, "ADVERTISER", server.url);
    const owners = await Promise.all([0, 1, 2, 3].map(() => approved(admin, "COMMUNITY_OWNER", server.url)));
    const communities = await Promise.all(
      owners.map(async (o, i) => {
        const made = await o.c.request("POST", "/api/communities", { ...COMMUNITY_BODY, name: `Komunitas Crash ${tag} ${i}` });
        expect(made.status, made.text).toBe(201);
        return made.json.id as number;
      }),
    );
    const make = async (i: number): Promise<Invoice> => {
      const o = i % owners.length;
      const fee = 1_000_000 + i * 12_345;
      const brief = await brand.c.request("POST", "/api/briefs", briefBody(`Brief crash uang ${tag} ${i}`, "PENDING_APPROVAL"));
      expect(brief.status, brief.text).toBe(201);
      expect((await admin.request("PUT", `/api/admin/briefs/${brief.json.id}/status`, { status: "active" })).status).toBe(200);
      const applied = await owners[o].c.request("POST", `/api/briefs/${brief.json.id}/apply`, {
        communityId: communities[o],
        proposed_fee: fee,
      });
      expect(applied.status, applied.text).toBe(201);
      const decided = await admin.request("PUT", `/api/admin/applications/${applied.json.id}/status`, {
        status: "approved",
        agreedFee: fee,
      });
      expect(decided.status, decided.text).toBe(200);
      const campaignId = decided.json.campaign_id as number;
      const campaign = await admin.request("GET", `/api/campaigns/${campaignId}`);
      const invoice = await brand.c.request("GET", `/api/invoices/${campaign.json.invoice_id}`);
      expect(invoice.status, invoice.text).toBe(200);
      return { id: invoice.json.id, campaignId, total: invoice.json.total, owner: o };
    };
    const all = await inBatches(
      Array.from({ length: AWAITING + PROOF_SENT }, (_, i) => i),
      6,
      make,
    );
    const awaiting = all.slice(0, AWAITING);
    const proofSent = await inBatches(all.slice(AWAITING), 6, async (inv) => {
      const paid = await admin.request("PUT", `/api/admin/invoices/${inv.id}/paid`, {
        reference: `TRF-${inv.id}`,
        paid_at: "2026-11-27",
        amount: inv.total,
      });
      expect(paid.status, paid.text).toBe(200);
      const proof = await owners[inv.owner].c.request("POST", `/api/campaigns/${inv.campaignId}/proof`, {
        links: ["https://instagram.com/p/crash"],
      });
      expect(proof.status, proof.text).toBe(201);
      return inv.campaignId;
    });
    prepared = { dataDir: "", advertiser: brand.account, awaiting, proofSent };
  } finally {
    // Stopped cleanly, its data folder kept as the starting point of each run.
    server.child.kill("SIGTERM");
    await new Promise((r) => (server.child.exitCode !== null ? r(null) : server.child.once("exit", r)));
  }
  prepared.dataDir = server.dataDir;
}, 240_000);

afterAll(() => {
  if (prepared?.dataDir) fs.rmSync(prepared.dataDir, { recursive: true, force: true });
});

/** A copy of the prepared data folder for one run. */
function copyOfPrepared(): string {
  const dir = `${prepared.dataDir}-run-${crypto.randomBytes(3).toString("hex")}`;
  fs.cpSync(prepared.dataDir, dir, { recursive: true });
  return dir;
}

type Row = Record<string, number | string | null>;

describe.each([
  { processes: "one process", workers: undefined },
  { processes: "two workers", workers: 2 },
])("money through a crash, $processes", ({ workers }) => {
  it("keeps every acknowledged confirmation and completion whole through a SIGKILL, and the books balanced", async () => {
    const server = await startServer({ workers, dataDir: copyOfPrepared(), env: { PAGE_CACHE_SECONDS: "0" } });
    const workerProcesses = workers === undefined ? [] : workerPids(server);
    expect(workerProcesses).toHaveLength(workers ?? 0);
    let restarted: TestServer | null = null;
    try {
      const { c: admin } = await signIn(server.url, DEMO.admin);
      const { c: brand } = await signIn(server.url, prepared.advertiser);

      type Write = { kind: "confirm" | "accept"; id: number; send(): Promise<number> };
      const confirm = (c: Client, invoice: Invoice) => () =>
        c
          .request("PUT", `/api/admin/invoices/${invoice.id}/paid`, {
            reference: `CRASH-${invoice.id}`,
            paid_at: "2026-11-28",
            amount: invoice.total,
          })
          .then((r) => r.status);
      const writes: Write[] = [
        ...prepared.awaiting.map((invoice) => ({ kind: "confirm" as const, id: invoice.id, send: confirm(admin, invoice) })),
        ...prepared.proofSent.map((campaignId) => ({
          kind: "accept" as const,
          id: campaignId,
          send: () => brand.request("PUT", `/api/campaigns/${campaignId}/accept`).then((r) => r.status),
        })),
      ];
      // Shuffled (Fisher-Yates), so that both kinds are in flight when the kill comes; a
      // twin of some confirmations right behind them, so that the two race.
      for (let i = writes.length - 1; i > 0; i--) {
        const j = Math.floor(Math.random() * (i + 1));
        [writes[i], writes[j]] = [writes[j], writes[i]];
      }
      for (const invoice of prepared.awaiting.slice(0, TWICE)) {
        const at = writes.findIndex((w) => w.kind === "confirm" && w.id === invoice.id);
        writes.splice(at + 1, 0, { kind: "confirm", id: invoice.id, send: confirm(admin, invoice) });
      }

      const acknowledged: Write[] = [];
      const refused: Write[] = [];
      let answered = 0;
      let killed = false;
      const kill = () => {
        if (killed) return;
        killed = true;
        killAll(server, workerProcesses);
      };
      // IN_FLIGHT requests at all times (all at once, a request with a body waits behind
      // every bodiless one); the kill comes after KILL_AFTER answers.
      let next = 0;
      const runner = async () => {
        while (!killed && next < writes.length) {
          const write = writes[next++];
          try {
            const status = await write.send();
            if (killed) return; // answered, but perhaps only in part: not counted
            answered += 1;
            if (status === 200) acknowledged.push(write);
            // Only a twin of a confirmation may be refused.
            else if (status === 409 && write.kind === "confirm") refused.push(write);
            else throw new Error(`${write.kind} ${write.id}: ${status}`);
            if (answered >= KILL_AFTER) kill();
          } catch (error) {
            if (!killed) throw error;
          }
        }
      };
      await Promise.all(Array.from({ length: IN_FLIGHT }, runner));
      kill();
      await waitUntilGone(server, workerProcesses);
      const confirmed = new Set(acknowledged.filter((w) => w.kind === "confirm").map((w) => w.id));
      const accepted = new Set(acknowledged.filter((w) => w.kind === "accept").map((w) => w.id));
      expect(confirmed.size).toBeGreaterThan(0);
      expect(accepted.size).toBeGreaterThan(0);
      expect(acknowledged.length).toBeLessThan(writes.length - TWICE);
      expect(confirmed.size, "an acknowledged confirmation is not refused too").toBe(
        acknowledged.filter((w) => w.kind === "confirm").length,
      );

      restarted = await startServer({ workers, dataDir: server.dataDir, env: { PAGE_CACHE_SECONDS: "0" } });
      const sqlite = new Database(path.join(server.dataDir, "guyub.db"), { readonly: true });
      try {
        expect(sqlite.pragma("integrity_check", { simple: true })).toBe("ok");
        expect(sqlite.pragma("foreign_key_check")).toEqual([]);
        const one = (sql: string, ...args: unknown[]) => sqlite.prepare(sql).get(...args) as Row | undefined;
        const all = (sql: string, ...args: unknown[]) => sqlite.prepare(sql).all(...args) as Row[];
        const entryLines = (key: string) =>
          all(
            "SELECT l.account, l.amount, l.campaign_id FROM ledger_lines l JOIN ledger_entries e ON e.id = l.entry_id WHERE e.key = ?",
            key,
          );

        // Every acknowledged confirmation: PAID, its entry (the bank in, held for the campaign), the campaign running.
        const lostPayments = prepared.awaiting
          .filter((inv) => confirmed.has(inv.id))
          .filter((inv) => {
            const row = one(
              "SELECT i.state, c.state AS campaign, c.payment_state AS payment FROM invoices i JOIN campaigns c ON c.id = i.campaign_id WHERE i.id = ?",
              inv.id,
            );
            const lines = entryLines(`invoice-paid:${inv.id}`);
            const bank = lines.find((l) => l.account === "BANK")?.amount;
            const held = lines.find((l) => l.account === "HELD" && l.campaign_id === inv.campaignId)?.amount;
            return !(
              row?.state === "PAID" &&
              row.campaign === "IN_PROGRESS" &&
              row.payment === "PAID" &&
              bank === inv.total &&
              held === -inv.total
            );
          })
          .map((inv) => inv.id);
        expect(lostPayments, "acknowledged confirmations lost or half done").toEqual([]);

        // A confirmation refused (409) was refused because its twin had paid the invoice.
        const refusedUnpaid = refused
          .filter((w) => one("SELECT state FROM invoices WHERE id = ?", w.id)?.state !== "PAID")
          .map((w) => w.id);
        expect(refusedUnpaid, "a confirmation refused though nothing paid the invoice").toEqual([]);

        // Every acknowledged acceptance: COMPLETED, released (its entry, a payout of the share), nothing held.
        const lostReleases = prepared.proofSent
          .filter((id) => accepted.has(id))
          .filter((id) => {
            const row = one(
              "SELECT c.state, c.payment_state AS payment, i.community_share AS share FROM campaigns c JOIN invoices i ON i.campaign_id = c.id WHERE c.id = ?",
              id,
            );
            const payout = one("SELECT amount FROM payouts WHERE campaign_id = ?", id);
            const payable = entryLines(`campaign-settled:${id}`).find((l) => l.account === "PAYABLE")?.amount;
            const held = one("SELECT coalesce(sum(amount), 0) AS n FROM ledger_lines WHERE account = 'HELD' AND campaign_id = ?", id)?.n;
            return !(
              row?.state === "COMPLETED" &&
              row.payment === "RELEASED" &&
              payout?.amount === row.share &&
              payable === -Number(row.share) &&
              held === 0
            );
          });
        expect(lostReleases, "acknowledged acceptances lost or half done").toEqual([]);

        // Nothing half done, acknowledged or not.
        expect(
          all(
            `SELECT i.id FROM invoices i WHERE (i.state = 'PAID') <> EXISTS (SELECT 1 FROM ledger_entries e WHERE e.key = 'invoice-paid:' || i.id)`,
          ),
          "a PAID invoice without its entry, or an entry of an invoice not PAID",
        ).toEqual([]);
        expect(
          all(`SELECT c.id FROM campaigns c JOIN invoices i ON i.campaign_id = c.id
               WHERE (c.state = 'AWAITING_PAYMENT') <> (i.state IN ('UNPAID', 'OVERDUE'))
                  OR (c.payment_state = 'PAID') <> (i.state = 'PAID' AND c.state NOT IN ('COMPLETED', 'CANCELLED'))`),
          "a campaign whose state disagrees with its invoice",
        ).toEqual([]);
        expect(
          all(`SELECT c.id FROM campaigns c JOIN invoices i ON i.campaign_id = c.id
               WHERE i.state = 'PAID' AND c.state = 'COMPLETED'
                 AND (NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.key = 'campaign-settled:' || c.id)
                      OR NOT EXISTS (SELECT 1 FROM payouts p WHERE p.campaign_id = c.id)
                      OR c.payment_state <> 'RELEASED'
                      OR (SELECT coalesce(sum(amount), 0) FROM ledger_lines l WHERE l.account = 'HELD' AND l.campaign_id = c.id) <> 0)`),
          "a completed paid campaign with money still held, or released without its payout",
        ).toEqual([]);
        expect(
          all(`SELECT c.id FROM campaigns c JOIN invoices i ON i.campaign_id = c.id
               WHERE c.payment_state = 'PAID'
                 AND (SELECT coalesce(sum(amount), 0) FROM ledger_lines l WHERE l.account = 'HELD' AND l.campaign_id = c.id) <> -i.total`),
          "a running paid campaign not holding its total",
        ).toEqual([]);
        expect(
          all(`SELECT e.key FROM ledger_entries e WHERE e.key LIKE 'campaign-settled:%'
               AND NOT EXISTS (SELECT 1 FROM campaigns c WHERE 'campaign-settled:' || c.id = e.key AND c.state IN ('COMPLETED', 'CANCELLED'))`),
          "money released for a campaign that is not closed",
        ).toEqual([]);

        // The books: balanced, each account its lines' sum, each entry zero, each key once.
        const balances = all("SELECT account, balance FROM ledger_balances");
        expect(balances.reduce((sum, b) => sum + Number(b.balance), 0)).toBe(0);
        const sums = new Map(all("SELECT account, sum(amount) AS n FROM ledger_lines GROUP BY account").map((r) => [r.account, r.n]));
        for (const b of balances)
          expect({ account: b.account, balance: b.balance }).toEqual({ account: b.account, balance: sums.get(b.account) ?? 0 });
        expect(
          all("SELECT entry_id FROM ledger_lines GROUP BY entry_id HAVING sum(amount) <> 0"),
          "an entry that does not balance",
        ).toEqual([]);
        expect(all("SELECT key FROM ledger_entries GROUP BY key HAVING count(*) > 1"), "an event posted twice").toEqual([]);
        expect(all("SELECT campaign_id FROM payouts GROUP BY campaign_id HAVING count(*) > 1"), "a campaign paid out twice").toEqual([]);
      } finally {
        sqlite.close();
      }

      // The restarted server: the confirmations not acknowledged, sent again, are each done once.
      const { c: adminAgain } = await signIn(restarted.url, DEMO.admin);
      const retried = prepared.awaiting.filter((inv) => !confirmed.has(inv.id));
      const answers = await inBatches(retried, 10, (inv) => confirm(adminAgain, inv)());
      expect(answers.filter((s) => s !== 200 && s !== 409)).toEqual([]);
      console.info(
        `money crash, ${workers ?? 1} process(es): ${writes.length} writes, ${confirmed.size} confirmations and ${accepted.size} ` +
          `acceptances acknowledged, ${refused.length} twins refused; of ${retried.length} confirmations sent again after the ` +
          `restart ${answers.filter((s) => s === 409).length} had been done before the kill without an answer`,
      );
      const balance = await adminAgain.request("GET", "/api/admin/ledger/balance");
      expect(balance.json.balanced).toBe(true);
      const after = new Database(path.join(server.dataDir, "guyub.db"), { readonly: true });
      try {
        const ids = prepared.awaiting.map((inv) => inv.id);
        const paid = after
          .prepare(`SELECT count(*) AS n FROM invoices WHERE state = 'PAID' AND id IN (${ids.map(() => "?").join(",")})`)
          .get(...ids) as { n: number };
        expect(paid.n).toBe(AWAITING);
        const entries = after
          .prepare(`SELECT count(*) AS n FROM ledger_entries WHERE key IN (${ids.map(() => "?").join(",")})`)
          .get(...ids.map((id) => `invoice-paid:${id}`)) as { n: number };
        expect(entries.n).toBe(AWAITING);
      } finally {
        after.close();
      }
    } finally {
      await restarted?.stop();
      await server.stop();
    }
  }, 120_000);
});
