import { and, asc, desc, eq, getTableColumns, gte, inArray, like, lte, or, type SQL, sql } from 'drizzle-orm'
import { applications, candidates } from '../../db/schema'
import { notFound } from '../../lib/errors'
import { offsetOf, pageOf } from '../../lib/pagination'
import type { BusinessScope } from '../../lib/scope'
import { matchesText } from '../../lib/search'
import { applicationsOf, type PresentedApplication } from '../applications/applications.service'
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

/** The list's filters, and for an export a chosen set of candidates (the list's selection). */
export type RowFilters = Partial<CandidateFilters> & { ids?: string[] }

/**
 * Candidates with an application at this stage and/or to this job: the seed's `status` and
 * `opportunity_id` filters, now answered by the applications (one indexed subquery).
 */
function inPipeline({ db, business }: BusinessScope, f: RowFilters): SQL | undefined {
  if (!f.status && !f.opportunity_id) return undefined
  return inArray(
    candidates.id,
    db
      .select({ id: applications.candidateId })
      .from(applications)
      .where(
        and(
          eq(applications.businessId, business.id),
          f.opportunity_id ? eq(applications.opportunityId, f.opportunity_id) : undefined,
          f.status ? eq(applications.stage, f.status) : undefined,
        ),
      ),
  )
}

/** Every filter of the list, scoped to the business: the list, the export and the summary report share it. */
export function candidateWhere(scope: BusinessScope, f: RowFilters): SQL | undefined {
  const { business } = scope
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

/** Rows with their applications: one query for the applications of the whole page. */
export async function withApplications(scope: BusinessScope, rows: CandidateRecord[], f: RowFilters) {
  const apps = await applicationsOf(
    scope,
    rows.map((r) => r.id),
  )
  const byCandidate = new Map<string, PresentedApplication[]>()
  for (const a of apps) byCandidate.set(a.candidateId, [...(byCandidate.get(a.candidateId) ?? []), a])
  return rows.map((r) => presentRow(r, byCandidate.get(r.id) ?? [], f))
}

export async function listCandidates(scope: BusinessScope, q: CandidateListQuery) {
  const where = candidateWhere(scope, q)
  const [rows, count] = await Promise.all([
    selectRows(scope, where)
      .orderBy(...orderOf(q))
      .limit(q.limit)
      .offset(offsetOf(q)),
    scope.db.$count(candidates, where),
  ])
  return pageOf(await withApplications(scope, rows, q), count, q)
}

/** The whole filtered list (for exports and reports), capped so one request stays bounded. */
export const EXPORT_MAX_ROWS = 5000

export async function allFilteredCandidates(scope: BusinessScope, f: RowFilters, max = EXPORT_MAX_ROWS) {
  const rows = await selectRows(scope, candidateWhere(scope, f))
    .orderBy(...orderOf(f))
    .limit(max)
  return withApplications(scope, rows, f)
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
