CREATE TABLE `bookings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`package_id` integer,
	`community_id` integer NOT NULL,
	`advertiser_id` integer NOT NULL,
	`state` text DEFAULT 'REQUESTED' NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`kind` text NOT NULL,
	`platform` text NOT NULL,
	`delivery_days` integer NOT NULL,
	`brand_provides` text DEFAULT '' NOT NULL,
	`list_price` integer NOT NULL,
	`price` integer NOT NULL,
	`wished_date` text NOT NULL,
	`promote` text NOT NULL,
	`message` text,
	`materials_url` text,
	`counter_price` integer,
	`counter_date` text,
	`counter_message` text,
	`decline_reason` text,
	`declined_by` text,
	`campaign_id` integer,
	`expires_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`package_id`) REFERENCES `packages`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`community_id`) REFERENCES `communities`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`advertiser_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `bookings_advertiser_idx` ON `bookings` (`advertiser_id`,`state`,`id`);--> statement-breakpoint
CREATE INDEX `bookings_community_idx` ON `bookings` (`community_id`,`state`,`id`);--> statement-breakpoint
CREATE INDEX `bookings_package_idx` ON `bookings` (`package_id`,`state`);--> statement-breakpoint
CREATE INDEX `bookings_expiry_idx` ON `bookings` (`state`,`expires_at`);--> statement-breakpoint
CREATE INDEX `bookings_state_idx` ON `bookings` (`state`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_open_unique` ON `bookings` (`advertiser_id`,`package_id`) WHERE state IN ('REQUESTED', 'COUNTERED');--> statement-breakpoint
CREATE TABLE `message_images` (
	`name` text PRIMARY KEY NOT NULL,
	`message_id` integer NOT NULL,
	`thread_id` integer NOT NULL,
	FOREIGN KEY (`message_id`) REFERENCES `messages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `message_images_message_idx` ON `message_images` (`message_id`);--> statement-breakpoint
CREATE TABLE `messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`thread_id` integer NOT NULL,
	`author_id` integer,
	`author_role` text NOT NULL,
	`text` text,
	`images` text DEFAULT '[]' NOT NULL,
	`deleted_at` integer,
	`hidden_at` integer,
	`hidden_note` text,
	`hidden_by` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`thread_id`) REFERENCES `threads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`hidden_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `messages_thread_idx` ON `messages` (`thread_id`,`id`);--> statement-breakpoint
CREATE TABLE `packages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`community_id` integer NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`kind` text NOT NULL,
	`platform` text NOT NULL,
	`price` integer NOT NULL,
	`delivery_days` integer NOT NULL,
	`brand_provides` text DEFAULT '' NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`community_id`) REFERENCES `communities`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `packages_community_idx` ON `packages` (`community_id`,`active`,`position`,`id`);--> statement-breakpoint
CREATE TABLE `thread_reads` (
	`thread_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`last_read_id` integer DEFAULT 0 NOT NULL,
	`last_emailed_id` integer DEFAULT 0 NOT NULL,
	`emailed_at` integer,
	`email_due_at` integer,
	PRIMARY KEY(`thread_id`, `user_id`),
	FOREIGN KEY (`thread_id`) REFERENCES `threads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `thread_reads_user_idx` ON `thread_reads` (`user_id`,`thread_id`);--> statement-breakpoint
CREATE INDEX `thread_reads_email_due_idx` ON `thread_reads` (`email_due_at`);--> statement-breakpoint
CREATE TABLE `threads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`community_id` integer NOT NULL,
	`advertiser_id` integer NOT NULL,
	`booking_id` integer,
	`campaign_id` integer,
	`last_message_id` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`community_id`) REFERENCES `communities`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`advertiser_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `threads_booking_unique` ON `threads` (`booking_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `threads_campaign_unique` ON `threads` (`campaign_id`);--> statement-breakpoint
-- A campaign without a brief (a booking's): application_id and brief_id become nullable and the
-- brand is kept in advertiser_id. SQLite rebuilds the table; runMigrations (db/connection.ts)
-- turns foreign keys off around the migrations, so dropping the old table cascades nothing,
-- and checks every key afterwards. Its triggers go with it and are made again below.
CREATE TABLE `__new_campaigns` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`application_id` integer,
	`brief_id` integer,
	`booking_id` integer,
	`advertiser_id` integer NOT NULL,
	`community_id` integer NOT NULL,
	`state` text DEFAULT 'IN_PROGRESS' NOT NULL,
	`agreed_fee` integer,
	`payment_state` text DEFAULT 'OUTSIDE' NOT NULL,
	`latest_proof_id` integer,
	`answer_due_at` integer,
	`search_text` text DEFAULT '' NOT NULL,
	`completed_at` integer,
	`reviews_due_at` integer,
	`reviews_published_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`brief_id`) REFERENCES `briefs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`advertiser_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`community_id`) REFERENCES `communities`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_campaigns`("id", "application_id", "brief_id", "booking_id", "advertiser_id", "community_id", "state", "agreed_fee", "payment_state", "latest_proof_id", "answer_due_at", "search_text", "completed_at", "reviews_due_at", "reviews_published_at", "created_at", "updated_at") SELECT "id", "application_id", "brief_id", NULL, (SELECT `advertiser_id` FROM `briefs` WHERE `briefs`.`id` = `campaigns`.`brief_id`), "community_id", "state", "agreed_fee", "payment_state", "latest_proof_id", "answer_due_at", "search_text", "completed_at", "reviews_due_at", "reviews_published_at", "created_at", "updated_at" FROM `campaigns`;--> statement-breakpoint
DROP TABLE `campaigns`;--> statement-breakpoint
PRAGMA legacy_alter_table=ON;--> statement-breakpoint
ALTER TABLE `__new_campaigns` RENAME TO `campaigns`;--> statement-breakpoint
PRAGMA legacy_alter_table=OFF;--> statement-breakpoint
CREATE UNIQUE INDEX `campaigns_application_unique` ON `campaigns` (`application_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `campaigns_booking_unique` ON `campaigns` (`booking_id`);--> statement-breakpoint
CREATE INDEX `campaigns_advertiser_idx` ON `campaigns` (`advertiser_id`,`state`,`id`);--> statement-breakpoint
CREATE INDEX `campaigns_community_idx` ON `campaigns` (`community_id`,`state`,`id`);--> statement-breakpoint
CREATE INDEX `campaigns_brief_idx` ON `campaigns` (`brief_id`,`state`,`id`);--> statement-breakpoint
CREATE INDEX `campaigns_state_idx` ON `campaigns` (`state`,`id`);--> statement-breakpoint
CREATE INDEX `campaigns_due_idx` ON `campaigns` (`state`,`answer_due_at`);--> statement-breakpoint
CREATE INDEX `campaigns_reviews_due_idx` ON `campaigns` (`reviews_published_at`,`reviews_due_at`);--> statement-breakpoint
CREATE TRIGGER `campaigns_fts_ai` AFTER INSERT ON `campaigns` BEGIN
  INSERT INTO `campaigns_fts`(rowid, search_text) VALUES (new.id, new.search_text);
END;--> statement-breakpoint
CREATE TRIGGER `campaigns_fts_ad` AFTER DELETE ON `campaigns` BEGIN
  INSERT INTO `campaigns_fts`(`campaigns_fts`, rowid, search_text) VALUES ('delete', old.id, old.search_text);
END;--> statement-breakpoint
CREATE TRIGGER `campaigns_fts_au` AFTER UPDATE OF search_text ON `campaigns` BEGIN
  INSERT INTO `campaigns_fts`(`campaigns_fts`, rowid, search_text) VALUES ('delete', old.id, old.search_text);
  INSERT INTO `campaigns_fts`(rowid, search_text) VALUES (new.id, new.search_text);
END;--> statement-breakpoint
DROP TRIGGER `campaigns_community_name_au`;--> statement-breakpoint
CREATE TRIGGER `campaigns_community_name_au` AFTER UPDATE OF name ON `communities` BEGIN
  UPDATE `campaigns` SET search_text = coalesce((SELECT title FROM briefs WHERE id = campaigns.brief_id),
      (SELECT title FROM bookings WHERE id = campaigns.booking_id), '') || ' · ' || new.name
  WHERE community_id = new.id;
END;--> statement-breakpoint
CREATE TRIGGER `reviews_owed_campaign_insert` AFTER INSERT ON `campaigns`
  WHEN new.reviews_due_at IS NOT NULL AND new.reviews_published_at IS NULL BEGIN
  INSERT INTO `reviews_owed` (user_id, due_at, campaign_id) VALUES (new.advertiser_id, new.reviews_due_at, new.id);
  INSERT INTO `reviews_owed` (user_id, due_at, campaign_id) SELECT owner_id, new.reviews_due_at, new.id FROM `communities` WHERE id = new.community_id;
END;--> statement-breakpoint
CREATE TRIGGER `reviews_owed_campaign_update` AFTER UPDATE OF reviews_due_at, reviews_published_at, advertiser_id, community_id ON `campaigns`
  WHEN old.reviews_due_at IS NOT new.reviews_due_at OR old.reviews_published_at IS NOT new.reviews_published_at
    OR old.advertiser_id IS NOT new.advertiser_id OR old.community_id IS NOT new.community_id BEGIN
  DELETE FROM `reviews_owed` WHERE campaign_id = new.id;
  INSERT INTO `reviews_owed` (user_id, due_at, campaign_id)
    SELECT new.advertiser_id, new.reviews_due_at, new.id
    WHERE new.reviews_due_at IS NOT NULL AND new.reviews_published_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM `reviews` WHERE campaign_id = new.id AND author_side = 'ADVERTISER');
  INSERT INTO `reviews_owed` (user_id, due_at, campaign_id)
    SELECT owner_id, new.reviews_due_at, new.id FROM `communities`
    WHERE id = new.community_id AND new.reviews_due_at IS NOT NULL AND new.reviews_published_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM `reviews` WHERE campaign_id = new.id AND author_side = 'OWNER');
END;--> statement-breakpoint
DROP TRIGGER `reviews_owed_review_insert`;--> statement-breakpoint
CREATE TRIGGER `reviews_owed_review_insert` AFTER INSERT ON `reviews` BEGIN
  DELETE FROM `reviews_owed` WHERE campaign_id = new.campaign_id AND user_id = (
    CASE new.author_side
      WHEN 'ADVERTISER' THEN (SELECT c.advertiser_id FROM `campaigns` c WHERE c.id = new.campaign_id)
      ELSE (SELECT m.owner_id FROM `campaigns` c JOIN `communities` m ON m.id = c.community_id WHERE c.id = new.campaign_id)
    END);
END;--> statement-breakpoint
CREATE TRIGGER `data_versions_campaigns_insert` AFTER INSERT ON `campaigns` BEGIN
  UPDATE `data_versions` SET version = version + 1 WHERE subject = 'campaigns';
END;--> statement-breakpoint
CREATE TRIGGER `data_versions_campaigns_delete` AFTER DELETE ON `campaigns` BEGIN
  UPDATE `data_versions` SET version = version + 1 WHERE subject = 'campaigns';
END;--> statement-breakpoint
CREATE TRIGGER `data_versions_campaigns_update` AFTER UPDATE OF state, search_text ON `campaigns` BEGIN
  UPDATE `data_versions` SET version = version + 1 WHERE subject = 'campaigns';
END;--> statement-breakpoint
CREATE TRIGGER `status_counts_campaigns_insert` AFTER INSERT ON `campaigns` BEGIN
  INSERT INTO `status_counts` (subject, status, n) VALUES ('campaigns', new.state, 1)
    ON CONFLICT (subject, status) DO UPDATE SET n = n + 1;
END;--> statement-breakpoint
CREATE TRIGGER `status_counts_campaigns_delete` AFTER DELETE ON `campaigns` BEGIN
  UPDATE `status_counts` SET n = n - 1 WHERE subject = 'campaigns' AND status = old.state;
END;--> statement-breakpoint
CREATE TRIGGER `status_counts_campaigns_update` AFTER UPDATE OF state ON `campaigns`
  WHEN old.state IS NOT new.state BEGIN
  UPDATE `status_counts` SET n = n - 1 WHERE subject = 'campaigns' AND status = old.state;
  INSERT INTO `status_counts` (subject, status, n) VALUES ('campaigns', new.state, 1)
    ON CONFLICT (subject, status) DO UPDATE SET n = n + 1;
END;
