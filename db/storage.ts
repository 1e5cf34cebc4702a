import path from "node:path";
import type { DB } from "./connection";
import { healthProbe } from "./schema";

/*
 * Storage failures: the disk is full, the data folder or the database file is read-only
 * or cannot be opened, the file system refuses a write. Nothing the user sent is wrong
 * and nothing was saved (SQLite rolls the transaction back), so the server answers 503
 * with Retry-After instead of 500, /healthz reports it, and a start on such a folder
 * stops with one line instead of a stack trace. This is the one place that says which
 * errors those are; the app turns them into its answers (app/server/storage-error.server.ts).
 */

/** SQLite's result codes of a storage failure, extended codes included (SQLITE_READONLY_DBMOVED, SQLITE_IOERR_WRITE...). */
const SQLITE_CODES = /^SQLITE_(FULL|READONLY|IOERR|CANTOPEN|PERM)(_[A-Z_]+)?$/;
/** Node's file system errors of a storage failure (EFBIG: a file size limit, `ulimit -f`). */
const SYSTEM_CODES = new Set(["ENOSPC", "EROFS", "EACCES", "EPERM", "EDQUOT", "EFBIG"]);

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}

/** The error and the errors it wraps (drizzle wraps SQLite's in DrizzleQueryError's `cause`). */
function* chain(error: unknown): Generator<unknown> {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) yield e;
}

/**
 * The code of a storage failure (SQLITE_FULL, SQLITE_READONLY..., SQLITE_IOERR...,
 * SQLITE_CANTOPEN..., SQLITE_PERM, ENOSPC, EROFS, EACCES, EPERM, EDQUOT, EFBIG) in
 * `error` or the errors it wraps; null for any other error.
 */
export function storageFailureCode(error: unknown): string | null {
  for (const e of chain(error)) {
    const code = codeOf(e);
    if (code && (SQLITE_CODES.test(code) || SYSTEM_CODES.has(code))) return code;
  }
  return null;
}

/** A Node system error (it has an errno code such as ENOTDIR and names the syscall). */
function systemError(error: unknown): NodeJS.ErrnoException | null {
  for (const e of chain(error)) {
    if (e instanceof Error && /^E[A-Z]+$/.test(codeOf(e) ?? "") && "syscall" in e) return e as NodeJS.ErrnoException;
  }
  return null;
}

/**
 * What a start on an unusable data folder prints: one line naming the folder or the
 * database, the reason and its code, and what to check. Null for an error that is not
 * about writing the data folder (a bug, a bad migration: those keep their stack trace).
 * Any file system error counts here (a file where the folder should be is ENOTDIR).
 */
export function startFailureLine(error: unknown, file: string): string | null {
  const system = systemError(error);
  if (system) {
    // "EACCES: permission denied, mkdir '/srv/data'" -> "permission denied"
    const reason = /^E[A-Z]+: ([^,]+)/.exec(system.message)?.[1] ?? system.message;
    const where = system.path ?? path.dirname(file);
    return `[guyub] cannot write the data folder ${where}: ${reason} (${system.code}). Check DATABASE_URL and the folder's owner.`;
  }
  const code = storageFailureCode(error);
  if (!code) return null;
  const sqlite = [...chain(error)].find((e) => codeOf(e) === code) as Error;
  return (
    `[guyub] cannot write the database ${file}: ${sqlite.message} (${code}). ` +
    "Check DATABASE_URL, the free space and the owner of the file and its folder."
  );
}

/**
 * At start: when `error` is a storage failure of the data folder, print the one line and
 * end the process with status 1. Any other error is left to the caller (to rethrow).
 */
export function exitOnStorageFailure(error: unknown, file: string): void {
  const line = startFailureLine(error, file);
  if (!line) return;
  console.error(line);
  process.exit(1);
}

/**
 * Prove that the database can write: rewrite the one heartbeat row in a transaction.
 * A real write (SELECT 1 or an empty BEGIN IMMEDIATE succeed on a full disk or a
 * read-only file); it throws what the failed write throws.
 */
export function probeWrite(db: DB, now = Date.now()): void {
  const checkedAt = new Date(now);
  db.transaction((tx) => {
    tx.insert(healthProbe).values({ id: 1, checkedAt }).onConflictDoUpdate({ target: healthProbe.id, set: { checkedAt } }).run();
  });
}

/** SQLite's codes of a lock held by another connection (SQLITE_BUSY, SQLITE_BUSY_SNAPSHOT, SQLITE_LOCKED...). */
const LOCK_CODES = /^SQLITE_(BUSY|LOCKED)(_[A-Z_]+)?$/;

/**
 * The code when `error` (or an error it wraps) says another connection holds the lock
 * the statement needed: the write lock held by another process past the busy timeout, or
 * a read snapshot that another process's write made stale. Nothing was written; the same
 * work can run again. Null for any other error.
 */
export function lockBusyCode(error: unknown): string | null {
  for (const e of chain(error)) {
    const code = codeOf(e);
    if (code && LOCK_CODES.test(code)) return code;
  }
  return null;
}

/**
 * Whether the write lock is free at this moment: take it and give it back at once
 * (BEGIN IMMEDIATE; ROLLBACK), without waiting for it (busy timeout 0 for the probe),
 * so a probe never blocks the process. Any error but a held lock goes to the caller.
 */
export function writeLockFree(db: DB): boolean {
  const client = db.$client;
  if (client.inTransaction) return false;
  const timeout = client.pragma("busy_timeout", { simple: true }) as number;
  client.pragma("busy_timeout = 0");
  try {
    client.exec("BEGIN IMMEDIATE");
    client.exec("ROLLBACK");
    return true;
  } catch (error) {
    if (lockBusyCode(error)) return false;
    throw error;
  } finally {
    client.pragma(`busy_timeout = ${timeout}`);
  }
}

/**
 * better-sqlite3's error for a broken unique index (possibly wrapped by Drizzle in
 * `cause`); with `index`, only one whose message names it ("applications.brief_id").
 */
export function isUniqueViolation(error: unknown, index?: string): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (code === "SQLITE_CONSTRAINT_UNIQUE" && (index === undefined || (typeof message === "string" && message.includes(index))))
      return true;
  }
  return false;
}
