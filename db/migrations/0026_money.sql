CREATE TABLE `bank_accounts` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`bank_code` text NOT NULL,
	`account_number` text NOT NULL,
	`holder_name` text NOT NULL,
	`hold_until` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `invoice_counters` (
	`year` integer PRIMARY KEY NOT NULL,
	`last` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `invoices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`number` text NOT NULL,
	`campaign_id` integer NOT NULL,
	`advertiser_id` integer NOT NULL,
	`state` text DEFAULT 'UNPAID' NOT NULL,
	`subtotal` integer NOT NULL,
	`commission_percent` integer NOT NULL,
	`commission` integer NOT NULL,
	`community_share` integer NOT NULL,
	`tax_percent` integer NOT NULL,
	`tax` integer NOT NULL,
	`total` integer NOT NULL,
	`description` text NOT NULL,
	`issued_at` integer NOT NULL,
	`due_date` text NOT NULL,
	`reminded_at` integer,
	`paid_at` integer,
	`reference` text,
	`receipt_file` text,
	`decline_reason` text,
	`closed_at` integer,
	`buyer` text NOT NULL,
	`seller` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_number_unique` ON `invoices` (`number`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_campaign_unique` ON `invoices` (`campaign_id`);--> statement-breakpoint
CREATE INDEX `invoices_advertiser_idx` ON `invoices` (`advertiser_id`,`state`,`id`);--> statement-breakpoint
CREATE INDEX `invoices_state_idx` ON `invoices` (`state`,`id`);--> statement-breakpoint
CREATE INDEX `invoices_due_idx` ON `invoices` (`state`,`due_date`);--> statement-breakpoint
CREATE TABLE `ledger_balances` (
	`account` text PRIMARY KEY NOT NULL,
	`balance` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `ledger_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`kind` text NOT NULL,
	`campaign_id` integer,
	`memo` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_entries_key_unique` ON `ledger_entries` (`key`);--> statement-breakpoint
CREATE INDEX `ledger_entries_created_idx` ON `ledger_entries` (`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `ledger_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`entry_id` integer NOT NULL,
	`account` text NOT NULL,
	`campaign_id` integer,
	`user_id` integer,
	`amount` integer NOT NULL,
	FOREIGN KEY (`entry_id`) REFERENCES `ledger_entries`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `ledger_lines_entry_idx` ON `ledger_lines` (`entry_id`);--> statement-breakpoint
CREATE INDEX `ledger_lines_account_campaign_idx` ON `ledger_lines` (`account`,`campaign_id`,`amount`);--> statement-breakpoint
CREATE INDEX `ledger_lines_account_user_idx` ON `ledger_lines` (`account`,`user_id`,`amount`);--> statement-breakpoint
CREATE TABLE `payouts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`owner_id` integer NOT NULL,
	`amount` integer NOT NULL,
	`state` text DEFAULT 'DUE' NOT NULL,
	`reference` text,
	`sent_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payouts_campaign_unique` ON `payouts` (`campaign_id`);--> statement-breakpoint
CREATE INDEX `payouts_owner_idx` ON `payouts` (`owner_id`,`state`,`id`);--> statement-breakpoint
CREATE INDEX `payouts_state_idx` ON `payouts` (`state`,`id`);--> statement-breakpoint
CREATE TABLE `refunds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`advertiser_id` integer NOT NULL,
	`amount` integer NOT NULL,
	`state` text DEFAULT 'DUE' NOT NULL,
	`reference` text,
	`sent_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `refunds_campaign_unique` ON `refunds` (`campaign_id`);--> statement-breakpoint
CREATE INDEX `refunds_advertiser_idx` ON `refunds` (`advertiser_id`,`state`,`id`);--> statement-breakpoint
CREATE INDEX `refunds_state_idx` ON `refunds` (`state`,`id`);--> statement-breakpoint
ALTER TABLE `campaigns` ADD `payment_state` text DEFAULT 'OUTSIDE' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `billing_name` text;--> statement-breakpoint
ALTER TABLE `users` ADD `billing_address` text;--> statement-breakpoint
ALTER TABLE `users` ADD `billing_npwp` text;--> statement-breakpoint
-- The ledger is append-only, and its amounts are whole Rupiah (docs/decisions/032-money-ledger.md).
CREATE TRIGGER `ledger_entries_no_update` BEFORE UPDATE ON `ledger_entries` BEGIN SELECT RAISE(ABORT, 'ledger entries are append-only'); END;
--> statement-breakpoint
CREATE TRIGGER `ledger_entries_no_delete` BEFORE DELETE ON `ledger_entries` BEGIN SELECT RAISE(ABORT, 'ledger entries are append-only'); END;
--> statement-breakpoint
CREATE TRIGGER `ledger_lines_no_update` BEFORE UPDATE ON `ledger_lines` BEGIN SELECT RAISE(ABORT, 'ledger lines are append-only'); END;
--> statement-breakpoint
CREATE TRIGGER `ledger_lines_no_delete` BEFORE DELETE ON `ledger_lines` BEGIN SELECT RAISE(ABORT, 'ledger lines are append-only'); END;
--> statement-breakpoint
CREATE TRIGGER `ledger_lines_whole_rupiah` BEFORE INSERT ON `ledger_lines` WHEN typeof(NEW.`amount`) <> 'integer' OR NEW.`amount` = 0 BEGIN SELECT RAISE(ABORT, 'a ledger line is a non-zero whole number of Rupiah'); END;
--> statement-breakpoint
CREATE TRIGGER `ledger_lines_balance` AFTER INSERT ON `ledger_lines` BEGIN
  INSERT OR IGNORE INTO `ledger_balances` (`account`, `balance`) VALUES (NEW.`account`, 0);
  UPDATE `ledger_balances` SET `balance` = `balance` + NEW.`amount` WHERE `account` = NEW.`account`;
END;
