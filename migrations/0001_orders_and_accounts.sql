CREATE TABLE `accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`mobile_no` text NOT NULL,
	`customer_name` text NOT NULL,
	`email_id` text,
	`address` text DEFAULT '' NOT NULL,
	`city` text DEFAULT '' NOT NULL,
	`district` text,
	`state` text,
	`pin_code` text DEFAULT '' NOT NULL,
	`role` text DEFAULT 'user' NOT NULL,
	`password_hash` text NOT NULL,
	`password_is_initial` integer DEFAULT true NOT NULL,
	`tokens_valid_after` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `accounts_mobile_no_unique` ON `accounts` (`mobile_no`);--> statement-breakpoint
CREATE TABLE `order_lines` (
	`order_id` text NOT NULL,
	`line_no` integer NOT NULL,
	`product_id` integer,
	`product_code` text NOT NULL,
	`product_name` text NOT NULL,
	`tamil_name` text DEFAULT '' NOT NULL,
	`per` text DEFAULT '' NOT NULL,
	`mrp_paise` integer NOT NULL,
	`discount_percentage` integer NOT NULL,
	`unit_paise` integer NOT NULL,
	`qty` integer NOT NULL,
	`sub_total_paise` integer NOT NULL,
	PRIMARY KEY(`order_id`, `line_no`),
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `order_status_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` text NOT NULL,
	`from_status` text,
	`to_status` text NOT NULL,
	`note` text,
	`actor` text NOT NULL,
	`at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `order_status_history_order` ON `order_status_history` (`order_id`,`at`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` text PRIMARY KEY NOT NULL,
	`order_no` integer NOT NULL,
	`account_id` text,
	`customer_name` text NOT NULL,
	`mobile_no` text NOT NULL,
	`email_id` text,
	`address` text NOT NULL,
	`city` text NOT NULL,
	`pin_code` text NOT NULL,
	`reference_by` text NOT NULL,
	`sub_total_paise` integer NOT NULL,
	`discount_paise` integer DEFAULT 0 NOT NULL,
	`net_amount_paise` integer NOT NULL,
	`minimum_order_paise` integer NOT NULL,
	`amount_in_words` text NOT NULL,
	`status` text NOT NULL,
	`lr_photo_key` text,
	`lr_number` text,
	`transporter` text,
	`idempotency_key` text,
	`request_hash` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_order_no_unique` ON `orders` (`order_no`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_idempotency_key_unique` ON `orders` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `orders_mobile` ON `orders` (`mobile_no`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_account` ON `orders` (`account_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_status` ON `orders` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL
);
