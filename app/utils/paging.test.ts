import { describe, expect, it } from "vitest";
import { apiSlice, loadPage, pageParam, pagerData, pagerItems, readPage, urlOf, withPage } from "./paging";

describe("pageParam", () => {
  it("reads a whole page number of 1 or more; anything else is page 1", () => {
    expect(pageParam(new URLSearchParams("page=3"))).toBe(3);
    for (const bad of ["", "page=", "page=0", "page=-2", "page=1.5", "page=abc", "page=1e3", "page=9999999999"]) {
      expect(pageParam(new URLSearchParams(bad)), bad).toBe(1);
    }
  });
});

describe("readPage and urlOf", () => {
  it("reads a page as a URL holds it", () => {
    expect(readPage(" 4 ")).toBe(4);
    expect(readPage(null)).toBe(1);
    expect(readPage("0")).toBe(1);
  });

  it("adds the query only when there is one", () => {
    expect(urlOf("/x", new URLSearchParams())).toBe("/x");
    expect(urlOf("/x", new URLSearchParams({ q: "kopi susu", page: "2" }))).toBe("/x?q=kopi+susu&page=2");
  });
});

describe("loadPage", () => {
  const rows = Array.from({ length: 25 }, (_, i) => i + 1);
  const calls: { limit: number; offset: number }[] = [];
  const list = (slice: { limit: number; offset: number }) => {
    calls.push(slice);
    return { items: rows.slice(slice.offset, slice.offset + slice.limit), total: rows.length };
  };

  it("loads the wanted page with limit and offset", () => {
    calls.length = 0;
    const page = loadPage(2, 10, list);
    expect(page).toMatchObject({ page: 2, pageCount: 3, total: 25, items: rows.slice(10, 20) });
    expect(calls).toEqual([{ limit: 10, offset: 10 }]);
  });

  it("shows the last page for a page past the end", () => {
    calls.length = 0;
    const page = loadPage(9, 10, list);
    expect(page).toMatchObject({ page: 3, pageCount: 3, items: [21, 22, 23, 24, 25] });
    expect(calls).toEqual([
      { limit: 10, offset: 80 },
      { limit: 10, offset: 20 },
    ]);
  });

  it("has one (empty) page for an empty list", () => {
    expect(loadPage(4, 10, () => ({ items: [], total: 0 }))).toMatchObject({ page: 1, pageCount: 1, items: [] });
  });
});

describe("withPage and pagerData", () => {
  it("keeps the other parameters and drops page 1", () => {
    const params = new URLSearchParams("q=kopi&page=4");
    expect(withPage("/x", params, 1)).toBe("/x?q=kopi");
    expect(withPage("/x", params, 5)).toBe("/x?q=kopi&page=5");
    expect(withPage("/x", new URLSearchParams(), 1)).toBe("/x");
  });

  it("links the neighbours and each shown page", () => {
    const data = pagerData(1, 3, (p) => `/x?page=${p}`);
    expect(data.prev).toBeNull();
    expect(data.next).toBe("/x?page=2");
    expect(data.items.map((i) => i?.page)).toEqual([1, 2, 3]);
    expect(pagerData(3, 3, (p) => `#${p}`).next).toBeNull();
  });
});

describe("pagerItems", () => {
  it("lists every page when there are few", () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("keeps the ends and the current page's neighbours, with gaps", () => {
    expect(pagerItems(1, 20)).toEqual([1, 2, 3, 4, 5, "gap", 20]);
    expect(pagerItems(10, 20)).toEqual([1, "gap", 9, 10, 11, "gap", 20]);
    expect(pagerItems(20, 20)).toEqual([1, "gap", 16, 17, 18, 19, 20]);
  });

  it("always shows the first, last and current page, in order, never hiding a single page", () => {
    for (let count = 1; count <= 30; count++) {
      for (let current = 1; current <= count; current++) {
        const items = pagerItems(current, count);
        const pages = items.filter((item): item is number => item !== "gap");
        expect(pages).toContain(1);
        expect(pages).toContain(count);
        expect(pages).toContain(current);
        expect(items.length).toBeLessThanOrEqual(9);
        items.forEach((item, i) => {
          if (item !== "gap") return;
          const before = items[i - 1] as number;
          const after = items[i + 1] as number;
          expect(after - before, `gap in ${JSON.stringify(items)}`).toBeGreaterThan(2);
        });
        for (let i = 1; i < pages.length; i++) expect(pages[i]).toBeGreaterThan(pages[i - 1]);
      }
    }
    expect(pagerItems(4, 10)).toEqual([1, 2, 3, 4, 5, "gap", 10]);
    expect(pagerItems(7, 10)).toEqual([1, "gap", 6, 7, 8, 9, 10]);
  });
});

describe("apiSlice", () => {
  const slice = (query: string) => apiSlice(new URLSearchParams(query), { fallback: 100, max: 100 });
  it("reads limit and offset, clamping the limit to 1..max", () => {
    expect(slice("limit=5&offset=10")).toEqual({ limit: 5, offset: 10 });
    expect(slice("limit=0")).toEqual({ limit: 1, offset: 0 });
    expect(slice("limit=500")).toEqual({ limit: 100, offset: 0 });
  });
  it("takes the defaults for anything unreadable", () => {
    for (const bad of ["", "limit=abc&offset=-1", "limit=1e3&offset=2.5", "limit=&offset="]) {
      expect(slice(bad), bad).toEqual({ limit: 100, offset: 0 });
    }
  });
});
