import fs from "node:fs";
import autocannon from "autocannon";
import path from "node:path";
import type { Role } from "../app/utils/enums";
import { maxThroughput, type MaxRun } from "./load";
import { processTree } from "./processes";
import { seedReferenceDatabase, startReference } from "./reference";
import { SERVE_SCRIPT, root, startApp, type Running } from "./server";

/*
 * Two comparisons of max throughput (autocannon, closed loop), measured in the same run,
 * in rounds: every case once per round, the order reversed in every other round (A B C,
 * then C B A), so a change in the machine's load during the run weighs on every case
 * alike. Ratios are taken within a round, then averaged over the rounds.
 *
 * - reference: Guyub's fresh /browse (page cache off) and two signed-in dashboards, as
 *   a share of a minimal Remix 2 app rendering 20 rows from SQLite (bench/reference.ts).
 * - scaling: fresh /browse and a signed-in dashboard with 1 worker (remix-serve) and
 *   with 2 (`node scripts/serve.js`, WEB_CONCURRENCY=2).
 */

/** The goals: each Guyub page at least this share of the reference; 2 workers at least this many times 1. */
export const REFERENCE_GOAL = 0.25;
export const SCALING_GOAL = 1.7;

export type ThroughputCase = {
  /** "reference" or "guyub". */
  server: "reference" | "guyub";
  workers: number;
  path: string;
  role: Role | null;
  /** Which comparisons it belongs to. */
  parts: Array<"reference" | "scaling">;
  /** One per round. */
  runs: MaxRun[];
  /** Not measured on purpose (e.g. scripts/serve.js missing): the target is skipped. */
  skipped?: string;
  /** Could not be measured (did not answer 200): its targets fail. */
  failed?: string;
};

export type ThroughputResults = {
  rounds: number;
  durationS: number;
  warmupS: number;
  /** Seconds of load on each page of each server before the rounds. */
  prewarmS?: number;
  connections: number;
  cases: ThroughputCase[];
};

export type ThroughputOptions = {
  parts: Set<string>;
  rounds: number;
  duration: number;
  warmup: number;
  /** Seconds of load on each page of each server once, before the rounds (steady state). */
  prewarm: number;
  connections: number;
  headers: Record<string, string>;
};

type Context = {
  dbFile: string;
  dir: string;
  /** The cookie header of a role's bench account (signs in on `url` the first time). */
  session: (url: string, role: Role) => Promise<Record<string, string>>;
  /** Keeps a started server for the final cleanup and the report's stderr. */
  track: (label: string, server: Running) => void;
  untrack: (server: Running) => void;
  say: (m: string) => void;
};

const FRESH = { PAGE_CACHE_SECONDS: "0" };
/** Signed-in pages: never from the page cache whatever PAGE_CACHE_SECONDS says. */
const DASHBOARDS: Array<{ path: string; role: Role }> = [
  { path: "/community/dashboard", role: "COMMUNITY_OWNER" },
  { path: "/advertiser/dashboard", role: "ADVERTISER" },
];

export const meanRps = (c: ThroughputCase) => (c.runs.length ? c.runs.reduce((s, r) => s + r.rps, 0) / c.runs.length : NaN);

/** Per-round ratios of a to b (same round), their mean, min and max. */
export function ratio(a: ThroughputCase, b: ThroughputCase): { mean: number; min: number; max: number; perRound: number[] } {
  const perRound = a.runs.flatMap((r, i) => (b.runs[i] ? [r.rps / b.runs[i].rps] : []));
  if (!perRound.length) return { mean: NaN, min: NaN, max: NaN, perRound };
  return { mean: perRound.reduce((s, x) => s + x, 0) / perRound.length, min: Math.min(...perRound), max: Math.max(...perRound), perRound };
}

export function findCase(t: ThroughputResults, server: "reference" | "guyub", workers: number, path?: string) {
  return t.cases.find((c) => c.server === server && c.workers === workers && (path === undefined || c.path === path));
}

/** Runs the reference and/or scaling comparisons; stops the servers it started. */
export async function compareThroughput(o: ThroughputOptions, ctx: Context): Promise<ThroughputResults> {
  const reference = o.parts.has("reference");
  const scaling = o.parts.has("scaling");
  const cases: ThroughputCase[] = [];
  const both = (...parts: Array<"reference" | "scaling" | false>) => parts.filter((p): p is "reference" | "scaling" => p !== false);
  if (reference) cases.push({ server: "reference", workers: 1, path: "/", role: null, parts: ["reference"], runs: [] });
  cases.push({
    server: "guyub",
    workers: 1,
    path: "/browse",
    role: null,
    parts: both(reference && "reference", scaling && "scaling"),
    runs: [],
  });
  cases.push({
    server: "guyub",
    workers: 1,
    path: DASHBOARDS[0].path,
    role: DASHBOARDS[0].role,
    parts: both(reference && "reference", scaling && "scaling"),
    runs: [],
  });
  if (reference)
    cases.push({ server: "guyub", workers: 1, path: DASHBOARDS[1].path, role: DASHBOARDS[1].role, parts: ["reference"], runs: [] });
  if (scaling) {
    const skipped = fs.existsSync(SERVE_SCRIPT) ? undefined : `${path.relative(root, SERVE_SCRIPT)} missing`;
    cases.push({ server: "guyub", workers: 2, path: "/browse", role: null, parts: ["scaling"], runs: [], skipped });
    cases.push({ server: "guyub", workers: 2, path: DASHBOARDS[0].path, role: DASHBOARDS[0].role, parts: ["scaling"], runs: [], skipped });
  }

  // Every server up at once (idle until its turn), so the rounds can alternate.
  const servers = new Map<string, Running>();
  const started: Running[] = [];
  const serverFor = async (c: ThroughputCase): Promise<Running> => {
    const key = `${c.server}@${c.workers}`;
    let s = servers.get(key);
    if (s) return s;
    if (c.server === "reference") {
      const file = path.join(ctx.dir, "reference.db");
      seedReferenceDatabase(file);
      s = await startReference(file);
      ctx.say(`reference (minimal Remix app) up at ${s.url} (pid ${s.pid})`);
    } else {
      s = await startApp(ctx.dbFile, { workers: c.workers, env: FRESH });
      ctx.say(`app with ${c.workers} worker${c.workers > 1 ? "s" : ""}, page cache off, up at ${s.url} (pid ${s.pid})`);
    }
    servers.set(key, s);
    started.push(s);
    ctx.track(`${c.server === "reference" ? "reference" : "app"}, ${c.workers} worker${c.workers > 1 ? "s" : ""}`, s);
    return s;
  };

  try {
    const targets: Array<{ c: ThroughputCase; url: string; headers: Record<string, string>; pid: number }> = [];
    for (const c of cases) {
      if (c.skipped) {
        ctx.say(`${c.path} with ${c.workers} workers: skipped, ${c.skipped}`);
        continue;
      }
      const s = await serverFor(c);
      const headers = { ...o.headers, ...(c.role ? await ctx.session(s.url, c.role) : {}) };
      // It must answer 200 (a redirect to /auth would measure redirects), and a fresh
      // render each time: the second answer may not come from the page cache.
      let status = 0;
      let cache: string | null = null;
      for (let i = 0; i < 2; i++) {
        const res = await fetch(s.url + c.path, { headers, redirect: "manual" });
        await res.arrayBuffer();
        status = res.status;
        cache = res.headers.get("x-cache");
        if (status !== 200) break;
      }
      if (status !== 200) c.failed = `answered ${status}`;
      else if (cache === "HIT") c.failed = "came from the page cache (PAGE_CACHE_SECONDS=0 not applied)";
      if (c.failed) {
        ctx.say(`${c.path} (${c.server}, ${c.workers} worker): not measured, ${c.failed}`);
        continue;
      }
      targets.push({ c, url: s.url + c.path, headers, pid: s.pid });
    }
    const label = (c: ThroughputCase) =>
      `${c.server === "reference" ? "reference" : "guyub"} ${c.path}${c.role ? ` (${c.role})` : ""}, ${c.workers} worker${c.workers > 1 ? "s" : ""}`;
    // Every server is brought to its steady state first, on each of its pages: a fresh
    // Guyub process needs thousands of requests before V8 has optimised its hot code (a
    // signed-in dashboard cost 4.0 ms of CPU in its first 5 s under load, 2.3 ms after
    // 20 s), the reference a few hundred. A server in production runs for days.
    if (o.prewarm > 0) {
      for (const t of targets) {
        await autocannon({ url: t.url, connections: o.connections, duration: o.prewarm, headers: t.headers });
      }
      ctx.say(`warmed every server up on each of its pages (${o.prewarm} s each)`);
    }
    for (let round = 0; round < o.rounds; round++) {
      const order = round % 2 === 0 ? targets : [...targets].reverse();
      for (const t of order) {
        // The server's whole process tree (a cluster primary and its workers) is "ours".
        const serverPids = processTree(t.pid);
        const pids = [process.pid, ...serverPids];
        const run = await maxThroughput(t.url, {
          connections: o.connections,
          duration: o.duration,
          warmup: o.warmup,
          headers: t.headers,
          pids,
          serverPids,
        });
        t.c.runs.push(run);
        ctx.say(
          `round ${round + 1}/${o.rounds}, ${label(t.c)}: ${Math.round(run.rps)} req/s, p99 ${Math.round(run.p99)} ms, ` +
            `other CPU ${Math.round(run.otherCpu * 100)}%${run.non2xx + run.errors + run.timeouts ? `, ${run.non2xx} not 2xx, ${run.errors} errors, ${run.timeouts} timeouts` : ""}`,
        );
        await new Promise((r) => setTimeout(r, 1_000)); // let the last requests drain
      }
    }
  } finally {
    for (const s of started) {
      await s.stop();
      ctx.untrack(s);
    }
  }
  return { rounds: o.rounds, durationS: o.duration, warmupS: o.warmup, prewarmS: o.prewarm, connections: o.connections, cases };
}
