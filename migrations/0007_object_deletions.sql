CREATE TABLE `object_deletions` (
	`key` text PRIMARY KEY NOT NULL,
	`queued_at` integer NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_tried_at` integer
);
