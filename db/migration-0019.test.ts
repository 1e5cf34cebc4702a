import { describe, expect, it } from "vitest";
import { applyMigration, databaseBefore } from "../tests/migrations";

/*
 * Migration 0019 counts the briefs already there by status and target category into
 * status_counts; its triggers then keep the counts. Applied by hand here, file by file,
 * to a database that holds briefs.
 */

const COUNTS =
  "SELECT 'brief_categories' AS subject, status || '/' || target_category AS status, count(*) AS n FROM briefs GROUP BY 2 ORDER BY 2";

describe("migration 0019", () => {
  it("counts the existing briefs by status and category, and its triggers follow later writes", () => {
    const db = databaseBefore("0019");
    try {
      const now = Date.now();
      const advertiser = Number(
        db
          .prepare(
            "INSERT INTO users (username, fullname, email, phone, password_hash, role, approval_status, created_at, updated_at) VALUES ('budi', 'Budi', 'budi@x.id', '0812', 'x', 'ADVERTISER', 'APPROVED', ?, ?)",
          )
          .run(now, now).lastInsertRowid,
      );
      const brief = db.prepare(
        "INSERT INTO briefs (advertiser_id, title, company_name, description, target_category, status, created_at, updated_at) VALUES (?, 'Teh', 'PT Teh', 'd', ?, ?, ?, ?)",
      );
      const rows: [string, string][] = [
        ["FOOD_BEVERAGE", "ACTIVE"],
        ["FOOD_BEVERAGE", "ACTIVE"],
        ["GAMING", "ACTIVE"],
        ["GAMING", "DRAFT"],
      ];
      const ids = rows.map(([category, status]) => Number(brief.run(advertiser, category, status, now, now).lastInsertRowid));

      applyMigration(db, "0019");
      const kept = () =>
        db.prepare("SELECT subject, status, n FROM status_counts WHERE subject = 'brief_categories' AND n > 0 ORDER BY 2").all();
      expect(kept()).toEqual(db.prepare(COUNTS).all());
      expect(kept()).toContainEqual({ subject: "brief_categories", status: "ACTIVE/FOOD_BEVERAGE", n: 2 });

      db.prepare("UPDATE briefs SET target_category = 'TRAVEL' WHERE id = ?").run(ids[0]);
      db.prepare("UPDATE briefs SET status = 'COMPLETED' WHERE id = ?").run(ids[2]);
      brief.run(advertiser, "TRAVEL", "ACTIVE", now, now);
      expect(kept()).toEqual(db.prepare(COUNTS).all());
      db.prepare("DELETE FROM users WHERE id = ?").run(advertiser);
      expect(kept()).toEqual([]);
    } finally {
      db.close();
    }
  });
});
