CREATE TABLE `reviews_owed` (
	`user_id` integer NOT NULL,
	`due_at` integer NOT NULL,
	`campaign_id` integer NOT NULL,
	PRIMARY KEY(`user_id`, `due_at`, `campaign_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `reviews_owed_campaign_idx` ON `reviews_owed` (`campaign_id`);--> statement-breakpoint
-- Who owes what (docs/decisions/022-render-cost.md): one row per COMPLETED campaign and
-- party while its reviews are unpublished and that party wrote none. The triggers below
-- keep it; a campaign's brief, community and their advertiser and owner never change,
-- and a review is only ever deleted with its campaign (whose rows go by cascade).
INSERT INTO `reviews_owed` (user_id, due_at, campaign_id)
  SELECT b.advertiser_id, c.reviews_due_at, c.id FROM `campaigns` c JOIN `briefs` b ON b.id = c.brief_id
  WHERE c.reviews_due_at IS NOT NULL AND c.reviews_published_at IS NULL
    AND NOT EXISTS (SELECT 1 FROM `reviews` r WHERE r.campaign_id = c.id AND r.author_side = 'ADVERTISER');
--> statement-breakpoint
INSERT INTO `reviews_owed` (user_id, due_at, campaign_id)
  SELECT m.owner_id, c.reviews_due_at, c.id FROM `campaigns` c JOIN `communities` m ON m.id = c.community_id
  WHERE c.reviews_due_at IS NOT NULL AND c.reviews_published_at IS NULL
    AND NOT EXISTS (SELECT 1 FROM `reviews` r WHERE r.campaign_id = c.id AND r.author_side = 'OWNER');
--> statement-breakpoint
CREATE TRIGGER `reviews_owed_campaign_insert` AFTER INSERT ON `campaigns`
  WHEN new.reviews_due_at IS NOT NULL AND new.reviews_published_at IS NULL BEGIN
  INSERT INTO `reviews_owed` (user_id, due_at, campaign_id) SELECT advertiser_id, new.reviews_due_at, new.id FROM `briefs` WHERE id = new.brief_id;
  INSERT INTO `reviews_owed` (user_id, due_at, campaign_id) SELECT owner_id, new.reviews_due_at, new.id FROM `communities` WHERE id = new.community_id;
END;
--> statement-breakpoint
-- Completion sets reviews_due_at; publication sets reviews_published_at: the campaign's
-- rows are made again from what it is now.
CREATE TRIGGER `reviews_owed_campaign_update` AFTER UPDATE OF reviews_due_at, reviews_published_at, brief_id, community_id ON `campaigns`
  WHEN old.reviews_due_at IS NOT new.reviews_due_at OR old.reviews_published_at IS NOT new.reviews_published_at
    OR old.brief_id IS NOT new.brief_id OR old.community_id IS NOT new.community_id BEGIN
  DELETE FROM `reviews_owed` WHERE campaign_id = new.id;
  INSERT INTO `reviews_owed` (user_id, due_at, campaign_id)
    SELECT advertiser_id, new.reviews_due_at, new.id FROM `briefs`
    WHERE id = new.brief_id AND new.reviews_due_at IS NOT NULL AND new.reviews_published_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM `reviews` WHERE campaign_id = new.id AND author_side = 'ADVERTISER');
  INSERT INTO `reviews_owed` (user_id, due_at, campaign_id)
    SELECT owner_id, new.reviews_due_at, new.id FROM `communities`
    WHERE id = new.community_id AND new.reviews_due_at IS NOT NULL AND new.reviews_published_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM `reviews` WHERE campaign_id = new.id AND author_side = 'OWNER');
END;
--> statement-breakpoint
-- A written review: its side owes nothing more on that campaign.
CREATE TRIGGER `reviews_owed_review_insert` AFTER INSERT ON `reviews` BEGIN
  DELETE FROM `reviews_owed` WHERE campaign_id = new.campaign_id AND user_id = (
    CASE new.author_side
      WHEN 'ADVERTISER' THEN (SELECT b.advertiser_id FROM `campaigns` c JOIN `briefs` b ON b.id = c.brief_id WHERE c.id = new.campaign_id)
      ELSE (SELECT m.owner_id FROM `campaigns` c JOIN `communities` m ON m.id = c.community_id WHERE c.id = new.campaign_id)
    END);
END;
