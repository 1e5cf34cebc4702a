import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach } from "vitest";
import { TEMPLATE_DB, TMP_DIR } from "./paths";

/*
 * Every test runs on its own fresh SQLite file, a copy of the migrated template, in a
 * folder of its own: the data subfolders beside the database (logos, proofs, message
 * images, receipts) are the test's alone, so a sweep of unused files in one test never
 * sees another's (or an earlier run's). DATABASE_URL is set before any app module opens
 * the connection.
 */
const dir = path.join(TMP_DIR, "vitest");
fs.mkdirSync(dir, { recursive: true });

function freshFile(): string {
  const folder = path.join(dir, `${process.pid}-${crypto.randomBytes(6).toString("hex")}`);
  fs.mkdirSync(folder);
  const file = path.join(folder, "guyub.db");
  fs.copyFileSync(TEMPLATE_DB, file);
  return file;
}

process.env.DATABASE_URL = freshFile();
process.env.SESSION_SECRET ??= "test-secret-0123456789abcdefghijklmnopqrst";
process.env.NODE_ENV = "test";

let current: string | null = null;

beforeEach(async () => {
  const { SERVER_BUSY_TIMEOUT_MS, openDatabase } = await import("../../db/connection");
  const { useDatabase } = await import("~/lib/server/db.server");
  const { clearCountCache } = await import("~/models/count-cache.server");
  current = freshFile();
  // The server's short wait for another process's write lock (db/connection.ts).
  useDatabase(openDatabase(current, { busyTimeoutMs: SERVER_BUSY_TIMEOUT_MS }));
  clearCountCache();
});

afterEach(async () => {
  const { db } = await import("~/lib/server/db.server");
  db.$client.close();
  if (current) fs.rmSync(path.dirname(current), { recursive: true, force: true });
  current = null;
});
