/**
 * The business's impersonation control (docs/security.md): whether platform support may open
 * its portal as its administrator. Turning it off ends every support session at once, in the
 * same batch as the change and its audit entry; the console's portal links then answer 403.
 */
import { and, count, eq, gt, isNotNull, isNull } from 'drizzle-orm'
import { businesses, sessions } from '../../db/schema'
import { forbidden } from '../../lib/errors'
import type { BusinessScope, StaffScope } from '../../lib/scope'
import { auditedBy, auditInsert } from '../../services/audit'
import type { SupportAccessInput } from './audit-logs.schema'

const supportSessions = (businessId: string) =>
  and(
    eq(sessions.businessId, businessId),
    isNotNull(sessions.impersonatedBy),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, new Date()),
  )

/** Whether support may sign in, and how many support sessions are open now. */
export async function supportAccess({ db, business }: BusinessScope) {
  const [row] = await db
    .select({ allowed: businesses.supportAccess })
    .from(businesses)
    .where(eq(businesses.id, business.id))
  const [open] = await db.select({ n: count() }).from(sessions).where(supportSessions(business.id))
  return { allowed: row?.allowed ?? true, openSupportSessions: open?.n ?? 0 }
}

/** Allow or refuse support; only the business's own staff decide (not support signed in as them). */
export async function setSupportAccess(scope: StaffScope, input: SupportAccessInput) {
  const { db, business, request } = scope
  if (request?.impersonatedBy) throw forbidden("Only the business's own staff can change support access.")
  const current = await supportAccess(scope)
  if (current.allowed === input.allowed) return current
  const revoked = input.allowed ? 0 : current.openSupportSessions
  await db.batch([
    db.update(businesses).set({ supportAccess: input.allowed }).where(eq(businesses.id, business.id)),
    ...(input.allowed ? [] : [db.update(sessions).set({ revokedAt: new Date() }).where(supportSessions(business.id))]),
    auditInsert(db, {
      ...auditedBy(scope),
      action: 'support_access.changed',
      entity: 'business',
      entityId: business.id,
      details: { allowed: input.allowed, revokedSessions: revoked },
    }),
  ])
  return supportAccess(scope)
}
