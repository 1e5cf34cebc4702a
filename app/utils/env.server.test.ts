import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resolveSessionSecrets } from "./env.server";

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
});
