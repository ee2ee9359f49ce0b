ALTER TABLE `emails` ADD `recipient_key` text;--> statement-breakpoint
CREATE INDEX `emails_recipient_created_idx` ON `emails` (`recipient_key`,`created_at`);