import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { buildIsStale } from "../scripts/lib.js";
import { processTree } from "./processes";

/*
 * The processes under test: the BUILT app (remix-serve build/index.js, exactly what
 * `npm start` runs in production) and the "ceiling", a bare node:http server that
 * answers every request with the same bytes. Both run in their own process so they
 * never share the event loop of the load generator.
 */

export const root = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);

/**
 * Build when asked to, or when build/index.js is missing or older than the sources
 * (the same rule as `npm start`). Other engineers edit app/ all the time, so a stale
 * build would benchmark yesterday's code.
 */
export function ensureBuild(mode: "auto" | "always" | "never"): string {
  const missing = !fs.existsSync(path.join(root, "build", "index.js"));
  if (mode === "never" && !missing) return "skipped (--no-build)";
  const stale = missing || buildIsStale();
  if (mode === "auto" && !stale) return "up to date, not rebuilt";
  const why = missing ? "build/index.js is missing" : mode === "always" ? "--build" : "sources are newer than build/";
  console.log(`[bench] npx remix build (${why})...`);
  const started = performance.now();
  const result = spawnSync(bin("remix"), ["build"], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error(`remix build failed (exit ${result.status})`);
  return `built in ${((performance.now() - started) / 1000).toFixed(1)} s (${why})`;
}

/** A port nobody listens on now (the API tests start their servers on one too). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export type Running = {
  url: string;
  pid: number;
  /** What the process wrote to stderr so far (errors logged by the app land here). */
  stderr(): string;
  /** null while running, else how it ended ("exit code 1", "signal SIGKILL"). */
  ended(): string | null;
  stop(): Promise<void>;
};

export async function waitUntilUp(child: ChildProcess, url: string, stderr: () => string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (code ${child.exitCode}):\n${stderr()}`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not answer ${url} in time:\n${stderr()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export function supervise(child: ChildProcess, url: string): Running {
  let errors = "";
  let ended: string | null = null;
  child.stderr?.on("data", (d) => (errors += d));
  child.on("exit", (code, signal) => (ended = signal ? `signal ${signal}` : `exit code ${code}`));
  return {
    url,
    pid: child.pid ?? -1,
    stderr: () => errors,
    ended: () => ended,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      // A cluster primary's workers too, should the primary die before they do.
      const tree = child.pid ? processTree(child.pid) : [];
      child.kill("SIGTERM");
      // remix-serve closes gracefully on SIGTERM, which waits for keep-alive sockets;
      // do not let a lingering socket hold the whole benchmark.
      const timer = setTimeout(() => child.kill("SIGKILL"), 3_000);
      await exited;
      clearTimeout(timer);
      for (const pid of tree.slice(1)) {
        try {
          process.kill(pid, "SIGKILL");
        } catch {
          // already gone
        }
      }
    },
  };
}

/** The cluster primary that serves build/index.js with WEB_CONCURRENCY workers. */
export const SERVE_SCRIPT = path.join(root, "scripts", "serve.js");

export type AppOptions = {
  /** More than 1: `node scripts/serve.js` with WEB_CONCURRENCY=workers; else remix-serve. */
  workers?: number;
  /** Added to the app's environment (PAGE_CACHE_SECONDS: "0" for fresh renders). */
  env?: Record<string, string>;
  /** A server build directory other than build/ (one worker only), e.g. a copy kept from before a change. */
  build?: string;
};

/** What the bench's app servers run with: production, `dbFile`, no demo data, on 127.0.0.1:`port`. */
export function benchEnv(dbFile: string, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: dbFile,
    SESSION_SECRET: "bench-secret-0123456789abcdefghijklmnop",
    SEED_DEMO: "false",
    COOKIE_SECURE: "false",
    PORT: String(port),
    HOST: "127.0.0.1",
    // The signed-in pages are timed with 220 requests each in seconds, and the report's
    // CSV is looped by 8 connections of one account (bench/big-report.ts): the per-user
    // report limits (60 a minute, 2 CSV downloads at once) are lifted.
    REPORT_REQUESTS_PER_MINUTE: "1000000",
    REPORT_CSV_STREAMS_PER_USER: "1000",
  };
}

/** The built app on a free port, against `dbFile`, in production mode. */
export async function startApp(dbFile: string, options: AppOptions = {}): Promise<Running> {
  const workers = options.workers ?? 1;
  if (workers > 1 && !fs.existsSync(SERVE_SCRIPT))
    throw new Error(`${workers} workers need ${path.relative(root, SERVE_SCRIPT)}, which is missing`);
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...benchEnv(dbFile, port),
    // The mixed run (bench/mixed.ts) plays many clients: behind a proxy on this machine,
    // each with its own X-Forwarded-For, so the per-address limits see many addresses.
    TRUST_PROXY: "loopback",
    WEB_CONCURRENCY: String(workers),
    ...options.env,
  };
  // stdout is ignored on purpose: the server logs every request (a JSON line, docs/operations.md), and
  // writing 1000s of lines per second to a pipe or terminal would cost the server CPU
  // that production (logging to a file or journald) would not pay in the same way.
  if (workers > 1 && options.build) throw new Error("a build other than build/ runs with one worker only");
  const [command, args] =
    workers > 1
      ? [process.execPath, [SERVE_SCRIPT]]
      : [bin("remix-serve"), [path.join(options.build ?? path.join(root, "build"), "index.js")]];
  const child = spawn(command, args, {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "pipe"],
  });
  const running = supervise(child, `http://127.0.0.1:${port}`);
  await waitUntilUp(child, `${running.url}/healthz`, running.stderr);
  return running;
}

/**
 * The ceiling: plain node:http answering `htmlFile`'s bytes to every request. What no
 * Node app on this machine can beat with the same response size and the same client.
 */
export async function startCeiling(htmlFile: string, gzip: boolean): Promise<Running> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(root, "bench", "ceiling-server.mjs"), String(port), htmlFile, gzip ? "gzip" : "identity"],
    {
      cwd: root,
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  const running = supervise(child, `http://127.0.0.1:${port}`);
  await waitUntilUp(child, running.url, running.stderr);
  return running;
}
