#!/usr/bin/env node
/*
 * npm run validate: what a developer runs before a commit, in a minute or two, without a
 * build: the type check and lint side by side, the format check, then the fast Vitest
 * project (units and models on real SQLite files). npm test runs everything.
 */
import { spawn } from "node:child_process";
import os from "node:os";
import { bin, root, run } from "./lib.js";

function start(name, cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("close", (code) => resolve({ name, code: code ?? 1, output }));
  });
}

const checks = await Promise.all([
  start("typecheck", bin("tsc"), ["--noEmit"]),
  start("lint", bin("eslint"), ["."]),
  start("format", bin("prettier"), ["--check", "--log-level", "warn", "."]),
]);
let failed = false;
for (const { name, code, output } of checks) {
  console.log(`[validate] ${name}: ${code === 0 ? "ok" : "FAILED"}`);
  if (code !== 0) {
    failed = true;
    process.stdout.write(output);
  }
}
if (failed) process.exit(1);
// The fast tests on every core (Vitest leaves one free by default; nothing else runs now).
process.exit(run(bin("vitest"), ["run", "--project", "fast", `--maxWorkers=${os.availableParallelism()}`]));
