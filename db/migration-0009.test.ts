import { describe, expect, it } from "vitest";
import { applyMigration, databaseBefore } from "../tests/migrations";

/*
 * Migration 0009 turns the notifications stored with English title and message into a
 * type and its parameters. Applied by hand here, file by file, to a database that holds
 * rows of the old shape.
 */

describe("migration 0009", () => {
  it("gives the old notifications their parameters, and makes the advertiser's approval its own type", () => {
    const db = databaseBefore("0009", { foreignKeys: false });
    try {
      const now = Date.now();
      const user = db.prepare(
        "INSERT INTO users (username, fullname, email, phone, password_hash, role, approval_status, rejection_reason, created_at, updated_at) VALUES (?, ?, ?, '0812', 'x', ?, ?, ?, ?, ?)",
      );
      const admin = Number(user.run("admin", "Admin", "admin@x.id", "ADMIN", "APPROVED", null, now, now).lastInsertRowid);
      const owner = Number(user.run("sari", "Sari", "sari@x.id", "COMMUNITY_OWNER", "REJECTED", "Data kurang", now, now).lastInsertRowid);
      const advertiser = Number(user.run("budi", "Budi", "budi@x.id", "ADVERTISER", "APPROVED", null, now, now).lastInsertRowid);
      const community = Number(
        db
          .prepare(
            "INSERT INTO communities (owner_id, name, description, location, member_count, created_at, updated_at) VALUES (?, 'Kopi Bandung', 'd', 'Bandung', 10, ?, ?)",
          )
          .run(owner, now, now).lastInsertRowid,
      );
      const brief = Number(
        db
          .prepare(
            "INSERT INTO briefs (advertiser_id, title, company_name, description, target_category, status, created_at, updated_at) VALUES (?, 'Teh Tarik', 'PT Teh', 'd', 'FOOD_BEVERAGE', 'ACTIVE', ?, ?)",
          )
          .run(advertiser, now, now).lastInsertRowid,
      );
      const application = Number(
        db
          .prepare(
            "INSERT INTO applications (brief_id, community_id, status, admin_notes, created_at, updated_at) VALUES (?, ?, 'APPROVED', 'Cocok', ?, ?)",
          )
          .run(brief, community, now, now).lastInsertRowid,
      );
      const note = db.prepare(
        "INSERT INTO notifications (user_id, type, title, message, data, is_read, created_at) VALUES (?, ?, 'T', 'M', ?, 0, ?)",
      );
      const data = JSON.stringify({ applicationId: application, briefId: brief, communityId: community });
      note.run(admin, "new_user", JSON.stringify({ userId: owner, role: "COMMUNITY_OWNER" }), now);
      note.run(owner, "account_rejected", JSON.stringify({ userId: owner }), now);
      note.run(owner, "application_approved", data, now);
      note.run(advertiser, "application_approved", data, now);
      note.run(advertiser, "brief_approved", JSON.stringify({ briefId: brief }), now);

      applyMigration(db, "0009");
      const rows = db.prepare("SELECT user_id, type, data FROM notifications ORDER BY id").all() as {
        user_id: number;
        type: string;
        data: string;
      }[];
      expect(rows.map((r) => ({ user: r.user_id, type: r.type, data: JSON.parse(r.data) }))).toEqual([
        { user: admin, type: "new_user", data: { userId: owner, role: "COMMUNITY_OWNER", name: "Sari", email: "sari@x.id" } },
        { user: owner, type: "account_rejected", data: { userId: owner, reason: "Data kurang" } },
        {
          user: owner,
          type: "application_approved",
          data: {
            applicationId: application,
            briefId: brief,
            communityId: community,
            brief: "Teh Tarik",
            community: "Kopi Bandung",
            notes: "Cocok",
          },
        },
        {
          user: advertiser,
          type: "brief_application_approved",
          data: {
            applicationId: application,
            briefId: brief,
            communityId: community,
            brief: "Teh Tarik",
            community: "Kopi Bandung",
            notes: "Cocok",
          },
        },
        { user: advertiser, type: "brief_approved", data: { briefId: brief, title: "Teh Tarik", company: "PT Teh", notes: "" } },
      ]);
      const columns = (db.prepare("PRAGMA table_info(notifications)").all() as { name: string }[]).map((c) => c.name);
      expect(columns).not.toContain("title");
      expect(columns).not.toContain("message");
    } finally {
      db.close();
    }
  });
});
