import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import { departments, employees, opportunities } from '../../db/schema'
import type { ActiveState } from '../../db/schema/columns'
import { conflict, notFound } from '../../lib/errors'
import { newId } from '../../lib/ids'
import { offsetOf, pageOf } from '../../lib/pagination'
import type { BusinessScope } from '../../lib/scope'
import { matchesText } from '../../lib/search'
import { assertTransition, LIFECYCLES } from '../../services/lifecycle'
import { isUniqueViolation, orNull } from '../../services/org-helpers'
import { historyInsert } from '../../services/status-history'
import type { DepartmentInput, DepartmentListQuery } from './departments.schema'

const SORTS = {
  name: departments.name,
  status: departments.status,
  created_at: departments.createdAt,
  updated_at: departments.updatedAt,
} as const

/** Employees and openings per department, in two grouped queries for the whole page. */
async function countsOf({ db, business }: BusinessScope, ids: string[]) {
  if (!ids.length) return new Map<string, { employeeCount: number; openingCount: number }>()
  const [people, openings] = await Promise.all([
    db
      .select({ id: employees.departmentId, n: count() })
      .from(employees)
      .where(and(eq(employees.businessId, business.id), inArray(employees.departmentId, ids)))
      .groupBy(employees.departmentId),
    db
      .select({ id: opportunities.departmentId, n: count() })
      .from(opportunities)
      .where(and(eq(opportunities.businessId, business.id), inArray(opportunities.departmentId, ids)))
      .groupBy(opportunities.departmentId),
  ])
  const byId = (rows: { id: string | null; n: number }[]) => new Map(rows.map((r) => [r.id, r.n]))
  const [e, o] = [byId(people), byId(openings)]
  return new Map(ids.map((id) => [id, { employeeCount: e.get(id) ?? 0, openingCount: o.get(id) ?? 0 }]))
}

export async function listDepartments(scope: BusinessScope, q: DepartmentListQuery) {
  const { db, business } = scope
  const where = and(
    eq(departments.businessId, business.id),
    q.status ? eq(departments.status, q.status) : undefined,
    matchesText(q.search, departments.name, departments.description),
  )
  const column = SORTS[q.sort as keyof typeof SORTS] ?? departments.createdAt
  const [rows, total] = await Promise.all([
    db.query.departments.findMany({
      where,
      orderBy: [q.sort ? (q.order === 'asc' ? asc(column) : desc(column)) : asc(departments.name), asc(departments.id)],
      limit: q.limit,
      offset: offsetOf(q),
    }),
    db.$count(departments, where),
  ])
  const counts = await countsOf(
    scope,
    rows.map((d) => d.id),
  )
  return pageOf(
    rows.map((d) => ({ ...d, ...counts.get(d.id)! })),
    total,
    q,
  )
}

export async function getDepartment(scope: BusinessScope, id: string) {
  const row = await scope.db.query.departments.findFirst({
    where: and(eq(departments.businessId, scope.business.id), eq(departments.id, id)),
  })
  if (!row) throw notFound('Department')
  return { ...row, ...(await countsOf(scope, [id])).get(id)! }
}

async function assertNameFree({ db, business }: BusinessScope, name: string, exceptId?: string) {
  const taken = await db.query.departments.findFirst({
    where: and(
      eq(departments.businessId, business.id),
      sql`lower(${departments.name}) = lower(${name})`,
      exceptId ? ne(departments.id, exceptId) : undefined,
    ),
    columns: { id: true },
  })
  if (taken) throw conflict(`A department named "${name}" already exists.`)
}

const duplicate = (name: string) => (err: unknown) => {
  if (isUniqueViolation(err)) throw conflict(`A department named "${name}" already exists.`)
  throw err
}

export async function createDepartment(scope: BusinessScope, input: DepartmentInput) {
  const { db, business, actor } = scope
  await assertNameFree(scope, input.name)
  const id = newId()
  await db
    .batch([
      db
        .insert(departments)
        .values({ id, businessId: business.id, name: input.name, description: orNull(input.description) }),
      historyInsert(db, {
        businessId: business.id,
        entity: 'department',
        entityId: id,
        from: null,
        to: 'active',
        actor,
      }),
    ])
    .catch(duplicate(input.name))
  return getDepartment(scope, id)
}

export async function updateDepartment(scope: BusinessScope, id: string, input: DepartmentInput) {
  await assertNameFree(scope, input.name, id)
  await scope.db
    .update(departments)
    .set({ name: input.name, description: orNull(input.description) })
    .where(and(eq(departments.businessId, scope.business.id), eq(departments.id, id)))
    .catch(duplicate(input.name))
  return getDepartment(scope, id)
}

export async function setDepartmentStatus(scope: BusinessScope, id: string, to: ActiveState, reason?: string) {
  const { db, business, actor } = scope
  const current = await getDepartment(scope, id)
  assertTransition(LIFECYCLES.activeInactive, 'department', current.status, to)
  await db.batch([
    db
      .update(departments)
      .set({ status: to })
      .where(and(eq(departments.businessId, business.id), eq(departments.id, id))),
    historyInsert(db, {
      businessId: business.id,
      entity: 'department',
      entityId: id,
      from: current.status,
      to,
      reason,
      actor,
    }),
  ])
  return { ...current, status: to }
}

export async function departmentOptions({ db, business }: BusinessScope) {
  const rows = await db.query.departments.findMany({
    where: and(eq(departments.businessId, business.id), eq(departments.status, 'active')),
    columns: { id: true, name: true },
    orderBy: asc(departments.name),
  })
  return rows.map((r) => ({ value: r.id, label: r.name }))
}
