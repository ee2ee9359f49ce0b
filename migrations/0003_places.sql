CREATE TABLE `data_versions` (
	`dataset` text PRIMARY KEY NOT NULL,
	`version` text NOT NULL,
	`row_count` integer NOT NULL,
	`loaded_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `places` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`search_key` text NOT NULL,
	`country_code` text NOT NULL,
	`admin1_code` text NOT NULL,
	`population` integer NOT NULL,
	`latitude` real NOT NULL,
	`longitude` real NOT NULL,
	`feature_code` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `places_search_key_idx` ON `places` (`search_key`,`population`);