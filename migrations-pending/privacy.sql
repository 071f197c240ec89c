-- privacy: finish the account deletions made before the personal-data map.
-- Those left the buyer's GSTIN, messages, payment references, screenshots, LR photos, quote link and
-- the invoice's mobile on enquiries they had stripped of name and mobile. Such an enquiry is known by
-- its name 'Deleted account' with an empty mobile (an enquiry cannot be sent without a mobile).
-- Photos are queued in object_deletions; the scheduled job deletes them. Safe to run again.
-- (Append after the migration that creates object_deletions; tests/api/privacy-backfill.test.ts runs
-- the block between these two marker lines.)
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
update orders set lr_photo_key = null, request_hash = null, quote_token = null, buyer_gstin = null
  where customer_name = 'Deleted account' and mobile_no = '';
-- privacy: end
