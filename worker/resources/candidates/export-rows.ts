/**
 * The rows of an export or report: the whole filtered list, read a page at a time in the list's
 * order by keyset (each page starts after the previous page's last sort key), so a business of
 * any size is exported without OFFSET's quadratic cost and with one page in memory. The writers
 * (lib/tabular) only see `RowPages`; pointing an export at another table means another source
 * like this one, with its own where, order and present.
 */
import { and, count, eq, inArray, notExists, type SQL, sql } from 'drizzle-orm'
import { applications, candidates } from '../../db/schema'
import { keysetPages } from '../../lib/keyset'
import type { BusinessScope } from '../../lib/scope'
import type { RowPages } from '../../lib/tabular'
import type { CandidateState } from './candidates.schema'
import {
  candidateRowColumns,
  candidateWhere,
  type PresentedRow,
  type RowFilters,
  withApplications,
} from './query.service'

/** The sort keys of the list's orders, each ending with the id so every row has a distinct key. */
function sortKeys(f: RowFilters): SQL[] {
  if (f.sort === 'name')
    return [sql`lower(${candidates.firstName})`, sql`lower(${candidates.lastName})`, sql`${candidates.id}`]
  if (f.sort === 'experience')
    return [sql`coalesce(${candidates.experienceYears}, -1)`, sql`${candidates.createdAt}`, sql`${candidates.id}`]
  return [sql`${candidates.createdAt}`, sql`${candidates.id}`]
}

/** How many candidates the filters select. */
export async function countFiltered(scope: BusinessScope, f: RowFilters): Promise<number> {
  const [row] = await scope.db.select({ n: count() }).from(candidates).where(candidateWhere(scope, f))
  return row?.n ?? 0
}

/**
 * The report's totals, from the database over everything the filters select: the candidates,
 * their applications per stage (only the filtered job's and stage's when the list is filtered
 * by them, as the list's rows are), and the candidates with no application at all.
 */
export async function countFilteredByStage(scope: BusinessScope, f: RowFilters) {
  const { db, business } = scope
  const where = candidateWhere(scope, f)
  const selected = db.select({ id: candidates.id }).from(candidates).where(where)
  const [total, stages, without] = await Promise.all([
    countFiltered(scope, f),
    db
      .select({ stage: applications.stage, n: count() })
      .from(applications)
      .where(
        and(
          eq(applications.businessId, business.id),
          f.opportunity_id ? eq(applications.opportunityId, f.opportunity_id) : undefined,
          f.status ? eq(applications.stage, f.status) : undefined,
          inArray(applications.candidateId, selected),
        ),
      )
      .groupBy(applications.stage),
    db
      .select({ n: count() })
      .from(candidates)
      .where(
        and(
          where,
          notExists(
            db
              .select({ one: sql`1` })
              .from(applications)
              .where(and(eq(applications.businessId, business.id), eq(applications.candidateId, candidates.id))),
          ),
        ),
      ),
  ])
  return {
    total,
    byStage: new Map<CandidateState, number>(stages.map((r) => [r.stage, r.n])),
    withoutApplication: without[0]?.n ?? 0,
  }
}

/** The filtered candidates in the list's order, `pageRows` at a time, at most `max` in all. */
export async function* filteredCandidatePages(
  scope: BusinessScope,
  f: RowFilters,
  opts: { pageRows?: number; max?: number } = {},
): AsyncGenerator<PresentedRow[]> {
  const where = candidateWhere(scope, f)
  const pages = keysetPages(
    sortKeys(f),
    f.order !== 'asc',
    ({ keyColumns, seek, orderBy, limit }) =>
      scope.db
        .select({ ...candidateRowColumns, ...keyColumns })
        .from(candidates)
        .where(and(where, seek))
        .orderBy(...orderBy)
        .limit(limit),
    opts,
  )
  // Each page gets its applications (one query a page).
  for await (const rows of pages) yield await withApplications(scope, rows as Parameters<typeof withApplications>[1], f)
}

export type CandidatePages = RowPages<PresentedRow>
