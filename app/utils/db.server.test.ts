import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { contactMessages } from "../../db/schema";
import { db } from "./db.server";

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
          other.prepare("INSERT INTO contact_messages (name, email, phone, message, created_at) VALUES ('other', 'o@example.id', '081234567890', 'x', 0)").run();
        } catch (error) {
          otherWrite = (error as { code?: string }).code;
        }
        tx.insert(contactMessages).values(message("inside")).run();
      });
      expect(otherWrite).toBe("SQLITE_BUSY");
      expect(db.select({ name: contactMessages.name }).from(contactMessages).all().map((r) => r.name)).toContain("inside");
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
            other.prepare("INSERT INTO contact_messages (name, email, phone, message, created_at) VALUES ('other', 'o@example.id', '081234567890', 'x', 0)").run();
            tx.insert(contactMessages).values(message("too late")).run();
          },
          { behavior: "deferred" },
        ),
      ).toThrow(expect.objectContaining({ code: "SQLITE_BUSY_SNAPSHOT" }));
      expect(db.select({ name: contactMessages.name }).from(contactMessages).all().map((r) => r.name)).toEqual(["other"]);
    } finally {
      other.close();
    }
  });
});
