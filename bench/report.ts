import fs from "node:fs";
import path from "node:path";
import { BIG_REPORT, type BigReportResults } from "./big-report";
import type { MaxRun, SequentialRun, SteadyRun } from "./load";
import type { SeedResult } from "./seed";
import { CAMPAIGN_STATES } from "../app/utils/enums";
import { SERVER_MS_BUDGET, STEADY_SIGNED_IN } from "./pages";
import { REFERENCE_GOAL, SCALING_GOAL, findCase, meanRps, ratio, type ThroughputCase, type ThroughputResults } from "./throughput";
import { renderUploads, type UploadsResult } from "./uploads";
import type { PageWeight } from "./weight";

/*
 * The results: one object, printed as Markdown tables (paste into a PR or a doc) and
 * written as JSON (diff two runs, or chart them). Sizes use 1 KB = 1000 bytes: the
 * stricter reading of "100 KB".
 */

export type CaseResult = {
  endpoint: "browse" | "api";
  name: string;
  path: string;
  /** Matching communities (X-Total-Count, or the page loader's total). */
  matches: number;
  /** Communities on the measured page. */
  shown: number;
  note?: string;
  max: MaxRun;
  paced: SteadyRun;
  burst?: SteadyRun;
  /** max.rps / ceiling.rps */
  ofCeiling: number;
};

/** A signed-in page timed with sequential requests (bench/load.ts sequentialLatency). */
export type SignedInResult = { path: string; role: string } & SequentialRun;

/** A signed-in page or endpoint that was not timed: it did not answer 200 (a 404: not in this build). */
export type NotTimed = { path: string; role: string; kind: "page" | "endpoint"; status: number; reason: string };

/** A signed-in page under a steady paced load (bench/pages.ts STEADY_SIGNED_IN). */
export type SteadySignedInResult = { path: string; role: string; rate: number; run: SteadyRun };

/** `skipped`: not measured on purpose (what it needs is missing); it does not fail the run. */
export type Check = { name: string; value: string; limit: string; pass: boolean; skipped?: boolean };

export type Results = {
  meta: {
    startedAt: string;
    commit: string;
    node: string;
    cpus: number;
    loadAverageAtStart: number[];
    build: string;
    communities: number;
    durationS: number;
    warmupS: number;
    connections: number;
    rate: number;
    acceptEncoding: string;
    pageCache?: string;
    steadyGate: "paced" | "burst" | "both";
    analyze: boolean;
    /** false: --no-load, no ceiling and no load cases. */
    load: boolean;
    pageRequests: number;
    pageWarmup: number;
    /** The parts that ran (bench/run.ts --only). */
    parts?: string[];
    /** From the start to the report. */
    elapsedSeconds: number;
  };
  seed: SeedResult;
  /** Absent with --no-load. */
  ceiling?: MaxRun & { bodyBytes: number };
  cases: CaseResult[];
  pages: PageWeight[];
  jsUnion: { pages: string[]; files: number; gzip: number };
  signedIn: SignedInResult[];
  /** Signed-in JSON/CSV endpoints (bench/pages.ts SIGNED_IN_API), timed like the pages. */
  signedInApi: SignedInResult[];
  /** Signed-in pages and endpoints that answered something else than 200, not timed. */
  notTimed: NotTimed[];
  /** Absent with --no-load. */
  steadySignedIn?: SteadySignedInResult[];
  /** The 1,000-campaign brief's report (bench/big-report.ts); absent unless the `report` part ran. */
  bigReport?: BigReportResults;
  /** The mixed read/write run (bench/mixed.ts); absent with --no-load or --no-mixed. */
  mixed?: SteadyRun;
  /** How many workers served the mixed run, and why fewer than asked. */
  mixedSetup?: { workers: number; asked: number; note?: string };
  /** The minimal-Remix reference and the 1-vs-2-worker scaling (bench/throughput.ts); absent unless run. */
  throughput?: ThroughputResults;
  /** Another user's page while one owner uploads screenshots (bench/uploads.ts), and the workers serving it; absent unless run. */
  uploads?: UploadsResult & { workers: number };
  checks: Check[];
  warnings: string[];
  serverStderr: string;
  pass: boolean;
};

const int = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString("en-US") : "n/a");
const ms = (n: number) => (n === Infinity ? "∞" : !Number.isFinite(n) ? "n/a" : n < 10 ? n.toFixed(1) : Math.round(n).toString());
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const pct = (x: number) => (Number.isFinite(x) ? `${(x * 100).toFixed(x < 0.1 ? 1 : 0)}%` : "n/a");
const passFail = (pass: boolean) => (pass ? "PASS" : "**FAIL**");
const verdict = (c: Check) => (c.skipped ? "SKIPPED" : passFail(c.pass));
const duration = (s: number) => (s < 60 ? `${Math.round(s)} s` : `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`);

function table(head: string[], align: string[], rows: string[][]): string {
  return [`| ${head.join(" | ")} |`, `|${align.join("|")}|`, ...rows.map((r) => `| ${r.join(" | ")} |`)].join("\n");
}

/** Signed-in timings, one row a path: requests, median, p95, max, the budget, other CPU. */
function timingTable(list: SignedInResult[]): string {
  return table(
    ["Path", "Signed in as", "Requests", "Median", "p95", "Max", `Median ≤ ${SERVER_MS_BUDGET}`, "Other CPU"],
    ["---", "---", "---:", "---:", "---:", "---:", ":---:", "---:"],
    list.map((t) => [
      `\`${t.path}\``,
      t.role,
      `${int(t.requests)}${t.non200 || t.errors ? ` (${t.non200} not 200, ${t.errors} errors)` : ""}`,
      ms(t.median),
      ms(t.p95),
      ms(t.max),
      passFail(t.median <= SERVER_MS_BUDGET && t.non200 + t.errors === 0),
      pct(t.otherCpu),
    ]),
  );
}

export function renderMarkdown(r: Results): string {
  const m = r.meta;
  const out: string[] = [];
  out.push(`## Guyub bench: ${m.startedAt}`);
  out.push("");
  out.push(
    `Commit ${m.commit} · Node ${m.node} · ${m.cpus} CPUs (load average at start ${m.loadAverageAtStart.map((l) => l.toFixed(2)).join(" / ")}) · build: ${m.build}`,
  );
  out.push(
    `${int(m.communities)} communities (+ the bench owner's) + ${int(r.seed.users)} users (their owners, one bench account per role) + ${int(r.seed.categoryRows)} category rows; ` +
      `${int(r.seed.advertisers)} advertisers, ${int(r.seed.briefs)} briefs, ${int(r.seed.applications)} applications, ${int(r.seed.members)} members; seeded in ${r.seed.seconds.toFixed(1)} s ` +
      `(rows ${r.seed.generateSeconds.toFixed(1)} s, insert with FTS ${r.seed.copySeconds.toFixed(1)} s, briefs and applications ${r.seed.workspaceSeconds.toFixed(1)} s, ` +
      `campaigns ${r.seed.campaignSeconds.toFixed(1)} s, ${m.analyze ? "ANALYZE + optimize" : "no ANALYZE"} ${r.seed.analyzeSeconds.toFixed(1)} s)`,
  );
  const c = r.seed.campaigns;
  out.push(
    `Campaigns: ${int(c.campaigns)} (${CAMPAIGN_STATES.map((s) => `${s} ${int(c.campaignStates[s])}`).join(", ")}) of ${int(c.approvedApplications)} approved applications, ` +
      `${int(c.proofs)} proofs, ${int(c.screenshots)} screenshot rows, ${int(c.campaignEvents)} history rows, ${int(c.invitations)} invitations; ` +
      `the bench owner has ${c.ownerCampaigns}, the bench advertiser's brief ${c.targets.bigBrief} has ${c.bigBriefCampaigns}` +
      (c.targets.hugeBrief
        ? `, its brief ${c.targets.hugeBrief} ${int(c.hugeBriefCampaigns)} (each proof with 10 links and a 2,000-character note)`
        : ""),
  );
  const talk = r.seed.messages;
  if (talk)
    out.push(
      `Conversations: ${int(talk.messages)} messages (${int(talk.images)} image rows) in ${int(talk.threads)} threads; ` +
        `the bench owner's campaign ${c.targets.ownerCampaign} and the bench advertiser's ${talk.brandThreadCampaign} have the two big ones.`,
    );
  // Older results have no parts: everything but what --no-load turned off ran.
  const ran = (part: string) => (m.parts ? m.parts.includes(part) : part === "pages" || m.load);
  if (ran("load")) {
    out.push(
      `Max: ${m.warmupS} s warm-up + ${m.durationS} s, ${m.connections} connections (closed loop, autocannon) · ` +
        `Paced: ${m.rate} req/s evenly spaced for ${m.durationS} s, latency from due time (open loop) · ` +
        `Burst: autocannon overallRate ${m.rate}, ${m.connections} connections · page cache: ${m.pageCache ?? "on"}`,
    );
  } else if (!m.load) {
    out.push("--no-load: no ceiling, no /browse and API load runs.");
  }
  if (ran("pages")) {
    out.push(
      `Signed-in pages: ${m.pageWarmup} warm-up + ${m.pageRequests} requests each, one at a time on one keep-alive connection, ` +
        `time from sending to the last byte (loopback) · Accept-Encoding: ${m.acceptEncoding}`,
    );
  }
  out.push(`${m.parts ? `Parts: ${m.parts.join(", ")} · ` : ""}run time ${duration(m.elapsedSeconds)}`);
  out.push("");
  if (m.load && r.ceiling) renderLoad(r, r.ceiling, out);

  if (r.throughput) renderThroughput(r.throughput, out);

  if (r.pages.length) {
    out.push("### Bytes (gzip, default level)");
    out.push("");
    out.push(
      table(
        ["Page", "Visitor", "HTML", "HTML raw", "JS (files)", "CSS", "served as"],
        ["---", "---", "---:", "---:", "---:", "---:", "---"],
        [
          ...r.pages.map((p) => [
            `\`${p.path}\``,
            p.signedInAs ?? "anonymous",
            p.status === 200 ? kb(p.html.gzip) : `answered ${p.status}`,
            kb(p.html.bytes),
            `${kb(p.jsGzip)} (${p.js.length})`,
            kb(p.cssGzip),
            p.servedEncoding ?? "identity",
          ]),
          [`JS of ${r.jsUnion.pages.join(" ∪ ")}`, "anonymous", "-", "-", `${kb(r.jsUnion.gzip)} (${r.jsUnion.files})`, "-", "-"],
        ],
      ),
    );
    out.push("");
  }

  if (r.steadySignedIn?.length) {
    out.push(`### Signed-in pages under a steady ${STEADY_SIGNED_IN.rate} req/s (paced, ms)`);
    out.push("");
    out.push(
      table(
        ["Page", "Signed in as", "Requests", "p50", "p99", `p99 < ${STEADY_SIGNED_IN.p99Ms}`, "Other CPU"],
        ["---", "---", "---:", "---:", "---:", ":---:", "---:"],
        r.steadySignedIn.map((t) => [
          `\`${t.path}\``,
          t.role,
          int(t.run.requests),
          ms(t.run.p50),
          ms(t.run.p99),
          passFail(t.run.p99 < STEADY_SIGNED_IN.p99Ms && t.run.non2xx + t.run.errors + t.run.timeouts === 0),
          pct(t.run.otherCpu),
        ]),
      ),
    );
    out.push("");
  }

  if (r.bigReport) renderBigReport(r.bigReport, out);

  if (r.mixed) {
    const m = r.mixed;
    const setup = r.mixedSetup;
    const workers = setup ? `, ${setup.workers} worker${setup.workers > 1 ? "s" : ""}${setup.note ? ` (${setup.note})` : ""}` : "";
    out.push(`### Mixed reads and writes at a steady ${m.rate} req/s${workers} (paced, ms)`);
    out.push("");
    out.push(
      table(
        ["Requests", "p50", "p99", "max", "Not 2xx", "Errors", "Unanswered", "Other CPU"],
        ["---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:"],
        [[int(m.requests), ms(m.p50), ms(m.p99), ms(m.max), int(m.non2xx), int(m.errors), int(m.unanswered ?? 0), pct(m.otherCpu)]],
      ),
    );
    out.push("");
  }

  if (r.uploads) out.push(...renderUploads(r.uploads, r.uploads.workers));

  for (const [title, list] of [
    ["Signed-in pages: server time (ms)", r.signedIn],
    ["Signed-in API endpoints: server time (ms)", r.signedInApi ?? []],
  ] as const) {
    if (!list.length) continue;
    out.push(`### ${title}`);
    out.push("");
    out.push(timingTable(list));
    out.push("");
  }
  if (r.notTimed?.length) {
    out.push("### Signed-in pages and endpoints not timed (they did not answer 200)");
    out.push("");
    out.push(
      table(
        ["Path", "Signed in as", "Why"],
        ["---", "---", "---"],
        r.notTimed.map((t) => [`\`${t.path}\``, t.role, t.reason]),
      ),
    );
    out.push("");
  }

  out.push("### Targets");
  out.push("");
  out.push(
    table(
      ["Target", "Value", "Limit", "Result"],
      ["---", "---:", "---:", ":---:"],
      r.checks.map((c) => [c.name, c.value, c.limit, verdict(c)]),
    ),
  );
  out.push("");
  for (const w of r.warnings) out.push(`> WARNING: ${w}`);
  if (r.warnings.length) out.push("");
  const failed = r.checks.filter((c) => !c.pass).length;
  const skipped = r.checks.filter((c) => c.skipped).length;
  const skippedNote = skipped ? `, ${skipped} skipped` : "";
  out.push(
    r.pass
      ? `**Result: PASS** (${r.checks.length - skipped} targets met${skippedNote})`
      : `**Result: FAIL** (${failed} of ${r.checks.length} targets failed${skippedNote})`,
  );
  return out.join("\n");
}

function renderLoad(r: Results, ceiling: MaxRun & { bodyBytes: number }, out: string[]): void {
  const m = r.meta;
  out.push("### Throughput and latency (ms)");
  out.push("");
  const rows = r.cases.map((c) => [
    c.endpoint === "browse" ? "page" : "API",
    c.name,
    `\`${c.path}\``,
    `${int(c.matches)} (${c.shown} shown)${c.note ? ` ${c.note}` : ""}`,
    int(c.max.rps),
    pct(c.ofCeiling),
    `${ms(c.max.p50)} / ${ms(c.max.p99)}`,
    `${ms(c.paced.p50)} / ${ms(c.paced.p99)}${c.paced.unanswered ? ` (${int(c.paced.unanswered)} of ${int(c.paced.requests + c.paced.unanswered)} unanswered)` : ""}`,
    passFail(c.paced.p99 < 50),
    c.burst ? `${ms(c.burst.p50)} / ${ms(c.burst.p99)}` : "-",
    c.burst ? passFail(c.burst.p99 < 50) : "-",
    pct(Math.max(c.max.otherCpu, c.paced.otherCpu, c.burst?.otherCpu ?? 0)),
  ]);
  rows.push([
    "ceiling",
    "bare node:http, fixed /browse HTML",
    "-",
    `${kb(ceiling.bodyBytes)} body`,
    int(ceiling.rps),
    "100%",
    `${ms(ceiling.p50)} / ${ms(ceiling.p99)}`,
    "-",
    "-",
    "-",
    "-",
    pct(ceiling.otherCpu),
  ]);
  out.push(
    table(
      [
        "",
        "Case",
        "URL",
        "Matches",
        "Max req/s",
        "of ceiling",
        "p50 / p99 at max",
        `Paced ${m.rate}/s p50 / p99`,
        "p99 < 50",
        `Burst ${m.rate}/s p50 / p99`,
        "p99 < 50",
        "Other CPU",
      ],
      ["---", "---", "---", "---:", "---:", "---:", "---:", "---:", ":---:", "---:", ":---:", "---:"],
      rows,
    ),
  );
  out.push("");
  out.push(
    `∞: the server could not keep up with the pace; requests still unanswered 10 s after the last one was due count as infinitely slow. ` +
      `"Other CPU": share of the whole machine used by processes other than the bench and its servers during the runs (max over the case's runs).`,
  );
  out.push("");
}

function renderBigReport(b: BigReportResults, out: string[]): void {
  out.push(`### The report of brief ${b.brief}: ${int(b.campaigns)} campaigns, each proof with 10 links and a 2,000-character note (ms)`);
  out.push("");
  out.push("The app runs with the per-user report limits lifted (bench/big-report.ts): these are the costs the limits bound.");
  out.push("");
  out.push(timingTable(b.pages));
  out.push("");
  out.push(
    table(
      [
        "CSV",
        "Signed in as",
        "Requests",
        "First byte median",
        "p95",
        "Max",
        "Whole file",
        "Size",
        `First byte ≤ ${BIG_REPORT.firstByteMs}`,
        "Other CPU",
      ],
      ["---", "---", "---:", "---:", "---:", "---:", "---:", "---:", ":---:", "---:"],
      b.csv.map((t) => [
        `\`${t.path}\``,
        t.role,
        `${int(t.requests)}${t.non200 || t.errors ? ` (${t.non200} not 200, ${t.errors} errors)` : ""}`,
        ms(t.median),
        ms(t.p95),
        ms(t.max),
        ms(t.fullMedian),
        kb(t.bytes),
        passFail(t.median <= BIG_REPORT.firstByteMs && t.non200 + t.errors === 0),
        pct(t.otherCpu),
      ]),
    ),
  );
  out.push("");
  const o = b.other;
  const l = o.loops;
  out.push(
    table(
      ["Another user's page", "Paced", "While", "p50", "p99", "max", `p99 ≤ ${BIG_REPORT.other.p99Ms}`, "Other CPU"],
      ["---", "---:", "---", "---:", "---:", "---:", ":---:", "---:"],
      [
        [
          `\`${o.path}\` (${o.role})`,
          `${o.rate}/s`,
          "alone",
          ms(o.alone.p50),
          ms(o.alone.p99),
          ms(o.alone.max),
          "-",
          pct(o.alone.otherCpu),
        ],
        [
          `\`${o.path}\` (${o.role})`,
          `${o.rate}/s`,
          `${l.connections} connections loop \`${l.path}\`: ${int(l.downloads)} downloads (${kb(l.bytes / Math.max(1, l.seconds))}/s)${l.non200 + l.errors ? `, ${l.non200 + l.errors} not 200` : ""}`,
          ms(o.underLoops.p50),
          ms(o.underLoops.p99),
          ms(o.underLoops.max),
          passFail(o.underLoops.p99 <= BIG_REPORT.other.p99Ms && l.non200 + l.errors === 0),
          pct(o.underLoops.otherCpu),
        ],
      ],
    ),
  );
  out.push("");
}

const rounds = (c: ThroughputCase) =>
  c.skipped ? `skipped: ${c.skipped}` : c.failed ? `not measured: ${c.failed}` : c.runs.map((x) => int(x.rps)).join(" / ");
const range = (x: { mean: number; min: number; max: number; perRound: number[] }, f: (n: number) => string) =>
  x.perRound.length > 1 ? `${f(x.mean)} (${f(x.min)}-${f(x.max)})` : f(x.mean);
const times = (x: number) => (Number.isFinite(x) ? `${x.toFixed(2)}x` : "n/a");
/** Mean cores used over a case's rounds, e.g. "1.09". */
const cores = (c: ThroughputCase, key: "serverCores" | "generatorCores") => {
  const values = c.runs.map((r) => r[key]).filter((v): v is number => typeof v === "number" && Number.isFinite(v));
  return values.length ? (values.reduce((a, b) => a + b, 0) / values.length).toFixed(2) : "-";
};
const maxOtherCpu = (c: ThroughputCase) => (c.runs.length ? pct(Math.max(...c.runs.map((x) => x.otherCpu))) : "-");
const who = (c: ThroughputCase) => c.role ?? "anonymous";

function renderThroughput(t: ThroughputResults, out: string[]): void {
  const how =
    `autocannon, ${t.connections} connections, ${t.prewarmS ? `every server first warmed ${t.prewarmS} s on each of its pages, then ` : ""}` +
    `${t.warmupS} s warm-up + ${t.durationS} s, ${t.rounds} round${t.rounds > 1 ? "s" : ""} (req/s per round; ratios within a round, then averaged)`;
  const ref = findCase(t, "reference", 1);
  if (ref) {
    out.push(`### Fresh renders against a minimal Remix 2 app (max throughput, same run)`);
    out.push("");
    out.push(
      `${how}. The reference: bench/reference/, one route rendering 20 rows from SQLite, remix-serve. Guyub: page cache off, 1 worker (remix-serve).`,
    );
    out.push("");
    const rows = t.cases
      .filter((c) => c.parts.includes("reference"))
      .map((c) => {
        const share = c === ref ? "100%" : range(ratio(c, ref), pct);
        return [
          c === ref ? "minimal Remix 2 app" : "Guyub",
          `\`${c.path}\``,
          who(c),
          rounds(c),
          int(meanRps(c)),
          share,
          c === ref ? "-" : `≥ ${pct(REFERENCE_GOAL)}`,
          maxOtherCpu(c),
        ];
      });
    out.push(
      table(
        ["Server", "Page", "Visitor", "req/s per round", "Mean", "of reference", "Goal", "Other CPU"],
        ["---", "---", "---", "---:", "---:", "---:", "---:", "---:"],
        rows,
      ),
    );
    out.push("");
  }
  const one = t.cases.filter((c) => c.server === "guyub" && c.workers === 1 && c.parts.includes("scaling"));
  if (one.length) {
    out.push("### Scaling: 1 worker against 2 (max throughput, same run)");
    out.push("");
    out.push(`${how}. Page cache off. 1 worker: remix-serve; 2: \`node scripts/serve.js\` with WEB_CONCURRENCY=2.`);
    out.push("");
    const rows = one.map((c) => {
      const two = findCase(t, "guyub", 2, c.path);
      return [
        `\`${c.path}\``,
        who(c),
        rounds(c),
        two ? rounds(two) : "-",
        two && two.runs.length ? range(ratio(two, c), times) : "-",
        `≥ ${SCALING_GOAL}x`,
        [cores(c, "serverCores"), two ? cores(two, "serverCores") : "-"].join(" / "),
        [cores(c, "generatorCores"), two ? cores(two, "generatorCores") : "-"].join(" / "),
        [maxOtherCpu(c), two ? maxOtherCpu(two) : "-"].join(" / "),
      ];
    });
    out.push(
      table(
        [
          "Page",
          "Visitor",
          "1 worker req/s",
          "2 workers req/s",
          "2 / 1",
          "Goal",
          "Server cores (1 / 2)",
          "Load generator cores (1 / 2)",
          "Other CPU (1 / 2)",
        ],
        ["---", "---", "---:", "---:", "---:", "---:", "---:", "---:", "---:"],
        rows,
      ),
    );
    out.push("");
    out.push(
      "Server cores: CPU time of the server's processes per second of the run (mean of the rounds); one worker alone uses more than one core " +
        "(V8's garbage collector and compiler threads run on the idle core), two share both cores with the load generator.",
    );
    out.push("");
  }
}

export function writeJson(file: string, results: Results): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // JSON has no Infinity (an overloaded paced run's p99): write it as a string.
  const replacer = (_key: string, value: unknown) => (typeof value === "number" && !Number.isFinite(value) ? String(value) : value);
  fs.writeFileSync(file, JSON.stringify(results, replacer, 2) + "\n");
}
