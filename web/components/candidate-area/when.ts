/**
 * Times as the candidate reads them: in their own time zone (the browser's), with the office's
 * time alongside when it differs, so "10:00 (9:00 in Chicago)" is never ambiguous.
 */
const local = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })
const dayAndTime = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
})

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

/** 'Nov 25, 2026, 3:00 PM'. */
export function formatLocal(iso: string | null | undefined): string {
  return iso ? local.format(new Date(iso)) : '—'
}

/** 'Wed, Nov 25, 3:00 PM' in the candidate's zone, and the office's time when its zone differs. */
export function formatWithZone(iso: string, officeZone?: string | null): string {
  const date = new Date(iso)
  const mine = dayAndTime.format(date)
  if (!officeZone || officeZone === browserTimeZone()) return mine
  try {
    const theirs = new Intl.DateTimeFormat(undefined, {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: officeZone,
    }).format(date)
    const city = officeZone.split('/').pop()?.replace(/_/g, ' ') ?? officeZone
    return `${mine} (${theirs} in ${city})`
  } catch {
    return mine
  }
}
