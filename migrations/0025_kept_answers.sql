CREATE TABLE `data_versions` (
	`business_id` text PRIMARY KEY NOT NULL,
	`version` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `kept_answers` (
	`business_id` text NOT NULL,
	`key` text NOT NULL,
	`version` text NOT NULL,
	`body` text NOT NULL,
	`computed_at` integer NOT NULL,
	PRIMARY KEY(`business_id`, `key`)
);
--> statement-breakpoint
-- Every business has a version from the start; the triggers below replace it.
INSERT INTO `data_versions` (`business_id`, `version`) SELECT `id`, lower(hex(randomblob(8))) FROM `businesses`;
--> statement-breakpoint
-- Issue 22: an answer (a report's, a candidate search page's) is kept (kept_answers) with the
-- business's data version, and the version is replaced by every write to a table the reports or
-- the search read, on every write path (API,
-- careers page, candidate portal, imports, queue consumers, the seed, the bench's generator).
-- A random token rather than a count: a version never comes back, so an answer kept at one can
-- never be taken for another state (a database restored or rebuilt counts from scratch again).
-- Rows of no business (the platform's own history, e.g. a plan's status) have no version to change.
CREATE TRIGGER `data_version_applications_insert` AFTER INSERT ON `applications`
WHEN new.business_id IS NOT NULL
BEGIN
  INSERT INTO `data_versions` (`business_id`, `version`) VALUES (new.business_id, lower(hex(randomblob(8))))
  ON CONFLICT (`business_id`) DO UPDATE SET `version` = excluded.`version`;
END;
--> statement-breakpoint
CREATE TRIGGER `data_version_applications_update` AFTER UPDATE ON `applications`
WHEN new.business_id IS NOT NULL
BEGIN
  INSERT INTO `data_versions` (`business_id`, `version`) VALUES (new.business_id, lower(hex(randomblob(8))))
  ON CONFLICT (`business_id`) DO UPDATE SET `version` = excluded.`version`;
END;
--> statement-breakpoint
CREATE TRIGGER `data_version_applications_delete` AFTER DELETE ON `applications`
WHEN old.business_id IS NOT NULL
BEGIN
  INSERT INTO `data_versions` (`business_id`, `version`) VALUES (old.business_id, lower(hex(randomblob(8))))
  ON CONFLICT (`business_id`) DO UPDATE SET `version` = excluded.`version`;
END;
--> statement-breakpoint
CREATE TRIGGER `data_version_status_histories_insert` AFTER INSERT ON `status_histories`
WHEN new.business_id IS NOT NULL
BEGIN
  INSERT INTO `data_versions` (`business_id`, `version`) VALUES (new.business_id, lower(hex(randomblob(8))))
  ON CONFLICT (`business_id`) DO UPDATE SET `version` = excluded.`version`;
END;
--> statement-breakpoint
CREATE TRIGGER `data_version_status_histories_update` AFTER UPDATE ON `status_histories`
WHEN new.business_id IS NOT NULL
BEGIN
  INSERT INTO `data_versions` (`business_id`, `version`) VALUES (new.business_id, lower(hex(randomblob(8))))
  ON CONFLICT (`business_id`) DO UPDATE SET `version` = excluded.`version`;
END;
--> statement-breakpoint
CREATE TRIGGER `data_version_status_histories_delete` AFTER DELETE ON `status_histories`
WHEN old.business_id IS NOT NULL
BEGIN
  INSERT INTO `data_versions` (`business_id`, `version`) VALUES (old.business_id, lower(hex(randomblob(8))))
  ON CONFLICT (`business_id`) DO UPDATE SET `version` = excluded.`version`;
END;
--> statement-breakpoint
CREATE TRIGGER `data_version_candidates_insert` AFTER INSERT ON `candidates`
WHEN new.business_id IS NOT NULL
BEGIN
  INSERT INTO `data_versions` (`business_id`, `version`) VALUES (new.business_id, lower(hex(randomblob(8))))
  ON CONFLICT (`business_id`) DO UPDATE SET `version` = excluded.`version`;
END;
--> statement-breakpoint
CREATE TRIGGER `data_version_candidates_update` AFTER UPDATE ON `candidates`
WHEN new.business_id IS NOT NULL
BEGIN
  INSERT INTO `data_versions` (`business_id`, `version`) VALUES (new.business_id, lower(hex(randomblob(8))))
  ON CONFLICT (`business_id`) DO UPDATE SET `version` = excluded.`version`;
END;
--> statement-breakpoint
CREATE TRIGGER `data_version_candidates_delete` AFTER DELETE ON `candidates`
WHEN old.business_id IS NOT NULL
BEGIN
  INSERT INTO `data_versions` (`business_id`, `version`) VALUES (old.business_id, lower(hex(randomblob(8))))
  ON CONFLICT (`business_id`) DO UPDATE SET `version` = excluded.`version`;
END;
--> statement-breakpoint
CREATE TRIGGER `data_version_opportunities_insert` AFTER INSERT ON `opportunities`
WHEN new.business_id IS NOT NULL
BEGIN
  INSERT INTO `data_versions` (`business_id`, `version`) VALUES (new.business_id, lower(hex(randomblob(8))))
  ON CONFLICT (`business_id`) DO UPDATE SET `version` = excluded.`version`;
END;
--> statement-breakpoint
CREATE TRIGGER `data_version_opportunities_update` AFTER UPDATE ON `opportunities`
WHEN new.business_id IS NOT NULL
BEGIN
  INSERT INTO `data_versions` (`business_id`, `version`) VALUES (new.business_id, lower(hex(randomblob(8))))
  ON CONFLICT (`business_id`) DO UPDATE SET `version` = excluded.`version`;
END;
--> statement-breakpoint
CREATE TRIGGER `data_version_opportunities_delete` AFTER DELETE ON `opportunities`
WHEN old.business_id IS NOT NULL
BEGIN
  INSERT INTO `data_versions` (`business_id`, `version`) VALUES (old.business_id, lower(hex(randomblob(8))))
  ON CONFLICT (`business_id`) DO UPDATE SET `version` = excluded.`version`;
END;
--> statement-breakpoint
CREATE TRIGGER `data_version_departments_insert` AFTER INSERT ON `departments`
WHEN new.business_id IS NOT NULL
BEGIN
  INSERT INTO `data_versions` (`business_id`, `version`) VALUES (new.business_id, lower(hex(randomblob(8))))
  ON CONFLICT (`business_id`) DO UPDATE SET `version` = excluded.`version`;
END;
--> statement-breakpoint
CREATE TRIGGER `data_version_departments_update` AFTER UPDATE ON `departments`
WHEN new.business_id IS NOT NULL
BEGIN
  INSERT INTO `data_versions` (`business_id`, `version`) VALUES (new.business_id, lower(hex(randomblob(8))))
  ON CONFLICT (`business_id`) DO UPDATE SET `version` = excluded.`version`;
END;
--> statement-breakpoint
CREATE TRIGGER `data_version_departments_delete` AFTER DELETE ON `departments`
WHEN old.business_id IS NOT NULL
BEGIN
  INSERT INTO `data_versions` (`business_id`, `version`) VALUES (old.business_id, lower(hex(randomblob(8))))
  ON CONFLICT (`business_id`) DO UPDATE SET `version` = excluded.`version`;
END;
--> statement-breakpoint
CREATE TRIGGER `data_version_employees_insert` AFTER INSERT ON `employees`
WHEN new.business_id IS NOT NULL
BEGIN
  INSERT INTO `data_versions` (`business_id`, `version`) VALUES (new.business_id, lower(hex(randomblob(8))))
  ON CONFLICT (`business_id`) DO UPDATE SET `version` = excluded.`version`;
END;
--> statement-breakpoint
CREATE TRIGGER `data_version_employees_update` AFTER UPDATE ON `employees`
WHEN new.business_id IS NOT NULL
BEGIN
  INSERT INTO `data_versions` (`business_id`, `version`) VALUES (new.business_id, lower(hex(randomblob(8))))
  ON CONFLICT (`business_id`) DO UPDATE SET `version` = excluded.`version`;
END;
--> statement-breakpoint
CREATE TRIGGER `data_version_employees_delete` AFTER DELETE ON `employees`
WHEN old.business_id IS NOT NULL
BEGIN
  INSERT INTO `data_versions` (`business_id`, `version`) VALUES (old.business_id, lower(hex(randomblob(8))))
  ON CONFLICT (`business_id`) DO UPDATE SET `version` = excluded.`version`;
END;
--> statement-breakpoint
CREATE TRIGGER `data_version_interviews_insert` AFTER INSERT ON `interviews`
WHEN new.business_id IS NOT NULL
BEGIN
  INSERT INTO `data_versions` (`business_id`, `version`) VALUES (new.business_id, lower(hex(randomblob(8))))
  ON CONFLICT (`business_id`) DO UPDATE SET `version` = excluded.`version`;
END;
--> statement-breakpoint
CREATE TRIGGER `data_version_interviews_update` AFTER UPDATE ON `interviews`
WHEN new.business_id IS NOT NULL
BEGIN
  INSERT INTO `data_versions` (`business_id`, `version`) VALUES (new.business_id, lower(hex(randomblob(8))))
  ON CONFLICT (`business_id`) DO UPDATE SET `version` = excluded.`version`;
END;
--> statement-breakpoint
CREATE TRIGGER `data_version_interviews_delete` AFTER DELETE ON `interviews`
WHEN old.business_id IS NOT NULL
BEGIN
  INSERT INTO `data_versions` (`business_id`, `version`) VALUES (old.business_id, lower(hex(randomblob(8))))
  ON CONFLICT (`business_id`) DO UPDATE SET `version` = excluded.`version`;
END;
--> statement-breakpoint
CREATE TRIGGER `data_version_offer_letters_insert` AFTER INSERT ON `offer_letters`
WHEN new.business_id IS NOT NULL
BEGIN
  INSERT INTO `data_versions` (`business_id`, `version`) VALUES (new.business_id, lower(hex(randomblob(8))))
  ON CONFLICT (`business_id`) DO UPDATE SET `version` = excluded.`version`;
END;
--> statement-breakpoint
CREATE TRIGGER `data_version_offer_letters_update` AFTER UPDATE ON `offer_letters`
WHEN new.business_id IS NOT NULL
BEGIN
  INSERT INTO `data_versions` (`business_id`, `version`) VALUES (new.business_id, lower(hex(randomblob(8))))
  ON CONFLICT (`business_id`) DO UPDATE SET `version` = excluded.`version`;
END;
--> statement-breakpoint
CREATE TRIGGER `data_version_offer_letters_delete` AFTER DELETE ON `offer_letters`
WHEN old.business_id IS NOT NULL
BEGIN
  INSERT INTO `data_versions` (`business_id`, `version`) VALUES (old.business_id, lower(hex(randomblob(8))))
  ON CONFLICT (`business_id`) DO UPDATE SET `version` = excluded.`version`;
END;
--> statement-breakpoint
CREATE TRIGGER `data_version_comments_insert` AFTER INSERT ON `comments`
WHEN new.business_id IS NOT NULL
BEGIN
  INSERT INTO `data_versions` (`business_id`, `version`) VALUES (new.business_id, lower(hex(randomblob(8))))
  ON CONFLICT (`business_id`) DO UPDATE SET `version` = excluded.`version`;
END;
--> statement-breakpoint
CREATE TRIGGER `data_version_comments_update` AFTER UPDATE ON `comments`
WHEN new.business_id IS NOT NULL
BEGIN
  INSERT INTO `data_versions` (`business_id`, `version`) VALUES (new.business_id, lower(hex(randomblob(8))))
  ON CONFLICT (`business_id`) DO UPDATE SET `version` = excluded.`version`;
END;
--> statement-breakpoint
CREATE TRIGGER `data_version_comments_delete` AFTER DELETE ON `comments`
WHEN old.business_id IS NOT NULL
BEGIN
  INSERT INTO `data_versions` (`business_id`, `version`) VALUES (old.business_id, lower(hex(randomblob(8))))
  ON CONFLICT (`business_id`) DO UPDATE SET `version` = excluded.`version`;
END;
--> statement-breakpoint
CREATE TRIGGER `data_version_feedback_insert` AFTER INSERT ON `feedback`
WHEN new.business_id IS NOT NULL
BEGIN
  INSERT INTO `data_versions` (`business_id`, `version`) VALUES (new.business_id, lower(hex(randomblob(8))))
  ON CONFLICT (`business_id`) DO UPDATE SET `version` = excluded.`version`;
END;
--> statement-breakpoint
CREATE TRIGGER `data_version_feedback_update` AFTER UPDATE ON `feedback`
WHEN new.business_id IS NOT NULL
BEGIN
  INSERT INTO `data_versions` (`business_id`, `version`) VALUES (new.business_id, lower(hex(randomblob(8))))
  ON CONFLICT (`business_id`) DO UPDATE SET `version` = excluded.`version`;
END;
--> statement-breakpoint
CREATE TRIGGER `data_version_feedback_delete` AFTER DELETE ON `feedback`
WHEN old.business_id IS NOT NULL
BEGIN
  INSERT INTO `data_versions` (`business_id`, `version`) VALUES (old.business_id, lower(hex(randomblob(8))))
  ON CONFLICT (`business_id`) DO UPDATE SET `version` = excluded.`version`;
END;
