import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";

/*
 * For the tests of a migration that moves data: a database on a temporary file with the
 * migrations before it applied by hand, file by file (as drizzle's migrator splits them),
 * then the migration itself over the rows the test wrote.
 */
const dir = path.resolve(__dirname, "..", "db", "migrations");
const files = fs
  .readdirSync(dir)
  .filter((f) => /^\d{4}_.*\.sql$/.test(f))
  .sort();

function apply(db: Database.Database, file: string) {
  for (const statement of fs.readFileSync(path.join(dir, file), "utf8").split("--> statement-breakpoint")) {
    if (statement.trim()) db.exec(statement);
  }
}

/** A new database holding every migration numbered below `number` ("0016"). */
export function databaseBefore(number: string, options: { foreignKeys?: boolean } = {}): Database.Database {
  const db = new Database(path.join(fs.mkdtempSync(path.join(os.tmpdir(), `guyub-m${number}-`)), "old.db"));
  if (options.foreignKeys ?? true) db.pragma("foreign_keys = ON");
  for (const file of files.filter((f) => f < number)) apply(db, file);
  return db;
}

/** Apply migration `number` ("0016") to `db`. */
export function applyMigration(db: Database.Database, number: string): void {
  const file = files.find((f) => f.startsWith(number));
  if (!file) throw new Error(`no migration ${number} in db/migrations`);
  apply(db, file);
}
