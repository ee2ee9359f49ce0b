DROP INDEX `coupon_redemptions_code_email_idx`;--> statement-breakpoint
ALTER TABLE `coupon_redemptions` ADD `email_key` text;--> statement-breakpoint
CREATE INDEX `coupon_redemptions_code_email_key_idx` ON `coupon_redemptions` (`coupon_code`,`email_key`);--> statement-breakpoint
ALTER TABLE `orders` ADD `owner_key_hash` text;--> statement-breakpoint
-- Backfill email_key the way couponEmailKey() (src/db/coupon-queries.ts) computes it (docs/decisions/0030).
-- An empty email is no identity: its key stays NULL.
UPDATE `coupon_redemptions` SET `email_key` = lower(trim(`email`)) WHERE trim(`email`) <> '';--> statement-breakpoint
-- A +tag in the local part is the same mailbox: "ann+promo@example.com" counts as "ann@example.com".
UPDATE `coupon_redemptions`
SET `email_key` = substr(`email_key`, 1, instr(`email_key`, '+') - 1) || substr(`email_key`, instr(`email_key`, '@'))
WHERE instr(`email_key`, '+') > 1 AND instr(`email_key`, '+') < instr(`email_key`, '@');--> statement-breakpoint
-- Gmail ignores dots in the local part, and googlemail.com is the same service.
UPDATE `coupon_redemptions`
SET `email_key` = replace(substr(`email_key`, 1, instr(`email_key`, '@') - 1), '.', '') || '@gmail.com'
WHERE instr(`email_key`, '@') > 1 AND substr(`email_key`, instr(`email_key`, '@') + 1) IN ('gmail.com', 'googlemail.com');
