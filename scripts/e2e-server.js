#!/usr/bin/env node
/*
 * The server Playwright tests run against: the real build, on a fresh database
 * (migrated and seeded with the demo data) in .tmp/, production mode, served as
 * `npm start` serves it: scripts/serve.js with two workers (E2E_WORKERS), so a test's
 * requests are spread over both, as real traffic is (the cluster hands each new
 * connection to the next worker).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { bin, root, run } from "./lib.js";

const dir = path.join(root, ".tmp", `e2e-${Date.now()}`);
fs.mkdirSync(dir, { recursive: true });
const env = {
  ...process.env,
  NODE_ENV: "production",
  DATABASE_URL: path.join(dir, "guyub.db"),
  SESSION_SECRET: "e2e-secret-0123456789abcdefghijklmnopqrs",
  SEED_DEMO: "true",
  COOKIE_SECURE: "false",
  // Many tests register from 127.0.0.1; the limit itself is tested in tests/api/security.test.ts.
  REGISTRATIONS_PER_HOUR: "100000",
  PORT: process.env.PORT ?? "3100",
  WEB_CONCURRENCY: process.env.E2E_WORKERS ?? "2",
  // The jobs look for due work every second, so a test that moves a date into the past
  // sees the job act on it at once.
  JOB_INTERVAL_SECONDS: "1",
};
// Where this run's database is, for the few tests that move a date into the past.
fs.writeFileSync(path.join(root, ".tmp", `e2e-${env.PORT}.database`), env.DATABASE_URL);
if (run(bin("tsx"), ["db/setup.ts"], env) !== 0) process.exit(1);
const server = spawn(process.execPath, [path.join(root, "scripts", "serve.js")], { stdio: "inherit", env });
const stop = () => {
  server.kill("SIGTERM");
  fs.rmSync(dir, { recursive: true, force: true });
};
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    stop();
    process.exit(0);
  });
server.on("exit", (code) => process.exit(code ?? 0));
