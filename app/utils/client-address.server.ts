import { AsyncLocalStorage } from "node:async_hooks";

/*
 * The client's address for the request being served: the front door
 * (app/server/request-context.server.ts) resolves it (the socket's peer, or what a
 * trusted proxy says) and runs the request inside it; the rate limits, the security log
 * and the one-time submission keys read it.
 */
const storage = new AsyncLocalStorage<{ remoteAddress: string }>();

/** Run `fn` (a request) with its client's address. */
export function runWithClientAddress<T>(remoteAddress: string, fn: () => T): T {
  return storage.run({ remoteAddress }, fn);
}

/** The client's address of the request being served; "unknown" outside a request. */
export function clientAddress(): string {
  return storage.getStore()?.remoteAddress ?? "unknown";
}
