import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatMemberCount,
  formatRupiah,
  parseRupiahInput,
  categoryLabel,
  titleCaseWords,
  toWibDate,
  whatsappLink,
} from "./format";
import { categoryMessages } from "./labels";

describe("formatRupiah", () => {
  it("groups thousands with dots in both languages", () => {
    expect(formatRupiah(1500000)).toBe("Rp 1.500.000");
    expect(formatRupiah(0)).toBe("Rp 0");
    expect(formatRupiah(null)).toBe("Rp 0");
    expect(formatRupiah(999)).toBe("Rp 999");
  });
});

describe("parseRupiahInput", () => {
  it("strips dots used as thousands separators", () => {
    expect(parseRupiahInput("1.500.000")).toBe(1500000);
    expect(parseRupiahInput("Rp 2.000")).toBe(2000);
    expect(parseRupiahInput("")).toBeNull();
    expect(parseRupiahInput("12a")).toBeNaN();
  });
});

describe("formatMemberCount", () => {
  it("adds the language's separator and a trailing plus; missing counts as 0", () => {
    expect(formatMemberCount(12500, "en")).toBe("12,500+");
    expect(formatMemberCount(12500, "id")).toBe("12.500+");
    expect(formatMemberCount(null, "en")).toBe("0+");
    expect(formatMemberCount(undefined, "id")).toBe("0+");
  });
});

describe("formatDate", () => {
  it("formats calendar dates as dd MMM yyyy in the active language", () => {
    expect(formatDate("2026-08-05", "en")).toBe("05 Aug 2026");
    expect(formatDate("2026-08-05", "id")).toBe("05 Agt 2026");
    expect(formatDate("2026-05-17", "id")).toBe("17 Mei 2026");
  });
  it("shows instants as their date in Jakarta (WIB, UTC+7)", () => {
    // 20:00 UTC on 31 Dec is already 1 Jan in Jakarta.
    expect(toWibDate(new Date("2025-12-31T20:00:00Z"))).toBe("2026-01-01");
    expect(formatDate(new Date("2025-12-31T20:00:00Z"), "en")).toBe("01 Jan 2026");
  });
  it("gives an empty string for missing or invalid values", () => {
    expect(formatDate(null, "en")).toBe("");
    expect(formatDate("", "en")).toBe("");
  });
});

describe("whatsappLink", () => {
  it("replaces the leading 0 with 62 and drops other non-digits", () => {
    expect(whatsappLink("0812-3456-7890")).toBe("https://wa.me/6281234567890");
    expect(whatsappLink("+62 812 3456 7890")).toBe("https://wa.me/6281234567890");
  });
  it("URL-encodes the prefilled text", () => {
    expect(whatsappLink("08123", "Halo & selamat pagi?")).toBe(
      "https://wa.me/628123?text=Halo%20%26%20selamat%20pagi%3F",
    );
  });
  it("returns null without digits", () => {
    expect(whatsappLink("")).toBeNull();
    expect(whatsappLink(null)).toBeNull();
  });
});

describe("category labels", () => {
  it("title-cases with underscores as spaces in English", () => {
    expect(titleCaseWords("FOOD_BEVERAGE")).toBe("Food Beverage");
    expect(categoryLabel("HEALTH_FITNESS", categoryMessages.en)).toBe("Health Fitness");
  });
  it("translates to Indonesian", () => {
    expect(categoryLabel("FOOD_BEVERAGE", categoryMessages.id)).toBe("Makanan & Minuman");
    expect(categoryLabel("UNKNOWN_THING", categoryMessages.id)).toBe("Unknown Thing");
  });
});
