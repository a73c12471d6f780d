import { and, asc, count, desc, eq, inArray } from 'drizzle-orm'
import { employeeRoles, employees, rolePermissions } from '../../db/schema'
import { conflict } from '../../lib/errors'
import { newId } from '../../lib/ids'
import { type ListQuery, offsetOf, pageOf } from '../../lib/pagination'
import type { BusinessScope, StaffScope } from '../../lib/scope'
import { matchesText } from '../../lib/search'
import type { z } from '../../schemas/zod'
import { callerOf } from '../../services/access/power'
import type { createRole as createRoleInput } from '../settings/settings.schema'
import { setRolePermissions } from '../settings/settings.service'

type CreateRoleInput = z.infer<typeof createRoleInput>

/** Permissions and employees per role, in two grouped queries for the whole page. */
async function countsOf({ db, business }: BusinessScope, ids: string[]) {
  if (!ids.length) return new Map<string, { permissionCount: number; employeeCount: number }>()
  const [grants, people] = await Promise.all([
    db
      .select({ id: rolePermissions.roleId, n: count() })
      .from(rolePermissions)
      .where(and(eq(rolePermissions.businessId, business.id), inArray(rolePermissions.roleId, ids)))
      .groupBy(rolePermissions.roleId),
    db
      .select({ id: employees.roleId, n: count() })
      .from(employees)
      .where(and(eq(employees.businessId, business.id), inArray(employees.roleId, ids)))
      .groupBy(employees.roleId),
  ])
  const byId = (rows: { id: string | null; n: number }[]) => new Map(rows.map((r) => [r.id, r.n]))
  const [p, e] = [byId(grants), byId(people)]
  return new Map(ids.map((id) => [id, { permissionCount: p.get(id) ?? 0, employeeCount: e.get(id) ?? 0 }]))
}

/** Roles of a business, with how many permissions and employees each has. */
export async function listRoles(scope: BusinessScope, q: ListQuery) {
  const { db, business } = scope
  const where = and(
    eq(employeeRoles.businessId, business.id),
    matchesText(q.search, employeeRoles.name, employeeRoles.description),
  )
  const sortColumn = q.sort === 'name' ? employeeRoles.name : employeeRoles.createdAt
  const [rows, total] = await Promise.all([
    db.query.employeeRoles.findMany({
      where,
      orderBy: [q.order === 'asc' ? asc(sortColumn) : desc(sortColumn), asc(employeeRoles.id)],
      limit: q.limit,
      offset: offsetOf(q),
    }),
    db.$count(employeeRoles, where),
  ])
  const counts = await countsOf(
    scope,
    rows.map((r) => r.id),
  )
  return pageOf(
    rows.map((r) => ({ ...r, ...(counts.get(r.id) ?? { permissionCount: 0, employeeCount: 0 }) })),
    total,
    q,
  )
}

/** A role with its permissions; none beyond the caller's own (else nothing is created). */
export async function createRole(scope: StaffScope, input: CreateRoleInput) {
  const { db, business, actor } = scope
  const taken = await db.query.employeeRoles.findFirst({
    where: and(eq(employeeRoles.businessId, business.id), eq(employeeRoles.name, input.name)),
    columns: { id: true },
  })
  if (taken) throw conflict(`A role named "${input.name}" already exists.`)
  const id = newId()
  const description = input.description ?? null
  await db.insert(employeeRoles).values({ id, businessId: business.id, name: input.name, description })
  try {
    const matrix = await setRolePermissions(scope, id, input.permission_keys, { created: true })
    return { id, name: input.name, description, ...matrix }
  } catch (err) {
    // Bad permissions (or ones beyond the caller's own) refuse the whole creation: no role without its intended permissions.
    await db.delete(employeeRoles).where(and(eq(employeeRoles.businessId, business.id), eq(employeeRoles.id, id)))
    throw err
  }
}

export async function roleOptions({ db, business }: BusinessScope) {
  const rows = await db.query.employeeRoles.findMany({
    where: and(eq(employeeRoles.businessId, business.id), eq(employeeRoles.status, 'active')),
    columns: { id: true, name: true },
    orderBy: asc(employeeRoles.name),
  })
  return rows.map((r) => ({ value: r.id, label: r.name }))
}
