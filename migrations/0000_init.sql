CREATE TABLE `artifacts` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`kind` text NOT NULL,
	`name` text NOT NULL,
	`r2_key` text NOT NULL,
	`content_type` text NOT NULL,
	`size_bytes` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `artifacts_order_name_idx` ON `artifacts` (`order_id`,`name`);--> statement-breakpoint
CREATE UNIQUE INDEX `artifacts_r2_key_idx` ON `artifacts` (`r2_key`);--> statement-breakpoint
CREATE TABLE `coupon_redemptions` (
	`id` text PRIMARY KEY NOT NULL,
	`coupon_code` text NOT NULL,
	`order_id` text NOT NULL,
	`email` text NOT NULL,
	`discount_cents` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`coupon_code`) REFERENCES `coupons`(`code`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `coupon_redemptions_order_idx` ON `coupon_redemptions` (`order_id`);--> statement-breakpoint
CREATE INDEX `coupon_redemptions_code_email_idx` ON `coupon_redemptions` (`coupon_code`,`email`);--> statement-breakpoint
CREATE TABLE `coupons` (
	`code` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`value` integer DEFAULT 0 NOT NULL,
	`product_scope` text DEFAULT 'any' NOT NULL,
	`max_redemptions` integer,
	`redemption_count` integer DEFAULT 0 NOT NULL,
	`per_email_limit` integer,
	`expires_at` integer,
	`active` integer DEFAULT true NOT NULL,
	`note` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "coupons_count_within_max" CHECK("coupons"."max_redemptions" IS NULL OR "coupons"."redemption_count" <= "coupons"."max_redemptions")
);
--> statement-breakpoint
CREATE INDEX `coupons_active_idx` ON `coupons` (`active`);--> statement-breakpoint
CREATE TABLE `jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`type` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`priority` integer DEFAULT 100 NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`started_at` integer,
	`finished_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `jobs_order_type_idx` ON `jobs` (`order_id`,`type`);--> statement-breakpoint
CREATE INDEX `jobs_status_created_idx` ON `jobs` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `jobs_created_idx` ON `jobs` (`created_at`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` text PRIMARY KEY NOT NULL,
	`product_type` text NOT NULL,
	`status` text DEFAULT 'awaiting_payment' NOT NULL,
	`email` text NOT NULL,
	`star_sign` text,
	`birth_day` integer,
	`birth_month` integer,
	`birth_year` integer,
	`city` text,
	`preference` text,
	`relationship_status` text,
	`first_name` text,
	`original_price_cents` integer NOT NULL,
	`final_price_cents` integer NOT NULL,
	`currency` text DEFAULT 'AUD' NOT NULL,
	`payment_method` text DEFAULT 'none' NOT NULL,
	`coupon_code` text,
	`failure_reason` text,
	`paid_at` integer,
	`delivered_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "orders_prices_non_negative" CHECK("orders"."original_price_cents" >= 0 AND "orders"."final_price_cents" >= 0),
	CONSTRAINT "orders_final_not_above_original" CHECK("orders"."final_price_cents" <= "orders"."original_price_cents")
);
--> statement-breakpoint
CREATE INDEX `orders_email_created_idx` ON `orders` (`email`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_status_created_idx` ON `orders` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_product_status_idx` ON `orders` (`product_type`,`status`);--> statement-breakpoint
CREATE INDEX `orders_created_idx` ON `orders` (`created_at`);--> statement-breakpoint
CREATE TABLE `payments` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`provider` text DEFAULT 'paypal' NOT NULL,
	`provider_order_id` text NOT NULL,
	`capture_id` text,
	`status` text DEFAULT 'created' NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text DEFAULT 'AUD' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payments_provider_order_idx` ON `payments` (`provider_order_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_capture_idx` ON `payments` (`capture_id`);--> statement-breakpoint
CREATE INDEX `payments_order_idx` ON `payments` (`order_id`);--> statement-breakpoint
CREATE INDEX `payments_status_created_idx` ON `payments` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `readings` (
	`id` text PRIMARY KEY NOT NULL,
	`session_id` text NOT NULL,
	`order_id` text NOT NULL,
	`spread_type` text NOT NULL,
	`intention` text NOT NULL,
	`cards_json` text NOT NULL,
	`interpretation` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`session_id`) REFERENCES `tarot_sessions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `readings_session_idx` ON `readings` (`session_id`);--> statement-breakpoint
CREATE INDEX `readings_order_idx` ON `readings` (`order_id`);--> statement-breakpoint
CREATE INDEX `readings_created_idx` ON `readings` (`created_at`);--> statement-breakpoint
CREATE TABLE `tarot_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`status` text DEFAULT 'intention' NOT NULL,
	`spread_type` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tarot_sessions_order_idx` ON `tarot_sessions` (`order_id`);--> statement-breakpoint
CREATE INDEX `tarot_sessions_status_idx` ON `tarot_sessions` (`status`);--> statement-breakpoint
CREATE TABLE `webhook_events` (
	`id` text PRIMARY KEY NOT NULL,
	`event_type` text NOT NULL,
	`resource_id` text,
	`order_id` text,
	`outcome` text NOT NULL,
	`detail` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `webhook_events_order_idx` ON `webhook_events` (`order_id`);--> statement-breakpoint
CREATE INDEX `webhook_events_received_idx` ON `webhook_events` (`created_at`);