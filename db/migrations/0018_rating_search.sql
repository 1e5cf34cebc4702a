-- The Rating order (rating, then review count, then the Recommended order) as one index:
-- a page sorted by rating walks it backwards without sorting, and a minimum rating is a
-- range of it. It starts with the columns of communities_rating_idx, which it replaces.
DROP INDEX `communities_rating_idx`;--> statement-breakpoint
CREATE INDEX `communities_rating_order_idx` ON `communities` (`rating`,`rating_count`,`is_verified`,`member_count`,`created_at`);
