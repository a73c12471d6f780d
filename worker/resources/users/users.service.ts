import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm'
import { businesses, employeeRoles, employees, sessions } from '../../db/schema'
import { conflict, notFound } from '../../lib/errors'
import { offsetOf, pageOf } from '../../lib/pagination'
import type { PlatformScope } from '../../lib/scope'
import { matchesText } from '../../lib/search'
import { auditInsert } from '../../services/audit'
import { assertTransition, LIFECYCLES } from '../../services/lifecycle'
import { historyInsert } from '../../services/status-history'
import type { UserListQuery } from './users.schema'

const fullName = sql<string>`trim(${employees.firstName} || ' ' || ${employees.lastName})`

/** Every business's staff, across the platform: who, where, which role, whether active, last sign-in. */
export async function listUsers({ db }: PlatformScope, q: UserListQuery) {
  const where = and(
    q.business_id ? eq(employees.businessId, q.business_id) : undefined,
    q.status ? eq(employees.status, q.status) : undefined,
    q.type ? eq(employees.isBusinessAdmin, q.type === 'business_admin') : undefined,
    matchesText(q.search, fullName, employees.email),
  )
  const sortColumn =
    q.sort === 'name'
      ? fullName
      : q.sort === 'last_login_at'
        ? employees.lastLoginAt
        : q.sort === 'email'
          ? employees.email
          : employees.createdAt
  const [rows, total] = await Promise.all([
    db
      .select({
        id: employees.id,
        name: fullName,
        firstName: employees.firstName,
        lastName: employees.lastName,
        email: employees.email,
        phone: employees.phone,
        designation: employees.designation,
        isBusinessAdmin: employees.isBusinessAdmin,
        status: employees.status,
        lastLoginAt: employees.lastLoginAt,
        emailVerifiedAt: employees.emailVerifiedAt,
        createdAt: employees.createdAt,
        businessId: businesses.id,
        businessName: businesses.name,
        businessSlug: businesses.slug,
        businessStatus: businesses.status,
        roleName: employeeRoles.name,
      })
      .from(employees)
      .innerJoin(businesses, eq(businesses.id, employees.businessId))
      .leftJoin(employeeRoles, eq(employeeRoles.id, employees.roleId))
      .where(where)
      .orderBy(q.order === 'asc' ? asc(sortColumn) : desc(sortColumn), desc(employees.id))
      .limit(q.limit)
      .offset(offsetOf(q)),
    db.$count(employees, where),
  ])
  return pageOf(
    rows.map((r) => ({
      ...r,
      type: r.isBusinessAdmin ? 'business_admin' : 'employee',
      role: r.isBusinessAdmin ? 'Business admin' : (r.roleName ?? 'No role'),
    })),
    total,
    q,
  )
}

/**
 * Activate or deactivate a staff account of any business: the platform console names the
 * account, its business is the account's own, and every write is scoped to it. A deactivated
 * account cannot sign in and its sessions end at once. A business keeps at least one active
 * business admin.
 */
export async function changeUserStatus(
  { db, actor, request }: PlatformScope,
  id: string,
  to: 'active' | 'inactive',
  reason: string | null,
) {
  const user = await db.query.employees.findFirst({ where: eq(employees.id, id) })
  if (!user) throw notFound('User')
  assertTransition(LIFECYCLES.activeInactive, 'user', user.status, to)
  const name = `${user.firstName} ${user.lastName}`.trim()
  if (to === 'inactive' && user.isBusinessAdmin) {
    const admins = await db.$count(
      employees,
      and(
        eq(employees.businessId, user.businessId),
        eq(employees.isBusinessAdmin, true),
        eq(employees.status, 'active'),
      ),
    )
    if (admins <= 1)
      throw conflict(`${name} is the only active business admin of the business. Suspend the business instead.`)
  }
  await db.batch([
    db
      .update(employees)
      .set({ status: to })
      .where(and(eq(employees.businessId, user.businessId), eq(employees.id, id))),
    historyInsert(db, {
      businessId: user.businessId,
      entity: 'employee',
      entityId: id,
      from: user.status,
      to,
      reason,
      actor,
    }),
    // The business sees platform support (de)activate one of its accounts in its audit log.
    auditInsert(db, {
      businessId: user.businessId,
      actor,
      action: to === 'active' ? 'employee.activated' : 'employee.deactivated',
      entity: 'employee',
      entityId: id,
      details: reason ? { reason } : {},
      request,
    }),
    ...(to === 'inactive'
      ? [
          db
            .update(sessions)
            .set({ revokedAt: new Date() })
            .where(
              and(eq(sessions.principalKind, 'employee'), eq(sessions.principalId, id), isNull(sessions.revokedAt)),
            ),
        ]
      : []),
  ])
  return {
    id,
    name,
    email: user.email,
    status: to,
    message:
      to === 'active' ? `${name} is active again and can sign in.` : `${name} is deactivated and has been signed out.`,
  }
}
