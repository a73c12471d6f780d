ALTER TABLE `candidates` ADD `notification_preferences` text;--> statement-breakpoint
ALTER TABLE `interview_questions` ADD `test_style` text;--> statement-breakpoint
ALTER TABLE `interview_questions` ADD `languages` text;--> statement-breakpoint
ALTER TABLE `interview_records` ADD `language` text;--> statement-breakpoint
ALTER TABLE `interview_records` ADD `test_results` text;--> statement-breakpoint
ALTER TABLE `interview_records` ADD `reviewed_by` text REFERENCES employees(id);--> statement-breakpoint
ALTER TABLE `interview_records` ADD `reviewed_at` integer;--> statement-breakpoint
ALTER TABLE `interview_records` ADD `review_note` text;--> statement-breakpoint
ALTER TABLE `interviews` ADD `exam_opens_at` integer;--> statement-breakpoint
ALTER TABLE `interviews` ADD `exam_closes_at` integer;--> statement-breakpoint
ALTER TABLE `interviews` ADD `exam_reminded_at` integer;--> statement-breakpoint
-- Hand-edited (docs/exams.md, "Migrations"): what the dropped columns held moves first. A coding
-- question's one language and starter code become its one entry of `languages`; it was judged on
-- stdin/stdout before function tests existed. An exam's window, kept by issue 14 as
-- `exam_available_until`, becomes the window the exam itself reads (opens at its start).
UPDATE `interview_questions` SET `test_style` = 'stdio',
  `languages` = json_array(json_object('language', `language`, 'starter_code', coalesce(`starter_code`, ''), 'function_name', NULL))
WHERE `type` = 'coding' AND `language` IN ('javascript', 'python') AND `languages` IS NULL;--> statement-breakpoint
UPDATE `interviews` SET `exam_opens_at` = `scheduled_at`, `exam_closes_at` = `exam_available_until`
WHERE `exam_available_until` IS NOT NULL;--> statement-breakpoint
ALTER TABLE `interview_questions` DROP COLUMN `language`;--> statement-breakpoint
ALTER TABLE `interview_questions` DROP COLUMN `starter_code`;--> statement-breakpoint
ALTER TABLE `interviews` DROP COLUMN `exam_available_until`;
