/**
 * GET hiring-average-stats: the screen's cards. Each headline figure for the range and for the
 * period of the same length just before it, and the change between them.
 */
import { sql } from 'drizzle-orm'
import { applications, interviews, offerLetters } from '../../db/schema'
import { VOID_INTERVIEW_STATES } from '../interviews/interview-states'
import { ANALYTICS_CARDS, type AnalyticsCardKey, change, rate } from './analytics.schema'
import { type CohortSums, cohortSums } from './counters.service'
import { applicationFilter, days, hiredBetween, n, type Report, rows, type Stats, statsSql } from './query.service'
import { rangeOut, type Span } from './range.service'

async function figuresOf(r: Report, { start, end }: Span) {
  const voids = sql.join(
    VOID_INTERVIEW_STATES.map((s) => sql`${s}`),
    sql`, `,
  )
  const [cohort, counts, hires] = await Promise.all([
    rows<CohortSums>(r, cohortSums(r, { start, end }, null)),
    rows<{
      interviews: number
      offers_sent: number
      offers_signed: number
      offers_settled: number
    }>(
      r,
      sql`select
        (select count(*) from ${interviews} i join ${applications} a on a.business_id = i.business_id and a.candidate_id = i.candidate_id and a.opportunity_id = i.opportunity_id
          where i.business_id = ${r.businessId} and i.scheduled_at >= ${start} and i.scheduled_at < ${end} and i.status not in (${voids}) and ${applicationFilter(r)}) as interviews,
        (select count(*) from ${offerLetters} ol join ${applications} a on a.id = ol.application_id
          where ol.business_id = ${r.businessId} and ol.sent_at >= ${start} and ol.sent_at < ${end} and ${applicationFilter(r)}) as offers_sent,
        (select count(*) from ${offerLetters} ol join ${applications} a on a.id = ol.application_id
          where ol.business_id = ${r.businessId} and ol.signed_at >= ${start} and ol.signed_at < ${end} and ${applicationFilter(r)}) as offers_signed,
        (select count(*) from ${offerLetters} ol join ${applications} a on a.id = ol.application_id
          where ol.business_id = ${r.businessId} and coalesce(ol.signed_at, ol.declined_at, ol.expired_at) >= ${start} and coalesce(ol.signed_at, ol.declined_at, ol.expired_at) < ${end} and ${applicationFilter(r)}) as offers_settled`,
    ),
    rows<Stats>(
      r,
      statsSql(
        sql`select '*' as grp, a.hired_at - a.applied_at as v from ${applications} a where ${hiredBetween(r, start, end)}`,
      ),
    ),
  ])
  const c = counts[0]
  const h = hires[0]
  return {
    applications: n(cohort[0]?.applications),
    hires: n(h?.n),
    interviews: n(c?.interviews),
    offersSent: n(c?.offers_sent),
    offersAccepted: n(c?.offers_signed),
    /** Signed ÷ offers settled (signed, declined or expired) in the period. */
    offerAcceptanceRate: rate(n(c?.offers_signed), n(c?.offers_settled)),
    meanDaysToHire: days(h?.mean),
    medianDaysToHire: days(h?.median),
  }
}

/** The figures under the cards' snake_case keys (the API's, which the screen looks up). */
const byCard = (f: Awaited<ReturnType<typeof figuresOf>>): Record<AnalyticsCardKey, number | null> => ({
  applications: f.applications,
  hires: f.hires,
  interviews: f.interviews,
  offers_sent: f.offersSent,
  offers_accepted: f.offersAccepted,
  offer_acceptance_rate: f.offerAcceptanceRate,
  median_days_to_hire: f.medianDaysToHire,
  mean_days_to_hire: f.meanDaysToHire,
})

export async function hiringAverageStats(r: Report) {
  const [current, previous] = await Promise.all([figuresOf(r, r.range), figuresOf(r, r.range.previous)])
  const now = byCard(current)
  const before = byCard(previous)
  return {
    range: rangeOut(r.range),
    cards: ANALYTICS_CARDS.map(({ key, label, format }) => ({
      key,
      label,
      format,
      current: now[key],
      previous: before[key],
      change: change(now[key], before[key]),
    })),
    current,
    previous,
  }
}
