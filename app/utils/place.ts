import { readPage, urlOf } from "~/utils/paging";
import { readId } from "~/validation/owner-lists";

/*
 * A list page's place: what its URL holds (tab, filters, page, an open dialog), read
 * from the URL and written back into every link the page makes, so the filters stay in
 * the tab, pager and dialog links. Each page lists its parameters in the order the URL
 * shows them, each with how it reads and its default; a value at its default is left
 * out, so one place has one URL.
 *
 *   const { placeOf, hrefOf } = listPlace("/community/briefs", {
 *     tab: { read: readBriefTab, fallback: "matching" },
 *     page: pageNumber,
 *     ...dialogParams(["view", "apply"]),
 *   });
 *   hrefOf({ tab: "all", page: 2 }) === "/community/briefs?tab=all&page=2"
 */

/** How a page reads one URL parameter and writes it back. */
export type Param<T> = {
  /** The value of the parameter as found (null when absent); what makes no sense reads as the default. */
  read: (raw: string | null) => T;
  /** Its text in the URL (String(value) unless given). */
  write?: (value: NonNullable<T>) => string;
  /** The default: left out of the URL. */
  fallback?: T;
  /**
   * Read and written only when this holds of the rest of the place (a dialog goes with
   * the id of its subject); `T` then includes undefined.
   */
  when?: (place: Record<string, unknown>) => boolean;
};

type Params = Record<string, Param<any>>;
type ValueOf<P> = P extends { read: (raw: string | null) => infer T } ? T : never;

/** A place as read from a URL: every parameter. */
export type Place<P extends Params> = { [K in keyof P]: ValueOf<P[K]> };
/** A place to link to: a parameter left out is at its default. */
export type PlaceLink<P extends Params> = Partial<Place<P>>;

/** A page's parameters at `base`: `placeOf` reads them from a URL, `hrefOf` writes a link (to `path`, default `base`). */
export function listPlace<P extends Params>(base: string, params: P) {
  const entries = Object.entries(params);
  const placeOf = (url: URL): Place<P> => {
    const read: Record<string, unknown> = {};
    for (const [name, param] of entries) read[name] = param.read(url.searchParams.get(name));
    const place: Record<string, unknown> = {};
    for (const [name, param] of entries) place[name] = !param.when || param.when(read) ? read[name] : undefined;
    return place as Place<P>;
  };
  const hrefOf = (place: PlaceLink<P>, path = base): string => {
    const search = new URLSearchParams();
    for (const [name, param] of entries) {
      const value = place[name];
      if (value === undefined || value === null || value === param.fallback) continue;
      if (param.when && !param.when(place)) continue;
      const text = param.write ? param.write(value) : String(value);
      if (text) search.set(name, text);
    }
    return urlOf(path, search);
  };
  return { placeOf, hrefOf };
}

/** One of `values`, as written; anything else is `fallback` (or undefined). */
export function oneOf<T extends string>(values: readonly T[]): Param<T | undefined>;
export function oneOf<T extends string>(values: readonly T[], fallback: T): Param<T>;
export function oneOf<T extends string>(values: readonly T[], fallback?: T): Param<T | undefined> {
  return { read: (raw) => ((values as readonly string[]).includes(raw ?? "") ? (raw as T) : fallback), fallback };
}

/** The 1-based page of a list; page 1 is left out. */
export const pageNumber: Param<number> = { read: readPage, fallback: 1 };

/** An open dialog of `kinds` and the id of its subject (`dialog=edit&id=7`): neither goes without the other. */
export function dialogParams<D extends string>(kinds: readonly D[]) {
  const dialog: Param<D | undefined> = { ...oneOf(kinds), when: (place) => Boolean(place.id) };
  const id: Param<number | undefined> = { read: readId, when: (place) => Boolean(place.dialog) };
  return { dialog, id };
}
