/** How the offer screens write dates: calendar days in words, moments in the reader's zone, and UTC for evidence. */
const DAY = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
const MOMENT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/** '2026-12-24' -> 'December 24, 2026' (a calendar day, the same everywhere). */
export const formatDay = (iso: string) => DAY.format(new Date(`${iso}T00:00:00Z`))

/** A moment in the reader's own time zone. */
export const formatMoment = (value: string | Date | null | undefined) => (value ? MOMENT.format(new Date(value)) : '—')

/** The certificate's form: 2026-11-25 14:03:27 UTC. */
export const formatUtc = (value: string | Date | null | undefined) =>
  value ? `${new Date(value).toISOString().slice(0, 19).replace('T', ' ')} UTC` : '—'
