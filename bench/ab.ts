/*
 * Before/after throughput of fresh renders, measured in the same run: two checkouts of
 * the app (each with its own build and node_modules) served side by side, loaded one at
 * a time, in alternating order, for several rounds. The machine is shared: compare the
 * two columns of one run, not runs of different days.
 *
 *   git clone -q . .tmp/base && (cd .tmp/base && git checkout <before> && npm ci && npx remix build)
 *   npx tsx bench/ab.ts --db .tmp/bench-<time>/guyub.db --base .tmp/base [--rounds 3] [--duration 8] [--prewarm 10]
 *
 * The "after" side is this checkout unless `--after <checkout>` names another (two
 * variants of the dependencies, say, each in a checkout with its own node_modules).
 *
 * Pages: fresh /browse (page cache off: PAGE_CACHE_SECONDS=0) and the owner's
 * /community/dashboard signed in (POST /api/login as the bench owner), autocannon with 10
 * connections; `--pages "/browse,/advertiser/dashboard@ADVERTISER"` names others, each
 * signed in as the bench account of the role after its @ (as in bench/profile.ts). Each
 * server gets its own copy of the database (sessions are written).
 * `--prewarm S` loads each page of each server for S seconds before the first round (a
 * fresh process needs thousands of requests before V8 has optimised its hot code).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import type { Role } from "../app/utils/enums";
import { BENCH_ACCOUNTS, BENCH_PASSWORD } from "./seed";
import { freePort, root, benchEnv } from "./server";

type Page = { path: string; role: Role | null };
type Options = {
  db: string;
  base: string;
  after: string;
  rounds: number;
  duration: number;
  prewarm: number;
  connections: number;
  pages: Page[];
};

/** "/browse,/community/dashboard@COMMUNITY_OWNER": paths, each optionally @ a bench role. */
function parsePages(v: string): Page[] {
  return v.split(",").map((item) => {
    const [p, role] = item.split("@");
    if (role && !(role in BENCH_ACCOUNTS)) throw new Error(`--pages: unknown role ${role} (${Object.keys(BENCH_ACCOUNTS).join(", ")})`);
    return { path: p, role: (role as Role) || null };
  });
}

function parseArgs(argv: string[]): Options {
  const o: Partial<Options> = {
    after: root,
    rounds: 3,
    duration: 8,
    prewarm: 0,
    connections: 10,
    pages: parsePages("/browse,/community/dashboard@COMMUNITY_OWNER"),
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const v = argv[++i];
    if (v === undefined) throw new Error(`${a} needs a value`);
    if (a === "--db") o.db = path.resolve(v);
    else if (a === "--base") o.base = path.resolve(v);
    else if (a === "--after") o.after = path.resolve(v);
    else if (a === "--rounds") o.rounds = Number(v);
    else if (a === "--duration") o.duration = Number(v);
    else if (a === "--prewarm") o.prewarm = Number(v);
    else if (a === "--connections") o.connections = Number(v);
    else if (a === "--pages") o.pages = parsePages(v);
    else throw new Error(`unknown option ${a}`);
  }
  if (!o.db || !o.base) throw new Error("--db <bench database> --base <checkout of the before version>");
  return o as Options;
}

type Server = { name: string; url: string; cookies: Partial<Record<Role, string>>; pid: number; stop: () => Promise<void> };

/** CPU time the process has used, in ms (user + system; /proc, Linux's 100 ticks a second). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function start(name: string, checkout: string, dbFile: string, roles: Role[]): Promise<Server> {
  const dir = path.join(root, ".tmp", `ab-${name}-${process.pid}`);
  fs.mkdirSync(dir, { recursive: true });
  const db = path.join(dir, "guyub.db");
  fs.copyFileSync(dbFile, db);
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(checkout, "node_modules/@remix-run/serve/dist/cli.js"), path.join(checkout, "build/index.js")],
    {
      cwd: checkout,
      stdio: ["ignore", "ignore", "pipe"],
      env: { ...benchEnv(db, port), PAGE_CACHE_SECONDS: "0" },
    },
  );
  let stderr = "";
  child.stderr!.on("data", (d) => (stderr += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`${name} did not start:\n${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const cookies: Server["cookies"] = {};
  for (const role of roles) {
    const res = await fetch(`${url}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: BENCH_ACCOUNTS[role].email, password: BENCH_PASSWORD }),
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${name}: sign-in as ${role} answered ${res.status}`);
    cookies[role] = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  }
  return {
    name,
    url,
    cookies,
    pid: child.pid!,
    stop: async () => {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

type Run = { rps: number; cpuMsPerRequest: number };

function headersFor(server: Server, page: Page): Record<string, string> {
  return page.role ? { cookie: server.cookies[page.role]! } : {};
}

async function load(server: Server, page: Page, o: Options): Promise<Run> {
  const headers = headersFor(server, page);
  // A short warm-up, then the measured run.
  await autocannon({ url: server.url + page.path, connections: o.connections, duration: 1, headers });
  const cpuBefore = cpuMs(server.pid);
  const result = await autocannon({ url: server.url + page.path, connections: o.connections, duration: o.duration, headers });
  const cpu = cpuMs(server.pid) - cpuBefore;
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${server.name} ${page.path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, cpuMsPerRequest: cpu / result.requests.total };
}

async function main() {
  const o = parseArgs(process.argv.slice(2));
  const roles = [...new Set(o.pages.flatMap((p) => (p.role ? [p.role] : [])))];
  const servers = [await start("before", o.base, o.db, roles), await start("after", o.after, o.db, roles)];
  const results = new Map<string, Run[]>();
  try {
    if (o.prewarm > 0) {
      for (const server of servers) {
        for (const page of o.pages) {
          await autocannon({
            url: server.url + page.path,
            connections: o.connections,
            duration: o.prewarm,
            headers: headersFor(server, page),
          });
        }
      }
    }
    for (let round = 0; round < o.rounds; round++) {
      const order = round % 2 === 0 ? servers : [...servers].reverse();
      for (const page of o.pages) {
        for (const server of order) {
          const run = await load(server, page, o);
          const key = `${page.path}|${server.name}`;
          results.set(key, [...(results.get(key) ?? []), run]);
          console.log(
            `[ab] round ${round + 1} ${page.path} ${server.name}: ${run.rps.toFixed(0)} req/s, ${run.cpuMsPerRequest.toFixed(2)} ms CPU per request`,
          );
        }
      }
    }
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
  const fmt = (xs: number[], digits = 0) => xs.map((x) => x.toFixed(digits)).join(", ");
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  // CPU per request is the steadier figure on a shared machine (other processes slow the
  // wall clock more than they inflate the server's own CPU time).
  // The last column pairs each round's two runs (seconds apart, in the same phase of the
  // machine's load) before taking the median: steadier than the ratio of the medians.
  console.log(
    `\n| Page | before req/s | after req/s | after/before | before CPU ms/req | after CPU ms/req | after/before | per round (median) |\n|---|---|---|---:|---|---|---:|---:|`,
  );
  for (const { path: page } of o.pages) {
    const before = results.get(`${page}|before`)!;
    const after = results.get(`${page}|after`)!;
    const rps = (runs: Run[]) => runs.map((r) => r.rps);
    const cpu = (runs: Run[]) => runs.map((r) => r.cpuMsPerRequest);
    console.log(
      `| ${page} | ${fmt(rps(before))} | ${fmt(rps(after))} | ${(median(rps(after)) / median(rps(before))).toFixed(2)}x ` +
        `| ${fmt(cpu(before), 2)} | ${fmt(cpu(after), 2)} | ${(median(cpu(after)) / median(cpu(before))).toFixed(2)}x ` +
        `| ${median(after.map((r, i) => r.cpuMsPerRequest / before[i].cpuMsPerRequest)).toFixed(2)}x |`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
