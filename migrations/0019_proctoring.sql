CREATE TABLE `face_checks` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`interview_id` text NOT NULL,
	`phase` text NOT NULL,
	`faces` integer NOT NULL,
	`boxes` text NOT NULL,
	`snapshot_document_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`interview_id`) REFERENCES `interviews`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`snapshot_document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `face_checks_interview_idx` ON `face_checks` (`business_id`,`interview_id`,`created_at`);--> statement-breakpoint
DROP INDEX `video_chunks_unique`;--> statement-breakpoint
ALTER TABLE `video_chunks` ADD `recording` text DEFAULT 'r0' NOT NULL;--> statement-breakpoint
ALTER TABLE `video_chunks` ADD `content_type` text DEFAULT 'video/webm' NOT NULL;--> statement-breakpoint
ALTER TABLE `video_chunks` ADD `started_at` integer;--> statement-breakpoint
ALTER TABLE `video_chunks` ADD `duration_ms` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `video_chunks_unique` ON `video_chunks` (`interview_id`,`recording`,`sequence`);--> statement-breakpoint
ALTER TABLE `interviews` ADD `warnings_end_exam` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `interviews` ADD `integrity_decision` text;--> statement-breakpoint
ALTER TABLE `interviews` ADD `integrity_note` text;--> statement-breakpoint
ALTER TABLE `interviews` ADD `integrity_reviewed_by` text REFERENCES employees(id);--> statement-breakpoint
ALTER TABLE `interviews` ADD `integrity_reviewed_at` integer;--> statement-breakpoint
ALTER TABLE `interviews` ADD `candidate_integrity_note` text;--> statement-breakpoint
ALTER TABLE `interviews` ADD `recordings_deleted_at` integer;--> statement-breakpoint
ALTER TABLE `warnings` ADD `severity` text DEFAULT 'medium' NOT NULL;--> statement-breakpoint
ALTER TABLE `warnings` ADD `client_id` text;--> statement-breakpoint
ALTER TABLE `warnings` ADD `occurred_at` integer;--> statement-breakpoint
ALTER TABLE `warnings` ADD `duration_ms` integer;--> statement-breakpoint
ALTER TABLE `warnings` ADD `faces` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `warnings_client_unique` ON `warnings` (`interview_id`,`client_id`);--> statement-breakpoint
ALTER TABLE `businesses` ADD `recording_retention_days` integer DEFAULT 90 NOT NULL;