-- Session ids are now stored as a SHA-256 hash of the cookie's token, with an idle end.
-- Rows written before hold tokens in clear and cannot be matched: end them (everyone
-- signs in once more) rather than keep readable tokens in the database.
DELETE FROM `sessions`;--> statement-breakpoint
ALTER TABLE `sessions` ADD `idle_expires_at` integer DEFAULT 0 NOT NULL;
