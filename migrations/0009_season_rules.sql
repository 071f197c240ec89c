ALTER TABLE `orders` ADD `state_code` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `state_name` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `adult_confirmed_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `gstin_state_confirmed_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `eway_bill_no` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `eway_bill_at` integer;--> statement-breakpoint
ALTER TABLE `products` ADD `is_green` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `green_certificate` text DEFAULT '' NOT NULL;