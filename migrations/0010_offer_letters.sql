PRAGMA defer_foreign_keys = on;
--> statement-breakpoint
CREATE TABLE `__new_offer_letters` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`candidate_id` text NOT NULL,
	`application_id` text NOT NULL,
	`opportunity_id` text NOT NULL,
	`template_id` text,
	`status` text DEFAULT 'draft' NOT NULL,
	`title` text NOT NULL,
	`body` text NOT NULL,
	`salary_minor` integer NOT NULL,
	`currency` text NOT NULL,
	`salary_period` text DEFAULT 'year' NOT NULL,
	`start_date` text NOT NULL,
	`expires_on` text NOT NULL,
	`expires_at` integer NOT NULL,
	`manager_id` text,
	`created_by` text,
	`sent_by` text,
	`sent_at` integer,
	`viewed_at` integer,
	`code_sent_at` integer,
	`code_verified_at` integer,
	`signed_at` integer,
	`declined_at` integer,
	`revoked_at` integer,
	`revoked_by` text,
	`expired_at` integer,
	`reason` text,
	`consent_version` text,
	`signer_name` text,
	`signer_email` text,
	`signer_ip` text,
	`signer_user_agent` text,
	`document_id` text,
	`original_sha256` text,
	`signature_placement` text,
	`signed_letter_document_id` text,
	`signed_letter_sha256` text,
	`signed_document_id` text,
	`signed_sha256` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`candidate_id`) REFERENCES `candidates`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`opportunity_id`) REFERENCES `opportunities`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`template_id`) REFERENCES `email_templates`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`manager_id`) REFERENCES `employees`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `employees`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`sent_by`) REFERENCES `employees`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`revoked_by`) REFERENCES `employees`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`signed_letter_document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`signed_document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
-- Hand-edited (docs/offers.md, "Migrations"): drizzle-kit copies the new columns from the old table,
-- which has none of them. Before issue 19 nothing wrote offer letters but the demo seed; each of its
-- rows moves over linked to its candidate's application to the same job (a row with no such
-- application is left out), with its salary in minor units, a 14-day window to sign, and, having no
-- PDF, back as a draft that can be previewed and sent. D1 ignores PRAGMA foreign_keys inside a
-- migration; defer_foreign_keys is its way (as in 0005).
INSERT INTO `__new_offer_letters`("id", "business_id", "candidate_id", "application_id", "opportunity_id", "status", "title", "body", "salary_minor", "currency", "salary_period", "start_date", "expires_on", "expires_at", "sent_by", "created_by", "created_at", "updated_at")
SELECT o."id", o."business_id", o."candidate_id", a."id", a."opportunity_id", 'draft', o."title", o."body",
  coalesce(o."salary", 0) * 100, coalesce(o."currency", 'USD'), 'year',
  coalesce(o."start_date", strftime('%Y-%m-%d', 'now', '+30 days')),
  strftime('%Y-%m-%d', 'now', '+14 days'), (unixepoch('now', '+15 days') * 1000),
  NULL, o."sent_by", o."created_at", o."updated_at"
FROM `offer_letters` o
JOIN `applications` a ON a."business_id" = o."business_id" AND a."candidate_id" = o."candidate_id"
  AND a."opportunity_id" = o."opportunity_id";
--> statement-breakpoint
DROP TABLE `offer_letters`;--> statement-breakpoint
ALTER TABLE `__new_offer_letters` RENAME TO `offer_letters`;--> statement-breakpoint
CREATE TABLE `offer_letter_events` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`offer_letter_id` text NOT NULL,
	`seq` integer NOT NULL,
	`kind` text NOT NULL,
	`actor_kind` text NOT NULL,
	`actor_id` text,
	`ip` text,
	`user_agent` text,
	`detail` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`offer_letter_id`) REFERENCES `offer_letters`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `offer_letter_events_seq_unique` ON `offer_letter_events` (`offer_letter_id`,`seq`);--> statement-breakpoint
CREATE INDEX `offer_letters_candidate_idx` ON `offer_letters` (`business_id`,`candidate_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `offer_letters_due_idx` ON `offer_letters` (`status`,`expires_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `offer_letters_open_unique` ON `offer_letters` (`application_id`) WHERE status in ('draft', 'sent', 'viewed');--> statement-breakpoint
CREATE INDEX `offer_letters_original_sha_idx` ON `offer_letters` (`original_sha256`);--> statement-breakpoint
CREATE INDEX `offer_letters_signed_letter_sha_idx` ON `offer_letters` (`signed_letter_sha256`);--> statement-breakpoint
CREATE INDEX `offer_letters_signed_sha_idx` ON `offer_letters` (`signed_sha256`);--> statement-breakpoint
PRAGMA defer_foreign_keys = off;
