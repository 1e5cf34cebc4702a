import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/lib/server/db.server";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SCRIPT_BUSY_TIMEOUT_MS, SERVER_BUSY_TIMEOUT_MS, openDatabase, parseSeedDemo } from "./connection";
import * as s from "./schema";

describe("the SQLite connection", () => {
  it("uses WAL, foreign keys, the server's short busy timeout and synchronous NORMAL", () => {
    const sqlite = db.$client;
    expect(sqlite.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(sqlite.pragma("foreign_keys", { simple: true })).toBe(1);
    // The server waits for another process's write lock without blocking (lock-wait.server.ts).
    expect(sqlite.pragma("busy_timeout", { simple: true })).toBe(SERVER_BUSY_TIMEOUT_MS);
    expect(SERVER_BUSY_TIMEOUT_MS).toBeLessThanOrEqual(50);
    expect(sqlite.pragma("synchronous", { simple: true })).toBe(1); // NORMAL
  });

  it("gives scripts a longer busy timeout: nothing else runs in them", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "guyub-busy-")), "x.db");
    const script = openDatabase(file);
    try {
      expect(script.$client.pragma("busy_timeout", { simple: true })).toBe(SCRIPT_BUSY_TIMEOUT_MS);
    } finally {
      script.$client.close();
    }
  });
});

describe("the database file", () => {
  it("is readable by the server's user only, whatever the umask", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "guyub-perm-"));
    const file = path.join(dir, "data", "guyub.db");
    const old = process.umask(0o022);
    try {
      const opened = openDatabase(file);
      opened.$client.exec("CREATE TABLE t (x); INSERT INTO t VALUES (1);");
      for (const f of [file, `${file}-wal`]) expect(fs.statSync(f).mode & 0o077, f).toBe(0);
      expect(fs.statSync(path.dirname(file)).mode & 0o077).toBe(0);
      opened.$client.close();
    } finally {
      process.umask(old);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("deleting a user", () => {
  it("cascades to the community, its categories, members and applications, the briefs, sessions and notifications", () => {
    const base = { fullname: "Test User", phone: "081234567890", passwordHash: "x", approvalStatus: "APPROVED" as const };
    const owner = db
      .insert(s.users)
      .values({ ...base, username: "owner1", email: "o@x.id", role: "COMMUNITY_OWNER" })
      .returning()
      .get();
    const advertiser = db
      .insert(s.users)
      .values({ ...base, username: "adv1", email: "a@x.id", role: "ADVERTISER" })
      .returning()
      .get();
    const community = db
      .insert(s.communities)
      .values({ ownerId: owner.id, name: "Komunitas", description: "Deskripsi komunitas" })
      .returning()
      .get();
    db.insert(s.communityCategories).values({ communityId: community.id, category: "TECHNOLOGY" }).run();
    db.insert(s.members).values({ communityId: community.id, name: "Anggota" }).run();
    const brief = db
      .insert(s.briefs)
      .values({
        advertiserId: advertiser.id,
        title: "Brief title",
        companyName: "PT X",
        description: "d".repeat(20),
        targetCategory: "TECHNOLOGY",
        status: "ACTIVE",
      })
      .returning()
      .get();
    db.insert(s.applications).values({ briefId: brief.id, communityId: community.id }).run();
    db.insert(s.notifications).values({ userId: owner.id, type: "t" }).run();
    db.insert(s.sessions)
      .values({ id: "sid", userId: owner.id, expiresAt: new Date(Date.now() + 1000) })
      .run();

    db.delete(s.users).where(eq(s.users.id, owner.id)).run();
    expect(db.select().from(s.communities).all()).toEqual([]);
    expect(db.select().from(s.communityCategories).all()).toEqual([]);
    expect(db.select().from(s.members).all()).toEqual([]);
    expect(db.select().from(s.applications).all()).toEqual([]);
    expect(db.select().from(s.notifications).all()).toEqual([]);
    expect(db.select().from(s.sessions).all()).toEqual([]);
    expect(db.select().from(s.briefs).all()).toHaveLength(1);

    db.delete(s.users).where(eq(s.users.id, advertiser.id)).run();
    expect(db.select().from(s.briefs).all()).toEqual([]);
  });

  it("allows one community per owner and one application per brief and community", () => {
    const base = { fullname: "Test User", phone: "081234567890", passwordHash: "x" };
    const owner = db
      .insert(s.users)
      .values({ ...base, username: "o", email: "o@x.id", role: "COMMUNITY_OWNER" })
      .returning()
      .get();
    db.insert(s.communities).values({ ownerId: owner.id, name: "Satu", description: "Deskripsi satu" }).run();
    expect(() => db.insert(s.communities).values({ ownerId: owner.id, name: "Dua", description: "Deskripsi dua" }).run()).toThrow(/UNIQUE/);
    expect(() =>
      db
        .insert(s.users)
        .values({ ...base, username: "o2", email: "o@x.id", role: "ADVERTISER" })
        .run(),
    ).toThrow(/UNIQUE/);
  });
});

describe("SEED_DEMO", () => {
  it("is on when unset or empty, and reads true/1 and false/0 in any case", () => {
    expect(parseSeedDemo(undefined)).toBe(true);
    expect(parseSeedDemo("")).toBe(true);
    expect(parseSeedDemo("true")).toBe(true);
    expect(parseSeedDemo(" 1 ")).toBe(true);
    expect(parseSeedDemo("false")).toBe(false);
    expect(parseSeedDemo("FALSE")).toBe(false);
    expect(parseSeedDemo("0")).toBe(false);
  });

  it("refuses anything else", () => {
    expect(() => parseSeedDemo("yes")).toThrow(/SEED_DEMO must be true or false/);
  });
});

describe("the statement cache (docs/decisions/022-render-cost.md)", () => {
  function fresh() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "guyub-stmt-"));
    const opened = openDatabase(path.join(dir, "x.db"));
    opened.$client.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO t VALUES (1, 'a'), (2, 'b'), (3, 'c');");
    return { opened, done: () => (opened.$client.close(), fs.rmSync(dir, { recursive: true, force: true })) };
  }

  it("hands out the compiled statement of a SQL text again, in its default row mode", () => {
    const { opened, done } = fresh();
    try {
      const sqlite = opened.$client;
      const first = sqlite.prepare("SELECT id, name FROM t WHERE id = ?");
      expect(sqlite.prepare("SELECT id, name FROM t WHERE id = ?")).toBe(first);
      expect(sqlite.prepare("SELECT id FROM t WHERE id = ?")).not.toBe(first);
      // Drizzle switches a statement to raw rows when it maps them itself: the next
      // taker gets objects again.
      expect(first.raw().get(1)).toEqual([1, "a"]);
      expect(sqlite.prepare("SELECT id, name FROM t WHERE id = ?").get(1)).toEqual({ id: 1, name: "a" });
      // Writes are kept too, and still write.
      sqlite.prepare("INSERT INTO t (name) VALUES (?)").run("d");
      sqlite.prepare("INSERT INTO t (name) VALUES (?)").run("e");
      expect(sqlite.prepare("SELECT count(*) AS n FROM t").get()).toEqual({ n: 5 });
    } finally {
      done();
    }
  });

  it("does not share a statement that is still iterating", () => {
    const { opened, done } = fresh();
    try {
      const sqlite = opened.$client;
      const names: string[] = [];
      for (const row of sqlite.prepare("SELECT name FROM t ORDER BY id").iterate() as Iterable<{ name: string }>) {
        // The same SQL again while the first is busy: a statement of its own.
        names.push(row.name, ...(sqlite.prepare("SELECT name FROM t ORDER BY id").all() as { name: string }[]).map((r) => r.name));
      }
      expect(names).toEqual(["a", "a", "b", "c", "b", "a", "b", "c", "c", "a", "b", "c"]);
    } finally {
      done();
    }
  });
});
