import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { OFFER_STATES } from '../../db/schema'
import type { PlatformScope } from '../../lib/scope'
import { DAY_MS, type DashboardRange } from './admin-dashboard.schema'

/**
 * The platform dashboard. Every figure is one SQL aggregate (count / sum ... group by) over
 * the real tables; nothing walks rows in JavaScript. Periods are whole UTC days, both ends
 * included; "previous" is the period of the same length just before.
 */
type Window = { start: number; end: number; prevStart: number }

export function windowOf(range: DashboardRange): Window {
  const start = Date.parse(`${range.startDate}T00:00:00Z`)
  const end = Date.parse(`${range.endDate}T00:00:00Z`) + DAY_MS
  return { start, end, prevStart: start - (end - start) }
}

const period = (range: DashboardRange, w: Window) => ({
  startDate: range.startDate,
  endDate: range.endDate,
  days: range.days,
  previousStartDate: new Date(w.prevStart).toISOString().slice(0, 10),
  previousEndDate: new Date(w.start - DAY_MS).toISOString().slice(0, 10),
})

const rows = <T>(db: Db, query: SQL) => db.all<T>(query)

/** total / in this period / in the previous one, for a table with created_at. */
const flow = (metric: string, table: string, w: Window, extra = '') => sql`
  select ${metric} as metric, count(*) as total,
    coalesce(sum(case when created_at >= ${w.start} and created_at < ${w.end} then 1 else 0 end), 0) as current,
    coalesce(sum(case when created_at >= ${w.prevStart} and created_at < ${w.start} then 1 else 0 end), 0) as previous
  from ${sql.raw(table)} ${sql.raw(extra)}`

type Flow = { metric: string; total: number; current: number; previous: number }

export async function dashboardStats({ db }: PlatformScope, range: DashboardRange) {
  const w = windowOf(range)
  const [flows, byStatus, planRow, revenue] = await Promise.all([
    rows<Flow>(
      db,
      sql`${flow('businesses', 'businesses', w)} union all ${flow('users', 'employees', w)} union all ${flow('candidates', 'candidates', w)} union all ${flow('jobs', 'opportunities', w)}
        union all ${flow('hires', 'status_histories', w, "where entity = 'application' and to_status = 'hired'")}`,
    ),
    rows<{ status: string; count: number }>(db, sql`select status, count(*) as count from businesses group by status`),
    rows<{ active_plans: number; paying_businesses: number }>(
      db,
      sql`select (select count(*) from plans where status = 'active') as active_plans,
        (select count(*) from businesses b join plans p on p.id = b.plan_id where p.price_cents > 0 and b.status = 'active') as paying_businesses`,
    ),
    rows<{ currency: string; current: number; previous: number }>(
      db,
      sql`select currency,
          coalesce(sum(case when created_at >= ${w.start} then amount_cents else 0 end), 0) as current,
          coalesce(sum(case when created_at < ${w.start} then amount_cents else 0 end), 0) as previous
        from transactions where status = 'succeeded' and created_at >= ${w.prevStart} and created_at < ${w.end}
        group by currency order by current desc`,
    ),
  ])
  const f = Object.fromEntries(
    flows.map((r) => [r.metric, { total: r.total, current: r.current, previous: r.previous }]),
  ) as Record<string, Omit<Flow, 'metric'>>
  const statuses = { pendingVerification: 0, active: 0, suspended: 0, inactive: 0 }
  for (const s of byStatus) {
    const key = s.status === 'pending_verification' ? 'pendingVerification' : (s.status as keyof typeof statuses)
    statuses[key] = s.count
  }
  return {
    period: period(range, w),
    businessesByStatus: statuses,
    totalBusinesses: f.businesses!.total,
    activePlans: planRow[0]?.active_plans ?? 0,
    payingBusinesses: planRow[0]?.paying_businesses ?? 0,
    revenue: revenue.map((r) => ({ currency: r.currency, currentCents: r.current, previousCents: r.previous })),
    newBusinesses: f.businesses!,
    users: f.users!,
    candidates: f.candidates!,
    jobs: f.jobs!,
    hires: f.hires!,
  }
}

/** Per business (those that existed by the end of the period): jobs, candidates and hires of the period; employees now. */
export async function businessAverages({ db }: PlatformScope, range: DashboardRange) {
  const w = windowOf(range)
  const [row] = await rows<{ businesses: number; jobs: number; candidates: number; hires: number; employees: number }>(
    db,
    sql`select
      (select count(*) from businesses where created_at < ${w.end}) as businesses,
      (select count(*) from opportunities where created_at >= ${w.start} and created_at < ${w.end}) as jobs,
      (select count(*) from candidates where created_at >= ${w.start} and created_at < ${w.end}) as candidates,
      (select count(*) from status_histories where entity = 'application' and to_status = 'hired' and created_at >= ${w.start} and created_at < ${w.end}) as hires,
      (select count(*) from employees where status = 'active' and created_at < ${w.end}) as employees`,
  )
  const n = row?.businesses ?? 0
  const avg = (x = 0) => (n ? Math.round((x / n) * 100) / 100 : 0)
  return {
    period: period(range, w),
    businesses: n,
    averages: {
      jobs: avg(row?.jobs),
      candidates: avg(row?.candidates),
      employees: avg(row?.employees),
      hires: avg(row?.hires),
    },
    totals: {
      jobs: row?.jobs ?? 0,
      candidates: row?.candidates ?? 0,
      employees: row?.employees ?? 0,
      hires: row?.hires ?? 0,
    },
  }
}

/** Offer letters of the period by status, per business (the ten with the most). */
export async function offersPerBusiness({ db }: PlatformScope, range: DashboardRange) {
  const w = windowOf(range)
  const found = await rows<{ business_id: string; business_name: string; status: string; count: number }>(
    db,
    sql`select b.id as business_id, b.name as business_name, o.status as status, count(*) as count
      from offer_letters o join businesses b on b.id = o.business_id
      where o.created_at >= ${w.start} and o.created_at < ${w.end}
      group by b.id, o.status`,
  )
  const byBusiness = new Map<
    string,
    { businessId: string; businessName: string; total: number; byStatus: Record<string, number> }
  >()
  for (const r of found) {
    const entry = byBusiness.get(r.business_id) ?? {
      businessId: r.business_id,
      businessName: r.business_name,
      total: 0,
      byStatus: Object.fromEntries(OFFER_STATES.map((s) => [s, 0])),
    }
    entry.byStatus[r.status] = r.count
    entry.total += r.count
    byBusiness.set(r.business_id, entry)
  }
  return {
    period: period(range, w),
    statuses: OFFER_STATES,
    businesses: [...byBusiness.values()].sort((a, b) => b.total - a.total).slice(0, 10),
  }
}

const bucketOf = (interval: 'day' | 'week', column: 'created_at' | 'applied_at' = 'created_at') =>
  interval === 'day'
    ? sql.raw(`strftime('%Y-%m-%d', ${column} / 1000, 'unixepoch')`)
    : sql.raw(`date(${column} / 1000, 'unixepoch', 'weekday 0', '-6 days')`)

/** The buckets of the period: every day, or every week from the Monday of the first one. */
function buckets(range: DashboardRange): string[] {
  let t = Date.parse(`${range.startDate}T00:00:00Z`)
  const end = Date.parse(`${range.endDate}T00:00:00Z`)
  if (range.interval === 'week') t -= ((new Date(t).getUTCDay() + 6) % 7) * DAY_MS
  const step = range.interval === 'week' ? 7 * DAY_MS : DAY_MS
  const out: string[] = []
  for (; t <= end; t += step) out.push(new Date(t).toISOString().slice(0, 10))
  return out
}

/** Jobs created and applications made per day or week of the period (a person in two jobs is two applications). */
export async function jobsAndApplications({ db }: PlatformScope, range: DashboardRange) {
  const w = windowOf(range)
  const bucket = bucketOf(range.interval)
  const found = await rows<{ series: string; bucket: string; count: number }>(
    db,
    sql`select 'jobs' as series, ${bucket} as bucket, count(*) as count from opportunities where created_at >= ${w.start} and created_at < ${w.end} group by bucket
      union all
      select 'applications' as series, ${bucketOf(range.interval, 'applied_at')} as bucket, count(*) as count from applications where applied_at >= ${w.start} and applied_at < ${w.end} group by bucket`,
  )
  const counts = new Map(found.map((r) => [`${r.series}:${r.bucket}`, r.count]))
  const labels = buckets(range)
  return {
    period: period(range, w),
    interval: range.interval,
    labels,
    jobs: labels.map((l) => counts.get(`jobs:${l}`) ?? 0),
    applications: labels.map((l) => counts.get(`applications:${l}`) ?? 0),
  }
}

/** Candidates added in the period, per business (the ten with the most), with each one's all-time total. */
export async function candidatesPerBusiness({ db }: PlatformScope, range: DashboardRange) {
  const w = windowOf(range)
  const found = await rows<{ business_id: string; business_name: string; count: number; total: number }>(
    db,
    sql`select b.id as business_id, b.name as business_name,
        coalesce(sum(case when c.created_at >= ${w.start} and c.created_at < ${w.end} then 1 else 0 end), 0) as count,
        count(c.id) as total
      from businesses b left join candidates c on c.business_id = b.id
      group by b.id order by count desc, total desc, b.name limit 10`,
  )
  return {
    period: period(range, w),
    businesses: found.map((r) => ({
      businessId: r.business_id,
      businessName: r.business_name,
      count: r.count,
      total: r.total,
    })),
  }
}

/** Everything at once, for the first paint of the dashboard. */
export async function dashboardOverview(scope: PlatformScope, range: DashboardRange) {
  const [stats, averages, offers, series, candidates] = await Promise.all([
    dashboardStats(scope, range),
    businessAverages(scope, range),
    offersPerBusiness(scope, range),
    jobsAndApplications(scope, range),
    candidatesPerBusiness(scope, range),
  ])
  return {
    stats,
    businessAverage: averages,
    offersPerBusiness: offers,
    jobsAndApplications: series,
    candidatesPerBusiness: candidates,
  }
}
