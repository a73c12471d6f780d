/** How the analytics screen writes its figures: counts, shares as percentages, days. */
import { nounFor } from '@/lib/plural'

export type ValueFormat = 'count' | 'rate' | 'days'

const count = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 })
const percent = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 1 })
const dayCount = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 })

export function formatValue(v: number | null | undefined, format: ValueFormat): string {
  if (v === null || v === undefined || Number.isNaN(v)) return '—'
  if (format === 'rate') return percent.format(v)
  if (format === 'days') return `${dayCount.format(v)} ${nounFor(v, 'day', 'days')}`
  return count.format(v)
}

/** A count with its noun, singular or plural by Intl's rules: "1 hire", "12 hires", "— hires". */
export const countOf = (v: number | null | undefined, one: string, other: string) =>
  `${formatValue(v, 'count')} ${typeof v === 'number' ? nounFor(v, one, other) : other}`

const dayLabel = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' })
const monthLabel = new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric', timeZone: 'UTC' })

/** A time series' bucket (its first day, YYYY-MM-DD) as a label: "3 Mar", "week of 1 Mar", "Mar 2021". */
export function bucketLabel(key: string, bucket: 'day' | 'week' | 'month'): string {
  const d = new Date(`${key}T00:00:00Z`)
  if (bucket === 'month') return monthLabel.format(d)
  return bucket === 'week' ? `Week of ${dayLabel.format(d)}` : dayLabel.format(d)
}

const rangeDay = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})
/** "1 Mar 2021 – 31 Mar 2021". */
export const rangeLabel = (start: string, end: string) =>
  start === end
    ? rangeDay.format(new Date(`${start}T00:00:00Z`))
    : `${rangeDay.format(new Date(`${start}T00:00:00Z`))} – ${rangeDay.format(new Date(`${end}T00:00:00Z`))}`
