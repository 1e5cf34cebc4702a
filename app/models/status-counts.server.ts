import { and, eq, gt, lt, sql } from "drizzle-orm";
import { statusCounts } from "../../db/schema";
import { db, preparedQuery } from "~/utils/db.server";

/*
 * How many rows of a table are in each status, read from status_counts: the triggers of
 * migration 0016 keep it on every insert, delete and status change, so a count is one
 * lookup, not a walk of the status index (docs/decisions/025-admin-list-plans.md).
 * Migration 0019 adds the briefs by status and target category. A status without rows
 * reads 0.
 */

/**
 * applications, briefs and users by status (approval status); communities as `verified` /
 * `unverified`; brief_categories as `<status>/<target category>`.
 */
export type CountedSubject = "applications" | "briefs" | "users" | "communities" | "brief_categories";

// The keys `<status>/...` of one status: a range of the primary key ('0' follows '/').
const briefCategoriesQuery = preparedQuery((db) =>
  db
    .select({ status: statusCounts.status, n: statusCounts.n })
    .from(statusCounts)
    .where(
      and(
        eq(statusCounts.subject, "brief_categories"),
        gt(statusCounts.status, sql.placeholder("from")),
        lt(statusCounts.status, sql.placeholder("to")),
        gt(statusCounts.n, 0),
      ),
    )
    .prepare(),
);

/** How many briefs in `status` target each category (only categories with briefs). */
export function briefCountsByCategory(status: string): Map<string, number> {
  const rows = briefCategoriesQuery().all({ from: `${status}/`, to: `${status}0` });
  return new Map(rows.map((r) => [r.status.slice(status.length + 1), r.n]));
}

/** The counts of one subject by status. */
export function countsByStatus(subject: CountedSubject): (status: string) => number {
  const rows = db.select({ status: statusCounts.status, n: statusCounts.n }).from(statusCounts).where(eq(statusCounts.subject, subject)).all();
  const counts = new Map(rows.map((r) => [r.status, r.n]));
  return (status) => counts.get(status) ?? 0;
}

/** Every subject's counts at once (one statement for a page that shows several). */
export function allStatusCounts(): (subject: CountedSubject, status: string) => number {
  const rows = db.select().from(statusCounts).all();
  const counts = new Map(rows.map((r) => [`${r.subject}:${r.status}`, r.n]));
  return (subject, status) => counts.get(`${subject}:${status}`) ?? 0;
}
