/*
 * Where a fresh render's CPU goes: profile the BUILT server under `node --cpu-prof`
 * while it renders fresh pages, then sum the profile's self time per package.
 *
 *   npx tsx bench/profile.ts --db .tmp/bench-<time>/guyub.db        # profile + summary
 *   npx tsx bench/profile.ts --summary <file.cpuprofile>             # summary of a kept profile
 *
 * Options: --requests N (per page, default 1500), --connections C (default 4),
 * --build <dir> (a server build other than build/, e.g. a copy kept from before a
 * change), --out <dir> (where the .cpuprofile goes, default .tmp/profiles), --top N
 * (functions listed, default 25), --pages (what to drive, default
 * "/browse,/community/dashboard@COMMUNITY_OWNER": paths, each optionally signed in as a
 * bench role after an @).
 *
 * The server runs like bench/server.ts starts it (remix-serve, production, stdout
 * discarded) with the anonymous page cache off (PAGE_CACHE_SECONDS=0), so every /browse
 * is rendered afresh; the signed-in pages never come from the cache. It drives N
 * anonymous GET /browse and N GET /community/dashboard as the bench owner (signed in
 * through POST /api/login), on C keep-alive connections, then stops the server with
 * SIGTERM (the profile is written at exit). The database is the bench's
 * (`npm run bench -- --seed-only --keep`); the run writes only sessions and heartbeats.
 *
 * The result is what docs/decisions/022-render-cost.md records: self time per package
 * (node_modules/<package>, the app's own bundle, node's internals, GC), inclusive time of
 * a few frames that name a stage of the render (route matching, loaders, React), and the
 * functions with the most self time.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { BENCH_ACCOUNTS, BENCH_PASSWORD } from "./seed";
import { freePort, root, benchEnv } from "./server";

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[]; hitCount?: number };
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

/* ---------- summary ---------- */

/** The package (or bucket) a frame's script belongs to. */
export function packageOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (!url) {
    if (functionName === "(garbage collector)") return "GC";
    if (functionName === "(idle)") return "(idle)";
    if (functionName === "(program)") return "(program: V8 and native code)";
    if (functionName === "(root)") return "(root)";
    return "native (no script)";
  }
  if (url.startsWith("node:")) {
    if (/^node:internal\/(streams|webstreams)|^node:stream/.test(url)) return "node: streams";
    if (/^node:(internal\/)?(http|_http|net|internal\/http)/.test(url) || url.startsWith("node:_http")) return "node: http/net";
    return "node: other internals";
  }
  const file = url.replace(/^file:\/\//, "").replace(/\?.*$/, "");
  const nm = file.lastIndexOf("/node_modules/");
  if (nm >= 0) {
    const rest = file.slice(nm + "/node_modules/".length).split("/");
    return rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (/\/build\/index\.js$/.test(file)) return "app (server build)";
  return `other: ${path.relative(root, file)}`;
}

/*
 * Frames that name a stage of a request. A sample counts for a stage when one of its
 * callers matches (each sample once per stage, recursion included).
 */
const STAGES: { name: string; match: (f: CallFrame) => boolean }[] = [
  { name: "route matching (matchRoutes)", match: (f) => f.functionName === "matchRoutes" || f.functionName === "matchRoutesImpl" },
  { name: "loaders (callRouteLoader)", match: (f) => /^callRouteLoader|^callLoaderOrAction$/.test(f.functionName) },
  {
    name: "Drizzle query building (buildSelectQuery, sqlToQuery)",
    match: (f) =>
      f.url.includes("drizzle-orm") &&
      /^(buildSelectQuery|sqlToQuery|buildQueryFromSourceParams|buildInsertQuery|buildUpdateQuery|buildDeleteQuery)$/.test(f.functionName),
  },
  { name: "SQLite statements (better-sqlite3)", match: (f) => f.url.includes("better-sqlite3") },
  { name: "session lookup (findSessionUser)", match: (f) => f.functionName === "findSessionUser" },
  { name: "i18n (pickMessages)", match: (f) => f.functionName === "pickMessages" },
  {
    name: "loader data to JSON (JSON.stringify / json())",
    match: (f) => f.functionName === "stringify" || (f.functionName === "json" && f.url.includes("remix-run")),
  },
  { name: "express static (serve-static, send)", match: (f) => f.url.includes("/serve-static/") || f.url.includes("/send/") },
];

/** Packages grouped by what they do (self time), for the decision record's first table. */
const GROUPS: { name: string; packages: RegExp }[] = [
  {
    name: "React rendering (react, react-dom, react-router(-dom), @remix-run/react)",
    packages: /^(react|react-dom|react-router|react-router-dom|@remix-run\/react)$/,
  },
  {
    name: "Remix server (@remix-run/router, server-runtime, node, express adapter, web-fetch, streams polyfill)",
    packages:
      /^(@remix-run\/(router|server-runtime|node|express|web-fetch|web-stream|web-file|web-blob|web-form-data)|web-streams-polyfill)$/,
  },
  { name: "Drizzle (drizzle-orm)", packages: /^drizzle-orm$/ },
  { name: "SQLite (better-sqlite3)", packages: /^better-sqlite3$/ },
  { name: "the app's own code (server build)", packages: /^app \(server build\)$/ },
  {
    name: "express and its middleware (express, compression, morgan, serve-static, send, ...)",
    packages:
      /^(express|compression|morgan|serve-static|send|on-finished|on-headers|finalhandler|body-parser|accepts|negotiator|parseurl|depd|debug|etag|fresh|mime|range-parser|encodeurl|escape-html|statuses|vary|content-type|type-is|cookie|cookie-signature|qs|basic-auth|compressible)$/,
  },
  { name: "GC", packages: /^GC$/ },
  {
    name: "node internals, http, streams and native calls (writev, stat, ...)",
    packages: /^(node: .*|native \(no script\)|\(program: V8 and native code\))$/,
  },
];

export type Summary = {
  totalMs: number;
  busyMs: number;
  packages: { name: string; ms: number; share: number }[];
  groups: { name: string; ms: number; share: number }[];
  stages: { name: string; ms: number; share: number }[];
  functions: { name: string; where: string; ms: number; share: number }[];
  /** Inclusive time (the function and everything it calls), recursion counted once. */
  inclusive: { name: string; where: string; ms: number; share: number }[];
};

export function summarise(profile: CpuProfile, top = 25): Summary {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  // Self time per node, from the samples and their time deltas.
  const self = new Map<number, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + dt);
  }
  const packages = new Map<string, number>();
  const functions = new Map<string, { name: string; where: string; ms: number }>();
  const stages = new Map<string, number>();
  const inclusive = new Map<string, { name: string; where: string; ms: number }>();
  let totalMs = 0;
  let idleMs = 0;
  for (const [id, ms] of self) {
    const node = byId.get(id)!;
    const pkg = packageOf(node.callFrame);
    totalMs += ms;
    if (pkg === "(idle)") {
      idleMs += ms;
      continue;
    }
    packages.set(pkg, (packages.get(pkg) ?? 0) + ms);
    const f = node.callFrame;
    const key = `${f.functionName}|${f.url}|${f.lineNumber}`;
    const file = f.url.includes("/node_modules/") ? f.url.slice(f.url.lastIndexOf("/node_modules/") + 14) : pkg;
    const fn = functions.get(key) ?? { name: f.functionName || "(anonymous)", where: `${file}:${f.lineNumber + 1}`, ms: 0 };
    fn.ms += ms;
    functions.set(key, fn);
    // Stages and inclusive time: walk up the callers once; each counts this node's time once.
    const hit = new Set<string>();
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const frame = byId.get(cur)!.callFrame;
      for (const stage of STAGES) if (!hit.has(stage.name) && stage.match(frame)) hit.add(stage.name);
      const k = `${frame.functionName}|${frame.url}|${frame.lineNumber}`;
      if (seen.has(k) || !frame.url) continue;
      seen.add(k);
      const file = frame.url.includes("/node_modules/") ? frame.url.slice(frame.url.lastIndexOf("/node_modules/") + 14) : packageOf(frame);
      const inc = inclusive.get(k) ?? { name: frame.functionName || "(anonymous)", where: `${file}:${frame.lineNumber + 1}`, ms: 0 };
      inc.ms += ms;
      inclusive.set(k, inc);
    }
    for (const name of hit) stages.set(name, (stages.get(name) ?? 0) + ms);
  }
  const busyMs = totalMs - idleMs;
  const share = (ms: number) => ms / busyMs;
  return {
    totalMs,
    busyMs,
    groups: [...GROUPS, { name: "everything else", packages: /^/ }].map((g, i, all) => {
      const ms = [...packages]
        .filter(([name]) => g.packages.test(name) && !all.slice(0, i).some((earlier) => earlier.packages.test(name)))
        .reduce((sum, [, v]) => sum + v, 0);
      return { name: g.name, ms, share: share(ms) };
    }),
    packages: [...packages].map(([name, ms]) => ({ name, ms, share: share(ms) })).sort((a, b) => b.ms - a.ms),
    stages: STAGES.map((s) => ({ name: s.name, ms: stages.get(s.name) ?? 0, share: share(stages.get(s.name) ?? 0) })),
    functions: [...functions.values()]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, top)
      .map((f) => ({ ...f, share: share(f.ms) })),
    inclusive: [...inclusive.values()]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, top * 2)
      .map((f) => ({ ...f, share: share(f.ms) })),
  };
}

export function renderSummary(s: Summary, requests?: number): string {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  const lines: string[] = [];
  lines.push(
    `Busy CPU ${(s.busyMs / 1000).toFixed(2)} s of ${(s.totalMs / 1000).toFixed(2)} s profiled` +
      (requests ? `, ${(s.busyMs / requests).toFixed(2)} ms per request (${requests} requests, start-up included)` : ""),
  );
  lines.push("", "| Self time by group | ms | share |", "|---|---:|---:|");
  for (const g of s.groups) lines.push(`| ${g.name} | ${g.ms.toFixed(0)} | ${pct(g.share)} |`);
  lines.push("", "| Self time by package | ms | share |", "|---|---:|---:|");
  for (const p of s.packages) if (p.share >= 0.002) lines.push(`| ${p.name} | ${p.ms.toFixed(0)} | ${pct(p.share)} |`);
  lines.push("", "| Stage (inclusive: the frame and what it calls) | ms | share |", "|---|---:|---:|");
  for (const st of s.stages) lines.push(`| ${st.name} | ${st.ms.toFixed(0)} | ${pct(st.share)} |`);
  lines.push("", "| Function (self) | where | ms | share |", "|---|---|---:|---:|");
  for (const f of s.functions) lines.push(`| ${f.name} | ${f.where} | ${f.ms.toFixed(0)} | ${pct(f.share)} |`);
  lines.push("", "| Function (inclusive: it and what it calls) | where | ms | share |", "|---|---|---:|---:|");
  for (const f of s.inclusive) lines.push(`| ${f.name} | ${f.where} | ${f.ms.toFixed(0)} | ${pct(f.share)} |`);
  return lines.join("\n");
}

/* ---------- the run ---------- */

/** A page to drive: its path, and the bench account it is signed in as (none: anonymous). */
type Page = { path: string; role: keyof typeof BENCH_ACCOUNTS | null };
type Options = {
  db?: string;
  summary?: string;
  requests: number;
  connections: number;
  build: string;
  out: string;
  top: number;
  pages: Page[];
};

const DEFAULT_PAGES: Page[] = [
  { path: "/browse", role: null },
  { path: "/community/dashboard", role: "COMMUNITY_OWNER" },
];

/** "/terms,/community/dashboard@COMMUNITY_OWNER": paths, each optionally @ a bench role. */
function parsePages(v: string): Page[] {
  return v.split(",").map((item) => {
    const [p, role] = item.split("@");
    if (role && !(role in BENCH_ACCOUNTS)) throw new Error(`--pages: unknown role ${role} (${Object.keys(BENCH_ACCOUNTS).join(", ")})`);
    return { path: p, role: (role as Page["role"]) || null };
  });
}

function parseArgs(argv: string[]): Options {
  const o: Options = {
    requests: 1500,
    connections: 4,
    build: path.join(root, "build"),
    out: path.join(root, ".tmp", "profiles"),
    top: 25,
    pages: DEFAULT_PAGES,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === "--db") o.db = path.resolve(next());
    else if (a === "--summary") o.summary = path.resolve(next());
    else if (a === "--requests") o.requests = Number(next());
    else if (a === "--connections") o.connections = Number(next());
    else if (a === "--build") o.build = path.resolve(next());
    else if (a === "--out") o.out = path.resolve(next());
    else if (a === "--top") o.top = Number(next());
    else if (a === "--pages") o.pages = parsePages(next());
    else throw new Error(`unknown option ${a} (see the comment at the top of bench/profile.ts)`);
  }
  if (!o.db && !o.summary) throw new Error("--db <bench database> or --summary <file.cpuprofile>");
  return o;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function get(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
  });
}

/** `count` GETs of `url` over `connections` concurrent loops; every answer must be 200. */
async function drive(url: string, count: number, connections: number, headers: Record<string, string> = {}) {
  let left = count;
  const statuses = new Map<number, number>();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (left-- > 0) {
        const status = await get(url, headers);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  if (statuses.size !== 1 || !statuses.has(200)) throw new Error(`${url}: statuses ${JSON.stringify([...statuses])}`);
}

async function waitUp(url: string, stderr: () => string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await get(url)) === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not come up:\n${stderr()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function profileRun(o: Options): Promise<string> {
  const db = o.db;
  if (!db) throw new Error("--db <bench database> is needed to profile");
  fs.mkdirSync(o.out, { recursive: true });
  const port = await freePort();
  const name = `render-${new Date().toISOString().replace(/[:.]/g, "-")}.cpuprofile`;
  const child = spawn(
    process.execPath,
    [
      "--cpu-prof",
      `--cpu-prof-dir=${o.out}`,
      `--cpu-prof-name=${name}`,
      path.join(root, "node_modules/@remix-run/serve/dist/cli.js"),
      path.join(o.build, "index.js"),
    ],
    {
      cwd: root,
      stdio: ["ignore", "ignore", "pipe"],
      env: { ...benchEnv(db, port), PAGE_CACHE_SECONDS: "0" },
    },
  );
  let stderr = "";
  child.stderr!.on("data", (d) => (stderr += d));
  const exited = new Promise((r) => child.once("exit", r));
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitUp(`${base}/healthz`, () => stderr);
    const cookies = new Map<string, string>();
    for (const role of new Set(o.pages.flatMap((p) => (p.role ? [p.role] : [])))) {
      const res = await fetch(`${base}/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: BENCH_ACCOUNTS[role].email, password: BENCH_PASSWORD }),
      });
      await res.arrayBuffer();
      const cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      if (res.status !== 200 || !cookie) throw new Error(`sign-in as ${role} answered ${res.status}`);
      cookies.set(role, cookie);
    }
    const started = performance.now();
    for (const page of o.pages) {
      await drive(`${base}${page.path}`, o.requests, o.connections, page.role ? { cookie: cookies.get(page.role)! } : {});
    }
    const names = o.pages.map((p) => p.path + (p.role ? ` (${p.role})` : "")).join(" + ");
    console.log(`[profile] ${o.requests} x ${names} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    agent.destroy();
    child.kill("SIGTERM");
    await exited;
  }
  if (stderr.trim()) console.log(`[profile] server stderr:\n${stderr.slice(0, 2000)}`);
  return path.join(o.out, name);
}

async function main() {
  const o = parseArgs(process.argv.slice(2));
  const file = o.summary ?? (await profileRun(o));
  const profile = JSON.parse(fs.readFileSync(file, "utf8")) as CpuProfile;
  console.log(`[profile] ${path.relative(root, file)}\n`);
  console.log(renderSummary(summarise(profile, o.top), o.summary ? undefined : o.requests * o.pages.length));
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith("bench/profile.ts")) {
  main().catch((error) => {
    console.error(error);
    process.exit(2);
  });
}
