/*
 * npm run bench [-- options]: load-test the BUILT app against a big temporary database.
 *
 *   build (if stale) -> seed .tmp/bench-<time>/guyub.db -> start remix-serve ->
 *   sign in as each role -> weigh the public and the signed-in pages (bench/pages.ts) ->
 *   time each signed-in page (sequential requests) -> ceiling run (bare node:http) ->
 *   per case: max throughput, paced 200 req/s, burst 200 req/s -> the minimal Remix
 *   reference and the 1-vs-2-worker scaling (max throughput, in rounds) -> the mixed
 *   run at 200 req/s with 2 workers -> table + .tmp/bench-results.json.
 *
 * Exits 1 when a target fails (after printing everything). See bench/README.md.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import type { Role } from "../app/utils/enums";
import { BIG_REPORT, firstByteLatency, otherUserUnderCsvLoops, type BigReportResults } from "./big-report";
import { NOISY, burstRate, maxThroughput, pacedRate, sequentialLatency, waitForQuiet, type MaxRun, type SteadyRun } from "./load";
import { MIXED, mixedRequest } from "./mixed";
import { processTree } from "./processes";
import { ensureReferenceBuild } from "./reference";
import {
  JS_BUDGET_BYTES,
  PUBLIC_PAGES,
  PUBLIC_TIMED,
  SERVER_MS_BUDGET,
  SIGNED_IN_API,
  SIGNED_IN_PAGES,
  STEADY_SIGNED_IN,
  resolvePath,
} from "./pages";
import {
  renderMarkdown,
  writeJson,
  type CaseResult,
  type Check,
  type NotTimed,
  type Results,
  type SignedInResult,
  type SteadySignedInResult,
} from "./report";
import { UPLOADS, uploadsRun, type UploadsResult } from "./uploads";
import { SERVE_SCRIPT, ensureBuild, root, startApp, startCeiling, type Running } from "./server";
import { benchDatabase, runScale } from "./scale";
import { leastDisturbed, notServed, probeEndpoint, say, signIn } from "./signed-in";
import { REFERENCE_GOAL, SCALING_GOAL, compareThroughput, findCase, ratio, type ThroughputResults } from "./throughput";
import { unionJsGzip, weighPage, type Fetched, type PageWeight } from "./weight";

/* ---------- options ---------- */

/**
 * The parts of a run. pages: weigh every page and time the signed-in ones; report: the
 * report of the 1,000-campaign brief (its pages, its CSVs' first byte, another user
 * while the CSV is looped: bench/big-report.ts); load: the ceiling, the /browse and API
 * cases, the signed-in pages at a steady rate; reference: fresh renders against the
 * minimal Remix app; scaling: 1 worker against 2; mixed: the mixed read/write run;
 * uploads: another user's page while one owner uploads screenshots.
 */
const PARTS = ["pages", "report", "load", "reference", "scaling", "mixed", "uploads"] as const;
type Part = (typeof PARTS)[number];

const USAGE = `npm run bench -- [options]
  --communities N   communities (and owners) to seed        (default 100000)
  --scale N,M       time every signed-in page at each size in one run, side by side: each
                    median <= 20 ms and the biggest size's within 1.5x of the smallest's
                    (e.g. --scale 100000,1000000: ~9 min to seed, ~3 GB; bench/README.md);
                    only the pages part, no weights
  --scale-rounds N  rounds of each page on each size in --scale (default 3; each size's
                    figure is its lowest round's median)
  --db F[,G]        measure a kept database (its guyub.db; seed.json beside it) instead of
                    seeding: one, or one per --scale size; migrated to this checkout first
  --campaigns N     campaigns to seed                        (default 0.2 per community)
  --pages A,B       of the pages part, only the pages and endpoints whose path contains one
                    of these (e.g. --pages billing,earnings,finance: a new screen alone)
  --page-requests N requests per signed-in page, one at a time (default 200)
  --page-warmup N   warm-up requests per signed-in page first  (default 20)
  --seed-only       seed the database, print how long it took, and stop (no build, no
                    server; with --keep the database stays in .tmp/bench-<time>/)
  --no-load         weigh the pages and time the signed-in ones, then stop: no ceiling,
                    no /browse and API load runs (~30 s instead of ~6 min)
  --duration S      seconds per measured run                (default 10)
  --warmup S        warm-up seconds before each max run     (default 2)
  --connections C   connections for the autocannon runs     (default 20)
  --rate R          requests/s of the steady runs            (default 200)
  --gate G          steady runs that must meet p99 < 50 ms: paced | burst | both (default paced)
  --no-burst        skip the autocannon overallRate runs
  --gzip            send Accept-Encoding: gzip (remix-serve then compresses every answer)
  --build | --no-build   always build | never build (default: build when stale)
  --no-analyze      skip ANALYZE / PRAGMA optimize after seeding
  --quiet-wait S    the machine is shared: wait up to S s for other processes to calm down
                    before measuring, and before re-running a disturbed run (default 60)
  --retries N       re-run a run during which other processes used >10% CPU, N times (default 2)
  --only P,Q        run only these parts (default all): pages (weights, signed-in server
                    times), report (the 1,000-campaign brief's report pages, its CSVs' first
                    byte, another user's p99 while 8 connections loop the CSV), load
                    (ceiling, /browse and API cases, steady signed-in pages),
                    reference (fresh renders against a minimal Remix app), scaling (1
                    worker against 2), mixed (the mixed run), uploads (a page while one owner
                    uploads screenshots); e.g. --only reference,scaling
  --compare-rounds N     rounds of the reference and scaling runs        (default 2)
  --compare-duration S   seconds per reference / scaling run             (default 5)
  --compare-prewarm S    seconds of load on each page of each server once, before the rounds (default 15: a fresh
                         Guyub process needs thousands of requests before V8 has optimised its hot code)
  --compare-warmup S     warm-up seconds before each of them             (default 3)
  --compare-connections C connections for them                           (default 10)
  --mixed-duration S seconds of the mixed read/write run at 200 req/s (default 60)
  --mixed-workers N workers serving the mixed run (default 2; more than 1 needs
                    scripts/serve.js, else the run is served by 1 and its p99 target skipped)
  --no-mixed        skip the mixed run
  --uploads-duration S seconds of the uploads run: the advertiser's dashboard at 50 req/s
                    while one owner posts proofs of 5 large screenshots (default 20; the
                    same again without uploads first)
  --uploads-connections C connections posting proofs in the uploads run (default 4)
  --only-mixed      of the load runs, only the mixed one (same as --only pages,mixed)
  --keep            keep the temporary database directory
  --no-page-cache   run the app with PAGE_CACHE_SECONDS=0: every answer is rendered afresh
                    (by default anonymous pages come from the page cache after the first hit)`;

function parseArgs(argv: string[]) {
  const o = {
    communities: 100_000,
    scale: undefined as number[] | undefined,
    scaleRounds: 3,
    db: [] as string[],
    campaigns: undefined as number | undefined,
    pages: undefined as string[] | undefined,
    pageRequests: 200,
    pageWarmup: 20,
    load: true,
    seedOnly: false,
    duration: 10,
    warmup: 2,
    connections: 20,
    rate: 200,
    gate: "paced" as "paced" | "burst" | "both",
    burst: true,
    gzip: false,
    build: "auto" as "auto" | "always" | "never",
    analyze: true,
    keep: false,
    pageCache: true,
    quietWait: 60,
    retries: 2,
    mixed: true,
    onlyMixed: false,
    mixedDuration: MIXED.duration,
    mixedWorkers: MIXED.workers,
    uploadsDuration: UPLOADS.duration,
    uploadsConnections: UPLOADS.connections,
    only: undefined as Part[] | undefined,
    compareRounds: 2,
    compareDuration: 5,
    compareWarmup: 3,
    comparePrewarm: 15,
    compareConnections: 10,
  };
  const number = (flag: string, value: string | undefined) => {
    const n = Number(value);
    if (!value || !Number.isFinite(n) || n <= 0) throw new Error(`${flag} needs a positive number\n\n${USAGE}`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--communities") o.communities = Math.floor(number(a, argv[++i]));
    else if (a === "--scale") o.scale = (argv[++i] ?? "").split(",").map((n) => Math.floor(number(a, n)));
    else if (a === "--scale-rounds") o.scaleRounds = Math.floor(number(a, argv[++i]));
    else if (a === "--db") o.db = (argv[++i] ?? "").split(",").filter(Boolean);
    else if (a === "--campaigns") o.campaigns = Math.floor(number(a, argv[++i]));
    else if (a === "--pages") o.pages = (argv[++i] ?? "").split(",").filter(Boolean);
    else if (a === "--page-requests") o.pageRequests = Math.floor(number(a, argv[++i]));
    else if (a === "--page-warmup") o.pageWarmup = Math.max(0, Math.floor(Number(argv[++i]) || 0));
    else if (a === "--no-load") o.load = false;
    else if (a === "--seed-only") o.seedOnly = true;
    else if (a === "--duration") o.duration = number(a, argv[++i]);
    else if (a === "--warmup") o.warmup = number(a, argv[++i]);
    else if (a === "--connections") o.connections = Math.floor(number(a, argv[++i]));
    else if (a === "--rate") o.rate = number(a, argv[++i]);
    else if (a === "--gate" && ["paced", "burst", "both"].includes(argv[i + 1])) o.gate = argv[++i] as typeof o.gate;
    else if (a === "--no-burst") o.burst = false;
    else if (a === "--gzip") o.gzip = true;
    else if (a === "--build") o.build = "always";
    else if (a === "--no-build") o.build = "never";
    else if (a === "--no-analyze") o.analyze = false;
    else if (a === "--keep") o.keep = true;
    else if (a === "--mixed-duration") o.mixedDuration = number(a, argv[++i]);
    else if (a === "--no-mixed") o.mixed = false;
    else if (a === "--uploads-duration") o.uploadsDuration = number(a, argv[++i]);
    else if (a === "--uploads-connections") o.uploadsConnections = Math.floor(number(a, argv[++i]));
    else if (a === "--mixed-workers") o.mixedWorkers = Math.floor(number(a, argv[++i]));
    else if (a === "--compare-rounds") o.compareRounds = Math.floor(number(a, argv[++i]));
    else if (a === "--compare-duration") o.compareDuration = number(a, argv[++i]);
    else if (a === "--compare-warmup") o.compareWarmup = number(a, argv[++i]);
    else if (a === "--compare-prewarm") o.comparePrewarm = number(a, argv[++i]);
    else if (a === "--compare-connections") o.compareConnections = Math.floor(number(a, argv[++i]));
    else if (a === "--only") {
      const list = (argv[++i] ?? "").split(",").filter(Boolean);
      const unknown = list.filter((p) => !(PARTS as readonly string[]).includes(p));
      if (!list.length || unknown.length)
        throw new Error(`--only takes parts among ${PARTS.join(", ")}${unknown.length ? `, not ${unknown.join(", ")}` : ""}\n\n${USAGE}`);
      o.only = list as Part[];
    } else if (a === "--only-mixed") o.onlyMixed = true;
    else if (a === "--no-page-cache") o.pageCache = false;
    else if (a === "--quiet-wait") o.quietWait = Number(argv[++i]) || 0;
    else if (a === "--retries") o.retries = Math.max(0, Math.floor(Number(argv[++i]) || 0));
    else if (a === "--help" || a === "-h") {
      console.log(USAGE);
      process.exit(0);
    } else throw new Error(`unknown option ${a}\n\n${USAGE}`);
  }
  if (o.gate !== "paced" && !o.burst) throw new Error("--gate burst|both needs the burst runs (drop --no-burst)");
  if (o.scale && (o.scale.length < 2 || o.scale.some((n, i) => i > 0 && n <= o.scale![i - 1])))
    throw new Error(`--scale takes two sizes or more, smallest first\n\n${USAGE}`);
  if (o.db.length > (o.scale?.length ?? 1)) throw new Error(`--db takes one database${o.scale ? " per --scale size" : ""}\n\n${USAGE}`);
  if (o.scale && o.db.length && o.db.length !== o.scale.length)
    throw new Error(`--db with --scale takes one database per size, in the same order\n\n${USAGE}`);
  let parts: Part[] = o.only ?? [...PARTS];
  if (!o.load) parts = parts.filter((p) => p === "pages" || p === "report");
  if (o.onlyMixed) parts = parts.filter((p) => p === "pages" || p === "mixed");
  if (!o.mixed) parts = parts.filter((p) => p !== "mixed");
  return { ...o, parts: new Set(parts) };
}

/* ---------- the cases ---------- */

/*
 * Category + location: TECHNOLOGY in Jakarta, the largest city, i.e. the heaviest
 * realistic combination (~15% of communities are in Jakarta, so the location index
 * alone leaves thousands of rows to check and sort). Falls back to the most common
 * pair when a small --communities run has none.
 */
const PREFERRED = { category: "TECHNOLOGY", location: "Jakarta" };
/** A 4-letter substring present in ~2% of names/descriptions ("Kopi", "Kopi Susu"). */
const SEARCH = "kopi";
const PAGE = 500;
const PAGE_SIZE = 12;

type CaseDef = { name: string; browse: string; api: string };

function defineCases(dbFile: string): CaseDef[] {
  const db = new Database(dbFile, { readonly: true });
  const countPair = db.prepare(
    `SELECT count(*) AS n FROM communities c JOIN community_categories cc ON cc.community_id = c.id
     WHERE cc.category = ? AND c.location = ?`,
  );
  let { category, location } = PREFERRED;
  if ((countPair.get(category, location) as { n: number }).n === 0) {
    ({ category, location } = db
      .prepare(
        `SELECT cc.category AS category, c.location AS location FROM communities c
         JOIN community_categories cc ON cc.community_id = c.id WHERE c.location IS NOT NULL
         GROUP BY 1, 2 ORDER BY count(*) DESC LIMIT 1`,
      )
      .get() as { category: string; location: string });
  }
  db.close();
  const q = (params: Record<string, string | number>) =>
    new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  return [
    { name: "no filter", browse: "/browse", api: `/api/communities?${q({ limit: PAGE_SIZE })}` },
    {
      name: `category + location (${category}, ${location})`,
      browse: `/browse?${q({ category, location })}`,
      api: `/api/communities?${q({ category, location, limit: PAGE_SIZE })}`,
    },
    {
      name: `text search "${SEARCH}"`,
      browse: `/browse?${q({ q: SEARCH })}`,
      api: `/api/communities?${q({ q: SEARCH, limit: PAGE_SIZE })}`,
    },
    {
      name: `page ${PAGE}`,
      browse: `/browse?${q({ page: PAGE })}`,
      api: `/api/communities?${q({ offset: (PAGE - 1) * PAGE_SIZE, limit: PAGE_SIZE })}`,
    },
  ];
}

/** One request before the load: the case must answer 200, and we learn its result count. */
async function probe(base: string, endpoint: "browse" | "api", url: string): Promise<{ matches: number; shown: number; note?: string }> {
  if (endpoint === "api") {
    const res = await fetch(base + url);
    const body = (await res.json()) as unknown[];
    if (res.status !== 200 || !Array.isArray(body)) throw new Error(`GET ${url} answered ${res.status}`);
    return { matches: Number(res.headers.get("x-total-count")), shown: body.length };
  }
  // The classic compiler's data request returns the route loader's JSON.
  const sep = url.includes("?") ? "&" : "?";
  const res = await fetch(`${base}${url}${sep}_data=${encodeURIComponent("routes/_public+/browse/route")}`);
  if (res.status !== 200) throw new Error(`GET ${url} (_data) answered ${res.status}`);
  const data = (await res.json()) as { total: number; communities: unknown[]; pager: { page: number } };
  const wanted = Number(new URL(url, base).searchParams.get("page") ?? 1);
  return {
    matches: data.total,
    shown: data.communities.length,
    note: data.pager.page !== wanted ? `(page ${wanted} is past the end: shows page ${data.pager.page})` : undefined,
  };
}

/* ---------- the reference and scaling targets ---------- */

const share = (x: number) => (Number.isFinite(x) ? `${(x * 100).toFixed(1)}%` : "n/a");
const times = (x: number) => (Number.isFinite(x) ? `${x.toFixed(2)}x` : "n/a");
/** "12.3% (11.8-12.9%)": the mean of the rounds, and their range when there are several. */
const spread = (r: ReturnType<typeof ratio>, f: (x: number) => string) =>
  r.perRound.length > 1 ? `${f(r.mean)} (${f(r.min)}-${f(r.max)})` : f(r.mean);

function throughputChecks(t: ThroughputResults): Check[] {
  const checks: Check[] = [];
  const rounds = `mean of ${t.rounds} round${t.rounds > 1 ? "s" : ""}`;
  const page = (c: { path: string; role: string | null }) =>
    `\`${c.path}\`${c.role ? ` signed in (${c.role})` : " fresh (page cache off)"}`;
  const ref = findCase(t, "reference", 1);
  if (ref) {
    for (const c of t.cases.filter((x) => x.server === "guyub" && x.parts.includes("reference"))) {
      const name = `${page(c)}, 1 worker: max throughput as a share of the minimal Remix app's (${rounds})`;
      const limit = `≥ ${REFERENCE_GOAL * 100}%`;
      const missing = ref.failed ? `reference ${ref.failed}` : c.failed;
      if (missing) checks.push({ name, value: `not measured: ${missing}`, limit, pass: false });
      else {
        const r = ratio(c, ref);
        checks.push({ name, value: spread(r, share), limit, pass: r.mean >= REFERENCE_GOAL });
      }
    }
  }
  for (const one of t.cases.filter((x) => x.server === "guyub" && x.workers === 1 && x.parts.includes("scaling"))) {
    const two = findCase(t, "guyub", 2, one.path);
    const name = `${page(one)}: max throughput with 2 workers / with 1 (${rounds})`;
    const limit = `≥ ${SCALING_GOAL}x`;
    if (two?.skipped) checks.push({ name, value: `skipped: ${two.skipped}`, limit, pass: true, skipped: true });
    else if (!two || two.failed || one.failed)
      checks.push({ name, value: `not measured: ${one.failed ?? two?.failed ?? "no 2-worker case"}`, limit, pass: false });
    else {
      const r = ratio(two, one);
      checks.push({ name, value: spread(r, times), limit, pass: r.mean >= SCALING_GOAL });
    }
  }
  return checks;
}

/** The targets of the 1,000-campaign brief's report (bench/big-report.ts). */
function bigReportChecks(b: BigReportResults): Check[] {
  const checks: Check[] = [];
  const size = `${b.campaigns.toLocaleString("en-US")} campaigns`;
  for (const t of b.pages) {
    const failed = t.non200 + t.errors;
    checks.push({
      name: `\`${t.path}\` signed in (${t.role}), ${size}: median server time`,
      value: `${fmt(t.median)} ms (p95 ${fmt(t.p95)})${failed ? `, ${failed} of ${t.requests + t.errors} not 200` : ""}`,
      limit: `≤ ${SERVER_MS_BUDGET} ms`,
      pass: t.median <= SERVER_MS_BUDGET && failed === 0,
    });
  }
  for (const t of b.csv) {
    const failed = t.non200 + t.errors;
    checks.push({
      name: `\`${t.path}\` signed in (${t.role}), ${t.path.includes("ledger") ? "the journal" : size}: median time to the first byte`,
      value: `${fmt(t.median)} ms (p95 ${fmt(t.p95)}; whole ${(t.bytes / 1e6).toFixed(1)} MB in ${fmt(t.fullMedian)} ms)${failed ? `, ${failed} not 200` : ""}`,
      limit: `≤ ${BIG_REPORT.firstByteMs} ms`,
      pass: t.median <= BIG_REPORT.firstByteMs && failed === 0,
    });
  }
  const { other } = b;
  const loops = other.loops;
  const refused = loops.non200 + loops.errors;
  checks.push({
    name: `\`${other.path}\` signed in (${other.role}) at ${other.rate} req/s (paced) while ${loops.connections} connections loop \`${loops.path}\`: p99`,
    value: `${fmt(other.underLoops.p99)} ms (alone ${fmt(other.alone.p99)}; ${loops.downloads} downloads in ${loops.seconds.toFixed(0)} s${refused ? `, ${refused} not 200` : ""})`,
    limit: `≤ ${BIG_REPORT.other.p99Ms} ms`,
    pass: other.underLoops.p99 <= BIG_REPORT.other.p99Ms && refused === 0 && loops.downloads > 0,
  });
  return checks;
}

/* ---------- main ---------- */

const fmt = (n: number) => (n === Infinity ? "∞" : Number.isFinite(n) ? (n < 10 ? n.toFixed(1) : Math.round(n).toString()) : "n/a");

async function main(): Promise<number> {
  const o = parseArgs(process.argv.slice(2));
  // The app inherits this environment (bench/server.ts): turn its page cache off if asked.
  if (!o.pageCache) process.env.PAGE_CACHE_SECONDS = "0";
  process.chdir(root); // migrations folder, build paths and .tmp are relative to the repo
  const startedAt = new Date();
  const git = (args: string[]) => spawnSync("git", args, { cwd: root, encoding: "utf8" }).stdout?.trim() ?? "";
  const dirty = git(["status", "--porcelain"]).split("\n").filter(Boolean).length;
  const commit = `${git(["rev-parse", "--short", "HEAD"]) || "unknown"}${dirty ? ` (+${dirty} uncommitted files)` : ""}`;
  const loadAverageAtStart = os.loadavg();
  console.log(`[bench] load average ${loadAverageAtStart.map((l) => l.toFixed(2)).join(" / ")} on ${os.cpus().length} CPUs`);

  const parts = o.parts;
  console.log(`[bench] parts: ${[...parts].join(", ") || "none"}`);
  const build = o.seedOnly ? "skipped (--seed-only)" : ensureBuild(o.build);
  console.log(`[bench] build: ${build}`);
  if (o.scale) {
    const { pageRequests, pageWarmup, retries, quietWait, analyze, keep } = o;
    return runScale({
      sizes: o.scale,
      kept: o.db,
      rounds: o.scaleRounds,
      pageRequests,
      pageWarmup,
      retries,
      quietWait,
      analyze,
      keep,
      startedAt,
      build,
      commit,
    });
  }
  if (parts.has("reference") && !o.seedOnly) console.log(`[bench] reference build (bench/reference): ${ensureReferenceBuild(o.build)}`);

  // A kept database (--db) stays where it is; a new one is removed unless --keep.
  const kept = o.db[0];
  const dir = kept ? path.dirname(path.resolve(kept)) : path.join(root, ".tmp", `bench-${startedAt.toISOString().replace(/[:.]/g, "-")}`);
  const dbFile = kept ? path.resolve(kept) : path.join(dir, "guyub.db");
  if (kept) o.keep = true;
  const running: Running[] = [];
  // Every app server the run started, for the report (what they wrote to stderr).
  const servers: Array<{ label: string; server: Running }> = [];
  const cleanup = async () => {
    await Promise.all(running.map((s) => s.stop()));
    running.length = 0;
    if (!o.keep) fs.rmSync(dir, { recursive: true, force: true });
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      console.log(`\n[bench] ${signal}: stopping servers, removing ${path.relative(root, dir)}`);
      void cleanup().finally(() => process.exit(130));
    });
  }

  let app: Running | undefined;
  try {
    const { seed, reused } = await benchDatabase({ communities: o.communities, kept, dir, analyze: o.analyze, campaigns: o.campaigns });
    if (!reused)
      console.log(
        `[bench] seeded in ${seed.seconds.toFixed(1)} s (rows ${seed.generateSeconds.toFixed(1)} s, FTS insert ${seed.copySeconds.toFixed(1)} s, ` +
          `${seed.briefs.toLocaleString("en-US")} briefs + ${seed.applications.toLocaleString("en-US")} applications ${seed.workspaceSeconds.toFixed(1)} s, ` +
          `${seed.campaigns.campaigns.toLocaleString("en-US")} campaigns + ${seed.campaigns.proofs.toLocaleString("en-US")} proofs ${seed.campaignSeconds.toFixed(1)} s, ` +
          `${seed.reviews.reviews.toLocaleString("en-US")} reviews (${seed.reviews.published.toLocaleString("en-US")} published, ${seed.reviews.pastCampaigns.toLocaleString("en-US")} past campaigns) ${seed.reviewSeconds.toFixed(1)} s, ` +
          `${seed.money.invoices.toLocaleString("en-US")} invoices + ${seed.money.ledgerLines.toLocaleString("en-US")} ledger lines ${seed.moneySeconds.toFixed(1)} s, ` +
          `${(seed.packages?.packages ?? 0).toLocaleString("en-US")} packages ${(seed.packageSeconds ?? 0).toFixed(1)} s, ` +
          `${(seed.messages?.messages ?? 0).toLocaleString("en-US")} messages in ${(seed.messages?.threads ?? 0).toLocaleString("en-US")} threads ${(seed.messageSeconds ?? 0).toFixed(1)} s, analyze ${seed.analyzeSeconds.toFixed(1)} s)`,
      );
    if (o.seedOnly) {
      console.log(`[bench] ${JSON.stringify(seed)}${o.keep ? `; database kept in ${path.relative(root, dir)}` : ""}`);
      return 0;
    }
    console.log(`[bench] campaigns: ${JSON.stringify(seed.campaigns)}`);
    if (seed.money) console.log(`[bench] money: ${JSON.stringify(seed.money)}`);
    if (seed.packages) console.log(`[bench] packages: ${JSON.stringify(seed.packages)}`);
    if (seed.bookings) console.log(`[bench] bookings: ${JSON.stringify(seed.bookings)}`);
    const cases = defineCases(dbFile);
    // The measured paths, with the seeded ids filled in (bench/pages.ts placeholders).
    // The pages part: these are weighed and timed (none when it does not run).
    const weighed = parts.has("pages");
    // --pages: only the paths that contain one of its words.
    const chosen = (path: string) => !o.pages || o.pages.some((word) => path.includes(word));
    const signedInPages = weighed
      ? SIGNED_IN_PAGES.filter((p) => chosen(p.path)).map((p) => ({ ...p, path: resolvePath(p.path, seed.campaigns.targets) }))
      : [];
    const signedInApi = weighed
      ? SIGNED_IN_API.filter((p) => chosen(p.path)).map((p) => ({ ...p, path: resolvePath(p.path, seed.campaigns.targets) }))
      : [];
    const publicTimed = weighed ? PUBLIC_TIMED.filter(chosen).map((p) => resolvePath(p, seed.campaigns.targets)) : [];

    app = await startApp(dbFile);
    running.push(app);
    servers.push({ label: "app", server: app });
    console.log(`[bench] remix-serve up at ${app.url} (pid ${app.pid})`);
    const headers: Record<string, string> = o.gzip ? { "accept-encoding": "gzip" } : {};
    const pids = [process.pid, app.pid];

    // Sessions: one per role, signed in like any client. They are rows in the database,
    // so every server of the run (1 worker, 2 workers) accepts them.
    const cookies = new Map<Role, string>();
    const signInAs = async (url: string, roles: Iterable<Role>) => {
      for (const role of roles) if (!cookies.has(role)) cookies.set(role, await signIn(url, role));
    };
    await signInAs(app.url, new Set([...signedInPages, ...signedInApi].map((p) => p.role)));
    if (parts.has("report"))
      await signInAs(app.url, new Set([...BIG_REPORT.pages, ...BIG_REPORT.csv, BIG_REPORT.other].map((p) => p.role)));
    const session = (role: Role) => ({ cookie: cookies.get(role)! });

    // Bytes first: colleagues rebuilding during a long run would replace public/build.
    const assetCache = new Map<string, Fetched | null>();
    const pages: PageWeight[] = [];
    for (const p of weighed ? [...PUBLIC_PAGES.filter(chosen), ...publicTimed] : []) pages.push(await weighPage(app.url, p, assetCache));
    for (const p of signedInPages) {
      pages.push(await weighPage(app.url, p.path, assetCache, { headers: session(p.role), signedInAs: p.role }));
    }
    const publicPage = (path: string) => pages.find((p) => p.path === path && !p.signedInAs);
    const browsePage = publicPage("/browse");
    const browseShown = browsePage ? (await probe(app.url, "browse", "/browse")).shown : 0;
    const unionOf = ["/", "/browse"].filter((p) => publicPage(p));
    const jsUnion = { pages: unionOf, ...unionJsGzip(unionOf.map((p) => publicPage(p)!)) };
    for (const p of pages) {
      console.log(
        `[bench] ${p.path}${p.signedInAs ? ` (${p.signedInAs})` : ""}: ${p.status === 200 ? "" : `answered ${p.status}${p.location ? ` -> ${p.location}` : ""}; `}` +
          `HTML ${p.html.gzip} B gzip, JS ${p.jsGzip} B gzip in ${p.js.length} files, CSS ${p.cssGzip} B gzip`,
      );
    }

    // Server time of the signed-in pages: one user, one request at a time, no page cache.
    // A page that did not answer 200 when weighed is not timed (a 404 is a route not in
    // this build yet): its check fails with what it answered.
    const signedIn: SignedInResult[] = [];
    const notTimed: NotTimed[] = [];
    const base = app.url;
    if (signedInPages.length) await waitForQuiet(pids, o.quietWait, say);
    for (const p of signedInPages) {
      const weighed = pages.find((w) => w.path === p.path && w.signedInAs === p.role);
      if (weighed && weighed.status !== 200) {
        const reason = notServed(weighed.status, weighed.location, "page");
        notTimed.push({ path: p.path, role: p.role, kind: "page", status: weighed.status, reason });
        say(`${p.path} (${p.role}): not timed, ${reason}`);
        continue;
      }
      const run = await leastDisturbed(
        `${p.path} (${p.role})`,
        { ...o, pids },
        () =>
          sequentialLatency(base + p.path, {
            requests: o.pageRequests,
            warmup: o.pageWarmup,
            headers: { ...headers, ...session(p.role) },
            pids,
          }),
        { short: true },
      );
      signedIn.push({ path: p.path, role: p.role, ...run });
      say(
        `${p.path} (${p.role}): median ${fmt(run.median)} ms, p95 ${fmt(run.p95)} ms over ${run.requests} requests` +
          (run.non200 || run.errors ? ` (${run.non200} not 200, ${run.errors} errors)` : ""),
      );
    }

    // Public pages timed anonymously the same way: after the first request (a warm-up) the
    // anonymous page cache answers them, so this is their time from the cache.
    for (const path of publicTimed) {
      const weighedPage = pages.find((w) => w.path === path && !w.signedInAs);
      if (weighedPage && weighedPage.status !== 200) {
        const reason = notServed(weighedPage.status, weighedPage.location, "page");
        notTimed.push({ path, role: "visitor", kind: "page", status: weighedPage.status, reason });
        say(`${path} (visitor): not timed, ${reason}`);
        continue;
      }
      const run = await leastDisturbed(
        `${path} (visitor)`,
        { ...o, pids },
        () => sequentialLatency(base + path, { requests: o.pageRequests, warmup: o.pageWarmup, headers, pids }),
        { short: true },
      );
      signedIn.push({ path, role: "visitor (page cache)", ...run });
      say(`${path} (visitor, page cache): median ${fmt(run.median)} ms, p95 ${fmt(run.p95)} ms over ${run.requests} requests`);
    }

    // Server time of the signed-in JSON/CSV endpoints, measured the same way.
    const signedInApiResults: SignedInResult[] = [];
    for (const p of signedInApi) {
      const withSession = { ...headers, ...session(p.role) };
      const seen = await probeEndpoint(base + p.path, withSession);
      if (seen.status !== 200) {
        const reason = notServed(seen.status, seen.location, "endpoint", seen.detail);
        notTimed.push({ path: p.path, role: p.role, kind: "endpoint", status: seen.status, reason });
        say(`${p.path} (${p.role}): not timed, ${reason}`);
        continue;
      }
      const run = await leastDisturbed(
        `${p.path} (${p.role})`,
        { ...o, pids },
        () => sequentialLatency(base + p.path, { requests: o.pageRequests, warmup: o.pageWarmup, headers: withSession, pids }),
        { short: true },
      );
      signedInApiResults.push({ path: p.path, role: p.role, ...run });
      say(
        `${p.path} (${p.role}): median ${fmt(run.median)} ms, p95 ${fmt(run.p95)} ms over ${run.requests} requests` +
          (run.non200 || run.errors ? ` (${run.non200} not 200, ${run.errors} errors)` : ""),
      );
    }

    // The report of the 1,000-campaign brief (bench/big-report.ts).
    let bigReport: BigReportResults | undefined;
    if (parts.has("report")) {
      const targets = seed.campaigns.targets;
      await waitForQuiet(pids, o.quietWait, say);
      const reportPages: BigReportResults["pages"] = [];
      for (const p of BIG_REPORT.pages) {
        const url = base + resolvePath(p.path, targets);
        const withSession = { ...headers, ...session(p.role) };
        const seen = await probeEndpoint(url, withSession);
        if (seen.status !== 200) throw new Error(`${p.path} (${p.role}) ${notServed(seen.status, seen.location, "page", seen.detail)}`);
        const run = await leastDisturbed(
          `${p.path} (${p.role})`,
          { ...o, pids },
          () => sequentialLatency(url, { requests: o.pageRequests, warmup: o.pageWarmup, headers: withSession, pids }),
          { short: true },
        );
        reportPages.push({ path: resolvePath(p.path, targets), role: p.role, ...run });
        say(`${p.path} (${p.role}): median ${fmt(run.median)} ms, p95 ${fmt(run.p95)} ms over ${run.requests} requests`);
      }
      const csv: BigReportResults["csv"] = [];
      for (const p of BIG_REPORT.csv) {
        const url = base + resolvePath(p.path, targets);
        const run = await leastDisturbed(
          `${p.path} (${p.role}) first byte`,
          { ...o, pids },
          () =>
            firstByteLatency(url, {
              requests: Math.max(20, Math.round(o.pageRequests / 4)),
              warmup: Math.min(5, o.pageWarmup),
              headers: { ...headers, ...session(p.role) },
              pids,
            }),
          { short: true },
        );
        csv.push({ path: resolvePath(p.path, targets), role: p.role, ...run });
        say(
          `${p.path} (${p.role}): first byte median ${fmt(run.median)} ms, p95 ${fmt(run.p95)} ms; whole ${run.bytes.toLocaleString("en-US")} B median ${fmt(run.fullMedian)} ms`,
        );
      }
      const loopPath = resolvePath(BIG_REPORT.loopPath, targets);
      const { other } = BIG_REPORT;
      const run = await leastDisturbed(`${other.path} while the CSV loops`, { ...o, pids }, async () => {
        const r = await otherUserUnderCsvLoops(base, {
          loopUrl: base + loopPath,
          loopHeaders: { ...headers, ...session("ADVERTISER") },
          otherHeaders: { ...headers, ...session(other.role) },
          duration: o.duration,
          pids,
        });
        return { ...r, otherCpu: Math.max(r.alone.otherCpu, r.underLoops.otherCpu) };
      });
      bigReport = {
        brief: targets.hugeBrief,
        campaigns: seed.campaigns.hugeBriefCampaigns,
        pages: reportPages,
        csv,
        other: {
          path: other.path,
          role: other.role,
          rate: other.rate,
          alone: run.alone,
          underLoops: run.underLoops,
          loops: { ...run.loops, path: loopPath },
        },
      };
      say(
        `${other.path} (${other.role}) paced ${other.rate}/s: alone p99 ${fmt(run.alone.p99)} ms; while ${run.loops.connections} connections loop ${loopPath}: ` +
          `p50 ${fmt(run.underLoops.p50)} ms, p99 ${fmt(run.underLoops.p99)} ms (${run.loops.downloads} downloads, ${run.loops.non200} not 200, ${run.loops.errors} errors)`,
      );
    }

    let ceiling: (MaxRun & { bodyBytes: number }) | undefined;
    const results: CaseResult[] = [];
    const steadySignedIn: SteadySignedInResult[] = [];
    if (parts.has("load")) {
      // The ceiling: same client, same response bytes, no app.
      const htmlFile = path.join(dir, "browse.html");
      fs.writeFileSync(htmlFile, await (await fetch(app.url + "/browse")).text());
      const ceilingServer = await startCeiling(htmlFile, o.gzip);
      running.push(ceilingServer);
      const ceilingPids = [process.pid, ceilingServer.pid];
      await waitForQuiet(ceilingPids, o.quietWait, say);
      const ceilingRun = await leastDisturbed("ceiling", { ...o, pids: ceilingPids }, () =>
        maxThroughput(ceilingServer.url + "/", {
          connections: o.connections,
          duration: o.duration,
          warmup: o.warmup,
          headers,
          pids: ceilingPids,
        }),
      );
      await ceilingServer.stop();
      running.splice(running.indexOf(ceilingServer), 1);
      const theCeiling = { ...ceilingRun, bodyBytes: fs.statSync(htmlFile).size };
      ceiling = theCeiling;
      console.log(`[bench] ceiling: ${fmt(theCeiling.rps)} req/s, p50 ${fmt(theCeiling.p50)} ms, p99 ${fmt(theCeiling.p99)} ms`);

      for (const endpoint of ["browse", "api"] as const) {
        for (const c of cases) {
          const url = endpoint === "browse" ? c.browse : c.api;
          const full = app.url + url;
          const seen = await probe(app.url, endpoint, url);
          const load = { connections: o.connections, duration: o.duration, headers, pids };
          const retry = { ...o, pids };
          const label = `${endpoint} ${c.name}`;
          const max = await leastDisturbed(`${label} max`, retry, () => maxThroughput(full, { ...load, warmup: o.warmup }));
          const paced = await leastDisturbed(`${label} paced`, retry, () => pacedRate(full, { ...load, rate: o.rate }));
          const burst = o.burst
            ? await leastDisturbed(`${label} burst`, retry, () => burstRate(full, { ...load, rate: o.rate }))
            : undefined;
          const result: CaseResult = { endpoint, name: c.name, path: url, ...seen, max, paced, burst, ofCeiling: max.rps / theCeiling.rps };
          results.push(result);
          console.log(
            `[bench] ${endpoint} ${c.name}: ${seen.matches} matches; max ${fmt(max.rps)} req/s (p99 ${fmt(max.p99)} ms); ` +
              `paced ${o.rate}/s p99 ${fmt(paced.p99)} ms${paced.unanswered ? ` (${paced.unanswered} unanswered)` : ""}` +
              (burst ? `; burst p99 ${fmt(burst.p99)} ms` : ""),
          );
        }
      }
    }

    // Signed-in pages under a steady load, with their role's session.
    if (parts.has("load")) {
      const base = app.url;
      for (const p of STEADY_SIGNED_IN.pages) {
        const load = {
          connections: o.connections,
          duration: o.duration,
          headers: { ...headers, ...session(p.role) },
          pids,
          rate: STEADY_SIGNED_IN.rate,
        };
        const run = await leastDisturbed(`${p.path} paced`, { ...o, pids }, () => pacedRate(base + p.path, load));
        steadySignedIn.push({ path: p.path, role: p.role, rate: STEADY_SIGNED_IN.rate, run });
        console.log(`[bench] ${p.path} (${p.role}): paced ${STEADY_SIGNED_IN.rate}/s p50 ${fmt(run.p50)} ms, p99 ${fmt(run.p99)} ms`);
      }
    }

    // The other parts start servers of their own: the first one rests.
    if (parts.has("reference") || parts.has("scaling") || parts.has("mixed") || parts.has("uploads")) {
      await app.stop();
      running.splice(running.indexOf(app), 1);
    }
    const track = (label: string, server: Running) => {
      running.push(server);
      servers.push({ label, server });
    };
    const untrack = (server: Running) => {
      if (running.includes(server)) running.splice(running.indexOf(server), 1);
    };

    // Fresh renders against the minimal Remix app, and 1 worker against 2.
    let throughput: ThroughputResults | undefined;
    if (parts.has("reference") || parts.has("scaling")) {
      await waitForQuiet([process.pid], o.quietWait, say);
      throughput = await compareThroughput(
        {
          parts,
          rounds: o.compareRounds,
          duration: o.compareDuration,
          warmup: o.compareWarmup,
          prewarm: o.comparePrewarm,
          connections: o.compareConnections,
          headers,
        },
        {
          dbFile,
          dir,
          session: async (url, role) => {
            await signInAs(url, [role]);
            return session(role);
          },
          track,
          untrack,
          say,
        },
      );
    }

    // The mixed run: anonymous and signed-in reads with writes, at a steady rate, served
    // by MIXED.workers workers (scripts/serve.js) when there is a cluster primary to run.
    let mixed: SteadyRun | undefined;
    let mixedSetup: Results["mixedSetup"];
    if (parts.has("mixed")) {
      const canCluster = fs.existsSync(SERVE_SCRIPT);
      const workers = o.mixedWorkers > 1 && !canCluster ? 1 : o.mixedWorkers;
      mixedSetup = {
        workers,
        asked: o.mixedWorkers,
        note: workers < o.mixedWorkers ? `${path.relative(root, SERVE_SCRIPT)} missing` : undefined,
      };
      const server = await startApp(dbFile, { workers });
      track(`app for the mixed run, ${workers} worker${workers > 1 ? "s" : ""}`, server);
      say(
        `app for the mixed run with ${workers} worker${workers > 1 ? "s" : ""}${mixedSetup.note ? ` (${o.mixedWorkers} asked: ${mixedSetup.note})` : ""} up at ${server.url} (pid ${server.pid})`,
      );
      await signInAs(server.url, ["COMMUNITY_OWNER", "ADVERTISER", "ADMIN"]);
      const ownerId = ((await (await fetch(`${server.url}/api/user`, { headers: session("COMMUNITY_OWNER") })).json()) as { id: number })
        .id;
      const owned = (await (
        await fetch(`${server.url}/api/users/${ownerId}/communities`, { headers: session("COMMUNITY_OWNER") })
      ).json()) as { id: number }[];
      const ctx = { session, communityId: owned[0].id, runId: Date.now().toString(36) };
      const mixedPids = () => [process.pid, ...processTree(server.pid)];
      // A fresh server (and each of its workers) warms up first: the same mix, other
      // client addresses and e-mails, not counted.
      await pacedRate(server.url, {
        rate: MIXED.rate,
        connections: o.connections,
        duration: o.warmup,
        headers,
        pids: mixedPids(),
        requestFor: (i) => mixedRequest(i + 1_000_000, { ...ctx, runId: `${ctx.runId}-warm` }),
      });
      await waitForQuiet(mixedPids(), o.quietWait, say);
      const theRun = await pacedRate(server.url, {
        rate: MIXED.rate,
        connections: o.connections,
        duration: o.mixedDuration,
        headers,
        pids: mixedPids(),
        requestFor: (i) => mixedRequest(i, ctx),
      });
      mixed = theRun;
      await server.stop();
      untrack(server);
      console.log(
        `[bench] mixed read/write ${MIXED.rate}/s for ${o.mixedDuration} s, ${workers} worker${workers > 1 ? "s" : ""}: p50 ${fmt(theRun.p50)} ms, p99 ${fmt(theRun.p99)} ms, ` +
          `${theRun.requests} answered, ${theRun.non2xx} not 2xx, ${theRun.errors} errors, ${theRun.unanswered ?? 0} unanswered`,
      );
    }

    // The uploads run: another user's page while one owner keeps the server decoding
    // screenshots, served by 2 workers as npm start serves Guyub (bench/uploads.ts).
    let uploads: (UploadsResult & { workers: number }) | undefined;
    if (parts.has("uploads")) {
      const workers = fs.existsSync(SERVE_SCRIPT) ? UPLOADS.workers : 1;
      const server = await startApp(dbFile, { workers, env: UPLOADS.env });
      track(`app for the uploads run, ${workers} worker${workers > 1 ? "s" : ""}`, server);
      say(`app for the uploads run with ${workers} worker${workers > 1 ? "s" : ""} up at ${server.url} (pid ${server.pid})`);
      await signInAs(server.url, ["COMMUNITY_OWNER", "ADVERTISER", "ADMIN"]);
      const ownerId = ((await (await fetch(`${server.url}/api/user`, { headers: session("COMMUNITY_OWNER") })).json()) as { id: number })
        .id;
      const owned = (await (
        await fetch(`${server.url}/api/users/${ownerId}/communities`, { headers: session("COMMUNITY_OWNER") })
      ).json()) as { id: number }[];
      const uploadPids = () => [process.pid, ...processTree(server.pid)];
      await waitForQuiet(uploadPids(), o.quietWait, say);
      const run = await uploadsRun(server.url, {
        session,
        communityId: owned[0].id,
        duration: o.uploadsDuration,
        connections: o.uploadsConnections,
        pids: uploadPids,
        say,
      });
      uploads = { ...run, workers };
      await server.stop();
      untrack(server);
      console.log(
        `[bench] uploads: ${UPLOADS.page.path} at ${UPLOADS.rate}/s idle p50 ${fmt(run.idle.p50)} ms, p99 ${fmt(run.idle.p99)} ms; ` +
          `with uploads p50 ${fmt(run.loaded.p50)} ms, p99 ${fmt(run.loaded.p99)} ms; ${run.accepted} proofs taken (median ${fmt(run.jobMedianMs)} ms), answers ${JSON.stringify(run.statuses)}`,
      );
    }

    /* ---------- targets ---------- */
    const checks: Check[] = [];
    const kb = (b: number) => `${(b / 1000).toFixed(1)} KB`;
    const who = (role: string | null) => (role ? ` signed in (${role})` : "");
    const notOk = pages.filter((p) => p.status !== 200);
    if (weighed)
      checks.push({
        name: "every weighed page answers 200 (signed in: the session holds)",
        value: notOk.length
          ? notOk
              .map(
                (p) =>
                  `\`${p.path}\`${who(p.signedInAs)} ${p.status}${p.status === 404 ? " (not in this build?)" : ""}${p.location ? ` -> ${p.location}` : ""}`,
              )
              .join(", ")
          : `${pages.length} pages`,
        limit: "200",
        pass: notOk.length === 0,
      });
    // The product rule: every page, signed in or not, at most 100 KB of gzipped JS.
    for (const p of pages) {
      checks.push({
        name: `JS loaded by \`${p.path}\`${who(p.signedInAs)} (gzip)`,
        value: p.status === 200 ? kb(p.jsGzip) : `n/a (answered ${p.status})`,
        limit: "≤ 100 KB",
        pass: p.status === 200 && p.jsGzip <= JS_BUDGET_BYTES,
      });
    }
    if (browsePage) {
      checks.push({
        name: `HTML of \`/browse\` with ${browseShown} results (gzip)`,
        value: kb(browsePage.html.gzip),
        limit: "< 30 KB, 12 results",
        pass: browsePage.html.gzip < 30_000 && browseShown === 12,
      });
    }
    // The product rule: every signed-in page, median server time at most 20 ms.
    for (const t of notTimed) {
      checks.push({
        name: `\`${t.path}\`${who(t.role)}: median server time${t.kind === "endpoint" ? " (API)" : ""}`,
        value: `not measured: ${t.reason}`,
        limit: `≤ ${SERVER_MS_BUDGET} ms`,
        pass: false,
      });
    }
    for (const t of [...signedIn, ...signedInApiResults]) {
      const failed = t.non200 + t.errors;
      checks.push({
        name: `\`${t.path}\`${who(t.role)}: median server time`,
        value: `${fmt(t.median)} ms (p95 ${fmt(t.p95)})${failed ? `, ${failed} of ${t.requests + t.errors} not 200` : ""}`,
        limit: `≤ ${SERVER_MS_BUDGET} ms`,
        pass: t.median <= SERVER_MS_BUDGET && failed === 0,
      });
    }
    if (bigReport) checks.push(...bigReportChecks(bigReport));
    for (const r of results) {
      const label = `${r.endpoint === "browse" ? "page" : "API"} ${r.name}: p99 at ${o.rate} req/s`;
      if (o.gate !== "burst")
        checks.push({ name: `${label} (paced)`, value: `${fmt(r.paced.p99)} ms`, limit: "< 50 ms", pass: r.paced.p99 < 50 });
      if (o.gate !== "paced" && r.burst)
        checks.push({ name: `${label} (burst)`, value: `${fmt(r.burst.p99)} ms`, limit: "< 50 ms", pass: r.burst.p99 < 50 });
    }
    for (const t of steadySignedIn) {
      checks.push({
        name: `\`${t.path}\` signed in (${t.role}): p99 at ${t.rate} req/s (paced)`,
        value: `${fmt(t.run.p99)} ms`,
        limit: `< ${STEADY_SIGNED_IN.p99Ms} ms`,
        pass: t.run.p99 < STEADY_SIGNED_IN.p99Ms,
      });
    }
    if (throughput) checks.push(...throughputChecks(throughput));
    if (mixed && mixedSetup) {
      const failed = mixed.non2xx + mixed.errors + (mixed.unanswered ?? 0);
      const served = `${mixedSetup.workers} worker${mixedSetup.workers > 1 ? "s" : ""}`;
      const label = `mixed reads and writes at ${MIXED.rate} req/s for ${o.mixedDuration} s (paced), ${served}`;
      checks.push({
        name: `${label}: failed requests; p50 ${fmt(mixed.p50)} ms`,
        value: `${failed} of ${mixed.requests + (mixed.unanswered ?? 0)} failed`,
        limit: "0",
        pass: failed === 0,
      });
      // The latency target holds for a server using both cores (bench/mixed.ts MIXED).
      const p99 = { name: `${label}: p99`, limit: `< ${MIXED.p99Ms} ms with ${MIXED.workers} workers` };
      if (mixedSetup.workers >= MIXED.workers) checks.push({ ...p99, value: `${fmt(mixed.p99)} ms`, pass: mixed.p99 < MIXED.p99Ms });
      else
        checks.push({
          ...p99,
          value: `${fmt(mixed.p99)} ms; skipped: ${mixedSetup.note ?? `${served} asked (--mixed-workers)`}`,
          pass: true,
          skipped: true,
        });
    }
    if (uploads) {
      const failed = uploads.loaded.non2xx + uploads.loaded.errors + (uploads.loaded.unanswered ?? 0);
      const served = `${uploads.workers} worker${uploads.workers > 1 ? "s" : ""}`;
      checks.push({
        name: `\`${UPLOADS.page.path}\` signed in (${UPLOADS.page.role}) at ${UPLOADS.rate} req/s (paced) while one owner uploads screenshots, ${served}: p99 (idle ${fmt(uploads.idle.p99)} ms)`,
        value: `${fmt(uploads.loaded.p99)} ms${failed ? `, ${failed} failed` : ""}`,
        limit: `≤ ${UPLOADS.p99Ms} ms`,
        pass: uploads.loaded.p99 <= UPLOADS.p99Ms && failed === 0,
      });
      // Without accepted proofs the run measured no image work.
      checks.push({
        name: "the uploads run decoded screenshots all along (proofs taken, campaigns left)",
        value: `${uploads.accepted} proofs${uploads.ranOut ? ", ran out of campaigns" : ""}`,
        limit: "> 0, not run out",
        pass: uploads.accepted > 0 && !uploads.ranOut,
      });
    }
    const runs = [
      ...(ceiling ? [ceiling] : []),
      ...results.flatMap((r) => [r.max, r.paced, ...(r.burst ? [r.burst] : [])]),
      ...steadySignedIn.map((t) => t.run),
      ...(throughput?.cases.flatMap((c) => c.runs) ?? []),
      ...(uploads ? [uploads.idle, uploads.loaded] : []),
    ];
    const bigReportRuns = bigReport ? [bigReport.other.alone, bigReport.other.underLoops] : [];
    const bigReportTimed = bigReport ? [...bigReport.pages, ...bigReport.csv] : [];
    const failures =
      [...runs, ...bigReportRuns].reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0) +
      [...signedIn, ...signedInApiResults, ...bigReportTimed].reduce((n, t) => n + t.non200 + t.errors, 0);
    checks.push({ name: "every response 2xx, no errors or timeouts", value: `${failures} failed`, limit: "0", pass: failures === 0 });
    const missing = pages.flatMap((p) => p.missing);
    if (missing.length)
      checks.push({ name: "every asset a page references answers 200", value: missing.join(", "), limit: "none missing", pass: false });

    const warnings: string[] = [];
    const noisy = Math.max(
      ...[...runs, ...bigReportRuns, ...signedIn, ...signedInApiResults, ...bigReportTimed].map((r) => r.otherCpu).filter(Number.isFinite),
      0,
    );
    if (noisy > NOISY) {
      warnings.push(
        `other processes used up to ${Math.round(noisy * 100)}% of the machine's CPU during a run: throughput and latency are understated; rerun on a quiet machine before trusting a FAIL.`,
      );
    }
    const lag = Math.max(...results.map((r) => r.paced.sendLagP99 ?? 0));
    if (lag > 5)
      warnings.push(`the paced generator itself sent requests up to ${fmt(lag)} ms late (p99): the bench process was starved of CPU.`);
    const overloaded = results.filter((r) => r.paced.unanswered);
    if (overloaded.length) {
      warnings.push(
        `overloaded at ${o.rate} req/s (requests unanswered 10 s after the schedule ended): ${overloaded.map((r) => `${r.endpoint === "browse" ? "page" : "API"} ${r.name}`).join("; ")}.`,
      );
    }
    if (results.some((r) => r.note))
      warnings.push("a page case is past the end of the data (small --communities): it measures the last page instead.");
    const serverStderr = servers
      .filter((s) => s.server.stderr().trim())
      .map((s) => (servers.length > 1 ? `[${s.label}]\n${s.server.stderr()}` : s.server.stderr()))
      .join("\n");
    if (serverStderr.trim())
      warnings.push(
        `the server wrote to stderr (${serverStderr.trim().split("\n").length} lines; see serverStderr in the JSON). Last: ${serverStderr.trim().split("\n").pop()}`,
      );

    const report: Results = {
      meta: {
        startedAt: startedAt.toISOString(),
        commit,
        node: process.version,
        cpus: os.cpus().length,
        loadAverageAtStart,
        build,
        communities: o.communities,
        durationS: o.duration,
        warmupS: o.warmup,
        connections: o.connections,
        rate: o.rate,
        acceptEncoding: o.gzip ? "gzip" : "none (identity)",
        pageCache: o.pageCache ? `on (PAGE_CACHE_SECONDS=${process.env.PAGE_CACHE_SECONDS ?? 60})` : "off",
        steadyGate: o.gate,
        analyze: o.analyze,
        load: o.load,
        pageRequests: o.pageRequests,
        pageWarmup: o.pageWarmup,
        parts: [...parts],
        // Up to here; stopping the servers and removing the database take a few more seconds.
        elapsedSeconds: (Date.now() - startedAt.getTime()) / 1000,
      },
      seed,
      ceiling,
      cases: results,
      pages,
      jsUnion,
      signedIn,
      signedInApi: signedInApiResults,
      notTimed,
      steadySignedIn,
      bigReport,
      mixed,
      mixedSetup,
      throughput,
      uploads,
      checks,
      warnings,
      serverStderr: serverStderr.slice(-20_000),
      pass: checks.every((c) => c.pass),
    };
    const jsonFile = path.join(root, ".tmp", "bench-results.json");
    writeJson(jsonFile, report);
    console.log("\n" + renderMarkdown(report) + "\n");
    console.log(`[bench] JSON: ${path.relative(root, jsonFile)}${o.keep ? `; database kept in ${path.relative(root, dir)}` : ""}`);
    return report.pass ? 0 : 1;
  } catch (error) {
    // Say what the server was doing: a crash of the app is the likeliest cause.
    if (app) {
      console.error(`[bench] app server: ${app.ended() ? `ended (${app.ended()})` : "still running"}; its stderr (tail):`);
      console.error(app.stderr().split("\n").slice(-40).join("\n") || "(empty)");
    }
    throw error;
  } finally {
    await cleanup();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`[bench] failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
    process.exit(2);
  },
);
