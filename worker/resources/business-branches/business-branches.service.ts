import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { businessBranches, employees, jobRequests, opportunities } from '../../db/schema'
import { conflict, notFound } from '../../lib/errors'
import { newId } from '../../lib/ids'
import { offsetOf, pageOf } from '../../lib/pagination'
import type { BusinessScope } from '../../lib/scope'
import { matchesText } from '../../lib/search'
import { assertTransition, LIFECYCLES } from '../../services/lifecycle'
import { counted, isUniqueViolation, listing, orNull } from '../../services/org-helpers'
import { historyInsert } from '../../services/status-history'
import type { BranchInput, BranchListQuery } from './business-branches.schema'

const SORTS = {
  name: businessBranches.name,
  city: businessBranches.city,
  status: businessBranches.status,
  created_at: businessBranches.createdAt,
} as const

const mine = (businessId: string, id: string) =>
  and(eq(businessBranches.businessId, businessId), eq(businessBranches.id, id))

type Dependents = { employeeCount: number; opportunityCount: number; jobRequestCount: number }

/** What still points at each branch (the reasons it cannot be deleted), in three grouped queries for the whole page. */
async function dependentsOf({ db, business }: BusinessScope, ids: string[]): Promise<Map<string, Dependents>> {
  if (!ids.length) return new Map()
  const [people, openings, requests] = await Promise.all([
    db
      .select({ id: employees.branchId, n: count() })
      .from(employees)
      .where(and(eq(employees.businessId, business.id), inArray(employees.branchId, ids)))
      .groupBy(employees.branchId),
    db
      .select({ id: opportunities.branchId, n: count() })
      .from(opportunities)
      .where(and(eq(opportunities.businessId, business.id), inArray(opportunities.branchId, ids)))
      .groupBy(opportunities.branchId),
    db
      .select({ id: jobRequests.branchId, n: count() })
      .from(jobRequests)
      .where(and(eq(jobRequests.businessId, business.id), inArray(jobRequests.branchId, ids)))
      .groupBy(jobRequests.branchId),
  ])
  const byId = (rows: { id: string | null; n: number }[]) => new Map(rows.map((r) => [r.id, r.n]))
  const [e, o, r] = [byId(people), byId(openings), byId(requests)]
  return new Map(
    ids.map((id) => [
      id,
      { employeeCount: e.get(id) ?? 0, opportunityCount: o.get(id) ?? 0, jobRequestCount: r.get(id) ?? 0 },
    ]),
  )
}

const NONE: Dependents = { employeeCount: 0, opportunityCount: 0, jobRequestCount: 0 }

export async function listBranches(scope: BusinessScope, q: BranchListQuery) {
  const { db, business } = scope
  const where = and(
    eq(businessBranches.businessId, business.id),
    q.status ? eq(businessBranches.status, q.status) : undefined,
    matchesText(
      q.search,
      businessBranches.name,
      businessBranches.city,
      businessBranches.country,
      businessBranches.address,
    ),
  )
  const column = SORTS[q.sort as keyof typeof SORTS] ?? businessBranches.createdAt
  const [rows, total] = await Promise.all([
    db.query.businessBranches.findMany({
      where,
      orderBy: [
        desc(businessBranches.isHeadquarters),
        q.sort ? (q.order === 'asc' ? asc(column) : desc(column)) : asc(businessBranches.name),
        asc(businessBranches.id),
      ],
      limit: q.limit,
      offset: offsetOf(q),
    }),
    db.$count(businessBranches, where),
  ])
  const dependents = await dependentsOf(
    scope,
    rows.map((b) => b.id),
  )
  return pageOf(
    rows.map((b) => ({ ...b, ...(dependents.get(b.id) ?? NONE) })),
    total,
    q,
  )
}

export async function getBranch(scope: BusinessScope, id: string) {
  const row = await scope.db.query.businessBranches.findFirst({ where: mine(scope.business.id, id) })
  if (!row) throw notFound('Branch')
  return { ...row, ...((await dependentsOf(scope, [id])).get(id) ?? NONE) }
}

async function assertNameFree({ db, business }: BusinessScope, name: string, exceptId?: string) {
  const taken = await db.query.businessBranches.findFirst({
    where: and(
      eq(businessBranches.businessId, business.id),
      sql`lower(${businessBranches.name}) = lower(${name})`,
      exceptId ? ne(businessBranches.id, exceptId) : undefined,
    ),
    columns: { id: true },
  })
  if (taken) throw conflict(`A branch named "${name}" already exists.`)
}

const duplicate = (name: string) => (err: unknown) => {
  if (isUniqueViolation(err)) throw conflict(`A branch named "${name}" already exists.`)
  throw err
}

const fields = (input: BranchInput) => ({
  name: input.name,
  address: orNull(input.address),
  city: orNull(input.city),
  state: orNull(input.state),
  country: orNull(input.country),
  postalCode: orNull(input.postal_code),
  phone: orNull(input.phone),
  timezone: input.timezone,
})

/** Only one headquarters: naming a new one un-names the others in the same batch. */
const otherHeadquarters = (db: Db, businessId: string, id: string) =>
  db
    .update(businessBranches)
    .set({ isHeadquarters: false })
    .where(
      and(
        eq(businessBranches.businessId, businessId),
        ne(businessBranches.id, id),
        eq(businessBranches.isHeadquarters, true),
      ),
    )

export async function createBranch(scope: BusinessScope, input: BranchInput) {
  const { db, business, actor } = scope
  const businessId = business.id
  await assertNameFree(scope, input.name)
  const id = newId()
  const hq = input.is_headquarters ?? false
  await db
    .batch([
      db.insert(businessBranches).values({ id, businessId, ...fields(input), isHeadquarters: hq, status: 'active' }),
      ...(hq ? [otherHeadquarters(db, businessId, id)] : []),
      historyInsert(db, { businessId, entity: 'business_branch', entityId: id, from: null, to: 'active', actor }),
    ])
    .catch(duplicate(input.name))
  return getBranch(scope, id)
}

export async function updateBranch(scope: BusinessScope, id: string, input: BranchInput) {
  const { db, business, actor } = scope
  const businessId = business.id
  const current = await getBranch(scope, id)
  await assertNameFree(scope, input.name, id)
  const to = input.status ?? current.status
  if (to !== current.status) assertTransition(LIFECYCLES.activeInactive, 'branch', current.status, to)
  const hq = input.is_headquarters ?? current.isHeadquarters
  await db
    .batch([
      db
        .update(businessBranches)
        .set({ ...fields(input), isHeadquarters: hq, status: to })
        .where(mine(businessId, id)),
      ...(hq && !current.isHeadquarters ? [otherHeadquarters(db, businessId, id)] : []),
      ...(to !== current.status
        ? [historyInsert(db, { businessId, entity: 'business_branch', entityId: id, from: current.status, to, actor })]
        : []),
    ])
    .catch(duplicate(input.name))
  return getBranch(scope, id)
}

/** Delete a branch nothing depends on; otherwise 409 naming what depends on it and how much. */
export async function deleteBranch(scope: BusinessScope, id: string) {
  const { db, business, actor } = scope
  const businessId = business.id
  const branch = await getBranch(scope, id)
  const parts = [
    branch.employeeCount ? counted(branch.employeeCount, 'employee') : null,
    branch.opportunityCount ? counted(branch.opportunityCount, 'job opening') : null,
    branch.jobRequestCount ? counted(branch.jobRequestCount, 'job request') : null,
  ].filter((p): p is string => !!p)
  if (parts.length) {
    const total = branch.employeeCount + branch.opportunityCount + branch.jobRequestCount
    throw conflict(
      `${branch.name} cannot be deleted: ${listing(parts)} ${total === 1 ? 'belongs' : 'belong'} to it. Move them to another branch first.`,
    )
  }
  await db.batch([
    db.delete(businessBranches).where(mine(businessId, id)),
    historyInsert(db, {
      businessId,
      entity: 'business_branch',
      entityId: id,
      from: branch.status,
      to: 'deleted',
      actor,
      meta: { name: branch.name },
    }),
  ])
  return { id, name: branch.name }
}

export async function branchOptions({ db, business }: BusinessScope) {
  const rows = await db.query.businessBranches.findMany({
    where: and(eq(businessBranches.businessId, business.id), eq(businessBranches.status, 'active')),
    columns: { id: true, name: true, timezone: true },
    orderBy: [desc(businessBranches.isHeadquarters), asc(businessBranches.name)],
  })
  return rows.map((r) => ({ value: r.id, label: r.name, timezone: r.timezone }))
}
