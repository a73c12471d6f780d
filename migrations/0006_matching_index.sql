CREATE TABLE `match_corpus` (
	`business_id` text PRIMARY KEY NOT NULL,
	`docs` integer DEFAULT 0 NOT NULL,
	`total_length` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `match_jobs` (
	`opportunity_id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`compiled` text NOT NULL,
	`generation` integer NOT NULL,
	`ready_generation` integer,
	`status` text NOT NULL,
	`cursor` text,
	`scanned` integer DEFAULT 0 NOT NULL,
	`requested_at` integer NOT NULL,
	`refreshed_at` integer
);
--> statement-breakpoint
CREATE INDEX `match_jobs_business_idx` ON `match_jobs` (`business_id`);--> statement-breakpoint
CREATE TABLE `match_postings` (
	`business_id` text NOT NULL,
	`term` text NOT NULL,
	`candidate_id` text NOT NULL,
	PRIMARY KEY(`business_id`, `term`, `candidate_id`)
);
--> statement-breakpoint
CREATE INDEX `match_postings_candidate_idx` ON `match_postings` (`business_id`,`candidate_id`);--> statement-breakpoint
CREATE TABLE `match_profiles` (
	`candidate_id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`profile` text NOT NULL,
	`stale` integer DEFAULT false NOT NULL,
	`indexed_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `match_profiles_business_idx` ON `match_profiles` (`business_id`,`candidate_id`);--> statement-breakpoint
CREATE INDEX `match_profiles_stale_idx` ON `match_profiles` (`business_id`,`stale`);--> statement-breakpoint
CREATE TABLE `match_scores` (
	`business_id` text NOT NULL,
	`opportunity_id` text NOT NULL,
	`generation` integer NOT NULL,
	`candidate_id` text NOT NULL,
	`score` integer NOT NULL,
	`relevance` real DEFAULT 0 NOT NULL,
	`explanation` text NOT NULL,
	PRIMARY KEY(`opportunity_id`, `generation`, `candidate_id`)
);
--> statement-breakpoint
CREATE INDEX `match_scores_rank_idx` ON `match_scores` (`business_id`,`opportunity_id`,`generation`,`score`,`relevance`);--> statement-breakpoint
CREATE INDEX `match_scores_candidate_idx` ON `match_scores` (`business_id`,`candidate_id`);--> statement-breakpoint
CREATE TABLE `match_terms` (
	`business_id` text NOT NULL,
	`term` text NOT NULL,
	`df` integer NOT NULL,
	PRIMARY KEY(`business_id`, `term`)
);
