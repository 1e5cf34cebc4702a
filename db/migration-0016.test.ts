import { describe, expect, it } from "vitest";
import { applyMigration, databaseBefore } from "../tests/migrations";

/*
 * Migration 0016 counts the rows already there into status_counts; its triggers then keep
 * the counts. Applied by hand here, file by file, to a database that holds rows.
 */

const COUNTS = `
  SELECT 'applications' AS subject, status, count(*) AS n FROM applications GROUP BY status
  UNION ALL SELECT 'briefs', status, count(*) FROM briefs GROUP BY status
  UNION ALL SELECT 'users', approval_status, count(*) FROM users GROUP BY approval_status
  UNION ALL SELECT 'communities', CASE WHEN is_verified THEN 'verified' ELSE 'unverified' END, count(*) FROM communities GROUP BY 2
  ORDER BY 1, 2`;

describe("migration 0016", () => {
  it("counts the existing rows by status, and its triggers follow later writes", () => {
    const db = databaseBefore("0016");
    try {
      const now = Date.now();
      const user = db.prepare(
        "INSERT INTO users (username, fullname, email, phone, password_hash, role, approval_status, created_at, updated_at) VALUES (?, ?, ?, '0812', 'x', ?, ?, ?, ?)",
      );
      const owners = ["APPROVED", "APPROVED", "PENDING", "REJECTED"].map((status, i) =>
        Number(user.run(`owner${i}`, `Owner ${i}`, `owner${i}@x.id`, "COMMUNITY_OWNER", status, now, now).lastInsertRowid),
      );
      const advertiser = Number(user.run("budi", "Budi", "budi@x.id", "ADVERTISER", "APPROVED", now, now).lastInsertRowid);
      const community = db.prepare(
        "INSERT INTO communities (owner_id, name, description, location, member_count, is_verified, created_at, updated_at) VALUES (?, ?, 'd', 'Bandung', 10, ?, ?, ?)",
      );
      const communities = owners.map((owner, i) =>
        Number(community.run(owner, `Komunitas ${i}`, i === 0 ? 1 : 0, now, now).lastInsertRowid),
      );
      const brief = db.prepare(
        "INSERT INTO briefs (advertiser_id, title, company_name, description, target_category, status, created_at, updated_at) VALUES (?, 'Teh', 'PT Teh', 'd', 'FOOD_BEVERAGE', ?, ?, ?)",
      );
      const briefs = ["ACTIVE", "ACTIVE", "PENDING_APPROVAL", "DRAFT"].map((status) =>
        Number(brief.run(advertiser, status, now, now).lastInsertRowid),
      );
      const application = db.prepare(
        "INSERT INTO applications (brief_id, community_id, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?)",
      );
      application.run(briefs[0], communities[0], "APPROVED", now, now);
      application.run(briefs[0], communities[1], "PENDING", now, now);
      application.run(briefs[1], communities[1], "REJECTED", now, now);
      application.run(briefs[1], communities[2], "PENDING", now, now);

      applyMigration(db, "0016");
      const kept = () => db.prepare("SELECT subject, status, n FROM status_counts WHERE n > 0 ORDER BY 1, 2").all();
      expect(kept()).toEqual(db.prepare(COUNTS).all());
      expect(kept()).toContainEqual({ subject: "applications", status: "PENDING", n: 2 });

      db.prepare("UPDATE applications SET status = 'APPROVED' WHERE status = 'PENDING'").run();
      db.prepare("UPDATE communities SET is_verified = 1").run();
      db.prepare("DELETE FROM users WHERE id = ?").run(advertiser);
      expect(kept()).toEqual(db.prepare(COUNTS).all());
    } finally {
      db.close();
    }
  });
});
