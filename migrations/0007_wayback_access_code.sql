ALTER TABLE `orders` ADD `access_code` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Existing enquiries get a code too (as migrations-pending/wayback.sql).
UPDATE `orders` SET `access_code` =
  substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + (random() & 1099511627775) % 31, 1)
  || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + (random() & 1099511627775) % 31, 1)
  || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + (random() & 1099511627775) % 31, 1)
  || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + (random() & 1099511627775) % 31, 1)
  || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + (random() & 1099511627775) % 31, 1)
  || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + (random() & 1099511627775) % 31, 1)
  || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + (random() & 1099511627775) % 31, 1)
  || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + (random() & 1099511627775) % 31, 1)
WHERE `access_code` = '';
