/**
 * A report's dates in the business's time zone: the range as calendar days and as the UTC
 * instants its first day starts and the day after its last starts, the same length just before
 * it (the cards' previous period), and a time series' buckets. DST comes from Intl
 * (services/zoned-time.ts): a day is midnight to midnight on the business's clock.
 */
import { ApiError } from '../../lib/errors'
import { addDays, parseDate, wallClock, zonedToInstant } from '../../services/zoned-time'
import {
  type AnalyticsFilters,
  type AnalyticsPeriod,
  type Bucket,
  bucketFor,
  DAY_MS,
  MAX_RANGE_DAYS,
} from './analytics.schema'

export type Span = { startDate: string; endDate: string; start: number; end: number; days: number }
export type Range = Span & {
  timeZone: string
  period: AnalyticsPeriod
  previous: Span
  bucket: Bucket
  /** Each bucket's first day (the first one is the range's first day) and the instant it starts. */
  buckets: { key: string; start: number }[]
}

const isoOf = (w: { year: number; month: number; day: number }) =>
  `${String(w.year).padStart(4, '0')}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`

/** The same day `months` months away (clamped to the month's end: Mar 31 − 1 month = Feb 28). */
function addMonths(iso: string, months: number): string {
  const { year, month, day } = parseDate(iso)
  const first = new Date(Date.UTC(year, month - 1 + months, 1))
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  return isoOf({ year: first.getUTCFullYear(), month: first.getUTCMonth() + 1, day: Math.min(day, last) })
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1
const startOf = (iso: string, timeZone: string) => zonedToInstant(parseDate(iso), 0, timeZone)

function span(startDate: string, endDate: string, timeZone: string): Span {
  return {
    startDate,
    endDate,
    start: startOf(startDate, timeZone),
    end: startOf(addDays(endDate, 1), timeZone),
    days: daysBetween(startDate, endDate),
  }
}

/** Today in the zone, as YYYY-MM-DD. */
export const todayIn = (timeZone: string, now = Date.now()) => isoOf(wallClock(now, timeZone))

/** The period ending today: the last 7 days, or back one, three or twelve months (today included). */
function periodStart(period: AnalyticsPeriod, today: string): string {
  if (period === 'week') return addDays(today, -6)
  return addDays(addMonths(today, period === 'month' ? -1 : period === 'quarter' ? -3 : -12), 1)
}

/** The first day of each bucket from `startDate` to `endDate`: every day, every Monday, or every 1st. */
function bucketStarts(bucket: Bucket, startDate: string, endDate: string): string[] {
  const keys = [startDate]
  let next: string
  if (bucket === 'day') next = addDays(startDate, 1)
  else if (bucket === 'week') {
    const weekday = new Date(`${startDate}T00:00:00Z`).getUTCDay()
    next = addDays(startDate, (8 - weekday) % 7 || 7)
  } else next = addMonths(`${startDate.slice(0, 7)}-01`, 1)
  while (next <= endDate) {
    keys.push(next)
    next = bucket === 'day' ? addDays(next, 1) : bucket === 'week' ? addDays(next, 7) : addMonths(next, 1)
  }
  return keys
}

export function resolveRange(filters: AnalyticsFilters, timeZone: string, now = Date.now()): Range {
  const period = filters.filter ?? 'week'
  const today = todayIn(timeZone, now)
  let endDate = filters.end_date ?? (filters.start_date && filters.start_date > today ? filters.start_date : today)
  let startDate = filters.start_date ?? periodStart(period, endDate)
  if (startDate > endDate) [startDate, endDate] = [endDate, startDate]
  const current = span(startDate, endDate, timeZone)
  if (current.days > MAX_RANGE_DAYS)
    throw new ApiError(422, `The date range cannot be longer than ${MAX_RANGE_DAYS} days`, [
      { field: 'start_date', message: `The date range cannot be longer than ${MAX_RANGE_DAYS} days` },
    ])
  const previous = span(addDays(startDate, -current.days), addDays(startDate, -1), timeZone)
  const bucket = bucketFor(current.days)
  return {
    ...current,
    timeZone,
    period,
    previous,
    bucket,
    buckets: bucketStarts(bucket, startDate, endDate).map((key) => ({ key, start: startOf(key, timeZone) })),
  }
}

/** What a report answers about its range. */
export const rangeOut = (r: Range) => ({
  startDate: r.startDate,
  endDate: r.endDate,
  days: r.days,
  timeZone: r.timeZone,
  period: r.period,
  bucket: r.bucket,
  previousStartDate: r.previous.startDate,
  previousEndDate: r.previous.endDate,
})
