CREATE TABLE `sign_in_links` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`expires_at` integer NOT NULL,
	`opened_at` integer,
	`browser_key_hash` text,
	`signed_in_until` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sign_in_links_email_created_idx` ON `sign_in_links` (`email`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `sign_in_links_browser_idx` ON `sign_in_links` (`browser_key_hash`);--> statement-breakpoint
CREATE INDEX `sign_in_links_created_idx` ON `sign_in_links` (`created_at`);--> statement-breakpoint
DROP INDEX `emails_order_kind_idx`;--> statement-breakpoint
CREATE UNIQUE INDEX `emails_order_kind_idx` ON `emails` (`order_id`,`kind`) WHERE kind <> 'my_orders_link';