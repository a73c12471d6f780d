CREATE TABLE `scorecard_attributes` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`opportunity_id` text NOT NULL,
	`key` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`position` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`opportunity_id`) REFERENCES `opportunities`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `scorecard_attributes_unique` ON `scorecard_attributes` (`business_id`,`opportunity_id`,`key`);--> statement-breakpoint
ALTER TABLE `feedback` ADD `ratings` text;--> statement-breakpoint
CREATE UNIQUE INDEX `feedback_scorecard_unique` ON `feedback` (`interview_id`,`author_id`) WHERE author_kind = 'employee' and interview_id is not null;--> statement-breakpoint
ALTER TABLE `outbox_emails` ADD `attachments` text;--> statement-breakpoint
ALTER TABLE `interviews` ADD `sequence` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `interviews` ADD `reminder_sent_at` integer;--> statement-breakpoint
ALTER TABLE `interviews` ADD `scorecard_due_sent_at` integer;--> statement-breakpoint
ALTER TABLE `interviews` ADD `exam_available_until` integer;--> statement-breakpoint
CREATE INDEX `interviews_schedule_idx` ON `interviews` (`business_id`,`scheduled_at`);