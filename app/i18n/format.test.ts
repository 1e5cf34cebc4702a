import { withBriefDates } from "~/routes/brief-card.server";
import { whatsappLink } from "~/utils/whatsapp";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatMemberCount,
  formatRupiah,
  parseRupiahInput,
  categoryLabel,
  titleCaseWords,
  timeLeftDays,
  truncateText,
  toWibDate,
  ageRangeLabel,
} from "./format";
import { formatDate } from "./format.server";
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
  it("answers the same again from what it kept, apart by language and value, also once the memory filled up", () => {
    // An oracle of its own: the day, date-fns' short month names of each locale, the year.
    const months = {
      en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
      id: ["Jan", "Feb", "Mar", "Apr", "Mei", "Jun", "Jul", "Agt", "Sep", "Okt", "Nov", "Des"],
    } as const;
    const DAY = 86_400_000;
    const WIB = 7 * 3_600_000;
    const day = fc.integer({ min: Date.UTC(1990, 0, 1) / DAY, max: Date.UTC(2090, 0, 1) / DAY });
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: DAY - 1 }), fc.constantFrom("en" as const, "id" as const), (n, within, lang) => {
        const d = new Date(n * DAY);
        const ymd = d.toISOString().slice(0, 10);
        const expected = `${ymd.slice(8, 10)} ${months[lang][d.getUTCMonth()]} ${d.getUTCFullYear()}`;
        const instant = new Date(n * DAY - WIB + within); // that calendar day in Jakarta
        for (let i = 0; i < 2; i++) {
          expect(formatDate(ymd, lang)).toBe(expected);
          expect(formatDate(instant, lang)).toBe(expected);
          expect(formatDate(instant.getTime(), lang)).toBe(expected);
        }
      }),
      { numRuns: 3000 },
    );
  });
});

describe("whatsappLink", () => {
  it("replaces the leading 0 with 62 and drops other non-digits", () => {
    expect(whatsappLink("0812-3456-7890")).toBe("https://wa.me/6281234567890");
    expect(whatsappLink("+62 812 3456 7890")).toBe("https://wa.me/6281234567890");
  });
  it("URL-encodes the prefilled text", () => {
    expect(whatsappLink("08123", "Halo & selamat pagi?")).toBe("https://wa.me/628123?text=Halo%20%26%20selamat%20pagi%3F");
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

describe("timeLeftDays", () => {
  // 2025-03-10 10:00 WIB is 03:00 UTC.
  const morning = Date.UTC(2025, 2, 10, 3, 0);
  it("counts calendar days from today in WIB to the end date: 0 on the last day, below 0 after", () => {
    expect(timeLeftDays("2025-03-10", morning)).toBe(0);
    expect(timeLeftDays("2025-03-11", morning)).toBe(1);
    expect(timeLeftDays("2025-04-09", morning)).toBe(30);
    expect(timeLeftDays("2025-03-09", morning)).toBe(-1);
    expect(timeLeftDays("2024-03-10", morning)).toBe(-365);
  });

  it("takes the day in WIB, not in UTC: 23:30 UTC is already the next day in Jakarta", () => {
    const lateUtc = Date.UTC(2025, 2, 9, 23, 30); // 2025-03-10 06:30 WIB
    expect(timeLeftDays("2025-03-10", lateUtc)).toBe(0);
    const beforeMidnightWib = Date.UTC(2025, 2, 9, 16, 59); // 2025-03-09 23:59 WIB
    expect(timeLeftDays("2025-03-10", beforeMidnightWib)).toBe(1);
    expect(timeLeftDays("2025-03-10", new Date(Date.UTC(2025, 2, 9, 17, 0)))).toBe(0); // midnight WIB
  });

  it("crosses month and leap-year ends", () => {
    expect(timeLeftDays("2024-03-01", Date.UTC(2024, 1, 28, 3))).toBe(2);
    expect(timeLeftDays("2026-01-01", Date.UTC(2025, 11, 31, 3))).toBe(1);
  });

  it("has nothing to say without a valid end date", () => {
    expect(timeLeftDays(null, morning)).toBeNull();
    expect(timeLeftDays("", morning)).toBeNull();
    expect(timeLeftDays("10/03/2025", morning)).toBeNull();
  });
});

describe("truncateText", () => {
  it("keeps a text of at most 120 characters and cuts a longer one at 120 with an ellipsis", () => {
    const exact = "a".repeat(120);
    expect(truncateText(exact, 120)).toBe(exact);
    expect(truncateText(`${exact}b`, 120)).toBe(`${exact}…`);
    expect(truncateText("Kopi dan teman", 120)).toBe("Kopi dan teman");
  });
  it("drops the space before the ellipsis and never splits an emoji", () => {
    expect(truncateText("Halo dunia yang indah", 11)).toBe("Halo dunia…");
    expect(truncateText("😀😀😀", 2)).toBe("😀😀…");
  });
});

describe("ageRangeLabel and the brief card's data", () => {
  it("writes a brief's age ranges in Indonesian for Indonesian readers, as stored for English ones", () => {
    expect(ageRangeLabel("18-24 years", "id")).toBe("18-24 tahun");
    expect(ageRangeLabel("45+ years", "id")).toBe("45+ tahun");
    expect(ageRangeLabel("18-24 years", "en")).toBe("18-24 years");
    const brief = { timelineStart: "2026-12-01", timelineEnd: null, requirements: { ageRange: ["18-24 years", "25-34 years"] } };
    expect(withBriefDates(brief, "id").requirements?.ageRange).toEqual(["18-24 tahun", "25-34 tahun"]);
    expect(brief.requirements.ageRange, "the brief itself is not changed").toEqual(["18-24 years", "25-34 years"]);
  });
});
