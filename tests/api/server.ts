import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { freePort, root } from "../../bench/server";

/*
 * Start the BUILT server (remix-serve build/index.js, production mode) on a free port
 * with a fresh database seeded with the demo data, for API tests over real HTTP; with
 * `workers`, through scripts/serve.js (what `npm start` runs) with that many workers.
 * `npm test` builds first; run `npx remix build` before running these files alone.
 */
/** `dataDir`: the server's data folder (its database, logos/). */
export type TestServer = {
  url: string;
  dataDir: string;
  port: number;
  /** The remix-serve process, or with `workers` the primary (signals, exit code). */
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
};

/**
 * `seed: false`: no demo data. `env`: more environment, over the defaults below.
 * `dataDir`: start on an existing data folder (a restart: migrations run, no seeding
 * into a database that has data) instead of a fresh one. `workers`: scripts/serve.js
 * with WEB_CONCURRENCY=workers instead of remix-serve alone. `port`: this one instead of
 * a free one (for a server that must know its address first, in PUBLIC_URL).
 */
export type ServerOptions = { seed?: boolean; env?: Record<string, string>; dataDir?: string; workers?: number; port?: number };

export async function startServer(options: ServerOptions = {}): Promise<TestServer> {
  if (!fs.existsSync(path.join(root, "build", "index.js"))) {
    throw new Error("build/index.js is missing: run `npx remix build` (npm test does it).");
  }
  const dir = options.dataDir ?? path.join(root, ".tmp", `api-${process.pid}-${crypto.randomBytes(4).toString("hex")}`);
  fs.mkdirSync(dir, { recursive: true });
  const port = options.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: path.join(dir, "guyub.db"),
    SESSION_SECRET: "api-test-secret-0123456789abcdefghijklmn",
    SEED_DEMO: options.seed === false ? "false" : "true",
    COOKIE_SECURE: "false",
    // Many tests register from 127.0.0.1; security.test.ts tests the limit itself.
    REGISTRATIONS_PER_HOUR: "100000",
    PORT: String(port),
    HOST: "127.0.0.1",
    ...options.env,
  };
  const setup = spawnSync(path.join(root, "node_modules/.bin/tsx"), ["db/setup.ts"], { cwd: root, env, encoding: "utf8" });
  if (setup.status !== 0) throw new Error(`db/setup.ts failed: ${setup.stderr}`);
  const child: ChildProcess =
    options.workers === undefined
      ? spawn(path.join(root, "node_modules/.bin/remix-serve"), [path.join(root, "build", "index.js")], {
          cwd: root,
          env,
          stdio: ["ignore", "pipe", "pipe"],
        })
      : spawn(process.execPath, [path.join(root, "scripts", "serve.js")], {
          cwd: root,
          env: { ...env, WEB_CONCURRENCY: String(options.workers) },
          stdio: ["ignore", "pipe", "pipe"],
        });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/healthz`);
      // With workers: up once every one of them listens.
      if (res.ok && (options.workers === undefined || listening(output) >= options.workers)) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    dataDir: dir,
    port,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        await new Promise((r) => child.once("exit", r));
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** How many remix-serve processes said they listen, in `output`. */
function listening(output: string): number {
  return output.match(/^\[remix-serve\] http:/gm)?.length ?? 0;
}

/** The worker processes of a server started with `workers` (its primary's children). */
export function workerPids(server: TestServer): number[] {
  const ps = spawnSync("ps", ["-o", "pid=", "--ppid", String(server.child.pid)], { encoding: "utf8" });
  return ps.stdout
    .split("\n")
    .map((line) => Number(line.trim()))
    .filter((pid) => pid > 0);
}

/** A tiny cookie-keeping client: JSON in and out. */
export function client(base: string) {
  const jar = new Map<string, string>();
  return {
    jar,
    async request(method: string, pathname: string, body?: unknown, headers: Record<string, string> = {}) {
      const cookie = [...jar.entries()].map(([k, v]) => `${k}=${v}`).join("; ");
      const res = await fetch(base + pathname, {
        method,
        redirect: "manual",
        headers: {
          ...(body !== undefined ? { "Content-Type": "application/json" } : {}),
          ...(cookie ? { Cookie: cookie } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      });
      for (const set of res.headers.getSetCookie()) {
        const [pair, ...attrs] = set.split(";");
        const [name, ...rest] = pair.split("=");
        const value = rest.join("=");
        const expired = attrs.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim()));
        if (expired || value === "") jar.delete(name.trim());
        else jar.set(name.trim(), value);
      }
      const text = await res.text();
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = text;
      }
      return { status: res.status, headers: res.headers, json: json as any, text };
    },
  };
}
