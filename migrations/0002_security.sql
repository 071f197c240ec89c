CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`scope` text NOT NULL,
	`created_at` integer NOT NULL,
	`absolute_expires_at` integer NOT NULL,
	`revoked_at` integer,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_account` ON `sessions` (`account_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `sessions_expires` ON `sessions` (`absolute_expires_at`);--> statement-breakpoint
ALTER TABLE `accounts` ADD `initial_password_expires_at` integer;--> statement-breakpoint
ALTER TABLE `rate_limits` ADD `expires_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `rate_limits_expires` ON `rate_limits` (`expires_at`);