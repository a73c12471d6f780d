const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
]

export type RelativeTimeOptions = { now?: Date | number; locale?: string; numeric?: Intl.RelativeTimeFormatNumeric }

/** '3 days ago', 'in 2 hours'; under a second either way: 'just now'. */
export function formatRelativeTime(
  value: Date | string | number,
  { now = Date.now(), locale, numeric = 'always' }: RelativeTimeOptions = {},
): string {
  const then = new Date(value).getTime()
  if (Number.isNaN(then)) return ''
  const seconds = (then - new Date(now).getTime()) / 1000
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric })
  for (const [unit, size] of UNITS) {
    const count = Math.trunc(seconds / size)
    if (count !== 0) return rtf.format(count, unit)
  }
  return 'just now'
}
