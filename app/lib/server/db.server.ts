import { sql, type Placeholder } from "drizzle-orm";
import { SERVER_BUSY_TIMEOUT_MS, databasePath, openDatabase, type DB } from "../../../db/connection";
import { exitOnStorageFailure, probeWrite } from "../../../db/storage";

/*
 * One better-sqlite3 connection per process. The connection survives dev rebuilds
 * through globalThis. Tests point DATABASE_URL at their own file and call
 * `useDatabase` to switch; `db` is a live binding, so every model sees the switch.
 */
declare global {
  var __guyubDb: DB | undefined;
}

function connect(): DB {
  if (!globalThis.__guyubDb) globalThis.__guyubDb = immediateTransactions(openWritable(databasePath()));
  return globalThis.__guyubDb;
}

/**
 * Every transaction of `db` starts with BEGIN IMMEDIATE (it takes the write lock first)
 * unless it asks otherwise. Several server processes write to the same file
 * (docs/decisions/023-process-model.md): a deferred transaction that reads and then
 * writes fails at once with SQLITE_BUSY_SNAPSHOT when another process wrote in between,
 * without waiting for the lock. Transactions here are short and almost all write.
 */
export function immediateTransactions(db: DB): DB {
  const begin = db.transaction.bind(db);
  db.transaction = ((run, config) => begin(run, { behavior: "immediate", ...config })) as DB["transaction"];
  return db;
}

/**
 * Open the database and prove it can write (the heartbeat row; skipped before the
 * migrations made its table). A data folder or database that cannot be written ends the
 * process with one line: at start, before the server listens.
 */
function openWritable(file: string): DB {
  try {
    const opened = openDatabase(file, { busyTimeoutMs: SERVER_BUSY_TIMEOUT_MS });
    const migrated = opened.$client.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'health_probe'").get();
    if (migrated) probeWrite(opened);
    return opened;
  } catch (error) {
    exitOnStorageFailure(error, file);
    throw error;
  }
}

export let db: DB = connect();

/** Swap the process's connection (tests only). */
export function useDatabase(next: DB): void {
  globalThis.__guyubDb = immediateTransactions(next);
  db = next;
}

/**
 * A query built and prepared once per connection, not on every call: for the few
 * queries every request runs (the session, the demo check, the bell). `build` makes the
 * query with `sql.placeholder(...)` for its values and ends in `.prepare()`; Drizzle then
 * neither rebuilds its SQL nor asks SQLite to compile it again. Placeholders bound to a
 * column are not converted by Drizzle: pass the column's driver value
 * (`column.mapToDriverValue(value)`). See docs/decisions/022-render-cost.md.
 */
export function preparedQuery<Q>(build: (db: DB) => Q): () => Q {
  const byConnection = new WeakMap<DB, Q>();
  return () => {
    let query = byConnection.get(db);
    if (!query) {
      query = build(db);
      byConnection.set(db, query);
    }
    return query;
  };
}

/**
 * preparedQuery for a query whose shape depends on a count (an IN list of `n`
 * placeholders, see `placeholders`): one prepared query per connection and count.
 */
export function preparedQueries<Q>(build: (db: DB, n: number) => Q): (n: number) => Q {
  const byCount: Array<() => Q> = [];
  return (n) => {
    byCount[n] ??= preparedQuery((db) => build(db, n));
    return byCount[n]();
  };
}

/** The largest LIMIT a preparedPages query writes into its SQL; a larger one is bound. */
export const MAX_WRITTEN_LIMIT = 100;

/**
 * A LIMIT written into the SQL instead of bound: `.limit(writtenLimit(n))`. SQLite may
 * plan with a bound LIMIT's value, and then plans the statement again each time it is
 * bound (better-sqlite3 binds at every run): the owed reviews took 24 µs with `limit ?`
 * and 9 µs with `limit 5` (docs/decisions/022-render-cost.md). Drizzle binds a number;
 * its limit clause takes any SQL at run time (`sql\` limit ${limit}\``) though its type
 * names only a number or a placeholder, hence the cast (db.server.test.ts checks the SQL
 * Drizzle writes). Anything but a whole number >= 0 is passed on as it is, to be bound.
 */
export function writtenLimit(limit: number): number | Placeholder<"limit"> {
  return Number.isSafeInteger(limit) && limit >= 0 ? (sql.raw(String(limit)) as unknown as Placeholder<"limit">) : limit;
}

/**
 * preparedQuery for a page of a list, with its LIMIT written into the SQL
 * (`writtenLimit`): one statement per connection and limit up to MAX_WRITTEN_LIMIT, past
 * it one with the limit bound (`sql.placeholder("limit")`: pass `limit` with the other
 * values). `build` passes what it gets to `.limit()`. The offset stays bound (a bound
 * offset costs nothing more).
 */
export function preparedPages<Q>(build: (db: DB, limit: number | Placeholder<"limit">) => Q): (limit: number) => Q {
  const written = preparedQueries((db, n) => build(db, writtenLimit(n)));
  const bound = preparedQuery((db) => build(db, sql.placeholder("limit")));
  return (limit) => (Number.isSafeInteger(limit) && limit >= 0 && limit <= MAX_WRITTEN_LIMIT ? written(limit) : bound());
}

/** preparedPages for a query whose shape also depends on a count (see preparedQueries). */
export function preparedPagesOf<Q>(build: (db: DB, n: number, limit: number | Placeholder<"limit">) => Q): (n: number, limit: number) => Q {
  const byCount: Array<(limit: number) => Q> = [];
  return (n, limit) => (byCount[n] ??= preparedPages((db, l) => build(db, n, l)))(limit);
}

/** `n` placeholders named `${name}0`, `${name}1`...: an IN list of a preparedQueries query. */
export function placeholders(name: string, n: number) {
  return Array.from({ length: n }, (_, i) => sql.placeholder(`${name}${i}`));
}

/** The values of `placeholders(name, values.length)`, to bind. */
export function placeholderValues<T>(name: string, values: readonly T[]): Record<string, T> {
  return Object.fromEntries(values.map((value, i) => [`${name}${i}`, value]));
}

export type { DB };
