import { AsyncLocalStorage } from "node:async_hooks";
import { lockBusyCode } from "../../db/storage";
import { databaseBusy } from "~/models/errors";
import { databaseWriteLockFree } from "~/models/health.server";

/*
 * Several server processes share one SQLite file, and only one of them writes at a time.
 * better-sqlite3 waits for the write lock synchronously, so the wait inside SQLite is
 * kept short (SERVER_BUSY_TIMEOUT_MS, db/connection.ts); a write that still finds the lock
 * held waits here without blocking: its process keeps answering everything else.
 *
 * The work runs again once the lock is free. One watcher per process asks SQLite every
 * few milliseconds (never waiting inside SQLite) whether the lock is free, however many
 * writes wait; when it is, they all run again. A write that has not got the lock after
 * WRITE_WAIT_MS answers 503 with Retry-After (`databaseBusy`), which the action and API
 * shapes turn into the form's error (the input kept) or a JSON answer. Waits nested in one
 * request (a page action around a form's handler) share one deadline. See
 * docs/decisions/024-shared-limits-and-lock-waits.md.
 */

/** How long a request waits for the write lock in all, before answering 503. */
export const WRITE_WAIT_MS = 5000;
const FIRST_POLL_MS = 5;
const MAX_POLL_MS = 50;

export type LockWaitOptions = {
  /** The work writes (a form, an API POST): while the lock is known to be held, it waits before its first try too. */
  write?: boolean;
  /** How long to wait in all (WRITE_WAIT_MS). */
  budgetMs?: number;
  /** Whether the write lock is free now (the process's database by default). */
  lockFree?: () => boolean;
};

const deadlines = new AsyncLocalStorage<number>();
let watcher: Promise<void> | null = null;
let waiting = 0;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves when the write lock was seen free (or nobody waits any more). */
function lockReleased(lockFree: () => boolean): Promise<void> {
  watcher ??= (async () => {
    try {
      for (let delay = FIRST_POLL_MS; waiting > 0; delay = Math.min(delay * 2, MAX_POLL_MS)) {
        await sleep(delay);
        if (lockFree()) return;
      }
    } finally {
      watcher = null;
    }
  })();
  return watcher;
}

/** Wait until the lock is seen free (true), or until `deadline` (false). */
async function awaitLock(deadline: number, lockFree: () => boolean): Promise<boolean> {
  const left = deadline - Date.now();
  if (left <= 0) return false;
  waiting += 1;
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      lockReleased(lockFree).then(() => true),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), left))),
    ]);
  } finally {
    clearTimeout(timer);
    waiting -= 1;
  }
}

/**
 * Run `work`; when it fails because another process holds the database's write lock,
 * wait for the lock without blocking and run it again, until WRITE_WAIT_MS have passed:
 * then throw `databaseBusy` (503, Retry-After). Any other error goes on at once. `work`
 * must be safe to run again after such a failure: SQLite rolled its transaction back; a
 * write that an earlier run committed must not be repeated (`writeOncePerRequest`,
 * ~/lib/server/client-address.server.ts).
 */
export async function retryWhenLocked<T>(work: () => Promise<T> | T, options: LockWaitOptions = {}): Promise<T> {
  const { write = false, budgetMs = WRITE_WAIT_MS, lockFree = databaseWriteLockFree } = options;
  const outer = deadlines.getStore();
  const deadline = outer ?? Date.now() + budgetMs;
  return deadlines.run(deadline, async () => {
    // Another write of this process already waits: so does this one, instead of
    // blocking the process in SQLite's own short wait first. It runs at the deadline
    // all the same, so that the innermost shape that meets the lock (the form's) answers.
    if (write && watcher) await awaitLock(deadline, lockFree);
    for (;;) {
      try {
        return await work();
      } catch (error) {
        if (!lockBusyCode(error)) throw error;
      }
      if (!(await awaitLock(deadline, lockFree))) throw databaseBusy();
    }
  });
}

/**
 * A loader or action, run again while another process holds the write lock (see
 * `retryWhenLocked`). A request with a body gets a fresh copy of it on every run.
 */
export function withLockWaits<A extends { request: Request }, T>(
  fn: (args: A) => Promise<T> | T,
  options: { write: boolean },
): (args: A) => Promise<T> {
  return (args: A) => {
    const { request } = args;
    if (!request.body) return retryWhenLocked(() => fn(args), options);
    // The original stays unread: each run reads a copy.
    return retryWhenLocked(() => fn({ ...args, request: request.clone() }), options);
  };
}
