import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { DEMO, serverForTests, signIn } from "./kit";
import { client } from "./server";

/*
 * The server's log, read from the built server's standard output: one JSON object per
 * line (level, time, message), a line per request with its id, the user's id once signed
 * in, the security channel in the same request, and an error nobody caught logged once
 * with its request's id and never shown to the visitor (app/lib/server/logger.server.ts).
 */
const server = serverForTests({ env: { LOG_LEVEL: "info", PAGE_CACHE_SECONDS: "0", TRUST_PROXY: "loopback" } });

type Line = { level: string; time: string; msg: string; pid: number; reqId?: string; userId?: number; channel?: string } & Record<
  string,
  any
>;

/** The JSON lines written since `from` (an offset in the output). remix-serve's own "listening" line is its one plain line. */
function linesSince(from = 0): Line[] {
  return server
    .output()
    .slice(from)
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.startsWith("[remix-serve] "))
    .map((line) => JSON.parse(line) as Line);
}

/** The request line of `method url` written since `from`, once it is there. */
async function requestLine(from: number, method: string, url: string): Promise<Line> {
  for (let waited = 0; waited < 5_000; waited += 25) {
    const found = linesSince(from).find((l) => l.channel === "request" && l.method === method && l.url === url);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no request line for ${method} ${url}:\n${server.output().slice(from)}`);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("the log", () => {
  it("is JSON lines with a level, an ISO time, the process id and a message, from the start on", () => {
    const lines = linesSince();
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).toMatchObject({ level: expect.stringMatching(/^(info|warn|error)$/), msg: expect.any(String), pid: expect.any(Number) });
      expect(new Date(line.time).toISOString()).toBe(line.time);
    }
    expect(lines.some((l) => l.msg.startsWith("listening on 127.0.0.1:"))).toBe(true);
  });

  it("writes a line per request: its id, method, URL, status and time; no user when anonymous", async () => {
    const from = server.output().length;
    expect((await fetch(`${server.url}/about?ref=log-test`)).status).toBe(200);
    const line = await requestLine(from, "GET", "/about?ref=log-test");
    expect(line).toMatchObject({
      level: "info",
      channel: "request",
      status: 200,
      reqId: expect.stringMatching(UUID),
      ms: expect.any(Number),
    });
    expect(line).not.toHaveProperty("userId");
  });

  it("names the user in the request that signs in and the ones after; the security line shares the request's id", async () => {
    const from = server.output().length;
    const { c, user } = await signIn(server.url, DEMO.owner);
    const login = await requestLine(from, "POST", "/api/login");
    expect(login).toMatchObject({ status: 200, userId: user.id });
    const security = linesSince(from).find((l) => l.channel === "security" && l.event === "sign_in" && l.userId === user.id);
    expect(security).toMatchObject({ level: "info", msg: "sign_in", reqId: login.reqId, email: DEMO.owner.email, address: "127.0.0.1" });

    expect((await c.request("GET", "/community/dashboard")).status).toBe(200);
    const page = await requestLine(from, "GET", "/community/dashboard");
    expect(page).toMatchObject({ status: 200, userId: user.id, reqId: expect.stringMatching(UUID) });
    expect(page.reqId).not.toBe(login.reqId);
    expect(server.output().slice(from)).not.toContain(DEMO.owner.password);
  });

  it("keeps the id a trusted proxy sent (X-Request-Id) when it looks like one", async () => {
    const from = server.output().length;
    await fetch(`${server.url}/about?proxy=1`, { headers: { "x-request-id": "edge-7f3a.42" } });
    await fetch(`${server.url}/about?proxy=2`, { headers: { "x-request-id": "no good\u00e9" } });
    expect((await requestLine(from, "GET", "/about?proxy=1")).reqId).toBe("edge-7f3a.42");
    expect((await requestLine(from, "GET", "/about?proxy=2")).reqId).toMatch(UUID);
  });

  it("logs an error nobody caught once, with its request's id and stack, and shows the visitor none of it", async () => {
    const database = new Database(path.join(server.dataDir, "guyub.db"));
    database.exec("ALTER TABLE community_categories RENAME TO community_categories_gone");
    try {
      for (const [url, kind] of [
        ["/browse", "page"],
        ["/api/communities", "API"],
      ] as const) {
        const from = server.output().length;
        const res = await client(server.url).request("GET", url);
        expect(res.status, `${kind} ${url}`).toBe(500);
        expect(res.text).not.toMatch(/SqliteError|no such table|\n\s+at /);
        const request = await requestLine(from, "GET", url);
        const errors = linesSince(from).filter((l) => l.level === "error");
        expect(errors, `${kind} ${url}`).toHaveLength(1);
        expect(errors[0]).toMatchObject({
          reqId: request.reqId,
          msg: expect.stringContaining(`GET ${url} failed`),
          err: { type: "SqliteError", message: "no such table: community_categories", stack: expect.stringContaining("\n    at ") },
        });
      }
    } finally {
      database.exec("ALTER TABLE community_categories_gone RENAME TO community_categories");
      database.close();
    }
  });
});
