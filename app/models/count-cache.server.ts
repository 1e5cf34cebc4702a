import { dataVersion, publicDataVersion, type VersionedList } from "~/models/data-version.server";
import { db } from "~/lib/server/db.server";

/*
 * A cache of search totals ("how many communities match these filters"), so a filter set
 * asked again (the next page, the same link, the browse page's second query for a page
 * past the end) skips its COUNT, the costly half of a search on a big database.
 *
 * - Keyed by a stable string of the normalized filters (community-search.server.ts builds
 *   it; the admin's community list in community.server.ts keeps keys of its own).
 * - Each entry belongs to a scope: the public data (the default, and the ids a text
 *   matches, `textMatches`) or one of the admin's searchable lists (`users`, `campaigns`). An entry is only used while its scope's
 *   version is the one it was counted at: the public data version (migration 0003:
 *   triggers bump it on every write to communities and community_categories, and on every
 *   update or delete of users (not an insert: migration 0008), from any process), or the
 *   list's data version (migration 0024: every write that changes what its search finds
 *   or counts). On a new version every entry of the scope is dropped at once.
 * - Least recently used entries go first beyond MAX_ENTRIES per scope, MAX_TEXT_LISTS for
 *   the lists of ids (a Map keeps insertion order: a hit is moved to the end, so the first
 *   key is the oldest).
 * - The connection is part of the validity too: tests switch to a fresh database per test,
 *   whose version counter starts again from the same numbers.
 */

export const MAX_ENTRIES = 1_000;

/**
 * The texts whose matching communities are kept (textMatches): a list of ids is up to 4
 * bytes per community, so few are kept.
 */
export const MAX_TEXT_LISTS = 16;

/**
 * Whose writes a cached value depends on: the public data (`public`, and `textMatches`,
 * the ids a community search's text matches), or one of the admin's searchable lists.
 */
export type CountScope = "public" | "textMatches" | VersionedList;

type Entry = { value: unknown; version: number };
type Scope = { entries: Map<string, Entry>; version: number | null; db: unknown };

const scopes = new Map<CountScope, Scope>();

const versionOf = (scope: CountScope) => (scope === "public" || scope === "textMatches" ? publicDataVersion() : dataVersion(scope));
const maxEntries = (scope: CountScope) => (scope === "textMatches" ? MAX_TEXT_LISTS : MAX_ENTRIES);

/**
 * The value for `key` in `scope`: from the cache when computed at the scope's current
 * data version, otherwise `compute()`, remembered. A value is never changed by its reader.
 */
export function cachedValue<T>(key: string, compute: () => T, scope: CountScope = "public"): T {
  // The version is read BEFORE counting: if a write lands in between, the total is newer
  // than the version it is stored under, and the next call sees a newer version and drops
  // it. The other order could keep an old total under the new version.
  const version = versionOf(scope);
  let kept = scopes.get(scope);
  if (!kept) scopes.set(scope, (kept = { entries: new Map(), version: null, db: null }));
  if (version !== kept.version || db !== kept.db) {
    kept.entries.clear();
    kept.version = version;
    kept.db = db;
  }
  const { entries } = kept;
  const hit = entries.get(key);
  if (hit && hit.version === version) {
    entries.delete(key);
    entries.set(key, hit);
    return hit.value as T;
  }
  const value = compute();
  entries.set(key, { value, version });
  if (entries.size > maxEntries(scope)) entries.delete(entries.keys().next().value as string);
  return value;
}

/** A total for `key`: cachedValue of a count. */
export function cachedTotal(key: string, count: () => number, scope: CountScope = "public"): number {
  return cachedValue(key, count, scope);
}

/** Forget every total (tests call it before each test). */
export function clearCountCache(): void {
  scopes.clear();
}

/** How many totals are kept (for tests), in one scope or in all. */
export function countCacheSize(scope?: CountScope): number {
  if (scope) return scopes.get(scope)?.entries.size ?? 0;
  return [...scopes.values()].reduce((n, s) => n + s.entries.size, 0);
}
