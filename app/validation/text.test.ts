import { describe, expect, it } from "vitest";
import { RegisterSchema } from "./auth";
import { AccountUpdateSchema, CompanySchema, OwnerAccountSchema } from "./account";
import { BriefSchema } from "./brief";
import { CommunitySchema } from "./community";
import { ContactSchema } from "./contact";
import { NameSchema, OptionalLine, OptionalText } from "./fields";
import { formDataToObject, validateValue } from "./form-data";
import { MemberApiSchema } from "./member";
import { isCleanLine, isCleanText, searchText, visibleLength } from "./text";

/* Text that displays as something else is refused; lengths count what a reader sees. */

const errorsOf = (schema: Parameters<typeof validateValue>[0], value: unknown) => validateValue(schema, value).errors;

describe("isCleanLine", () => {
  it.each([
    ["a right-to-left override", "\u202Enimda"],
    ["a left-to-right override", "ad\u202Dmin"],
    ["an embedding", "\u202Aadmin\u202C"],
    ["an isolate", "\u2066admin\u2069"],
    ["a first-strong isolate", "\u2068admin"],
    ["a right-to-left mark", "admin\u200F"],
    ["a left-to-right mark", "\u200Eadmin"],
    ["an Arabic letter mark", "admin\u061C"],
    ["a zero-width space", "ad\u200Bmin"],
    ["a zero-width non-joiner", "ad\u200Cmin"],
    ["a word joiner", "ad\u2060min"],
    ["a byte order mark inside", "ad\uFEFFmin"],
    ["a soft hyphen", "ad\u00ADmin"],
    ["a NUL", "ad\u0000min"],
    ["a bell", "admin\u0007"],
    ["a DEL", "admin\u007F"],
    ["a C1 control", "admin\u0085"],
    ["a tab", "ad\tmin"],
    ["a line break", "ad\nmin"],
    ["a line separator", "ad\u2028min"],
    ["a lone surrogate", "admin\uD800"],
    ["a joiner at the start", "\u200Dadmin"],
    ["a joiner at the end", "admin\u200D"],
    ["a joiner beside a space", "ad \u200Dmin"],
    ["two joiners", "a\u200D\u200Db"],
    ["stray tag characters", "admin\u{E0061}\u{E007F}"],
  ])("refuses %s", (_, text) => {
    expect(isCleanLine(text)).toBe(false);
  });

  it.each([
    ["plain Indonesian", "Komunitas Kopi Nusantara"],
    ["accents", "Pécinta Kopi"],
    ["a family emoji (joiners)", "Keluarga 👨‍👩‍👧‍👦"],
    ["a technologist emoji", "👩🏽‍💻 Ngoding Bareng"],
    ["a variation selector and a joiner", "❤️‍🔥 Fans"],
    ["a keycap", "1️⃣ Satu"],
    ["a country flag", "🇮🇩 Indonesia"],
    ["a subdivision flag (tag characters)", "🏴󠁧󠁢󠁳󠁣󠁴󠁿 Scots"],
    ["Javanese script", "ꦗꦮ"],
    ["Arabic", "مجتمع القهوة"],
    ["Chinese", "咖啡社区"],
  ])("accepts %s", (_, text) => {
    expect(isCleanLine(text)).toBe(true);
  });
});

describe("isCleanText", () => {
  it("keeps tabs, line breaks and zero-width characters of prose, refuses overrides and other controls", () => {
    expect(isCleanText("Baris satu\r\nBaris dua\n\tmenjorok")).toBe(true);
    expect(isCleanText("Kata\u200Bkata 👨‍👩‍👧")).toBe(true);
    expect(isCleanText("harga \u202E0001")).toBe(false);
    expect(isCleanText("ok \u2067rtl\u2069")).toBe(false);
    expect(isCleanText("nul\u0000")).toBe(false);
    expect(isCleanText("escape\u001B[31m")).toBe(false);
  });
});

describe("visibleLength", () => {
  it("counts grapheme clusters that show something", () => {
    expect(visibleLength("ab")).toBe(2);
    expect(visibleLength("👨‍👩‍👧‍👦")).toBe(1);
    expect(visibleLength("🇮🇩")).toBe(1);
    expect(visibleLength("e\u0301")).toBe(1);
    expect(visibleLength("a b")).toBe(2);
    expect(visibleLength("a b", { spaces: true })).toBe(3);
  });

  it("does not count what shows nothing", () => {
    expect(visibleLength("\u200B\u200B\u200B")).toBe(0);
    expect(visibleLength("\u3164\u3164")).toBe(0);
    expect(visibleLength("\u2800\u2800")).toBe(0);
    expect(visibleLength("\u0301")).toBe(0);
    expect(visibleLength("a\u200B")).toBe(1);
    expect(visibleLength("\u00A0\u3000")).toBe(0);
  });
});

describe("searchText", () => {
  it("drops controls and invisible characters, reads line breaks as spaces", () => {
    expect(searchText("\u0000\u0000\u0000")).toBeUndefined();
    expect(searchText("adm\u0000in")).toBe("admin");
    expect(searchText("\u202Enimda\u200B")).toBe("nimda");
    expect(searchText("kopi\nsusu\t")).toBe("kopi susu");
    expect(searchText("👩‍💻")).toBe("👩‍💻");
    expect(searchText("Pe\u0301cinta")).toBe("Pécinta");
    expect(searchText(null)).toBeUndefined();
    expect(searchText("x".repeat(300), 100)).toHaveLength(100);
  });
});

describe("name fields", () => {
  it("refuse a bidi override with the hidden-characters message alone", () => {
    expect(errorsOf(NameSchema, "\u202Enimda")).toEqual({ "": ["textHidden"] });
  });

  it("refuse zero-width-only text", () => {
    expect(errorsOf(NameSchema, "\u200B\u200B\u200B")).toEqual({ "": ["textHidden"] });
    expect(errorsOf(NameSchema, "\uFEFF\u2060\u200B")).toEqual({ "": ["textHidden"] });
  });

  it("refuse control characters", () => {
    expect(errorsOf(NameSchema, "Rina\u0000")).toEqual({ "": ["textHidden"] });
    expect(errorsOf(NameSchema, "Ri\nna")).toEqual({ "": ["textHidden"] });
  });

  it("count the minimum in visible characters", () => {
    expect(errorsOf(NameSchema, "\u3164\u3164\u3164")).toEqual({ "": ["nameMin"] });
    expect(errorsOf(NameSchema, "a\u0301\u0301")).toEqual({ "": ["nameMin"] });
    expect(errorsOf(NameSchema, "👨‍👩‍👧")).toEqual({ "": ["nameMin"] });
    expect(errorsOf(NameSchema, "A\u00A0")).toEqual({ "": ["nameMin"] });
    expect(validateValue(NameSchema, "👨‍👩‍👧👍").value).toBe("👨‍👩‍👧👍");
    expect(validateValue(NameSchema, "Al").value).toBe("Al");
  });

  it("store NFC", () => {
    const decomposed = "Pe\u0301cinta Kopi";
    expect(validateValue(NameSchema, decomposed).value).toBe("P\u00E9cinta Kopi");
  });

  it("accept emoji with joiners", () => {
    expect(validateValue(NameSchema, "Keluarga 👨‍👩‍👧‍👦").value).toBe("Keluarga 👨‍👩‍👧‍👦");
    expect(validateValue(NameSchema, "❤️‍🔥 Fans").value).toBe("❤️‍🔥 Fans");
  });

  it("apply to every name of an account, a member, a contact and a registration", () => {
    const bidi = "\u202Enimda";
    expect(errorsOf(OwnerAccountSchema, { fullname: bidi, pic_name: bidi, email: "a@example.id", phone: "081234567890" })).toEqual({
      fullname: ["textHidden"],
      pic_name: ["textHidden"],
    });
    expect(errorsOf(AccountUpdateSchema, { company_name: "PT\u200B" })).toEqual({ company_name: ["textHidden"] });
    expect(errorsOf(CompanySchema, { company_name: "\u3164\u3164" })).toEqual({ company_name: ["companyNameShort"] });
    expect(errorsOf(MemberApiSchema, { name: bidi, role: "Ketua\u202E" })).toEqual({ name: ["textHidden"], role: ["textHidden"] });
    expect(
      errorsOf(ContactSchema, { name: bidi, email: "a@example.id", phone: "081234567890", message: "Halo \u202Eadmin, tolong." }),
    ).toEqual({ name: ["textHidden"], message: ["textHidden"] });
    const register = {
      fullname: "Rina",
      email: "rina@example.id",
      phone: "081234567890",
      password: "rahasia-1",
      confirmPassword: "rahasia-1",
      role: "ADVERTISER",
      terms: true,
    };
    expect(errorsOf(RegisterSchema, { ...register, fullname: bidi, company_name: "PT\u2066X", pic_name: "\u200B" })).toEqual({
      fullname: ["textHidden"],
      company_name: ["textHidden"],
      pic_name: ["textHidden"],
    });
  });
});

describe("other texts", () => {
  it("single lines refuse hidden characters; blank-looking ones are none", () => {
    expect(errorsOf(OptionalLine(40), "50:50\u200F")).toEqual({ "": ["textHidden"] });
    expect(validateValue(OptionalLine(40), "\u3164").value).toBeUndefined();
  });

  it("multi-line texts keep line breaks but refuse overrides and NUL", () => {
    expect(validateValue(OptionalText(200), "Baris satu\r\nBaris dua").value).toBe("Baris satu\r\nBaris dua");
    expect(errorsOf(OptionalText(200), "Baris\u0000")).toEqual({ "": ["textHidden"] });
    expect(errorsOf(OptionalText(200), "\u2067abc")).toEqual({ "": ["textHidden"] });
  });

  it("the community profile's name, description, interests and link names", () => {
    const base = {
      name: "Kopi Lovers",
      description: "Pencinta kopi susu dari seluruh Jakarta.",
      category: "FOOD_BEVERAGE",
      platforms: [{ type: "WHATSAPP" }],
    };
    expect(errorsOf(CommunitySchema, base)).toBeUndefined();
    expect(
      errorsOf(CommunitySchema, {
        ...base,
        name: "\u202Esrevol ipok",
        description: "\u202E".padEnd(20, "x"),
        demographics: { interests: ["kopi\u200B"] },
        social_links: { "Insta\u202Egram": "https://instagram.com/kopi" },
      }),
    ).toEqual({
      name: ["textHidden"],
      description: ["textHidden"],
      "demographics.interests[0]": ["textHidden"],
      "social_links[0].name": ["textHidden"],
    });
    expect(errorsOf(CommunitySchema, { ...base, name: "\u200B\u200B" })).toEqual({ name: ["textHidden"] });
    expect(errorsOf(CommunitySchema, { ...base, name: "K\u3164" })).toEqual({ name: ["communityNameMin"] });
    expect(errorsOf(CommunitySchema, { ...base, description: "\u200B".repeat(12) })).toEqual({ description: ["descriptionMin"] });
  });

  it("a form's fields go through the same checks (the browser's validator)", () => {
    const data = new FormData();
    data.append("fullname", "\u202Enimda");
    data.append("email", "a@example.id");
    data.append("phone", "081234567890");
    expect(validateValue(OwnerAccountSchema, formDataToObject(data.entries())).errors).toMatchObject({ fullname: ["textHidden"] });
  });
});

describe("brief dates", () => {
  const brief = {
    title: "Peluncuran Kopi Susu",
    company_name: "Rumah Kreatif",
    description: "Kami mencari komunitas pecinta kopi untuk menu baru.",
    target_category: "FOOD_BEVERAGE",
    community_guidelines: "Santai.",
    schedule_post: "Dua unggahan.",
    scope_of_work: "Unggahan.",
  };
  const dates = (timeline_start: string, timeline_end?: string) => errorsOf(BriefSchema, { ...brief, timeline_start, timeline_end });

  it.each(["1999-12-31", "2101-01-01", "0000-01-01", "9999-12-31"])("refuses %s", (day) => {
    expect(dates(day)).toEqual({ timeline_start: ["dateRange"] });
    expect(errorsOf(BriefSchema, { ...brief, timeline_end: day })).toEqual({ timeline_end: ["dateRange"] });
  });

  it("accepts the first and last days of the range", () => {
    expect(dates("2000-01-01", "2100-12-31")).toBeUndefined();
  });

  it("a day that does not exist is invalid, not out of range", () => {
    expect(dates("0000-02-30")).toEqual({ timeline_start: ["dateInvalid"] });
  });

  it("brief titles and company names are single lines with visible minimums", () => {
    expect(errorsOf(BriefSchema, { ...brief, title: "\u202EPromo kopi", company_name: "PT\u200B" })).toEqual({
      title: ["textHidden"],
      company_name: ["textHidden"],
    });
    expect(errorsOf(BriefSchema, { ...brief, title: "👍👍👍👍" })).toEqual({ title: ["titleMin"] });
  });
});

describe("an optional company name", () => {
  it("blank is none; one character says it is too short, not that it is required", () => {
    const valid = {
      fullname: "Rina Wijaya",
      email: "rina@example.id",
      phone: "081234567890",
      password: "rahasia-77",
      confirmPassword: "rahasia-77",
      role: "ADVERTISER",
      terms: "on",
    };
    expect(errorsOf(RegisterSchema, { ...valid, company_name: "" })).toBeUndefined();
    expect(errorsOf(RegisterSchema, { ...valid, company_name: "K" })).toEqual({ company_name: ["companyNameShort"] });
    expect(errorsOf(CompanySchema, { company_name: "K" })).toEqual({ company_name: ["companyNameShort"] });
  });
});
