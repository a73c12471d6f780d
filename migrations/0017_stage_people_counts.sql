CREATE TABLE `stage_people_counts` (
	`business_id` text NOT NULL,
	`stage` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`business_id`, `stage`)
);
