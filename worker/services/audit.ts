/**
 * The one writer of the audit log (docs/security.md, "The audit log"). `auditInsert` answers the
 * INSERT, so a service puts it in the batch that makes the change: the change and its entry are
 * written together or not at all. Only the events of `AUDIT_EVENTS` can be written.
 */
import type { Db } from '../db/client'
import { auditLogs } from '../db/schema'
import type { BusinessScope, RequestContext } from '../lib/scope'
import type { AuditAction } from '../resources/audit-logs/audit-logs.schema'

/** What an entry is about: the kind of record `entityId` names. */
export type AuditEntity = 'employee' | 'role' | 'session' | 'business' | 'candidate' | 'opportunity'

export type AuditEntry = {
  /** The business whose log it is. */
  businessId: string
  /** Who did it: a platform admin, a staff member, or the platform itself ('system'). */
  actor: { kind: string; id: string | null }
  action: AuditAction
  entity?: AuditEntity
  entityId?: string | null
  /** What the screen needs to tell the event (names at the time, counts, from and to). */
  details?: Record<string, unknown>
  /** Where the request came from; absent for work no request asked for (a webhook, a queue). */
  request?: RequestContext
}

/** A browser's User-Agent can be any length: the log keeps enough to tell browsers apart. */
const USER_AGENT_MAX = 512

export function auditInsert(db: Db, entry: AuditEntry) {
  return db.insert(auditLogs).values({
    businessId: entry.businessId,
    actorKind: entry.actor.kind,
    actorId: entry.actor.id,
    action: entry.action,
    entity: entry.entity ?? null,
    entityId: entry.entityId ?? null,
    ip: entry.request?.ip ?? null,
    userAgent: entry.request?.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    impersonatedBy: entry.request?.impersonatedBy ?? null,
    details: entry.details ?? null,
  })
}

/** Business, actor and request of a service's own scope: the usual author of an entry. */
export const auditedBy = (scope: BusinessScope) => ({
  businessId: scope.business.id,
  actor: scope.actor,
  request: scope.request,
})
