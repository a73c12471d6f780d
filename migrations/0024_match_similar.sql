CREATE TABLE `match_similar` (
	`candidate_id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`version` integer NOT NULL,
	`rows` text NOT NULL,
	`computed_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `match_profiles_indexed_idx` ON `match_profiles` (`business_id`,`indexed_at`);