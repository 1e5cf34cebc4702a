import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { openDatabase, runMigrations } from "../../db/connection";
import { publicDataVersion as dataVersionTable, users } from "../../db/schema";
import { db, useDatabase } from "~/lib/server/db.server";
import { cachedTotal, cachedValue, clearCountCache, countCacheSize, MAX_ENTRIES, MAX_TEXT_LISTS } from "./count-cache.server";

/*
 * The cache on its own, with a counting function that records its calls: each test sees
 * whether a total was counted or served. Runs on the test's real migrated database, so the
 * public data version is bumped by the real triggers.
 */

let calls: string[] = [];
function counter(key: string, total: number) {
  return () => {
    calls.push(key);
    return total;
  };
}

function addUser(name: string) {
  db.insert(users)
    .values({
      username: name,
      fullname: name,
      email: `${name}@example.id`,
      phone: "081200000000",
      passwordHash: "not-a-real-hash",
      role: "ADVERTISER",
    })
    .run();
}

beforeEach(() => {
  clearCountCache();
  calls = [];
});

describe("count cache", () => {
  it("counts a key once, then serves it while the data is unchanged", () => {
    expect(cachedTotal("a", counter("a", 7))).toBe(7);
    expect(cachedTotal("a", counter("a", 99))).toBe(7);
    expect(calls).toEqual(["a"]);
  });

  it("keeps different keys apart", () => {
    expect(cachedTotal("a", counter("a", 1))).toBe(1);
    expect(cachedTotal("b", counter("b", 2))).toBe(2);
    expect(cachedTotal("a", counter("a", 3))).toBe(1);
    expect(cachedTotal("b", counter("b", 4))).toBe(2);
    expect(calls).toEqual(["a", "b"]);
  });

  it("drops every total when the public data version changes (a write anywhere it watches)", () => {
    addUser("someone"); // a new user changes no public page: no new version (migration 0008)
    cachedTotal("a", counter("a", 1));
    cachedTotal("b", counter("b", 2));
    db.update(users).set({ fullname: "Renamed" }).where(eq(users.username, "someone")).run(); // the users trigger bumps the version
    expect(countCacheSize()).toBe(2); // dropped lazily, on the next read
    expect(cachedTotal("a", counter("a", 10))).toBe(10);
    expect(countCacheSize()).toBe(1);
    expect(cachedTotal("b", counter("b", 20))).toBe(20);
    expect(calls).toEqual(["a", "b", "a", "b"]);
  });

  it("serves a total counted at the current version only", () => {
    const version = () => db.select().from(dataVersionTable).where(eq(dataVersionTable.id, 1)).get()!.version;
    cachedTotal("a", counter("a", 1));
    const v = version();
    // Any change of the version counts, even one back to an older number.
    db.update(dataVersionTable)
      .set({ version: v + 5 })
      .where(eq(dataVersionTable.id, 1))
      .run();
    expect(cachedTotal("a", counter("a", 2))).toBe(2);
    db.update(dataVersionTable).set({ version: v }).where(eq(dataVersionTable.id, 1)).run();
    expect(cachedTotal("a", counter("a", 3))).toBe(3);
    expect(calls).toEqual(["a", "a", "a"]);
  });

  it("forgets the least recently used key beyond MAX_ENTRIES", () => {
    for (let i = 0; i < MAX_ENTRIES; i++) cachedTotal(`k${i}`, counter(`k${i}`, i));
    expect(countCacheSize()).toBe(MAX_ENTRIES);
    cachedTotal("k0", counter("k0", -1)); // used again: now the most recent
    cachedTotal("new", counter("new", 1)); // evicts k1, the least recent
    expect(countCacheSize()).toBe(MAX_ENTRIES);
    calls = [];
    expect(cachedTotal("k0", counter("k0", -1))).toBe(0);
    expect(cachedTotal("k2", counter("k2", -1))).toBe(2);
    expect(cachedTotal("k1", counter("k1", -1))).toBe(-1);
    expect(calls).toEqual(["k1"]);
  });

  it("keeps a list's scope apart: dropped by that list's writes (a new user too), not by the public version", () => {
    cachedTotal("a", counter("public a", 1));
    cachedTotal("a", counter("users a", 2), "users");
    cachedTotal("a", counter("campaigns a", 3), "campaigns");
    expect(cachedTotal("a", counter("users a", 20), "users")).toBe(2);
    addUser("newcomer"); // bumps the users list's version (migration 0024), not the public one
    expect(cachedTotal("a", counter("public a", 10))).toBe(1);
    expect(cachedTotal("a", counter("users a", 20), "users")).toBe(20);
    expect(cachedTotal("a", counter("campaigns a", 30), "campaigns")).toBe(3);
    db.update(users).set({ lang: "id" }).where(eq(users.username, "newcomer")).run(); // nothing the list searches or counts
    expect(cachedTotal("a", counter("users a", 200), "users")).toBe(20);
    db.update(users).set({ approvalStatus: "APPROVED" }).where(eq(users.username, "newcomer")).run();
    expect(cachedTotal("a", counter("users a", 200), "users")).toBe(200);
    expect(calls).toEqual(["public a", "users a", "campaigns a", "users a", "users a"]);
    expect(countCacheSize("users")).toBe(1);
    expect(countCacheSize()).toBe(3);
  });

  it("keeps at most MAX_TEXT_LISTS lists of a text's matches, dropped with the public data version", () => {
    for (let i = 0; i <= MAX_TEXT_LISTS; i++) cachedValue(`text ${i}`, () => Int32Array.of(i), "textMatches");
    expect(countCacheSize("textMatches")).toBe(MAX_TEXT_LISTS);
    expect(cachedValue("text 0", () => Int32Array.of(-1), "textMatches")).toEqual(Int32Array.of(-1)); // the oldest went first
    expect(cachedValue(`text ${MAX_TEXT_LISTS}`, () => Int32Array.of(-1), "textMatches")).toEqual(Int32Array.of(MAX_TEXT_LISTS));
    addUser("someone");
    db.update(users).set({ fullname: "Renamed" }).where(eq(users.username, "someone")).run(); // a new public data version
    expect(cachedValue("text 1", () => Int32Array.of(-1), "textMatches")).toEqual(Int32Array.of(-1));
    expect(countCacheSize("textMatches")).toBe(1);
  });

  it("is emptied by clearCountCache", () => {
    cachedTotal("a", counter("a", 1));
    clearCountCache();
    expect(countCacheSize()).toBe(0);
    expect(cachedTotal("a", counter("a", 2))).toBe(2);
  });

  it("does not carry totals over to another database with the same version number", () => {
    cachedTotal("a", counter("a", 1));
    const original = db;
    const other = openDatabase(":memory:");
    runMigrations(other);
    try {
      useDatabase(other);
      expect(cachedTotal("a", counter("a", 2))).toBe(2);
    } finally {
      useDatabase(original);
      other.$client.close();
    }
    expect(cachedTotal("a", counter("a", 3))).toBe(3);
    expect(calls).toEqual(["a", "a", "a"]);
  });
});
