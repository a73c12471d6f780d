/**
 * The reports about hires: how long hiring took (per source, per job), hires per job over time
 * and each job's positions filled. A hire is an application's move to hired, counted on the day
 * it happened in the business's time zone. docs/analytics.md has each definition.
 */
import { sql } from 'drizzle-orm'
import { applications, departments, opportunities } from '../../db/schema'
import { rate } from './analytics.schema'
import {
  applicationFilter,
  days,
  hiredBetween,
  n,
  type Report,
  rows,
  type Series,
  type Stats,
  sourceLabel,
  statsSql,
} from './query.service'
import { rangeOut } from './range.service'

const statsOut = (s: Stats | undefined) => ({
  hires: n(s?.n),
  meanDays: days(s?.mean),
  medianDays: days(s?.median),
  p75Days: days(s?.p75),
})

/**
 * GET time-to-hire-by-platform: for the applications hired in the range, the days from applying
 * to the hire (the signed offer), per source and overall: count, mean, median, 75th percentile.
 */
export async function timeToHireByPlatform(r: Report) {
  const { start, end } = r.range
  const hired = sql`select a.source as source, a.hired_at - a.applied_at as v from ${applications} a where ${hiredBetween(r, start, end)}`
  const stats = await rows<Stats>(
    r,
    statsSql(sql`select source as grp, v from (${hired}) union all select '*' as grp, v from (${hired})`),
  )
  const overall = statsOut(stats.find((s) => s.grp === '*'))
  const platforms = stats
    .filter((s) => s.grp !== '*')
    .map((s) => ({ source: s.grp ?? '', label: sourceLabel(s.grp), ...statsOut(s) }))
    .sort((x, y) => y.hires - x.hires || x.label.localeCompare(y.label))
  return {
    range: rangeOut(r.range),
    overall,
    platforms,
    series: {
      labels: platforms.map((p) => p.label),
      datasets: [
        { key: 'median_days', label: 'Median days', data: platforms.map((p) => p.medianDays) },
        { key: 'p75_days', label: '75th percentile, days', data: platforms.map((p) => p.p75Days) },
      ],
    } satisfies Series,
  }
}

/** Jobs drawn one by one in the hires-over-time chart; the rest are added up as "Other jobs". */
const JOBS_DRAWN = 6

/** GET hires-by-job-over-time: the range's hires per job and per day, week or month (by the range's length). */
export async function hiresByJobOverTime(r: Report) {
  const { start, end, buckets } = r.range
  const starts = JSON.stringify(buckets.map((b) => b.start))
  const found = await rows<{ bucket: number; opportunity_id: string; title: string; hires: number }>(
    r,
    sql`select h.bucket as bucket, h.opportunity_id as opportunity_id, o.title as title, h.hires as hires
      from (select (select count(*) from json_each(${starts}) b where b.value <= a.hired_at) - 1 as bucket, a.opportunity_id as opportunity_id, count(*) as hires
        from ${applications} a where ${hiredBetween(r, start, end)} group by bucket, a.opportunity_id) h
      join ${opportunities} o on o.id = h.opportunity_id`,
  )
  const jobs = new Map<string, { opportunityId: string; title: string; hires: number; perBucket: number[] }>()
  for (const row of found) {
    let job = jobs.get(row.opportunity_id)
    if (!job) {
      job = { opportunityId: row.opportunity_id, title: row.title, hires: 0, perBucket: buckets.map(() => 0) }
      jobs.set(row.opportunity_id, job)
    }
    job.hires += n(row.hires)
    job.perBucket[n(row.bucket)] = (job.perBucket[n(row.bucket)] ?? 0) + n(row.hires)
  }
  const ranked = [...jobs.values()].sort((x, y) => y.hires - x.hires || x.title.localeCompare(y.title))
  const drawn = ranked.slice(0, JOBS_DRAWN)
  const rest = ranked.slice(JOBS_DRAWN)
  const datasets = drawn.map((j) => ({ key: j.opportunityId, label: j.title, data: j.perBucket }))
  if (rest.length)
    datasets.push({
      key: 'other',
      label: `Other jobs (${rest.length})`,
      data: buckets.map((_, i) => rest.reduce((s, j) => s + (j.perBucket[i] ?? 0), 0)),
    })
  return {
    range: rangeOut(r.range),
    hires: ranked.reduce((s, j) => s + j.hires, 0),
    buckets: buckets.map((b) => b.key),
    jobs: ranked,
    series: { labels: buckets.map((b) => b.key), datasets } satisfies Series,
  }
}

/**
 * The jobs the report counts: the job filter, the department filter (a job's own department).
 * Source and recruiter belong to applications, not jobs: they narrow which hires count.
 */
function jobFilter(r: Report, alias = 'o') {
  const o = sql.raw(alias)
  const parts = [sql`${o}.business_id = ${r.businessId}`]
  if (r.filters.opportunity_id) parts.push(sql`${o}.id = ${r.filters.opportunity_id}`)
  if (r.filters.department_id) parts.push(sql`${o}.department_id = ${r.filters.department_id}`)
  return sql.join(parts, sql` and `)
}

/**
 * GET time-to-fill-job: the jobs whose first hire fell in the range, the days from opening
 * (its first move to open; else published, else created) to that hire, less the time it was
 * on hold in between; per job, and median, 75th percentile and mean over them.
 */
export async function timeToFillJob(r: Report) {
  const { start, end } = r.range
  // Each job's first hire (within the filters): the first of its hires in order (applications_job_hires_idx).
  const firsts = sql`select o.id as opportunity_id, (select a.hired_at from ${applications} a
      where ${applicationFilter(r)} and a.opportunity_id = o.id and a.hired_at is not null and a.stage = 'hired'
      order by a.hired_at limit 1) as filled_at
    from ${opportunities} o where ${jobFilter(r)}`
  const opened = sql`coalesce((select min(oh.created_at) from status_histories oh where oh.entity = 'opportunity' and oh.entity_id = o.id and oh.to_status = 'open'), o.published_at, o.created_at)`
  // Each stretch on hold: from its move to on_hold to the next move (or the hire), clipped to opened..filled.
  const onHold = sql`coalesce((select sum(max(0, min(coalesce(s.next_at, f.filled_at), f.filled_at) - max(s.at, ${opened}))) from (select oh.created_at as at, oh.to_status as to_status, lead(oh.created_at) over (order by oh.created_at, oh.id) as next_at from status_histories oh where oh.entity = 'opportunity' and oh.entity_id = o.id) s where s.to_status = 'on_hold' and s.at < f.filled_at), 0)`
  const jobs = await rows<{
    opportunity_id: string
    title: string
    department: string | null
    openings: number
    opened_at: number
    filled_at: number
    on_hold: number
  }>(
    r,
    sql`select o.id as opportunity_id, o.title as title, d.name as department, o.openings as openings, ${opened} as opened_at, f.filled_at as filled_at, ${onHold} as on_hold
      from (${firsts}) f join ${opportunities} o on o.id = f.opportunity_id left join ${departments} d on d.id = o.department_id
      where f.filled_at >= ${start} and f.filled_at < ${end}`,
  )
  const list = jobs
    .map((j) => {
      const ms = Math.max(0, n(j.filled_at) - n(j.opened_at) - n(j.on_hold))
      return {
        opportunityId: j.opportunity_id,
        title: j.title,
        department: j.department,
        openedAt: new Date(n(j.opened_at)),
        filledAt: new Date(n(j.filled_at)),
        onHoldDays: days(n(j.on_hold)) ?? 0,
        days: days(ms) ?? 0,
        ms,
      }
    })
    .sort((x, y) => x.days - y.days || x.title.localeCompare(y.title))
  // The summary over a handful of jobs: the same percentile rule as the SQL's, on the jobs' figures.
  const values = list.map((j) => j.ms)
  const summary = {
    jobs: list.length,
    meanDays: values.length ? days(values.reduce((s, v) => s + v, 0) / values.length) : null,
    medianDays: days(percentileOf(values, 0.5)),
    p75Days: days(percentileOf(values, 0.75)),
  }
  return {
    range: rangeOut(r.range),
    summary,
    jobs: list.map(({ ms: _ms, ...j }) => j),
    series: {
      labels: list.map((j) => j.title),
      datasets: [{ key: 'days', label: 'Days to fill', data: list.map((j) => j.days) }],
    } satisfies Series,
  }
}

/** PERCENTILE.INC of sorted values (ascending). */
function percentileOf(sorted: number[], p: number): number | null {
  if (!sorted.length) return null
  const pos = (sorted.length - 1) * p
  const lo = sorted[Math.floor(pos)] ?? 0
  const hi = sorted[Math.ceil(pos)] ?? lo
  return lo + (hi - lo) * (pos - Math.floor(pos))
}

/**
 * GET positions-summary: each job open at some time in the range (published, created before its
 * end, not closed or filled before its start), as it stood at the range's end: its openings, the
 * positions filled by then (hires, within the filters) and those still open (none once closed).
 */
export async function positionsSummary(r: Report) {
  const { start, end } = r.range
  const found = await rows<{
    opportunity_id: string
    title: string
    status: string
    closed_at: number | null
    department: string | null
    openings: number
    filled: number
    hired_in_range: number
  }>(
    r,
    // Each listed job's hires by the range's end and within it (applications_job_hires_idx).
    sql`select o.id as opportunity_id, o.title as title, o.status as status, o.closed_at as closed_at, d.name as department, o.openings as openings,
        (select count(*) from ${applications} a where ${applicationFilter(r)} and a.opportunity_id = o.id and a.hired_at < ${end}) as filled,
        (select count(*) from ${applications} a where ${applicationFilter(r)} and a.opportunity_id = o.id and a.hired_at >= ${start} and a.hired_at < ${end}) as hired_in_range
      from ${opportunities} o left join ${departments} d on d.id = o.department_id
      where ${jobFilter(r)} and o.status <> 'draft' and o.created_at < ${end} and (o.closed_at is null or o.closed_at >= ${start})
      order by o.title, o.id`,
  )
  const jobs = found.map((j) => {
    const filled = n(j.filled)
    const openings = n(j.openings)
    // Closed or filled by the range's end: nothing left open then.
    const closed = j.closed_at !== null && n(j.closed_at) < end
    return {
      opportunityId: j.opportunity_id,
      title: j.title,
      status: j.status,
      department: j.department,
      openings,
      filled,
      hiredInRange: n(j.hired_in_range),
      open: closed ? 0 : Math.max(0, openings - filled),
      fillRate: rate(Math.min(filled, openings), openings),
    }
  })
  const total = {
    jobs: jobs.length,
    openings: jobs.reduce((s, j) => s + j.openings, 0),
    filled: jobs.reduce((s, j) => s + j.filled, 0),
    open: jobs.reduce((s, j) => s + j.open, 0),
    hiredInRange: jobs.reduce((s, j) => s + j.hiredInRange, 0),
  }
  return {
    range: rangeOut(r.range),
    total,
    jobs,
    series: {
      labels: jobs.map((j) => j.title),
      datasets: [
        { key: 'filled', label: 'Filled', data: jobs.map((j) => j.filled) },
        { key: 'open', label: 'Open', data: jobs.map((j) => j.open) },
      ],
    } satisfies Series,
  }
}
