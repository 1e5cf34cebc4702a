import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resolveSessionSecrets } from "./env.server";

describe("resolveSessionSecrets", () => {
  it("uses SESSION_SECRET, comma-separated for rotation", () => {
    expect(resolveSessionSecrets("new, old", "/nowhere/guyub.db")).toEqual(["new", "old"]);
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
