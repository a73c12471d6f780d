/**
 * The business dashboard: headline figures with their last-7-days deltas, the open jobs with
 * the most candidates, the pipeline and application trend for the charts, and the month's
 * usage against the plan. Every figure is counted by SQL (aggregates and GROUP BY).
 *
 * Each figure belongs to a permission: candidate figures to candidates.view, interview
 * figures to interviews.view, job figures to opportunities.view, the head count to
 * employees.view. A figure the caller may not see is answered as null, and the three
 * `has_*_permission` flags say which groups the caller holds.
 */
import { and, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm'
import {
  applicationCounts,
  applications,
  businesses,
  candidateCounts,
  candidates,
  employees,
  interviews,
  OPEN_INTERVIEW_STATES,
  opportunities,
  usageCounters,
} from '../../db/schema'
import type { BusinessScope } from '../../lib/scope'
import { type Grants, holds } from '../../services/access/grants'
import { limitsOf, usageOf } from '../../services/plan-limits'
import {
  applicationTotalSql,
  businessCounts,
  countsByOpportunity,
  emptyCounts,
} from '../opportunities/pipeline.service'

export const WEEK_MS = 7 * 24 * 3_600_000

/** The business's scope and the caller's grants: a figure outside them is answered as null. */
export type DashboardScope = BusinessScope & { grants: Grants }

const n = (v: number | null | undefined) => Number(v ?? 0)
const flagsOf = (g: Grants) => ({
  candidates: holds(g, 'candidates.view'),
  interviews: holds(g, 'interviews.view'),
  jobs: holds(g, 'opportunities.view'),
  employees: holds(g, 'employees.view'),
})

/** A figure the caller may see, else null (not computed). */
const figure = (allowed: boolean, value: SQL<number>) => (allowed ? value : sql<null>`null`)

/**
 * GET /dashboard/stats: exactly the seed's fields, in ONE statement of scalar subqueries (one
 * round trip to D1; issue 22), read off the business's own row.
 */
export async function dashboardStats(scope: DashboardScope, now = new Date()) {
  const { db } = scope
  const businessId = scope.business.id
  const may = flagsOf(scope.grants)
  const since = now.getTime() - WEEK_MS
  const interviewsWhere = (cond?: SQL) =>
    sql<number>`(select count(*) from ${interviews} where ${and(eq(interviews.businessId, businessId), cond)})`
  const row = await db
    .select({
      // People in the talent pool, from the counter the triggers keep.
      totalCandidates: figure(
        may.candidates,
        sql`coalesce((select ${candidateCounts.count} from ${candidateCounts} where ${eq(candidateCounts.businessId, businessId)}), 0)`,
      ),
      totalCandidatesLastWeek: figure(
        may.candidates,
        sql`(select count(*) from ${candidates} where ${and(eq(candidates.businessId, businessId), gte(candidates.createdAt, new Date(since)))})`,
      ),
      // Applications shortlisted now (the counters the triggers keep per job and stage), and of
      // those the ones that reached the shortlist in the last 7 days (a range of the stage index).
      totalShortlisted: figure(
        may.candidates,
        sql`(select coalesce(sum(${applicationCounts.count}), 0) from ${applicationCounts} where ${and(eq(applicationCounts.businessId, businessId), eq(applicationCounts.stage, 'shortlisted'))})`,
      ),
      totalShortlistedLastWeek: figure(
        may.candidates,
        sql`(select count(*) from ${applications} where ${and(eq(applications.businessId, businessId), eq(applications.stage, 'shortlisted'), gte(applications.stageChangedAt, new Date(since)))})`,
      ),
      totalEmployees: figure(
        may.employees,
        sql`(select count(*) from ${employees} where ${and(eq(employees.businessId, businessId), eq(employees.status, 'active'))})`,
      ),
      jobsActive: figure(
        may.jobs,
        sql`(select count(*) from ${opportunities} where ${and(eq(opportunities.businessId, businessId), eq(opportunities.status, 'open'))})`,
      ),
      totalJobsLastWeek: figure(
        may.jobs,
        sql`(select count(*) from ${opportunities} where ${and(eq(opportunities.businessId, businessId), gte(opportunities.createdAt, new Date(since)))})`,
      ),
      totalInterviews: figure(may.interviews, interviewsWhere()),
      totalInterviewsLastWeek: figure(may.interviews, interviewsWhere(gte(interviews.createdAt, new Date(since)))),
      totalCompletedInterviews: figure(may.interviews, interviewsWhere(eq(interviews.status, 'completed'))),
      totalRunningInterviews: figure(
        may.interviews,
        interviewsWhere(inArray(interviews.status, [...OPEN_INTERVIEW_STATES])),
      ),
    })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .get()
  // A figure left out is null in the row (figure() above); the others are counts.
  const value = (v: number | null | undefined) => (v === null || v === undefined ? null : n(v))
  return {
    totalCandidates: value(row?.totalCandidates),
    totalEmployees: value(row?.totalEmployees),
    jobsActive: value(row?.jobsActive),
    totalCandidatesLastWeek: value(row?.totalCandidatesLastWeek),
    totalJobsLastWeek: value(row?.totalJobsLastWeek),
    totalShortlisted: value(row?.totalShortlisted),
    totalShortlistedLastWeek: value(row?.totalShortlistedLastWeek),
    totalInterviews: value(row?.totalInterviews),
    totalInterviewsLastWeek: value(row?.totalInterviewsLastWeek),
    totalCompletedInterviews: value(row?.totalCompletedInterviews),
    totalRunningInterviews: value(row?.totalRunningInterviews),
    hasCandidatePermission: may.candidates,
    hasInterviewPermission: may.interviews,
    hasJobPermission: may.jobs,
  }
}

/** GET /dashboard/top_jobs: open jobs ranked by how many applications they have, with their pipeline. */
export async function topJobs(scope: DashboardScope, limit = 5) {
  const { db } = scope
  const businessId = scope.business.id
  if (!flagsOf(scope.grants).jobs) return []
  const total = applicationTotalSql(businessId)
  const rows = await db
    .select({
      id: opportunities.id,
      title: opportunities.title,
      code: opportunities.code,
      location: opportunities.location,
      openings: opportunities.openings,
      deadline: opportunities.deadline,
      publishedAt: opportunities.publishedAt,
    })
    .from(opportunities)
    .where(and(eq(opportunities.businessId, businessId), eq(opportunities.status, 'open')))
    .orderBy(desc(total), desc(opportunities.publishedAt), desc(opportunities.id))
    .limit(limit)
  const counts = await countsByOpportunity(
    db,
    businessId,
    rows.map((r) => r.id),
  )
  return rows.map((row) => ({ ...row, candidateCounts: counts.get(row.id) ?? emptyCounts() }))
}

/** GET /dashboard/api-usage-stats: this month's metered use and the current size of the business, against the plan. */
export async function apiUsageStats({ db, business }: BusinessScope, now = new Date()) {
  const businessId = business.id
  const period = now.toISOString().slice(0, 7)
  const [{ planName, limits }, usage, metered] = await Promise.all([
    limitsOf(db, businessId),
    usageOf(db, businessId),
    db
      .select({ metric: usageCounters.metric, count: usageCounters.count })
      .from(usageCounters)
      .where(
        and(
          eq(usageCounters.businessId, businessId),
          eq(usageCounters.period, period),
          inArray(usageCounters.metric, ['ai_extraction', 'email']),
        ),
      ),
  ])
  const used = (metric: string) => metered.find((m) => m.metric === metric)?.count ?? 0
  const item = (usedNow: number, limit: number | null) => ({
    used: usedNow,
    limit,
    remaining: limit === null ? null : Math.max(0, limit - usedNow),
  })
  return {
    period,
    plan: { name: planName },
    aiExtraction: item(used('ai_extraction'), limits.aiExtractionsPerMonth),
    email: item(used('email'), null),
    jobs: item(usage.jobs, limits.jobs),
    candidates: item(usage.candidates, limits.candidates),
    employees: item(usage.employees, limits.employees),
  }
}

/** Minutes the business's clock is ahead of UTC now, so daily buckets follow its calendar. */
export function utcOffsetMinutes(timeZone: string, now = new Date()): number {
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    }).formatToParts(now)
    const get = (t: string) => Number(parts.find((p) => p.type === t)?.value)
    const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'))
    return Math.round((local - Math.floor(now.getTime() / 60_000) * 60_000) / 60_000)
  } catch {
    return 0
  }
}

/** Applications per stage across the business, and applications per day over the last `days` days. */
export async function pipelineAndTrend(scope: DashboardScope, days = 14, now = new Date()) {
  const { db } = scope
  const businessId = scope.business.id
  if (!flagsOf(scope.grants).candidates) return { pipeline: null, applications: null }
  const offset = utcOffsetMinutes(scope.business.timezone, now)
  const localDay = sql<string>`date((${applications.appliedAt} / 1000) + ${offset * 60}, 'unixepoch')`
  const firstDay = new Date(now.getTime() + offset * 60_000 - (days - 1) * 86_400_000).toISOString().slice(0, 10)
  // The range on applied_at (an index) first, then the business's calendar days.
  const from = new Date(Date.parse(`${firstDay}T00:00:00Z`) - offset * 60_000)
  const [pipeline, perDay] = await Promise.all([
    businessCounts(db, businessId),
    db
      .select({ day: localDay, count: sql<number>`count(*)` })
      .from(applications)
      .where(and(eq(applications.businessId, businessId), gte(applications.appliedAt, from)))
      .groupBy(localDay),
  ])
  const counted = new Map(perDay.map((d) => [d.day, n(d.count)]))
  const trend = Array.from({ length: days }, (_, i) => {
    const day = new Date(Date.parse(`${firstDay}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10)
    return { date: day, count: counted.get(day) ?? 0 }
  })
  return { pipeline, applications: trend }
}

/** GET /dashboard: everything the dashboard shows, at once. */
export async function dashboardOverview(scope: DashboardScope, now = new Date()) {
  const [stats, jobs, usage, charts] = await Promise.all([
    dashboardStats(scope, now),
    topJobs(scope),
    apiUsageStats(scope, now),
    pipelineAndTrend(scope, 14, now),
  ])
  return { stats, topJobs: jobs, apiUsage: usage, pipeline: charts.pipeline, applications: charts.applications }
}
