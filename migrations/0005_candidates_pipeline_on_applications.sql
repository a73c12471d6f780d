-- The stage and the job of a candidate now live on their applications (0003, 0004). drizzle-kit rebuilds the
-- table between PRAGMA foreign_keys=OFF/ON, which D1 ignores inside a migration's transaction; D1's way is to
-- defer the checks while the table is swapped (developers.cloudflare.com/d1/sql-api/foreign-keys/).
PRAGMA defer_foreign_keys = on;--> statement-breakpoint
CREATE TABLE `__new_candidates` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text DEFAULT '' NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`location` text,
	`current_title` text,
	`current_company` text,
	`experience_years` integer,
	`qualification` text,
	`skills` text NOT NULL,
	`education` text,
	`experience` text,
	`summary` text,
	`linkedin_url` text,
	`expected_salary` integer,
	`notice_period_days` integer,
	`source` text DEFAULT 'manual' NOT NULL,
	`is_blacklisted` integer DEFAULT false NOT NULL,
	`blacklist_reason` text,
	`resume_document_id` text,
	`assigned_to` text,
	`password_hash` text,
	`registered_at` integer,
	`last_login_at` integer,
	`created_by` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`resume_document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`assigned_to`) REFERENCES `employees`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `__new_candidates`("id", "business_id", "first_name", "last_name", "email", "phone", "location", "current_title", "current_company", "experience_years", "qualification", "skills", "education", "experience", "summary", "linkedin_url", "expected_salary", "notice_period_days", "source", "is_blacklisted", "blacklist_reason", "resume_document_id", "assigned_to", "password_hash", "registered_at", "last_login_at", "created_by", "created_at", "updated_at") SELECT "id", "business_id", "first_name", "last_name", "email", "phone", "location", "current_title", "current_company", "experience_years", "qualification", "skills", "education", "experience", "summary", "linkedin_url", "expected_salary", "notice_period_days", "source", "is_blacklisted", "blacklist_reason", "resume_document_id", "assigned_to", "password_hash", "registered_at", "last_login_at", "created_by", "created_at", "updated_at" FROM `candidates`;--> statement-breakpoint
DROP TABLE `candidates`;--> statement-breakpoint
ALTER TABLE `__new_candidates` RENAME TO `candidates`;--> statement-breakpoint
PRAGMA defer_foreign_keys = off;--> statement-breakpoint
CREATE UNIQUE INDEX `candidates_email_unique` ON `candidates` (`business_id`,`email`);--> statement-breakpoint
CREATE INDEX `candidates_business_idx` ON `candidates` (`business_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `candidates_phone_idx` ON `candidates` (`business_id`,`phone`);--> statement-breakpoint
CREATE INDEX `candidates_registered_idx` ON `candidates` (`business_id`,`registered_at`);