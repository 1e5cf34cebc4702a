import { parse } from "@conform-to/react";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LoginSchema, RegisterSchema } from "./auth";
import { PasswordChangeSchema } from "./account";
import { MemberEditSchema, MemberSchema } from "./member";
import { blankToUndefined, fieldName, fieldNameFits, fieldNamesFit, formDataToObject, pathOf, validateValue } from "./form-data";
import { parseForm } from "./parse";

/*
 * The browser validates with formDataToObject + validateValue; the server with Conform's
 * parse around validateValue (parseForm). Both must read every form the same way, so the
 * browser shows exactly the server's messages.
 */

const names = fc.oneof(
  fc.constantFrom("email", "password", "fullname", "role", "tags", "platforms[0].type", "platforms[1].url", "demographics.age_range"),
  fc.stringMatching(/^[a-z][a-z_]{0,8}$/),
);
const values = fc.oneof(fc.constant(""), fc.constant("  "), fc.string({ maxLength: 12 }), fc.emailAddress());
const entries = fc.array(fc.tuple(names, values), { maxLength: 12 });

function formData(list: [string, string][]) {
  const data = new FormData();
  for (const [name, value] of list) data.append(name, value);
  return data;
}

describe("formDataToObject", () => {
  it("reads names the way Conform does: nested, indexed, repeated", () => {
    const data = formData([
      ["email", "a@b.id"],
      ["platforms[0].type", "WHATSAPP"],
      ["platforms[0].url", "https://chat.whatsapp.com/x"],
      ["platforms[1].type", "DISCORD"],
      ["category", "ARTS"],
      ["category", "GAMING"],
    ]);
    expect(formDataToObject(data.entries())).toEqual({
      email: "a@b.id",
      platforms: [{ type: "WHATSAPP", url: "https://chat.whatsapp.com/x" }, { type: "DISCORD" }],
      category: ["ARTS", "GAMING"],
    });
  });

  it("matches Conform's parse payload for any form (property)", () => {
    fc.assert(
      fc.property(entries, (list) => {
        const data = formData(list);
        const conform = parse(data, { resolve: () => ({ value: {} }) }).payload;
        expect(formDataToObject(data.entries())).toEqual(conform);
      }),
      { numRuns: 300 },
    );
  });

  it("names and paths round-trip", () => {
    for (const name of ["email", "platforms[0].url", "a.b.c", "list[3]"]) expect(fieldName(pathOf(name))).toBe(name);
  });
});

describe("blankToUndefined", () => {
  it("turns blank strings into undefined at any depth and keeps the rest", () => {
    expect(blankToUndefined({ a: "", b: " x ", c: ["", "y"], d: { e: "   " } })).toEqual({
      a: undefined,
      b: " x ",
      c: [undefined, "y"],
      d: { e: undefined },
    });
  });
});

describe("the browser and the server report the same errors", () => {
  for (const [name, schema] of [
    ["login", LoginSchema],
    ["register", RegisterSchema],
    ["password change", PasswordChangeSchema],
  ] as const) {
    it(`for any ${name} form`, () => {
      const fields = fc.record({
        email: values,
        password: values,
        confirmPassword: values,
        fullname: values,
        phone: fc.oneof(values, fc.constant("081234567890")),
        role: fc.constantFrom("", "COMMUNITY_OWNER", "ADVERTISER", "ADMIN"),
        terms: fc.constantFrom("", "on"),
        currentPassword: values,
        newPassword: values,
      });
      fc.assert(
        fc.property(fields, (record) => {
          const data = formData(Object.entries(record));
          const server = parseForm(data, { schema });
          const browser = validateValue(schema, formDataToObject(data.entries()));
          expect(browser.errors ?? {}).toEqual(server.status === "success" ? {} : server.error);
        }),
        { numRuns: 200 },
      );
    });
  }

  for (const [name, schema] of [
    ["add member", MemberSchema],
    ["edit member", MemberEditSchema],
  ] as const) {
    it(`for any ${name} form (nested link fields)`, () => {
      const url = fc.oneof(values, fc.constantFrom("https://instagram.com/rina", "javascript:alert(1)", "http://localhost"));
      const fields = fc.record({
        id: fc.oneof(values, fc.constant("12")),
        name: values,
        role: values,
        notes: values,
        "social_links.instagram": url,
        "social_links.website": url,
        "social_links.github": url,
        "new_link.name": fc.oneof(values, fc.constantFrom("GitHub", "my.site")),
        "new_link.url": url,
      });
      fc.assert(
        fc.property(fields, (record) => {
          const data = formData(Object.entries(record));
          const server = parseForm(data, { schema });
          const browser = validateValue(schema, formDataToObject(data.entries()));
          expect(browser.errors ?? {}).toEqual(server.status === "success" ? {} : server.error);
        }),
        { numRuns: 200 },
      );
    });
  }

  it("lists a message once per field", () => {
    // javascript:alert(1) fails both the protocol and the host check of the URL.
    const result = validateValue(MemberSchema, { name: "Rina", social_links: { website: "javascript:alert(1)" } });
    expect(result.errors).toEqual({ "social_links.website": ["urlInvalid"] });
  });

  it("gives a message per invalid field (as catalogue keys)", () => {
    const result = validateValue(
      RegisterSchema,
      formDataToObject(
        formData([
          ["password", "abc"],
          ["confirmPassword", "abd"],
        ]).entries(),
      ),
    );
    expect(result.errors).toMatchObject({
      fullname: ["nameMin"],
      email: ["emailInvalid"],
      phone: ["phoneInvalid"],
      password: ["passwordMin"],
      confirmPassword: ["passwordsDontMatch"],
      role: ["roleRequired"],
      terms: ["termsRequired"],
    });
  });
});

describe("fieldNameFits: the shapes of our field names, and nothing a parser could blow up", () => {
  it("takes every name our forms send", () => {
    for (const name of [
      "email",
      "platforms[0].url",
      "social_links[19].name",
      "demographics.interests",
      "requirements.age_range",
      "categories[]",
      "_key",
      "intent",
      "",
    ]) {
      expect(fieldNameFits(name), name).toBe(true);
    }
  });

  it("refuses an index above 100, deep nesting, long names and what Conform's parser throws on", () => {
    for (const name of [
      "x[101]",
      "x[100000000]",
      "social_links[999999999].name",
      "x[0000]",
      "a.b.c.d.e",
      `a${"[0]".repeat(5000)}`,
      "a".repeat(201),
      "a..b",
      "x[0]]",
      "x[abc]",
      "__proto__.polluted",
      "a.constructor",
    ]) {
      expect(fieldNameFits(name), name.slice(0, 40)).toBe(false);
    }
    expect(fieldNamesFit(["email", "x[100]"])).toBe(true);
    expect(fieldNamesFit(["email", "x[101]"])).toBe(false);
  });

  it("formDataToObject leaves such names out instead of building them", () => {
    const data = formData([
      ["email", "a@b.id"],
      ["x[100000000]", "1"],
    ]);
    expect(formDataToObject(data.entries())).toEqual({ email: "a@b.id" });
  });
});
