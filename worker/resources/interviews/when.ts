/**
 * How an interview's time reads, in a given IANA zone (browser-safe: the API's messages, the
 * e-mails and the screens say it the same way). Intl does the zone arithmetic, DST included.
 */

const cache = new Map<string, Intl.DateTimeFormat>()
function format(timeZone: string, key: string, options: Intl.DateTimeFormatOptions) {
  const id = `${timeZone}|${key}`
  let f = cache.get(id)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, ...options })
    cache.set(id, f)
  }
  return f
}

const at = (value: Date | string | number) => (value instanceof Date ? value : new Date(value))

/** 'EDT', 'GMT+5:30': the zone's short name at that instant. */
export function zoneName(value: Date | string | number, timeZone: string): string {
  return (
    format(timeZone, 'zone', { timeZoneName: 'short' })
      .formatToParts(at(value))
      .find((p) => p.type === 'timeZoneName')?.value ?? timeZone
  )
}

/** 'Tue, Mar 11, 10:00 AM – 11:00 AM EDT' (the end's day is named too when it differs). */
export function formatSpan(start: Date | string | number, end: Date | string | number, timeZone: string): string {
  const s = at(start)
  const e = at(end)
  const day = format(timeZone, 'day', { weekday: 'short', month: 'short', day: 'numeric' })
  const time = format(timeZone, 'time', { hour: 'numeric', minute: '2-digit' })
  const endDay = day.format(e) === day.format(s) ? '' : `${day.format(e)}, `
  return `${day.format(s)}, ${time.format(s)} – ${endDay}${time.format(e)} ${zoneName(e, timeZone)}`
}

/** 'Tuesday, March 11, 2030 at 10:00 AM EDT' (e-mails). */
export function formatLong(value: Date | string | number, timeZone: string): string {
  return format(timeZone, 'long', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  })
    .format(at(value))
    .replace(/, (\d{1,2}:\d{2})/, ' at $1')
}

/** '45 minutes', '1 hour', '1 hour 30 minutes'. */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  const parts = [h ? `${h} hour${h === 1 ? '' : 's'}` : '', m ? `${m} minute${m === 1 ? '' : 's'}` : '']
  return parts.filter(Boolean).join(' ') || '0 minutes'
}

export { addDays, wallClock, zonedToInstant } from '../../services/zoned-time'

/** The zone this device runs in (the viewer's), e.g. 'Europe/Paris'. */
export const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'

/** 'YYYY-MM-DD' of an instant in a zone. */
export function dayIn(value: Date | string | number, timeZone: string): string {
  const parts = format(timeZone, 'iso-day', { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    at(value),
  )
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${get('year')}-${get('month')}-${get('day')}`
}

/** 'HH:MM' (24 h) of an instant in a zone. */
export function timeIn(value: Date | string | number, timeZone: string): string {
  const parts = format(timeZone, 'hm', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(
    at(value),
  )
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00'
  return `${get('hour')}:${get('minute')}`
}

/** '10:00 AM' of an instant in a zone. */
export function clockIn(value: Date | string | number, timeZone: string): string {
  return format(timeZone, 'time', { hour: 'numeric', minute: '2-digit' }).format(at(value))
}
