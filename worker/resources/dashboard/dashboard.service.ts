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
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm'
import {
  applicationCounts,
  applications,
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
import { totalCandidates } from '../candidates/query.service'
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

/** GET /dashboard/stats: exactly the seed's fields. */
export async function dashboardStats(scope: DashboardScope, now = new Date()) {
  const { db } = scope
  const businessId = scope.business.id
  const may = flagsOf(scope.grants)
  const since = now.getTime() - WEEK_MS
  const [cand, shortlist, staff, jobs, meetings] = await Promise.all([
    // People in the talent pool.
    may.candidates
      ? Promise.all([
          totalCandidates(db, businessId),
          db.$count(candidates, and(eq(candidates.businessId, businessId), gte(candidates.createdAt, new Date(since)))),
        ]).then(([total, lastWeek]) => ({ total, lastWeek }))
      : null,
    // Applications shortlisted now (the counters the triggers keep per job and stage), and of
    // those the ones that reached the shortlist in the last 7 days (a range of the stage index).
    may.candidates
      ? db
          .select({
            now: sql<number>`coalesce(sum(${applicationCounts.count}), 0)`,
            lastWeek: sql<number>`(select count(*) from ${applications} where ${applications.businessId} = ${businessId} and ${applications.stage} = 'shortlisted' and ${applications.stageChangedAt} >= ${since})`,
          })
          .from(applicationCounts)
          .where(and(eq(applicationCounts.businessId, businessId), eq(applicationCounts.stage, 'shortlisted')))
          .get()
      : null,
    may.employees
      ? db.$count(employees, and(eq(employees.businessId, businessId), eq(employees.status, 'active')))
      : null,
    may.jobs
      ? db
          .select({
            active: sql<number>`coalesce(sum(case when ${opportunities.status} = 'open' then 1 else 0 end), 0)`,
            lastWeek: sql<number>`coalesce(sum(case when ${opportunities.createdAt} >= ${since} then 1 else 0 end), 0)`,
          })
          .from(opportunities)
          .where(eq(opportunities.businessId, businessId))
          .get()
      : null,
    may.interviews
      ? db
          .select({
            total: sql<number>`count(*)`,
            lastWeek: sql<number>`coalesce(sum(case when ${interviews.createdAt} >= ${since} then 1 else 0 end), 0)`,
            completed: sql<number>`coalesce(sum(case when ${interviews.status} = 'completed' then 1 else 0 end), 0)`,
            running: sql<number>`coalesce(sum(case when ${inArray(interviews.status, [...OPEN_INTERVIEW_STATES])} then 1 else 0 end), 0)`,
          })
          .from(interviews)
          .where(eq(interviews.businessId, businessId))
          .get()
      : null,
  ])
  return {
    totalCandidates: cand ? n(cand.total) : null,
    totalEmployees: staff,
    jobsActive: jobs ? n(jobs.active) : null,
    totalCandidatesLastWeek: cand ? n(cand.lastWeek) : null,
    totalJobsLastWeek: jobs ? n(jobs.lastWeek) : null,
    totalShortlisted: shortlist ? n(shortlist.now) : null,
    totalShortlistedLastWeek: shortlist ? n(shortlist.lastWeek) : null,
    totalInterviews: meetings ? n(meetings.total) : null,
    totalInterviewsLastWeek: meetings ? n(meetings.lastWeek) : null,
    totalCompletedInterviews: meetings ? n(meetings.completed) : null,
    totalRunningInterviews: meetings ? n(meetings.running) : null,
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
