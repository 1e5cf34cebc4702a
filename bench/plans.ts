/*
 * npx tsx bench/plans.ts <seeded guyub.db> [search word]
 *
 * The query plans of the campaign model's reads on a seeded bench database (made with
 * `npm run bench -- --seed-only --keep`): runs listCampaigns, getCampaign, briefReport,
 * a report CSV's batches and the other campaign reads as the bench accounts, the community
 * search by rating and with a minimum rating (each with an empty count cache, so its
 * counts are in the plan and the time; page 1 unless said) and a community's review
 * list, records every
 * SQL statement the model prepares with the parameters it ran with, and prints
 * EXPLAIN QUERY PLAN for each, the rows it returned and its time (best of 5). A full
 * SCAN of a big table is flagged. Works on a copy: the app's connection writes its
 * heartbeat row (db/storage.ts), so keep the bench's database for this, not a real one.
 */
import fs from "node:fs";
import path from "node:path";
import type Database from "better-sqlite3";

const args = process.argv.slice(2);
/** `--only <regex>`: only the reads whose label matches; `--brief`: their times, no plans. */
const flag = (name: string, takesValue: boolean) => {
  const at = args.indexOf(name);
  return at < 0 ? undefined : (args.splice(at, takesValue ? 2 : 1)[1] ?? "");
};
const only = flag("--only", true);
const brief = flag("--brief", false) !== undefined;
const file = args[0];
const word = args[1] ?? "jakarta";
if (!file || !fs.existsSync(file)) {
  console.error("usage: npx tsx bench/plans.ts <seeded guyub.db> [search word] [--only <regex>] [--brief]");
  process.exit(2);
}
process.env.DATABASE_URL = path.resolve(file);
// Each call runs 5 times: more reads of the report than a user gets a minute.
process.env.REPORT_REQUESTS_PER_MINUTE = "1000000";
process.env.REPORT_CSV_STREAMS_PER_USER = "1000";

const BIG_TABLES = [
  "campaigns",
  "campaign_proofs",
  "campaign_events",
  "proof_screenshots",
  "invitations",
  "applications",
  "briefs",
  "communities",
  "community_categories",
  "users",
  "notifications",
  "invoices",
  "payouts",
  "refunds",
  "ledger_entries",
  "ledger_lines",
];

type Recorded = { sql: string; params: unknown[]; rows: number };

async function main() {
  const { db } = await import("../app/lib/server/db.server");
  const { eq } = await import("drizzle-orm");
  const { users } = await import("../db/schema");
  const campaign = {
    ...(await import("../app/models/campaign/queries.server")),
    ...(await import("../app/models/campaign/commands.server")),
    ...(await import("../app/models/campaign/screenshots.server")),
    ...(await import("../app/models/campaign/report.server")),
  };
  const application = await import("../app/models/application.server");
  const invitation = await import("../app/models/invitation.server");
  const audit = await import("../app/models/audit.server");
  const search = await import("../app/models/community-search.server");
  const review = await import("../app/models/review/listings.server");
  const user = await import("../app/models/user.server");
  const { clearCountCache } = await import("../app/models/count-cache.server");
  const money = {
    ...(await import("../app/models/money/money.server")),
    ...(await import("../app/models/money/payouts.server")),
    ...(await import("../app/models/money/finance.server")),
  };
  const sqlite = db.$client as Database.Database;

  // Record what the model prepares and the parameters each statement runs with.
  const prepare = sqlite.prepare.bind(sqlite);
  let log: Recorded[] | null = null;
  sqlite.prepare = ((source: string) => {
    const stmt = prepare(source);
    if (!log) return stmt;
    const wrap = (name: "all" | "get" | "run") => {
      const original = (stmt[name] as (...a: unknown[]) => unknown).bind(stmt);
      (stmt as unknown as Record<string, unknown>)[name] = (...params: unknown[]) => {
        const out = original(...params);
        log?.push({ sql: source, params, rows: Array.isArray(out) ? out.length : out ? 1 : 0 });
        return out;
      };
    };
    if (stmt.reader) {
      wrap("all");
      wrap("get");
    } else wrap("run");
    return stmt;
  }) as typeof sqlite.prepare;

  const account = (email: string) => {
    const user = db.select().from(users).where(eq(users.email, email)).get();
    if (!user) throw new Error(`no ${email}: not a bench database?`);
    return user;
  };
  const owner = account("bench-owner@bench.example.id");
  const advertiser = account("bench-advertiser@bench.example.id");
  const admin = account("bench-admin@bench.example.id");
  const q = (sql: string, ...params: unknown[]) =>
    prepare(sql)
      .pluck()
      .get(...params) as number;
  const ownerCampaign = q(
    `SELECT c.id FROM campaigns c JOIN communities m ON m.id = c.community_id WHERE m.owner_id = ? ORDER BY (SELECT count(*) FROM campaign_proofs p WHERE p.campaign_id = c.id) DESC, c.id LIMIT 1`,
    owner.id,
  );
  const bigBrief = q(
    `SELECT c.brief_id FROM campaigns c JOIN briefs b ON b.id = c.brief_id WHERE b.advertiser_id = ? GROUP BY c.brief_id ORDER BY count(*) DESC LIMIT 1`,
    advertiser.id,
  );
  const adminCampaign = q(`SELECT campaign_id FROM campaign_events GROUP BY campaign_id ORDER BY count(*) DESC, campaign_id DESC LIMIT 1`);
  const screenshot = prepare(`SELECT s.name FROM proof_screenshots s WHERE s.campaign_id = ? LIMIT 1`).pluck().get(ownerCampaign) as
    string | undefined;
  const ownerBriefIds = prepare(`SELECT id FROM briefs WHERE advertiser_id = ? ORDER BY id DESC LIMIT 20`)
    .pluck()
    .all(advertiser.id) as number[];
  const somePage = prepare(`SELECT id FROM communities ORDER BY id LIMIT 12 OFFSET 4000`).pluck().all() as number[];
  const total = (t: string) => q(`SELECT count(*) FROM ${t}`);
  console.log(
    `# Campaign query plans: ${path.resolve(file)}\n\n` +
      `${total("campaigns")} campaigns, ${total("campaign_proofs")} proofs, ${total("campaign_events")} events, ${total("applications")} applications, ${total("communities")} communities; ` +
      `owner campaign ${ownerCampaign}, big brief ${bigBrief} (${q("SELECT count(*) FROM campaigns WHERE brief_id = ?", bigBrief)} campaigns), admin campaign ${adminCampaign}, search "${word}"\n`,
  );

  const reviewedCommunity = q(`SELECT id FROM communities WHERE id % 1000 >= 10 ORDER BY rating_count DESC, id LIMIT 1`);
  const page = { offset: 0, limit: campaign.CAMPAIGN_PAGE_SIZE };
  type Filters = Parameters<typeof search.searchCommunities>[0];
  /**
   * One page of 12 of the public search, counted afresh (an empty count cache), or with
   * its counts cached (`warm`: what a repeated request costs, as the bench's pages measure).
   */
  const searching = (filters: Filters, pageNumber = 1, warm = false): [string, () => unknown] => [
    `searchCommunities(${JSON.stringify(filters)})${pageNumber > 1 ? ` page ${pageNumber}` : ""}${warm ? " (counts cached)" : ""}`,
    () => {
      if (!warm) clearCountCache();
      return search.searchCommunities(filters, { limit: 12, offset: (pageNumber - 1) * 12 });
    },
  ];
  const users20 = { limit: 20, offset: 0 };
  const calls: [string, () => unknown][] = [
    ["listCampaigns(owner, {})", () => campaign.listCampaigns(owner, {}, page)],
    ["listCampaigns(owner, {state: COMPLETED})", () => campaign.listCampaigns(owner, { state: "COMPLETED" }, page)],
    ["listCampaigns(advertiser, {})", () => campaign.listCampaigns(advertiser, {}, page)],
    ["listCampaigns(advertiser, {briefId: big})", () => campaign.listCampaigns(advertiser, { briefId: bigBrief }, page)],
    ["listCampaigns(admin, {})", () => campaign.listCampaigns(admin, {}, page)],
    ["listCampaigns(admin, {}) page 50", () => campaign.listCampaigns(admin, {}, { ...page, offset: 49 * page.limit })],
    ["listCampaigns(admin, {state: PROOF_SUBMITTED})", () => campaign.listCampaigns(admin, { state: "PROOF_SUBMITTED" }, page)],
    [`listCampaigns(admin, {q: "${word}"})`, () => campaign.listCampaigns(admin, { q: word }, page)],
    [`listCampaigns(admin, {q: "${word}", state: COMPLETED})`, () => campaign.listCampaigns(admin, { q: word, state: "COMPLETED" }, page)],
    ['listCampaigns(admin, {q: "ko"}) (2 letters: LIKE)', () => campaign.listCampaigns(admin, { q: "ko" }, page)],
    ["getCampaign(owner, ownerCampaign)", () => campaign.getCampaign(owner, ownerCampaign)],
    ["getCampaign(admin, adminCampaign)", () => campaign.getCampaign(admin, adminCampaign)],
    ["listAuditOf(admin, campaign adminCampaign)", () => audit.listAuditOf(admin, { type: "campaign", id: adminCampaign })],
    ["briefReport(advertiser, big)", () => campaign.briefReport(advertiser, { kind: "brief", id: bigBrief }, page)],
    [
      "briefReport(advertiser, big) page 5",
      () => campaign.briefReport(advertiser, { kind: "brief", id: bigBrief }, { ...page, offset: 4 * page.limit }),
    ],
    [
      "briefReport(advertiser, big) last page",
      () =>
        campaign.briefReport(
          advertiser,
          { kind: "brief", id: bigBrief },
          {
            ...page,
            offset: Math.max(0, q("SELECT count(*) FROM campaigns WHERE brief_id = ?", bigBrief) - page.limit),
          },
        ),
    ],
    [
      "campaignReportPage(big, its last campaign)",
      () => campaign.campaignReportPage({ kind: "brief", id: bigBrief }, q("SELECT max(id) FROM campaigns WHERE brief_id = ?", bigBrief)),
    ],
    [
      "openBriefReportCsv(advertiser, big): open, the first two batches (CSV)",
      () => {
        const csv = campaign.openBriefReportCsv(advertiser, { kind: "brief", id: bigBrief });
        try {
          return [csv.nextRows(), csv.nextRows()];
        } finally {
          csv.close();
        }
      },
    ],
    ["screenshotFileFor(owner, name)", () => (screenshot ? campaign.screenshotFileFor(owner, screenshot) : null)],
    ["acceptOverdueProofs(now) (finds none due)", () => campaign.acceptOverdueProofs(new Date())],
    ["pendingApplicationCounts(advertiser, 20 briefs)", () => application.pendingApplicationCounts(advertiser, ownerBriefIds)],
    ["invitedCommunityIds(advertiser, big, 12 ids)", () => invitation.invitedCommunityIds(advertiser, bigBrief, somePage)],
    ["listApplicationsOfBrief(advertiser, big)", () => application.listApplicationsOfBrief(advertiser, bigBrief, page)],
    // Ratings (docs/decisions/027-rating-search.md): /browse, advertiser search (verified by default), the API.
    searching({ sort: "rating" }),
    searching({ sort: "rating" }, 500),
    searching({ minRating: 4 }),
    searching({ sort: "rating", minRating: 4 }),
    searching({ sort: "rating", minRating: 4 }, 100),
    searching({ sort: "rating", verified: true }),
    searching({ sort: "rating", minRating: 4, verified: true }),
    searching({ sort: "rating", minRating: 4, category: "TECHNOLOGY", location: "Jakarta" }),
    searching({ sort: "rating", minRating: 4, q: "kopi" }),
    searching({ sort: "rating", minRating: 4.5, category: "EDUCATION", minMembers: 1000, verified: true }),
    searching({ sort: "rating", category: "TECHNOLOGY", location: "Bogor" }),
    searching({ minRating: 4, category: "TECHNOLOGY", verified: true }),
    searching({ minRating: 4.5, location: "Jakarta" }, 20),
    [
      `listCommunityReviews(advertiser, ${reviewedCommunity})`,
      () => review.listCommunityReviews(advertiser, reviewedCommunity, { limit: 10, offset: 0 }),
    ],
    [
      `listCommunityReviews(anonymous, ${reviewedCommunity}) page 2`,
      () => review.listCommunityReviews(null, reviewedCommunity, { limit: 10, offset: 10 }),
    ],
    // The admin's All Users and the advertiser's search (verified by default) as bench/pages.ts asks them.
    ["listUsers(admin, {})", () => user.listUsers(admin, users20)],
    ["listUsers(admin, {}) page 400", () => user.listUsers(admin, { limit: 20, offset: 399 * 20 })],
    ['listUsers(admin, {q: "sari"})', () => user.listUsers(admin, { q: "sari", ...users20 })],
    ['listUsers(admin, {q: "sari"}) page 50', () => user.listUsers(admin, { q: "sari", limit: 20, offset: 49 * 20 })],
    ['listUsers(admin, {q: "zzqx"})', () => user.listUsers(admin, { q: "zzqx", ...users20 })],
    [
      "listUsers(admin, {role: ADVERTISER, status: PENDING})",
      () => user.listUsers(admin, { role: "ADVERTISER", status: "PENDING", ...users20 }),
    ],
    searching({ verified: true, category: "EDUCATION", location: "Jakarta", minMembers: 1000, maxMembers: 50000 }, 1, true),
    searching({ verified: true, minRating: 4, category: "TECHNOLOGY", location: "Jakarta" }, 1, true),
    searching({ verified: true, q: "kopi", category: "FOOD_BEVERAGE" }, 1, true),
    searching({ verified: true }, 1, true),
    searching({ verified: false }, 5, true),
    // Money (docs/product.md, "Money"): Billing, Earnings, the Finance tab's sections, the API's lists.
    ["listInvoices(advertiser, {state: UNPAID})", () => money.listInvoices(advertiser, { state: "UNPAID" }, users20)],
    ["listInvoices(advertiser, {}) (all)", () => money.listInvoices(advertiser, {}, users20)],
    [
      "listInvoices(advertiser, {state: PAID}) page 20",
      () => money.listInvoices(advertiser, { state: "PAID" }, { limit: 20, offset: 19 * 20 }),
    ],
    ["invoiceCounts(advertiser)", () => money.invoiceCounts(advertiser)],
    ["billingSummary(advertiser)", () => money.billingSummary(advertiser, advertiser.id)],
    ["getEarnings(owner)", () => money.getEarnings(owner, owner.id, users20)],
    ["getEarnings(owner) page 2", () => money.getEarnings(owner, owner.id, { limit: 20, offset: 20 })],
    ["getBankAccount(owner)", () => money.getBankAccount(owner, owner.id)],
    ["listPayouts(owner, {})", () => money.listPayouts(owner, {}, users20)],
    ["listRefunds(advertiser, {})", () => money.listRefunds(advertiser, {}, users20)],
    ["financeCounts(admin)", () => money.financeCounts(admin)],
    ...(["UNPAID", "OVERDUE", "PAID"] as const).map((state): [string, () => unknown] => [
      `listFinanceInvoices(admin, [${state}])`,
      () => money.listFinanceInvoices(admin, { states: [state] }, users20),
    ]),
    [
      "listFinanceInvoices(admin, [PAID]) page 500",
      () => money.listFinanceInvoices(admin, { states: ["PAID"] }, { limit: 20, offset: 499 * 20 }),
    ],
    ["listFinanceInvoices(admin, [VOID, DECLINED])", () => money.listFinanceInvoices(admin, { states: ["VOID", "DECLINED"] }, users20)],
    [
      'listFinanceInvoices(admin, [UNPAID], number "GYB/2026/0001")',
      () => money.listFinanceInvoices(admin, { states: ["UNPAID"], number: "GYB/2026/0001" }, users20),
    ],
    ...(["DUE", "HELD", "SENT"] as const).map((state): [string, () => unknown] => [
      `listFinancePayouts(admin, ${state})`,
      () => money.listFinancePayouts(admin, state, users20),
    ]),
    ["listFinancePayouts(admin, SENT) page 300", () => money.listFinancePayouts(admin, "SENT", { limit: 20, offset: 299 * 20 })],
    ...(["DUE", "SENT"] as const).map((state): [string, () => unknown] => [
      `listFinanceRefunds(admin, ${state})`,
      () => money.listFinanceRefunds(admin, state, users20),
    ]),
    ["ledgerBalance(admin) (ledger_balances)", () => money.ledgerBalance(admin)],
  ];

  const flagged: string[] = [];
  for (const [label, call] of calls) {
    if (only !== undefined && !new RegExp(only, "i").test(label)) continue;
    log = [];
    call();
    const recorded = log;
    log = null;
    // Best of 5 (warm cache), in-process: no HTTP, no rendering.
    let best = Infinity;
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      call();
      best = Math.min(best, performance.now() - t);
    }
    console.log(`## ${label}: ${best.toFixed(2)} ms (best of 5), ${recorded.length} statements\n`);
    if (brief) continue;
    for (const r of recorded) {
      const plan = prepare(`EXPLAIN QUERY PLAN ${r.sql}`).all(...(r.params as unknown[])) as {
        id: number;
        parent: number;
        detail: string;
      }[];
      console.log("```sql\n" + r.sql + "\n```");
      // A read's own time, best of 3 (a write is not repeated).
      const statement = prepare(r.sql);
      let own = Infinity;
      for (let i = 0; statement.reader && i < 3; i++) {
        const t = performance.now();
        statement.all(...(r.params as unknown[]));
        own = Math.min(own, performance.now() - t);
      }
      console.log(`params ${JSON.stringify(r.params)} -> ${r.rows} rows${Number.isFinite(own) ? `, ${own.toFixed(2)} ms` : ""}`);
      const depth = new Map<number, number>();
      for (const p of plan) {
        const d = (depth.get(p.parent) ?? -1) + 1;
        depth.set(p.id, d);
        // A SCAN walks the whole table (or index) unless a LIMIT stops it early: judge each.
        const scan = /^SCAN (\w+)/.exec(p.detail);
        const big = scan && BIG_TABLES.includes(scan[1]) && !/VIRTUAL TABLE/.test(p.detail);
        const mark = !big
          ? ""
          : /USING (COVERING )?INDEX/.test(p.detail)
            ? "   <-- SCAN of a big table's index"
            : "   <-- SCAN of a big table";
        if (big) flagged.push(`${label}: ${p.detail}`);
        console.log(`${"  ".repeat(d)}${p.detail}${mark}`);
      }
      console.log("");
    }
  }
  console.log(
    flagged.length ? `## Full scans of big tables\n\n${flagged.map((f) => `- ${f}`).join("\n")}` : "## No full scan of a big table",
  );
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
