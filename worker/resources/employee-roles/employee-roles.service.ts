import { and, asc, desc, eq, like, or } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { employeeRoles, employees, rolePermissions } from '../../db/schema'
import { conflict } from '../../lib/errors'
import { newId } from '../../lib/ids'
import { type ListQuery, offsetOf, pageOf } from '../../lib/pagination'
import type { Caller } from '../../services/access/power'
import { setRolePermissions } from '../settings/settings.service'

/** Roles of a business, with how many permissions and employees each has. */
export async function listRoles(db: Db, businessId: string, q: ListQuery) {
  const where = and(
    eq(employeeRoles.businessId, businessId),
    q.search
      ? or(like(employeeRoles.name, `%${q.search}%`), like(employeeRoles.description, `%${q.search}%`))
      : undefined,
  )
  const sortColumn = q.sort === 'name' ? employeeRoles.name : employeeRoles.createdAt
  const [rows, total] = await Promise.all([
    db.query.employeeRoles.findMany({
      where,
      orderBy: q.order === 'asc' ? asc(sortColumn) : desc(sortColumn),
      limit: q.limit,
      offset: offsetOf(q),
    }),
    db.$count(employeeRoles, where),
  ])
  const counts = await Promise.all(
    rows.map(async (r) => ({
      permissionCount: await db.$count(rolePermissions, eq(rolePermissions.roleId, r.id)),
      employeeCount: await db.$count(employees, and(eq(employees.businessId, businessId), eq(employees.roleId, r.id))),
    })),
  )
  return pageOf(
    rows.map((r, i) => ({ ...r, ...counts[i] })),
    total,
    q,
  )
}

export async function createRole(
  db: Db,
  businessId: string,
  input: { name: string; description?: string; permission_keys: string[] },
  caller: Caller,
) {
  const taken = await db.query.employeeRoles.findFirst({
    where: and(eq(employeeRoles.businessId, businessId), eq(employeeRoles.name, input.name)),
    columns: { id: true },
  })
  if (taken) throw conflict(`A role named "${input.name}" already exists.`)
  const id = newId()
  await db.insert(employeeRoles).values({ id, businessId, name: input.name, description: input.description ?? null })
  try {
    const matrix = await setRolePermissions(db, businessId, id, input.permission_keys, caller)
    return { id, name: input.name, description: input.description ?? null, ...matrix }
  } catch (err) {
    // Bad permissions (or ones beyond the caller's own) refuse the whole creation: no role without its intended permissions.
    await db.delete(employeeRoles).where(eq(employeeRoles.id, id))
    throw err
  }
}

export async function roleOptions(db: Db, businessId: string) {
  const rows = await db.query.employeeRoles.findMany({
    where: and(eq(employeeRoles.businessId, businessId), eq(employeeRoles.status, 'active')),
    columns: { id: true, name: true },
    orderBy: asc(employeeRoles.name),
  })
  return rows.map((r) => ({ value: r.id, label: r.name }))
}
