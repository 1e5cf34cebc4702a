#!/usr/bin/env node
/*
 * npm start: build when the build is missing or older than the sources, apply the
 * migrations, seed demo data into an empty database (unless SEED_DEMO=false), then
 * serve with scripts/serve.js on PORT (default 3000): one remix-serve worker per core,
 * or WEB_CONCURRENCY of them (docs/decisions/023-process-model.md).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { bin, buildIfStale, root, run } from "./lib.js";

process.chdir(root);
if (fs.existsSync(".env") && typeof process.loadEnvFile === "function") process.loadEnvFile(".env");
process.env.NODE_ENV ??= "production";
process.env.PORT ||= "3000";

if (!process.argv.includes("--no-build")) {
  const status = buildIfStale();
  if (status !== 0) process.exit(status);
}
const setup = run(bin("tsx"), ["db/setup.ts"]);
if (setup !== 0) process.exit(setup);

// The server: WEB_CONCURRENCY worker processes on PORT (scripts/serve.js). It gets the
// signals (Ctrl-C, SIGTERM) and stops its workers gracefully; its exit code is ours.
const server = spawn(process.execPath, [path.join(root, "scripts", "serve.js")], {
  stdio: "inherit",
  env: process.env,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
