import { eq } from "drizzle-orm";
import { statusCounts } from "../../db/schema";
import { db } from "~/utils/db.server";

/*
 * How many rows of a table are in each status, read from status_counts: the triggers of
 * migration 0016 keep it on every insert, delete and status change, so a count is one
 * lookup, not a walk of the status index (docs/decisions/025-admin-list-plans.md).
 * A status without rows reads 0.
 */

/** applications, briefs and users by status (approval status); communities as `verified` / `unverified`. */
export type CountedSubject = "applications" | "briefs" | "users" | "communities";

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
