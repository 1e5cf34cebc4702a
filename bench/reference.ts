import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { freePort, root, supervise, waitUntilUp, type Running } from "./server";

/*
 * The reference: a minimal Remix 2 app (bench/reference/: one route that renders the
 * first 20 rows of a SQLite table), built with the project's own @remix-run/dev into
 * .tmp/bench-reference/ and served by remix-serve, like Guyub. Measured in the same run
 * as Guyub's pages, it says what a fresh Remix render costs on this machine today, so
 * Guyub's throughput reads as a share of it whatever the machine and its load.
 */

const appRoot = path.join(root, "bench", "reference");
const serverBuild = path.join(root, ".tmp", "bench-reference", "build", "index.js");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);

function newestMtime(entry: string): number {
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((child) => newestMtime(path.join(entry, child))));
}

/** Build the reference when asked to, or when its build is missing or older than bench/reference/. */
export function ensureReferenceBuild(mode: "auto" | "always" | "never"): string {
  const missing = !fs.existsSync(serverBuild);
  if (mode === "never" && !missing) return "skipped (--no-build)";
  const stale = missing || newestMtime(appRoot) > fs.statSync(serverBuild).mtimeMs;
  if (mode === "auto" && !stale) return "up to date, not rebuilt";
  const started = performance.now();
  const result = spawnSync(bin("remix"), ["build"], {
    cwd: appRoot,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error(`remix build of bench/reference failed (exit ${result.status})`);
  return `built in ${((performance.now() - started) / 1000).toFixed(1)} s`;
}

const CITIES = ["Jakarta", "Bandung", "Surabaya", "Yogyakarta", "Medan", "Makassar", "Denpasar", "Semarang"];

/** The reference's database: 1,000 rows (the page shows the first 20). */
export function seedReferenceDatabase(file: string): void {
  const db = new Database(file);
  db.exec(`DROP TABLE IF EXISTS items;
    CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL, city TEXT NOT NULL, members INTEGER NOT NULL)`);
  const insert = db.prepare("INSERT INTO items (name, city, members) VALUES (?, ?, ?)");
  db.transaction(() => {
    for (let i = 1; i <= 1000; i++) insert.run(`Komunitas ${i}`, CITIES[i % CITIES.length], (i * 7919) % 50_000);
  })();
  db.close();
}

/** remix-serve on the reference's build, on a free port (from bench/reference/: its asset paths are relative). */
export async function startReference(dbFile: string): Promise<Running> {
  const port = await freePort();
  const child = spawn(bin("remix-serve"), [serverBuild], {
    cwd: appRoot,
    env: { ...process.env, NODE_ENV: "production", REFERENCE_DB: dbFile, PORT: String(port), HOST: "127.0.0.1" },
    // Like the app: the per-request log (morgan here) goes nowhere.
    stdio: ["ignore", "ignore", "pipe"],
  });
  const running = supervise(child, `http://127.0.0.1:${port}`);
  await waitUntilUp(child, `${running.url}/`, running.stderr);
  return running;
}
