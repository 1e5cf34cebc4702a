import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { webConcurrency } from "./lib.js";

const root = path.resolve(__dirname, "..");
const tsx = path.join(root, "node_modules/.bin/tsx");

function run(script: string, args: string[], env: Record<string, string>, input?: string) {
  return spawnSync(tsx, [script, ...args], { cwd: root, env: { ...process.env, ...env }, encoding: "utf8", input });
}

describe("npm run admin:create", () => {
  it("creates an approved ADMIN once and says so when the e-mail exists", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "guyub-admin-"));
    const env = { DATABASE_URL: path.join(dir, "g.db"), SESSION_SECRET: "t".repeat(32) };
    const first = run("scripts/admin-create.ts", ["--email", "Boss@Guyub.test", "--name", "Boss"], env, "s3cret-pass\n");
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain("Admin created: boss@guyub.test");
    const again = run("scripts/admin-create.ts", ["--email", "boss@guyub.test"], env, "other-pass\n");
    expect(again.status).toBe(0);
    expect(again.stdout).toContain("already exists; nothing changed");
    const bad = run("scripts/admin-create.ts", ["--email", "nope"], env, "s3cret-pass\n");
    expect(bad.status).toBe(1);
    // Never on the command line: the shell history would keep it.
    const argv = run("scripts/admin-create.ts", ["--email", "argv@guyub.test", "--password", "s3cret-pass"], env);
    expect(argv.status).toBe(1);
    expect(argv.stderr).toContain("--password is not accepted");
    // The minimum length, the same rule as sign-up: 5 characters are refused, 6 accepted.
    const short = run("scripts/admin-create.ts", ["--email", "five@guyub.test"], env, "12345\n");
    expect(short.status).toBe(1);
    expect(short.stderr).toContain("--password: Password must be at least 6 characters");
    // A very common password is refused, as at sign-up.
    const common = run("scripts/admin-create.ts", ["--email", "six@guyub.test"], env, "123456\n");
    expect(common.status).toBe(1);
    expect(common.stderr).toContain("--password: This password is too common");
    const six = run("scripts/admin-create.ts", ["--email", "six@guyub.test", "--name", "Six"], env, "k0pi6x\n");
    expect(six.status, six.stderr).toBe(0);
    const db = new Database(env.DATABASE_URL, { readonly: true });
    expect(db.prepare("SELECT role, approval_status, fullname FROM users ORDER BY id").all()).toEqual([
      { role: "ADMIN", approval_status: "APPROVED", fullname: "Boss" },
      { role: "ADMIN", approval_status: "APPROVED", fullname: "Six" },
    ]);
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe("npm run db:backup", () => {
  it("writes a consistent copy while a writer holds the database open", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "guyub-backup-"));
    const file = path.join(dir, "g.db");
    const live = new Database(file);
    live.pragma("journal_mode = WAL");
    live.exec("CREATE TABLE t (x INTEGER); INSERT INTO t VALUES (1), (2), (3);");
    const out = path.join(dir, "copy.db");
    const result = run("db/backup.ts", ["--out", out], { DATABASE_URL: file });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain("integrity ok");
    expect(fs.statSync(out).mode & 0o077, "the backup is private to its owner").toBe(0);
    const copy = new Database(out, { readonly: true });
    expect(copy.prepare("SELECT count(*) AS n FROM t").get()).toEqual({ n: 3 });
    copy.close();
    live.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe("dependencies", () => {
  it("pins @remix-run/* at 2.17.5 or later (earlier 2.17 releases have advisories)", () => {
    for (const name of ["node", "react", "serve", "dev", "server-runtime", "express"]) {
      const pkg = JSON.parse(fs.readFileSync(path.join(root, "node_modules/@remix-run", name, "package.json"), "utf8"));
      const [major, minor, patch] = pkg.version.split(".").map(Number);
      expect(major, name).toBe(2);
      expect(minor * 1000 + patch, `${name} ${pkg.version}`).toBeGreaterThanOrEqual(17 * 1000 + 5);
    }
  });
});

describe("WEB_CONCURRENCY (scripts/serve.js)", () => {
  it("defaults to one process per core (at most 64), one in development; takes a whole number from 1 to 64", () => {
    expect(webConcurrency(undefined, { cores: 2, development: false })).toBe(2);
    expect(webConcurrency(" ", { cores: 128, development: false })).toBe(64);
    expect(webConcurrency("", { cores: 8, development: true })).toBe(1);
    expect(webConcurrency("1", { cores: 8, development: false })).toBe(1);
    expect(webConcurrency("3", { cores: 2, development: true })).toBe(3);
    for (const bad of ["0", "65", "1.5", "-2", "two", "2x"]) {
      expect(() => webConcurrency(bad, { cores: 2, development: false }), bad).toThrow(
        /WEB_CONCURRENCY must be a whole number from 1 to 64/,
      );
    }
  });
});
