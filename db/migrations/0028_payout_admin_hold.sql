ALTER TABLE `payouts` ADD `admin_held_at` integer;--> statement-breakpoint
-- Payouts Xendit accepted before the reconcile asked about them: asked about at the next round.
UPDATE `payouts` SET `provider_next_at` = 0 WHERE `provider_state` = 'ACCEPTED' AND `provider_next_at` IS NULL;