ALTER TABLE `candidates` ADD `notification_preferences` text;--> statement-breakpoint
ALTER TABLE `interview_questions` ADD `test_style` text;--> statement-breakpoint
ALTER TABLE `interview_questions` ADD `languages` text;--> statement-breakpoint
ALTER TABLE `interview_questions` DROP COLUMN `language`;--> statement-breakpoint
ALTER TABLE `interview_questions` DROP COLUMN `starter_code`;--> statement-breakpoint
ALTER TABLE `interview_records` ADD `language` text;--> statement-breakpoint
ALTER TABLE `interview_records` ADD `test_results` text;--> statement-breakpoint
ALTER TABLE `interview_records` ADD `reviewed_by` text REFERENCES employees(id);--> statement-breakpoint
ALTER TABLE `interview_records` ADD `reviewed_at` integer;--> statement-breakpoint
ALTER TABLE `interview_records` ADD `review_note` text;--> statement-breakpoint
ALTER TABLE `interviews` ADD `exam_opens_at` integer;--> statement-breakpoint
ALTER TABLE `interviews` ADD `exam_closes_at` integer;--> statement-breakpoint
ALTER TABLE `interviews` ADD `exam_reminded_at` integer;