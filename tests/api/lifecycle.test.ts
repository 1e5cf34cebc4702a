import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { connectionsToWorkers } from "./connections";
import { startServer, workerPids, type TestServer } from "./server";

/*
 * SIGTERM stops the server gracefully, one process or several (scripts/serve.js); a
 * worker that dies is replaced while the others keep answering.
 */

function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port }, () => {
      socket.destroy();
      resolve(false);
    });
    socket.on("error", () => resolve(true));
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("graceful shutdown", () => {
  it("finishes the request in flight, refuses new ones, checkpoints the WAL and exits 0 within 10 s", async () => {
    const server = await startServer({ env: { PAGE_CACHE_SECONDS: "0" } });
    const name = `Graceful ${Date.now()}`;
    const body = new URLSearchParams({
      name,
      email: "graceful@example.id",
      phone: "081234567890",
      message: "A message sent across a shutdown.",
    }).toString();
    const half = Math.floor(body.length / 2);

    const answer = new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port: server.port,
          path: "/contact",
          method: "POST",
          headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on("error", reject);
      req.write(body.slice(0, half));
      // The rest comes after the signal: the request is in flight when SIGTERM arrives.
      void (async () => {
        await sleep(400);
        signalled = Date.now();
        server.child.kill("SIGTERM");
        await sleep(500);
        newConnectionRefused = await refused(server.port);
        req.end(body.slice(half));
      })();
    });
    let signalled = 0;
    let newConnectionRefused = false;
    const exited = new Promise<number | null>((resolve) => server.child.once("exit", (code) => resolve(code)));

    expect(await answer).toBe(302);
    const code = await exited;
    const took = Date.now() - signalled;
    expect(code, server.output()).toBe(0);
    expect(took).toBeLessThan(10_000);
    expect(newConnectionRefused).toBe(true);
    expect(server.output()).toContain("stopped cleanly");

    const file = path.join(server.dataDir, "guyub.db");
    const wal = file + "-wal";
    expect(!fs.existsSync(wal) || fs.statSync(wal).size === 0, "the WAL was checkpointed").toBe(true);
    const sqlite = new Database(file, { readonly: true });
    try {
      expect(sqlite.pragma("integrity_check", { simple: true })).toBe("ok");
      expect(sqlite.prepare("SELECT count(*) AS n FROM contact_messages WHERE name = ?").get(name)).toEqual({ n: 1 });
    } finally {
      sqlite.close();
      await server.stop();
    }
  });

  it("still exits within 10 s when a client never finishes its request", async () => {
    const server = await startServer();
    const socket = net.connect({ host: "127.0.0.1", port: server.port });
    await new Promise((r) => socket.once("connect", r));
    socket.on("error", () => undefined);
    // Headers promise a body that never comes.
    socket.write(
      `POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${server.url}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nname=a`,
    );
    await sleep(300);
    const exited = new Promise<number | null>((resolve) => server.child.once("exit", (code) => resolve(code)));
    const signalled = Date.now();
    server.child.kill("SIGTERM");
    const code = await exited;
    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(code, server.output()).toBe(0);
    socket.destroy();
    await server.stop();
  });
});

/** A contact form POST whose body is only half sent: in flight until `finish()`. */
function halfSentContact(server: TestServer, name: string) {
  const body = new URLSearchParams({
    name,
    email: "graceful@example.id",
    phone: "081234567890",
    message: "A message sent across a shutdown.",
  }).toString();
  const half = Math.floor(body.length / 2);
  let finish: () => void = () => undefined;
  const status = new Promise<number>((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: server.port,
        path: "/contact",
        method: "POST",
        agent: false,
        headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on("error", reject);
    req.write(body.slice(0, half));
    finish = () => req.end(body.slice(half));
  });
  return { status, finish: () => finish() };
}

/** Whether process `pid` is still running. */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until<T>(what: string, probe: () => T | undefined | false, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** A GET on a new connection each time (a dead worker's kept-alive socket is not reused). */
function freshGet(server: TestServer, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port: server.port, path, agent: false }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      })
      .on("error", reject);
  });
}

describe("with two workers (scripts/serve.js, WEB_CONCURRENCY=2)", () => {
  it("both serve; SIGTERM stops both gracefully, answering the requests in flight, and the primary exits 0", async () => {
    const server = await startServer({ workers: 2 });
    try {
      const workers = workerPids(server);
      expect(workers).toHaveLength(2);
      // Each worker answers (each fills its own page cache), on connections kept open.
      const connections = await connectionsToWorkers(server.url, "/about", 2);
      for (const c of connections) expect((await c.request("GET", "/about")).headers["x-cache"]).toBe("HIT");
      for (const c of connections) c.close();

      // Requests in flight when the signal comes, on new connections (handed to the workers in turn).
      const stamp = Date.now();
      const inFlight = [0, 1, 2, 3].map((i) => halfSentContact(server, `Graceful two ${stamp} ${i}`));
      await sleep(400);
      const exited = new Promise<number | null>((resolve) => server.child.once("exit", (code) => resolve(code)));
      server.child.kill("SIGTERM");
      await sleep(500);
      const newConnectionRefused = await refused(server.port);
      for (const request of inFlight) request.finish();

      expect(await Promise.all(inFlight.map((r) => r.status))).toEqual([302, 302, 302, 302]);
      expect(await exited, server.output()).toBe(0);
      expect(newConnectionRefused).toBe(true);
      expect(server.output().match(/stopped cleanly/g), server.output()).toHaveLength(2);
      expect(workers.filter(running)).toEqual([]);

      const file = path.join(server.dataDir, "guyub.db");
      const sqlite = new Database(file, { readonly: true });
      try {
        expect(sqlite.pragma("integrity_check", { simple: true })).toBe("ok");
        expect(sqlite.prepare("SELECT count(*) AS n FROM contact_messages WHERE name LIKE ?").get(`Graceful two ${stamp} %`)).toEqual({
          n: 4,
        });
      } finally {
        sqlite.close();
      }
    } finally {
      await server.stop();
    }
  });

  it("replaces a worker that dies, with one line in the log, while the other keeps answering", async () => {
    const server = await startServer({ workers: 2 });
    try {
      const [victim, survivor] = workerPids(server);
      process.kill(victim, "SIGKILL");
      await until("the primary to see the death", () => /ended \(signal SIGKILL\)/.test(server.output()));
      // The survivor answers every request meanwhile.
      for (let i = 0; i < 10; i += 1) expect(await freshGet(server, "/healthz")).toBe(200);

      const replaced = await until("a new worker", () => {
        const now = workerPids(server);
        return now.length === 2 && !now.includes(victim) && now.includes(survivor) ? now : undefined;
      });
      // The new worker listens (a third "[remix-serve]" line), then both answer again.
      await until("the new worker to listen", () => (server.output().match(/^\[remix-serve\] http:/gm)?.length ?? 0) >= 3);
      const connections = await connectionsToWorkers(server.url, "/about", 2);
      for (const c of connections) c.close();
      expect(replaced).toHaveLength(2);
      expect(server.output().match(/^\[guyub\] worker \d+ ended/gm)).toHaveLength(1);

      const exited = new Promise<number | null>((resolve) => server.child.once("exit", (code) => resolve(code)));
      server.child.kill("SIGTERM");
      expect(await exited, server.output()).toBe(0);
      expect(replaced.filter(running)).toEqual([]);
    } finally {
      await server.stop();
    }
  });

  it("refuses a WEB_CONCURRENCY that is not a whole number from 1 to 64, in one line", async () => {
    const result = spawnSync(process.execPath, ["scripts/serve.js"], {
      env: { ...process.env, WEB_CONCURRENCY: "two" },
      encoding: "utf8",
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      '[guyub] WEB_CONCURRENCY must be a whole number from 1 to 64 (or empty: one per core), not "two". See .env.example.',
    );
  });
});
