import { describe, expect, it } from "vitest";
import { applyMigration, databaseBefore } from "../tests/migrations";

/*
 * Migration 0024 counts the campaigns already there by state, the users by role and
 * approval status and the communities by category into status_counts, and starts the
 * data versions of the users and the campaigns; its triggers then keep them. Applied by
 * hand here, file by file, to a database that holds such rows.
 */

const COUNTS = `
  SELECT 'campaigns' AS subject, state AS status, count(*) AS n FROM campaigns GROUP BY 2
  UNION ALL SELECT 'community_categories', category, count(*) FROM community_categories GROUP BY 2
  UNION ALL SELECT 'user_roles', role || '/' || approval_status, count(*) FROM users GROUP BY 2
  ORDER BY 1, 2`;
const KEPT =
  "SELECT subject, status, n FROM status_counts WHERE subject IN ('campaigns', 'community_categories', 'user_roles') AND n > 0 ORDER BY 1, 2";

describe("migration 0024", () => {
  it("counts the existing campaigns, users and categories, and its triggers follow later writes and bump the data versions", () => {
    const db = databaseBefore("0024");
    // Categories and campaigns of communities and briefs this test does not need.
    db.pragma("foreign_keys = OFF");
    try {
      const now = Date.now();
      const user = db.prepare(
        "INSERT INTO users (username, fullname, email, phone, password_hash, role, approval_status, created_at, updated_at) VALUES (?, ?, ?, '0812', 'x', ?, ?, ?, ?)",
      );
      const ids = [
        ["COMMUNITY_OWNER", "APPROVED"],
        ["COMMUNITY_OWNER", "PENDING"],
        ["ADVERTISER", "APPROVED"],
      ].map(([role, status], i) => Number(user.run(`u${i}`, `User ${i}`, `u${i}@x.id`, role, status, now, now).lastInsertRowid));
      const category = db.prepare("INSERT INTO community_categories (community_id, category, position) VALUES (?, ?, 0)");
      category.run(1, "GAMING");
      category.run(2, "GAMING");
      category.run(3, "ARTS");
      const campaign = db.prepare(
        "INSERT INTO campaigns (application_id, brief_id, community_id, state, search_text, created_at, updated_at) VALUES (?, 1, 1, ?, 'Kopi · Komunitas', ?, ?)",
      );
      const campaigns = ["IN_PROGRESS", "IN_PROGRESS", "COMPLETED"].map((state, i) =>
        Number(campaign.run(i + 1, state, now, now).lastInsertRowid),
      );

      applyMigration(db, "0024");
      const kept = () => db.prepare(KEPT).all();
      expect(kept()).toEqual(db.prepare(COUNTS).all());
      expect(kept()).toContainEqual({ subject: "user_roles", status: "COMMUNITY_OWNER/APPROVED", n: 1 });
      const versions = () => db.prepare("SELECT subject, version FROM data_versions ORDER BY 1").all();
      expect(versions()).toEqual([
        { subject: "campaigns", version: 0 },
        { subject: "users", version: 0 },
      ]);

      db.prepare("UPDATE users SET approval_status = 'APPROVED' WHERE id = ?").run(ids[1]);
      db.prepare("UPDATE users SET lang = 'id' WHERE id = ?").run(ids[0]); // nothing the list searches or counts
      db.prepare("UPDATE campaigns SET state = 'PROOF_SUBMITTED' WHERE id = ?").run(campaigns[0]);
      db.prepare("UPDATE campaigns SET agreed_fee = 100 WHERE id = ?").run(campaigns[1]); // idem
      db.prepare("UPDATE community_categories SET category = 'ARTS' WHERE community_id = 2").run();
      db.prepare("DELETE FROM campaigns WHERE id = ?").run(campaigns[2]);
      user.run("u9", "User 9", "u9@x.id", "ADVERTISER", "PENDING", now, now);
      expect(kept()).toEqual(db.prepare(COUNTS).all());
      expect(versions()).toEqual([
        { subject: "campaigns", version: 2 },
        { subject: "users", version: 2 },
      ]);
      // The lists' new indexes are there, the date indexes they replace gone.
      const indexes = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'users' AND name LIKE 'users_%_idx' ORDER BY 1")
        .pluck()
        .all();
      expect(indexes).toEqual(["users_role_idx", "users_status_idx"]);
    } finally {
      db.close();
    }
  });
});
