import { sql, type SQL } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { db } from "~/lib/server/db.server";
import type { Slice } from "~/utils/paging";

/*
 * One page of a trigram search's rows newest first (the highest id first) that costs a
 * page, not the matches (docs/decisions/031-lists-at-a-million.md): the FTS5 table is
 * walked by rowid from the highest (its rowids are the content table's ids; CROSS JOIN
 * keeps it the outer loop), each match checked against the other filters in its row,
 * until the page is full. Listing every match to sort it, or to check rows against,
 * cost the number of matches: ten times more with ten times the data.
 */

/** A text index and the table whose rows it indexes (content_rowid 'id'). */
export type FtsSource = { fts: "users_fts" | "campaigns_fts" | "communities_fts"; table: SQLiteTable };

/** The ids of one page of the rows matching `phrase` (an FTS5 query) and `where`, newest first. */
export function newestMatches(source: FtsSource, phrase: string, where: SQL | undefined, page: Slice): number[] {
  const fts = sql.identifier(source.fts);
  const rows = where
    ? db.all<{ id: number }>(
        sql`SELECT ${fts}.rowid AS id FROM ${fts} CROSS JOIN ${source.table} ON ${source.table}.id = ${fts}.rowid
            WHERE ${fts} MATCH ${phrase} AND ${where} ORDER BY ${fts}.rowid DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
      )
    : db.all<{ id: number }>(
        sql`SELECT rowid AS id FROM ${fts} WHERE ${fts} MATCH ${phrase} ORDER BY rowid DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
      );
  return rows.map((r) => r.id);
}
