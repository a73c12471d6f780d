CREATE TABLE `applications` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`candidate_id` text NOT NULL,
	`opportunity_id` text NOT NULL,
	`stage` text DEFAULT 'new' NOT NULL,
	`source` text DEFAULT 'manual' NOT NULL,
	`applied_at` integer NOT NULL,
	`stage_changed_at` integer NOT NULL,
	`reason` text,
	`created_by` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`candidate_id`) REFERENCES `candidates`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`opportunity_id`) REFERENCES `opportunities`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `applications_candidate_opportunity_unique` ON `applications` (`business_id`,`candidate_id`,`opportunity_id`);--> statement-breakpoint
CREATE INDEX `applications_board_idx` ON `applications` (`business_id`,`opportunity_id`,`stage`,`stage_changed_at`);--> statement-breakpoint
CREATE INDEX `applications_stage_idx` ON `applications` (`business_id`,`stage`,`stage_changed_at`);--> statement-breakpoint
CREATE INDEX `applications_applied_idx` ON `applications` (`business_id`,`applied_at`);