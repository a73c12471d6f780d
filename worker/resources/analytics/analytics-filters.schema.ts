/**
 * The filters every analytics report takes (docs/analytics.md), alone in a small module: the
 * screen's URL search is made from them and is part of the app's first load.
 */

import { calendarDate } from '../../schemas/calendar-date'
import { z } from '../../schemas/zod'
import { queryParam } from '../opportunities/job-fields.schema'

export const DAY_MS = 86_400_000
/** The longest range a report covers (two years and a day: a leap year's span either side). */
export const MAX_RANGE_DAYS = 732

/** The period a report covers when no dates are given, ending today in the business's time zone (the seed: week). */
export const ANALYTICS_PERIODS = ['week', 'month', 'quarter', 'year'] as const
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number]
export const ANALYTICS_PERIOD_LABELS: Record<AnalyticsPeriod, string> = {
  week: 'Last 7 days',
  month: 'Last month',
  quarter: 'Last 3 months',
  year: 'Last 12 months',
}

const isoDate = calendarDate()
const id = z.uuid()

/** The filter fields alone (the screen keeps them in its URL). */
export const analyticsFilterFields = z.object({
  start_date: queryParam(isoDate.describe('Start date')),
  end_date: queryParam(isoDate.describe('End date')),
  filter: queryParam(z.enum(ANALYTICS_PERIODS)),
  department_id: queryParam(id.describe('Department')),
  opportunity_id: queryParam(id.describe('Job')),
  recruiter_id: queryParam(id.describe('Recruiter')),
  source: queryParam(z.string().trim().min(1).max(60).describe('Source')),
})

/** Both dates given: the end not before the start, and at most MAX_RANGE_DAYS days. */
export function checkDates(q: { start_date?: string; end_date?: string }, ctx: z.RefinementCtx) {
  if (!q.start_date || !q.end_date) return
  const length = (Date.parse(q.end_date) - Date.parse(q.start_date)) / DAY_MS + 1
  if (length < 1)
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'End date cannot be before the start date' })
  else if (length > MAX_RANGE_DAYS)
    ctx.addIssue({
      code: 'custom',
      path: ['end_date'],
      message: `The date range cannot be longer than ${MAX_RANGE_DAYS} days`,
    })
}

/** The filters of every report: `?start_date&end_date` (both days included) or `filter`, and who or what to count. */
export const analyticsFilters = analyticsFilterFields.superRefine(checkDates)
export type AnalyticsFilters = z.output<typeof analyticsFilterFields>
