import { AsyncLocalStorage } from "node:async_hooks";

/*
 * Work that meets another process's write lock runs again from the start (the lock wait
 * in app/server/lock-wait.server.ts). A write that a first run committed before it met
 * the lock stays committed, so it must not happen again in the next run: a counted
 * attempt would count twice, and the second run would be refused by its own count.
 * The lock wait keeps one memory per request of the writes that committed; a write that
 * must happen at most once per request asks it (`onceAcrossRuns`). See
 * docs/decisions/024-shared-limits-and-lock-waits.md.
 */

const memory = new AsyncLocalStorage<Set<string>>();

/** Run `work` with a memory of its committed writes (the one around it, if any). */
export function withRerunMemory<T>(work: () => T): T {
  return memory.getStore() ? work() : memory.run(new Set(), work);
}

/**
 * Whether an earlier run of this request committed the write named `key`; and, once
 * `write` has run, remember it when it committed (`committed()`: false inside a
 * transaction that may still roll back). Without a memory (outside the lock wait) the
 * write just runs.
 */
export function onceAcrossRuns<T>(key: string, write: () => T, committed: () => boolean): { done: true } | { done: false; result: T } {
  const seen = memory.getStore();
  if (seen?.has(key)) return { done: true };
  const result = write();
  if (committed()) seen?.add(key);
  return { done: false, result };
}
