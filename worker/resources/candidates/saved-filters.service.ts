import { and, desc, eq, gte, isNotNull } from 'drizzle-orm'
import { candidates, savedSearchFilters } from '../../db/schema'
import { conflict, notFound } from '../../lib/errors'
import { type ListQuery, offsetOf, pageOf } from '../../lib/pagination'
import type { BusinessScope, StaffScope } from '../../lib/scope'
import type { SavedCandidateFilters, SaveSearchFilter } from './candidates.schema'
import { selectRows, withApplications } from './query.service'

const RESOURCE = 'candidates'
/** A person keeps at most this many saved searches. */
export const MAX_SAVED_FILTERS = 50

const mine = ({ business, actor }: StaffScope) =>
  and(
    eq(savedSearchFilters.businessId, business.id),
    eq(savedSearchFilters.employeeId, actor.id),
    eq(savedSearchFilters.resource, RESOURCE),
  )

/** The caller's own saved candidate searches, newest first. Applying one = its filters as list query params. */
export async function listSavedFilters(scope: StaffScope) {
  return scope.db.query.savedSearchFilters.findMany({
    where: mine(scope),
    orderBy: desc(savedSearchFilters.createdAt),
  })
}

export async function saveFilter(scope: StaffScope, input: SaveSearchFilter) {
  const { db, business, actor } = scope
  const existing = await listSavedFilters(scope)
  if (existing.some((f) => f.name.toLowerCase() === input.name.toLowerCase()))
    throw conflict(`You already have a saved filter named "${input.name}".`)
  if (existing.length >= MAX_SAVED_FILTERS)
    throw conflict(`You can keep up to ${MAX_SAVED_FILTERS} saved filters. Delete one first.`)
  // Only the filters in effect are kept: an empty search is no filter.
  const filters: SavedCandidateFilters = { ...input.filters }
  for (const [key, value] of Object.entries(filters))
    if (value === undefined || value === '') Reflect.deleteProperty(filters, key)
  const [row] = await db
    .insert(savedSearchFilters)
    .values({ businessId: business.id, employeeId: actor.id, resource: RESOURCE, name: input.name, filters })
    .returning()
  if (!row) throw new Error('The saved filter was not written.')
  return row
}

/** Only the person who saved a filter may delete it (another's is not found). */
export async function deleteFilter(scope: StaffScope, id: string) {
  const [row] = await scope.db
    .delete(savedSearchFilters)
    .where(and(mine(scope), eq(savedSearchFilters.id, id)))
    .returning({ id: savedSearchFilters.id, name: savedSearchFilters.name })
  if (!row) throw notFound('Saved filter')
  return row
}

const DAY = 24 * 3600_000
const SINCE: Record<'week' | 'month' | 'year', number> = { week: 7 * DAY, month: 30 * DAY, year: 365 * DAY }

/** Candidates with a candidate-portal account, registered within the period (default: the last week). */
export async function registeredCandidates(
  scope: BusinessScope,
  q: ListQuery & { filter: 'week' | 'month' | 'year' | 'all' },
  now = Date.now(),
) {
  const where = and(
    eq(candidates.businessId, scope.business.id),
    isNotNull(candidates.registeredAt),
    q.filter === 'all' ? undefined : gte(candidates.registeredAt, new Date(now - SINCE[q.filter])),
  )
  const [rows, count] = await Promise.all([
    selectRows(scope, where)
      .orderBy(desc(candidates.registeredAt), desc(candidates.id))
      .limit(q.limit)
      .offset(offsetOf(q)),
    scope.db.$count(candidates, where),
  ])
  return { ...pageOf(await withApplications(scope, rows, {}), count, q), filter: q.filter }
}
