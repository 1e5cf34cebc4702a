import { db } from "~/utils/db.server";

/*
 * The public data version: a counter the database's triggers bump on every write to
 * communities, their categories or users (migration 0003). Caches of what anonymous
 * visitors see (pages, counts) store the version they were made at and are only used
 * while it is unchanged.
 *
 * The data versions of the admin's searchable lists (migration 0024): one counter per
 * list, bumped on every write that changes what its search finds or counts; the counts of
 * a search are cached against it (count-cache.server.ts).
 */
let statement: { get(): unknown } | null = null;
let listStatement: { get(subject: string): unknown } | null = null;
let statementDb: unknown = null;

function prepared() {
  if (!statement || !listStatement || statementDb !== db) {
    statement = db.$client.prepare("SELECT version FROM public_data_version WHERE id = 1").pluck();
    listStatement = db.$client.prepare("SELECT version FROM data_versions WHERE subject = ?").pluck();
    statementDb = db;
  }
  return { statement, listStatement };
}

export function publicDataVersion(): number {
  return (prepared().statement.get() as number | undefined) ?? 0;
}

/** The admin lists with a data version of their own. */
export type VersionedList = "users" | "campaigns";

export function dataVersion(list: VersionedList): number {
  return (prepared().listStatement.get(list) as number | undefined) ?? 0;
}
