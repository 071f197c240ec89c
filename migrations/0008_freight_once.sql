ALTER TABLE `quotes` ADD `freight_terms` text DEFAULT 'with_order' NOT NULL;--> statement-breakpoint
ALTER TABLE `quotes` ADD `freight_to_pay_paise` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `shipments` ADD `freight_reason` text;--> statement-breakpoint
-- Quotes sent before the terms existed: freight charged in a quote was paid with the order; a quote
-- without freight left it to the branch, as the shop's pages told every buyer
-- (freightTermsOf in worker/contract/freight.ts decides a quote sent without terms the same way).
UPDATE `quotes` SET `freight_terms` = 'to_pay' WHERE `freight_paise` = 0;
