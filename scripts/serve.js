#!/usr/bin/env node
/*
 * Serve build/index.js with remix-serve on PORT and HOST, in WEB_CONCURRENCY processes
 * (empty: one per core; 1 in development). See docs/decisions/023-process-model.md.
 * - WEB_CONCURRENCY=1: remix-serve runs in this very process, exactly as
 *   `remix-serve build/index.js` would.
 * - More: this process is a node:cluster primary that forks that many workers, each a
 *   remix-serve on the same port (the primary accepts the connections and hands them to
 *   the workers in turn). It loads none of the app itself.
 * - A worker that dies while nobody asked it to stop is replaced, after a pause that
 *   doubles while replacements die young, so a crash loop does not spin; one line each.
 * - SIGTERM or SIGINT goes to every worker, each stops gracefully
 *   (app/server/shutdown.server.ts), and the primary exits once all have: 0 when every
 *   one stopped cleanly, 1 otherwise.
 * - A worker that dies before any worker ever listened (a bad setting, a data folder that
 *   cannot be written) ends the start with that worker's exit code, as one process would.
 * scripts/start.js (npm start) runs this after the build and the database setup.
 */
import cluster from "node:cluster";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { root, webConcurrency } from "./lib.js";

const remixServe = createRequire(import.meta.url).resolve("@remix-run/serve/dist/cli.js");
const build = path.join(root, "build", "index.js");

/** Replacement pauses: doubled after each worker that died within STABLE_MS of its start. */
const FIRST_PAUSE_MS = 200;
const MAX_PAUSE_MS = 30_000;
const STABLE_MS = 10_000;

let count;
try {
  count = webConcurrency(process.env.WEB_CONCURRENCY, {
    cores: os.availableParallelism(),
    development: process.env.NODE_ENV === "development",
  });
} catch (error) {
  console.error(`[guyub] ${error.message}. See .env.example.`);
  process.exit(1);
}

if (count === 1) {
  // remix-serve reads its build from argv[2].
  process.argv = [process.argv[0], remixServe, build];
  await import(pathToFileURL(remixServe).href);
} else {
  runPrimary(count);
}

function runPrimary(size) {
  // Every worker must listen on the same port: remix-serve would pick a free one each.
  process.env.PORT ||= "3000";
  cluster.setupPrimary({ exec: remixServe, args: [build] });

  const startedAt = new Map();
  const pendingForks = new Set();
  let pause = FIRST_PAUSE_MS;
  let everListened = false;
  let stopping = false;
  let exitCode = 0;

  const alive = () => Object.keys(cluster.workers ?? {}).length;
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  const finishIfDone = () => {
    if (stopping && alive() === 0) process.exit(exitCode);
  };
  const stop = (signal, code = 0) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    for (const timer of pendingForks) clearTimeout(timer);
    pendingForks.clear();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    finishIfDone();
  };

  cluster.on("listening", () => {
    everListened = true;
  });
  cluster.on("exit", (worker, code, signal) => {
    const how = signal ? `signal ${signal}` : `exit code ${code}`;
    const lived = Date.now() - (startedAt.get(worker.id) ?? Date.now());
    startedAt.delete(worker.id);
    if (stopping) {
      if (code !== 0 || signal) exitCode = exitCode || 1;
      finishIfDone();
      return;
    }
    if (!everListened) {
      console.error(`[guyub] worker ${worker.process.pid} ended (${how}) before the server started: stopping`);
      stop("SIGTERM", code || 1);
      return;
    }
    pause = lived < STABLE_MS ? Math.min(pause * 2, MAX_PAUSE_MS) : FIRST_PAUSE_MS;
    console.error(
      `[guyub] worker ${worker.process.pid} ended (${how}) after ${Math.round(lived / 1000)} s: a new one starts in ${pause} ms`,
    );
    const timer = setTimeout(() => {
      pendingForks.delete(timer);
      if (!stopping) fork();
    }, pause);
    pendingForks.add(timer);
  });

  for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => stop(signal));
  console.log(`[guyub] starting ${size} worker processes (WEB_CONCURRENCY), primary pid ${process.pid}`);
  for (let i = 0; i < size; i += 1) fork();
}
