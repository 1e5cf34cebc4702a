CREATE TABLE `payment_callbacks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`provider` text NOT NULL,
	`kind` text NOT NULL,
	`received_at` integer NOT NULL,
	`external_id` text,
	`provider_ref` text,
	`status` text,
	`invoice_id` integer,
	`payout_id` integer,
	`outcome` text NOT NULL,
	`http_status` integer NOT NULL,
	`body` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `payment_callbacks_invoice_idx` ON `payment_callbacks` (`invoice_id`,`id`);--> statement-breakpoint
CREATE INDEX `payment_callbacks_payout_idx` ON `payment_callbacks` (`payout_id`,`id`);--> statement-breakpoint
CREATE INDEX `payment_callbacks_received_idx` ON `payment_callbacks` (`received_at`);--> statement-breakpoint
ALTER TABLE `invoices` ADD `provider` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `provider_state` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `provider_invoice_id` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `checkout_url` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `provider_attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `invoices` ADD `provider_next_at` integer;--> statement-breakpoint
ALTER TABLE `invoices` ADD `provider_error` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `provider_checked_at` integer;--> statement-breakpoint
CREATE INDEX `invoices_provider_due_idx` ON `invoices` (`provider_state`,`provider_next_at`);--> statement-breakpoint
ALTER TABLE `payouts` ADD `provider` text;--> statement-breakpoint
ALTER TABLE `payouts` ADD `provider_state` text;--> statement-breakpoint
ALTER TABLE `payouts` ADD `provider_payout_id` text;--> statement-breakpoint
ALTER TABLE `payouts` ADD `provider_round` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `payouts` ADD `provider_attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `payouts` ADD `provider_next_at` integer;--> statement-breakpoint
ALTER TABLE `payouts` ADD `provider_error` text;--> statement-breakpoint
CREATE INDEX `payouts_provider_due_idx` ON `payouts` (`provider_state`,`provider_next_at`);