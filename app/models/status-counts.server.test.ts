import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { makeAdmin, makeBrief, makeCommunity, makeUser, approveAndPay } from "../../tests/factories";
import { makeBookingThread } from "../../tests/conversations";
import { db } from "~/lib/server/db.server";
import { adminCounts } from "./admin.server";
import { applyToBrief, decideApplication, listApplicationsForAdmin, withdrawApplication } from "./application.server";
import { decideBrief } from "./brief-write.server";
import { setCommunityVerified } from "./community-profile.server";
import { cancelCampaign } from "./campaign/commands.server";
import { allStatusCounts, briefCountsByCategory, countCategoryMembers, countUsers, type CountedSubject } from "./status-counts.server";
import { listBookings } from "./storefront/bookings.server";
import { decideUserApproval, deleteAccount } from "./user.server";

/*
 * status_counts (the admin console's tab counts, the briefs by status and category) is
 * kept by triggers: after every kind of write (insert, status change, delete, a
 * foreign-key cascade) each count equals a COUNT.
 */

const COUNTED: Record<CountedSubject, string> = {
  applications: "SELECT status AS status, count(*) AS n FROM applications GROUP BY 1",
  briefs: "SELECT status AS status, count(*) AS n FROM briefs GROUP BY 1",
  users: "SELECT approval_status AS status, count(*) AS n FROM users GROUP BY 1",
  communities: "SELECT CASE WHEN is_verified THEN 'verified' ELSE 'unverified' END AS status, count(*) AS n FROM communities GROUP BY 1",
  brief_categories: "SELECT status || '/' || target_category AS status, count(*) AS n FROM briefs GROUP BY 1",
  campaigns: "SELECT state AS status, count(*) AS n FROM campaigns GROUP BY 1",
  user_roles: "SELECT role || '/' || approval_status AS status, count(*) AS n FROM users GROUP BY 1",
  community_categories: "SELECT category AS status, count(*) AS n FROM community_categories GROUP BY 1",
  bookings: "SELECT state AS status, count(*) AS n FROM bookings GROUP BY 1",
};

/** Every subject's counts as COUNT sees them, and as status_counts keeps them. */
function expectCountsRight() {
  const kept = allStatusCounts();
  for (const [subject, query] of Object.entries(COUNTED) as [CountedSubject, string][]) {
    const rows = db.all<{ status: string; n: number }>(sql.raw(query));
    for (const { status, n } of rows) expect(kept(subject, status), `${subject} ${status}`).toBe(n);
    // A status no row is in any more reads 0.
    const stored = db.all<{ status: string; n: number }>(sql`SELECT status, n FROM status_counts WHERE subject = ${subject}`);
    for (const { status, n } of stored) if (!rows.some((r) => r.status === status)) expect(n, `${subject} ${status}`).toBe(0);
  }
}

describe("status_counts", () => {
  it("follows inserts, status changes, deletions and cascades, and the console reads it", async () => {
    expectCountsRight();
    const admin = await makeAdmin();
    const advertiser = await makeUser({ role: "ADVERTISER" });
    const pending = await makeUser({ status: "PENDING" });
    await makeUser({ status: "REJECTED", rejectionReason: "Data tidak lengkap" });
    expectCountsRight();

    const brief = makeBrief(advertiser, { status: "ACTIVE" });
    const waiting = makeBrief(advertiser, { status: "PENDING_APPROVAL" });
    makeBrief(advertiser, { status: "DRAFT" });
    const owners = await Promise.all([makeUser(), makeUser(), makeUser()]);
    const communities = owners.map((owner, i) => makeCommunity(owner, { isVerified: i === 0 }));
    const applied = owners.map((owner) => applyToBrief(owner, brief.id, { message: "Kami tertarik." }));
    expectCountsRight();

    approveAndPay(admin, applied[0].id, { status: "APPROVED" });
    decideApplication(admin, applied[1].id, { status: "REJECTED", adminNotes: "Belum cocok." });
    withdrawApplication(owners[2], applied[2].id);
    decideBrief(admin, waiting.id, { status: "ACTIVE" });
    decideUserApproval(admin, pending.id, { status: "APPROVED" });
    setCommunityVerified(admin, communities[1].id, true);
    setCommunityVerified(admin, communities[0].id, false);
    expectCountsRight();
    // The approval started a campaign; cancelling it moves it to CANCELLED.
    const campaign = db.get<{ id: number }>(sql`SELECT id FROM campaigns`)!;
    cancelCampaign(admin, campaign.id, "Dibatalkan oleh admin.");
    expectCountsRight();
    // A changed role or category moves the row between keys.
    db.run(sql`UPDATE users SET role = 'ADVERTISER' WHERE id = ${owners[1].id}`);
    db.run(sql`UPDATE community_categories SET category = 'GAMING' WHERE community_id = ${communities[1].id}`);
    expectCountsRight();
    const counted = (query: string) => db.get<{ n: number }>(sql.raw(query))?.n ?? 0;
    const users = (where: string) => db.get<{ n: number }>(sql.raw(`SELECT count(*) AS n FROM users ${where}`))!.n;
    expect(countUsers({})).toBe(users(""));
    expect(countUsers({ role: "ADVERTISER" })).toBe(users("WHERE role = 'ADVERTISER'"));
    expect(countUsers({ role: "ADVERTISER" })).toBeGreaterThan(1);
    expect(countUsers({ status: "REJECTED" })).toBe(1);
    expect(countUsers({ role: "COMMUNITY_OWNER", status: "APPROVED" })).toBe(
      users("WHERE role = 'COMMUNITY_OWNER' AND approval_status = 'APPROVED'"),
    );
    expect(countUsers({ role: "ADMIN", status: "PENDING" })).toBe(0);
    expect(countCategoryMembers("GAMING")).toBe(
      db.get<{ n: number }>(sql`SELECT count(*) AS n FROM community_categories WHERE category = 'GAMING'`)!.n,
    );

    // A status written again unchanged moves nothing; a new target category moves the brief.
    db.run(sql`UPDATE briefs SET status = status, title = title || '.'`);
    expectCountsRight();
    db.run(sql`UPDATE briefs SET target_category = 'GAMING' WHERE id = ${brief.id}`);
    expectCountsRight();
    expect(briefCountsByCategory("ACTIVE").get("GAMING")).toBe(
      db.get<{ n: number }>(sql`SELECT count(*) AS n FROM briefs WHERE status = 'ACTIVE' AND target_category = 'GAMING'`)!.n,
    );

    // Bookings by state: made, moved (by any code path), and the admin's tabs read them.
    const made = [0, 1, 2].map(() => makeBookingThread(advertiser, communities[1]).booking);
    db.run(sql`UPDATE bookings SET state = 'ACCEPTED' WHERE id = ${made[0].id}`);
    db.run(sql`UPDATE bookings SET state = 'DECLINED', decline_reason = 'Penuh' WHERE id = ${made[1].id}`);
    db.run(sql`UPDATE bookings SET state = state, promote = promote || '.'`);
    expectCountsRight();
    const byState = (state: string) => counted(`SELECT count(*) AS n FROM bookings WHERE state = '${state}'`);
    expect(listBookings(admin, {}, { limit: 5, offset: 0 }).counts).toEqual({
      REQUESTED: byState("REQUESTED"),
      COUNTERED: 0,
      ACCEPTED: byState("ACCEPTED"),
      DECLINED: byState("DECLINED"),
      EXPIRED: 0,
      all: counted("SELECT count(*) AS n FROM bookings"),
    });
    expect(byState("REQUESTED")).toBe(1);

    // Deleting accounts cascades to their communities, briefs, applications and bookings.
    deleteAccount(admin, owners[0].id);
    deleteAccount(admin, advertiser.id);
    expectCountsRight();

    const counts = adminCounts(admin);
    expect(counts).toMatchObject({
      pendingUsers: counted("SELECT count(*) AS n FROM users WHERE approval_status = 'PENDING'"),
      unverifiedCommunities: counted("SELECT count(*) AS n FROM communities WHERE NOT is_verified"),
      pendingBriefs: counted("SELECT count(*) AS n FROM briefs WHERE status = 'PENDING_APPROVAL'"),
      pendingApplications: counted("SELECT count(*) AS n FROM applications WHERE status = 'PENDING'"),
    });
    const tabs = listApplicationsForAdmin(admin, {}, { limit: 5, offset: 0 }).counts;
    expect(tabs).toEqual({
      PENDING: counted("SELECT count(*) AS n FROM applications WHERE status = 'PENDING'"),
      APPROVED: counted("SELECT count(*) AS n FROM applications WHERE status = 'APPROVED'"),
      REJECTED: counted("SELECT count(*) AS n FROM applications WHERE status = 'REJECTED'"),
      all: counted("SELECT count(*) AS n FROM applications"),
    });
  });
});
