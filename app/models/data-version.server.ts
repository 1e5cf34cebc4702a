import type Database from "better-sqlite3";
import { db } from "~/lib/server/db.server";

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

/** A statement prepared once per connection (tests switch connections). */
function onConnection(source: string): () => Database.Statement {
  let statement: Database.Statement | null = null;
  let statementDb: unknown = null;
  return () => {
    if (!statement || statementDb !== db) {
      statement = db.$client.prepare(source).pluck();
      statementDb = db;
    }
    return statement;
  };
}

const publicStatement = onConnection("SELECT version FROM public_data_version WHERE id = 1");
const listStatement = onConnection("SELECT version FROM data_versions WHERE subject = ?");

export function publicDataVersion(): number {
  return (publicStatement().get() as number | undefined) ?? 0;
}

/** The admin lists with a data version of their own. */
export type VersionedList = "users" | "campaigns";

export function dataVersion(list: VersionedList): number {
  return (listStatement().get(list) as number | undefined) ?? 0;
}
