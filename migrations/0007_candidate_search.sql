-- Issue 22: the candidate list at 100,000 people (docs/scale.md).
--
-- 1. The list's default order (created_at DESC, id DESC) served by an index: the first page and
--    deep pages walk the index instead of sorting the whole business.
DROP INDEX IF EXISTS `candidates_business_idx`;--> statement-breakpoint
CREATE INDEX `candidates_business_idx` ON `candidates` (`business_id`,`created_at`,`id`);--> statement-breakpoint
-- 2. Search through FTS5: one row per candidate (rowid = the candidate's rowid) with the words of
--    the name, e-mail, phone, skills and title, searched by word prefix. The phone is there as
--    typed and as its digits with every suffix, so any run of its digits is a prefix of a token.
--    The business is a token of its own column: a search never leaves the business and counts
--    without reading the candidates. The triggers keep it in step with every write path.
CREATE VIRTUAL TABLE `candidates_fts` USING fts5(
  `business`, `name`, `email`, `phone`, `skills`, `title`,
  tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
);--> statement-breakpoint
CREATE TRIGGER `candidates_fts_insert` AFTER INSERT ON `candidates` BEGIN
  INSERT INTO `candidates_fts` (`rowid`, `business`, `name`, `email`, `phone`, `skills`, `title`)
  VALUES (
    new.rowid, 'b' || replace(new.business_id, '-', ''), new.first_name || ' ' || new.last_name, new.email,
    coalesce(new.phone, '') || ' ' || substr(replace(replace(replace(replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', ''), 1) || ' ' || substr(replace(replace(replace(replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', ''), 2) || ' ' || substr(replace(replace(replace(replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', ''), 3) || ' ' || substr(replace(replace(replace(replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', ''), 4) || ' ' || substr(replace(replace(replace(replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', ''), 5) || ' ' || substr(replace(replace(replace(replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', ''), 6) || ' ' || substr(replace(replace(replace(replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', ''), 7) || ' ' || substr(replace(replace(replace(replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', ''), 8) || ' ' || substr(replace(replace(replace(replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', ''), 9) || ' ' || substr(replace(replace(replace(replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', ''), 10) || ' ' || substr(replace(replace(replace(replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', ''), 11) || ' ' || substr(replace(replace(replace(replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', ''), 12),
    new.skills, coalesce(new.current_title, '')
  );
END;--> statement-breakpoint
CREATE TRIGGER `candidates_fts_delete` AFTER DELETE ON `candidates` BEGIN
  DELETE FROM `candidates_fts` WHERE `rowid` = old.rowid;
END;--> statement-breakpoint
CREATE TRIGGER `candidates_fts_update` AFTER UPDATE OF `business_id`, `first_name`, `last_name`, `email`, `phone`, `skills`, `current_title` ON `candidates` BEGIN
  DELETE FROM `candidates_fts` WHERE `rowid` = old.rowid;
  INSERT INTO `candidates_fts` (`rowid`, `business`, `name`, `email`, `phone`, `skills`, `title`)
  VALUES (
    new.rowid, 'b' || replace(new.business_id, '-', ''), new.first_name || ' ' || new.last_name, new.email,
    coalesce(new.phone, '') || ' ' || substr(replace(replace(replace(replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', ''), 1) || ' ' || substr(replace(replace(replace(replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', ''), 2) || ' ' || substr(replace(replace(replace(replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', ''), 3) || ' ' || substr(replace(replace(replace(replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', ''), 4) || ' ' || substr(replace(replace(replace(replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', ''), 5) || ' ' || substr(replace(replace(replace(replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', ''), 6) || ' ' || substr(replace(replace(replace(replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', ''), 7) || ' ' || substr(replace(replace(replace(replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', ''), 8) || ' ' || substr(replace(replace(replace(replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', ''), 9) || ' ' || substr(replace(replace(replace(replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', ''), 10) || ' ' || substr(replace(replace(replace(replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', ''), 11) || ' ' || substr(replace(replace(replace(replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', ''), 12),
    new.skills, coalesce(new.current_title, '')
  );
END;--> statement-breakpoint
INSERT INTO `candidates_fts` (`rowid`, `business`, `name`, `email`, `phone`, `skills`, `title`)
SELECT
    c.rowid, 'b' || replace(c.business_id, '-', ''), c.first_name || ' ' || c.last_name, c.email,
    coalesce(c.phone, '') || ' ' || substr(replace(replace(replace(replace(replace(replace(coalesce(c.phone, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', ''), 1) || ' ' || substr(replace(replace(replace(replace(replace(replace(coalesce(c.phone, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', ''), 2) || ' ' || substr(replace(replace(replace(replace(replace(replace(coalesce(c.phone, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', ''), 3) || ' ' || substr(replace(replace(replace(replace(replace(replace(coalesce(c.phone, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', ''), 4) || ' ' || substr(replace(replace(replace(replace(replace(replace(coalesce(c.phone, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', ''), 5) || ' ' || substr(replace(replace(replace(replace(replace(replace(coalesce(c.phone, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', ''), 6) || ' ' || substr(replace(replace(replace(replace(replace(replace(coalesce(c.phone, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', ''), 7) || ' ' || substr(replace(replace(replace(replace(replace(replace(coalesce(c.phone, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', ''), 8) || ' ' || substr(replace(replace(replace(replace(replace(replace(coalesce(c.phone, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', ''), 9) || ' ' || substr(replace(replace(replace(replace(replace(replace(coalesce(c.phone, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', ''), 10) || ' ' || substr(replace(replace(replace(replace(replace(replace(coalesce(c.phone, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', ''), 11) || ' ' || substr(replace(replace(replace(replace(replace(replace(coalesce(c.phone, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', ''), 12),
    c.skills, coalesce(c.current_title, '')
FROM `candidates` c;--> statement-breakpoint
-- 3. The opportunities list's default order.
CREATE INDEX `opportunities_created_idx` ON `opportunities` (`business_id`,`created_at`,`id`);
--> statement-breakpoint
-- 4. Applications per business, job and stage, kept by triggers on every write path: the
--    opportunities list, the board's column counts and the dashboard's pipeline read these
--    few rows instead of counting 300,000 applications.
CREATE TABLE `application_counts` (
  `business_id` text NOT NULL,
  `opportunity_id` text NOT NULL,
  `stage` text NOT NULL,
  `count` integer NOT NULL DEFAULT 0,
  PRIMARY KEY (`business_id`, `opportunity_id`, `stage`)
) WITHOUT ROWID;--> statement-breakpoint
CREATE TRIGGER `application_counts_insert` AFTER INSERT ON `applications` BEGIN
  INSERT INTO `application_counts` (`business_id`, `opportunity_id`, `stage`, `count`)
  VALUES (new.business_id, new.opportunity_id, new.stage, 1)
  ON CONFLICT (`business_id`, `opportunity_id`, `stage`) DO UPDATE SET `count` = `count` + 1;
END;--> statement-breakpoint
CREATE TRIGGER `application_counts_delete` AFTER DELETE ON `applications` BEGIN
  UPDATE `application_counts` SET `count` = `count` - 1
  WHERE `business_id` = old.business_id AND `opportunity_id` = old.opportunity_id AND `stage` = old.stage;
END;--> statement-breakpoint
CREATE TRIGGER `application_counts_update` AFTER UPDATE OF `business_id`, `opportunity_id`, `stage` ON `applications`
WHEN old.business_id IS NOT new.business_id OR old.opportunity_id IS NOT new.opportunity_id OR old.stage IS NOT new.stage
BEGIN
  UPDATE `application_counts` SET `count` = `count` - 1
  WHERE `business_id` = old.business_id AND `opportunity_id` = old.opportunity_id AND `stage` = old.stage;
  INSERT INTO `application_counts` (`business_id`, `opportunity_id`, `stage`, `count`)
  VALUES (new.business_id, new.opportunity_id, new.stage, 1)
  ON CONFLICT (`business_id`, `opportunity_id`, `stage`) DO UPDATE SET `count` = `count` + 1;
END;--> statement-breakpoint
INSERT INTO `application_counts` (`business_id`, `opportunity_id`, `stage`, `count`)
SELECT `business_id`, `opportunity_id`, `stage`, count(*) FROM `applications` WHERE true
GROUP BY `business_id`, `opportunity_id`, `stage`;--> statement-breakpoint
-- 5. Applications in order of their last move (the applications list, newest move first), and
--    each board column's cards in the same order (the id ends both keys).
CREATE INDEX `applications_moved_idx` ON `applications` (`business_id`,`stage_changed_at`,`id`);--> statement-breakpoint
DROP INDEX IF EXISTS `applications_board_idx`;--> statement-breakpoint
CREATE INDEX `applications_board_idx` ON `applications` (`business_id`,`opportunity_id`,`stage`,`stage_changed_at`,`id`);--> statement-breakpoint
-- 6. People with an application at a stage (the candidate list's status filter and its count).
DROP INDEX IF EXISTS `applications_stage_idx`;--> statement-breakpoint
CREATE INDEX `applications_stage_idx` ON `applications` (`business_id`,`stage`,`stage_changed_at`,`candidate_id`);
--> statement-breakpoint
-- 7. The business's candidates, kept by triggers: the unfiltered list's count and the dashboard's total.
CREATE TABLE `candidate_counts` (
  `business_id` text PRIMARY KEY NOT NULL,
  `count` integer NOT NULL DEFAULT 0
) WITHOUT ROWID;--> statement-breakpoint
CREATE TRIGGER `candidate_counts_insert` AFTER INSERT ON `candidates` BEGIN
  INSERT INTO `candidate_counts` (`business_id`, `count`) VALUES (new.business_id, 1)
  ON CONFLICT (`business_id`) DO UPDATE SET `count` = `count` + 1;
END;--> statement-breakpoint
CREATE TRIGGER `candidate_counts_delete` AFTER DELETE ON `candidates` BEGIN
  UPDATE `candidate_counts` SET `count` = `count` - 1 WHERE `business_id` = old.business_id;
END;--> statement-breakpoint
CREATE TRIGGER `candidate_counts_update` AFTER UPDATE OF `business_id` ON `candidates`
WHEN old.business_id IS NOT new.business_id
BEGIN
  UPDATE `candidate_counts` SET `count` = `count` - 1 WHERE `business_id` = old.business_id;
  INSERT INTO `candidate_counts` (`business_id`, `count`) VALUES (new.business_id, 1)
  ON CONFLICT (`business_id`) DO UPDATE SET `count` = `count` + 1;
END;--> statement-breakpoint
INSERT INTO `candidate_counts` (`business_id`, `count`)
SELECT `business_id`, count(*) FROM `candidates` WHERE true GROUP BY `business_id`;
