ALTER TABLE `audit_logs` ADD `user_agent` text;--> statement-breakpoint
ALTER TABLE `audit_logs` ADD `impersonated_by` text;--> statement-breakpoint
CREATE INDEX `audit_logs_created_idx` ON `audit_logs` (`created_at`);--> statement-breakpoint
ALTER TABLE `businesses` ADD `support_access` integer DEFAULT true NOT NULL;