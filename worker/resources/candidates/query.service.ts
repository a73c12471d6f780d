import { and, asc, desc, eq, getTableColumns, gte, like, lte, or, type SQL, sql } from 'drizzle-orm'
import { candidates, opportunities } from '../../db/schema'
import { notFound } from '../../lib/errors'
import { offsetOf, pageOf } from '../../lib/pagination'
import type { BusinessScope } from '../../lib/scope'
import { matchesText } from '../../lib/search'
import type { CandidateFilters, CandidateListQuery } from './candidates.schema'

/** A phone number's digits only, in SQL: '+1 (646) 555-0121' -> '16465550121'. */
export const phoneDigitsSql = sql<string>`replace(replace(replace(replace(replace(replace(coalesce(${candidates.phone}, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', '')`

export const digitsOf = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '')

/** A search that is a phone number as typed ('+1 646-555 0121'): 4+ digits and nothing but phone punctuation. */
function phoneSearch(term: string): SQL | undefined {
  const digits = digitsOf(term)
  if (digits.length < 4 || digits.length !== term.replace(/[\s()+.-]/g, '').length) return undefined
  // Digits only: nothing in the pattern is a LIKE wildcard.
  return like(phoneDigitsSql, `%${digits}%`)
}

/** Every filter of the list, scoped to the business: the list, the export and the summary report share it. */
export function candidateWhere({ business }: BusinessScope, f: Partial<CandidateFilters>): SQL | undefined {
  return and(
    eq(candidates.businessId, business.id),
    f.search
      ? or(
          matchesText(
            f.search,
            sql`${candidates.firstName} || ' ' || ${candidates.lastName}`,
            candidates.email,
            candidates.phone,
            candidates.skills,
            candidates.currentTitle,
          ),
          phoneSearch(f.search),
        )
      : undefined,
    f.status ? eq(candidates.status, f.status) : undefined,
    f.opportunity_id ? eq(candidates.opportunityId, f.opportunity_id) : undefined,
    f.source ? eq(candidates.source, f.source) : undefined,
    f.experience_min !== undefined ? gte(candidates.experienceYears, f.experience_min) : undefined,
    f.experience_max !== undefined ? lte(candidates.experienceYears, f.experience_max) : undefined,
    matchesText(f.qualification, candidates.qualification),
    f.blacklisted !== undefined ? eq(candidates.isBlacklisted, f.blacklisted) : undefined,
  )
}

function orderOf(f: Partial<CandidateFilters>): SQL[] {
  const dir = f.order === 'asc' ? asc : desc
  if (f.sort === 'name')
    return [dir(sql`lower(${candidates.firstName})`), dir(sql`lower(${candidates.lastName})`), asc(candidates.id)]
  if (f.sort === 'experience')
    return [dir(sql`coalesce(${candidates.experienceYears}, -1)`), desc(candidates.createdAt)]
  return [dir(candidates.createdAt), dir(candidates.id)]
}

const { passwordHash: _secret, ...publicColumns } = getTableColumns(candidates)

/** The candidate columns that may leave the server, and the title of their job. */
export const candidateRowColumns = {
  ...publicColumns,
  opportunityTitle: opportunities.title,
  opportunityStatus: opportunities.status,
}

export type CandidateRow = Awaited<ReturnType<typeof selectRows>>[number]

/** The candidates of `where` with their job (a job of the same business). */
export function selectRows({ db, business }: BusinessScope, where: SQL | undefined) {
  return db
    .select(candidateRowColumns)
    .from(candidates)
    .leftJoin(
      opportunities,
      and(eq(opportunities.businessId, business.id), eq(opportunities.id, candidates.opportunityId)),
    )
    .where(and(eq(candidates.businessId, business.id), where))
}

/** What a list row shows: the candidate, their full name, their job and whether they have a portal account. */
export function presentRow(row: CandidateRow) {
  const { opportunityTitle, opportunityStatus, ...rest } = row
  return {
    ...rest,
    name: `${row.firstName} ${row.lastName}`.trim(),
    opportunity: row.opportunityId
      ? { id: row.opportunityId, title: opportunityTitle, status: opportunityStatus }
      : null,
    opportunityTitle,
    hasAccount: row.registeredAt !== null,
  }
}
export type PresentedRow = ReturnType<typeof presentRow>

export async function listCandidates(scope: BusinessScope, q: CandidateListQuery) {
  const where = candidateWhere(scope, q)
  const [rows, count] = await Promise.all([
    selectRows(scope, where)
      .orderBy(...orderOf(q))
      .limit(q.limit)
      .offset(offsetOf(q)),
    scope.db.$count(candidates, where),
  ])
  return pageOf(rows.map(presentRow), count, q)
}

/** One candidate row of this business, or undefined. */
export async function findCandidateRow(scope: BusinessScope, id: string) {
  const [row] = await selectRows(scope, eq(candidates.id, id)).limit(1)
  return row ? presentRow(row) : undefined
}

/** One candidate row of this business, or 404. */
export async function candidateRow(scope: BusinessScope, id: string) {
  const row = await findCandidateRow(scope, id)
  if (!row) throw notFound('Candidate')
  return row
}
