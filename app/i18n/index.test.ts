import { describe, expect, it } from "vitest";
import { interpolate, negotiateLang, type Catalogue, type Messages } from "./index";

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

/** Every catalogue: the same keys in both languages, no empty text, same placeholders. */
const catalogues: [string, Catalogue<Messages>][] = [];
// Every catalogue module of this folder, so a new one is checked without being listed.
const modules = (import.meta as unknown as { glob: GlobFn }).glob(["./*.ts", "!./*.test.ts"], { eager: true });
for (const mod of Object.values(modules)) {
  for (const [name, value] of Object.entries(mod)) {
    if (value && typeof value === "object" && "en" in value && "id" in value) {
      catalogues.push([name, value as Catalogue<Messages>]);
    }
  }
}

it("finds the catalogues", () => {
  expect(catalogues.map(([name]) => name)).toEqual(
    expect.arrayContaining(["authMessages", "commonMessages", "validationMessages", "errorMessages"]),
  );
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
