import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase, runMigrations } from "../db/connection";
import type { Role } from "../app/utils/enums";
import { NOISY, sequentialLatency, waitForQuiet } from "./load";
import { SCALE_GROWTH_LIMIT, SERVER_MS_BUDGET, SIGNED_IN_API, SIGNED_IN_PAGES, resolvePath } from "./pages";
import type { Check } from "./report";
import { seedDatabase, type SeedResult } from "./seed";
import { root, startApp, type Running } from "./server";
import { leastDisturbed, notServed, probeEndpoint, say, signIn } from "./signed-in";

/*
 * The bench's databases, and its --scale mode (bench/README.md, "Scale").
 *
 * Every seed writes seed.json beside its guyub.db (what it seeded and the ids the pages
 * name), so a kept database can be measured again with `--db` instead of seeding anew;
 * it is migrated to this checkout first (and ANALYZEd when a migration was new to it).
 *
 * `--scale 100000,1000000` times every signed-in page and endpoint of bench/pages.ts on
 * each size in one run: one server per size, all up at once, each page on each size in
 * turn, in rounds whose order alternates, so a busy moment of the machine weighs on all
 * sizes alike; a page's median at a size is its lowest round's. Targets: every median at
 * most SERVER_MS_BUDGET on every size, and at most SCALE_GROWTH_LIMIT times the same
 * page's median on the smallest size.
 */

const SEED_FILE = "seed.json";

export type BenchDatabase = { dbFile: string; dir: string; seed: SeedResult; reused: boolean };

/**
 * A seeded database for `communities` communities: the kept `kept` (a guyub.db with its
 * seed.json), migrated to this checkout, or a new one seeded into `dir`.
 */
export async function benchDatabase(o: {
  communities: number;
  kept?: string;
  dir: string;
  analyze: boolean;
  campaigns?: number;
}): Promise<BenchDatabase> {
  if (o.kept) {
    const dbFile = path.resolve(o.kept);
    const dir = path.dirname(dbFile);
    const seedFile = path.join(dir, SEED_FILE);
    if (!fs.existsSync(dbFile) || !fs.existsSync(seedFile)) {
      throw new Error(`--db ${o.kept}: not a kept bench database (a guyub.db with the ${SEED_FILE} its seed wrote beside it)`);
    }
    const seed = JSON.parse(fs.readFileSync(seedFile, "utf8")) as SeedResult;
    // The seed counts the bench owner's community too.
    if (Math.abs(seed.communities - o.communities) > 1) {
      throw new Error(
        `--db ${o.kept} holds ${seed.communities.toLocaleString("en-US")} communities, not ${o.communities.toLocaleString("en-US")} (--communities / --scale)`,
      );
    }
    migrateKept(dbFile);
    say(`using the kept ${path.relative(root, dbFile)} (${seed.communities.toLocaleString("en-US")} communities, ${gigabytes(dbFile)} GB)`);
    return { dbFile, dir, seed, reused: true };
  }
  fs.mkdirSync(o.dir, { recursive: true });
  const dbFile = path.join(o.dir, "guyub.db");
  say(`seeding ${o.communities.toLocaleString("en-US")} communities into ${path.relative(root, dbFile)}...`);
  const seed = await seedDatabase(dbFile, o.communities, { analyze: o.analyze, campaigns: o.campaigns });
  fs.writeFileSync(path.join(o.dir, SEED_FILE), JSON.stringify(seed, null, 2));
  return { dbFile, dir: o.dir, seed, reused: false };
}

/** Apply this checkout's migrations to a kept database; new ones get their planner statistics. */
function migrateKept(dbFile: string): void {
  const db = openDatabase(dbFile);
  const applied = () => db.$client.prepare("SELECT count(*) FROM __drizzle_migrations").pluck().get() as number;
  const before = applied();
  runMigrations(db);
  const added = applied() - before;
  if (added > 0) {
    say(`${path.relative(root, dbFile)}: ${added} migration${added > 1 ? "s" : ""} applied; ANALYZE`);
    db.$client.exec("ANALYZE");
  }
  db.$client.close();
}

const gigabytes = (file: string) => (fs.statSync(file).size / 1e9).toFixed(2);

export type ScaleOptions = {
  sizes: number[];
  /** Kept databases, one per size in the same order (`--db`), or none. */
  kept: string[];
  analyze: boolean;
  keep: boolean;
  pageRequests: number;
  pageWarmup: number;
  retries: number;
  quietWait: number;
  rounds: number;
  startedAt: Date;
  build: string;
  commit: string;
};

type SizeRun = {
  communities: number;
  median: number;
  p95: number;
  requests: number;
  failed: number;
  otherCpu: number;
  status: number;
  reason?: string;
};
export type ScaleRow = { path: string; role: Role; kind: "page" | "endpoint"; runs: SizeRun[]; growth: number };

const fmt = (n: number) => (Number.isFinite(n) ? (n < 10 ? n.toFixed(1) : Math.round(n).toString()) : "n/a");
const thousands = (n: number) => n.toLocaleString("en-US");

/** The --scale run: exit code 0 when every target holds, 1 when one fails. */
export async function runScale(o: ScaleOptions): Promise<number> {
  const stamp = o.startedAt.toISOString().replace(/[:.]/g, "-");
  const dbs: BenchDatabase[] = [];
  const servers: Running[] = [];
  const cleanup = async () => {
    await Promise.all(servers.map((s) => s.stop()));
    servers.length = 0;
    if (!o.keep) for (const d of dbs) if (!d.reused) fs.rmSync(d.dir, { recursive: true, force: true });
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void cleanup().finally(() => process.exit(130)));
  try {
    for (const [i, communities] of o.sizes.entries()) {
      const started = performance.now();
      const d = await benchDatabase({
        communities,
        kept: o.kept[i],
        dir: path.join(root, ".tmp", `bench-${stamp}-${communities}`),
        analyze: o.analyze,
      });
      if (!d.reused)
        say(
          `seeded ${thousands(communities)} communities in ${((performance.now() - started) / 1000).toFixed(0)} s: ${gigabytes(d.dbFile)} GB`,
        );
      dbs.push(d);
    }
    for (const d of dbs) servers.push(await startApp(d.dbFile));
    const roles = new Set<Role>([...SIGNED_IN_PAGES, ...SIGNED_IN_API].map((p) => p.role));
    const cookies = await Promise.all(
      servers.map(async (s) => {
        const byRole = new Map<Role, string>();
        for (const role of roles) byRole.set(role, await signIn(s.url, role));
        return byRole;
      }),
    );
    await waitForQuiet([process.pid, ...servers.map((s) => s.pid)], o.quietWait, say);

    const rows: ScaleRow[] = [];
    const listed = [
      ...SIGNED_IN_PAGES.map((p) => ({ ...p, kind: "page" as const })),
      ...SIGNED_IN_API.map((p) => ({ ...p, kind: "endpoint" as const })),
    ];
    for (const p of listed) {
      const at = dbs.map((d, i) => ({
        url: servers[i].url + resolvePath(p.path, d.seed.campaigns.targets),
        headers: { cookie: cookies[i].get(p.role)! },
        pid: servers[i].pid,
      }));
      const runs: SizeRun[] = [];
      for (const [i, target] of at.entries()) {
        const seen = await probeEndpoint(target.url, target.headers);
        const reason = seen.status === 200 ? undefined : notServed(seen.status, seen.location, p.kind, seen.detail);
        runs.push({ communities: o.sizes[i], median: NaN, p95: NaN, requests: 0, failed: 0, otherCpu: 0, status: seen.status, reason });
      }
      if (runs.every((r) => r.status === 200)) {
        const medians = at.map(() => [] as number[]);
        const p95s = at.map(() => [] as number[]);
        // Rounds in alternating order: each size is measured first as often as last.
        for (let round = 0; round < o.rounds; round++) {
          const order = at.map((_, i) => i);
          if ((round + rows.length) % 2 === 1) order.reverse();
          for (const i of order) {
            const pids = [process.pid, at[i].pid];
            const run = await leastDisturbed(
              `${p.path} (${p.role}) at ${thousands(o.sizes[i])}`,
              { retries: o.retries, quietWait: o.quietWait, pids },
              () =>
                sequentialLatency(at[i].url, {
                  requests: Math.ceil(o.pageRequests / o.rounds),
                  warmup: o.pageWarmup,
                  headers: at[i].headers,
                  pids,
                }),
              { short: true },
            );
            medians[i].push(run.median);
            p95s[i].push(run.p95);
            runs[i].requests += run.requests;
            runs[i].failed += run.non200 + run.errors;
            runs[i].otherCpu = Math.max(runs[i].otherCpu, run.otherCpu);
          }
        }
        // The lowest round: a busy moment of the shared machine raises a round, never lowers it.
        runs.forEach((r, i) => {
          const best = medians[i].indexOf(Math.min(...medians[i]));
          Object.assign(r, { median: medians[i][best], p95: p95s[i][best] });
        });
      }
      const growth = runs[runs.length - 1].median / runs[0].median;
      rows.push({ path: p.path, role: p.role, kind: p.kind, runs, growth });
      say(
        `${p.path} (${p.role}): ${runs.map((r) => (r.reason ? `${thousands(r.communities)} ${r.reason}` : `${fmt(r.median)} ms at ${thousands(r.communities)}`)).join(", ")}; ${fmt(growth)}x`,
      );
    }

    const checks = scaleChecks(rows, o.sizes);
    const elapsedSeconds = (Date.now() - o.startedAt.getTime()) / 1000;
    const results = {
      meta: {
        startedAt: o.startedAt.toISOString(),
        commit: o.commit,
        build: o.build,
        node: process.version,
        cpus: os.cpus().length,
        loadAverageAtStart: os.loadavg(),
        sizes: o.sizes,
        rounds: o.rounds,
        pageRequests: o.pageRequests,
        elapsedSeconds,
      },
      databases: dbs.map((d) => ({
        file: path.relative(root, d.dbFile),
        reused: d.reused,
        bytes: fs.statSync(d.dbFile).size,
        seedSeconds: d.seed.seconds,
        seed: d.seed,
      })),
      rows,
      checks,
      pass: checks.every((c) => c.pass),
    };
    const jsonFile = path.join(root, ".tmp", "bench-scale-results.json");
    fs.writeFileSync(jsonFile, JSON.stringify(results, null, 2));
    console.log("\n" + renderScale(results) + "\n");
    const kept = dbs.filter((d) => d.reused || o.keep).map((d) => path.relative(root, d.dbFile));
    say(`JSON: ${path.relative(root, jsonFile)}${kept.length ? `; databases kept: ${kept.join(", ")}` : ""}`);
    return results.pass ? 0 : 1;
  } finally {
    await cleanup();
  }
}

function scaleChecks(rows: ScaleRow[], sizes: number[]): Check[] {
  const checks: Check[] = [];
  const smallest = thousands(sizes[0]);
  for (const row of rows) {
    const name = `\`${row.path}\` (${row.role})${row.kind === "endpoint" ? " (API)" : ""}`;
    for (const r of row.runs) {
      checks.push({
        name: `${name}: median server time at ${thousands(r.communities)}`,
        value: r.reason ? `not measured: ${r.reason}` : `${fmt(r.median)} ms${r.failed ? `, ${r.failed} not 200` : ""}`,
        limit: `≤ ${SERVER_MS_BUDGET} ms`,
        pass: !r.reason && r.failed === 0 && r.median <= SERVER_MS_BUDGET,
      });
    }
    checks.push({
      name: `${name}: median at ${thousands(row.runs[row.runs.length - 1].communities)} / at ${smallest}`,
      value: Number.isFinite(row.growth) ? `${row.growth.toFixed(2)}x` : "not measured",
      limit: `≤ ${SCALE_GROWTH_LIMIT}x`,
      pass: row.growth <= SCALE_GROWTH_LIMIT,
    });
  }
  return checks;
}

function renderScale(r: {
  meta: { sizes: number[]; elapsedSeconds: number; commit: string; rounds: number; pageRequests: number };
  databases: { file: string; reused: boolean; bytes: number; seedSeconds: number }[];
  rows: ScaleRow[];
  checks: Check[];
  pass: boolean;
}): string {
  const sizes = r.meta.sizes.map(thousands);
  const lines = [
    `## Scale: the signed-in pages at ${sizes.join(" and ")} communities`,
    "",
    `Commit ${r.meta.commit}; ${r.meta.rounds} rounds of ${Math.ceil(r.meta.pageRequests / r.meta.rounds)} requests per page and size, the order alternating, the lowest round's median kept; run took ${Math.round(r.meta.elapsedSeconds)} s.`,
    "",
    ...r.databases.map(
      (d, i) =>
        `- ${sizes[i]}: ${d.file}, ${(d.bytes / 1e9).toFixed(2)} GB, ${d.reused ? "kept from an earlier seed" : "seeded"} in ${Math.round(d.seedSeconds)} s`,
    ),
    "",
    `| Page | Role | ${sizes.map((s) => `median at ${s}`).join(" | ")} | growth | ≤ ${SERVER_MS_BUDGET} ms | ≤ ${SCALE_GROWTH_LIMIT}x |`,
    `|---|---|${sizes.map(() => "---:").join("|")}|---:|---|---|`,
  ];
  for (const row of r.rows) {
    const measured = row.runs.every((x) => !x.reason);
    const fast = measured && row.runs.every((x) => x.median <= SERVER_MS_BUDGET && x.failed === 0);
    const flat = row.growth <= SCALE_GROWTH_LIMIT;
    const cells = row.runs.map((x) => (x.reason ? `${x.status}` : `${fmt(x.median)} ms${x.otherCpu > NOISY ? " (busy)" : ""}`));
    lines.push(
      `| \`${row.path}\`${row.kind === "endpoint" ? " (API)" : ""} | ${row.role} | ${cells.join(" | ")} | ${Number.isFinite(row.growth) ? `${row.growth.toFixed(2)}x` : "n/a"} | ${fast ? "PASS" : "**FAIL**"} | ${flat ? "PASS" : "**FAIL**"} |`,
    );
  }
  const failed = r.checks.filter((c) => !c.pass);
  lines.push(
    "",
    r.pass
      ? `**Result: PASS** (${r.checks.length} targets met)`
      : `**Result: FAIL** (${failed.length} of ${r.checks.length} targets failed)`,
  );
  for (const c of failed) lines.push(`- ${c.name}: ${c.value} (${c.limit})`);
  return lines.join("\n");
}
