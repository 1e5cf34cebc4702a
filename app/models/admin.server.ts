import { count, eq } from "drizzle-orm";
import { contactMessages, type User } from "../../db/schema";
import { db } from "~/lib/server/db.server";
import { assertRole } from "./permissions.server";
import { allStatusCounts } from "./status-counts.server";

/*
 * What waits for the admin: the counts on the console's tabs, on every tab of it. The
 * accounts, communities, briefs and applications come from status_counts in one lookup
 * (kept by triggers: docs/decisions/025-admin-list-plans.md); contact messages are few
 * (a form limited per address) and counted.
 */

export type AdminCounts = {
  pendingUsers: number;
  unverifiedCommunities: number;
  pendingBriefs: number;
  pendingApplications: number;
  unreadMessages: number;
};

export function adminCounts(actor: User | null | undefined): AdminCounts {
  assertRole(actor, "ADMIN");
  const counted = allStatusCounts();
  return {
    pendingUsers: counted("users", "PENDING"),
    unverifiedCommunities: counted("communities", "unverified"),
    pendingBriefs: counted("briefs", "PENDING_APPROVAL"),
    pendingApplications: counted("applications", "PENDING"),
    unreadMessages: db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.isRead, false)).get()?.n ?? 0,
  };
}
