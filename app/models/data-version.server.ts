import { db } from "~/utils/db.server";

/*
 * The public data version: a counter the database's triggers bump on every write to
 * communities, their categories or users (migration 0003). Caches of what anonymous
 * visitors see (pages, counts) store the version they were made at and are only used
 * while it is unchanged.
 */
let statement: { get(): unknown } | null = null;
let statementDb: unknown = null;

export function publicDataVersion(): number {
  if (!statement || statementDb !== db) {
    statement = db.$client.prepare("SELECT version FROM public_data_version WHERE id = 1").pluck();
    statementDb = db;
  }
  return (statement.get() as number | undefined) ?? 0;
}
