-- The loop after an enquiry: quote versions, the buyer's answers, payments and tax invoices.
CREATE TABLE `invoice_series` (
	`fy` text PRIMARY KEY NOT NULL,
	`last_seq` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `invoices` (
	`order_id` text PRIMARY KEY NOT NULL,
	`fy` text NOT NULL,
	`seq` integer NOT NULL,
	`invoice_no` text NOT NULL,
	`issued_at` integer NOT NULL,
	`figures` text NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_invoice_no_unique` ON `invoices` (`invoice_no`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_fy_seq` ON `invoices` (`fy`,`seq`);--> statement-breakpoint
CREATE TABLE `payments` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`reference` text NOT NULL,
	`method` text NOT NULL,
	`claimed_paise` integer NOT NULL,
	`screenshot_key` text,
	`status` text NOT NULL,
	`received_paise` integer DEFAULT 0 NOT NULL,
	`submitted_by` text NOT NULL,
	`submitted_at` integer NOT NULL,
	`verified_by` text,
	`verified_at` integer,
	`note` text,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payments_order_reference` ON `payments` (`order_id`,`reference`);--> statement-breakpoint
CREATE INDEX `payments_status` ON `payments` (`status`,`submitted_at`);--> statement-breakpoint
CREATE TABLE `quote_lines` (
	`order_id` text NOT NULL,
	`version` integer NOT NULL,
	`line_no` integer NOT NULL,
	`product_id` integer,
	`product_code` text NOT NULL,
	`product_name` text NOT NULL,
	`tamil_name` text DEFAULT '' NOT NULL,
	`per` text DEFAULT '' NOT NULL,
	`unit_paise` integer NOT NULL,
	`qty` integer NOT NULL,
	`sub_total_paise` integer NOT NULL,
	PRIMARY KEY(`order_id`, `version`, `line_no`)
);
--> statement-breakpoint
CREATE TABLE `quote_responses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` text NOT NULL,
	`version` integer NOT NULL,
	`kind` text NOT NULL,
	`message` text,
	`at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `quote_responses_order` ON `quote_responses` (`order_id`,`at`);--> statement-breakpoint
CREATE UNIQUE INDEX `quote_responses_one_acceptance` ON `quote_responses` (`order_id`,`version`) WHERE "quote_responses"."kind" = 'accepted';--> statement-breakpoint
CREATE TABLE `quotes` (
	`order_id` text NOT NULL,
	`version` integer NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`valid_until` text NOT NULL,
	`sub_total_paise` integer NOT NULL,
	`freight_paise` integer DEFAULT 0 NOT NULL,
	`packing_paise` integer DEFAULT 0 NOT NULL,
	`discount_paise` integer DEFAULT 0 NOT NULL,
	`taxable_paise` integer NOT NULL,
	`gst_rate_bp` integer NOT NULL,
	`tax_kind` text NOT NULL,
	`cgst_paise` integer NOT NULL,
	`sgst_paise` integer NOT NULL,
	`igst_paise` integer NOT NULL,
	`total_paise` integer NOT NULL,
	`created_by` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`order_id`, `version`),
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `orders` ADD `quote_token` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `accepted_version` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `buyer_gstin` text;--> statement-breakpoint
CREATE UNIQUE INDEX `orders_quote_token_unique` ON `orders` (`quote_token`);
--> statement-breakpoint
-- The write guard learns the names of the quote and payment writes (see 0003_write_guard.sql).
DROP TRIGGER `write_guard_check`;
--> statement-breakpoint
CREATE TRIGGER `write_guard_check` INSTEAD OF INSERT ON `write_guard`
BEGIN
  SELECT RAISE(ABORT, 'guard:CATALOGUE_CHANGED') WHERE NEW.`name` = 'CATALOGUE_CHANGED' AND NOT NEW.`ok`;
  SELECT RAISE(ABORT, 'guard:SETTINGS_CHANGED') WHERE NEW.`name` = 'SETTINGS_CHANGED' AND NOT NEW.`ok`;
  SELECT RAISE(ABORT, 'guard:RATE_LIMITED') WHERE NEW.`name` = 'RATE_LIMITED' AND NOT NEW.`ok`;
  SELECT RAISE(ABORT, 'guard:REPLAY') WHERE NEW.`name` = 'REPLAY' AND NOT NEW.`ok`;
  SELECT RAISE(ABORT, 'guard:UNAUTHENTICATED') WHERE NEW.`name` = 'UNAUTHENTICATED' AND NOT NEW.`ok`;
  SELECT RAISE(ABORT, 'guard:PASSWORD_CHANGE_REQUIRED') WHERE NEW.`name` = 'PASSWORD_CHANGE_REQUIRED' AND NOT NEW.`ok`;
  SELECT RAISE(ABORT, 'guard:STATUS_CHANGED') WHERE NEW.`name` = 'STATUS_CHANGED' AND NOT NEW.`ok`;
  SELECT RAISE(ABORT, 'guard:QUOTE_CHANGED') WHERE NEW.`name` = 'QUOTE_CHANGED' AND NOT NEW.`ok`;
  SELECT RAISE(ABORT, 'guard:QUOTE_EXPIRED') WHERE NEW.`name` = 'QUOTE_EXPIRED' AND NOT NEW.`ok`;
  SELECT RAISE(ABORT, 'guard:NOT_PAYABLE') WHERE NEW.`name` = 'NOT_PAYABLE' AND NOT NEW.`ok`;
  SELECT RAISE(ABORT, 'guard:ALREADY_INVOICED') WHERE NEW.`name` = 'ALREADY_INVOICED' AND NOT NEW.`ok`;
  SELECT RAISE(ABORT, 'guard:UNKNOWN') WHERE NEW.`name` NOT IN ('CATALOGUE_CHANGED', 'SETTINGS_CHANGED', 'RATE_LIMITED', 'REPLAY', 'UNAUTHENTICATED', 'PASSWORD_CHANGE_REQUIRED', 'STATUS_CHANGED', 'QUOTE_CHANGED', 'QUOTE_EXPIRED', 'NOT_PAYABLE', 'ALREADY_INVOICED') AND NOT NEW.`ok`;
END;
