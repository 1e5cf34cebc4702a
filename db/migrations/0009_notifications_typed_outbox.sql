CREATE TABLE `email_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`to_address` text NOT NULL,
	`lang` text NOT NULL,
	`subject` text NOT NULL,
	`text_body` text NOT NULL,
	`html_body` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`sent_at` integer,
	`last_error` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `email_outbox_due_idx` ON `email_outbox` (`sent_at`,`next_attempt_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `lang` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
-- Notifications become a type and its parameters, rendered in the reader's language
-- when read. The rows stored with English title and message get their
-- parameters from the rows they are about, before those two columns go.
UPDATE `notifications` SET `type` = 'brief_application_approved'
  WHERE `type` = 'application_approved'
    AND `user_id` = (SELECT `advertiser_id` FROM `briefs` WHERE `id` = json_extract(`notifications`.`data`, '$.briefId'));--> statement-breakpoint
UPDATE `notifications` SET `data` = json_set(`data`,
    '$.name', coalesce((SELECT `fullname` FROM `users` WHERE `id` = json_extract(`notifications`.`data`, '$.userId')), ''),
    '$.email', coalesce((SELECT `email` FROM `users` WHERE `id` = json_extract(`notifications`.`data`, '$.userId')), ''))
  WHERE `type` = 'new_user';--> statement-breakpoint
UPDATE `notifications` SET `data` = json_set(`data`,
    '$.title', coalesce((SELECT `title` FROM `briefs` WHERE `id` = json_extract(`notifications`.`data`, '$.briefId')), ''),
    '$.company', coalesce((SELECT `company_name` FROM `briefs` WHERE `id` = json_extract(`notifications`.`data`, '$.briefId')), ''))
  WHERE `type` IN ('new_brief', 'brief_approved', 'brief_rejected');--> statement-breakpoint
UPDATE `notifications` SET `data` = json_set(`data`,
    '$.notes', coalesce((SELECT `admin_notes` FROM `briefs` WHERE `id` = json_extract(`notifications`.`data`, '$.briefId')), ''))
  WHERE `type` IN ('brief_approved', 'brief_rejected');--> statement-breakpoint
UPDATE `notifications` SET `data` = json_set(`data`,
    '$.brief', coalesce((SELECT `title` FROM `briefs` WHERE `id` = json_extract(`notifications`.`data`, '$.briefId')), ''),
    '$.community', coalesce((SELECT `name` FROM `communities` WHERE `id` = json_extract(`notifications`.`data`, '$.communityId')), ''),
    '$.notes', coalesce((SELECT `admin_notes` FROM `applications` WHERE `id` = json_extract(`notifications`.`data`, '$.applicationId')), ''))
  WHERE `type` IN ('new_application', 'application_approved', 'application_rejected', 'brief_application_approved');--> statement-breakpoint
UPDATE `notifications` SET `data` = json_set(`data`,
    '$.name', coalesce((SELECT `name` FROM `contact_messages` WHERE `id` = json_extract(`notifications`.`data`, '$.contactMessageId')), ''),
    '$.email', coalesce((SELECT `email` FROM `contact_messages` WHERE `id` = json_extract(`notifications`.`data`, '$.contactMessageId')), ''))
  WHERE `type` = 'new_contact_message';--> statement-breakpoint
UPDATE `notifications` SET `data` = json_set(`data`,
    '$.reason', coalesce((SELECT `rejection_reason` FROM `users` WHERE `id` = `notifications`.`user_id`), ''))
  WHERE `type` = 'account_rejected';--> statement-breakpoint
UPDATE `notifications` SET `data` = json_set(`data`,
    '$.community', coalesce((SELECT `name` FROM `communities` WHERE `id` = json_extract(`notifications`.`data`, '$.communityId')), ''))
  WHERE `type` IN ('community_verified', 'community_unverified');--> statement-breakpoint
ALTER TABLE `notifications` DROP COLUMN `title`;--> statement-breakpoint
ALTER TABLE `notifications` DROP COLUMN `message`;