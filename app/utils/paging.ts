/*
 * One paging helper for every list: the page comes from the URL (?page=N, 1-based),
 * the list model takes { limit, offset } and returns { items, total }, and a page past
 * the end shows the last page (an old link, a list that shrank). The loader sends the
 * pager's links; <Pager> (components/ui/pager.tsx) renders them.
 */

export type Slice = { limit: number; offset: number };
export type ListResult<T> = { items: T[]; total: number };

/** A 1-based page number as a URL holds it (anything else, or none, is page 1). */
export function readPage(value: string | null): number {
  const raw = value?.trim() ?? "";
  if (!/^\d{1,9}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

/** The 1-based page of a URL's `page` parameter (anything else is page 1). */
export function pageParam(params: URLSearchParams, name = "page"): number {
  return readPage(params.get(name));
}

/** `path` with its query: no "?" when there is none. */
export function urlOf(path: string, params: URLSearchParams): string {
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function sliceOf(page: number, pageSize: number): Slice {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

export type Paged<T> = ListResult<T> & { page: number; pageCount: number; pageSize: number };

/**
 * Load the wanted page of a list; past the end, the last page instead (a second query
 * only then). `list` is the model call, scoped by the actor.
 */
export function loadPage<T>(wanted: number, pageSize: number, list: (slice: Slice) => ListResult<T>): Paged<T> {
  let page = Math.max(1, wanted);
  let result = list(sliceOf(page, pageSize));
  const pageCount = Math.max(1, Math.ceil(result.total / pageSize));
  if (page > pageCount) {
    page = pageCount;
    result = list(sliceOf(page, pageSize));
  }
  return { ...result, page, pageCount, pageSize };
}

/** What <Pager> shows: its links, made by the loader (so filters stay in them). */
export type PagerData = {
  page: number;
  pageCount: number;
  prev: string | null;
  next: string | null;
  items: ({ page: number; href: string } | null)[];
};

export function pagerData(page: number, pageCount: number, href: (page: number) => string): PagerData {
  return {
    page,
    pageCount,
    prev: page > 1 ? href(page - 1) : null,
    next: page < pageCount ? href(page + 1) : null,
    items: pagerItems(page, pageCount).map((item) => (item === "gap" ? null : { page: item, href: href(item) })),
  };
}

/** A URL with `page` set (dropped for page 1), every other parameter kept. */
export function withPage(pathname: string, params: URLSearchParams, page: number, name = "page"): string {
  const next = new URLSearchParams(params);
  if (page > 1) next.set(name, String(page));
  else next.delete(name);
  return urlOf(pathname, next);
}

/**
 * The page links of a pager: every page when there are few, otherwise the first, the
 * last and the current page with its neighbours, with "gap" where pages are skipped.
 */
export function pagerItems(current: number, pageCount: number): (number | "gap")[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const shown = new Set([1, pageCount, current - 1, current, current + 1]);
  // Near either end, show enough pages that a gap never hides a single page.
  if (current <= 4) [2, 3, 4, 5].forEach((p) => shown.add(p));
  if (current >= pageCount - 3) [0, 1, 2, 3].forEach((d) => shown.add(pageCount - 1 - d));
  const pages = [...shown].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const items: (number | "gap")[] = [];
  pages.forEach((page, i) => {
    const gap = page - (pages[i - 1] ?? 0);
    if (gap === 2) items.push(page - 1);
    else if (gap > 2) items.push("gap");
    items.push(page);
  });
  return items;
}

/**
 * An API list's slice from `limit` and `offset` query parameters: limit 1 to `max`
 * (default `fallback`), offset 0 or more. Anything unreadable is its default, never an
 * error (as GET /api/communities does).
 */
export function apiSlice(params: URLSearchParams, options: { fallback: number; max: number }): Slice {
  const whole = (name: string) => {
    const raw = params.get(name)?.trim() ?? "";
    return /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
  };
  const limit = Math.min(options.max, Math.max(1, whole("limit") ?? options.fallback));
  return { limit, offset: whole("offset") ?? 0 };
}
