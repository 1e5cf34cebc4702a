import { describe, expect, it } from "vitest";
import {
  BrowseQuerySchema,
  SEARCH_MEMBER_RANGE,
  browseSearchParams,
  hasActiveFilters,
  parseBrowseQuery,
  type BrowseFilters,
} from "./browse";

const parse = (query: string) => parseBrowseQuery(new URLSearchParams(query));

describe("parseBrowseQuery", () => {
  it("reads every parameter", () => {
    expect(
      parse("q=kopi&category=FOOD_BEVERAGE&location=Bandung&verified=true&min_members=500&max_members=5000&page=2&limit=50&offset=10"),
    ).toEqual({
      filters: {
        q: "kopi",
        category: "FOOD_BEVERAGE",
        location: "Bandung",
        verified: true,
        minMembers: 500,
        maxMembers: 5000,
      },
      page: 2,
      limit: 50,
      offset: 10,
    });
  });

  it("has defaults for an empty query: no filter, page 1, limit 20, offset 0", () => {
    expect(parse("")).toEqual({ filters: {}, page: 1, limit: 20, offset: 0 });
  });

  it("treats ALL and blanks as no filter", () => {
    expect(parse("q=&category=ALL&location=ALL&verified=&min_members=&max_members=").filters).toEqual({});
    expect(parse("q=%20%20&category=&location=").filters).toEqual({});
  });

  it("what the form sends by default filters nothing (0 to 10,000+)", () => {
    expect(parse("q=&category=ALL&location=ALL&min_members=0&max_members=10000").filters).toEqual({});
  });

  it("reads max_members=10000 as '10,000+': no upper bound", () => {
    expect(parse("max_members=10000").filters).toEqual({});
    expect(parse("min_members=2000&max_members=10000").filters).toEqual({ minMembers: 2000 });
    expect(parse("max_members=9500").filters).toEqual({ maxMembers: 9500 });
    // The API may still ask for more than the slider offers.
    expect(parse("max_members=50000").filters).toEqual({ maxMembers: 50000 });
  });

  it("swaps a member range entered backwards", () => {
    expect(parse("min_members=5000&max_members=1000").filters).toEqual({ minMembers: 1000, maxMembers: 5000 });
  });

  it("drops junk instead of failing", () => {
    const junk = parse("category=NOPE&location=Atlantis&verified=maybe&min_members=-5&max_members=abc&page=0&limit=x&offset=-1");
    expect(junk).toEqual({ filters: {}, page: 1, limit: 20, offset: 0 });
    expect(parse("min_members=1e3&max_members=0x10&page=1.5").filters).toEqual({});
    expect(parse("page=1.5").page).toBe(1);
    expect(parse("page=99999999999999999999").page).toBe(1);
    expect(parse("offset=99999999999").offset).toBe(0);
  });

  it("accepts verified as true, 1 or on only", () => {
    for (const value of ["true", "1", "on", "TRUE"]) expect(parse(`verified=${value}`).filters.verified).toBe(true);
    for (const value of ["false", "0", "off", "yes", ""]) expect(parse(`verified=${value}`).filters).toEqual({});
  });

  it("matches categories and locations case-insensitively, in their canonical spelling", () => {
    expect(parse("category=technology&location=tangerang%20selatan").filters).toEqual({
      category: "TECHNOLOGY",
      location: "Tangerang Selatan",
    });
  });

  it("clamps the API limit to 1-100", () => {
    expect(parse("limit=0").limit).toBe(1);
    expect(parse("limit=500").limit).toBe(100);
    expect(parse("limit=37").limit).toBe(37);
  });

  it("trims the search text and caps it at 100 characters", () => {
    expect(parse("q=%20%20Kopi%20Nusantara%20").filters.q).toBe("Kopi Nusantara");
    expect(parse(`q=${"a".repeat(300)}`).filters.q).toHaveLength(100);
    expect(parse("q=%00kopi%0A%09").filters.q).toBe("kopi");
    expect(parse("q=%00%00").filters).toEqual({});
  });

  it("lets the first of a repeated parameter win", () => {
    expect(parse("category=ARTS&category=GAMING").filters.category).toBe("ARTS");
  });

  it("is a zod schema that never throws, whatever it is given", () => {
    expect(BrowseQuerySchema.safeParse({ q: 42, page: { a: 1 }, verified: ["true"] }).success).toBe(true);
    expect(BrowseQuerySchema.parse({}).filters).toEqual({});
  });
});

describe("browseSearchParams", () => {
  it("writes only what is set, and page only from 2", () => {
    expect(browseSearchParams({}).toString()).toBe("");
    expect(browseSearchParams({}, 1).toString()).toBe("");
    expect(browseSearchParams({ verified: true, minMembers: 0 }, 3).toString()).toBe("verified=true&min_members=0&page=3");
  });

  it("round-trips through parseBrowseQuery", () => {
    const filters: BrowseFilters = {
      q: "kopi & teh",
      category: "FOOD_BEVERAGE",
      location: "Bandar Lampung",
      verified: true,
      minMembers: 500,
      maxMembers: 9500,
      minRating: 4.5,
      sort: "rating",
    };
    expect(parseBrowseQuery(browseSearchParams(filters, 4))).toEqual({ filters, page: 4, limit: 20, offset: 0 });
  });
});

describe("parseBrowseQuery: rating", () => {
  it("reads a minimum rating of 1 to 5 with at most one decimal", () => {
    expect(parse("min_rating=4").filters).toEqual({ minRating: 4 });
    expect(parse("min_rating=4.5").filters).toEqual({ minRating: 4.5 });
    expect(parse("min_rating= 3.0 ").filters).toEqual({ minRating: 3 });
    expect(parse("min_rating=1&min_rating=5").filters).toEqual({ minRating: 1 });
    expect(parse("min_rating=5").filters).toEqual({ minRating: 5 });
  });

  it("drops a minimum rating it cannot read, as the other parameters", () => {
    for (const bad of ["0", "0.5", "5.5", "6", "-1", "4.25", "4.", ".5", "1e0", "four", "", "4,5", "NaN", "Infinity"]) {
      expect(parse(`min_rating=${encodeURIComponent(bad)}`).filters, bad).toEqual({});
    }
  });

  it("sorts by rating only for sort=rating (any case); anything else is Recommended", () => {
    expect(parse("sort=rating").filters).toEqual({ sort: "rating" });
    expect(parse("sort=RATING").filters).toEqual({ sort: "rating" });
    for (const other of ["", "recommended", "rating desc", "members", "1"]) {
      expect(parse(`sort=${encodeURIComponent(other)}`).filters, other).toEqual({});
    }
  });
});

describe("hasActiveFilters", () => {
  it("is false with no filter and no search text", () => {
    expect(hasActiveFilters({})).toBe(false);
    expect(hasActiveFilters({ q: "x" })).toBe(true);
    expect(hasActiveFilters({ verified: true })).toBe(true);
  });
});

describe("the advertiser's search options (verified by default, the 100,000 range)", () => {
  const options = { memberRange: SEARCH_MEMBER_RANGE, verifiedByDefault: true };
  const search = (query: string) => parseBrowseQuery(new URLSearchParams(query), options);

  it("is verified-only unless verified=false, and the checkbox after the hidden default wins", () => {
    expect(search("").filters).toEqual({ verified: true });
    expect(search("verified=false").filters).toEqual({});
    expect(search("verified=false&verified=true").filters).toEqual({ verified: true });
    expect(search("verified=true").filters).toEqual({ verified: true });
  });

  it("reads 100,000 as no upper bound and keeps 10,000 as a bound", () => {
    expect(search("min_members=0&max_members=100000").filters).toEqual({ verified: true });
    expect(search("max_members=10000").filters).toEqual({ verified: true, maxMembers: 10_000 });
    expect(search("min_members=2500&max_members=300").filters).toEqual({ verified: true, minMembers: 300, maxMembers: 2500 });
  });

  it("writes verified=false only when it is off, and round-trips", () => {
    expect(browseSearchParams({ verified: true }, 1, options).toString()).toBe("");
    expect(browseSearchParams({}, 2, options).toString()).toBe("verified=false&page=2");
    const filters: BrowseFilters = { q: "kopi", category: "ARTS", location: "Medan", minMembers: 100, maxMembers: 99_900 };
    expect(parseBrowseQuery(browseSearchParams(filters, 3, options), options)).toEqual({ filters, page: 3, limit: 20, offset: 0 });
  });

  it("counts only what differs from its defaults as a filter", () => {
    expect(hasActiveFilters({ verified: true }, options)).toBe(false);
    expect(hasActiveFilters({}, options)).toBe(true);
    expect(hasActiveFilters({ verified: true, q: "x" }, options)).toBe(true);
  });
});
