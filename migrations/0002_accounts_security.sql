CREATE TABLE `known_devices` (
	`id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`principal_kind` text NOT NULL,
	`principal_id` text NOT NULL,
	`last_used_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `known_devices_token_principal_unique` ON `known_devices` (`token_hash`,`principal_kind`,`principal_id`);--> statement-breakpoint
CREATE INDEX `known_devices_principal_idx` ON `known_devices` (`principal_kind`,`principal_id`);--> statement-breakpoint
ALTER TABLE `rate_limits` ADD `next_attempt_at` integer;--> statement-breakpoint
ALTER TABLE `employees` ADD `pending_email` text;