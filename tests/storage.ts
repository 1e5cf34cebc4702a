import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import * as schema from "../db/schema";
import { db, useDatabase as switchDatabase, type DB } from "~/lib/server/db.server";

/**
 * Make the app's connection refuse every write, for real: the test's database file opened
 * read-only by SQLite (what a server gets from a file it may not write), reads still
 * answer. chmod would not do: tests may run as root, whom file modes do not stop.
 * Returns the function that puts the writable connection back.
 */
export function refuseWrites(): () => void {
  const writable = db;
  const readOnly = drizzle(new Database(writable.$client.name, { readonly: true }), { schema }) as DB;
  switchDatabase(readOnly);
  return () => {
    switchDatabase(writable);
    readOnly.$client.close();
  };
}
