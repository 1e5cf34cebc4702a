import { count, eq } from "drizzle-orm";
import { applications, briefs, communities, contactMessages, users, type User } from "../../db/schema";
import { db } from "~/utils/db.server";
import { assertRole } from "./permissions.server";

/*
 * What waits for the admin: the counts on the console's tabs. Each is one count on an
 * index (users_status_created_idx, briefs_status_category_idx, applications_status_idx,
 * communities_recommended_idx for the communities awaiting verification);
 * contact messages are few (a form limited per address).
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
  const n = (row: { n: number } | undefined) => row?.n ?? 0;
  return {
    pendingUsers: n(db.select({ n: count() }).from(users).where(eq(users.approvalStatus, "PENDING")).get()),
    unverifiedCommunities: n(db.select({ n: count() }).from(communities).where(eq(communities.isVerified, false)).get()),
    pendingBriefs: n(db.select({ n: count() }).from(briefs).where(eq(briefs.status, "PENDING_APPROVAL")).get()),
    pendingApplications: n(db.select({ n: count() }).from(applications).where(eq(applications.status, "PENDING")).get()),
    unreadMessages: n(db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.isRead, false)).get()),
  };
}
