CREATE INDEX `threads_advertiser_idx` ON `threads` (`advertiser_id`,`last_message_id`);--> statement-breakpoint
CREATE INDEX `threads_community_idx` ON `threads` (`community_id`,`last_message_id`);--> statement-breakpoint
CREATE INDEX `threads_last_message_idx` ON `threads` (`last_message_id`);