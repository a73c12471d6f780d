/**
 * Wall-clock time in an IANA zone, computed with Intl.DateTimeFormat (the platform's own
 * time-zone data: no hand-written tables, DST included).
 */
const formatters = new Map<string, Intl.DateTimeFormat>()

function partsFormatter(timeZone: string) {
  let f = formatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formatters.set(timeZone, f)
  }
  return f
}

export type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number }

/** What a clock in `timeZone` shows at `instant` (ms since the epoch). */
export function wallClock(instant: number, timeZone: string): WallClock {
  const out: Record<string, number> = {}
  for (const p of partsFormatter(timeZone).formatToParts(new Date(instant)))
    if (p.type !== 'literal') out[p.type] = Number(p.value)
  return {
    year: out.year!,
    month: out.month!,
    day: out.day!,
    hour: out.hour! % 24,
    minute: out.minute!,
    second: out.second!,
  }
}

/** The zone's offset from UTC at `instant`, in ms (New York in winter: -5 h). */
export function offsetAt(instant: number, timeZone: string): number {
  const w = wallClock(instant, timeZone)
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(instant / 1000) * 1000
}

/**
 * The instant at which a clock in `timeZone` shows this date and time. Two passes settle the
 * offset on DST days; a time skipped by a spring-forward gap lands just after the gap.
 */
export function zonedToInstant(
  date: { year: number; month: number; day: number },
  minutes: number,
  timeZone: string,
): number {
  const guess = Date.UTC(date.year, date.month - 1, date.day, Math.floor(minutes / 60), minutes % 60)
  const first = guess - offsetAt(guess, timeZone)
  const second = guess - offsetAt(first, timeZone)
  return second === first ? first : Math.max(first, second)
}

/** 'YYYY-MM-DD' -> its parts; and the calendar's next day. */
export const parseDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number]
  return { year, month, day }
}
export const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
/** 0 = Sunday, as the working-hours keys count. */
export const weekdayOf = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay()
