/* Helpers shared by the npm scripts (plain Node, no build step). */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
export const bin = (name) => path.join(root, "node_modules", ".bin", name);

export function run(cmd, args, env = process.env) {
  const result = spawnSync(cmd, args, { stdio: "inherit", env, cwd: root });
  return result.status ?? 1;
}

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const SOURCES = ["app", "server.ts", "db/schema.ts", "db/connection.ts", "remix.config.js", "tailwind.config.ts", "package.json"];

/** True when build/index.js is missing or older than any source file. */
export function buildIsStale() {
  const buildFile = path.join(root, "build", "index.js");
  const builtAt = fs.existsSync(buildFile) ? fs.statSync(buildFile).mtimeMs : 0;
  // `npm run dev` writes a development build to the same folder: never serve or test it.
  if (builtAt && /\bmode = "development"/.test(fs.readFileSync(buildFile, "utf8"))) return true;
  return SOURCES.some((s) => newestMtime(path.join(root, s)) > builtAt);
}

export function buildIfStale() {
  if (!buildIsStale()) return 0;
  console.log("[guyub] building...");
  return run(bin("remix"), ["build"], { ...process.env, NODE_ENV: "production" });
}

/** The Chromium to drive: CHROMIUM_PATH, Debian's /usr/bin/chromium, or null. */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean);
  return candidates.find((p) => fs.existsSync(p)) ?? null;
}

/** The most server processes WEB_CONCURRENCY may ask for (app/lib/server/env.server.ts has the same bound). */
export const MAX_WEB_CONCURRENCY = 64;

/**
 * How many server processes to run: WEB_CONCURRENCY (a whole number from 1 to 64), or,
 * when it is unset or empty, one per core (`cores`), but 1 in development (one process
 * for `remix dev` to reload). Anything else throws, naming the variable.
 */
export function webConcurrency(raw, { cores, development }) {
  const value = (raw ?? "").trim();
  if (value === "") return development ? 1 : Math.max(1, Math.min(cores, MAX_WEB_CONCURRENCY));
  const n = Number(value);
  if (!/^\d+$/.test(value) || !Number.isInteger(n) || n < 1 || n > MAX_WEB_CONCURRENCY) {
    throw new Error(`WEB_CONCURRENCY must be a whole number from 1 to ${MAX_WEB_CONCURRENCY} (or empty: one per core), not "${raw}"`);
  }
  return n;
}
