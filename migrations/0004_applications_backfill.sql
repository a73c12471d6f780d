-- Applications from the candidates of before (docs/applications.md, "Migration"). Nothing is lost:
--   1. every candidate with a job of their business becomes one application: its stage is the candidate's status,
--      its source the candidate's source, applied when the candidate was added;
--   2. their pipeline moves (status_histories rows of the candidate that changed the status, and the row that
--      added them) move to that application, with the candidate and job in meta;
--   3. a second job the old model reduced to an "applied" note on the candidate's history becomes an application
--      of its own (stage new, source careers page, applied when the note was written); the note stays;
--   4. every application's history starts with a row that created it (null -> its first stage), written here
--      when the old data had none (meta.migrated);
--   5. stage_changed_at is the last move to the current stage, and a rejected or withdrawn application keeps
--      that move's reason.
-- Candidate events (blacklisted, whitelisted, resume replaced, applied again) stay on the candidate's history.
-- Ids are UUID v7 made from the row's own time, like lib/ids.ts makes them.
INSERT INTO `applications` (`id`, `business_id`, `candidate_id`, `opportunity_id`, `stage`, `source`, `applied_at`,
  `stage_changed_at`, `reason`, `created_by`, `created_at`, `updated_at`)
SELECT
  substr(printf('%012x', c.`created_at`), 1, 8) || '-' || substr(printf('%012x', c.`created_at`), 9, 4) || '-7' ||
    substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + abs(random() % 4), 1) ||
    substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))),
  c.`business_id`, c.`id`, c.`opportunity_id`, c.`status`, c.`source`, c.`created_at`,
  c.`created_at`, NULL, c.`created_by`, c.`created_at`, c.`updated_at`
FROM `candidates` c
JOIN `opportunities` o ON o.`id` = c.`opportunity_id` AND o.`business_id` = c.`business_id`;
--> statement-breakpoint
UPDATE `status_histories`
SET
  `entity` = 'application',
  `meta` = json_set(coalesce(`meta`, '{}'), '$.candidateId', `entity_id`, '$.opportunityId',
    (SELECT a.`opportunity_id` FROM `applications` a WHERE a.`candidate_id` = `status_histories`.`entity_id`)),
  `entity_id` = (SELECT a.`id` FROM `applications` a WHERE a.`candidate_id` = `status_histories`.`entity_id`)
WHERE `entity` = 'candidate'
  AND (`from_status` IS NULL OR `from_status` <> `to_status`)
  AND `entity_id` IN (SELECT `candidate_id` FROM `applications`);
--> statement-breakpoint
INSERT OR IGNORE INTO `applications` (`id`, `business_id`, `candidate_id`, `opportunity_id`, `stage`, `source`,
  `applied_at`, `stage_changed_at`, `reason`, `created_by`, `created_at`, `updated_at`)
SELECT
  substr(printf('%012x', min(h.`created_at`)), 1, 8) || '-' || substr(printf('%012x', min(h.`created_at`)), 9, 4) ||
    '-7' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + abs(random() % 4), 1) ||
    substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))),
  h.`business_id`, h.`entity_id`, o.`id`, 'new', 'careers page', min(h.`created_at`), min(h.`created_at`), NULL, NULL,
  min(h.`created_at`), min(h.`created_at`)
FROM `status_histories` h
JOIN `candidates` c ON c.`id` = h.`entity_id` AND c.`business_id` = h.`business_id`
JOIN `opportunities` o ON o.`id` = json_extract(h.`meta`, '$.opportunityId') AND o.`business_id` = h.`business_id`
WHERE h.`entity` = 'candidate' AND json_extract(h.`meta`, '$.event') = 'applied'
GROUP BY h.`business_id`, h.`entity_id`, o.`id`;
--> statement-breakpoint
INSERT INTO `status_histories` (`id`, `business_id`, `entity`, `entity_id`, `from_status`, `to_status`, `reason`,
  `actor_kind`, `actor_id`, `meta`, `created_at`, `updated_at`)
SELECT
  substr(printf('%012x', a.`applied_at`), 1, 8) || '-' || substr(printf('%012x', a.`applied_at`), 9, 4) || '-7' ||
    substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + abs(random() % 4), 1) ||
    substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))),
  a.`business_id`, 'application', a.`id`, NULL,
  coalesce((SELECT h.`from_status` FROM `status_histories` h WHERE h.`entity` = 'application' AND h.`entity_id` = a.`id`
    ORDER BY h.`created_at`, h.`id` LIMIT 1), a.`stage`),
  CASE WHEN a.`source` = 'careers page' THEN 'Applied on the careers page.' ELSE 'Added (' || a.`source` || ').' END,
  CASE WHEN a.`created_by` IS NOT NULL THEN 'employee' WHEN a.`source` = 'careers page' THEN 'candidate' ELSE 'system' END,
  CASE WHEN a.`created_by` IS NOT NULL THEN a.`created_by` WHEN a.`source` = 'careers page' THEN a.`candidate_id` END,
  json_object('event', 'created', 'source', a.`source`, 'candidateId', a.`candidate_id`, 'opportunityId',
    a.`opportunity_id`, 'migrated', json('true')),
  a.`applied_at`, a.`applied_at`
FROM `applications` a
WHERE NOT EXISTS (SELECT 1 FROM `status_histories` h WHERE h.`entity` = 'application' AND h.`entity_id` = a.`id`
  AND h.`from_status` IS NULL);
--> statement-breakpoint
UPDATE `applications`
SET
  `stage_changed_at` = coalesce((SELECT max(h.`created_at`) FROM `status_histories` h WHERE h.`entity` = 'application'
    AND h.`entity_id` = `applications`.`id` AND h.`to_status` = `applications`.`stage`), `applied_at`),
  `reason` = CASE WHEN `stage` IN ('rejected', 'withdrawn') THEN (SELECT h.`reason` FROM `status_histories` h
    WHERE h.`entity` = 'application' AND h.`entity_id` = `applications`.`id` AND h.`to_status` = `applications`.`stage`
    ORDER BY h.`created_at` DESC, h.`id` DESC LIMIT 1) END;
