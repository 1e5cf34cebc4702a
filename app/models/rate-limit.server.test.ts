import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type DB } from "../../db/connection";
import { rateLimitHits } from "../../db/schema";
import { db } from "~/lib/server/db.server";
import { authenticateWithPassword } from "./user.server";
import { FailureLimiter, InFlightLimit, loginLimits } from "./rate-limit.server";
import { makeUser } from "../../tests/factories";

/*
 * The limits live in the database file, not in a process: two connections to one file
 * (as two server processes have) count together. Each limiter below has its own
 * instance and its own connection, so a count kept in memory would never add up.
 */
const MINUTE = 60_000;
let others: DB[] = [];

/** Another connection to the test's database file: what a second server process has. */
function secondProcess(): DB {
  const other = openDatabase(db.$client.name);
  others.push(other);
  return other;
}

afterEach(() => {
  for (const other of others) other.$client.close();
  others = [];
});

describe("FailureLimiter across connections to one file", () => {
  it("counts failures from both connections together and blocks the key in both", () => {
    const other = secondProcess();
    const here = new FailureLimiter("test_limit", 5, 15 * MINUTE, () => db);
    const there = new FailureLimiter("test_limit", 5, 15 * MINUTE, () => other);
    const now = Date.now();
    for (let i = 0; i < 3; i++) here.fail("k", now + i);
    for (let i = 3; i < 5; i++) there.fail("k", now + i);
    expect(here.retryAfter("k", now + 10)).toBe(15 * 60);
    expect(there.retryAfter("k", now + 10)).toBe(15 * 60);
    // Another key and another limit with the same key are not touched.
    expect(here.retryAfter("other", now + 10)).toBe(0);
    expect(new FailureLimiter("another_limit", 5, 15 * MINUTE, () => other).retryAfter("k", now + 10)).toBe(0);
  });

  it("waits until the oldest failure that counts leaves the window", () => {
    const other = secondProcess();
    const here = new FailureLimiter("test_limit", 3, 10 * MINUTE, () => db);
    const there = new FailureLimiter("test_limit", 3, 10 * MINUTE, () => other);
    const start = Date.now();
    here.fail("k", start);
    there.fail("k", start + 2 * MINUTE);
    here.fail("k", start + 4 * MINUTE);
    there.fail("k", start + 6 * MINUTE);
    // Four failures, limit 3: blocked until the second (at +2 min) leaves, at +12 min.
    expect(there.retryAfter("k", start + 7 * MINUTE)).toBe(5 * 60);
    expect(here.retryAfter("k", start + 12 * MINUTE - 1)).toBe(1);
    expect(here.retryAfter("k", start + 12 * MINUTE)).toBe(0);
  });

  it("a reset in one connection frees the key in the other", () => {
    const other = secondProcess();
    const here = new FailureLimiter("test_limit", 2, 10 * MINUTE, () => db);
    const there = new FailureLimiter("test_limit", 2, 10 * MINUTE, () => other);
    here.fail("k");
    here.fail("k");
    expect(there.retryAfter("k")).toBeGreaterThan(0);
    there.reset("k");
    expect(here.retryAfter("k")).toBe(0);
  });

  it("sweeps the failures that left their window, of every limit, when it counts one", () => {
    const short = new FailureLimiter("short", 5, MINUTE);
    const long = new FailureLimiter("long", 5, 60 * MINUTE);
    const start = Date.now();
    short.fail("a", start);
    long.fail("b", start);
    short.fail("c", start + 2 * MINUTE);
    const left = db
      .select()
      .from(rateLimitHits)
      .all()
      .map((row) => `${row.limiter}:${row.key}`);
    expect(left.sort()).toEqual(["long:b", "short:c"]);
  });

  it("finds the blocking failure on the key index, and sweeps on the expiry index", () => {
    const plan = (sql: string) =>
      (db.$client.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[]).map((r) => r.detail).join("; ");
    expect(
      plan(
        "SELECT expires_at FROM rate_limit_hits WHERE limiter = 'x' AND key = 'k' AND expires_at > 0 ORDER BY expires_at DESC LIMIT 1 OFFSET 4",
      ),
    ).toMatch(/USING COVERING INDEX rate_limit_hits_key_idx/);
    expect(plan("DELETE FROM rate_limit_hits WHERE expires_at <= 0")).toMatch(/rate_limit_hits_expires_idx/);
  });
});

describe("failed sign-ins counted by one process lock the account in another", () => {
  it("five failures, some through each connection, refuse the sixth attempt in both", async () => {
    const owner = await makeUser({ role: "COMMUNITY_OWNER", password: "rahasia-sari-1" });
    const other = secondProcess();
    // What the other process's sign-in counts: its own limiter objects, its own connection.
    const elsewhere = {
      perEmail: new FailureLimiter(loginLimits.perEmail.name, 5, loginLimits.perEmail.windowMs, () => other),
      perAddress: new FailureLimiter(loginLimits.perAddress.name, 100, loginLimits.perAddress.windowMs, () => other),
    };
    const attempt = { email: owner.email, password: "wrong-guess", clientAddress: "10.1.2.3" };
    for (let i = 0; i < 3; i++) {
      await expect(authenticateWithPassword(attempt)).rejects.toMatchObject({ kind: "unauthenticated" });
    }
    elsewhere.perEmail.fail(`email:${owner.email}|10.1.2.3`);
    elsewhere.perEmail.fail(`email:${owner.email}|10.1.2.3`);
    await expect(authenticateWithPassword({ ...attempt, password: "rahasia-sari-1" })).rejects.toMatchObject({
      kind: "too_many",
      retryAfterSeconds: expect.any(Number),
    });
    expect(elsewhere.perEmail.retryAfter(`email:${owner.email}|10.1.2.3`)).toBeGreaterThan(0);
    expect(elsewhere.perAddress.retryAfter("addr:10.1.2.3")).toBe(0);
  });
});

describe("InFlightLimit", () => {
  it("gives a key `limit` slots at once, each back once when released, keys apart", () => {
    const limit = new InFlightLimit(2);
    const first = limit.acquire("user:1");
    const second = limit.acquire("user:1");
    expect(first && second).toBeTruthy();
    expect(limit.acquire("user:1")).toBeNull();
    expect(limit.acquire("user:2")).not.toBeNull();
    first!();
    first!();
    expect(limit.count("user:1")).toBe(1);
    const third = limit.acquire("user:1");
    expect(limit.acquire("user:1")).toBeNull();
    second!();
    third!();
    expect(limit.count("user:1")).toBe(0);
  });
});
