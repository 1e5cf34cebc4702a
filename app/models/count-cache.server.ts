import { publicDataVersion } from "~/models/data-version.server";
import { db } from "~/utils/db.server";

/*
 * A cache of search totals ("how many communities match these filters"), so a filter set
 * asked again (the next page, the same link, the browse page's second query for a page
 * past the end) skips its COUNT, the costly half of a search on a big database.
 *
 * - Keyed by a stable string of the normalized filters (community-search.server.ts builds
 *   it; the admin's community list in community.server.ts keeps keys of its own).
 * - An entry is only used while the public data version (migration 0003: triggers bump it
 *   on every write to communities and community_categories, and on every update or
 *   delete of users (not an insert: migration 0008), from any process) is the one it
 *   was counted at. On a new version every entry is dropped at once.
 * - Least recently used entries go first beyond MAX_ENTRIES (a Map keeps insertion order:
 *   a hit is moved to the end, so the first key is the oldest).
 * - The connection is part of the validity too: tests switch to a fresh database per test,
 *   whose version counter starts again from the same numbers.
 */

export const MAX_ENTRIES = 1_000;

type Entry = { total: number; version: number };

const entries = new Map<string, Entry>();
let cachedVersion: number | null = null;
let cachedDb: unknown = null;

/**
 * The total for `key`: from the cache when counted at the current data version, otherwise
 * `count()`, remembered.
 */
export function cachedTotal(key: string, count: () => number): number {
  // The version is read BEFORE counting: if a write lands in between, the total is newer
  // than the version it is stored under, and the next call sees a newer version and drops
  // it. The other order could keep an old total under the new version.
  const version = publicDataVersion();
  if (version !== cachedVersion || db !== cachedDb) {
    entries.clear();
    cachedVersion = version;
    cachedDb = db;
  }
  const hit = entries.get(key);
  if (hit && hit.version === version) {
    entries.delete(key);
    entries.set(key, hit);
    return hit.total;
  }
  const total = count();
  entries.set(key, { total, version });
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  return total;
}

/** Forget every total (tests call it before each test). */
export function clearCountCache(): void {
  entries.clear();
  cachedVersion = null;
  cachedDb = null;
}

/** How many totals are kept (for tests). */
export function countCacheSize(): number {
  return entries.size;
}
