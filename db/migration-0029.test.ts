import { describe, expect, it } from "vitest";
import { applyMigration, databaseBefore } from "../tests/migrations";

/*
 * Migration 0029 rebuilds `campaigns` (brief_id and application_id nullable, the brand in
 * advertiser_id). Applied as runMigrations (db/connection.ts) applies it: foreign keys
 * off, in one transaction, every key checked after. The rows that point at a campaign
 * stay, advertiser_id is the brief's advertiser, and the table's triggers are back.
 */
describe("migration 0029", () => {
  it("keeps every campaign and what points at it, fills advertiser_id, and makes the triggers again", () => {
    const db = databaseBefore("0029");
    try {
      const now = Date.now();
      const user = db.prepare(
        "INSERT INTO users (username, fullname, email, phone, password_hash, role, created_at, updated_at) VALUES (?, ?, ?, '0812', 'x', ?, ?, ?)",
      );
      const owner = Number(user.run("owner", "Owner", "o@x.id", "COMMUNITY_OWNER", now, now).lastInsertRowid);
      const brand = Number(user.run("brand", "Brand", "b@x.id", "ADVERTISER", now, now).lastInsertRowid);
      const community = Number(
        db
          .prepare("INSERT INTO communities (owner_id, name, description, created_at, updated_at) VALUES (?, 'Kopi Bandung', 'd', ?, ?)")
          .run(owner, now, now).lastInsertRowid,
      );
      const brief = Number(
        db
          .prepare(
            "INSERT INTO briefs (advertiser_id, title, company_name, description, target_category, created_at, updated_at) VALUES (?, 'Kopi baru', 'PT Kopi', 'd', 'FOOD', ?, ?)",
          )
          .run(brand, now, now).lastInsertRowid,
      );
      const application = Number(
        db
          .prepare("INSERT INTO applications (brief_id, community_id, status, created_at, updated_at) VALUES (?, ?, 'APPROVED', ?, ?)")
          .run(brief, community, now, now).lastInsertRowid,
      );
      const campaign = Number(
        db
          .prepare(
            "INSERT INTO campaigns (application_id, brief_id, community_id, state, search_text, completed_at, reviews_due_at, created_at, updated_at) VALUES (?, ?, ?, 'COMPLETED', 'Kopi baru · Kopi Bandung', ?, ?, ?, ?)",
          )
          .run(application, brief, community, now, now + 1000, now, now).lastInsertRowid,
      );
      db.prepare("INSERT INTO campaign_proofs (campaign_id, created_at) VALUES (?, ?)").run(campaign, now);
      const owedBefore = db.prepare("SELECT user_id FROM reviews_owed WHERE campaign_id = ? ORDER BY 1").pluck().all(campaign);
      expect(owedBefore).toEqual([owner, brand]);

      db.pragma("foreign_keys = OFF");
      db.transaction(() => applyMigration(db, "0029"))();
      expect(db.pragma("foreign_key_check")).toEqual([]);
      db.pragma("foreign_keys = ON");

      expect(db.prepare("SELECT advertiser_id, brief_id, booking_id FROM campaigns WHERE id = ?").get(campaign)).toEqual({
        advertiser_id: brand,
        brief_id: brief,
        booking_id: null,
      });
      expect(db.prepare("SELECT count(*) FROM campaign_proofs WHERE campaign_id = ?").pluck().get(campaign)).toBe(1);
      expect(db.prepare("SELECT user_id FROM reviews_owed WHERE campaign_id = ? ORDER BY 1").pluck().all(campaign)).toEqual([owner, brand]);

      // The triggers: a review takes its author off reviews_owed, a renamed community renames the search text.
      db.prepare(
        "INSERT INTO reviews (campaign_id, author_side, author_id, community_id, advertiser_id, rating, created_at) VALUES (?, 'ADVERTISER', ?, ?, ?, 5, ?)",
      ).run(campaign, brand, community, brand, now);
      expect(db.prepare("SELECT user_id FROM reviews_owed WHERE campaign_id = ?").pluck().all(campaign)).toEqual([owner]);
      db.prepare("UPDATE communities SET name = 'Kopi Priangan' WHERE id = ?").run(community);
      expect(db.prepare("SELECT search_text FROM campaigns WHERE id = ?").pluck().get(campaign)).toBe("Kopi baru · Kopi Priangan");
      expect(db.prepare("SELECT rowid FROM campaigns_fts WHERE campaigns_fts MATCH '\"Priangan\"'").pluck().all()).toEqual([campaign]);
      db.prepare("UPDATE campaigns SET state = 'CANCELLED' WHERE id = ?").run(campaign);
      expect(db.prepare("SELECT n FROM status_counts WHERE subject = 'campaigns' AND status = 'CANCELLED'").pluck().get()).toBe(1);

      // A campaign without a brief: a booking's.
      const pkg = Number(
        db
          .prepare(
            "INSERT INTO packages (community_id, title, description, kind, platform, price, delivery_days, created_at, updated_at) VALUES (?, 'Sponsor kopdar', 'd', 'EVENT_SPONSORSHIP', 'OFFLINE', 2000000, 7, ?, ?)",
          )
          .run(community, now, now).lastInsertRowid,
      );
      const booking = Number(
        db
          .prepare(
            "INSERT INTO bookings (package_id, community_id, advertiser_id, state, title, description, kind, platform, delivery_days, list_price, price, wished_date, promote, created_at, updated_at) VALUES (?, ?, ?, 'ACCEPTED', 'Sponsor kopdar', 'd', 'EVENT_SPONSORSHIP', 'OFFLINE', 7, 2000000, 2000000, '2026-12-20', 'Kopi', ?, ?)",
          )
          .run(pkg, community, brand, now, now).lastInsertRowid,
      );
      db.prepare(
        "INSERT INTO campaigns (booking_id, advertiser_id, community_id, state, search_text, created_at, updated_at) VALUES (?, ?, ?, 'IN_PROGRESS', 'Sponsor kopdar · Kopi Priangan', ?, ?)",
      ).run(booking, brand, community, now, now);
      db.prepare("UPDATE communities SET name = 'Kopi Sunda' WHERE id = ?").run(community);
      expect(db.prepare("SELECT search_text FROM campaigns WHERE booking_id = ?").pluck().get(booking)).toBe("Sponsor kopdar · Kopi Sunda");
    } finally {
      db.close();
    }
  });
});
