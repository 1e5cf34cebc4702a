/*
 * npm run db:backup [-- --out FILE]
 * A consistent online copy of the database (SQLite's backup API: safe while the server
 * runs). Default target: data/backups/guyub-YYYYMMDD-HHMMSS.db
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import { databasePath, keepPrivate } from "./connection";

const { values } = parseArgs({ options: { out: { type: "string" } } });
const source = databasePath();
if (!fs.existsSync(source)) {
  console.error(`No database at ${source} (DATABASE_URL).`);
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
const target = path.resolve(values.out ?? path.join(path.dirname(source), "backups", `guyub-${stamp}.db`));
fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
const db = new Database(source, { readonly: true, fileMustExist: true });
await db.backup(target);
db.close();
keepPrivate(target);
const check = new Database(target, { readonly: true });
const ok = check.pragma("integrity_check", { simple: true });
check.close();
if (ok !== "ok") {
  console.error(`Backup written to ${target} but its integrity check says: ${ok}`);
  process.exit(1);
}
console.log(`Backup written to ${target} (${fs.statSync(target).size} bytes, integrity ok)`);
