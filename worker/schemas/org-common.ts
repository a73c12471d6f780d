import { z } from './zod'

/** A record id in a body or query (the service checks it names a record of this business). */
export const recordId = z.string().trim().min(1).max(64)

/**
 * The two states of everything that is switched on and off (departments, branches, roles,
 * employees, signatures, templates, plans, users): the one list, its labels for screens, and
 * its zod enum. The drizzle columns, the API, the web app and the seed all import these.
 */
export const ACTIVE_STATES = ['active', 'inactive'] as const
export type ActiveState = (typeof ACTIVE_STATES)[number]
export const ACTIVE_STATE_LABELS: Record<ActiveState, string> = { active: 'Active', inactive: 'Inactive' }
export const activeStatus = z.enum(ACTIVE_STATES)

/** `PUT /:id/status` of everything that is active ⇄ inactive. */
export const statusInput = z.object({ status: activeStatus, reason: z.string().trim().max(500).optional() })

/** An optional text field: '' (an emptied form input) is the same as leaving it out. */
export const optionalText = (max: number) => z.string().trim().max(max).optional()

/** The IANA name of a zone ('america/new_york' -> 'America/New_York'), or null when Intl does not know it. */
export function canonicalTimeZone(value: string): string | null {
  if (!value || /^[+-]?\d/.test(value)) return null
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone
  } catch {
    return null
  }
}

export const timeZone = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .transform((v, ctx) => {
    const zone = canonicalTimeZone(v)
    if (zone) return zone
    ctx.addIssue({ code: 'custom', message: 'Timezone is not a valid time zone' })
    return z.NEVER
  })
