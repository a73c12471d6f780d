import { and, asc, desc, eq, getTableColumns, gte, inArray, lte, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { applicationCounts, applications, candidateCounts, candidates, stagePeopleCounts } from '../../db/schema'
import type { JsonOf } from '../../lib/envelope'
import { notFound } from '../../lib/errors'
import { offsetOf, pageOf } from '../../lib/pagination'
import type { BusinessScope } from '../../lib/scope'
import { matchesText } from '../../lib/search'
import { keptJson } from '../../services/kept-answers'
import { agesAt } from '../applications/applications.schema'
import {
  applicationsOf,
  newestFirst,
  type PresentedApplication,
  presentApplication,
  selectApplications,
} from '../applications/applications.service'
import type { CandidateFilters, CandidateListQuery } from './candidates.schema'
import { candidateSearch, searchCount, searchCountQuery } from './search.service'

/** A phone number's digits only, in SQL: '+1 (646) 555-0121' -> '16465550121'. */
export const phoneDigitsSql = sql<string>`replace(replace(replace(replace(replace(replace(coalesce(${candidates.phone}, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', '')`

export const digitsOf = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '')

/** The list's filters, and for an export a chosen set of candidates (the list's selection). */
export type RowFilters = Partial<CandidateFilters> & {
  ids?: string[]
  /** How many candidates the search matches, when known: it picks the search's plan. */
  searchHits?: number
}

/**
 * Candidates with an application at this stage and/or to this job: the seed's `status` and
 * `opportunity_id` filters, answered by the applications. A probe per candidate of the
 * applications' unique index (business, candidate, ...), so the list walks the candidates in
 * its own order and stops at the page (docs/scale.md).
 */
function inPipeline({ business }: BusinessScope, f: RowFilters): SQL | undefined {
  if (!f.status && !f.opportunity_id) return undefined
  return sql`exists (select 1 from ${applications} where ${and(
    eq(applications.businessId, business.id),
    sql`${applications.candidateId} = ${candidates.id}`,
    f.opportunity_id ? eq(applications.opportunityId, f.opportunity_id) : undefined,
    f.status ? eq(applications.stage, f.status) : undefined,
  )})`
}

/** Every filter of the list, scoped to the business: the list, the export and the summary report share it. */
export function candidateWhere(scope: BusinessScope, f: RowFilters): SQL | undefined {
  const { business } = scope
  return and(
    eq(candidates.businessId, business.id),
    f.search ? candidateSearch(scope, f.search, f.searchHits) : undefined,
    inPipeline(scope, f),
    f.ids ? sql`${candidates.id} in (select value from json_each(${JSON.stringify(f.ids)}))` : undefined,
    f.source ? eq(candidates.source, f.source) : undefined,
    f.experience_min !== undefined ? gte(candidates.experienceYears, f.experience_min) : undefined,
    f.experience_max !== undefined ? lte(candidates.experienceYears, f.experience_max) : undefined,
    matchesText(f.qualification, candidates.qualification),
    f.blacklisted !== undefined ? eq(candidates.isBlacklisted, f.blacklisted) : undefined,
  )
}

function orderOf(f: RowFilters): SQL[] {
  const dir = f.order === 'asc' ? asc : desc
  if (f.sort === 'name')
    return [dir(sql`lower(${candidates.firstName})`), dir(sql`lower(${candidates.lastName})`), asc(candidates.id)]
  if (f.sort === 'experience')
    return [dir(sql`coalesce(${candidates.experienceYears}, -1)`), desc(candidates.createdAt)]
  return [dir(candidates.createdAt), dir(candidates.id)]
}

const { passwordHash: _secret, ...publicColumns } = getTableColumns(candidates)

/** The candidate columns that may leave the server. */
export const candidateRowColumns = publicColumns

type CandidateRecord = Awaited<ReturnType<typeof selectRows>>[number]

/** The business's candidates, from the counter the triggers keep (candidate_counts, migration 0007). */
export async function totalCandidates(db: Db, businessId: string): Promise<number> {
  const [row] = await db
    .select({ n: candidateCounts.count })
    .from(candidateCounts)
    .where(eq(candidateCounts.businessId, businessId))
  return Number(row?.n ?? 0)
}

/** The candidates of `where`, of this business. */
export function selectRows({ db, business }: BusinessScope, where: SQL | undefined) {
  return db
    .select(candidateRowColumns)
    .from(candidates)
    .where(and(eq(candidates.businessId, business.id), where))
}

/**
 * The application a row stands for: the one the list is filtered to (its job, its stage), else
 * the most recent. `PUT candidates/:id/status` without a job moves that same most recent one.
 */
function primaryOf(apps: PresentedApplication[], f: RowFilters) {
  return (
    apps.find(
      (a) => (!f.status || a.stage === f.status) && (!f.opportunity_id || a.opportunityId === f.opportunity_id),
    ) ?? apps[0]
  )
}

/**
 * What a row shows: the candidate, their full name, whether they have a portal account, every
 * application of theirs (newest first), and, as the seed's fields `status`, `opportunity_id`,
 * `opportunity` and `opportunity_title`, the application the row stands for (null when the
 * person has applied for nothing yet). Those fields are derived, never stored (docs/applications.md).
 */
export function presentRow(row: CandidateRecord, apps: PresentedApplication[], f: RowFilters = {}) {
  const primary = primaryOf(apps, f)
  return {
    ...row,
    name: `${row.firstName} ${row.lastName}`.trim(),
    hasAccount: row.registeredAt !== null,
    applicationId: primary?.id ?? null,
    status: primary?.stage ?? null,
    stageChangedAt: primary?.stageChangedAt ?? null,
    daysInStage: primary?.daysInStage ?? null,
    isStale: primary?.isStale ?? false,
    opportunityId: primary?.opportunityId ?? null,
    opportunity: primary ? primary.opportunity : null,
    opportunityTitle: primary?.opportunity.title ?? null,
    applications: apps,
  }
}
export type PresentedRow = ReturnType<typeof presentRow>

/** Rows with their applications (newest first), each row presented. */
function groupApplications(rows: CandidateRecord[], apps: PresentedApplication[], f: RowFilters) {
  const byCandidate = new Map<string, PresentedApplication[]>()
  for (const a of apps) byCandidate.set(a.candidateId, [...(byCandidate.get(a.candidateId) ?? []), a])
  return rows.map((r) => presentRow(r, byCandidate.get(r.id) ?? [], f))
}

/** Rows with their applications as read (selectApplications, newest first), each presented. */
function presentWith(rows: CandidateRecord[], apps: Awaited<ReturnType<typeof selectApplications>>, f: RowFilters) {
  const now = Date.now()
  return groupApplications(
    rows,
    apps.map((a) => presentApplication(a, now)),
    f,
  )
}

/** Rows with their applications: one query for the applications of the whole page. */
export async function withApplications(scope: BusinessScope, rows: CandidateRecord[], f: RowFilters) {
  const apps = await applicationsOf(
    scope,
    rows.map((r) => r.id),
  )
  return groupApplications(rows, apps, f)
}

/** Only these filters are set (each of the others absent). */
const onlyFilters = (f: RowFilters, ...allowed: (keyof RowFilters)[]) =>
  (Object.keys(f) as (keyof RowFilters)[]).every(
    (k) => allowed.includes(k) || f[k] === undefined || ['page', 'limit', 'sort', 'order'].includes(k),
  )

/**
 * How many candidates a list has, as a query (for the list's batch), without counting the
 * business row by row where it can: the maintained total, the search index's own count, the
 * applications' counters or the people-per-stage counters. Any other combination of
 * filters is counted by its where.
 */
function candidateCountQuery(scope: BusinessScope, f: RowFilters, where: SQL | undefined) {
  const { db, business } = scope
  if (onlyFilters(f))
    return db
      .select({ n: sql<number>`coalesce(sum(${candidateCounts.count}), 0)` })
      .from(candidateCounts)
      .where(eq(candidateCounts.businessId, business.id))
  if (f.search && onlyFilters(f, 'search')) return searchCountQuery(scope, f.search)
  if (f.opportunity_id && onlyFilters(f, 'opportunity_id', 'status'))
    // One application per person and job: the job's counters are its people.
    return db
      .select({ n: sql<number>`coalesce(sum(${applicationCounts.count}), 0)` })
      .from(applicationCounts)
      .where(
        and(
          eq(applicationCounts.businessId, business.id),
          eq(applicationCounts.opportunityId, f.opportunity_id),
          f.status ? eq(applicationCounts.stage, f.status) : undefined,
        ),
      )
  if (f.status && onlyFilters(f, 'status'))
    // The people at a stage, kept by triggers (stage_people_counts): one row, not a distinct count.
    return db
      .select({ n: sql<number>`coalesce(sum(${stagePeopleCounts.count}), 0)` })
      .from(stagePeopleCounts)
      .where(and(eq(stagePeopleCounts.businessId, business.id), eq(stagePeopleCounts.stage, f.status)))
  return db.select({ n: sql<number>`count(*)` }).from(candidates).where(where)
}

/**
 * GET /candidates: a page of the list as the route sends it (its JSON), kept until the business's
 * data changes or a row's days in its stage do (services/kept-answers.ts; docs/scale.md, "Kept list
 * pages"). A page depends only on the candidates, their applications and jobs, and the query: a
 * search for a common word at 100,000 candidates counts and walks ~22,000 matches, and the list is
 * the page a recruiter comes back to most.
 */
export const keptCandidatePage = (scope: BusinessScope, q: CandidateListQuery): Promise<JsonOf<CandidatePage>> =>
  keptJson(scope.db, scope.business.id, `candidates:${JSON.stringify(q)}`, async (now) => {
    const page = await listCandidates(scope, q)
    const moved = page.rows.flatMap((r) => r.applications.map((a) => a.stageChangedAt))
    return { answer: page, validUntil: agesAt(moved, now) }
  })

export type CandidatePage = Awaited<ReturnType<typeof listCandidates>>

/**
 * A page of the list: its rows, its count and the rows' applications in one batch (one round
 * trip to D1; the applications are those of the same page, by the same where and order). A
 * search first asks the index how many match, which picks how the page is read.
 */
export async function listCandidates(scope: BusinessScope, q: CandidateListQuery) {
  const { db } = scope
  const searchHits = q.search ? await searchCount(scope, q.search) : undefined
  const where = candidateWhere(scope, { ...q, searchHits })
  const page = () =>
    selectRows(scope, where)
      .orderBy(...orderOf(q))
      .limit(q.limit)
      .offset(offsetOf(q))
  if (searchHits !== undefined) {
    // A search's where is the costly part: read the page once, then its applications by id.
    const [rows, [counted]] = onlyFilters(q, 'search')
      ? [await page(), [{ n: searchHits }]]
      : await db.batch([page(), candidateCountQuery(scope, q, where)])
    return pageOf(await withApplications(scope, rows, q), Number(counted?.n ?? 0), q)
  }
  const onPage = db
    .select({ id: sql<string>`${candidates.id}` })
    .from(candidates)
    .where(where)
    .orderBy(...orderOf(q))
    .limit(q.limit)
    .offset(offsetOf(q))
  const [rows, [counted], apps] = await db.batch([
    page(),
    candidateCountQuery(scope, q, where),
    selectApplications(scope, inArray(applications.candidateId, onPage)).orderBy(...newestFirst),
  ])
  return pageOf(presentWith(rows, apps, q), Number(counted?.n ?? 0), q)
}

/**
 * One candidate row of this business, or undefined. `context` names the application the row
 * stands for (a job), as a list filtered by it would.
 */
export async function findCandidateRow(scope: BusinessScope, id: string, context: RowFilters = {}) {
  const [row] = await selectRows(scope, eq(candidates.id, id)).limit(1)
  return row ? (await withApplications(scope, [row], context))[0] : undefined
}

/** One candidate row of this business, or 404. */
export async function candidateRow(scope: BusinessScope, id: string, context: RowFilters = {}) {
  const row = await findCandidateRow(scope, id, context)
  if (!row) throw notFound('Candidate')
  return row
}
