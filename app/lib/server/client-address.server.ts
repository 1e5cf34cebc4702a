import { AsyncLocalStorage } from "node:async_hooks";

/*
 * The client's address for the request being served: the front door
 * (app/server/request-context.server.ts) resolves it (the socket's peer, or what a
 * trusted proxy says) and runs the request inside it; the rate limits, the security log
 * and the one-time submission keys read it. The same per-request context keeps what one
 * request reads several times (its session: the root, the area layout and the page's
 * loader all ask), see `oncePerRequest`, and the writes it must not repeat when it runs
 * again after a lock wait, see `writeOncePerRequest`. It also names the request for the
 * log: its id, and the signed-in user once the session is read (`requestLogFields`).
 */

/** What the front door knows of a request: who sent it, its id (for the log), its user once known. */
export type RequestContext = { remoteAddress: string; reqId?: string; userId?: number; memo?: Map<string, unknown> };
const storage = new AsyncLocalStorage<RequestContext>();

/** Run `fn` (a request) with its client's address. */
export function runWithClientAddress<T>(remoteAddress: string, fn: () => T): T {
  return storage.run({ remoteAddress }, fn);
}

/** The client's address of the request being served; "unknown" outside a request. */
export function clientAddress(): string {
  return storage.getStore()?.remoteAddress ?? "unknown";
}

/** Run `fn` (a request) in `context`, which the caller keeps (the request log reads its user after). */
export function runInRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

/** The request being served, as the log names it: its id and, once known, its user's id. */
export function requestLogFields(): { reqId: string; userId?: number } | null {
  const store = storage.getStore();
  if (!store?.reqId) return null;
  return store.userId === undefined ? { reqId: store.reqId } : { reqId: store.reqId, userId: store.userId };
}

/** The signed-in user of the request being served (for the log); nothing outside a request. */
export function setRequestUser(userId: number): void {
  const store = storage.getStore();
  if (store) store.userId = userId;
}

/**
 * `compute()` once per request and key: later calls in the same request get the first
 * result (a promise too). Outside a request (tests calling loaders, scripts) it simply
 * computes. Only for reads whose answer cannot change during the request.
 */
export function oncePerRequest<T>(key: string, compute: () => T): T {
  const store = storage.getStore();
  if (!store) return compute();
  store.memo ??= new Map();
  if (store.memo.has(key)) return store.memo.get(key) as T;
  const value = compute();
  store.memo.set(key, value);
  return value;
}

/**
 * Run `write` unless this request already committed it. Work that meets another
 * process's write lock runs again from the start (app/server/lock-wait.server.ts); a
 * write that its first run committed before it met the lock stays committed, so the next
 * run must not repeat it (a counted attempt would count twice, and be refused by its own
 * count). `committed()` tells, once `write` has run, whether it is in for good (false
 * inside a transaction that may still roll back). Outside a request it simply runs.
 */
export function writeOncePerRequest<T>(key: string, write: () => T, committed: () => boolean): { done: true } | { done: false; result: T } {
  const store = storage.getStore();
  const memoKey = `write:${key}`;
  if (store?.memo?.has(memoKey)) return { done: true };
  const result = write();
  if (store && committed()) (store.memo ??= new Map()).set(memoKey, true);
  return { done: false, result };
}
