CREATE TABLE `rate_limit_hits` (
	`id` integer PRIMARY KEY NOT NULL,
	`limiter` text NOT NULL,
	`key` text NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `rate_limit_hits_key_idx` ON `rate_limit_hits` (`limiter`,`key`,`expires_at`);--> statement-breakpoint
CREATE INDEX `rate_limit_hits_expires_idx` ON `rate_limit_hits` (`expires_at`);