-- Issue 20: the analytics' counters and indexes (docs/analytics.md, "Speed"); the counters are kept by
-- the triggers of analytics_counters_triggers. Edited by hand: WITHOUT ROWID (a report reads a
-- block's rows in the primary key's order, the counts in the key's own b-tree), and the settled
-- offers' index on its expression (drizzle-kit splits the expression at its commas).
CREATE TABLE `cohort_counts` (
	`business_id` text NOT NULL,
	`span` integer NOT NULL,
	`start_day` integer NOT NULL,
	`opportunity_id` text NOT NULL,
	`source` text NOT NULL,
	`recruiter_id` text NOT NULL,
	`reached_new` integer DEFAULT 0 NOT NULL,
	`reached_screening` integer DEFAULT 0 NOT NULL,
	`reached_shortlisted` integer DEFAULT 0 NOT NULL,
	`reached_interviewing` integer DEFAULT 0 NOT NULL,
	`reached_offered` integer DEFAULT 0 NOT NULL,
	`reached_hired` integer DEFAULT 0 NOT NULL,
	`applied_under_1` integer DEFAULT 0 NOT NULL,
	`applied_1_2` integer DEFAULT 0 NOT NULL,
	`applied_3_5` integer DEFAULT 0 NOT NULL,
	`applied_6_10` integer DEFAULT 0 NOT NULL,
	`applied_over_10` integer DEFAULT 0 NOT NULL,
	`applied_unknown` integer DEFAULT 0 NOT NULL,
	`hired_under_1` integer DEFAULT 0 NOT NULL,
	`hired_1_2` integer DEFAULT 0 NOT NULL,
	`hired_3_5` integer DEFAULT 0 NOT NULL,
	`hired_6_10` integer DEFAULT 0 NOT NULL,
	`hired_over_10` integer DEFAULT 0 NOT NULL,
	`hired_unknown` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`business_id`, `span`, `start_day`, `opportunity_id`, `source`, `recruiter_id`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `move_counts` (
	`business_id` text NOT NULL,
	`span` integer NOT NULL,
	`start_day` integer NOT NULL,
	`actor_id` text NOT NULL,
	`opportunity_id` text NOT NULL,
	`source` text NOT NULL,
	`recruiter_id` text NOT NULL,
	`moves` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`business_id`, `span`, `start_day`, `actor_id`, `opportunity_id`, `source`, `recruiter_id`)
) WITHOUT ROWID;
--> statement-breakpoint
ALTER TABLE `applications` ADD `reached` integer DEFAULT -1 NOT NULL;--> statement-breakpoint
ALTER TABLE `applications` ADD `hired_at` integer;--> statement-breakpoint
ALTER TABLE `applications` ADD `recruiter_id` text;--> statement-breakpoint
ALTER TABLE `applications` ADD `experience_years` integer;--> statement-breakpoint
CREATE INDEX `applications_hired_idx` ON `applications` (`business_id`,`hired_at`,`opportunity_id`,`source`,`recruiter_id`,`applied_at`) WHERE hired_at is not null;--> statement-breakpoint
CREATE INDEX `applications_job_hires_idx` ON `applications` (`business_id`,`opportunity_id`,`hired_at`,`stage`,`source`,`recruiter_id`) WHERE hired_at is not null;--> statement-breakpoint
CREATE INDEX `comments_created_idx` ON `comments` (`business_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `feedback_created_idx` ON `feedback` (`business_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `offer_letters_sent_idx` ON `offer_letters` (`business_id`,`sent_at`);--> statement-breakpoint
CREATE INDEX `offer_letters_signed_idx` ON `offer_letters` (`business_id`,`signed_at`);--> statement-breakpoint
CREATE INDEX `offer_letters_settled_idx` ON `offer_letters` (`business_id`,coalesce(`signed_at`, `declined_at`, `expired_at`));
