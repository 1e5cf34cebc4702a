import Database from "better-sqlite3";
import { asc, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactMessages } from "../../../db/schema";
import { MAX_WRITTEN_LIMIT, db, preparedPages, preparedPagesOf, writtenLimit } from "./db.server";

/*
 * Transactions take the write lock when they begin, so another process's write cannot
 * slip in between a transaction's reads and its writes (the second connection here plays
 * the other server process, on the test's real SQLite file).
 */
const message = (name: string) => ({
  name,
  email: "tx@example.id",
  phone: "081234567890",
  message: "Satu pesan dalam transaksi.",
});

describe("transactions on the process's connection", () => {
  it("hold the write lock from their start: another connection cannot write in between, and the transaction's write lands", () => {
    const other = new Database(db.$client.name);
    other.pragma("busy_timeout = 0");
    try {
      let otherWrite: unknown = null;
      db.transaction((tx) => {
        tx.select().from(contactMessages).all();
        try {
          other
            .prepare(
              "INSERT INTO contact_messages (name, email, phone, message, created_at) VALUES ('other', 'o@example.id', '081234567890', 'x', 0)",
            )
            .run();
        } catch (error) {
          otherWrite = (error as { code?: string }).code;
        }
        tx.insert(contactMessages).values(message("inside")).run();
      });
      expect(otherWrite).toBe("SQLITE_BUSY");
      expect(
        db
          .select({ name: contactMessages.name })
          .from(contactMessages)
          .all()
          .map((r) => r.name),
      ).toContain("inside");
    } finally {
      other.close();
    }
  });

  it("unlike a deferred start (the driver's default, still there on request): another connection writes in between, then the transaction's write fails at once", () => {
    const other = new Database(db.$client.name);
    other.pragma("busy_timeout = 0");
    try {
      expect(() =>
        db.transaction(
          (tx) => {
            tx.select().from(contactMessages).all();
            other
              .prepare(
                "INSERT INTO contact_messages (name, email, phone, message, created_at) VALUES ('other', 'o@example.id', '081234567890', 'x', 0)",
              )
              .run();
            tx.insert(contactMessages).values(message("too late")).run();
          },
          { behavior: "deferred" },
        ),
      ).toThrow(expect.objectContaining({ code: "SQLITE_BUSY_SNAPSHOT" }));
      expect(
        db
          .select({ name: contactMessages.name })
          .from(contactMessages)
          .all()
          .map((r) => r.name),
      ).toEqual(["other"]);
    } finally {
      other.close();
    }
  });
});

describe("limits written into the SQL", () => {
  it("writtenLimit writes a whole-number limit into the statement and leaves any other bound", () => {
    for (let i = 0; i < 6; i++)
      db.insert(contactMessages)
        .values(message(`w${i}`))
        .run();
    const q = (limit: number) =>
      db.select({ name: contactMessages.name }).from(contactMessages).orderBy(asc(contactMessages.id)).limit(writtenLimit(limit)).offset(3);
    expect(q(5).toSQL()).toMatchObject({ sql: expect.stringMatching(/ limit 5 offset \?$/), params: [3] });
    expect(q(0).toSQL().sql).toMatch(/ limit 0 offset \?$/);
    expect(q(2.5).toSQL()).toMatchObject({ sql: expect.stringMatching(/ limit \? offset \?$/), params: [2.5, 3] });
    expect(
      q(2)
        .all()
        .map((r) => r.name),
    ).toEqual(["w3", "w4"]);
    expect(q(0).all()).toEqual([]);
  });

  it("preparedPages: one statement per limit up to the largest written one, past it the limit bound; each gives its page", () => {
    for (let i = 0; i < 4; i++)
      db.insert(contactMessages)
        .values(message(`m${i}`))
        .run();
    const page = preparedPages((db, limit) =>
      db
        .select({ name: contactMessages.name })
        .from(contactMessages)
        .orderBy(asc(contactMessages.id))
        .limit(limit)
        .offset(sql.placeholder("offset"))
        .prepare(),
    );
    const names = (limit: number, offset: number) =>
      page(limit)
        .all({ limit, offset })
        .map((r) => r.name);
    expect(names(2, 1)).toEqual(["m1", "m2"]);
    expect(names(MAX_WRITTEN_LIMIT + 1, 0)).toEqual(["m0", "m1", "m2", "m3"]);
    expect(names(1, 3)).toEqual(["m3"]);
    expect(page(2)).toBe(page(2));
    expect(page(2)).not.toBe(page(3));
    expect(page(MAX_WRITTEN_LIMIT + 1)).toBe(page(10_000));
    expect(page(2).getQuery().sql).toMatch(/ limit 2 offset \?$/);
    expect(page(10_000).getQuery().sql).toMatch(/ limit \? offset \?$/);
    const byCount = preparedPagesOf((db, n, limit) =>
      db
        .select({ n: sql<number>`${n}` })
        .from(contactMessages)
        .limit(limit)
        .prepare(),
    );
    expect(byCount(7, 2).all({ limit: 2 })).toEqual([{ n: 7 }, { n: 7 }]);
    expect(byCount(7, 2)).toBe(byCount(7, 2));
    expect(byCount(8, 2)).not.toBe(byCount(7, 2));
  });
});
