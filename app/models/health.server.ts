import { lockBusyCode, probeWrite, storageFailureCode, writeLockFree } from "../../db/storage";
import { db } from "~/lib/server/db.server";
import { logger } from "~/lib/server/logger.server";

/*
 * Whether the database can write, for /healthz: a real write of one heartbeat row (a
 * SELECT answers on a full disk or a read-only file), at most once every
 * PROBE_EVERY_MS; between probes the last answer stands, so a busy health checker costs
 * one small write every few seconds. The operator reads one line when the answer changes.
 */
export const PROBE_EVERY_MS = 5_000;

export type DatabaseHealth =
  | { ok: true }
  /** `storage`: disk full, read-only or refused (503 for writes); `database`: anything else. */
  | { ok: false; reason: "storage" | "database" };

let last: { at: number; health: DatabaseHealth } | null = null;

/** The database's health at `now` (milliseconds; injected by tests), probed at most every PROBE_EVERY_MS. */
export function databaseHealth(now = Date.now()): DatabaseHealth {
  if (last && now >= last.at && now - last.at < PROBE_EVERY_MS) return last.health;
  let health: DatabaseHealth;
  try {
    probeWrite(db, now);
    health = { ok: true };
    if (last && !last.health.ok) logger.info("health: the database writes again");
  } catch (error) {
    // Another process holds the write lock: the database works (someone is writing);
    // the last answer stands and the next check probes again.
    if (lockBusyCode(error)) return last?.health ?? { ok: true };
    const code = storageFailureCode(error);
    health = { ok: false, reason: code ? "storage" : "database" };
    if (!last || last.health.ok) logger.error(`health: the database cannot write (${code ?? String(error)})`);
  }
  last = { at: now, health };
  return health;
}

/** Forget the last probe (tests switch databases). */
export function forgetDatabaseHealth(): void {
  last = null;
}

/**
 * Whether the database's write lock is free right now, asked without waiting for it (for
 * the writes waiting on it: app/server/lock-wait.server.ts). An error other than a held
 * lock (a full disk) counts as free: the waiting write then runs and meets that error.
 */
export function databaseWriteLockFree(): boolean {
  try {
    return writeLockFree(db);
  } catch {
    return true;
  }
}
