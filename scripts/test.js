#!/usr/bin/env node
/*
 * npm test: build the app, run Vitest (units, models on real SQLite files, the API over
 * HTTP against the built server), then Playwright in Chromium against the built server.
 * Without a Chromium the browser tests are skipped with a loud message, except when CI
 * is set: then a missing browser fails the run.
 */
import { bin, buildIfStale, findChromium, run } from "./lib.js";

const only = process.argv[2]; // "unit" or "e2e" to run one half
let status = buildIfStale();
if (status !== 0) process.exit(status);

if (only !== "e2e") {
  status = run(bin("vitest"), ["run"]);
  if (status !== 0) process.exit(status);
}

if (only !== "unit") {
  const chromium = findChromium();
  if (!chromium) {
    const banner = "!".repeat(78);
    console.error(
      `\n${banner}\n!! No Chromium found (CHROMIUM_PATH, /usr/bin/chromium): BROWSER TESTS SKIPPED.\n!! Install it with: sudo apt-get install chromium\n${banner}\n`,
    );
    if (process.env.CI) {
      console.error("CI is set: a missing browser fails the run.");
      process.exit(1);
    }
    process.exit(0);
  }
  status = run(bin("playwright"), ["test"], { ...process.env, CHROMIUM_PATH: chromium });
  process.exit(status);
}
