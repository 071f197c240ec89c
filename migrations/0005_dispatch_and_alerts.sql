-- After payment: the dispatch record with its transporter branch, the seller's push subscriptions and the alerts waiting to be sent, and the language each enquiry was sent in.
CREATE TABLE `alerts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`order_id` text,
	`dedupe_key` text NOT NULL,
	`payload` text NOT NULL,
	`created_at` integer NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`sent_at` integer,
	`dropped_at` integer,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `alerts_dedupe_key_unique` ON `alerts` (`dedupe_key`);--> statement-breakpoint
CREATE INDEX `alerts_due` ON `alerts` (`sent_at`,`dropped_at`,`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `push_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`created_at` integer NOT NULL,
	`last_success_at` integer,
	`failures` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `push_subscriptions_endpoint_unique` ON `push_subscriptions` (`endpoint`);--> statement-breakpoint
CREATE INDEX `push_subscriptions_account` ON `push_subscriptions` (`account_id`);--> statement-breakpoint
CREATE TABLE `shipments` (
	`order_id` text PRIMARY KEY NOT NULL,
	`transporter_id` text NOT NULL,
	`transporter_name` text NOT NULL,
	`branch_id` text NOT NULL,
	`branch_town` text NOT NULL,
	`branch_address` text NOT NULL,
	`branch_phone` text NOT NULL,
	`branch_map_link` text DEFAULT '' NOT NULL,
	`free_days` integer NOT NULL,
	`parcels` integer NOT NULL,
	`freight_mode` text NOT NULL,
	`freight_paise` integer DEFAULT 0 NOT NULL,
	`lr_number` text NOT NULL,
	`dispatched_at` integer NOT NULL,
	`arrived_at` integer,
	`collected_at` integer,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `orders` ADD `locale` text DEFAULT 'en' NOT NULL;