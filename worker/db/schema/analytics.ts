/**
 * Counters the hiring analytics sum instead of counting applications and their moves
 * (docs/analytics.md, "Speed"). Kept by triggers on every write path (migration
 * analytics_counters_triggers): an application's or a move's row adds to one counter row per
 * block of days it falls in, for each block length of COUNTER_SPANS (1, 4, 16, 64 UTC days), so
 * that any range is a handful of blocks. Rows are never read one application at a time.
 */
import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'

const count = (name: string) => integer(name).notNull().default(0)

/** The block a counter row covers: `span` days from UTC day `start_day` (days since 1970-01-01, a multiple of span). */
const block = {
  businessId: text().notNull(),
  span: integer().notNull(),
  startDay: integer().notNull(),
}

/**
 * Applications by the day they applied (the cohort reports), per job, source and recruiter
 * ('' for none): how many reached each funnel stage, and how many applied and were hired per
 * band of the candidate's experience (their sum is the applications).
 */
export const cohortCounts = sqliteTable(
  'cohort_counts',
  {
    ...block,
    opportunityId: text().notNull(),
    source: text().notNull(),
    recruiterId: text().notNull(),
    reachedNew: count('reached_new'),
    reachedScreening: count('reached_screening'),
    reachedShortlisted: count('reached_shortlisted'),
    reachedInterviewing: count('reached_interviewing'),
    reachedOffered: count('reached_offered'),
    reachedHired: count('reached_hired'),
    appliedUnder1: count('applied_under_1'),
    applied1To2: count('applied_1_2'),
    applied3To5: count('applied_3_5'),
    applied6To10: count('applied_6_10'),
    appliedOver10: count('applied_over_10'),
    appliedUnknown: count('applied_unknown'),
    hiredUnder1: count('hired_under_1'),
    hired1To2: count('hired_1_2'),
    hired3To5: count('hired_3_5'),
    hired6To10: count('hired_6_10'),
    hiredOver10: count('hired_over_10'),
    hiredUnknown: count('hired_unknown'),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.span, t.startDay, t.opportunityId, t.source, t.recruiterId] })],
)

/**
 * Moves of applications made by staff (history rows after the first) by the day they were
 * made, per actor and the application's job, source and recruiter (the recruiter leaderboard).
 */
export const moveCounts = sqliteTable(
  'move_counts',
  {
    ...block,
    actorId: text().notNull(),
    opportunityId: text().notNull(),
    source: text().notNull(),
    recruiterId: text().notNull(),
    moves: count('moves'),
  },
  (t) => [
    primaryKey({
      columns: [t.businessId, t.span, t.startDay, t.actorId, t.opportunityId, t.source, t.recruiterId],
    }),
  ],
)
