CREATE TABLE `resume_batches` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`uploaded_by` text,
	`file_count` integer NOT NULL,
	`notified_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `resume_batches_business_idx` ON `resume_batches` (`business_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `resumes` ADD `extractor` text;--> statement-breakpoint
ALTER TABLE `resumes` ADD `extracted_at` integer;--> statement-breakpoint
CREATE INDEX `resumes_created_idx` ON `resumes` (`business_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `resumes_candidate_idx` ON `resumes` (`business_id`,`candidate_id`);