import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { departments, employees, opportunities } from '../db/schema'
import { conflict, notFound } from '../lib/errors'
import { newId } from '../lib/ids'
import { offsetOf, pageOf } from '../lib/pagination'
import type { DepartmentInput, DepartmentListQuery } from '../schemas/departments'
import type { ActiveState } from '../db/schema/columns'
import { assertTransition, LIFECYCLES } from './lifecycle'
import { containing, isUniqueViolation, orNull } from './org-helpers'
import { historyInsert, type Actor } from './status-history'

const SORTS = { name: departments.name, status: departments.status, created_at: departments.createdAt, updated_at: departments.updatedAt } as const

export async function listDepartments(db: Db, businessId: string, q: DepartmentListQuery) {
  const where = and(
    eq(departments.businessId, businessId),
    q.status ? eq(departments.status, q.status) : undefined,
    q.search ? or(sql`${departments.name} like ${containing(q.search)} escape '\\'`, sql`${departments.description} like ${containing(q.search)} escape '\\'`) : undefined,
  )
  const column = SORTS[q.sort as keyof typeof SORTS] ?? departments.createdAt
  const [rows, count] = await Promise.all([
    db.query.departments.findMany({ where, orderBy: [q.sort ? (q.order === 'asc' ? asc(column) : desc(column)) : asc(departments.name), asc(departments.id)], limit: q.limit, offset: offsetOf(q) }),
    db.$count(departments, where),
  ])
  const withCounts = await Promise.all(
    rows.map(async (d) => ({
      ...d,
      employeeCount: await db.$count(employees, and(eq(employees.businessId, businessId), eq(employees.departmentId, d.id))),
      openingCount: await db.$count(opportunities, and(eq(opportunities.businessId, businessId), eq(opportunities.departmentId, d.id))),
    })),
  )
  return pageOf(withCounts, count, q)
}

export async function getDepartment(db: Db, businessId: string, id: string) {
  const row = await db.query.departments.findFirst({ where: and(eq(departments.businessId, businessId), eq(departments.id, id)) })
  if (!row) throw notFound('Department')
  const [employeeCount, openingCount] = await Promise.all([
    db.$count(employees, and(eq(employees.businessId, businessId), eq(employees.departmentId, id))),
    db.$count(opportunities, and(eq(opportunities.businessId, businessId), eq(opportunities.departmentId, id))),
  ])
  return { ...row, employeeCount, openingCount }
}

async function assertNameFree(db: Db, businessId: string, name: string, exceptId?: string) {
  const taken = await db.query.departments.findFirst({
    where: and(eq(departments.businessId, businessId), sql`lower(${departments.name}) = lower(${name})`, exceptId ? ne(departments.id, exceptId) : undefined),
    columns: { id: true },
  })
  if (taken) throw conflict(`A department named "${name}" already exists.`)
}

const duplicate = (name: string) => (err: unknown) => {
  if (isUniqueViolation(err)) throw conflict(`A department named "${name}" already exists.`)
  throw err
}

export async function createDepartment(db: Db, businessId: string, input: DepartmentInput, actor: Actor) {
  await assertNameFree(db, businessId, input.name)
  const id = newId()
  await db
    .batch([
      db.insert(departments).values({ id, businessId, name: input.name, description: orNull(input.description) }),
      historyInsert(db, { businessId, entity: 'department', entityId: id, from: null, to: 'active', actor }),
    ])
    .catch(duplicate(input.name))
  return getDepartment(db, businessId, id)
}

export async function updateDepartment(db: Db, businessId: string, id: string, input: DepartmentInput) {
  await assertNameFree(db, businessId, input.name, id)
  await db
    .update(departments)
    .set({ name: input.name, description: orNull(input.description) })
    .where(and(eq(departments.businessId, businessId), eq(departments.id, id)))
    .catch(duplicate(input.name))
  return getDepartment(db, businessId, id)
}

export async function setDepartmentStatus(db: Db, businessId: string, id: string, to: ActiveState, actor: Actor, reason?: string) {
  const current = await getDepartment(db, businessId, id)
  assertTransition(LIFECYCLES.activeInactive, 'department', current.status, to)
  await db.batch([
    db.update(departments).set({ status: to }).where(and(eq(departments.businessId, businessId), eq(departments.id, id))),
    historyInsert(db, { businessId, entity: 'department', entityId: id, from: current.status, to, reason, actor }),
  ])
  return { ...current, status: to }
}

export async function departmentOptions(db: Db, businessId: string) {
  const rows = await db.query.departments.findMany({
    where: and(eq(departments.businessId, businessId), eq(departments.status, 'active')),
    columns: { id: true, name: true },
    orderBy: asc(departments.name),
  })
  return rows.map((r) => ({ value: r.id, label: r.name }))
}
