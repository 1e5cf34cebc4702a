-- The reviews a party owes are read from reviews_owed (migration 0020); no query walks
-- a community's or a brief's campaigns by review window any more.
DROP INDEX `campaigns_community_reviews_idx`;--> statement-breakpoint
DROP INDEX `campaigns_brief_reviews_idx`;