CREATE TABLE `kept_searches` (
	`business_id` text NOT NULL,
	`key` text NOT NULL,
	`version` text NOT NULL,
	`ids` text NOT NULL,
	`total` integer NOT NULL,
	`computed_at` integer NOT NULL,
	PRIMARY KEY(`business_id`, `key`)
);
