import { and, desc, eq, gte, isNotNull, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { candidates, opportunities, savedSearchFilters } from '../../db/schema'
import { conflict, notFound } from '../../lib/errors'
import { type ListQuery, offsetOf, pageOf } from '../../lib/pagination'
import type { SaveSearchFilter } from './candidates.schema'
import { candidateRowColumns, presentRow } from './query.service'

const RESOURCE = 'candidates'
/** A person keeps at most this many saved searches. */
export const MAX_SAVED_FILTERS = 50

const mine = (businessId: string, employeeId: string) =>
  and(
    eq(savedSearchFilters.businessId, businessId),
    eq(savedSearchFilters.employeeId, employeeId),
    eq(savedSearchFilters.resource, RESOURCE),
  )

/** The caller's own saved candidate searches, newest first. Applying one = its filters as list query params. */
export async function listSavedFilters(db: Db, businessId: string, employeeId: string) {
  return db.query.savedSearchFilters.findMany({
    where: mine(businessId, employeeId),
    orderBy: desc(savedSearchFilters.createdAt),
  })
}

export async function saveFilter(db: Db, businessId: string, employeeId: string, input: SaveSearchFilter) {
  const existing = await listSavedFilters(db, businessId, employeeId)
  if (existing.some((f) => f.name.toLowerCase() === input.name.toLowerCase()))
    throw conflict(`You already have a saved filter named "${input.name}".`)
  if (existing.length >= MAX_SAVED_FILTERS)
    throw conflict(`You can keep up to ${MAX_SAVED_FILTERS} saved filters. Delete one first.`)
  const filters = Object.fromEntries(
    Object.entries(input.filters).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  )
  const [row] = await db
    .insert(savedSearchFilters)
    .values({ businessId, employeeId, resource: RESOURCE, name: input.name, filters })
    .returning()
  return row!
}

/** Only the person who saved a filter may delete it (another's is not found). */
export async function deleteFilter(db: Db, businessId: string, employeeId: string, id: string) {
  const [row] = await db
    .delete(savedSearchFilters)
    .where(and(mine(businessId, employeeId), eq(savedSearchFilters.id, id)))
    .returning({ id: savedSearchFilters.id, name: savedSearchFilters.name })
  if (!row) throw notFound('Saved filter')
  return row
}

const DAY = 24 * 3600_000
const SINCE: Record<'week' | 'month' | 'year', number> = { week: 7 * DAY, month: 30 * DAY, year: 365 * DAY }

/** Candidates with a candidate-portal account, registered within the period (default: the last week). */
export async function registeredCandidates(
  db: Db,
  businessId: string,
  q: ListQuery & { filter: 'week' | 'month' | 'year' | 'all' },
  now = Date.now(),
) {
  const conditions: SQL[] = [eq(candidates.businessId, businessId), isNotNull(candidates.registeredAt)]
  if (q.filter !== 'all') conditions.push(gte(candidates.registeredAt, new Date(now - SINCE[q.filter])))
  const where = and(...conditions)
  const [rows, count] = await Promise.all([
    db
      .select(candidateRowColumns)
      .from(candidates)
      .leftJoin(opportunities, eq(opportunities.id, candidates.opportunityId))
      .where(where)
      .orderBy(desc(candidates.registeredAt), desc(candidates.id))
      .limit(q.limit)
      .offset(offsetOf(q)),
    db.$count(candidates, where),
  ])
  return { ...pageOf(rows.map(presentRow), count, q), filter: q.filter }
}
