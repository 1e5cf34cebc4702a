import net from "node:net";
import { describe, expect, it } from "vitest";
import { serverForTests } from "./kit";
import { BODY_GRACE_MS, BODY_MIN_BYTES_PER_SECOND, HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS } from "~/server/slow-clients.server";

/*
 * Slow clients against the built server, over raw sockets: a client that stops in the
 * middle of its headers, one that trickles a body, one that stays idle on a keep-alive
 * connection are each cut off soon after their limit (not after Node's 60 s and 300 s),
 * while an upload at a slow phone's pace gets its answer. The four run side by side.
 */

type Conversation = { socket: net.Socket; received: () => string; closedAt: Promise<number> };

function connect(port: number): Promise<Conversation> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let text = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (text += chunk));
    const closedAt = new Promise<number>((done) => socket.once("close", () => done(Date.now())));
    socket.once("error", () => {});
    socket.once("connect", () => resolve({ socket, received: () => text, closedAt }));
    socket.once("error", reject);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Slack for the server's check interval and a loaded machine. */
const SLACK_MS = 4_000;

describe.concurrent("slow clients", () => {
  const server = serverForTests();

  it("a client that stops in the middle of its headers is answered 408 and cut off after the headers timeout", async () => {
    const c = await connect(server.port);
    const started = Date.now();
    c.socket.write("GET /browse HTTP/1.1\r\nHost: localhost\r\nUser-Agent: slow");
    const closed = await c.closedAt;
    expect(closed - started).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 1_000);
    expect(closed - started).toBeLessThan(HEADERS_TIMEOUT_MS + SLACK_MS);
    expect(c.received()).toMatch(/^HTTP\/1\.1 408/);
  }, 40_000);

  it("a body trickled a byte at a time is cut off once its grace has passed", async () => {
    const c = await connect(server.port);
    const started = Date.now();
    c.socket.write("POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{");
    let open = true;
    void c.closedAt.then(() => (open = false));
    while (open && Date.now() - started < BODY_GRACE_MS + 3 * SLACK_MS) {
      await sleep(1_000);
      if (open) c.socket.write(" ");
    }
    const closed = await c.closedAt;
    expect(closed - started).toBeGreaterThanOrEqual(BODY_GRACE_MS - 1_000);
    expect(closed - started).toBeLessThan(BODY_GRACE_MS + SLACK_MS);
  }, 60_000);

  it("an upload at a slow phone's pace (above the minimum rate, longer than the grace) gets its answer", async () => {
    const c = await connect(server.port);
    const rate = BODY_MIN_BYTES_PER_SECOND * 2;
    const seconds = Math.ceil(BODY_GRACE_MS / 1000) + 5;
    const body = JSON.stringify({
      name: "Budi Santoso",
      email: "budi@example.id",
      phone: "081234567890",
      message: "x".repeat(rate * seconds),
    });
    c.socket.write(
      `POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
    );
    for (let sent = 0; sent < body.length; sent += rate) {
      c.socket.write(body.slice(sent, sent + rate));
      await sleep(1_000);
    }
    await c.closedAt;
    // Too long a message: the answer is the form's own 400, not a cut connection.
    expect(c.received()).toMatch(/^HTTP\/1\.1 400/);
  }, 60_000);

  it("a keep-alive connection left idle is closed after the keep-alive timeout", async () => {
    const c = await connect(server.port);
    c.socket.write("GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n");
    const started = Date.now();
    const closed = await c.closedAt;
    expect(c.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(closed - started).toBeGreaterThanOrEqual(KEEP_ALIVE_TIMEOUT_MS - 1_000);
    expect(closed - started).toBeLessThan(KEEP_ALIVE_TIMEOUT_MS + SLACK_MS);
  }, 40_000);
});
