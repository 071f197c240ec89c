CREATE TABLE `object_deletions` (
	`key` text PRIMARY KEY NOT NULL,
	`queued_at` integer NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_tried_at` integer
);
--> statement-breakpoint
ALTER TABLE `orders` ADD `access_code` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Access codes (the way back): every enquiry placed before access codes existed gets one, so the way back (mobile + enquiry
-- number + code) works for it too; its buyer reads the code on their bill or in My Orders, or the
-- seller reads it out from the console. random() draws from SQLite's own generator, seeded from the
-- system's randomness (as randomblob does); 40 random bits taken modulo 31 favour no letter
-- measurably. The alphabet is ACCESS_CODE_ALPHABET in worker/contract/access-code.ts.
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
--> statement-breakpoint
-- privacy: finish the account deletions made before the personal-data map.
-- Those left the buyer's GSTIN, messages, payment references, screenshots, LR photos, quote link and
-- the invoice's mobile on enquiries they had stripped of name and mobile. Such an enquiry is known by
-- its name 'Deleted account' with an empty mobile (an enquiry cannot be sent without a mobile).
-- Photos are queued in object_deletions; the scheduled job deletes them. Safe to run again.
-- (tests/api/privacy-backfill.test.ts runs the block between this first line and the end marker.)
insert or ignore into object_deletions (key, queued_at, attempts)
  select screenshot_key, cast(unixepoch('subsec') * 1000 as integer), 0 from payments
  where screenshot_key is not null
    and order_id in (select id from orders where customer_name = 'Deleted account' and mobile_no = '');
--> statement-breakpoint
insert or ignore into object_deletions (key, queued_at, attempts)
  select lr_photo_key, cast(unixepoch('subsec') * 1000 as integer), 0 from orders
  where lr_photo_key is not null and customer_name = 'Deleted account' and mobile_no = '';
--> statement-breakpoint
update payments set
    reference = case when reference = '' then reference else '[deleted payment] ' || id end,
    screenshot_key = null,
    note = case when note is null or note = '' then note else '[deleted]' end
  where order_id in (select id from orders where customer_name = 'Deleted account' and mobile_no = '')
    and reference not like '[deleted payment] %';
--> statement-breakpoint
update quote_responses set message = '[deleted]'
  where message is not null and message <> '' and message <> '[deleted]'
    and order_id in (select id from orders where customer_name = 'Deleted account' and mobile_no = '');
--> statement-breakpoint
update order_status_history set note = '[deleted]'
  where note is not null and note <> '' and note <> '[deleted]'
    and order_id in (select id from orders where customer_name = 'Deleted account' and mobile_no = '');
--> statement-breakpoint
update quotes set note = '[deleted]'
  where note <> '' and note <> '[deleted]'
    and order_id in (select id from orders where customer_name = 'Deleted account' and mobile_no = '');
--> statement-breakpoint
update invoices set figures = json_set(figures, '$.buyer.mobile', '')
  where order_id in (select id from orders where customer_name = 'Deleted account' and mobile_no = '');
--> statement-breakpoint
update orders set lr_photo_key = null, request_hash = null, quote_token = null, buyer_gstin = null,
    access_code = ''
  where customer_name = 'Deleted account' and mobile_no = '';
-- privacy: end
