import { calendarDate } from '../../schemas/calendar-date'
import { z } from '../../schemas/zod'

export const DAY_MS = 86_400_000
export const MAX_RANGE_DAYS = 366
export const DEFAULT_RANGE_DAYS = 30

const isoDate = calendarDate()

/** Today and the default window (the last 30 days, today included) as YYYY-MM-DD. */
export function defaultRange(now = new Date()): { start_date: string; end_date: string } {
  const end = now.toISOString().slice(0, 10)
  const start = new Date(Date.parse(end) - (DEFAULT_RANGE_DAYS - 1) * DAY_MS).toISOString().slice(0, 10)
  return { start_date: start, end_date: end }
}

/** ?start_date=&end_date= (ISO dates, both days included); ?interval= day | week for the time series. */
export const dashboardRange = z
  .object({
    start_date: isoDate.optional().describe('Start date'),
    end_date: isoDate.optional().describe('End date'),
    interval: z.enum(['day', 'week']).optional(),
  })
  .transform((q, ctx) => {
    const fallback = defaultRange()
    const end = q.end_date ?? (q.start_date && q.start_date > fallback.end_date ? q.start_date : fallback.end_date)
    const start =
      q.start_date ?? new Date(Date.parse(end) - (DEFAULT_RANGE_DAYS - 1) * DAY_MS).toISOString().slice(0, 10)
    const days = (Date.parse(end) - Date.parse(start)) / DAY_MS + 1
    if (days < 1) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'End date cannot be before the start date' })
      return z.NEVER
    }
    if (days > MAX_RANGE_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['end_date'],
        message: `The date range cannot be longer than ${MAX_RANGE_DAYS} days`,
      })
      return z.NEVER
    }
    return {
      startDate: start,
      endDate: end,
      days,
      interval: q.interval ?? (days > 62 ? ('week' as const) : ('day' as const)),
    }
  })

export type DashboardRange = z.output<typeof dashboardRange>
