/**
 * The audit log's two lists: a business's own (its owner and admins, `audit_logs.view`) and the
 * console's of every business. Both filter by days in the viewer's time zone, by event and by
 * who did it; newest first, a page at a time, through `audit_logs_business_idx` (business,
 * created_at) or, in the console without a business, `audit_logs_created_idx`.
 */
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, notInArray, or, type SQL } from 'drizzle-orm'
import { admins, auditLogs, employees } from '../../db/schema'
import { offsetOf, pageOf } from '../../lib/pagination'
import type { BusinessScope, PlatformScope } from '../../lib/scope'
import type { z } from '../../schemas/zod'
import { addDays, parseDate, zonedToInstant } from '../../services/zoned-time'
import {
  type AdminAuditLogQuery,
  AUDIT_ACTOR_LABELS,
  AUDIT_EVENTS,
  type AuditLogQuery,
  type adminAuditActorsQuery,
} from './audit-logs.schema'
import { presentAuditRows, type Viewer } from './present.service'

type Filters = Omit<AuditLogQuery, 'page' | 'limit' | 'order'>

/** The instant a calendar day starts in a time zone. */
const dayStart = (iso: string, timeZone: string) => new Date(zonedToInstant(parseDate(iso), 0, timeZone))

/** Who did it: support (a platform admin, or one signed in as staff), staff themselves, the platform, or one person. */
function actorWhere(actor: Filters['actor']): SQL | undefined {
  if (!actor) return undefined
  if (actor === 'support') return or(eq(auditLogs.actorKind, 'admin'), isNotNull(auditLogs.impersonatedBy))
  if (actor === 'staff') return and(eq(auditLogs.actorKind, 'employee'), isNull(auditLogs.impersonatedBy))
  if (actor === 'system') return notInArray(auditLogs.actorKind, ['admin', 'employee'])
  // One person: what they did themselves; support signed in as a colleague is support's, not the colleague's.
  return or(and(eq(auditLogs.actorId, actor), isNull(auditLogs.impersonatedBy)), eq(auditLogs.impersonatedBy, actor))
}

function filtersWhere(f: Filters, timeZone: string): SQL | undefined {
  return and(
    f.start_date ? gte(auditLogs.createdAt, dayStart(f.start_date, timeZone)) : undefined,
    f.end_date ? lt(auditLogs.createdAt, dayStart(addDays(f.end_date, 1), timeZone)) : undefined,
    f.action ? inArray(auditLogs.action, [...AUDIT_EVENTS[f.action].actions]) : undefined,
    actorWhere(f.actor),
  )
}

async function page(
  { db }: { db: BusinessScope['db'] },
  where: SQL | undefined,
  q: Pick<AuditLogQuery, 'page' | 'limit' | 'order'>,
  viewer: Viewer,
) {
  const direction = q.order === 'asc' ? asc : desc
  const [rows, count] = await Promise.all([
    db
      .select()
      .from(auditLogs)
      .where(where)
      .orderBy(direction(auditLogs.createdAt), direction(auditLogs.id))
      .limit(q.limit)
      .offset(offsetOf(q)),
    db.$count(auditLogs, where),
  ])
  return pageOf(await presentAuditRows(db, rows, viewer), count, q)
}

/** A business's own log; dates in the viewer's time zone, else the business's. */
export async function listAuditLogs(scope: BusinessScope, q: AuditLogQuery) {
  const { business } = scope
  const timeZone = q.time_zone ?? (business.timezone || 'UTC')
  const where = and(eq(auditLogs.businessId, business.id), filtersWhere(q, timeZone))
  return page(scope, where, q, { businessId: business.id })
}

/** Every business's log (the console), or one business's; dates in the viewer's time zone, else UTC. */
export async function listAllAuditLogs(scope: PlatformScope, q: AdminAuditLogQuery) {
  const where = and(
    q.business_id ? eq(auditLogs.businessId, q.business_id) : undefined,
    filtersWhere(q, q.time_zone ?? 'UTC'),
  )
  return page(scope, where, q, { console: true })
}

const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label)

/** The "who" filter of a business's log: support, the platform, and each of its staff. */
export async function auditActorOptions({ db, business }: BusinessScope) {
  const staff = await db
    .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName })
    .from(employees)
    .where(eq(employees.businessId, business.id))
  return [
    { value: 'support', label: AUDIT_ACTOR_LABELS.support },
    { value: 'system', label: AUDIT_ACTOR_LABELS.system },
    ...staff.map((e) => ({ value: e.id, label: `${e.firstName} ${e.lastName}`.trim() })).sort(byLabel),
  ]
}

/** The console's "who" filter: the kinds, each platform admin, and the chosen business's staff. */
export async function adminAuditActorOptions({ db }: PlatformScope, q: z.output<typeof adminAuditActorsQuery>) {
  const [people, staff] = await Promise.all([
    db.select({ id: admins.id, name: admins.name }).from(admins),
    q.business_id
      ? db
          .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName })
          .from(employees)
          .where(eq(employees.businessId, q.business_id))
      : Promise.resolve([]),
  ])
  return [
    { value: 'support', label: AUDIT_ACTOR_LABELS.support },
    { value: 'staff', label: AUDIT_ACTOR_LABELS.staff },
    { value: 'system', label: AUDIT_ACTOR_LABELS.system },
    ...people.map((a) => ({ value: a.id, label: `${a.name} (platform admin)` })).sort(byLabel),
    ...staff.map((e) => ({ value: e.id, label: `${e.firstName} ${e.lastName}`.trim() })).sort(byLabel),
  ]
}
