import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import * as schema from "./schema";

export type DB = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

export const DEFAULT_DATABASE_URL = "./data/guyub.db";

/** Resolve DATABASE_URL ("file:./x.db", "./x.db" or an absolute path) to a file path. */
export function databasePath(url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL): string {
  const file = url.startsWith("file:") ? url.slice("file:".length) : url;
  return file === ":memory:" ? file : path.resolve(file);
}

/**
 * SEED_DEMO: whether to seed the demo data into an empty database. Unset or empty means
 * yes; otherwise true/1 or false/0, in any case. Anything else is refused. The one reading
 * of it, for db/setup.ts (every start) and app/lib/server/env.server.ts alike.
 */
export function parseSeedDemo(raw: string | undefined = process.env.SEED_DEMO): boolean {
  const value = (raw ?? "").trim().toLowerCase();
  if (value === "" || value === "true" || value === "1") return true;
  if (value === "false" || value === "0") return false;
  throw new Error(`SEED_DEMO must be true or false (or 1 or 0), not "${raw}"`);
}

/**
 * How long the server's own statements wait inside SQLite for another process's write
 * lock: short, since better-sqlite3 waits synchronously and the whole process waits with
 * it. A longer wait goes on without blocking (app/server/lock-wait.server.ts). Scripts
 * (migrations, seed, backup, the admin command) wait longer: nothing else runs in them.
 */
export const SERVER_BUSY_TIMEOUT_MS = 20;
export const SCRIPT_BUSY_TIMEOUT_MS = 5000;

/** Open a SQLite file with the pragmas Guyub relies on. */
export function openDatabase(file: string, options: { busyTimeoutMs?: number } = {}): DB {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  if (file !== ":memory:") keepPrivate(file);
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma(`busy_timeout = ${Math.trunc(options.busyTimeoutMs ?? SCRIPT_BUSY_TIMEOUT_MS)}`);
  sqlite.pragma("synchronous = NORMAL");
  cacheStatements(sqlite);
  return drizzle(sqlite, { schema }) as DB;
}

/** How many compiled statements a connection keeps (distinct SQL texts; then it starts over). */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * Drizzle asks better-sqlite3 to prepare (compile) every query's SQL on every call, and
 * the app runs the same few hundred SQL texts over and over: the connection keeps each
 * compiled statement by its text and hands it out again. A statement still iterating
 * (busy) is not shared; a kept statement is handed out in its default row mode (Drizzle
 * asks for raw rows itself when it wants them). See docs/decisions/022-render-cost.md.
 */
export function cacheStatements(sqlite: Database.Database): void {
  const prepare = sqlite.prepare.bind(sqlite);
  const kept = new Map<string, Database.Statement>();
  sqlite.prepare = ((source: string) => {
    const cached = kept.get(source);
    if (cached && !cached.busy) {
      if (cached.reader) cached.raw(false);
      return cached;
    }
    const statement = prepare(source);
    if (!cached) {
      if (kept.size >= STATEMENT_CACHE_SIZE) kept.clear();
      kept.set(source, statement);
    }
    return statement;
  }) as Database.Database["prepare"];
}

/**
 * The database holds password hashes and session digests: readable by the server's user
 * only (the file, its WAL and shared-memory files), whatever the umask.
 */
export function keepPrivate(file: string): void {
  for (const f of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      fs.chmodSync(f, 0o600);
    } catch {
      // not there (yet): SQLite creates -wal and -shm with the main file's mode
    }
  }
}

function migrationsFolder(): string {
  // Works from the source tree (tsx, vitest) and from the server build (cwd = repo root).
  return path.resolve(process.env.MIGRATIONS_DIR ?? "db/migrations");
}

/**
 * Apply the pending migrations in one transaction. Foreign keys are off while they run (a
 * migration that rebuilds a table drops the old one, which must not cascade to the rows
 * that point at it) and every key is checked before they are on again: a migration that
 * leaves a dangling reference fails loudly.
 */
export function runMigrations(db: DB): void {
  db.$client.pragma("foreign_keys = OFF");
  try {
    migrate(db, { migrationsFolder: migrationsFolder() });
    const broken = db.$client.pragma("foreign_key_check") as unknown[];
    if (broken.length > 0) throw new Error(`Migrations left ${broken.length} broken foreign keys: ${JSON.stringify(broken.slice(0, 5))}`);
  } finally {
    db.$client.pragma("foreign_keys = ON");
  }
}
