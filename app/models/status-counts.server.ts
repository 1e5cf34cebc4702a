import { and, eq, gt, lt, sql, sum } from "drizzle-orm";
import { statusCounts } from "../../db/schema";
import { db, preparedQuery } from "~/lib/server/db.server";
import type { ApprovalStatus, Category, Role } from "~/utils/enums";

/*
 * How many rows of a table are in each status, read from status_counts: the triggers of
 * migration 0016 keep it on every insert, delete and status change, so a count is one
 * lookup, not a walk of the status index (docs/decisions/025-admin-list-plans.md).
 * Migration 0019 adds the briefs by status and target category; migration 0024 the
 * campaigns by state, the users by role and approval status and the communities by
 * category (docs/decisions/031-lists-at-a-million.md); migration 0031 the bookings by
 * state. A status without rows reads 0.
 */

/**
 * applications, briefs and users by status (approval status); communities as `verified` /
 * `unverified`; brief_categories as `<status>/<target category>`; campaigns by state;
 * user_roles as `<role>/<approval status>`; community_categories by category; bookings
 * by state.
 */
export type CountedSubject =
  | "applications"
  | "briefs"
  | "users"
  | "communities"
  | "brief_categories"
  | "campaigns"
  | "user_roles"
  | "community_categories"
  | "bookings";

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
  const rows = db
    .select({ status: statusCounts.status, n: statusCounts.n })
    .from(statusCounts)
    .where(eq(statusCounts.subject, subject))
    .all();
  const counts = new Map(rows.map((r) => [r.status, r.n]));
  return (status) => counts.get(status) ?? 0;
}

/** Every subject's counts at once (one statement for a page that shows several). */
export function allStatusCounts(): (subject: CountedSubject, status: string) => number {
  const rows = db.select().from(statusCounts).all();
  const counts = new Map(rows.map((r) => [`${r.subject}:${r.status}`, r.n]));
  return (subject, status) => counts.get(`${subject}:${status}`) ?? 0;
}

/** The sum of one subject's counts, or of its keys from `from` to `to` (exclusive). */
function sumOf(subject: CountedSubject, range?: { from: string; to: string }): number {
  const where = range
    ? and(eq(statusCounts.subject, subject), gt(statusCounts.status, range.from), lt(statusCounts.status, range.to))
    : eq(statusCounts.subject, subject);
  return Number(
    db
      .select({ n: sum(statusCounts.n) })
      .from(statusCounts)
      .where(where)
      .get()?.n ?? 0,
  );
}

/** How many accounts have the role and the approval status (either left out: any). */
export function countUsers(filters: { role?: Role; status?: ApprovalStatus }): number {
  const { role, status } = filters;
  if (role && status) return countOf("user_roles", `${role}/${status}`);
  // `<role>/...`: a range of the primary key ('0' follows '/').
  if (role) return sumOf("user_roles", { from: `${role}/`, to: `${role}0` });
  if (status) return countOf("users", status);
  return sumOf("users");
}

/** One count: rows of `subject` in `status`. */
function countOf(subject: CountedSubject, status: string): number {
  return (
    db
      .select({ n: statusCounts.n })
      .from(statusCounts)
      .where(and(eq(statusCounts.subject, subject), eq(statusCounts.status, status)))
      .get()?.n ?? 0
  );
}

/** How many communities are in the category (a community is in it once at most). */
export function countCategoryMembers(category: Category): number {
  return countOf("community_categories", category);
}
