#!/usr/bin/env node
/*
 * npm start: build when the build is missing or older than the sources, apply the
 * migrations, seed demo data into an empty database (unless SEED_DEMO=false), then
 * serve with remix-serve on PORT (default 3000).
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
process.chdir(root);
if (fs.existsSync(".env") && typeof process.loadEnvFile === "function") process.loadEnvFile(".env");
process.env.NODE_ENV ??= "production";
process.env.PORT ||= "3000";

const bin = (name) => path.join(root, "node_modules", ".bin", name);
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const buildFile = path.join(root, "build", "index.js");
const sources = ["app", "server.ts", "db/schema.ts", "db/connection.ts", "remix.config.js", "tailwind.config.ts", "package.json"];
const builtAt = fs.existsSync(buildFile) ? fs.statSync(buildFile).mtimeMs : 0;
const stale = sources.some((s) => newestMtime(path.join(root, s)) > builtAt);
if (!process.argv.includes("--no-build") && stale) {
  console.log("[guyub] building...");
  run(bin("remix"), ["build"]);
}

run(bin("tsx"), ["db/setup.ts"]);

const server = spawn(bin("remix-serve"), [buildFile], { stdio: "inherit", env: process.env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
