# Writes the analytics counters' views and triggers (migration 0021_analytics_counters_triggers.sql is
# exactly its output with the default spans):  python3 scripts/analytics/counter-triggers.py > migrations/00NN_x.sql
# A change to the stages, bands, counter keys or spans is made here and written as a new migration
# (drop the old triggers and views first); never edit 0021 by hand.
import sys
SPANS = [int(x) for x in (sys.argv[1] if len(sys.argv) > 1 else '1,4,16,64').split(',')]
STAGES = ['new', 'screening', 'shortlisted', 'interviewing', 'offered', 'hired']
BANDS = [('under_1', 0, 0), ('1_2', 1, 2), ('3_5', 3, 5), ('6_10', 6, 10), ('over_10', 11, None), ('unknown', None, None)]
DAY = 86400000

def rank(x):
    return 'CASE %s %s ELSE -1 END' % (x, ' '.join("WHEN '%s' THEN %d" % (s, i) for i, s in enumerate(STAGES)))

def band(e):
    parts = []
    for key, lo, hi in BANDS:
        if lo is None:
            parts.append("WHEN %s IS NULL THEN '%s'" % (e, key))
        elif hi is None:
            parts.append("WHEN %s >= %d THEN '%s'" % (e, lo, key))
        else:
            parts.append("WHEN %s BETWEEN %d AND %d THEN '%s'" % (e, lo, hi, key))
    return "CASE %s ELSE 'unknown' END" % ' '.join(parts)

COHORT_KEY = ['business_id', 'span', 'start_day', 'opportunity_id', 'source', 'recruiter_id']
MEASURES = ['reached_%s' % s for s in STAGES] + ['applied_%s' % b[0] for b in BANDS] + ['hired_%s' % b[0] for b in BANDS]
MOVE_KEY = ['business_id', 'span', 'start_day', 'actor_id', 'opportunity_id', 'source', 'recruiter_id']

def measure_exprs(x, sign):
    out = []
    for i, s in enumerate(STAGES):
        out.append('%s(%s.reached >= %d)' % (sign, x, i))
    for b in BANDS:
        out.append("%s(%s.band = '%s')" % (sign, x, b[0]))
    for b in BANDS:
        out.append("%s(%s.band = '%s' AND %s.hired)" % (sign, x, b[0], x))
    return out

def cohort_upsert(rows_sql):
    cols = ', '.join('`%s`' % c for c in COHORT_KEY + MEASURES)
    sel = ['x.business_id', 's.span', 'x.day / s.span * s.span', 'x.opportunity_id', 'x.source', 'x.recruiter_id'] + measure_exprs('x', 'x.sign * ')
    sets = ', '.join('`%s` = `%s` + excluded.`%s`' % (m, m, m) for m in MEASURES)
    return ('  INSERT INTO `cohort_counts` (%s)\n  SELECT %s\n  FROM (%s) x, `counter_spans` s\n  WHERE true\n  ON CONFLICT (%s) DO UPDATE SET %s;' %
            (cols, ',\n    '.join(sel), rows_sql, ', '.join('`%s`' % c for c in COHORT_KEY), sets))

def vector(p, sign):
    return ("SELECT %d AS sign, %s.business_id AS business_id, %s.applied_at / %d AS day, %s.opportunity_id AS opportunity_id, %s.source AS source, "
            "coalesce(%s.recruiter_id, '') AS recruiter_id, %s.reached AS reached, %s.stage = 'hired' AS hired, %s AS band") % (
        sign, p, p, DAY, p, p, p, p, p, band('%s.experience_years' % p))

def move_upsert(select_sql):
    cols = ', '.join('`%s`' % c for c in MOVE_KEY + ['moves'])
    return ('  INSERT INTO `move_counts` (%s)\n%s\n  ON CONFLICT (%s) DO UPDATE SET `moves` = `moves` + excluded.`moves`;' % (cols, select_sql, ', '.join('`%s`' % c for c in MOVE_KEY)))

QUALIFIES = "%(p)s.entity = 'application' AND %(p)s.actor_kind = 'employee' AND %(p)s.from_status IS NOT NULL"

def move_from_history(p, sign):
    return ("  SELECT a.business_id, s.span, %s.created_at / %d / s.span * s.span, coalesce(%s.actor_id, ''), a.opportunity_id, a.source, coalesce(a.recruiter_id, ''), %d\n"
            "  FROM `applications` a, `counter_spans` s\n  WHERE a.id = %s.entity_id AND a.business_id = %s.business_id AND %s") % (
        p, DAY, p, sign, p, p, QUALIFIES % {'p': p})

def move_from_application(p, sign):
    return ("  SELECT %s.business_id, s.span, h.created_at / %d / s.span * s.span, coalesce(h.actor_id, ''), %s.opportunity_id, %s.source, coalesce(%s.recruiter_id, ''), %s\n"
            "  FROM `status_histories` h, `counter_spans` s\n  WHERE h.entity = 'application' AND h.entity_id = %s.id AND +h.business_id = %s.business_id AND %s\n  GROUP BY 1, 2, 3, 4") % (
        p, DAY, p, p, p, 'count(*)' if sign > 0 else '-count(*)', p, p, QUALIFIES % {'p': 'h'})

FACTS_SET = ("UPDATE `applications` SET `reached` = f.reached, `hired_at` = f.hired_at, `recruiter_id` = f.recruiter_id, `experience_years` = f.experience_years\n"
             "  FROM `application_facts` f\n  WHERE f.application_id = `applications`.id%s\n"
             "    AND (`applications`.reached IS NOT f.reached OR `applications`.hired_at IS NOT f.hired_at OR `applications`.recruiter_id IS NOT f.recruiter_id OR `applications`.experience_years IS NOT f.experience_years);")

out = []
w = out.append
w("""-- Issue 20: the analytics at 100,000 candidates (docs/analytics.md, "Speed"). Counters kept by
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
CREATE VIEW `counter_spans` AS %s;--> statement-breakpoint
CREATE VIEW `application_facts` AS
SELECT a.id AS application_id,
  CASE WHEN a.stage IN ('rejected', 'withdrawn')
    THEN coalesce((SELECT max(%s) FROM `status_histories` h WHERE h.entity = 'application' AND h.entity_id = a.id), -1)
    ELSE %s END AS reached,
  (SELECT min(h.created_at) FROM `status_histories` h
    WHERE h.entity = 'application' AND h.entity_id = a.id AND h.to_status = 'hired' AND +h.business_id = a.business_id) AS hired_at,
  coalesce(c.assigned_to, a.created_by) AS recruiter_id,
  c.experience_years AS experience_years
FROM `applications` a LEFT JOIN `candidates` c ON c.id = a.candidate_id;--> statement-breakpoint
""" % (' UNION ALL '.join('SELECT %d AS span' % s for s in SPANS), rank('h.to_status'), rank('a.stage')))

# cohort_vectors view
meas = measure_exprs('x', '')
w("""-- What each application adds to `cohort_counts` (the backfill below; the reports read the hours
-- at a range's edges from it).
CREATE VIEW `cohort_vectors` AS
SELECT x.application_id, x.business_id, x.applied_at, x.day, x.opportunity_id, x.source, x.recruiter_id,
  %s
FROM (SELECT a.id AS application_id, a.business_id AS business_id, a.applied_at AS applied_at, a.applied_at / %d AS day,
    a.opportunity_id AS opportunity_id, a.source AS source, coalesce(a.recruiter_id, '') AS recruiter_id, a.reached AS reached,
    a.stage = 'hired' AS hired, %s AS band
  FROM `applications` a) x;--> statement-breakpoint
""" % (',\n  '.join('%s AS %s' % (e, m) for e, m in zip(meas, MEASURES)), DAY, band('a.experience_years')))

w("""-- Each staff move of an application (a history row after its first), with what the leaderboard
-- filters it by.
CREATE VIEW `move_vectors` AS
SELECT h.id AS history_id, a.id AS application_id, h.business_id AS business_id, h.created_at AS created_at,
  h.created_at / %d AS day, coalesce(h.actor_id, '') AS actor_id, a.opportunity_id AS opportunity_id, a.source AS source,
  coalesce(a.recruiter_id, '') AS recruiter_id
FROM `status_histories` h JOIN `applications` a ON a.id = h.entity_id AND a.business_id = h.business_id
WHERE %s;--> statement-breakpoint
""" % (DAY, QUALIFIES % {'p': 'h'}))

w("""-- Backfill: the facts of every application, then the counters from them.
%s--> statement-breakpoint
""" % (FACTS_SET % ''))
w("""INSERT INTO `cohort_counts` (%s)
SELECT v.business_id, s.span, v.day / s.span * s.span, v.opportunity_id, v.source, v.recruiter_id, %s
FROM `cohort_vectors` v, `counter_spans` s WHERE true
GROUP BY v.business_id, s.span, v.day / s.span * s.span, v.opportunity_id, v.source, v.recruiter_id;--> statement-breakpoint
""" % (', '.join('`%s`' % c for c in COHORT_KEY + MEASURES), ', '.join('sum(v.%s)' % m for m in MEASURES)))
w("""INSERT INTO `move_counts` (%s)
SELECT v.business_id, s.span, v.day / s.span * s.span, v.actor_id, v.opportunity_id, v.source, v.recruiter_id, count(*)
FROM `move_vectors` v, `counter_spans` s WHERE true
GROUP BY v.business_id, s.span, v.day / s.span * s.span, v.actor_id, v.opportunity_id, v.source, v.recruiter_id;--> statement-breakpoint
""" % ', '.join('`%s`' % c for c in MOVE_KEY + ['moves']))

# facts triggers
w("""-- 1. The facts, recomputed for the applications a write touches.
CREATE TRIGGER `applications_facts_insert` AFTER INSERT ON `applications` BEGIN
  %s
END;--> statement-breakpoint
CREATE TRIGGER `applications_facts_update` AFTER UPDATE OF `business_id`, `candidate_id`, `stage`, `created_by` ON `applications`
WHEN old.business_id IS NOT new.business_id OR old.candidate_id IS NOT new.candidate_id OR old.stage IS NOT new.stage OR old.created_by IS NOT new.created_by
BEGIN
  %s
END;--> statement-breakpoint
CREATE TRIGGER `status_histories_facts_insert` AFTER INSERT ON `status_histories` WHEN new.entity = 'application' BEGIN
  %s
END;--> statement-breakpoint
CREATE TRIGGER `status_histories_facts_delete` AFTER DELETE ON `status_histories` WHEN old.entity = 'application' BEGIN
  %s
END;--> statement-breakpoint
CREATE TRIGGER `status_histories_facts_update` AFTER UPDATE OF `business_id`, `entity`, `entity_id`, `to_status`, `created_at` ON `status_histories`
WHEN old.entity = 'application' OR new.entity = 'application'
BEGIN
  %s
END;--> statement-breakpoint
CREATE TRIGGER `candidates_facts_update` AFTER UPDATE OF `assigned_to`, `experience_years` ON `candidates`
WHEN old.assigned_to IS NOT new.assigned_to OR old.experience_years IS NOT new.experience_years
BEGIN
  %s
END;--> statement-breakpoint
""" % (FACTS_SET % (' AND ' + '`applications`.id = new.id'),
       FACTS_SET % (' AND ' + '`applications`.id = new.id'),
       FACTS_SET % (' AND ' + '`applications`.id = new.entity_id'),
       FACTS_SET % (' AND ' + '`applications`.id = old.entity_id'),
       FACTS_SET % (' AND ' + '`applications`.id IN (old.entity_id, new.entity_id)'),
       FACTS_SET % (' AND ' + '`applications`.business_id = new.business_id AND `applications`.candidate_id = new.id')))

def changed(cols):
    """An UPDATE trigger's column list and its guard: only a change to one of `cols` moves a count."""
    return ', '.join('`%s`' % c for c in cols), ' OR '.join('old.%s IS NOT new.%s' % (c, c) for c in cols)


def counting_triggers(name, table, cols, on_insert, on_delete, on_update, guard=None):
    """The three triggers that keep one counter table in step with `table`: +1 for a new row,
    -1 for a deleted one, and for an update of `cols` the old row out and the new one in.
    `guard` (a condition on %(p)s, the new or old row) limits the insert and delete triggers."""
    when = lambda p: ' WHEN %s' % (guard % {'p': p}) if guard else ''
    columns, differs = changed(cols)
    return """CREATE TRIGGER `%s_insert` AFTER INSERT ON `%s`%s BEGIN
%s
END;--> statement-breakpoint
CREATE TRIGGER `%s_delete` AFTER DELETE ON `%s`%s BEGIN
%s
END;--> statement-breakpoint
CREATE TRIGGER `%s_update` AFTER UPDATE OF %s ON `%s`
WHEN %s
BEGIN
%s
END;""" % (name, table, when('new'), on_insert, name, table, when('old'), on_delete,
           name, columns, table, differs, on_update)


COHORT_COLS = ['business_id', 'applied_at', 'opportunity_id', 'source', 'recruiter_id', 'reached', 'stage', 'experience_years']
w('-- 2. The applications by the day they applied.\n')
w(counting_triggers('cohort_counts', 'applications', COHORT_COLS,
                    cohort_upsert(vector('new', 1)), cohort_upsert(vector('old', -1)),
                    cohort_upsert(vector('old', -1) + ' UNION ALL ' + vector('new', 1))))
w('--> statement-breakpoint\n')

MOVE_APP_COLS = ['business_id', 'opportunity_id', 'source', 'recruiter_id']
MOVE_H_COLS = ['business_id', 'entity', 'entity_id', 'actor_kind', 'actor_id', 'from_status', 'created_at']
w('-- 3. The staff moves by the day they were made, with their application\'s job, source and recruiter.\n')
w(counting_triggers('move_counts_history', 'status_histories', MOVE_H_COLS,
                    move_upsert(move_from_history('new', 1)), move_upsert(move_from_history('old', -1)),
                    move_upsert(move_from_history('old', -1)) + '\n' + move_upsert(move_from_history('new', 1)),
                    guard=QUALIFIES))
w('--> statement-breakpoint\n')
w('-- An application written after its history (the bench\'s generator writes in bulk) counts the moves already there.\n')
w(counting_triggers('move_counts_application', 'applications', MOVE_APP_COLS,
                    move_upsert(move_from_application('new', 1)), move_upsert(move_from_application('old', -1)),
                    move_upsert(move_from_application('old', -1)) + '\n' + move_upsert(move_from_application('new', 1))))
print(''.join(out))
