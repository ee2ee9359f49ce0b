CREATE TABLE `place_names` (
	`search_key` text NOT NULL,
	`place_id` integer NOT NULL,
	`name` text NOT NULL,
	PRIMARY KEY(`search_key`, `place_id`)
);
