/**
 * The audit log (docs/security.md, "The audit log"): which events it holds, how each reads on
 * screen, and the filters of its two lists (a business's own, the console's of every business).
 * Browser-safe: the screens import the events, groups and labels from here.
 */
import { listQuery } from '../../lib/pagination'
import { calendarDate } from '../../schemas/calendar-date'
import { timeZone } from '../../schemas/intl'
import { z } from '../../schemas/zod'
import { queryParam } from '../opportunities/job-fields.schema'

/** How the events are grouped in the action filter and on screen. */
export const AUDIT_GROUPS = {
  support: 'Support access',
  switch: 'Portal switches',
  accounts: 'Accounts and roles',
  exports: 'Exports',
  billing: 'Billing',
} as const
export type AuditGroup = keyof typeof AUDIT_GROUPS

/**
 * Every event the log holds, with the raw `action` values written for it. Support signs in
 * through two console endpoints (`business_login`, `portal_login`): one event to the business.
 */
export const AUDIT_EVENTS = {
  support_signed_in: {
    label: 'Support signed in',
    group: 'support',
    actions: ['business_login.used', 'portal_login.used'],
  },
  support_link_issued: {
    label: 'Support sign-in link issued',
    group: 'support',
    actions: ['business_login.issued', 'portal_login.issued'],
  },
  support_access_changed: { label: 'Support access changed', group: 'support', actions: ['support_access.changed'] },
  portal_switch_signed_in: {
    label: 'Signed in from another business',
    group: 'switch',
    actions: ['portal_switch.used'],
  },
  portal_switch_issued: { label: 'Portal switch link issued', group: 'switch', actions: ['portal_switch.issued'] },
  employee_created: { label: 'Account added', group: 'accounts', actions: ['employee.created'] },
  employee_role_changed: { label: 'Role of an account changed', group: 'accounts', actions: ['employee.role_changed'] },
  employee_admin_changed: {
    label: 'Business admin rights changed',
    group: 'accounts',
    actions: ['employee.admin_granted', 'employee.admin_revoked'],
  },
  employee_status_changed: {
    label: 'Account activated or deactivated',
    group: 'accounts',
    actions: ['employee.activated', 'employee.deactivated'],
  },
  employee_email_changed: { label: 'E-mail address changed', group: 'accounts', actions: ['employee.email_changed'] },
  employee_removed: {
    label: 'Account removed',
    group: 'accounts',
    actions: ['employee.deleted', 'employee.anonymised'],
  },
  role_created: { label: 'Role created', group: 'accounts', actions: ['role.created'] },
  role_permissions_changed: {
    label: 'Role permissions changed',
    group: 'accounts',
    actions: ['role.permissions_changed'],
  },
  candidates_exported: { label: 'Candidates exported', group: 'exports', actions: ['candidates.exported'] },
  opportunities_exported: { label: 'Jobs exported', group: 'exports', actions: ['opportunities.exported'] },
  plan_changed: { label: 'Plan changed', group: 'billing', actions: ['plan.changed'] },
} as const satisfies Record<string, { label: string; group: AuditGroup; actions: readonly string[] }>

export type AuditEvent = keyof typeof AUDIT_EVENTS
export type AuditAction = (typeof AUDIT_EVENTS)[AuditEvent]['actions'][number]
export const AUDIT_EVENT_KEYS = Object.keys(AUDIT_EVENTS) as [AuditEvent, ...AuditEvent[]]

const EVENT_OF = new Map<string, AuditEvent>(
  AUDIT_EVENT_KEYS.flatMap((event) => AUDIT_EVENTS[event].actions.map((action) => [action, event] as const)),
)
/** The event a raw action belongs to (null for an action the log no longer names). */
export const auditEventOf = (action: string): AuditEvent | null => EVENT_OF.get(action) ?? null

/** Who did it, as the log tells them apart: platform support, the business's staff, the platform itself. */
export const AUDIT_ACTOR_KINDS = ['support', 'staff', 'system'] as const
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number]
export const AUDIT_ACTOR_LABELS: Record<AuditActorKind, string> = {
  support: 'Platform support',
  staff: 'Staff',
  system: 'Automatic',
}

export const PAGE_SIZE_AUDIT = 25
/** The longest range one list covers (a little over two years). */
export const MAX_AUDIT_RANGE_DAYS = 800

const DAY_MS = 86_400_000

/** The filters (a screen keeps them in its URL): both dates are included, read in `time_zone`. */
export const auditLogFilterFields = z.object({
  start_date: queryParam(calendarDate().describe('Start date')),
  end_date: queryParam(calendarDate().describe('End date')),
  /** The viewer's IANA time zone (the browser's); else the business's, or UTC in the console. */
  time_zone: queryParam(timeZone.describe('Time zone')),
  action: queryParam(z.enum(AUDIT_EVENT_KEYS).describe('Action')),
  /** A kind of actor, or one person (a staff member's or a platform admin's id). */
  actor: queryParam(z.union([z.enum(AUDIT_ACTOR_KINDS), z.uuid()]).describe('Actor')),
})

/** The console's list adds the business. */
export const adminAuditLogFilterFields = auditLogFilterFields.extend({
  business_id: queryParam(z.uuid().describe('Business')),
})

function checkRange(q: { start_date?: string; end_date?: string }, ctx: z.RefinementCtx) {
  if (!q.start_date || !q.end_date) return
  const days = (Date.parse(q.end_date) - Date.parse(q.start_date)) / DAY_MS + 1
  if (days < 1)
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'End date cannot be before the start date' })
  else if (days > MAX_AUDIT_RANGE_DAYS)
    ctx.addIssue({
      code: 'custom',
      path: ['end_date'],
      message: `The date range cannot be longer than ${MAX_AUDIT_RANGE_DAYS} days`,
    })
}

/** Newest first by default (`order=asc` for oldest first); no search or other sort. */
const pages = listQuery(PAGE_SIZE_AUDIT).omit({ search: true, sort: true })

export const auditLogQuery = pages.extend(auditLogFilterFields.shape).superRefine(checkRange)
export type AuditLogQuery = z.output<typeof auditLogQuery>
export const adminAuditLogQuery = pages.extend(adminAuditLogFilterFields.shape).superRefine(checkRange)
export type AdminAuditLogQuery = z.output<typeof adminAuditLogQuery>

export const adminAuditActorsQuery = z.object({ business_id: queryParam(z.uuid().describe('Business')) })

/** The business's impersonation control: may platform support open its portal? */
export const supportAccessInput = z.object({
  allowed: z.boolean().describe('Support access'),
})
export type SupportAccessInput = z.infer<typeof supportAccessInput>
