-- Issue 22: people with at least one application at each stage, per business, kept by triggers
-- on every write path (API, careers page, imports, the bench's generator). The candidate list's
-- status filter counts from here instead of counting distinct people over the applications.
-- Each trigger asks whether the same person has another application at the stage, by the
-- applications' unique index (business_id, candidate_id, opportunity_id): a few rows a person.
CREATE TRIGGER `stage_people_counts_insert` AFTER INSERT ON `applications`
WHEN NOT EXISTS (
  SELECT 1 FROM `applications` a
  WHERE a.business_id = new.business_id AND a.candidate_id = new.candidate_id AND a.stage = new.stage AND a.id <> new.id
)
BEGIN
  INSERT INTO `stage_people_counts` (`business_id`, `stage`, `count`)
  VALUES (new.business_id, new.stage, 1)
  ON CONFLICT (`business_id`, `stage`) DO UPDATE SET `count` = `count` + 1;
END;--> statement-breakpoint
CREATE TRIGGER `stage_people_counts_delete` AFTER DELETE ON `applications`
WHEN NOT EXISTS (
  SELECT 1 FROM `applications` a
  WHERE a.business_id = old.business_id AND a.candidate_id = old.candidate_id AND a.stage = old.stage
)
BEGIN
  UPDATE `stage_people_counts` SET `count` = `count` - 1
  WHERE `business_id` = old.business_id AND `stage` = old.stage;
END;--> statement-breakpoint
CREATE TRIGGER `stage_people_counts_update` AFTER UPDATE OF `business_id`, `candidate_id`, `stage` ON `applications`
WHEN old.business_id IS NOT new.business_id OR old.candidate_id IS NOT new.candidate_id OR old.stage IS NOT new.stage
BEGIN
  -- The old stage loses the person unless another application of theirs is still there.
  UPDATE `stage_people_counts` SET `count` = `count` - 1
  WHERE `business_id` = old.business_id AND `stage` = old.stage AND NOT EXISTS (
    SELECT 1 FROM `applications` a
    WHERE a.business_id = old.business_id AND a.candidate_id = old.candidate_id AND a.stage = old.stage
  );
  -- The new stage gains them unless another application of theirs was there already.
  INSERT INTO `stage_people_counts` (`business_id`, `stage`, `count`)
  SELECT new.business_id, new.stage, 1 WHERE NOT EXISTS (
    SELECT 1 FROM `applications` a
    WHERE a.business_id = new.business_id AND a.candidate_id = new.candidate_id AND a.stage = new.stage AND a.id <> new.id
  )
  ON CONFLICT (`business_id`, `stage`) DO UPDATE SET `count` = `count` + 1;
END;--> statement-breakpoint
INSERT INTO `stage_people_counts` (`business_id`, `stage`, `count`)
SELECT `business_id`, `stage`, count(DISTINCT `candidate_id`) FROM `applications` WHERE true
GROUP BY `business_id`, `stage`;
