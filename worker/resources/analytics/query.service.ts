/**
 * The SQL every report is built from (docs/analytics.md): which applications the filters keep,
 * the hires of a range, medians and 75th percentiles by window functions. Reports run these as
 * grouped aggregates in D1 and read back one row per group, never the rows they count.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm'
import { departments, employees, opportunities } from '../../db/schema'
import { notFound } from '../../lib/errors'
import type { StaffScope } from '../../lib/scope'
import type { Grants } from '../../services/access/grants'
import { CANDIDATE_SOURCE_LABELS, type CandidateSource } from '../candidates/candidates.schema'
import { type AnalyticsFilters, DAY_MS } from './analytics.schema'
import { type Range, resolveRange } from './range.service'

/** What a report needs: the caller (with their grants), the business, its filters, their names and the range. */
export type Report = {
  scope: StaffScope & { grants: Grants }
  businessId: string
  filters: AnalyticsFilters
  /** The department's, job's and recruiter's names, when filtered by them. */
  names: { department: string | null; job: string | null; recruiter: string | null }
  range: Range
}

/**
 * The filters, checked: a department, job or recruiter of another business (or none) is 404,
 * as any record of another business is; the range is resolved in the business's time zone.
 */
export async function reportOf(scope: Report['scope'], filters: AnalyticsFilters, now = Date.now()): Promise<Report> {
  const businessId = scope.business.id
  const { db } = scope
  const [department, job, recruiter] = await Promise.all([
    filters.department_id
      ? db
          .select({ name: departments.name })
          .from(departments)
          .where(and(eq(departments.businessId, businessId), eq(departments.id, filters.department_id)))
          .get()
      : null,
    filters.opportunity_id
      ? db
          .select({ name: opportunities.title })
          .from(opportunities)
          .where(and(eq(opportunities.businessId, businessId), eq(opportunities.id, filters.opportunity_id)))
          .get()
      : null,
    filters.recruiter_id
      ? db
          .select({ name: sql<string>`trim(${employees.firstName} || ' ' || ${employees.lastName})` })
          .from(employees)
          .where(and(eq(employees.businessId, businessId), eq(employees.id, filters.recruiter_id)))
          .get()
      : null,
  ])
  if (filters.department_id && !department) throw notFound('Department')
  if (filters.opportunity_id && !job) throw notFound('Job')
  if (filters.recruiter_id && !recruiter) throw notFound('Recruiter')
  return {
    scope,
    businessId,
    filters,
    names: { department: department?.name ?? null, job: job?.name ?? null, recruiter: recruiter?.name ?? null },
    range: resolveRange(filters, scope.business.timezone || 'UTC', now),
  }
}

type Pending = { query: SQL; resolve: (rows: unknown[]) => void; reject: (error: unknown) => void }
/** The statements a report has asked for in this turn of the event loop, not yet sent. */
const queued = new WeakMap<Report, Pending[]>()

/**
 * Send the queued statements as one D1 batch (one round trip; a batch of one is one statement).
 * It goes to the D1 binding itself: drizzle's batch does not take raw statements (`db.all`).
 */
async function send(r: Report, pending: Pending[]) {
  queued.delete(r)
  const { db } = r.scope
  try {
    const results = await db.$client.batch(
      pending.map((p) => {
        const { sql: text, params } = db.all(p.query).getQuery()
        return db.$client.prepare(text).bind(...params)
      }),
    )
    for (const [i, p] of pending.entries()) p.resolve(results[i]?.results ?? [])
  } catch (error) {
    for (const p of pending) p.reject(error)
  }
}

/**
 * Run one statement and read its rows (D1 answers column names as written in the SELECT).
 * Statements asked for together (a report's `Promise.all`) go to D1 as one batch: one round
 * trip instead of one each, and D1, which runs a database's statements one at a time, takes
 * them in one turn (docs/analytics.md, "Speed").
 */
export function rows<T>(r: Report, query: SQL): Promise<T[]> {
  return new Promise<unknown[]>((resolve, reject) => {
    let pending = queued.get(r)
    if (!pending) {
      const list: Pending[] = []
      pending = list
      queued.set(r, list)
      queueMicrotask(() => void send(r, list))
    }
    pending.push({ query, resolve, reject })
  }) as Promise<T[]>
}

/**
 * The applications the filters keep, as a condition on the alias `a`: any table or view with an
 * application's business_id, opportunity_id, source and recruiter_id (applications, the
 * counters, their vectors). An application's recruiter is its candidate's assignee, else whoever
 * added it (`recruiter_id`, kept by triggers); its department is its job's.
 */
export function applicationFilter(r: Report, alias = 'a'): SQL {
  const a = sql.raw(alias)
  const f = r.filters
  const parts = [sql`${a}.business_id = ${r.businessId}`]
  if (f.opportunity_id) parts.push(sql`${a}.opportunity_id = ${f.opportunity_id}`)
  if (f.source) parts.push(sql`lower(${a}.source) = lower(${f.source})`)
  if (f.department_id)
    parts.push(
      sql`${a}.opportunity_id in (select fo.id from ${opportunities} fo where fo.business_id = ${r.businessId} and fo.department_id = ${f.department_id})`,
    )
  if (f.recruiter_id) parts.push(sql`${a}.recruiter_id = ${f.recruiter_id}`)
  return sql.join(parts, sql` and `)
}

/** Whether any filter narrows the applications (beyond the business). */
export const narrowsApplications = (f: AnalyticsFilters) =>
  Boolean(f.opportunity_id || f.source || f.department_id || f.recruiter_id)

/**
 * The applications hired in [start, end) that the filters keep, as a condition on the alias `a`
 * of applications: `hired_at` is the application's move to hired (a signed offer makes that move
 * in its own batch, so it is the signing's instant), kept by triggers from its history; served by
 * applications_hired_idx.
 */
export const hiredBetween = (r: Report, start: number, end: number, alias = 'a') =>
  sql`${applicationFilter(r, alias)} and ${sql.raw(alias)}.hired_at >= ${start} and ${sql.raw(alias)}.hired_at < ${end}`

/**
 * The p-th percentile (0..1) of a group's values `arr` (a JSON array in ascending order, `n`
 * long), interpolated as Excel's PERCENTILE.INC: the two values around rank (n - 1) × p, weighted.
 */
function percentile(p: number): string {
  const pos = `((n - 1) * ${p})`
  const lo = `cast(${pos} as integer)`
  const frac = `(${pos} - ${lo})`
  const at = (rank: string) => `json_extract(arr, '$[' || (${rank}) || ']')`
  return `(${at(lo)} * (1 - ${frac}) + coalesce(${at(`${lo} + (${pos} > ${lo})`)}, 0) * ${frac})`
}

export type Stats = { grp: string | null; n: number; mean: number | null; median: number | null; p75: number | null }

/**
 * Count, mean, median and 75th percentile of `values` (a SELECT of `grp, v`) per group, in one
 * statement: each group's values are gathered once, in order (`json_group_array(v order by v)`),
 * and each percentile reads the two ranks around it. Ranking every row by a window (row_number
 * and a count over the partition) did the same at three to four times the cost: 14 ms instead of
 * 3.6 for a quarter's hires at 100,000 candidates (docs/analytics.md, "Speed").
 */
export const statsSql = (values: SQL) =>
  sql`with v as (${values}), g as (select grp, count(*) as n, avg(v) as mean, json_group_array(v order by v) as arr from v group by grp) select grp, n, mean, ${sql.raw(percentile(0.5))} as median, ${sql.raw(percentile(0.75))} as p75 from g`

/** Days from ms, to one decimal (null stays null). */
export const days = (ms: number | null | undefined) =>
  ms === null || ms === undefined ? null : Math.round((Number(ms) / DAY_MS) * 10) / 10
export const n = (v: unknown) => Number(v ?? 0)

/** A source's label ('careers page' → 'Careers page'); a source of one's own reads as itself. */
export const sourceLabel = (source: string | null) =>
  source === null ? 'Not given' : (CANDIDATE_SOURCE_LABELS[source as CandidateSource] ?? source)

export type Dataset = { key: string; label: string; data: (number | null)[] }
/** What a chart draws: labels along one axis, one or more datasets of the same length. */
export type Series = { labels: string[]; datasets: Dataset[] }
