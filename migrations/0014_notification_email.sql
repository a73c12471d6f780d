ALTER TABLE `employees` ADD `notification_email` text DEFAULT 'instant' NOT NULL;--> statement-breakpoint
ALTER TABLE `employees` ADD `digest_sent_at` integer;