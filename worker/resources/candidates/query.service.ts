import { and, asc, desc, eq, getTableColumns, gte, like, lte, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { candidates, opportunities } from '../../db/schema'
import { offsetOf, pageOf } from '../../lib/pagination'
import type { CandidateFilters, CandidateListQuery } from './candidates.schema'

/** A phone number's digits only, in SQL: '+1 (646) 555-0121' -> '16465550121'. */
export const phoneDigitsSql = sql<string>`replace(replace(replace(replace(replace(replace(coalesce(${candidates.phone}, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', '')`

export const digitsOf = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '')

/** Every filter of the list, scoped to the business: the list, the export and the summary report share it. */
export function candidateWhere(businessId: string, f: Partial<CandidateFilters>): SQL {
  const conditions: (SQL | undefined)[] = [eq(candidates.businessId, businessId)]
  if (f.search) {
    const term = `%${f.search}%`
    const digits = digitsOf(f.search)
    conditions.push(
      or(
        like(sql`${candidates.firstName} || ' ' || ${candidates.lastName}`, term),
        like(candidates.email, term),
        like(candidates.phone, term),
        like(candidates.skills, term),
        like(candidates.currentTitle, term),
        digits.length >= 4 && digits.length === f.search.replace(/[\s()+.-]/g, '').length
          ? like(phoneDigitsSql, `%${digits}%`)
          : undefined,
      ),
    )
  }
  if (f.status) conditions.push(eq(candidates.status, f.status))
  if (f.opportunity_id) conditions.push(eq(candidates.opportunityId, f.opportunity_id))
  if (f.source) conditions.push(eq(candidates.source, f.source))
  if (f.experience_min !== undefined) conditions.push(gte(candidates.experienceYears, f.experience_min))
  if (f.experience_max !== undefined) conditions.push(lte(candidates.experienceYears, f.experience_max))
  if (f.qualification) conditions.push(like(candidates.qualification, `%${f.qualification}%`))
  if (f.blacklisted !== undefined) conditions.push(eq(candidates.isBlacklisted, f.blacklisted))
  return and(...conditions)!
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

function selectRows(db: Db, where: SQL) {
  return db
    .select(candidateRowColumns)
    .from(candidates)
    .leftJoin(opportunities, eq(opportunities.id, candidates.opportunityId))
    .where(where)
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

export async function listCandidates(db: Db, businessId: string, q: CandidateListQuery) {
  const where = candidateWhere(businessId, q)
  const [rows, count] = await Promise.all([
    selectRows(db, where)
      .orderBy(...orderOf(q))
      .limit(q.limit)
      .offset(offsetOf(q)),
    db.$count(candidates, where),
  ])
  return pageOf(rows.map(presentRow), count, q)
}

/** The whole filtered list (for exports and reports), capped so one request stays bounded. */
export const EXPORT_MAX_ROWS = 5000

export async function allFilteredCandidates(
  db: Db,
  businessId: string,
  f: Partial<CandidateFilters>,
  max = EXPORT_MAX_ROWS,
) {
  const rows = await selectRows(db, candidateWhere(businessId, f))
    .orderBy(...orderOf(f))
    .limit(max)
  return rows.map(presentRow)
}

/** One candidate row of this business, or undefined. */
export async function findCandidateRow(db: Db, businessId: string, id: string) {
  const [row] = await selectRows(db, and(eq(candidates.businessId, businessId), eq(candidates.id, id))!).limit(1)
  return row ? presentRow(row) : undefined
}
