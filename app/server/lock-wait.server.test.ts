import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type DB } from "../../db/connection";
import { and, eq } from "drizzle-orm";
import { healthProbe, rateLimitHits, users } from "../../db/schema";
import { lockBusyCode, writeLockFree } from "../../db/storage";
import { ModelError } from "~/models/errors";
import { registrationLimiter } from "~/models/rate-limit.server";
import { registerUser } from "~/models/user.server";
import { RegisterSchema } from "~/validation/auth";
import { runWithClientAddress } from "~/lib/server/client-address.server";
import { db } from "~/lib/server/db.server";
import { retryWhenLocked } from "./lock-wait.server";

/*
 * Another connection to the test's database file holds the write lock (BEGIN IMMEDIATE),
 * as another server process would: the write waits without blocking this process, runs
 * again once the lock is free, and gives up with a 503 ModelError after its wait.
 */
let other: DB | null = null;

/** Another process's connection, holding the write lock until `release`. */
function holdWriteLock(): { release: () => void; released: () => boolean } {
  other = openDatabase(db.$client.name);
  other.$client.exec("BEGIN IMMEDIATE");
  let done = false;
  return {
    release: () => {
      if (done) return;
      done = true;
      other!.$client.exec("COMMIT");
    },
    released: () => done,
  };
}

afterEach(() => {
  if (other?.$client.inTransaction) other.$client.exec("ROLLBACK");
  other?.$client.close();
  other = null;
});

const writeProbe = (at: number) =>
  db
    .insert(healthProbe)
    .values({ id: 1, checkedAt: new Date(at) })
    .onConflictDoUpdate({ target: healthProbe.id, set: { checkedAt: new Date(at) } })
    .run();

describe("retryWhenLocked", () => {
  it("runs the write again once the other connection releases the lock", async () => {
    const lock = holdWriteLock();
    setTimeout(lock.release, 300);
    let runs = 0;
    const result = await retryWhenLocked(
      () => {
        runs += 1;
        writeProbe(42);
        return "saved";
      },
      { write: true },
    );
    expect(result).toBe("saved");
    expect(lock.released()).toBe(true);
    expect(runs).toBeGreaterThan(1);
    expect(db.select().from(healthProbe).get()?.checkedAt.getTime()).toBe(42);
  });

  it("keeps the process answering while it waits: reads run while the lock is held", async () => {
    const lock = holdWriteLock();
    const readsWhileHeld: number[] = [];
    const reader = setInterval(() => {
      // A read in WAL mode needs no lock; it runs because the waiting write does not block.
      if (!lock.released()) readsWhileHeld.push(db.select().from(healthProbe).all().length);
    }, 20);
    setTimeout(lock.release, 300);
    try {
      await retryWhenLocked(() => writeProbe(7), { write: true });
    } finally {
      clearInterval(reader);
    }
    expect(readsWhileHeld.length).toBeGreaterThan(0);
  });

  it("answers databaseBusy (503, Retry-After) when the lock does not come within the wait; nothing is written", async () => {
    const lock = holdWriteLock();
    try {
      const error = await retryWhenLocked(() => writeProbe(1), { write: true, budgetMs: 200 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ModelError);
      expect(error).toMatchObject({ kind: "unavailable", message: "databaseBusy", status: 503, retryAfterSeconds: 5 });
    } finally {
      lock.release();
    }
    expect(db.select().from(healthProbe).get()?.checkedAt.getTime()).not.toBe(1);
  });

  it("waits nested in one request share the outer deadline", async () => {
    const lock = holdWriteLock();
    try {
      // The inner wait alone would last 60 s: the outer one's 200 ms end it.
      const nested = retryWhenLocked(() => retryWhenLocked(() => writeProbe(2), { write: true, budgetMs: 60_000 }), { budgetMs: 200 });
      await expect(nested).rejects.toMatchObject({ message: "databaseBusy" });
    } finally {
      lock.release();
    }
  });

  it("a write that queued behind another's wait still runs at the deadline, so its own form shape answers", async () => {
    const lock = holdWriteLock();
    try {
      // The first write starts the process's watch; the second then waits before its first run.
      const first = retryWhenLocked(() => writeProbe(1), { write: true, budgetMs: 300 }).catch((e: Error) => e.message);
      const second = retryWhenLocked(
        async () => {
          try {
            return await retryWhenLocked(() => writeProbe(2), { write: true });
          } catch (error) {
            return `the form answered: ${(error as Error).message}`;
          }
        },
        { write: true, budgetMs: 200 },
      );
      expect(await second).toBe("the form answered: databaseBusy");
      expect(await first).toBe("databaseBusy");
    } finally {
      lock.release();
    }
  });

  it("runs again when another connection's write made its read snapshot stale (SQLITE_BUSY_SNAPSHOT)", async () => {
    other = openDatabase(db.$client.name);
    const codes: (string | null)[] = [];
    let runs = 0;
    await retryWhenLocked(() => {
      runs += 1;
      try {
        db.transaction(
          (tx) => {
            tx.select().from(healthProbe).all();
            // Between this transaction's read and its write, another process writes.
            if (runs === 1)
              other!
                .insert(healthProbe)
                .values({ id: 1, checkedAt: new Date(5) })
                .run();
            tx.insert(healthProbe)
              .values({ id: 1, checkedAt: new Date(9) })
              .onConflictDoUpdate({ target: healthProbe.id, set: { checkedAt: new Date(9) } })
              .run();
            // A deferred transaction (the server's start with BEGIN IMMEDIATE, which cannot go stale).
          },
          { behavior: "deferred" },
        );
      } catch (error) {
        codes.push(lockBusyCode(error));
        throw error;
      }
    });
    expect(codes).toEqual(["SQLITE_BUSY_SNAPSHOT"]);
    expect(runs).toBe(2);
    expect(db.select().from(healthProbe).get()?.checkedAt.getTime()).toBe(9);
  });

  it("lets any other error through at once, run once", async () => {
    let runs = 0;
    const failing = retryWhenLocked(() => {
      runs += 1;
      throw new Error("not a lock");
    });
    await expect(failing).rejects.toThrow("not a lock");
    expect(runs).toBe(1);
  });
});

describe("a write committed before the lock was met", () => {
  const hits = (key: string) =>
    db
      .select()
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.limiter, registrationLimiter.name), eq(rateLimitHits.key, key)))
      .all().length;

  it("a registration counted before it met the lock is counted once, and not refused by its own count", async () => {
    const key = "register:203.0.113.9";
    // One registration left in the address's hour.
    for (let i = 1; i < registrationLimiter.limit; i += 1) registrationLimiter.fail(key);
    let runs = 0;
    const form = RegisterSchema.parse({
      fullname: "Rina Wijaya",
      email: "rina.lock@example.id",
      phone: "081234567890",
      password: "rahasia123",
      confirmPassword: "rahasia123",
      role: "COMMUNITY_OWNER",
      terms: "on",
    });
    // One request (the front door runs each inside its context), run again after the wait.
    const registering = runWithClientAddress("203.0.113.9", () =>
      retryWhenLocked(
        () => {
          runs += 1;
          return registerUser(form, { clientAddress: "203.0.113.9" });
        },
        { write: true },
      ),
    );
    // The first run has counted the attempt (before hashing the password); another
    // process takes the lock before the account is written.
    expect(hits(key)).toBe(registrationLimiter.limit);
    const lock = holdWriteLock();
    setTimeout(lock.release, 300);
    const user = await registering;
    expect(runs).toBe(2);
    expect(user.email).toBe("rina.lock@example.id");
    expect(db.select().from(users).where(eq(users.email, "rina.lock@example.id")).all()).toHaveLength(1);
    expect(hits(key)).toBe(registrationLimiter.limit);
  });
});

describe("writeLockFree", () => {
  it("says whether another connection holds the write lock, without waiting for it", () => {
    expect(writeLockFree(db)).toBe(true);
    const lock = holdWriteLock();
    expect(writeLockFree(db)).toBe(false);
    lock.release();
    expect(writeLockFree(db)).toBe(true);
    // The probe leaves the connection's own wait as it was.
    expect(db.$client.pragma("busy_timeout", { simple: true })).toBe(20);
  });
});
