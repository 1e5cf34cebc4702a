import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { startServer } from "./server";

/* SIGTERM stops the server gracefully. */

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
    const body = new URLSearchParams({ name, email: "graceful@example.id", phone: "081234567890", message: "A message sent across a shutdown." }).toString();
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
    socket.write(`POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${server.url}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nname=a`);
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
