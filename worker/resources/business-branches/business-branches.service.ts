import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { businessBranches, employees, jobRequests, opportunities } from '../../db/schema'
import { conflict, notFound } from '../../lib/errors'
import { newId } from '../../lib/ids'
import { offsetOf, pageOf } from '../../lib/pagination'
import { assertTransition, LIFECYCLES } from '../../services/lifecycle'
import { containing, counted, isUniqueViolation, listing, orNull } from '../../services/org-helpers'
import { type Actor, historyInsert } from '../../services/status-history'
import type { BranchInput, BranchListQuery } from './business-branches.schema'

const SORTS = {
  name: businessBranches.name,
  city: businessBranches.city,
  status: businessBranches.status,
  created_at: businessBranches.createdAt,
} as const

const mine = (businessId: string, id: string) =>
  and(eq(businessBranches.businessId, businessId), eq(businessBranches.id, id))

/** What still points at a branch: the reasons it cannot be deleted. */
async function dependentsOf(db: Db, businessId: string, id: string) {
  const [employeeCount, opportunityCount, jobRequestCount] = await Promise.all([
    db.$count(employees, and(eq(employees.businessId, businessId), eq(employees.branchId, id))),
    db.$count(opportunities, and(eq(opportunities.businessId, businessId), eq(opportunities.branchId, id))),
    db.$count(jobRequests, and(eq(jobRequests.businessId, businessId), eq(jobRequests.branchId, id))),
  ])
  return { employeeCount, opportunityCount, jobRequestCount }
}

export async function listBranches(db: Db, businessId: string, q: BranchListQuery) {
  const pattern = q.search ? containing(q.search) : null
  const where = and(
    eq(businessBranches.businessId, businessId),
    q.status ? eq(businessBranches.status, q.status) : undefined,
    pattern
      ? or(
          sql`${businessBranches.name} like ${pattern} escape '\\'`,
          sql`${businessBranches.city} like ${pattern} escape '\\'`,
          sql`${businessBranches.country} like ${pattern} escape '\\'`,
          sql`${businessBranches.address} like ${pattern} escape '\\'`,
        )
      : undefined,
  )
  const column = SORTS[q.sort as keyof typeof SORTS] ?? businessBranches.createdAt
  const [rows, count] = await Promise.all([
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
  const withCounts = await Promise.all(rows.map(async (b) => ({ ...b, ...(await dependentsOf(db, businessId, b.id)) })))
  return pageOf(withCounts, count, q)
}

export async function getBranch(db: Db, businessId: string, id: string) {
  const row = await db.query.businessBranches.findFirst({ where: mine(businessId, id) })
  if (!row) throw notFound('Branch')
  return { ...row, ...(await dependentsOf(db, businessId, id)) }
}

async function assertNameFree(db: Db, businessId: string, name: string, exceptId?: string) {
  const taken = await db.query.businessBranches.findFirst({
    where: and(
      eq(businessBranches.businessId, businessId),
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

export async function createBranch(db: Db, businessId: string, input: BranchInput, actor: Actor) {
  await assertNameFree(db, businessId, input.name)
  const id = newId()
  const hq = input.is_headquarters ?? false
  await db
    .batch([
      db.insert(businessBranches).values({ id, businessId, ...fields(input), isHeadquarters: hq, status: 'active' }),
      ...(hq ? [otherHeadquarters(db, businessId, id)] : []),
      historyInsert(db, { businessId, entity: 'business_branch', entityId: id, from: null, to: 'active', actor }),
    ])
    .catch(duplicate(input.name))
  return getBranch(db, businessId, id)
}

export async function updateBranch(db: Db, businessId: string, id: string, input: BranchInput, actor: Actor) {
  const current = await getBranch(db, businessId, id)
  await assertNameFree(db, businessId, input.name, id)
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
  return getBranch(db, businessId, id)
}

/** Delete a branch nothing depends on; otherwise 409 naming what depends on it and how much. */
export async function deleteBranch(db: Db, businessId: string, id: string, actor: Actor) {
  const branch = await getBranch(db, businessId, id)
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

export async function branchOptions(db: Db, businessId: string) {
  const rows = await db.query.businessBranches.findMany({
    where: and(eq(businessBranches.businessId, businessId), eq(businessBranches.status, 'active')),
    columns: { id: true, name: true, timezone: true },
    orderBy: [desc(businessBranches.isHeadquarters), asc(businessBranches.name)],
  })
  return rows.map((r) => ({ value: r.id, label: r.name, timezone: r.timezone }))
}
