/**
 * The reports per department (a job's department; jobs without one are "No department"):
 * volume (applications and hires) and performance (how far applications got, how fast hires
 * came). docs/analytics.md has each definition.
 */
import { sql } from 'drizzle-orm'
import { applications, departments, opportunities } from '../../db/schema'
import { FUNNEL_STAGES, type FunnelStage, rate } from './analytics.schema'
import { COHORT_COLUMNS, type CohortSums, cohortSums } from './counters.service'
import { reachedOf } from './funnel.service'
import { days, hiredBetween, n, type Report, rows, type Series, type Stats, statsSql } from './query.service'
import { rangeOut } from './range.service'

const NONE = 'No department'

/** Per department: applications applied in the range (and how far they got), and hires in the range. */
async function departmentFigures(r: Report) {
  const { start, end } = r.range
  // The cohort per job (a few rows), added up per department.
  const sums = sql.raw(COHORT_COLUMNS.map((m) => `sum(j.${m}) as ${m}`).join(', '))
  // The range's hires are read from applications_hired_idx, which covers them, and each looks up
  // its job: CROSS JOIN keeps that order. Left to its statistics, SQLite walked the jobs and read
  // each one's hires through the job index, which does not cover applied_at (20 ms instead of 3
  // at 100,000 candidates: docs/analytics.md, "Speed").
  const [cohort, hires, names] = await Promise.all([
    rows<{ department_id: string | null } & CohortSums>(
      r,
      sql`select o.department_id as department_id, ${sums}, sum(j.applications) as applications
        from (${cohortSums(r, r.range, 'opportunity_id')}) j join ${opportunities} o on o.id = j.grp
        group by o.department_id`,
    ),
    rows<Stats>(
      r,
      statsSql(
        sql`select coalesce(o.department_id, '') as grp, a.hired_at - a.applied_at as v from ${applications} a cross join ${opportunities} o on o.id = a.opportunity_id where ${hiredBetween(r, start, end)}`,
      ),
    ),
    rows<{ id: string; name: string }>(
      r,
      sql`select d.id as id, d.name as name from ${departments} d where d.business_id = ${r.businessId}`,
    ),
  ])
  const nameOf = new Map(names.map((d) => [d.id, d.name]))
  const out = new Map<
    string,
    { departmentId: string | null; name: string; reached: Record<FunnelStage, number>; hires: Stats | null }
  >()
  const entry = (id: string | null) => {
    const key = id ?? ''
    let e = out.get(key)
    if (!e) {
      e = {
        departmentId: id || null,
        name: id ? (nameOf.get(id) ?? NONE) : NONE,
        reached: Object.fromEntries(FUNNEL_STAGES.map((s) => [s, 0])) as Record<FunnelStage, number>,
        hires: null,
      }
      out.set(key, e)
    }
    return e
  }
  for (const row of cohort) {
    const e = entry(row.department_id)
    e.reached = reachedOf(row)
  }
  for (const row of hires) entry(row.grp || null).hires = row
  return [...out.values()]
}

/** GET hiring-volume-by-department: per department, the range's applications and hires. */
export async function hiringVolumeByDepartment(r: Report) {
  const list = (await departmentFigures(r))
    .map((d) => ({
      departmentId: d.departmentId,
      name: d.name,
      applications: d.reached.new,
      hires: n(d.hires?.n),
    }))
    .sort((x, y) => y.applications - x.applications || y.hires - x.hires || x.name.localeCompare(y.name))
  return {
    range: rangeOut(r.range),
    total: {
      applications: list.reduce((s, d) => s + d.applications, 0),
      hires: list.reduce((s, d) => s + d.hires, 0),
    },
    departments: list,
    series: {
      labels: list.map((d) => d.name),
      datasets: [
        { key: 'applications', label: 'Applications', data: list.map((d) => d.applications) },
        { key: 'hires', label: 'Hires', data: list.map((d) => d.hires) },
      ],
    } satisfies Series,
  }
}

/**
 * GET hiring-performance-department-wise: per department, of the range's applications the
 * share shortlisted, interviewed, offered and hired, offers that became hires, and the
 * median time to hire of the range's hires.
 */
export async function hiringPerformanceDepartmentWise(r: Report) {
  const list = (await departmentFigures(r))
    .map((d) => ({
      departmentId: d.departmentId,
      name: d.name,
      applications: d.reached.new,
      shortlisted: d.reached.shortlisted,
      interviewed: d.reached.interviewing,
      offered: d.reached.offered,
      hired: d.reached.hired,
      selectionRate: rate(d.reached.shortlisted, d.reached.new),
      interviewRate: rate(d.reached.interviewing, d.reached.new),
      offerAcceptance: rate(d.reached.hired, d.reached.offered),
      hireRate: rate(d.reached.hired, d.reached.new),
      hiresInRange: n(d.hires?.n),
      medianDaysToHire: days(d.hires?.median),
    }))
    .sort((x, y) => y.applications - x.applications || x.name.localeCompare(y.name))
  return {
    range: rangeOut(r.range),
    departments: list,
    series: {
      labels: list.map((d) => d.name),
      datasets: [
        { key: 'selection_rate', label: 'Selection rate', data: list.map((d) => d.selectionRate) },
        { key: 'hire_rate', label: 'Hire rate', data: list.map((d) => d.hireRate) },
      ],
    } satisfies Series,
  }
}
