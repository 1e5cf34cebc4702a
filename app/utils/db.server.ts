import { databasePath, openDatabase, type DB } from "../../db/connection";

/*
 * One better-sqlite3 connection per process. The connection survives dev rebuilds
 * through globalThis. Tests point DATABASE_URL at their own file and call
 * `useDatabase` to switch; `db` is a live binding, so every model sees the switch.
 */
declare global {
  var __guyubDb: DB | undefined;
}

function connect(): DB {
  if (!globalThis.__guyubDb) globalThis.__guyubDb = openDatabase(databasePath());
  return globalThis.__guyubDb;
}

export let db: DB = connect();

/** Swap the process's connection (tests only). */
export function useDatabase(next: DB): void {
  globalThis.__guyubDb = next;
  db = next;
}

export type { DB };
