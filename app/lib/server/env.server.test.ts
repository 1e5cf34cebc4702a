import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { missingProviderSettings, resolveSessionSecrets } from "./env.server";

describe("resolveSessionSecrets", () => {
  it("uses SESSION_SECRET, comma-separated for rotation", () => {
    const [fresh, old] = ["n".repeat(32), "o".repeat(40)];
    expect(resolveSessionSecrets(`${fresh}, ${old}`, "/nowhere/guyub.db")).toEqual([fresh, old]);
  });

  it("refuses a secret shorter than 32 characters, naming how to make one", () => {
    expect(() => resolveSessionSecrets("short-secret", "/nowhere/guyub.db")).toThrow(/at least 32 characters.*randomBytes/s);
    expect(() => resolveSessionSecrets(`${"n".repeat(32)},old`, "/nowhere/guyub.db")).toThrow(/one has 3/);
  });

  it("generates a secret beside the database at the first start and reuses it", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "guyub-secret-"));
    const dbFile = path.join(dir, "guyub.db");
    const first = resolveSessionSecrets(undefined, dbFile);
    expect(first).toHaveLength(1);
    expect(first[0].length).toBeGreaterThanOrEqual(40);
    const file = path.join(dir, "session-secret");
    expect(fs.statSync(file).mode & 0o077).toBe(0); // readable by the owner only
    expect(resolveSessionSecrets("", dbFile)).toEqual(first);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("gives the same generated secret to server processes that start at once on a fresh data folder", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "guyub-secret-"));
    const script = `import { resolveSessionSecrets } from "./app/lib/server/env.server.ts"; console.log(resolveSessionSecrets(undefined, ${JSON.stringify(path.join(dir, "guyub.db"))})[0]);`;
    const one = () =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(path.resolve("node_modules/.bin/tsx"), ["--eval", script], {
          env: { ...process.env, DATABASE_URL: path.join(dir, "guyub.db"), SESSION_SECRET: "s".repeat(32) },
        });
        let out = "";
        let err = "";
        child.stdout.on("data", (d) => (out += d));
        child.stderr.on("data", (d) => (err += d));
        child.on("exit", (code) => (code === 0 ? resolve(out.trim()) : reject(new Error(err))));
      });
    try {
      const secrets = await Promise.all([one(), one(), one(), one()]);
      expect(new Set(secrets).size, secrets.join("\n")).toBe(1);
      expect(fs.readFileSync(path.join(dir, "session-secret"), "utf8").trim()).toBe(secrets[0]);
      expect(fs.readdirSync(dir)).toEqual(["session-secret"]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe("PAYMENTS=xendit", () => {
  it("names each Xendit setting it lacks, and asks nothing of the other modes", () => {
    expect(missingProviderSettings({ PAYMENTS: "xendit" })).toEqual(["XENDIT_SECRET_KEY", "XENDIT_CALLBACK_TOKEN"]);
    expect(missingProviderSettings({ PAYMENTS: "xendit", XENDIT_SECRET_KEY: "xnd_development_x" })).toEqual(["XENDIT_CALLBACK_TOKEN"]);
    expect(missingProviderSettings({ PAYMENTS: "xendit", XENDIT_SECRET_KEY: "k", XENDIT_CALLBACK_TOKEN: "t" })).toEqual([]);
    expect(missingProviderSettings({ PAYMENTS: "manual" })).toEqual([]);
  });

  it("refuses to start without the key and the token, in one line naming them", async () => {
    const script = `import("./app/lib/server/env.server.ts").then(() => console.log("started"), (e) => { console.error(e.message); process.exit(1); });`;
    const run = (extra: Record<string, string>) =>
      new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
        const child = spawn(path.resolve("node_modules/.bin/tsx"), ["--eval", script], {
          env: {
            ...process.env,
            DATABASE_URL: ":memory:",
            SESSION_SECRET: "s".repeat(32),
            XENDIT_SECRET_KEY: "",
            XENDIT_CALLBACK_TOKEN: "",
            ...extra,
          },
        });
        let out = "";
        let err = "";
        child.stdout.on("data", (d) => (out += d));
        child.stderr.on("data", (d) => (err += d));
        child.on("exit", (code) => resolve({ code, out, err }));
      });
    const refused = await run({ PAYMENTS: "xendit", XENDIT_SECRET_KEY: "xnd_development_x" });
    expect(refused.code).toBe(1);
    expect(refused.err.trim().split("\n")).toHaveLength(1);
    expect(refused.err).toMatch(/XENDIT_CALLBACK_TOKEN: PAYMENTS=xendit needs it/);
    const started = await run({ PAYMENTS: "xendit", XENDIT_SECRET_KEY: "xnd_development_x", XENDIT_CALLBACK_TOKEN: "token" });
    expect(started.out.trim(), started.err).toBe("started");
  }, 60_000);
});
