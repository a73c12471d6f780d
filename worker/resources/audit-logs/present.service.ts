/**
 * An audit log row as a person reads it: who did it (platform support, a colleague, the
 * platform itself), what in a sentence with the names of the people, roles and plans it names,
 * and from where. Names are looked up when the log is read, a page at a time; a business's log
 * resolves only its own staff (another business's account is never named to it).
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { admins, type auditLogs, businesses, employeeRoles, employees, plans } from '../../db/schema'
import { catalogRows } from '../../services/access/catalog'
import {
  AUDIT_ACTOR_LABELS,
  AUDIT_EVENTS,
  AUDIT_GROUPS,
  type AuditActorKind,
  type AuditEvent,
  auditEventOf,
} from './audit-logs.schema'

type Row = typeof auditLogs.$inferSelect
type Details = Record<string, unknown>

/** Whose names a page may show: one business's staff, or (the console) everyone's. */
export type Viewer = { businessId: string } | { console: true }

const text = (v: unknown): string | null => (typeof v === 'string' && v ? v : null)
const texts = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [])
const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`

/** `column in (…)` of a chunk of ids (see `inChunks`). */
const among = (column: Parameters<typeof inArray>[0], ids: Set<string>): SQL | undefined =>
  ids.size ? inArray(column, [...ids]) : undefined

async function lookup<T extends { id: string }>(ids: Set<string>, read: () => Promise<T[]>): Promise<Map<string, T>> {
  if (!ids.size) return new Map()
  return new Map((await read()).map((r) => [r.id, r]))
}

/** The names a page of rows needs, in a handful of queries. */
async function namesFor(db: Db, rows: Row[], viewer: Viewer) {
  const staff = new Set<string>()
  const people = new Set<string>() // platform admins
  const roles = new Set<string>()
  const planIds = new Set<string>()
  const businessIds = new Set<string>()
  for (const r of rows) {
    const d = (r.details ?? {}) as Details
    if (r.actorKind === 'employee' && r.actorId) staff.add(r.actorId)
    if (r.actorKind === 'admin' && r.actorId) people.add(r.actorId)
    if (r.impersonatedBy) people.add(r.impersonatedBy)
    if (r.entity === 'employee' && r.entityId) staff.add(r.entityId)
    if (r.entity === 'role' && r.entityId) roles.add(r.entityId)
    const employeeId = text(d.employeeId)
    if (employeeId) staff.add(employeeId)
    if (r.action === 'employee.role_changed' || r.action === 'employee.created')
      for (const id of [d.from, d.to, d.roleId]) if (text(id)) roles.add(id as string)
    if (r.action === 'plan.changed') for (const id of [d.from, d.to]) if (text(id)) planIds.add(id as string)
    if ('console' in viewer && r.businessId) businessIds.add(r.businessId)
  }
  // Chunks of 90 keep every statement under D1's 100 bound parameters.
  const chunks = (ids: Set<string>) => {
    const all = [...ids]
    const out: Set<string>[] = []
    for (let i = 0; i < all.length; i += 90) out.push(new Set(all.slice(i, i + 90)))
    return out
  }
  const inChunks = async <T>(ids: Set<string>, read: (part: Set<string>) => Promise<T[]>) =>
    (await Promise.all(chunks(ids).map(read))).flat()
  const [staffRows, adminRows, roleRows, planRows, businessRows] = await Promise.all([
    lookup(staff, () =>
      inChunks(staff, (part) =>
        db
          .select({
            id: employees.id,
            firstName: employees.firstName,
            lastName: employees.lastName,
            email: employees.email,
          })
          .from(employees)
          .where(
            and(
              among(employees.id, part),
              'businessId' in viewer ? eq(employees.businessId, viewer.businessId) : undefined,
            ),
          ),
      ),
    ),
    lookup(people, () =>
      inChunks(people, (part) =>
        db.select({ id: admins.id, name: admins.name, email: admins.email }).from(admins).where(among(admins.id, part)),
      ),
    ),
    lookup(roles, () =>
      inChunks(roles, (part) =>
        db
          .select({ id: employeeRoles.id, name: employeeRoles.name })
          .from(employeeRoles)
          .where(
            and(
              among(employeeRoles.id, part),
              'businessId' in viewer ? eq(employeeRoles.businessId, viewer.businessId) : undefined,
            ),
          ),
      ),
    ),
    lookup(planIds, () =>
      inChunks(planIds, (part) =>
        db.select({ id: plans.id, name: plans.name }).from(plans).where(among(plans.id, part)),
      ),
    ),
    lookup(businessIds, () =>
      inChunks(businessIds, (part) =>
        db
          .select({ id: businesses.id, name: businesses.name, slug: businesses.slug })
          .from(businesses)
          .where(among(businesses.id, part)),
      ),
    ),
  ])
  return { staff: staffRows, admins: adminRows, roles: roleRows, plans: planRows, businesses: businessRows }
}

type Names = Awaited<ReturnType<typeof namesFor>>

const PERMISSION_NAMES = new Map(catalogRows('wildcard').permissions.map((p) => [p.key, p.name]))
const permissionName = (key: string) => PERMISSION_NAMES.get(key) ?? key

const FILTER_LABELS: Record<string, string> = {
  search: 'search',
  status: 'status',
  opportunity_id: 'job',
  department_id: 'department',
  branch_id: 'branch',
  employment_type: 'employment type',
  workplace: 'workplace',
  source: 'source',
  ids: 'selected rows',
}

/** "Filters: status hired, search “grace”" from an export's stored filters (ids stay out). */
function filterLine(filters: unknown): string[] {
  if (!filters || typeof filters !== 'object') return []
  const parts = Object.entries(filters as Details)
    .filter(([key, v]) => v !== undefined && v !== null && v !== '' && key !== 'sort' && key !== 'order')
    .map(([key, v]) => {
      const label = FILTER_LABELS[key] ?? key.replace(/_/g, ' ')
      if (key === 'ids') return `${plural(String(v).split(',').length, 'selected row')}`
      if (/_id$/.test(key)) return `one ${label}`
      return `${label} “${String(v)}”`
    })
  return parts.length ? [`Filters: ${parts.join(', ')}`] : ['Every row (no filters)']
}

/** The sentence and the extra lines of one entry. */
function describe(r: Row, event: AuditEvent | null, names: Names): { summary: string; lines: string[] } {
  const d = (r.details ?? {}) as Details
  const person = (id: string | null | undefined) => {
    const e = id ? names.staff.get(id) : undefined
    return e ? `${e.firstName} ${e.lastName}`.trim() : 'a removed account'
  }
  const role = (id: unknown) => (text(id) ? (names.roles.get(id as string)?.name ?? 'a removed role') : 'no role')
  const plan = (id: unknown) => (text(id) ? (names.plans.get(id as string)?.name ?? 'a removed plan') : 'no plan')
  const subject = person(r.entityId)
  switch (event) {
    case 'support_signed_in':
      return { summary: `Signed in to the portal as ${person(text(d.employeeId))}`, lines: [] }
    case 'support_link_issued':
      return { summary: `Asked for a one-minute link to sign in as ${subject}`, lines: [] }
    case 'support_access_changed':
      return {
        summary: d.allowed ? 'Allowed platform support to sign in' : 'Turned platform support access off',
        lines:
          typeof d.revokedSessions === 'number' && d.revokedSessions > 0
            ? [`Ended ${plural(d.revokedSessions, 'support session')}`]
            : [],
      }
    case 'portal_switch_signed_in':
      return { summary: 'Signed in by switching from another business', lines: [] }
    case 'portal_switch_issued':
      return { summary: 'Asked for a link to switch in from another business', lines: [] }
    case 'employee_created':
      return {
        summary: `Added ${subject} ${d.isBusinessAdmin ? 'as a business admin' : text(d.roleId) ? `with the role ${role(d.roleId)}` : 'with no role'}`,
        lines: [],
      }
    case 'employee_role_changed':
      return { summary: `Changed the role of ${subject} from ${role(d.from)} to ${role(d.to)}`, lines: [] }
    case 'employee_admin_changed':
      return {
        summary:
          r.action === 'employee.admin_granted'
            ? `Made ${subject} a business admin`
            : `Took business admin rights away from ${subject}`,
        lines: [],
      }
    case 'employee_status_changed':
      return {
        summary: `${r.action === 'employee.activated' ? 'Activated' : 'Deactivated'} the account of ${subject}`,
        lines: text(d.reason) ? [`Reason: ${d.reason}`] : [],
      }
    case 'employee_email_changed': {
      const own = r.actorKind === 'employee' && r.actorId === r.entityId
      const change = `from ${text(d.from) ?? '—'} to ${text(d.to) ?? '—'}`
      return {
        summary: own ? `Confirmed a new e-mail address ${change}` : `Changed the e-mail of ${subject} ${change}`,
        lines: d.via === 'invitation' ? ['The invitation was sent again to the new address'] : [],
      }
    }
    case 'employee_removed':
      return {
        summary:
          r.action === 'employee.deleted'
            ? `Deleted the account of ${text(d.name) ?? subject}`
            : `Removed the account of ${text(d.name) ?? subject} (their history stays, anonymised)`,
        lines: [],
      }
    case 'role_created': {
      const added = texts(d.added)
      return {
        summary: `Created the role ${text(d.name) ?? role(r.entityId)} with ${plural(added.length, 'permission')}`,
        lines: added.length ? [`Granted: ${added.map(permissionName).join(', ')}`] : [],
      }
    }
    case 'role_permissions_changed': {
      const added = texts(d.added)
      const removed = texts(d.removed)
      return {
        summary: `Changed the permissions of the role ${text(d.name) ?? role(r.entityId)}`,
        lines: [
          ...(added.length ? [`Granted: ${added.map(permissionName).join(', ')}`] : []),
          ...(removed.length ? [`Taken away: ${removed.map(permissionName).join(', ')}`] : []),
        ],
      }
    }
    case 'candidates_exported':
    case 'opportunities_exported': {
      const rows = typeof d.rows === 'number' ? d.rows : 0
      const what = event === 'candidates_exported' ? plural(rows, 'candidate') : plural(rows, 'job')
      return { summary: `Exported ${what} as ${String(d.format ?? '').toUpperCase()}`, lines: filterLine(d.filters) }
    }
    case 'plan_changed':
      return {
        summary:
          d.from === d.to ? `Renewed the ${plan(d.to)} plan` : `Changed the plan from ${plan(d.from)} to ${plan(d.to)}`,
        lines: [],
      }
    default:
      return { summary: r.action, lines: [] }
  }
}

/** Who did it: support (a platform admin, or one signed in as a staff member), a colleague, or the platform. */
function actorOf(r: Row, names: Names, viewer: Viewer) {
  const admin = (id: string | null) => (id ? names.admins.get(id) : undefined)
  const showEmail = 'console' in viewer
  if (r.actorKind === 'admin' || r.impersonatedBy) {
    const a = admin(r.actorKind === 'admin' ? r.actorId : r.impersonatedBy)
    return {
      kind: 'support' as AuditActorKind,
      id: (r.actorKind === 'admin' ? r.actorId : r.impersonatedBy) ?? null,
      name: a?.name ?? AUDIT_ACTOR_LABELS.support,
      email: showEmail ? (a?.email ?? null) : null,
    }
  }
  if (r.actorKind === 'employee') {
    const e = r.actorId ? names.staff.get(r.actorId) : undefined
    return {
      kind: 'staff' as AuditActorKind,
      id: r.actorId,
      name: e ? `${e.firstName} ${e.lastName}`.trim() : 'A removed account',
      email: e?.email ?? null,
    }
  }
  return { kind: 'system' as AuditActorKind, id: null, name: AUDIT_ACTOR_LABELS.system, email: null }
}

/** A page of rows as the screens show them. */
export async function presentAuditRows(db: Db, rows: Row[], viewer: Viewer) {
  const names = await namesFor(db, rows, viewer)
  return rows.map((r) => {
    const event = auditEventOf(r.action)
    const signedInAs =
      r.impersonatedBy && r.actorKind === 'employee' && r.actorId ? names.staff.get(r.actorId) : undefined
    const business = r.businessId ? names.businesses.get(r.businessId) : undefined
    return {
      id: r.id,
      createdAt: r.createdAt,
      action: r.action,
      event,
      label: event ? AUDIT_EVENTS[event].label : r.action,
      group: event ? AUDIT_GROUPS[AUDIT_EVENTS[event].group] : null,
      ...describe(r, event, names),
      actor: actorOf(r, names, viewer),
      /** The staff account support was signed in as, when support did this inside the portal. */
      signedInAs: signedInAs
        ? { id: signedInAs.id, name: `${signedInAs.firstName} ${signedInAs.lastName}`.trim() }
        : null,
      ip: r.ip,
      userAgent: r.userAgent,
      business: business ? { id: business.id, name: business.name, slug: business.slug } : null,
    }
  })
}
