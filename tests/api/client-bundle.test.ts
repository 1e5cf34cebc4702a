import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Catalogue } from "~/i18n";

/*
 * The catalogues stay on the server (docs/decisions/002): loaders send the active
 * language's texts. No catalogue text, in either language, may be in the browser build.
 * Run `npx remix build` before running this file alone (npm test builds first).
 */
const root = path.resolve(__dirname, "../..");
const buildDir = path.join(root, "public", "build");

type GlobFn = (patterns: string[], options: { eager: true }) => Record<string, Record<string, unknown>>;
const modules = (import.meta as unknown as { glob: GlobFn }).glob(
  ["../../app/i18n/*.ts", "!../../app/i18n/*.test.ts", "!../../app/i18n/*.server.ts"],
  { eager: true },
);

/** Catalogue texts a library in the bundle happens to say too (zod: "Invalid input"). */
const LIBRARY_TEXTS = new Set(["Invalid input"]);

function catalogueTexts(): { key: string; text: string }[] {
  const texts: { key: string; text: string }[] = [];
  for (const mod of Object.values(modules)) {
    for (const value of Object.values(mod)) {
      if (!value || typeof value !== "object" || !("key" in value) || !("en" in value)) continue;
      const catalogue = value as Catalogue;
      // Texts of one word ("Home", "Guyub") also occur in code as names; sentences do not.
      for (const half of [catalogue.en, catalogue.id]) {
        for (const text of Object.values(half))
          if (text.includes(" ") && !LIBRARY_TEXTS.has(text)) texts.push({ key: catalogue.key, text });
      }
    }
  }
  return texts;
}

function jsFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return jsFiles(full);
    return entry.name.endsWith(".js") ? [full] : [];
  });
}

describe("the browser build", () => {
  it("carries no catalogue text", () => {
    if (!fs.existsSync(buildDir)) throw new Error("public/build is missing: run `npx remix build` (npm test does it).");
    const texts = catalogueTexts();
    expect(texts.length).toBeGreaterThan(300);
    const sources = jsFiles(buildDir).map((file) => [path.relative(root, file), fs.readFileSync(file, "utf8")] as const);
    expect(sources.length).toBeGreaterThan(0);
    const found: string[] = [];
    for (const { key, text } of texts) {
      // As a whole string literal, however the minifier quoted it.
      const literals = [JSON.stringify(text), `'${text}'`, `\`${text}\``];
      for (const [file, source] of sources) {
        if (literals.some((literal) => source.includes(literal))) found.push(`${key}: ${JSON.stringify(text)} in ${file}`);
      }
    }
    expect(found).toEqual([]);
  });
});
