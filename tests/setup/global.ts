import fs from "node:fs";
import { openDatabase, runMigrations } from "../../db/connection";
import { TEMPLATE_DB, TMP_DIR } from "./paths";

/** Migrate one template database; each test copies it to a fresh file. */
export default function setup() {
  fs.mkdirSync(TMP_DIR, { recursive: true });
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(TEMPLATE_DB + suffix, { force: true });
  const db = openDatabase(TEMPLATE_DB);
  runMigrations(db);
  db.$client.pragma("wal_checkpoint(TRUNCATE)");
  db.$client.pragma("journal_mode = DELETE");
  db.$client.close();
}
