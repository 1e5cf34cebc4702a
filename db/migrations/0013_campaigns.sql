CREATE TABLE `campaign_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`kind` text NOT NULL,
	`actor_id` integer,
	`note` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `campaign_events_campaign_idx` ON `campaign_events` (`campaign_id`,`id`);--> statement-breakpoint
CREATE TABLE `campaign_proofs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`links` text DEFAULT '[]' NOT NULL,
	`reach` integer,
	`reactions` integer,
	`attendees` integer,
	`note` text,
	`screenshots` text DEFAULT '[]' NOT NULL,
	`decision` text,
	`reason` text,
	`decided_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `campaign_proofs_campaign_idx` ON `campaign_proofs` (`campaign_id`,`id`);--> statement-breakpoint
CREATE TABLE `campaigns` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`application_id` integer NOT NULL,
	`brief_id` integer NOT NULL,
	`community_id` integer NOT NULL,
	`state` text DEFAULT 'IN_PROGRESS' NOT NULL,
	`agreed_fee` integer,
	`latest_proof_id` integer,
	`answer_due_at` integer,
	`search_text` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`brief_id`) REFERENCES `briefs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`community_id`) REFERENCES `communities`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `campaigns_application_unique` ON `campaigns` (`application_id`);--> statement-breakpoint
CREATE INDEX `campaigns_community_idx` ON `campaigns` (`community_id`,`state`,`id`);--> statement-breakpoint
CREATE INDEX `campaigns_brief_idx` ON `campaigns` (`brief_id`,`state`,`id`);--> statement-breakpoint
CREATE INDEX `campaigns_state_idx` ON `campaigns` (`state`,`id`);--> statement-breakpoint
CREATE INDEX `campaigns_due_idx` ON `campaigns` (`state`,`answer_due_at`);--> statement-breakpoint
CREATE TABLE `invitations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brief_id` integer NOT NULL,
	`community_id` integer NOT NULL,
	`advertiser_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`brief_id`) REFERENCES `briefs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`community_id`) REFERENCES `communities`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`advertiser_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invitations_brief_community_unique` ON `invitations` (`brief_id`,`community_id`);--> statement-breakpoint
CREATE INDEX `invitations_advertiser_idx` ON `invitations` (`advertiser_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `proof_screenshots` (
	`name` text PRIMARY KEY NOT NULL,
	`proof_id` integer NOT NULL,
	`campaign_id` integer NOT NULL,
	FOREIGN KEY (`proof_id`) REFERENCES `campaign_proofs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `proof_screenshots_proof_idx` ON `proof_screenshots` (`proof_id`);--> statement-breakpoint
ALTER TABLE `applications` ADD `proposed_fee` integer;--> statement-breakpoint
ALTER TABLE `applications` ADD `agreed_fee` integer;--> statement-breakpoint
CREATE INDEX `applications_brief_status_idx` ON `applications` (`brief_id`,`status`);--> statement-breakpoint
-- The admin's campaign search: substring match on the brief's title and the community's
-- name through FTS5's trigram tokenizer (3+ characters), like users_fts. search_text is
-- written when a campaign starts and kept in step with renames by the triggers below.
CREATE VIRTUAL TABLE `campaigns_fts` USING fts5(
  search_text, content='campaigns', content_rowid='id', tokenize='trigram'
);
--> statement-breakpoint
CREATE TRIGGER `campaigns_fts_ai` AFTER INSERT ON `campaigns` BEGIN
  INSERT INTO `campaigns_fts`(rowid, search_text) VALUES (new.id, new.search_text);
END;
--> statement-breakpoint
CREATE TRIGGER `campaigns_fts_ad` AFTER DELETE ON `campaigns` BEGIN
  INSERT INTO `campaigns_fts`(`campaigns_fts`, rowid, search_text) VALUES ('delete', old.id, old.search_text);
END;
--> statement-breakpoint
CREATE TRIGGER `campaigns_fts_au` AFTER UPDATE OF search_text ON `campaigns` BEGIN
  INSERT INTO `campaigns_fts`(`campaigns_fts`, rowid, search_text) VALUES ('delete', old.id, old.search_text);
  INSERT INTO `campaigns_fts`(rowid, search_text) VALUES (new.id, new.search_text);
END;
--> statement-breakpoint
CREATE TRIGGER `campaigns_brief_title_au` AFTER UPDATE OF title ON `briefs` BEGIN
  UPDATE `campaigns` SET search_text = new.title || ' · ' || (SELECT name FROM communities WHERE id = campaigns.community_id)
  WHERE brief_id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `campaigns_community_name_au` AFTER UPDATE OF name ON `communities` BEGIN
  UPDATE `campaigns` SET search_text = (SELECT title FROM briefs WHERE id = campaigns.brief_id) || ' · ' || new.name
  WHERE community_id = new.id;
END;
