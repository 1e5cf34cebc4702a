import { describe, expect, it } from "vitest";
import { BriefSchema } from "./brief";
import { formDataToObject, validateValue } from "./form-data";

/* The brief schema reads the form's strings ('.' grouping, dates, checkboxes) and the API's JSON. */

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return validateValue(BriefSchema, formDataToObject(data.entries()));
};

const REQUIRED: [string, string][] = [
  ["title", "Peluncuran Kopi Susu Baru"],
  ["company_name", "PT Kopi Nusantara"],
  ["description", "Kami mencari komunitas pecinta kopi untuk mencoba menu baru kami."],
  ["community_guidelines", "Bahasa santai, tanpa klaim kesehatan."],
  ["schedule_post", "Dua unggahan per minggu selama sebulan."],
  ["scope_of_work", "Unggahan, cerita, dan satu acara cicip."],
];

describe("BriefSchema", () => {
  it("defaults to TECHNOLOGY, ONLINE, DRAFT", () => {
    expect(form(REQUIRED).value).toMatchObject({
      target_category: "TECHNOLOGY",
      campaign_category: "ONLINE",
      status: "DRAFT",
      requirements: { age_range: [], gender: null, min_followers: null, location: null },
    });
  });

  it("strips '.' thousands separators from budgets and followers; reads dates and checkboxes", () => {
    const result = form([
      ...REQUIRED,
      ["budget_min", "1.500.000"],
      ["budget_max", "Rp 25.000.000"],
      ["timeline_start", "2026-12-01"],
      ["timeline_end", "2026-12-31"],
      ["requirements.age_range", "18-24 years"],
      ["requirements.age_range", "25-34 years"],
      ["requirements.min_followers", "10.000"],
      ["requirements.gender", "Female"],
      ["status", "pending_approval"],
    ]);
    expect(result.errors).toBeUndefined();
    expect(result.value).toMatchObject({
      budget_min: 1_500_000,
      budget_max: 25_000_000,
      timeline_start: "2026-12-01",
      timeline_end: "2026-12-31",
      requirements: { age_range: ["18-24 years", "25-34 years"], min_followers: 10_000, gender: "Female" },
      status: "PENDING_APPROVAL",
    });
  });

  it("refuses a minimum above the maximum, an end before the start, impossible dates and bad amounts", () => {
    expect(form([...REQUIRED, ["budget_min", "5.000.000"], ["budget_max", "1.000.000"]]).errors).toEqual({ budget_max: ["budgetRange"] });
    expect(form([...REQUIRED, ["timeline_start", "2026-12-10"], ["timeline_end", "2026-12-09"]]).errors).toEqual({
      timeline_end: ["timelineOrder"],
    });
    expect(form([...REQUIRED, ["timeline_start", "2026-02-30"]]).errors).toEqual({ timeline_start: ["dateInvalid"] });
    expect(form([...REQUIRED, ["budget_min", "1,5 juta"]]).errors).toEqual({ budget_min: ["budgetInvalid"] });
  });

  it("reports the order errors together with the other fields' errors in one submit", () => {
    const withoutTitle = REQUIRED.filter(([name]) => name !== "title");
    const reversed: [string, string][] = [
      ["budget_min", "5.000.000"],
      ["budget_max", "1.000.000"],
      ["timeline_start", "2026-12-10"],
      ["timeline_end", "2026-12-09"],
    ];
    expect(form([...withoutTitle, ...reversed]).errors).toEqual({
      title: ["titleMin"],
      budget_max: ["budgetRange"],
      timeline_end: ["timelineOrder"],
    });
    // A field that failed on its own gets its own error only.
    expect(form([...withoutTitle, ["budget_min", "abc"], ["budget_max", "1.000"]]).errors).toEqual({
      title: ["titleMin"],
      budget_min: ["budgetInvalid"],
    });
  });

  it("marks every missing required field next to it", () => {
    expect(form([]).errors).toEqual({
      title: ["titleMin"],
      company_name: ["companyNameMin"],
      description: ["briefDescriptionMin"],
      community_guidelines: ["required"],
      schedule_post: ["required"],
      scope_of_work: ["required"],
    });
  });

  it("reads the API's JSON: numbers, lists, nulls", () => {
    const result = validateValue(BriefSchema, {
      ...Object.fromEntries(REQUIRED),
      target_category: "food_beverage",
      budget_min: 1000000,
      budget_max: null,
      agency_name: null,
      requirements: { age_range: ["18-24 years"], gender: "any", min_followers: 500, location: "Jakarta" },
    });
    expect(result.errors).toBeUndefined();
    expect(result.value).toMatchObject({ target_category: "FOOD_BEVERAGE", budget_min: 1_000_000, requirements: { location: "Jakarta" } });
  });
});
