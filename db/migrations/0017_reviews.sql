CREATE TABLE `reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`author_side` text NOT NULL,
	`author_id` integer NOT NULL,
	`community_id` integer NOT NULL,
	`advertiser_id` integer NOT NULL,
	`rating` integer NOT NULL,
	`text` text,
	`created_at` integer NOT NULL,
	`published_at` integer,
	`hidden_at` integer,
	`hidden_note` text,
	`hidden_by` integer,
	`reply_text` text,
	`reply_at` integer,
	`reply_hidden_at` integer,
	`reply_hidden_note` text,
	`reply_hidden_by` integer,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`community_id`) REFERENCES `communities`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`advertiser_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`hidden_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`reply_hidden_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "reviews_rating_range" CHECK("reviews"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_text_length" CHECK("reviews"."text" IS NULL OR length("reviews"."text") <= 1000),
	CONSTRAINT "reviews_reply_length" CHECK("reviews"."reply_text" IS NULL OR length("reviews"."reply_text") <= 500),
	CONSTRAINT "reviews_side" CHECK("reviews"."author_side" IN ('OWNER', 'ADVERTISER'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_campaign_side_unique` ON `reviews` (`campaign_id`,`author_side`);--> statement-breakpoint
CREATE INDEX `reviews_community_list_idx` ON `reviews` (`community_id`,`author_side`,`hidden_at`,`published_at`);--> statement-breakpoint
CREATE INDEX `reviews_advertiser_list_idx` ON `reviews` (`advertiser_id`,`author_side`,`hidden_at`,`published_at`);--> statement-breakpoint
ALTER TABLE `campaigns` ADD `completed_at` integer;--> statement-breakpoint
ALTER TABLE `campaigns` ADD `reviews_due_at` integer;--> statement-breakpoint
ALTER TABLE `campaigns` ADD `reviews_published_at` integer;--> statement-breakpoint
CREATE INDEX `campaigns_reviews_due_idx` ON `campaigns` (`reviews_published_at`,`reviews_due_at`);--> statement-breakpoint
CREATE INDEX `campaigns_community_reviews_idx` ON `campaigns` (`community_id`,`reviews_published_at`,`reviews_due_at`);--> statement-breakpoint
CREATE INDEX `campaigns_brief_reviews_idx` ON `campaigns` (`brief_id`,`reviews_published_at`,`reviews_due_at`);--> statement-breakpoint
ALTER TABLE `communities` ADD `rating_sum` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `communities` ADD `rating_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `communities` ADD `rating` real;--> statement-breakpoint
CREATE INDEX `communities_rating_idx` ON `communities` (`rating`,`rating_count`);--> statement-breakpoint
ALTER TABLE `users` ADD `rating_sum` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `rating_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `rating` real;--> statement-breakpoint
-- Campaigns completed before reviews existed: their 14 days run from their last change.
UPDATE `campaigns` SET `completed_at` = `updated_at`, `reviews_due_at` = `updated_at` + 1209600000 WHERE `state` = 'COMPLETED';
--> statement-breakpoint
-- The ratings kept in the rated rows (docs/decisions/026-reviews.md): a review counts
-- while it is published and not hidden. Every change of that (publication, hiding,
-- showing again, a review removed with its campaign or account) adds or takes away its
-- stars in the same transaction, whichever code path made it. The advertiser's review
-- rates the community, the owner's the brand (the advertiser's user row). The average
-- is kept rounded to one decimal, as shown, so a minimum rating filters what cards show.
CREATE TRIGGER `reviews_rating_au` AFTER UPDATE OF published_at, hidden_at ON `reviews`
WHEN (old.published_at IS NOT NULL AND old.hidden_at IS NULL) <> (new.published_at IS NOT NULL AND new.hidden_at IS NULL)
BEGIN
  UPDATE `communities` SET
    rating_sum = rating_sum + (CASE WHEN new.hidden_at IS NULL AND new.published_at IS NOT NULL THEN new.rating ELSE -new.rating END),
    rating_count = rating_count + (CASE WHEN new.hidden_at IS NULL AND new.published_at IS NOT NULL THEN 1 ELSE -1 END),
    rating = CASE WHEN rating_count + (CASE WHEN new.hidden_at IS NULL AND new.published_at IS NOT NULL THEN 1 ELSE -1 END) > 0
      THEN round((rating_sum + (CASE WHEN new.hidden_at IS NULL AND new.published_at IS NOT NULL THEN new.rating ELSE -new.rating END)) * 1.0
        / (rating_count + (CASE WHEN new.hidden_at IS NULL AND new.published_at IS NOT NULL THEN 1 ELSE -1 END)), 1)
    END
  WHERE new.author_side = 'ADVERTISER' AND id = new.community_id;
  UPDATE `users` SET
    rating_sum = rating_sum + (CASE WHEN new.hidden_at IS NULL AND new.published_at IS NOT NULL THEN new.rating ELSE -new.rating END),
    rating_count = rating_count + (CASE WHEN new.hidden_at IS NULL AND new.published_at IS NOT NULL THEN 1 ELSE -1 END),
    rating = CASE WHEN rating_count + (CASE WHEN new.hidden_at IS NULL AND new.published_at IS NOT NULL THEN 1 ELSE -1 END) > 0
      THEN round((rating_sum + (CASE WHEN new.hidden_at IS NULL AND new.published_at IS NOT NULL THEN new.rating ELSE -new.rating END)) * 1.0
        / (rating_count + (CASE WHEN new.hidden_at IS NULL AND new.published_at IS NOT NULL THEN 1 ELSE -1 END)), 1)
    END
  WHERE new.author_side = 'OWNER' AND id = new.advertiser_id;
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_rating_ad` AFTER DELETE ON `reviews`
WHEN old.published_at IS NOT NULL AND old.hidden_at IS NULL
BEGIN
  UPDATE `communities` SET
    rating_sum = rating_sum - old.rating,
    rating_count = rating_count - 1,
    rating = CASE WHEN rating_count - 1 > 0 THEN round((rating_sum - old.rating) * 1.0 / (rating_count - 1), 1) END
  WHERE old.author_side = 'ADVERTISER' AND id = old.community_id;
  UPDATE `users` SET
    rating_sum = rating_sum - old.rating,
    rating_count = rating_count - 1,
    rating = CASE WHEN rating_count - 1 > 0 THEN round((rating_sum - old.rating) * 1.0 / (rating_count - 1), 1) END
  WHERE old.author_side = 'OWNER' AND id = old.advertiser_id;
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_rating_ai` AFTER INSERT ON `reviews`
WHEN new.published_at IS NOT NULL AND new.hidden_at IS NULL
BEGIN
  UPDATE `communities` SET
    rating_sum = rating_sum + new.rating,
    rating_count = rating_count + 1,
    rating = round((rating_sum + new.rating) * 1.0 / (rating_count + 1), 1)
  WHERE new.author_side = 'ADVERTISER' AND id = new.community_id;
  UPDATE `users` SET
    rating_sum = rating_sum + new.rating,
    rating_count = rating_count + 1,
    rating = round((rating_sum + new.rating) * 1.0 / (rating_count + 1), 1)
  WHERE new.author_side = 'OWNER' AND id = new.advertiser_id;
END;
