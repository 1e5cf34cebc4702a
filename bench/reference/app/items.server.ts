import Database from "better-sqlite3";

/*
 * The reference's data: a SQLite table (REFERENCE_DB, written by bench/reference.ts)
 * read with better-sqlite3 through a statement prepared once.
 */
export type Item = { id: number; name: string; city: string; members: number };

const db = new Database(process.env.REFERENCE_DB ?? "", { readonly: true, fileMustExist: true });
const firstRows = db.prepare("SELECT id, name, city, members FROM items ORDER BY id LIMIT 20");

/** The first 20 items. */
export function listFirstItems(): Item[] {
  return firstRows.all() as Item[];
}
