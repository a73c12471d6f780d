/**
 * The rows of an export or report: the whole filtered list, read a page at a time in the list's
 * order by keyset (each page starts after the previous page's last sort key), so a business of
 * any size is exported without OFFSET's quadratic cost and with one page in memory. The writers
 * (lib/tabular) only see `RowPages`; pointing an export at another table means another source
 * like this one, with its own where, order and present.
 */
import { and, asc, count, desc, eq, inArray, notExists, type SQL, sql } from 'drizzle-orm'
import { applications, candidates } from '../../db/schema'
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

/** Rows a page reads: about 1 MB of JSON from D1, and 100 pages cover 100,000 candidates. */
export const EXPORT_PAGE_ROWS = 1000
/**
 * D1 answers at most 1,000 queries in one Worker invocation: an export needs one a page (and
 * one to count), so this is the largest export one request can stream. Larger ones are refused
 * with a message to narrow the filters (never cut silently).
 */
export const EXPORT_MAX_PAGES = 900

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
  { pageRows = EXPORT_PAGE_ROWS, max = Number.POSITIVE_INFINITY } = {},
): AsyncGenerator<PresentedRow[]> {
  const { db } = scope
  const keys = sortKeys(f)
  const descending = f.order !== 'asc'
  // Selected as the driver answers them, so the next seek compares like with like.
  const keyColumns = Object.fromEntries(keys.map((k, i) => [`k${i}`, k])) as Record<string, SQL>
  const where = candidateWhere(scope, f)
  let after: unknown[] | null = null
  let sent = 0
  while (sent < max) {
    // (k0, k1, ...) < (?, ?, ...): SQLite compares row values in order, as the ORDER BY does.
    const seek: SQL | undefined = after
      ? sql`(${sql.join(keys, sql`, `)}) ${descending ? sql`<` : sql`>`} (${sql.join(
          after.map((v) => sql`${v}`),
          sql`, `,
        )})`
      : undefined
    const rows = await db
      .select({ ...candidateRowColumns, ...keyColumns })
      .from(candidates)
      .where(and(where, seek))
      .orderBy(...keys.map((k) => (descending ? desc(k) : asc(k))))
      .limit(Math.min(pageRows, max - sent))
    if (!rows.length) return
    const last = rows[rows.length - 1] as Record<string, unknown>
    after = keys.map((_, i) => last[`k${i}`])
    sent += rows.length
    // The sort keys leave with the page; the rows get their applications (one query a page).
    const records = rows.map((r) => {
      const record: Record<string, unknown> = { ...r }
      for (const name of Object.keys(keyColumns)) delete record[name]
      return record as Parameters<typeof withApplications>[1][number]
    })
    yield await withApplications(scope, records, f)
    if (rows.length < pageRows) return
  }
}

export type CandidatePages = RowPages<PresentedRow>
