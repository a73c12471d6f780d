/**
 * The SQL that reads the analytics' counters (docs/analytics.md, "Speed"): the applied cohort
 * from cohort_counts and the staff's moves from move_counts, for a range and the filters. A range
 * is read as runs of blocks plus the hours at its ends (counted-days.ts); the counters carry an
 * application's job, source and recruiter, so every filter applies to their rows as to the
 * applications (applicationFilter).
 */
import { sql } from 'drizzle-orm'
import { EXPERIENCE_BANDS, type ExperienceBand, FUNNEL_STAGES, type FunnelStage } from './analytics.schema'
import { countedDays } from './counted-days'
import { applicationFilter, type Report } from './query.service'

/** cohort_counts' sums: how many reached each funnel stage (or a later one), then applied and were hired per band of experience. */
export const reachedColumn = (stage: FunnelStage) => `reached_${stage}`
export const appliedColumn = (band: ExperienceBand) => `applied_${band}`
export const hiredColumn = (band: ExperienceBand) => `hired_${band}`
const APPLIED_COLUMNS = EXPERIENCE_BANDS.map((b) => appliedColumn(b.key))
export const COHORT_COLUMNS = [
  ...FUNNEL_STAGES.map(reachedColumn),
  ...APPLIED_COLUMNS,
  ...EXPERIENCE_BANDS.map((b) => hiredColumn(b.key)),
]
/** Each cohort sum by name, and `applications`: every application of the cohort once (the bands' sum). */
export type CohortSums = Record<string, number> & { applications: number }

/**
 * The applications that applied in [start, end) and the filters keep, summed per `group` (none,
 * their source or their job): the counters' rows of the range's blocks, plus the applications of
 * the hours at its ends (counted-days.ts). Only groups with applications are answered.
 */
export function cohortSums(
  r: Report,
  { start, end }: { start: number; end: number },
  group: 'source' | 'opportunity_id' | null,
) {
  const { blocks, edges } = countedDays(start, end)
  const key = (alias: string) => sql.raw(group ? `${alias}.${group} as grp, ` : "'' as grp, ")
  // Each half sums its own rows per group first (a quarter is ~2,000 counter rows): adding up
  // the two halves' few rows costs less than carrying every row through the union.
  const read = (alias: string, sign = '') =>
    sql.raw(COHORT_COLUMNS.map((m) => `sum(${sign}${alias}.${m}) as ${m}`).join(', '))
  const applications = APPLIED_COLUMNS.map((m) => `x.${m}`).join(' + ')
  return sql`select x.grp as grp, ${sql.raw(COHORT_COLUMNS.map((m) => `coalesce(sum(x.${m}), 0) as ${m}`).join(', '))}, coalesce(sum(${sql.raw(applications)}), 0) as applications
    from (select ${key('c')}${read('c')} from json_each(${JSON.stringify(blocks)}) k cross join cohort_counts c
        where c.business_id = ${r.businessId} and c.span = k.value ->> 's' and c.start_day >= k.value ->> 'f' and c.start_day < k.value ->> 't'
          and ${applicationFilter(r, 'c')}
        group by grp
      union all
      select ${key('v')}${read('v', "(e.value ->> 'g') * ")} from json_each(${JSON.stringify(edges)}) e cross join cohort_vectors v
        where v.business_id = ${r.businessId} and v.applied_at >= e.value ->> 'f' and v.applied_at < e.value ->> 't'
          and ${applicationFilter(r, 'v')}
        group by grp) x
    group by x.grp having coalesce(sum(${sql.raw(applications)}), 0) <> 0`
}

/**
 * Per staff member: their moves of the applications the filters keep, made in [start, end)
 * (history rows after an application's first, by an employee), from move_counts as cohortSums
 * reads cohort_counts.
 */
export function moveSums(r: Report, { start, end }: { start: number; end: number }) {
  const { blocks, edges } = countedDays(start, end)
  return sql`select x.actor_id as id, sum(x.moves) as count
    from (select c.actor_id as actor_id, c.moves as moves from json_each(${JSON.stringify(blocks)}) k cross join move_counts c
        where c.business_id = ${r.businessId} and c.span = k.value ->> 's' and c.start_day >= k.value ->> 'f' and c.start_day < k.value ->> 't'
          and ${applicationFilter(r, 'c')}
      union all
      select m.actor_id as actor_id, e.value ->> 'g' as moves from json_each(${JSON.stringify(edges)}) e cross join move_vectors m
        where m.business_id = ${r.businessId} and m.created_at >= e.value ->> 'f' and m.created_at < e.value ->> 't'
          and ${applicationFilter(r, 'm')}) x
    group by x.actor_id having sum(x.moves) <> 0`
}
