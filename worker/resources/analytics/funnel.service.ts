/**
 * The pipeline reports over the applications that applied in the range (a cohort): how far
 * they got (conversion), by source (selection rate), how interviews turned into offers, and
 * the applicants' experience. docs/analytics.md has each definition.
 */
import { sql } from 'drizzle-orm'
import { applications, interviews } from '../../db/schema'
import { VOID_INTERVIEW_STATES } from '../interviews/interview-states'
import { EXPERIENCE_BANDS, FUNNEL_LABELS, FUNNEL_STAGES, type FunnelStage, rate } from './analytics.schema'
import { appliedColumn, type CohortSums, cohortSums, hiredColumn, reachedColumn } from './counters.service'
import { applicationFilter, n, type Report, rows, type Series, sourceLabel } from './query.service'
import { rangeOut } from './range.service'

type Reached = Record<FunnelStage, number>

/** How many of a group's applications reached each stage (or a later one), from its cohort sums. */
export const reachedOf = (row: CohortSums) =>
  Object.fromEntries(FUNNEL_STAGES.map((s) => [s, n(row[reachedColumn(s)])])) as Reached

/** Per source: how many applications of the cohort reached each stage (or a later one). */
async function reachedBySource(r: Report) {
  const found = await rows<CohortSums & { grp: string }>(r, cohortSums(r, r.range, 'source'))
  return found.map((row) => ({ source: row.grp, reached: reachedOf(row) }))
}

/** GET conversion-rate: of the applications that applied in the range, how many reached each stage, and each step's pass-through. */
export async function conversionRate(r: Report) {
  const bySource = await reachedBySource(r)
  const total = Object.fromEntries(
    FUNNEL_STAGES.map((s) => [s, bySource.reduce((sum, x) => sum + x.reached[s], 0)]),
  ) as Reached
  const stages = FUNNEL_STAGES.map((stage, i) => {
    const before = FUNNEL_STAGES[i - 1]
    const previous = before ? total[before] : null
    return {
      stage,
      label: FUNNEL_LABELS[stage],
      reached: total[stage],
      /** Of those who reached the stage before, the share that reached this one. */
      passThrough: previous === null ? null : rate(total[stage], previous),
      /** Of every application, the share that reached this stage. */
      ofApplied: rate(total[stage], total.new),
    }
  })
  const series: Series = {
    labels: stages.map((s) => s.label),
    datasets: [{ key: 'reached', label: 'Applications that reached the stage', data: stages.map((s) => s.reached) }],
  }
  return {
    range: rangeOut(r.range),
    applications: total.new,
    hired: total.hired,
    overall: rate(total.hired, total.new),
    stages,
    series,
  }
}

/** GET selection-rate-by-platform: per source, the share of the range's applications shortlisted (or further) and hired. */
export async function selectionRateByPlatform(r: Report) {
  const bySource = await reachedBySource(r)
  const platforms = bySource
    .map(({ source, reached }) => ({
      source,
      label: sourceLabel(source),
      applications: reached.new,
      screened: reached.screening,
      shortlisted: reached.shortlisted,
      interviewed: reached.interviewing,
      offered: reached.offered,
      hired: reached.hired,
      selectionRate: rate(reached.shortlisted, reached.new),
      hireRate: rate(reached.hired, reached.new),
    }))
    .sort((x, y) => y.applications - x.applications || x.label.localeCompare(y.label))
  const sum = (k: 'applications' | 'shortlisted' | 'hired') => platforms.reduce((s, p) => s + p[k], 0)
  return {
    range: rangeOut(r.range),
    total: {
      applications: sum('applications'),
      shortlisted: sum('shortlisted'),
      hired: sum('hired'),
      selectionRate: rate(sum('shortlisted'), sum('applications')),
      hireRate: rate(sum('hired'), sum('applications')),
    },
    platforms,
    series: {
      labels: platforms.map((p) => p.label),
      datasets: [
        { key: 'selection_rate', label: 'Selection rate (shortlisted)', data: platforms.map((p) => p.selectionRate) },
        { key: 'hire_rate', label: 'Hire rate', data: platforms.map((p) => p.hireRate) },
      ],
    } satisfies Series,
  }
}

/**
 * GET interview-to-offer-by-platform: the applications interviewed in the range (an interview
 * scheduled in it that was not cancelled or missed), per source, and the share that got an
 * offer (reached offered: sending an offer letter moves the application there).
 */
export async function interviewToOfferByPlatform(r: Report) {
  const { start, end } = r.range
  const voids = sql.join(
    VOID_INTERVIEW_STATES.map((s) => sql`${s}`),
    sql`, `,
  )
  const found = await rows<{ source: string; interviewed: number; offered: number }>(
    r,
    sql`select a.source as source, count(*) as interviewed, coalesce(sum(case when a.reached >= ${FUNNEL_STAGES.indexOf('offered')} then 1 else 0 end), 0) as offered
      from (select distinct i.candidate_id, i.opportunity_id from ${interviews} i where i.business_id = ${r.businessId} and i.scheduled_at >= ${start} and i.scheduled_at < ${end} and i.status not in (${voids}) and i.opportunity_id is not null) iv
      join ${applications} a on a.business_id = ${r.businessId} and a.candidate_id = iv.candidate_id and a.opportunity_id = iv.opportunity_id
      where ${applicationFilter(r)} group by a.source`,
  )
  const platforms = found
    .map((row) => ({
      source: row.source,
      label: sourceLabel(row.source),
      interviewed: n(row.interviewed),
      offered: n(row.offered),
      rate: rate(n(row.offered), n(row.interviewed)),
    }))
    .sort((x, y) => y.interviewed - x.interviewed || x.label.localeCompare(y.label))
  const interviewed = platforms.reduce((s, p) => s + p.interviewed, 0)
  const offered = platforms.reduce((s, p) => s + p.offered, 0)
  return {
    range: rangeOut(r.range),
    total: { interviewed, offered, rate: rate(offered, interviewed) },
    platforms,
    series: {
      labels: platforms.map((p) => p.label),
      datasets: [
        { key: 'interviewed', label: 'Interviewed', data: platforms.map((p) => p.interviewed) },
        { key: 'offered', label: 'Offered', data: platforms.map((p) => p.offered) },
      ],
    } satisfies Series,
  }
}

/** GET experience-distribution: the range's applications by the applicant's years of experience, and how many were hired. */
export async function experienceDistribution(r: Report) {
  const [sums] = await rows<CohortSums>(r, cohortSums(r, r.range, null))
  const bands = EXPERIENCE_BANDS.map((b) => {
    const applied = n(sums?.[appliedColumn(b.key)])
    const hired = n(sums?.[hiredColumn(b.key)])
    return { band: b.key, label: b.label, applications: applied, hired, hireRate: rate(hired, applied) }
  })
  return {
    range: rangeOut(r.range),
    applications: bands.reduce((s, b) => s + b.applications, 0),
    bands,
    series: {
      labels: bands.map((b) => b.label),
      datasets: [
        { key: 'applications', label: 'Applications', data: bands.map((b) => b.applications) },
        { key: 'hired', label: 'Hired', data: bands.map((b) => b.hired) },
      ],
    } satisfies Series,
  }
}
