import { describe, expect, it } from "vitest";
import { applyMigration, databaseBefore } from "../tests/migrations";

/*
 * Migration 0020 fills reviews_owed from the campaigns already there; its triggers then
 * keep it equal to what it stands for: each COMPLETED campaign's parties whose review is
 * not written while the campaign's reviews are unpublished. Applied by hand here, file by
 * file, to a database that holds campaigns in every review state.
 */

/** What reviews_owed stands for, asked of the campaigns and reviews themselves. */
const OWED = `
  SELECT party AS user_id, c.reviews_due_at AS due_at, c.id AS campaign_id FROM campaigns c
  JOIN (SELECT c2.id AS cid, b.advertiser_id AS party, 'ADVERTISER' AS side FROM campaigns c2 JOIN briefs b ON b.id = c2.brief_id
        UNION ALL SELECT c3.id, m.owner_id, 'OWNER' FROM campaigns c3 JOIN communities m ON m.id = c3.community_id) p ON p.cid = c.id
  WHERE c.reviews_due_at IS NOT NULL AND c.reviews_published_at IS NULL
    AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.campaign_id = c.id AND r.author_side = p.side)
  ORDER BY 1, 2, 3`;
const KEPT = "SELECT user_id, due_at, campaign_id FROM reviews_owed ORDER BY 1, 2, 3";

describe("migration 0020", () => {
  it("fills reviews_owed from the campaigns there, and its triggers follow every later write", () => {
    const db = databaseBefore("0020");
    try {
      const now = Date.now();
      const DAY = 86_400_000;
      const user = (name: string, role: string) =>
        Number(
          db
            .prepare(
              "INSERT INTO users (username, fullname, email, phone, password_hash, role, approval_status, created_at, updated_at) VALUES (?, ?, ?, '0812', 'x', ?, 'APPROVED', ?, ?)",
            )
            .run(name, name, `${name}@x.id`, role, now, now).lastInsertRowid,
        );
      const advertiser = user("budi", "ADVERTISER");
      const owners = [user("sari", "COMMUNITY_OWNER"), user("dewi", "COMMUNITY_OWNER")];
      const newBrief = () =>
        Number(
          db
            .prepare(
              "INSERT INTO briefs (advertiser_id, title, company_name, description, target_category, status, created_at, updated_at) VALUES (?, 'Teh', 'PT Teh', 'd', 'FOOD_BEVERAGE', 'ACTIVE', ?, ?)",
            )
            .run(advertiser, now, now).lastInsertRowid,
        );
      const community = owners.map((owner) =>
        Number(
          db
            .prepare("INSERT INTO communities (owner_id, name, description, created_at, updated_at) VALUES (?, ?, 'd', ?, ?)")
            .run(owner, `Komunitas ${owner}`, now, now).lastInsertRowid,
        ),
      );
      /** A campaign of `community` on a brief of its own; `due` and `published` as stored. */
      const campaign = (communityId: number, due: number | null, published: number | null = null) => {
        const brief = newBrief();
        const application = Number(
          db
            .prepare("INSERT INTO applications (brief_id, community_id, status, created_at, updated_at) VALUES (?, ?, 'APPROVED', ?, ?)")
            .run(brief, communityId, now, now).lastInsertRowid,
        );
        return Number(
          db
            .prepare(
              "INSERT INTO campaigns (application_id, brief_id, community_id, state, completed_at, reviews_due_at, reviews_published_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            )
            .run(application, brief, communityId, due ? "COMPLETED" : "IN_PROGRESS", due ? due - 14 * DAY : null, due, published, now, now)
            .lastInsertRowid,
        );
      };
      const review = (campaignId: number, side: "OWNER" | "ADVERTISER") => {
        const c = db
          .prepare("SELECT c.community_id, m.owner_id FROM campaigns c JOIN communities m ON m.id = c.community_id WHERE c.id = ?")
          .get(campaignId) as {
          community_id: number;
          owner_id: number;
        };
        db.prepare(
          "INSERT INTO reviews (campaign_id, author_side, author_id, community_id, advertiser_id, rating, created_at) VALUES (?, ?, ?, ?, ?, 4, ?)",
        ).run(campaignId, side, side === "OWNER" ? c.owner_id : advertiser, c.community_id, advertiser, now);
      };

      // Before: one campaign of each kind (open, one side written, both, published, running).
      const open = campaign(community[0], now + 3 * DAY);
      const ownerWrote = campaign(community[0], now + 5 * DAY);
      review(ownerWrote, "OWNER");
      const bothWrote = campaign(community[1], now + 2 * DAY);
      review(bothWrote, "OWNER");
      review(bothWrote, "ADVERTISER");
      campaign(community[1], now - DAY, now - 2 * DAY);
      const running = campaign(community[1], null);
      const past = campaign(community[1], now - DAY); // closed, not yet published by the job

      applyMigration(db, "0020");
      const kept = () => db.prepare(KEPT).all();
      expect(kept()).toEqual(db.prepare(OWED).all());
      expect(kept()).toHaveLength(5); // open x2, ownerWrote's advertiser, past x2

      // Later: a campaign inserted complete, one completed, reviews written, published.
      const inserted = campaign(community[0], now + 9 * DAY);
      expect(kept()).toEqual(db.prepare(OWED).all());
      db.prepare("UPDATE campaigns SET state = 'COMPLETED', completed_at = ?, reviews_due_at = ? WHERE id = ?").run(
        now,
        now + 14 * DAY,
        running,
      );
      expect(db.prepare("SELECT user_id FROM reviews_owed WHERE campaign_id = ? ORDER BY 1").pluck().all(running)).toEqual([
        advertiser,
        owners[1],
      ]);
      review(open, "ADVERTISER");
      review(ownerWrote, "ADVERTISER");
      expect(kept()).toEqual(db.prepare(OWED).all());
      db.prepare("UPDATE campaigns SET reviews_published_at = ? WHERE id = ?").run(now, past);
      db.prepare("UPDATE campaigns SET updated_at = ? WHERE id = ?").run(now + 1, inserted); // not a review column
      expect(kept()).toEqual(db.prepare(OWED).all());
      expect(db.prepare("SELECT campaign_id FROM reviews_owed WHERE user_id = ? ORDER BY due_at").pluck().all(advertiser)).toEqual([
        inserted,
        running,
      ]);

      // Deleting a campaign or a party takes its rows along.
      db.prepare("DELETE FROM campaigns WHERE id = ?").run(inserted);
      expect(kept()).toEqual(db.prepare(OWED).all());
      db.prepare("DELETE FROM users WHERE id = ?").run(owners[1]);
      expect(kept()).toEqual(db.prepare(OWED).all());
      expect(kept()).toEqual([{ user_id: owners[0], due_at: now + 3 * DAY, campaign_id: open }]);
    } finally {
      db.close();
    }
  });
});
