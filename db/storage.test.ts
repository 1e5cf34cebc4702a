import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { afterEach, describe, expect, it } from "vitest";
import { ModelError } from "~/models/errors";
import { openDatabase, runMigrations, type DB } from "./connection";
import * as schema from "./schema";
import { probeWrite, startFailureLine, storageFailureCode } from "./storage";

/*
 * The errors are real: SQLite refusing a write on a read-only connection or past
 * max_page_count (a full database), the file system refusing a folder. chmod does not
 * stop root, which these tests may run as; these mechanisms do.
 */
const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "guyub-storage-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function caught(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("expected an error");
}

/** A migrated database file, closed, and the same file opened read-only by SQLite. */
function readOnlyCopy(): { file: string; readOnly: DB } {
  const file = path.join(tempDir(), "guyub.db");
  const db = openDatabase(file);
  runMigrations(db);
  db.$client.close();
  return { file, readOnly: drizzle(new Database(file, { readonly: true }), { schema }) as DB };
}

describe("storageFailureCode", () => {
  it("recognises a write refused by a read-only database, through drizzle's wrapper too", () => {
    const { readOnly } = readOnlyCopy();
    try {
      expect(storageFailureCode(caught(() => readOnly.$client.exec("INSERT INTO health_probe VALUES (1, 0)")))).toBe("SQLITE_READONLY");
      const refused = caught(() => readOnly.insert(schema.healthProbe).values({ id: 1, checkedAt: new Date() }).run());
      expect(storageFailureCode(refused)).toBe("SQLITE_READONLY");
      // drizzle's asynchronous paths wrap the driver's error as the `cause`.
      expect(storageFailureCode(new DrizzleQueryError("INSERT ...", [], refused as Error))).toBe("SQLITE_READONLY");
    } finally {
      readOnly.$client.close();
    }
  });

  it("recognises a full database (SQLITE_FULL past max_page_count)", () => {
    const sqlite = new Database(":memory:");
    sqlite.exec("CREATE TABLE t (v TEXT)");
    sqlite.pragma(`max_page_count = ${sqlite.pragma("page_count", { simple: true })}`);
    const error = caught(() => sqlite.prepare("INSERT INTO t VALUES (?)").run("x".repeat(100_000)));
    expect(storageFailureCode(error)).toBe("SQLITE_FULL");
    sqlite.close();
  });

  it("recognises the file system's codes of a full, read-only or refused disk", () => {
    for (const code of ["ENOSPC", "EROFS", "EACCES", "EPERM", "EDQUOT", "EFBIG"]) {
      expect(storageFailureCode(Object.assign(new Error(code), { code, syscall: "write" }))).toBe(code);
    }
    for (const code of ["SQLITE_IOERR_WRITE", "SQLITE_READONLY_DBMOVED", "SQLITE_CANTOPEN", "SQLITE_PERM"]) {
      expect(storageFailureCode(Object.assign(new Error(code), { code }))).toBe(code);
    }
  });

  it("leaves every other error alone: a constraint, a missing table, a ModelError, a plain Error", () => {
    const sqlite = new Database(":memory:");
    sqlite.exec("CREATE TABLE t (v TEXT UNIQUE); INSERT INTO t VALUES ('a')");
    expect(storageFailureCode(caught(() => sqlite.exec("INSERT INTO t VALUES ('a')")))).toBeNull();
    expect(storageFailureCode(caught(() => sqlite.exec("SELECT * FROM nothing")))).toBeNull();
    sqlite.close();
    expect(storageFailureCode(new ModelError("not_found", "notFound"))).toBeNull();
    expect(storageFailureCode(new Error("boom"))).toBeNull();
    expect(storageFailureCode(null)).toBeNull();
  });
});

describe("startFailureLine", () => {
  it("names the data folder that cannot be created (a file stands in its path: ENOTDIR, even for root)", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "blocker"), "");
    const file = path.join(dir, "blocker", "data", "guyub.db");
    const line = startFailureLine(
      caught(() => openDatabase(file)),
      file,
    );
    expect(line).toBe(
      `[guyub] cannot write the data folder ${path.join(dir, "blocker", "data")}: not a directory (ENOTDIR). Check DATABASE_URL and the folder's owner.`,
    );
  });

  it("names the database that refuses writes, in one line", () => {
    const { file, readOnly } = readOnlyCopy();
    try {
      const line = startFailureLine(
        caught(() => probeWrite(readOnly)),
        file,
      );
      expect(line).toBe(
        `[guyub] cannot write the database ${file}: attempt to write a readonly database (SQLITE_READONLY). ` +
          "Check DATABASE_URL, the free space and the owner of the file and its folder.",
      );
      expect(line).not.toContain("\n");
    } finally {
      readOnly.$client.close();
    }
  });

  it("says nothing about other errors (they keep their stack trace)", () => {
    const sqlite = new Database(":memory:");
    expect(
      startFailureLine(
        caught(() => sqlite.exec("SELECT * FROM nothing")),
        "/x/guyub.db",
      ),
    ).toBeNull();
    sqlite.close();
    expect(startFailureLine(new Error("boom"), "/x/guyub.db")).toBeNull();
  });
});

describe("probeWrite", () => {
  it("rewrites the one heartbeat row", () => {
    const file = path.join(tempDir(), "guyub.db");
    const db = openDatabase(file);
    runMigrations(db);
    probeWrite(db, 1_000);
    probeWrite(db, 2_000);
    expect(db.select().from(schema.healthProbe).all()).toEqual([{ id: 1, checkedAt: new Date(2_000) }]);
    db.$client.close();
  });

  it("fails where a write fails, though a read still answers", () => {
    const { readOnly } = readOnlyCopy();
    try {
      expect(readOnly.$client.prepare("SELECT 1 AS one").get()).toEqual({ one: 1 });
      expect(storageFailureCode(caught(() => probeWrite(readOnly)))).toBe("SQLITE_READONLY");
    } finally {
      readOnly.$client.close();
    }
  });
});
