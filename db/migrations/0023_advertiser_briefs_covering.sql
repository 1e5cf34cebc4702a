-- One index for an advertiser's briefs: newest first (id breaks ties) for its lists and
-- its dashboard's cards, and covering its dashboard's counts and its briefs' categories.
-- With 0021's second index the planner took that one for the newest-first page and
-- sorted every brief of the advertiser.
DROP INDEX `briefs_advertiser_category_idx`;--> statement-breakpoint
DROP INDEX `briefs_advertiser_idx`;--> statement-breakpoint
CREATE INDEX `briefs_advertiser_idx` ON `briefs` (`advertiser_id`,`created_at`,`id`,`target_category`,`status`);