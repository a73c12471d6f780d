CREATE TABLE `admins` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`phone` text,
	`avatar_key` text,
	`status` text DEFAULT 'active' NOT NULL,
	`last_login_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `admins_email_unique` ON `admins` (`email`);--> statement-breakpoint
CREATE TABLE `businesses` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`website` text,
	`industry` text,
	`size` text,
	`address` text,
	`country` text,
	`timezone` text DEFAULT 'UTC' NOT NULL,
	`currency` text DEFAULT 'USD' NOT NULL,
	`logo_key` text,
	`status` text DEFAULT 'pending_verification' NOT NULL,
	`email_verified_at` integer,
	`plan_id` text,
	`plan_started_at` integer,
	`plan_renews_at` integer,
	`allow_google_signup` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `businesses_slug_unique` ON `businesses` (`slug`);--> statement-breakpoint
CREATE INDEX `businesses_status_idx` ON `businesses` (`status`);--> statement-breakpoint
CREATE TABLE `contact_enquiries` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`company` text,
	`subject` text,
	`message` text NOT NULL,
	`ip` text,
	`status` text DEFAULT 'new' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `contact_enquiries_created_idx` ON `contact_enquiries` (`created_at`);--> statement-breakpoint
CREATE TABLE `payments` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`provider` text NOT NULL,
	`provider_ref` text NOT NULL,
	`brand` text,
	`last4` text,
	`exp_month` integer,
	`exp_year` integer,
	`is_default` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `payments_business_idx` ON `payments` (`business_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `plans` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`price_cents` integer NOT NULL,
	`currency` text DEFAULT 'USD' NOT NULL,
	`billing_interval` text DEFAULT 'month' NOT NULL,
	`is_free` integer DEFAULT false NOT NULL,
	`limits` text NOT NULL,
	`features` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `transactions` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`plan_id` text,
	`payment_id` text,
	`amount_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`kind` text NOT NULL,
	`provider` text NOT NULL,
	`provider_ref` text,
	`idempotency_key` text,
	`failure_reason` text,
	`invoice_number` text,
	`invoice_key` text,
	`period_start` integer,
	`period_end` integer,
	`created_by` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `transactions_business_idx` ON `transactions` (`business_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `transactions_idempotency_unique` ON `transactions` (`business_id`,`idempotency_key`);--> statement-breakpoint
CREATE INDEX `transactions_status_idx` ON `transactions` (`status`);--> statement-breakpoint
CREATE TABLE `usage_counters` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`metric` text NOT NULL,
	`period` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `usage_counters_unique` ON `usage_counters` (`business_id`,`metric`,`period`);--> statement-breakpoint
CREATE TABLE `webhook_events` (
	`id` text PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`event_id` text NOT NULL,
	`type` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `webhook_events_unique` ON `webhook_events` (`provider`,`event_id`);--> statement-breakpoint
CREATE TABLE `audit_logs` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text,
	`actor_kind` text NOT NULL,
	`actor_id` text,
	`action` text NOT NULL,
	`entity` text,
	`entity_id` text,
	`ip` text,
	`details` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `audit_logs_business_idx` ON `audit_logs` (`business_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `audit_logs_action_idx` ON `audit_logs` (`action`,`created_at`);--> statement-breakpoint
CREATE TABLE `notifications` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`employee_id` text NOT NULL,
	`kind` text NOT NULL,
	`title` text NOT NULL,
	`link` text,
	`is_read` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `notifications_employee_idx` ON `notifications` (`business_id`,`employee_id`,`is_read`,`created_at`);--> statement-breakpoint
CREATE TABLE `one_time_codes` (
	`id` text PRIMARY KEY NOT NULL,
	`purpose` text NOT NULL,
	`principal_kind` text NOT NULL,
	`principal_id` text NOT NULL,
	`business_id` text,
	`subject_id` text,
	`code_hash` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`max_attempts` integer DEFAULT 5 NOT NULL,
	`send_count` integer DEFAULT 1 NOT NULL,
	`last_sent_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`consumed_at` integer,
	`meta` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `one_time_codes_principal_idx` ON `one_time_codes` (`principal_kind`,`principal_id`,`purpose`);--> statement-breakpoint
CREATE INDEX `one_time_codes_hash_idx` ON `one_time_codes` (`code_hash`);--> statement-breakpoint
CREATE TABLE `outbox_emails` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text,
	`to` text NOT NULL,
	`from` text NOT NULL,
	`subject` text NOT NULL,
	`html` text NOT NULL,
	`text` text NOT NULL,
	`template` text,
	`status` text DEFAULT 'queued' NOT NULL,
	`provider` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`error` text,
	`sent_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `outbox_emails_to_idx` ON `outbox_emails` (`to`,`created_at`);--> statement-breakpoint
CREATE INDEX `outbox_emails_business_idx` ON `outbox_emails` (`business_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	`window_starts_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`principal_kind` text NOT NULL,
	`principal_id` text NOT NULL,
	`business_id` text,
	`host` text NOT NULL,
	`impersonated_by` text,
	`ip` text,
	`user_agent` text,
	`expires_at` integer NOT NULL,
	`last_seen_at` integer NOT NULL,
	`revoked_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sessions_token_unique` ON `sessions` (`token_hash`);--> statement-breakpoint
CREATE INDEX `sessions_principal_idx` ON `sessions` (`principal_kind`,`principal_id`);--> statement-breakpoint
CREATE TABLE `status_histories` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text,
	`entity` text NOT NULL,
	`entity_id` text NOT NULL,
	`from_status` text,
	`to_status` text NOT NULL,
	`reason` text,
	`actor_kind` text,
	`actor_id` text,
	`meta` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `status_histories_entity_idx` ON `status_histories` (`entity`,`entity_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `status_histories_business_idx` ON `status_histories` (`business_id`,`entity`,`created_at`);--> statement-breakpoint
CREATE TABLE `business_branches` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`name` text NOT NULL,
	`address` text,
	`city` text,
	`state` text,
	`country` text,
	`postal_code` text,
	`phone` text,
	`timezone` text DEFAULT 'UTC' NOT NULL,
	`is_headquarters` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `business_branches_business_idx` ON `business_branches` (`business_id`,`status`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `business_branches_name_unique` ON `business_branches` (`business_id`,`name`);--> statement-breakpoint
CREATE TABLE `departments` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`status` text DEFAULT 'active' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `departments_business_idx` ON `departments` (`business_id`,`status`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `departments_name_unique` ON `departments` (`business_id`,`name`);--> statement-breakpoint
CREATE TABLE `email_templates` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`key` text NOT NULL,
	`name` text NOT NULL,
	`subject` text NOT NULL,
	`category` text DEFAULT 'general' NOT NULL,
	`is_system` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `email_templates_business_idx` ON `email_templates` (`business_id`,`status`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `email_templates_key_unique` ON `email_templates` (`business_id`,`key`);--> statement-breakpoint
CREATE TABLE `employee_roles` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`status` text DEFAULT 'active' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `employee_roles_business_idx` ON `employee_roles` (`business_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `employee_roles_name_unique` ON `employee_roles` (`business_id`,`name`);--> statement-breakpoint
CREATE TABLE `employee_signatures` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`employee_id` text NOT NULL,
	`name` text NOT NULL,
	`body` text NOT NULL,
	`is_default` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`employee_id`) REFERENCES `employees`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `employee_signatures_business_idx` ON `employee_signatures` (`business_id`,`employee_id`,`status`);--> statement-breakpoint
CREATE TABLE `employees` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text DEFAULT '' NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`password_hash` text,
	`avatar_key` text,
	`is_business_admin` integer DEFAULT false NOT NULL,
	`role_id` text,
	`department_id` text,
	`branch_id` text,
	`designation` text,
	`employee_code` text,
	`joined_on` text,
	`working_hours` text,
	`google_sub` text,
	`status` text DEFAULT 'active' NOT NULL,
	`email_verified_at` integer,
	`last_login_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`role_id`) REFERENCES `employee_roles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`department_id`) REFERENCES `departments`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`branch_id`) REFERENCES `business_branches`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `employees_email_unique` ON `employees` (`business_id`,`email`);--> statement-breakpoint
CREATE INDEX `employees_business_idx` ON `employees` (`business_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `employees_role_idx` ON `employees` (`business_id`,`role_id`);--> statement-breakpoint
CREATE INDEX `employees_department_idx` ON `employees` (`business_id`,`department_id`);--> statement-breakpoint
CREATE INDEX `employees_branch_idx` ON `employees` (`business_id`,`branch_id`);--> statement-breakpoint
CREATE TABLE `template_bodies` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`template_id` text NOT NULL,
	`body` text NOT NULL,
	`placeholders` text NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`updated_by` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`template_id`) REFERENCES `email_templates`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `template_bodies_template_unique` ON `template_bodies` (`template_id`);--> statement-breakpoint
CREATE INDEX `template_bodies_business_idx` ON `template_bodies` (`business_id`);--> statement-breakpoint
CREATE TABLE `nodes` (
	`id` text PRIMARY KEY NOT NULL,
	`area` text NOT NULL,
	`key` text NOT NULL,
	`parent_id` text,
	`name` text NOT NULL,
	`path` text,
	`icon` text,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`is_visible` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `nodes_area_key_unique` ON `nodes` (`area`,`key`);--> statement-breakpoint
CREATE INDEX `nodes_parent_idx` ON `nodes` (`parent_id`);--> statement-breakpoint
CREATE TABLE `permissions` (
	`id` text PRIMARY KEY NOT NULL,
	`node_id` text NOT NULL,
	`key` text NOT NULL,
	`action` text NOT NULL,
	`name` text NOT NULL,
	`depends_on` text NOT NULL,
	`is_disabled` integer DEFAULT false NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`node_id`) REFERENCES `nodes`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `permissions_key_unique` ON `permissions` (`key`);--> statement-breakpoint
CREATE INDEX `permissions_node_idx` ON `permissions` (`node_id`);--> statement-breakpoint
CREATE TABLE `role_permissions` (
	`business_id` text NOT NULL,
	`role_id` text NOT NULL,
	`permission_id` text NOT NULL,
	PRIMARY KEY(`role_id`, `permission_id`),
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`role_id`) REFERENCES `employee_roles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`permission_id`) REFERENCES `permissions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `role_permissions_business_idx` ON `role_permissions` (`business_id`,`role_id`);--> statement-breakpoint
CREATE TABLE `routes` (
	`id` text PRIMARY KEY NOT NULL,
	`area` text NOT NULL,
	`path` text NOT NULL,
	`name` text NOT NULL,
	`node_id` text,
	`permission_key` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`node_id`) REFERENCES `nodes`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `routes_area_path_unique` ON `routes` (`area`,`path`);--> statement-breakpoint
CREATE TABLE `candidate_documents` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`candidate_id` text NOT NULL,
	`name` text NOT NULL,
	`status` text DEFAULT 'requested' NOT NULL,
	`document_id` text,
	`request_token_hash` text,
	`requested_by` text,
	`requested_at` integer,
	`received_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`candidate_id`) REFERENCES `candidates`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `candidate_documents_candidate_idx` ON `candidate_documents` (`business_id`,`candidate_id`,`status`);--> statement-breakpoint
CREATE TABLE `candidates` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`opportunity_id` text,
	`first_name` text NOT NULL,
	`last_name` text DEFAULT '' NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`location` text,
	`current_title` text,
	`current_company` text,
	`experience_years` integer,
	`qualification` text,
	`skills` text NOT NULL,
	`education` text,
	`experience` text,
	`summary` text,
	`linkedin_url` text,
	`expected_salary` integer,
	`notice_period_days` integer,
	`source` text DEFAULT 'manual' NOT NULL,
	`status` text DEFAULT 'new' NOT NULL,
	`is_blacklisted` integer DEFAULT false NOT NULL,
	`blacklist_reason` text,
	`resume_document_id` text,
	`assigned_to` text,
	`password_hash` text,
	`registered_at` integer,
	`last_login_at` integer,
	`created_by` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`opportunity_id`) REFERENCES `opportunities`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`resume_document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`assigned_to`) REFERENCES `employees`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `candidates_email_unique` ON `candidates` (`business_id`,`email`);--> statement-breakpoint
CREATE INDEX `candidates_business_idx` ON `candidates` (`business_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `candidates_opportunity_idx` ON `candidates` (`business_id`,`opportunity_id`,`status`);--> statement-breakpoint
CREATE INDEX `candidates_phone_idx` ON `candidates` (`business_id`,`phone`);--> statement-breakpoint
CREATE INDEX `candidates_registered_idx` ON `candidates` (`business_id`,`registered_at`);--> statement-breakpoint
CREATE TABLE `comments` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`candidate_id` text NOT NULL,
	`author_id` text NOT NULL,
	`body` text NOT NULL,
	`mentions` text NOT NULL,
	`is_shared` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`candidate_id`) REFERENCES `candidates`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`author_id`) REFERENCES `employees`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `comments_candidate_idx` ON `comments` (`business_id`,`candidate_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `documents` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text,
	`key` text NOT NULL,
	`file_name` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`kind` text NOT NULL,
	`uploaded_by` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `documents_key_unique` ON `documents` (`key`);--> statement-breakpoint
CREATE INDEX `documents_business_idx` ON `documents` (`business_id`,`kind`,`created_at`);--> statement-breakpoint
CREATE TABLE `feedback` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`candidate_id` text NOT NULL,
	`interview_id` text,
	`author_kind` text NOT NULL,
	`author_id` text NOT NULL,
	`rating` integer,
	`recommendation` text,
	`strengths` text,
	`concerns` text,
	`notes` text,
	`is_shared` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`candidate_id`) REFERENCES `candidates`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `feedback_candidate_idx` ON `feedback` (`business_id`,`candidate_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `feedback_interview_idx` ON `feedback` (`business_id`,`interview_id`);--> statement-breakpoint
CREATE TABLE `job_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`title` text NOT NULL,
	`department_id` text,
	`branch_id` text,
	`employment_type` text DEFAULT 'full_time' NOT NULL,
	`openings` integer DEFAULT 1 NOT NULL,
	`justification` text,
	`skills` text NOT NULL,
	`experience_min` integer,
	`experience_max` integer,
	`salary_min` integer,
	`salary_max` integer,
	`salary_currency` text,
	`needed_by` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`decision_reason` text,
	`requested_by` text,
	`decided_by` text,
	`opportunity_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`department_id`) REFERENCES `departments`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`branch_id`) REFERENCES `business_branches`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`requested_by`) REFERENCES `employees`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`decided_by`) REFERENCES `employees`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`opportunity_id`) REFERENCES `opportunities`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `job_requests_business_idx` ON `job_requests` (`business_id`,`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `opportunities` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`title` text NOT NULL,
	`code` text,
	`department_id` text,
	`branch_id` text,
	`hiring_manager_id` text,
	`employment_type` text DEFAULT 'full_time' NOT NULL,
	`workplace` text DEFAULT 'on_site' NOT NULL,
	`location` text,
	`salary_min` integer,
	`salary_max` integer,
	`salary_currency` text,
	`openings` integer DEFAULT 1 NOT NULL,
	`skills` text NOT NULL,
	`experience_min` integer,
	`experience_max` integer,
	`description` text,
	`deadline` text,
	`email_template_id` text,
	`status` text DEFAULT 'draft' NOT NULL,
	`published_at` integer,
	`closed_at` integer,
	`created_by` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`department_id`) REFERENCES `departments`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`branch_id`) REFERENCES `business_branches`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`hiring_manager_id`) REFERENCES `employees`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `opportunities_business_idx` ON `opportunities` (`business_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `opportunities_department_idx` ON `opportunities` (`business_id`,`department_id`);--> statement-breakpoint
CREATE INDEX `opportunities_branch_idx` ON `opportunities` (`business_id`,`branch_id`);--> statement-breakpoint
CREATE TABLE `resumes` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`document_id` text NOT NULL,
	`batch_id` text,
	`status` text DEFAULT 'queued' NOT NULL,
	`extracted` text,
	`error` text,
	`candidate_id` text,
	`uploaded_by` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`candidate_id`) REFERENCES `candidates`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `resumes_business_idx` ON `resumes` (`business_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `resumes_batch_idx` ON `resumes` (`business_id`,`batch_id`);--> statement-breakpoint
CREATE TABLE `saved_search_filters` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`employee_id` text NOT NULL,
	`resource` text DEFAULT 'candidates' NOT NULL,
	`name` text NOT NULL,
	`filters` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`employee_id`) REFERENCES `employees`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `saved_search_filters_owner_idx` ON `saved_search_filters` (`business_id`,`employee_id`,`resource`);--> statement-breakpoint
CREATE TABLE `candidate_interviews` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`candidate_id` text NOT NULL,
	`opportunity_id` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`current_round` integer DEFAULT 1 NOT NULL,
	`reason` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`candidate_id`) REFERENCES `candidates`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`opportunity_id`) REFERENCES `opportunities`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `candidate_interviews_unique` ON `candidate_interviews` (`business_id`,`candidate_id`,`opportunity_id`);--> statement-breakpoint
CREATE INDEX `candidate_interviews_business_idx` ON `candidate_interviews` (`business_id`,`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `coding_rounds` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`interview_id` text NOT NULL,
	`question_id` text NOT NULL,
	`language` text NOT NULL,
	`code` text DEFAULT '' NOT NULL,
	`runs` integer DEFAULT 0 NOT NULL,
	`last_result` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`interview_id`) REFERENCES `interviews`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`question_id`) REFERENCES `interview_questions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `coding_rounds_unique` ON `coding_rounds` (`interview_id`,`question_id`);--> statement-breakpoint
CREATE INDEX `coding_rounds_business_idx` ON `coding_rounds` (`business_id`);--> statement-breakpoint
CREATE TABLE `interview_questions` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`interview_id` text NOT NULL,
	`position` integer NOT NULL,
	`type` text NOT NULL,
	`prompt` text NOT NULL,
	`options` text,
	`correct_option` integer,
	`points` integer DEFAULT 1 NOT NULL,
	`language` text,
	`starter_code` text,
	`tests` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`interview_id`) REFERENCES `interviews`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `interview_questions_interview_idx` ON `interview_questions` (`business_id`,`interview_id`,`position`);--> statement-breakpoint
CREATE TABLE `interview_records` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`interview_id` text NOT NULL,
	`question_id` text NOT NULL,
	`answer_text` text,
	`selected_option` integer,
	`audio_document_id` text,
	`transcript` text,
	`transcript_status` text DEFAULT 'none' NOT NULL,
	`code` text,
	`is_correct` integer,
	`score` integer,
	`answered_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`interview_id`) REFERENCES `interviews`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`question_id`) REFERENCES `interview_questions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`audio_document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `interview_records_unique` ON `interview_records` (`interview_id`,`question_id`);--> statement-breakpoint
CREATE INDEX `interview_records_business_idx` ON `interview_records` (`business_id`);--> statement-breakpoint
CREATE TABLE `interviews` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`candidate_interview_id` text,
	`candidate_id` text NOT NULL,
	`opportunity_id` text,
	`round` integer DEFAULT 1 NOT NULL,
	`title` text NOT NULL,
	`mode` text NOT NULL,
	`scheduled_at` integer NOT NULL,
	`duration_minutes` integer DEFAULT 60 NOT NULL,
	`timezone` text DEFAULT 'UTC' NOT NULL,
	`location` text,
	`meeting_url` text,
	`interviewer_ids` text NOT NULL,
	`status` text DEFAULT 'scheduled' NOT NULL,
	`reason` text,
	`exam_status` text,
	`exam_deadline_at` integer,
	`exam_started_at` integer,
	`exam_submitted_at` integer,
	`max_warnings` integer DEFAULT 5 NOT NULL,
	`score` integer,
	`max_score` integer,
	`created_by` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`candidate_interview_id`) REFERENCES `candidate_interviews`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`candidate_id`) REFERENCES `candidates`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`opportunity_id`) REFERENCES `opportunities`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `interviews_business_idx` ON `interviews` (`business_id`,`status`,`scheduled_at`);--> statement-breakpoint
CREATE INDEX `interviews_candidate_idx` ON `interviews` (`business_id`,`candidate_id`);--> statement-breakpoint
CREATE INDEX `interviews_candidate_interview_idx` ON `interviews` (`business_id`,`candidate_interview_id`,`round`);--> statement-breakpoint
CREATE TABLE `offer_letters` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`candidate_id` text NOT NULL,
	`opportunity_id` text,
	`status` text DEFAULT 'draft' NOT NULL,
	`title` text NOT NULL,
	`salary` integer,
	`currency` text,
	`start_date` text,
	`body` text NOT NULL,
	`document_id` text,
	`signed_document_id` text,
	`signer_name` text,
	`signer_ip` text,
	`sent_at` integer,
	`viewed_at` integer,
	`signed_at` integer,
	`expires_at` integer,
	`sent_by` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`candidate_id`) REFERENCES `candidates`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`opportunity_id`) REFERENCES `opportunities`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`signed_document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`sent_by`) REFERENCES `employees`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `offer_letters_candidate_idx` ON `offer_letters` (`business_id`,`candidate_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `offer_letters_status_idx` ON `offer_letters` (`business_id`,`status`);--> statement-breakpoint
CREATE TABLE `video_chunks` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`interview_id` text NOT NULL,
	`sequence` integer NOT NULL,
	`key` text NOT NULL,
	`size` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`interview_id`) REFERENCES `interviews`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `video_chunks_unique` ON `video_chunks` (`interview_id`,`sequence`);--> statement-breakpoint
CREATE INDEX `video_chunks_business_idx` ON `video_chunks` (`business_id`);--> statement-breakpoint
CREATE TABLE `warnings` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`interview_id` text NOT NULL,
	`kind` text NOT NULL,
	`message` text,
	`snapshot_document_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`interview_id`) REFERENCES `interviews`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`snapshot_document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `warnings_interview_idx` ON `warnings` (`business_id`,`interview_id`,`created_at`);