-- Issue 20: the analytics at 100,000 candidates (docs/analytics.md, "Speed"). Counters kept by
-- triggers on every write path (API, careers page, imports, seed, the bench's generator), so a
-- report sums a few hundred counter rows instead of visiting tens of thousands of applications.
--
-- Two layers:
-- 1. What an application is counted by, kept on its row: `reached` (how far along the funnel it
--    got: its stage's index, or for a rejected or withdrawn one the furthest stage of its history),
--    `hired_at` (its move to hired), `recruiter_id` (the candidate's assignee, else who added it)
--    and `experience_years` (the candidate's). `application_facts` computes them from the
--    history and the candidate; the triggers below recompute an application's whenever its
--    stage, its history or its candidate changes.
-- 2. Counters that follow the applications' rows (and their moves) by the old and new values of
--    each write, never by re-reading a row (so the order in which triggers fire cannot matter):
--    `cohort_counts` (applications by the UTC day they applied) and `move_counts` (staff moves by
--    the UTC day they were made). Each row adds to one counter row per block length of
--    `counter_spans` (the block of `span` days holding its day; start_day a multiple of span),
--    so a range of days is a handful of blocks. The reports take the hours between the
--    business's midnights and the nearest UTC midnights from the rows themselves.
--
-- An application's history is found by status_histories_entity_idx (entity, entity_id): its few
-- rows. Where the business is compared too it is written `+h.business_id`, so that SQLite never
-- picks a business-wide index for it instead (every write would then read the business's history).
CREATE VIEW `counter_spans` AS SELECT 1 AS span UNION ALL SELECT 4 AS span UNION ALL SELECT 16 AS span UNION ALL SELECT 64 AS span;--> statement-breakpoint
CREATE VIEW `application_facts` AS
SELECT a.id AS application_id,
  CASE WHEN a.stage IN ('rejected', 'withdrawn')
    THEN coalesce((SELECT max(CASE h.to_status WHEN 'new' THEN 0 WHEN 'screening' THEN 1 WHEN 'shortlisted' THEN 2 WHEN 'interviewing' THEN 3 WHEN 'offered' THEN 4 WHEN 'hired' THEN 5 ELSE -1 END) FROM `status_histories` h WHERE h.entity = 'application' AND h.entity_id = a.id), -1)
    ELSE CASE a.stage WHEN 'new' THEN 0 WHEN 'screening' THEN 1 WHEN 'shortlisted' THEN 2 WHEN 'interviewing' THEN 3 WHEN 'offered' THEN 4 WHEN 'hired' THEN 5 ELSE -1 END END AS reached,
  (SELECT min(h.created_at) FROM `status_histories` h
    WHERE h.entity = 'application' AND h.entity_id = a.id AND h.to_status = 'hired' AND +h.business_id = a.business_id) AS hired_at,
  coalesce(c.assigned_to, a.created_by) AS recruiter_id,
  c.experience_years AS experience_years
FROM `applications` a LEFT JOIN `candidates` c ON c.id = a.candidate_id;--> statement-breakpoint
-- What each application adds to `cohort_counts` (the backfill below; the reports read the hours
-- at a range's edges from it).
CREATE VIEW `cohort_vectors` AS
SELECT x.application_id, x.business_id, x.applied_at, x.day, x.opportunity_id, x.source, x.recruiter_id,
  (x.reached >= 0) AS reached_new,
  (x.reached >= 1) AS reached_screening,
  (x.reached >= 2) AS reached_shortlisted,
  (x.reached >= 3) AS reached_interviewing,
  (x.reached >= 4) AS reached_offered,
  (x.reached >= 5) AS reached_hired,
  (x.band = 'under_1') AS applied_under_1,
  (x.band = '1_2') AS applied_1_2,
  (x.band = '3_5') AS applied_3_5,
  (x.band = '6_10') AS applied_6_10,
  (x.band = 'over_10') AS applied_over_10,
  (x.band = 'unknown') AS applied_unknown,
  (x.band = 'under_1' AND x.hired) AS hired_under_1,
  (x.band = '1_2' AND x.hired) AS hired_1_2,
  (x.band = '3_5' AND x.hired) AS hired_3_5,
  (x.band = '6_10' AND x.hired) AS hired_6_10,
  (x.band = 'over_10' AND x.hired) AS hired_over_10,
  (x.band = 'unknown' AND x.hired) AS hired_unknown
FROM (SELECT a.id AS application_id, a.business_id AS business_id, a.applied_at AS applied_at, a.applied_at / 86400000 AS day,
    a.opportunity_id AS opportunity_id, a.source AS source, coalesce(a.recruiter_id, '') AS recruiter_id, a.reached AS reached,
    a.stage = 'hired' AS hired, CASE WHEN a.experience_years BETWEEN 0 AND 0 THEN 'under_1' WHEN a.experience_years BETWEEN 1 AND 2 THEN '1_2' WHEN a.experience_years BETWEEN 3 AND 5 THEN '3_5' WHEN a.experience_years BETWEEN 6 AND 10 THEN '6_10' WHEN a.experience_years >= 11 THEN 'over_10' WHEN a.experience_years IS NULL THEN 'unknown' ELSE 'unknown' END AS band
  FROM `applications` a) x;--> statement-breakpoint
-- Each staff move of an application (a history row after its first), with what the leaderboard
-- filters it by.
CREATE VIEW `move_vectors` AS
SELECT h.id AS history_id, a.id AS application_id, h.business_id AS business_id, h.created_at AS created_at,
  h.created_at / 86400000 AS day, coalesce(h.actor_id, '') AS actor_id, a.opportunity_id AS opportunity_id, a.source AS source,
  coalesce(a.recruiter_id, '') AS recruiter_id
FROM `status_histories` h JOIN `applications` a ON a.id = h.entity_id AND a.business_id = h.business_id
WHERE h.entity = 'application' AND h.actor_kind = 'employee' AND h.from_status IS NOT NULL;--> statement-breakpoint
-- Backfill: the facts of every application, then the counters from them.
UPDATE `applications` SET `reached` = f.reached, `hired_at` = f.hired_at, `recruiter_id` = f.recruiter_id, `experience_years` = f.experience_years
  FROM `application_facts` f
  WHERE f.application_id = `applications`.id
    AND (`applications`.reached IS NOT f.reached OR `applications`.hired_at IS NOT f.hired_at OR `applications`.recruiter_id IS NOT f.recruiter_id OR `applications`.experience_years IS NOT f.experience_years);--> statement-breakpoint
INSERT INTO `cohort_counts` (`business_id`, `span`, `start_day`, `opportunity_id`, `source`, `recruiter_id`, `reached_new`, `reached_screening`, `reached_shortlisted`, `reached_interviewing`, `reached_offered`, `reached_hired`, `applied_under_1`, `applied_1_2`, `applied_3_5`, `applied_6_10`, `applied_over_10`, `applied_unknown`, `hired_under_1`, `hired_1_2`, `hired_3_5`, `hired_6_10`, `hired_over_10`, `hired_unknown`)
SELECT v.business_id, s.span, v.day / s.span * s.span, v.opportunity_id, v.source, v.recruiter_id, sum(v.reached_new), sum(v.reached_screening), sum(v.reached_shortlisted), sum(v.reached_interviewing), sum(v.reached_offered), sum(v.reached_hired), sum(v.applied_under_1), sum(v.applied_1_2), sum(v.applied_3_5), sum(v.applied_6_10), sum(v.applied_over_10), sum(v.applied_unknown), sum(v.hired_under_1), sum(v.hired_1_2), sum(v.hired_3_5), sum(v.hired_6_10), sum(v.hired_over_10), sum(v.hired_unknown)
FROM `cohort_vectors` v, `counter_spans` s WHERE true
GROUP BY v.business_id, s.span, v.day / s.span * s.span, v.opportunity_id, v.source, v.recruiter_id;--> statement-breakpoint
INSERT INTO `move_counts` (`business_id`, `span`, `start_day`, `actor_id`, `opportunity_id`, `source`, `recruiter_id`, `moves`)
SELECT v.business_id, s.span, v.day / s.span * s.span, v.actor_id, v.opportunity_id, v.source, v.recruiter_id, count(*)
FROM `move_vectors` v, `counter_spans` s WHERE true
GROUP BY v.business_id, s.span, v.day / s.span * s.span, v.actor_id, v.opportunity_id, v.source, v.recruiter_id;--> statement-breakpoint
-- 1. The facts, recomputed for the applications a write touches.
CREATE TRIGGER `applications_facts_insert` AFTER INSERT ON `applications` BEGIN
  UPDATE `applications` SET `reached` = f.reached, `hired_at` = f.hired_at, `recruiter_id` = f.recruiter_id, `experience_years` = f.experience_years
  FROM `application_facts` f
  WHERE f.application_id = `applications`.id AND `applications`.id = new.id
    AND (`applications`.reached IS NOT f.reached OR `applications`.hired_at IS NOT f.hired_at OR `applications`.recruiter_id IS NOT f.recruiter_id OR `applications`.experience_years IS NOT f.experience_years);
END;--> statement-breakpoint
CREATE TRIGGER `applications_facts_update` AFTER UPDATE OF `business_id`, `candidate_id`, `stage`, `created_by` ON `applications`
WHEN old.business_id IS NOT new.business_id OR old.candidate_id IS NOT new.candidate_id OR old.stage IS NOT new.stage OR old.created_by IS NOT new.created_by
BEGIN
  UPDATE `applications` SET `reached` = f.reached, `hired_at` = f.hired_at, `recruiter_id` = f.recruiter_id, `experience_years` = f.experience_years
  FROM `application_facts` f
  WHERE f.application_id = `applications`.id AND `applications`.id = new.id
    AND (`applications`.reached IS NOT f.reached OR `applications`.hired_at IS NOT f.hired_at OR `applications`.recruiter_id IS NOT f.recruiter_id OR `applications`.experience_years IS NOT f.experience_years);
END;--> statement-breakpoint
CREATE TRIGGER `status_histories_facts_insert` AFTER INSERT ON `status_histories` WHEN new.entity = 'application' BEGIN
  UPDATE `applications` SET `reached` = f.reached, `hired_at` = f.hired_at, `recruiter_id` = f.recruiter_id, `experience_years` = f.experience_years
  FROM `application_facts` f
  WHERE f.application_id = `applications`.id AND `applications`.id = new.entity_id
    AND (`applications`.reached IS NOT f.reached OR `applications`.hired_at IS NOT f.hired_at OR `applications`.recruiter_id IS NOT f.recruiter_id OR `applications`.experience_years IS NOT f.experience_years);
END;--> statement-breakpoint
CREATE TRIGGER `status_histories_facts_delete` AFTER DELETE ON `status_histories` WHEN old.entity = 'application' BEGIN
  UPDATE `applications` SET `reached` = f.reached, `hired_at` = f.hired_at, `recruiter_id` = f.recruiter_id, `experience_years` = f.experience_years
  FROM `application_facts` f
  WHERE f.application_id = `applications`.id AND `applications`.id = old.entity_id
    AND (`applications`.reached IS NOT f.reached OR `applications`.hired_at IS NOT f.hired_at OR `applications`.recruiter_id IS NOT f.recruiter_id OR `applications`.experience_years IS NOT f.experience_years);
END;--> statement-breakpoint
CREATE TRIGGER `status_histories_facts_update` AFTER UPDATE OF `business_id`, `entity`, `entity_id`, `to_status`, `created_at` ON `status_histories`
WHEN old.entity = 'application' OR new.entity = 'application'
BEGIN
  UPDATE `applications` SET `reached` = f.reached, `hired_at` = f.hired_at, `recruiter_id` = f.recruiter_id, `experience_years` = f.experience_years
  FROM `application_facts` f
  WHERE f.application_id = `applications`.id AND `applications`.id IN (old.entity_id, new.entity_id)
    AND (`applications`.reached IS NOT f.reached OR `applications`.hired_at IS NOT f.hired_at OR `applications`.recruiter_id IS NOT f.recruiter_id OR `applications`.experience_years IS NOT f.experience_years);
END;--> statement-breakpoint
CREATE TRIGGER `candidates_facts_update` AFTER UPDATE OF `assigned_to`, `experience_years` ON `candidates`
WHEN old.assigned_to IS NOT new.assigned_to OR old.experience_years IS NOT new.experience_years
BEGIN
  UPDATE `applications` SET `reached` = f.reached, `hired_at` = f.hired_at, `recruiter_id` = f.recruiter_id, `experience_years` = f.experience_years
  FROM `application_facts` f
  WHERE f.application_id = `applications`.id AND `applications`.business_id = new.business_id AND `applications`.candidate_id = new.id
    AND (`applications`.reached IS NOT f.reached OR `applications`.hired_at IS NOT f.hired_at OR `applications`.recruiter_id IS NOT f.recruiter_id OR `applications`.experience_years IS NOT f.experience_years);
END;--> statement-breakpoint
-- 2. The applications by the day they applied.
CREATE TRIGGER `cohort_counts_insert` AFTER INSERT ON `applications` BEGIN
  INSERT INTO `cohort_counts` (`business_id`, `span`, `start_day`, `opportunity_id`, `source`, `recruiter_id`, `reached_new`, `reached_screening`, `reached_shortlisted`, `reached_interviewing`, `reached_offered`, `reached_hired`, `applied_under_1`, `applied_1_2`, `applied_3_5`, `applied_6_10`, `applied_over_10`, `applied_unknown`, `hired_under_1`, `hired_1_2`, `hired_3_5`, `hired_6_10`, `hired_over_10`, `hired_unknown`)
  SELECT x.business_id,
    s.span,
    x.day / s.span * s.span,
    x.opportunity_id,
    x.source,
    x.recruiter_id,
    x.sign * (x.reached >= 0),
    x.sign * (x.reached >= 1),
    x.sign * (x.reached >= 2),
    x.sign * (x.reached >= 3),
    x.sign * (x.reached >= 4),
    x.sign * (x.reached >= 5),
    x.sign * (x.band = 'under_1'),
    x.sign * (x.band = '1_2'),
    x.sign * (x.band = '3_5'),
    x.sign * (x.band = '6_10'),
    x.sign * (x.band = 'over_10'),
    x.sign * (x.band = 'unknown'),
    x.sign * (x.band = 'under_1' AND x.hired),
    x.sign * (x.band = '1_2' AND x.hired),
    x.sign * (x.band = '3_5' AND x.hired),
    x.sign * (x.band = '6_10' AND x.hired),
    x.sign * (x.band = 'over_10' AND x.hired),
    x.sign * (x.band = 'unknown' AND x.hired)
  FROM (SELECT 1 AS sign, new.business_id AS business_id, new.applied_at / 86400000 AS day, new.opportunity_id AS opportunity_id, new.source AS source, coalesce(new.recruiter_id, '') AS recruiter_id, new.reached AS reached, new.stage = 'hired' AS hired, CASE WHEN new.experience_years BETWEEN 0 AND 0 THEN 'under_1' WHEN new.experience_years BETWEEN 1 AND 2 THEN '1_2' WHEN new.experience_years BETWEEN 3 AND 5 THEN '3_5' WHEN new.experience_years BETWEEN 6 AND 10 THEN '6_10' WHEN new.experience_years >= 11 THEN 'over_10' WHEN new.experience_years IS NULL THEN 'unknown' ELSE 'unknown' END AS band) x, `counter_spans` s
  WHERE true
  ON CONFLICT (`business_id`, `span`, `start_day`, `opportunity_id`, `source`, `recruiter_id`) DO UPDATE SET `reached_new` = `reached_new` + excluded.`reached_new`, `reached_screening` = `reached_screening` + excluded.`reached_screening`, `reached_shortlisted` = `reached_shortlisted` + excluded.`reached_shortlisted`, `reached_interviewing` = `reached_interviewing` + excluded.`reached_interviewing`, `reached_offered` = `reached_offered` + excluded.`reached_offered`, `reached_hired` = `reached_hired` + excluded.`reached_hired`, `applied_under_1` = `applied_under_1` + excluded.`applied_under_1`, `applied_1_2` = `applied_1_2` + excluded.`applied_1_2`, `applied_3_5` = `applied_3_5` + excluded.`applied_3_5`, `applied_6_10` = `applied_6_10` + excluded.`applied_6_10`, `applied_over_10` = `applied_over_10` + excluded.`applied_over_10`, `applied_unknown` = `applied_unknown` + excluded.`applied_unknown`, `hired_under_1` = `hired_under_1` + excluded.`hired_under_1`, `hired_1_2` = `hired_1_2` + excluded.`hired_1_2`, `hired_3_5` = `hired_3_5` + excluded.`hired_3_5`, `hired_6_10` = `hired_6_10` + excluded.`hired_6_10`, `hired_over_10` = `hired_over_10` + excluded.`hired_over_10`, `hired_unknown` = `hired_unknown` + excluded.`hired_unknown`;
END;--> statement-breakpoint
CREATE TRIGGER `cohort_counts_delete` AFTER DELETE ON `applications` BEGIN
  INSERT INTO `cohort_counts` (`business_id`, `span`, `start_day`, `opportunity_id`, `source`, `recruiter_id`, `reached_new`, `reached_screening`, `reached_shortlisted`, `reached_interviewing`, `reached_offered`, `reached_hired`, `applied_under_1`, `applied_1_2`, `applied_3_5`, `applied_6_10`, `applied_over_10`, `applied_unknown`, `hired_under_1`, `hired_1_2`, `hired_3_5`, `hired_6_10`, `hired_over_10`, `hired_unknown`)
  SELECT x.business_id,
    s.span,
    x.day / s.span * s.span,
    x.opportunity_id,
    x.source,
    x.recruiter_id,
    x.sign * (x.reached >= 0),
    x.sign * (x.reached >= 1),
    x.sign * (x.reached >= 2),
    x.sign * (x.reached >= 3),
    x.sign * (x.reached >= 4),
    x.sign * (x.reached >= 5),
    x.sign * (x.band = 'under_1'),
    x.sign * (x.band = '1_2'),
    x.sign * (x.band = '3_5'),
    x.sign * (x.band = '6_10'),
    x.sign * (x.band = 'over_10'),
    x.sign * (x.band = 'unknown'),
    x.sign * (x.band = 'under_1' AND x.hired),
    x.sign * (x.band = '1_2' AND x.hired),
    x.sign * (x.band = '3_5' AND x.hired),
    x.sign * (x.band = '6_10' AND x.hired),
    x.sign * (x.band = 'over_10' AND x.hired),
    x.sign * (x.band = 'unknown' AND x.hired)
  FROM (SELECT -1 AS sign, old.business_id AS business_id, old.applied_at / 86400000 AS day, old.opportunity_id AS opportunity_id, old.source AS source, coalesce(old.recruiter_id, '') AS recruiter_id, old.reached AS reached, old.stage = 'hired' AS hired, CASE WHEN old.experience_years BETWEEN 0 AND 0 THEN 'under_1' WHEN old.experience_years BETWEEN 1 AND 2 THEN '1_2' WHEN old.experience_years BETWEEN 3 AND 5 THEN '3_5' WHEN old.experience_years BETWEEN 6 AND 10 THEN '6_10' WHEN old.experience_years >= 11 THEN 'over_10' WHEN old.experience_years IS NULL THEN 'unknown' ELSE 'unknown' END AS band) x, `counter_spans` s
  WHERE true
  ON CONFLICT (`business_id`, `span`, `start_day`, `opportunity_id`, `source`, `recruiter_id`) DO UPDATE SET `reached_new` = `reached_new` + excluded.`reached_new`, `reached_screening` = `reached_screening` + excluded.`reached_screening`, `reached_shortlisted` = `reached_shortlisted` + excluded.`reached_shortlisted`, `reached_interviewing` = `reached_interviewing` + excluded.`reached_interviewing`, `reached_offered` = `reached_offered` + excluded.`reached_offered`, `reached_hired` = `reached_hired` + excluded.`reached_hired`, `applied_under_1` = `applied_under_1` + excluded.`applied_under_1`, `applied_1_2` = `applied_1_2` + excluded.`applied_1_2`, `applied_3_5` = `applied_3_5` + excluded.`applied_3_5`, `applied_6_10` = `applied_6_10` + excluded.`applied_6_10`, `applied_over_10` = `applied_over_10` + excluded.`applied_over_10`, `applied_unknown` = `applied_unknown` + excluded.`applied_unknown`, `hired_under_1` = `hired_under_1` + excluded.`hired_under_1`, `hired_1_2` = `hired_1_2` + excluded.`hired_1_2`, `hired_3_5` = `hired_3_5` + excluded.`hired_3_5`, `hired_6_10` = `hired_6_10` + excluded.`hired_6_10`, `hired_over_10` = `hired_over_10` + excluded.`hired_over_10`, `hired_unknown` = `hired_unknown` + excluded.`hired_unknown`;
END;--> statement-breakpoint
CREATE TRIGGER `cohort_counts_update` AFTER UPDATE OF `business_id`, `applied_at`, `opportunity_id`, `source`, `recruiter_id`, `reached`, `stage`, `experience_years` ON `applications`
WHEN old.business_id IS NOT new.business_id OR old.applied_at IS NOT new.applied_at OR old.opportunity_id IS NOT new.opportunity_id OR old.source IS NOT new.source OR old.recruiter_id IS NOT new.recruiter_id OR old.reached IS NOT new.reached OR old.stage IS NOT new.stage OR old.experience_years IS NOT new.experience_years
BEGIN
  INSERT INTO `cohort_counts` (`business_id`, `span`, `start_day`, `opportunity_id`, `source`, `recruiter_id`, `reached_new`, `reached_screening`, `reached_shortlisted`, `reached_interviewing`, `reached_offered`, `reached_hired`, `applied_under_1`, `applied_1_2`, `applied_3_5`, `applied_6_10`, `applied_over_10`, `applied_unknown`, `hired_under_1`, `hired_1_2`, `hired_3_5`, `hired_6_10`, `hired_over_10`, `hired_unknown`)
  SELECT x.business_id,
    s.span,
    x.day / s.span * s.span,
    x.opportunity_id,
    x.source,
    x.recruiter_id,
    x.sign * (x.reached >= 0),
    x.sign * (x.reached >= 1),
    x.sign * (x.reached >= 2),
    x.sign * (x.reached >= 3),
    x.sign * (x.reached >= 4),
    x.sign * (x.reached >= 5),
    x.sign * (x.band = 'under_1'),
    x.sign * (x.band = '1_2'),
    x.sign * (x.band = '3_5'),
    x.sign * (x.band = '6_10'),
    x.sign * (x.band = 'over_10'),
    x.sign * (x.band = 'unknown'),
    x.sign * (x.band = 'under_1' AND x.hired),
    x.sign * (x.band = '1_2' AND x.hired),
    x.sign * (x.band = '3_5' AND x.hired),
    x.sign * (x.band = '6_10' AND x.hired),
    x.sign * (x.band = 'over_10' AND x.hired),
    x.sign * (x.band = 'unknown' AND x.hired)
  FROM (SELECT -1 AS sign, old.business_id AS business_id, old.applied_at / 86400000 AS day, old.opportunity_id AS opportunity_id, old.source AS source, coalesce(old.recruiter_id, '') AS recruiter_id, old.reached AS reached, old.stage = 'hired' AS hired, CASE WHEN old.experience_years BETWEEN 0 AND 0 THEN 'under_1' WHEN old.experience_years BETWEEN 1 AND 2 THEN '1_2' WHEN old.experience_years BETWEEN 3 AND 5 THEN '3_5' WHEN old.experience_years BETWEEN 6 AND 10 THEN '6_10' WHEN old.experience_years >= 11 THEN 'over_10' WHEN old.experience_years IS NULL THEN 'unknown' ELSE 'unknown' END AS band UNION ALL SELECT 1 AS sign, new.business_id AS business_id, new.applied_at / 86400000 AS day, new.opportunity_id AS opportunity_id, new.source AS source, coalesce(new.recruiter_id, '') AS recruiter_id, new.reached AS reached, new.stage = 'hired' AS hired, CASE WHEN new.experience_years BETWEEN 0 AND 0 THEN 'under_1' WHEN new.experience_years BETWEEN 1 AND 2 THEN '1_2' WHEN new.experience_years BETWEEN 3 AND 5 THEN '3_5' WHEN new.experience_years BETWEEN 6 AND 10 THEN '6_10' WHEN new.experience_years >= 11 THEN 'over_10' WHEN new.experience_years IS NULL THEN 'unknown' ELSE 'unknown' END AS band) x, `counter_spans` s
  WHERE true
  ON CONFLICT (`business_id`, `span`, `start_day`, `opportunity_id`, `source`, `recruiter_id`) DO UPDATE SET `reached_new` = `reached_new` + excluded.`reached_new`, `reached_screening` = `reached_screening` + excluded.`reached_screening`, `reached_shortlisted` = `reached_shortlisted` + excluded.`reached_shortlisted`, `reached_interviewing` = `reached_interviewing` + excluded.`reached_interviewing`, `reached_offered` = `reached_offered` + excluded.`reached_offered`, `reached_hired` = `reached_hired` + excluded.`reached_hired`, `applied_under_1` = `applied_under_1` + excluded.`applied_under_1`, `applied_1_2` = `applied_1_2` + excluded.`applied_1_2`, `applied_3_5` = `applied_3_5` + excluded.`applied_3_5`, `applied_6_10` = `applied_6_10` + excluded.`applied_6_10`, `applied_over_10` = `applied_over_10` + excluded.`applied_over_10`, `applied_unknown` = `applied_unknown` + excluded.`applied_unknown`, `hired_under_1` = `hired_under_1` + excluded.`hired_under_1`, `hired_1_2` = `hired_1_2` + excluded.`hired_1_2`, `hired_3_5` = `hired_3_5` + excluded.`hired_3_5`, `hired_6_10` = `hired_6_10` + excluded.`hired_6_10`, `hired_over_10` = `hired_over_10` + excluded.`hired_over_10`, `hired_unknown` = `hired_unknown` + excluded.`hired_unknown`;
END;--> statement-breakpoint
-- 3. The staff moves by the day they were made, with their application's job, source and recruiter.
CREATE TRIGGER `move_counts_history_insert` AFTER INSERT ON `status_histories` WHEN new.entity = 'application' AND new.actor_kind = 'employee' AND new.from_status IS NOT NULL BEGIN
  INSERT INTO `move_counts` (`business_id`, `span`, `start_day`, `actor_id`, `opportunity_id`, `source`, `recruiter_id`, `moves`)
  SELECT a.business_id, s.span, new.created_at / 86400000 / s.span * s.span, coalesce(new.actor_id, ''), a.opportunity_id, a.source, coalesce(a.recruiter_id, ''), 1
  FROM `applications` a, `counter_spans` s
  WHERE a.id = new.entity_id AND a.business_id = new.business_id AND new.entity = 'application' AND new.actor_kind = 'employee' AND new.from_status IS NOT NULL
  ON CONFLICT (`business_id`, `span`, `start_day`, `actor_id`, `opportunity_id`, `source`, `recruiter_id`) DO UPDATE SET `moves` = `moves` + excluded.`moves`;
END;--> statement-breakpoint
CREATE TRIGGER `move_counts_history_delete` AFTER DELETE ON `status_histories` WHEN old.entity = 'application' AND old.actor_kind = 'employee' AND old.from_status IS NOT NULL BEGIN
  INSERT INTO `move_counts` (`business_id`, `span`, `start_day`, `actor_id`, `opportunity_id`, `source`, `recruiter_id`, `moves`)
  SELECT a.business_id, s.span, old.created_at / 86400000 / s.span * s.span, coalesce(old.actor_id, ''), a.opportunity_id, a.source, coalesce(a.recruiter_id, ''), -1
  FROM `applications` a, `counter_spans` s
  WHERE a.id = old.entity_id AND a.business_id = old.business_id AND old.entity = 'application' AND old.actor_kind = 'employee' AND old.from_status IS NOT NULL
  ON CONFLICT (`business_id`, `span`, `start_day`, `actor_id`, `opportunity_id`, `source`, `recruiter_id`) DO UPDATE SET `moves` = `moves` + excluded.`moves`;
END;--> statement-breakpoint
CREATE TRIGGER `move_counts_history_update` AFTER UPDATE OF `business_id`, `entity`, `entity_id`, `actor_kind`, `actor_id`, `from_status`, `created_at` ON `status_histories`
WHEN old.business_id IS NOT new.business_id OR old.entity IS NOT new.entity OR old.entity_id IS NOT new.entity_id OR old.actor_kind IS NOT new.actor_kind OR old.actor_id IS NOT new.actor_id OR old.from_status IS NOT new.from_status OR old.created_at IS NOT new.created_at
BEGIN
  INSERT INTO `move_counts` (`business_id`, `span`, `start_day`, `actor_id`, `opportunity_id`, `source`, `recruiter_id`, `moves`)
  SELECT a.business_id, s.span, old.created_at / 86400000 / s.span * s.span, coalesce(old.actor_id, ''), a.opportunity_id, a.source, coalesce(a.recruiter_id, ''), -1
  FROM `applications` a, `counter_spans` s
  WHERE a.id = old.entity_id AND a.business_id = old.business_id AND old.entity = 'application' AND old.actor_kind = 'employee' AND old.from_status IS NOT NULL
  ON CONFLICT (`business_id`, `span`, `start_day`, `actor_id`, `opportunity_id`, `source`, `recruiter_id`) DO UPDATE SET `moves` = `moves` + excluded.`moves`;
  INSERT INTO `move_counts` (`business_id`, `span`, `start_day`, `actor_id`, `opportunity_id`, `source`, `recruiter_id`, `moves`)
  SELECT a.business_id, s.span, new.created_at / 86400000 / s.span * s.span, coalesce(new.actor_id, ''), a.opportunity_id, a.source, coalesce(a.recruiter_id, ''), 1
  FROM `applications` a, `counter_spans` s
  WHERE a.id = new.entity_id AND a.business_id = new.business_id AND new.entity = 'application' AND new.actor_kind = 'employee' AND new.from_status IS NOT NULL
  ON CONFLICT (`business_id`, `span`, `start_day`, `actor_id`, `opportunity_id`, `source`, `recruiter_id`) DO UPDATE SET `moves` = `moves` + excluded.`moves`;
END;--> statement-breakpoint
-- An application written after its history (the bench's generator writes in bulk) counts the moves already there.
CREATE TRIGGER `move_counts_application_insert` AFTER INSERT ON `applications` BEGIN
  INSERT INTO `move_counts` (`business_id`, `span`, `start_day`, `actor_id`, `opportunity_id`, `source`, `recruiter_id`, `moves`)
  SELECT new.business_id, s.span, h.created_at / 86400000 / s.span * s.span, coalesce(h.actor_id, ''), new.opportunity_id, new.source, coalesce(new.recruiter_id, ''), count(*)
  FROM `status_histories` h, `counter_spans` s
  WHERE h.entity = 'application' AND h.entity_id = new.id AND +h.business_id = new.business_id AND h.entity = 'application' AND h.actor_kind = 'employee' AND h.from_status IS NOT NULL
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (`business_id`, `span`, `start_day`, `actor_id`, `opportunity_id`, `source`, `recruiter_id`) DO UPDATE SET `moves` = `moves` + excluded.`moves`;
END;--> statement-breakpoint
CREATE TRIGGER `move_counts_application_delete` AFTER DELETE ON `applications` BEGIN
  INSERT INTO `move_counts` (`business_id`, `span`, `start_day`, `actor_id`, `opportunity_id`, `source`, `recruiter_id`, `moves`)
  SELECT old.business_id, s.span, h.created_at / 86400000 / s.span * s.span, coalesce(h.actor_id, ''), old.opportunity_id, old.source, coalesce(old.recruiter_id, ''), -count(*)
  FROM `status_histories` h, `counter_spans` s
  WHERE h.entity = 'application' AND h.entity_id = old.id AND +h.business_id = old.business_id AND h.entity = 'application' AND h.actor_kind = 'employee' AND h.from_status IS NOT NULL
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (`business_id`, `span`, `start_day`, `actor_id`, `opportunity_id`, `source`, `recruiter_id`) DO UPDATE SET `moves` = `moves` + excluded.`moves`;
END;--> statement-breakpoint
CREATE TRIGGER `move_counts_application_update` AFTER UPDATE OF `business_id`, `opportunity_id`, `source`, `recruiter_id` ON `applications`
WHEN old.business_id IS NOT new.business_id OR old.opportunity_id IS NOT new.opportunity_id OR old.source IS NOT new.source OR old.recruiter_id IS NOT new.recruiter_id
BEGIN
  INSERT INTO `move_counts` (`business_id`, `span`, `start_day`, `actor_id`, `opportunity_id`, `source`, `recruiter_id`, `moves`)
  SELECT old.business_id, s.span, h.created_at / 86400000 / s.span * s.span, coalesce(h.actor_id, ''), old.opportunity_id, old.source, coalesce(old.recruiter_id, ''), -count(*)
  FROM `status_histories` h, `counter_spans` s
  WHERE h.entity = 'application' AND h.entity_id = old.id AND +h.business_id = old.business_id AND h.entity = 'application' AND h.actor_kind = 'employee' AND h.from_status IS NOT NULL
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (`business_id`, `span`, `start_day`, `actor_id`, `opportunity_id`, `source`, `recruiter_id`) DO UPDATE SET `moves` = `moves` + excluded.`moves`;
  INSERT INTO `move_counts` (`business_id`, `span`, `start_day`, `actor_id`, `opportunity_id`, `source`, `recruiter_id`, `moves`)
  SELECT new.business_id, s.span, h.created_at / 86400000 / s.span * s.span, coalesce(h.actor_id, ''), new.opportunity_id, new.source, coalesce(new.recruiter_id, ''), count(*)
  FROM `status_histories` h, `counter_spans` s
  WHERE h.entity = 'application' AND h.entity_id = new.id AND +h.business_id = new.business_id AND h.entity = 'application' AND h.actor_kind = 'employee' AND h.from_status IS NOT NULL
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (`business_id`, `span`, `start_day`, `actor_id`, `opportunity_id`, `source`, `recruiter_id`) DO UPDATE SET `moves` = `moves` + excluded.`moves`;
END;
