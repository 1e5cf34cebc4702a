import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/*
 * The layer rules of eslint.config.js fire: each forbidden import is reported, and the
 * allowed neighbour is not. The snippets are linted as if they were files of each layer.
 */
const root = path.resolve(__dirname, "../..");
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, "eslint.config.js") });
const LAYER_RULES = new Set(["no-restricted-imports", "no-restricted-syntax"]);

async function layerMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.filter((m) => m.ruleId && LAYER_RULES.has(m.ruleId)).map((m) => m.message);
}

describe("routes never import db/", () => {
  const file = "app/routes/example.tsx";
  it.each([
    'import { users } from "../../db/schema";',
    'import type { User } from "../../db/schema";',
    'import type { User } from "db/schema";',
    'import { openDatabase } from "~/../db/connection";',
    'export { users } from "../../db/schema";',
    'export const load = () => import("../../db/schema");',
  ])("reports %s", async (code) => {
    expect(await layerMessages(file, code)).toEqual([expect.stringMatching(/A route never imports db\//)]);
  });

  it("allows the models (types from there) and ~/utils/db.server", async () => {
    expect(await layerMessages(file, 'import type { User } from "~/models/user.server";')).toEqual([]);
    expect(await layerMessages(file, 'import { db } from "~/utils/db.server";')).toEqual([]);
  });
});

describe("components never import a model, db/ or a .server module", () => {
  const file = "app/components/example.tsx";
  it.each([
    ['import { ModelError } from "~/models/errors";', /never imports a model/],
    ['import { ModelError } from "../models/errors";', /never imports a model/],
    ['import type { Community } from "../../db/schema";', /never imports db\//],
    ['import { env } from "~/utils/env.server";', /\.server module/],
    ['import { readToast } from "../utils/toast.server";', /\.server module/],
  ])("reports %s", async (code, message) => {
    const messages = await layerMessages(file, code);
    expect(messages).toContainEqual(expect.stringMatching(message));
  });

  it("allows shared modules", async () => {
    expect(await layerMessages(file, 'import { CATEGORIES } from "~/utils/enums";')).toEqual([]);
    expect(await layerMessages(file, 'import { useRootData } from "~/utils/root-data";')).toEqual([]);
  });
});

describe("db/ imports nothing from app/ but the enums", () => {
  it.each([
    ["db/example.ts", 'import { hashPassword } from "../app/models/password.server";'],
    ["db/example.ts", 'import { LOCATIONS } from "~/utils/locations";'],
    ["db/example.ts", 'import { LOCATIONS } from "app/utils/locations";'],
    ["db/example.ts", 'import type { Env } from "../app/utils/env.server";'],
    ["db/migrations/example.ts", 'import { LOCATIONS } from "../../app/utils/locations";'],
    ["db/example.ts", 'export const load = () => import("../app/models/user.server");'],
  ])("%s: reports %s", async (file, code) => {
    expect(await layerMessages(file, code)).toEqual([expect.stringMatching(/db\/ imports nothing from app\//)]);
  });

  it("allows app/utils/enums and db/'s own modules", async () => {
    expect(await layerMessages("db/example.ts", 'import { CATEGORIES } from "../app/utils/enums";')).toEqual([]);
    expect(await layerMessages("db/example.ts", 'import type { Role } from "~/utils/enums";')).toEqual([]);
    expect(await layerMessages("db/example.ts", 'import { openDatabase } from "./connection";')).toEqual([]);
  });
});
