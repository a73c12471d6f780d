/**
 * The rows of an export or report: the whole filtered list, read a page at a time in the list's
 * order by keyset (each page starts after the previous page's last sort key), so a business of
 * any size is exported without OFFSET's quadratic cost and with one page in memory. The writers
 * (lib/tabular) only see `RowPages`; pointing an export at another table means another source
 * like this one, with its own where, order and present.
 */
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import { candidates, opportunities } from '../../db/schema'
import type { BusinessScope } from '../../lib/scope'
import type { RowPages } from '../../lib/tabular'
import type { CandidateFilters, CandidateState } from './candidates.schema'
import { candidateRowColumns, candidateWhere, type PresentedRow, presentRow } from './query.service'

/** Rows a page reads: about 1 MB of JSON from D1, and 100 pages cover 100,000 candidates. */
export const EXPORT_PAGE_ROWS = 1000
/**
 * D1 answers at most 1,000 queries in one Worker invocation: an export needs one a page (and
 * one to count), so this is the largest export one request can stream. Larger ones are refused
 * with a message to narrow the filters (never cut silently).
 */
export const EXPORT_MAX_PAGES = 900

/** The sort keys of the list's orders, each ending with the id so every row has a distinct key. */
function sortKeys(f: Partial<CandidateFilters>): SQL[] {
  if (f.sort === 'name')
    return [sql`lower(${candidates.firstName})`, sql`lower(${candidates.lastName})`, sql`${candidates.id}`]
  if (f.sort === 'experience')
    return [sql`coalesce(${candidates.experienceYears}, -1)`, sql`${candidates.createdAt}`, sql`${candidates.id}`]
  return [sql`${candidates.createdAt}`, sql`${candidates.id}`]
}

/** How many candidates the filters select. */
export async function countFiltered(scope: BusinessScope, f: Partial<CandidateFilters>): Promise<number> {
  const [row] = await scope.db.select({ n: count() }).from(candidates).where(candidateWhere(scope, f))
  return row?.n ?? 0
}

/** How many candidates the filters select in each state (one grouped query). */
export async function countFilteredByState(scope: BusinessScope, f: Partial<CandidateFilters>) {
  const rows = await scope.db
    .select({ status: candidates.status, n: count() })
    .from(candidates)
    .where(candidateWhere(scope, f))
    .groupBy(candidates.status)
  return new Map<CandidateState, number>(rows.map((r) => [r.status, r.n]))
}

/** The filtered candidates in the list's order, `pageRows` at a time, at most `max` in all. */
export async function* filteredCandidatePages(
  scope: BusinessScope,
  f: Partial<CandidateFilters>,
  { pageRows = EXPORT_PAGE_ROWS, max = Number.POSITIVE_INFINITY } = {},
): AsyncGenerator<PresentedRow[]> {
  const { db, business } = scope
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
      .leftJoin(
        opportunities,
        and(eq(opportunities.businessId, business.id), eq(opportunities.id, candidates.opportunityId)),
      )
      .where(and(where, seek))
      .orderBy(...keys.map((k) => (descending ? desc(k) : asc(k))))
      .limit(Math.min(pageRows, max - sent))
    if (!rows.length) return
    const last = rows[rows.length - 1] as Record<string, unknown>
    after = keys.map((_, i) => last[`k${i}`])
    sent += rows.length
    yield rows.map((r) => presentRow(r as Parameters<typeof presentRow>[0]))
    if (rows.length < pageRows) return
  }
}

export type CandidatePages = RowPages<PresentedRow>
