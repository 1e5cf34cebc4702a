import { describe, expect, it } from "vitest";
import { defineMessages, interpolate, negotiateLang, type Catalogue, type Messages } from "./index";

describe("negotiateLang", () => {
  it("prefers the cookie", () => {
    expect(negotiateLang("id", "en-US,en;q=0.9")).toBe("id");
    expect(negotiateLang("en", "id-ID")).toBe("en");
  });
  it("guesses from Accept-Language by quality", () => {
    expect(negotiateLang(null, "id-ID,id;q=0.9,en;q=0.8")).toBe("id");
    expect(negotiateLang(null, "en;q=0.5,id;q=0.9")).toBe("id");
    expect(negotiateLang(null, "en-GB,en;q=0.9")).toBe("en");
    expect(negotiateLang(null, "fr-FR,de;q=0.5")).toBe("en");
  });
  it("ignores a bad cookie and defaults to English", () => {
    expect(negotiateLang("xx", null)).toBe("en");
  });
});

describe("interpolate", () => {
  it("fills placeholders and leaves unknown ones", () => {
    expect(interpolate("Welcome back, {name}!", { name: "Rina" })).toBe("Welcome back, Rina!");
    expect(interpolate("{a} {b}", { a: 1 })).toBe("1 {b}");
  });
});

type GlobFn = (patterns: string[], options: { eager: true }) => Record<string, Record<string, unknown>>;

function isCatalogue(value: unknown): value is Catalogue {
  return !!value && typeof value === "object" && "key" in value && "en" in value && "id" in value;
}

/** Every catalogue: the same keys in both languages, no empty text, same placeholders. */
const catalogues: [string, Catalogue][] = [];
// Every catalogue module of this folder, so a new one is checked without being listed.
const modules = (import.meta as unknown as { glob: GlobFn }).glob(["./*.ts", "!./*.test.ts"], { eager: true });
for (const mod of Object.values(modules)) {
  for (const [name, value] of Object.entries(mod)) {
    if (isCatalogue(value)) catalogues.push([name, value]);
  }
}

it("finds the catalogues", () => {
  expect(catalogues.map(([name]) => name)).toEqual(
    expect.arrayContaining(["authMessages", "commonMessages", "validationMessages", "errorMessages", "homeMessages", "categoryMessages"]),
  );
});

it("gives every catalogue its own key (the name of its texts in loader data)", () => {
  const keys = catalogues.map(([, catalogue]) => catalogue.key);
  for (const key of keys) expect(key).toMatch(/^[a-zA-Z]+$/);
  expect(new Set(keys).size).toBe(keys.length);
});

describe.each(catalogues)("catalogue %s", (_name, catalogue) => {
  it("has every English key in Indonesian with the same placeholders", () => {
    expect(Object.keys(catalogue.id).sort()).toEqual(Object.keys(catalogue.en).sort());
    for (const [key, en] of Object.entries(catalogue.en)) {
      const id = (catalogue.id as Messages)[key];
      expect(id.trim(), key).not.toBe("");
      const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
      expect(placeholders(id), key).toEqual(placeholders(en));
    }
  });
});

describe("defineMessages", () => {
  it("keeps the key and both halves", () => {
    const c = defineMessages("sample", { en: { hi: "Hi" }, id: { hi: "Hai" } });
    expect(c).toEqual({ key: "sample", en: { hi: "Hi" }, id: { hi: "Hai" } });
  });
  it("makes the Indonesian half have exactly the English keys (type check)", () => {
    // @ts-expect-error a missing Indonesian text
    defineMessages("missing", { en: { a: "A", b: "B" }, id: { a: "A" } });
    // @ts-expect-error an Indonesian text without an English one
    defineMessages("extra", { en: { a: "A" }, id: { a: "A", b: "B" } });
  });
});
