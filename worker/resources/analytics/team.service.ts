/**
 * The reports about people: what each staff member did in the range (the recruiter
 * leaderboard, collaboration) and the candidates who registered. docs/analytics.md has each
 * definition.
 */
import { sql } from 'drizzle-orm'
import { applications, candidates, comments, employees, feedback, interviews } from '../../db/schema'
import { offsetOf } from '../../lib/pagination'
import { VOID_INTERVIEW_STATES } from '../interviews/interview-states'
import type { UsersAnalyticsQuery } from './analytics.schema'
import { moveSums } from './counters.service'
import {
  applicationFilter,
  hiredBetween,
  n,
  narrowsApplications,
  type Report,
  rows,
  type Series,
} from './query.service'
import { rangeOut } from './range.service'

const voids = () =>
  sql.join(
    VOID_INTERVIEW_STATES.map((s) => sql`${s}`),
    sql`, `,
  )

/** The candidate has an application the filters keep (only when a filter narrows applications). */
function candidateFilter(r: Report, candidateColumn: string) {
  if (!narrowsApplications(r.filters)) return sql`1 = 1`
  return sql`exists (select 1 from ${applications} a where a.candidate_id = ${sql.raw(candidateColumn)} and ${applicationFilter(r)})`
}

/** Every staff member of the business named by id, with their name. */
async function namesOf(r: Report, ids: string[]) {
  if (!ids.length) return new Map<string, { name: string; designation: string | null; status: string }>()
  const found = await rows<{ id: string; name: string; designation: string | null; status: string }>(
    r,
    sql`select e.id as id, trim(e.first_name || ' ' || e.last_name) as name, e.designation as designation, e.status as status from ${employees} e
      where e.business_id = ${r.businessId} and e.id in (select value from json_each(${JSON.stringify(ids)}))`,
  )
  return new Map(found.map((e) => [e.id, e]))
}

/**
 * GET recruiter-leaderboard: per staff member, in the range: moves of applications they made,
 * interviews they booked (scheduled in the range, not called off), and hires of the
 * applications they recruit (the candidate's assignee, else who added the application).
 */
export async function recruiterLeaderboard(r: Report) {
  const { start, end } = r.range
  const [moves, booked, hires] = await Promise.all([
    rows<{ id: string; count: number }>(r, moveSums(r, r.range)),
    rows<{ id: string; count: number }>(
      r,
      sql`select i.created_by as id, count(*) as count from ${interviews} i join ${applications} a on a.business_id = i.business_id and a.candidate_id = i.candidate_id and a.opportunity_id = i.opportunity_id
        where i.business_id = ${r.businessId} and i.scheduled_at >= ${start} and i.scheduled_at < ${end} and i.status not in (${voids()}) and i.created_by is not null and ${applicationFilter(r)}
        group by i.created_by`,
    ),
    rows<{ id: string; count: number }>(
      r,
      sql`select a.recruiter_id as id, count(*) as count from ${applications} a where ${hiredBetween(r, start, end)} group by a.recruiter_id`,
    ),
  ])
  const tally = new Map<string, { moves: number; interviews: number; hires: number }>()
  const add = (list: { id: string; count: number }[], key: 'moves' | 'interviews' | 'hires') => {
    for (const row of list) {
      if (!row.id) continue
      const t = tally.get(row.id) ?? { moves: 0, interviews: 0, hires: 0 }
      t[key] += n(row.count)
      tally.set(row.id, t)
    }
  }
  add(moves, 'moves')
  add(booked, 'interviews')
  add(hires, 'hires')
  const names = await namesOf(r, [...tally.keys()])
  // Ids that are not staff of this business (a candidate's own move is not employee-kind; this guards old rows).
  const recruiters = [...tally.entries()]
    .flatMap(([id, t]) => {
      const who = names.get(id)
      return who ? [{ employeeId: id, name: who.name, designation: who.designation, ...t }] : []
    })
    .sort(
      (x, y) => y.hires - x.hires || y.moves - x.moves || y.interviews - x.interviews || x.name.localeCompare(y.name),
    )
  return {
    range: rangeOut(r.range),
    recruiters,
    series: {
      labels: recruiters.map((x) => x.name),
      datasets: [
        { key: 'moves', label: 'Moves', data: recruiters.map((x) => x.moves) },
        { key: 'interviews', label: 'Interviews booked', data: recruiters.map((x) => x.interviews) },
        { key: 'hires', label: 'Hires', data: recruiters.map((x) => x.hires) },
      ],
    } satisfies Series,
  }
}

/**
 * GET multi-user-collaboration-stats: per staff member, in the range: comments written on
 * candidates, mentions of them in colleagues' comments, and interview scorecards submitted.
 */
export async function collaborationStats(r: Report) {
  const { start, end } = r.range
  const [written, mentioned, scorecards] = await Promise.all([
    rows<{ id: string; count: number }>(
      r,
      sql`select cm.author_id as id, count(*) as count from ${comments} cm
        where cm.business_id = ${r.businessId} and cm.created_at >= ${start} and cm.created_at < ${end} and ${candidateFilter(r, 'cm.candidate_id')}
        group by cm.author_id`,
    ),
    rows<{ id: string; count: number }>(
      r,
      sql`select m.value as id, count(*) as count from ${comments} cm, json_each(cm.mentions) m
        where cm.business_id = ${r.businessId} and cm.created_at >= ${start} and cm.created_at < ${end} and m.value <> cm.author_id and ${candidateFilter(r, 'cm.candidate_id')}
        group by m.value`,
    ),
    rows<{ id: string; count: number }>(
      r,
      sql`select fb.author_id as id, count(*) as count from ${feedback} fb
        where fb.business_id = ${r.businessId} and fb.author_kind = 'employee' and fb.interview_id is not null and fb.created_at >= ${start} and fb.created_at < ${end} and ${candidateFilter(r, 'fb.candidate_id')}
        group by fb.author_id`,
    ),
  ])
  const tally = new Map<string, { comments: number; mentions: number; scorecards: number }>()
  const add = (list: { id: string; count: number }[], key: 'comments' | 'mentions' | 'scorecards') => {
    for (const row of list) {
      const t = tally.get(row.id) ?? { comments: 0, mentions: 0, scorecards: 0 }
      t[key] += n(row.count)
      tally.set(row.id, t)
    }
  }
  add(written, 'comments')
  add(mentioned, 'mentions')
  add(scorecards, 'scorecards')
  const names = await namesOf(r, [...tally.keys()])
  const people = [...tally.entries()]
    .flatMap(([id, t]) => {
      const who = names.get(id)
      return who ? [{ employeeId: id, name: who.name, designation: who.designation, ...t }] : []
    })
    .sort(
      (x, y) =>
        y.comments + y.mentions + y.scorecards - (x.comments + x.mentions + x.scorecards) ||
        x.name.localeCompare(y.name),
    )
  const sum = (k: 'comments' | 'mentions' | 'scorecards') => people.reduce((s, p) => s + p[k], 0)
  return {
    range: rangeOut(r.range),
    total: { comments: sum('comments'), mentions: sum('mentions'), scorecards: sum('scorecards') },
    people,
    series: {
      labels: people.map((p) => p.name),
      datasets: [
        { key: 'comments', label: 'Comments', data: people.map((p) => p.comments) },
        { key: 'mentions', label: 'Mentioned', data: people.map((p) => p.mentions) },
        { key: 'scorecards', label: 'Scorecards', data: people.map((p) => p.scorecards) },
      ],
    } satisfies Series,
  }
}

/**
 * GET users-analytics: the candidates who registered for the candidate area in the range
 * (newest first, a page of them), how many, and registrations per day, week or month. The
 * source filter is the person's own source; the other filters keep people with such an
 * application.
 */
export async function usersAnalytics(r: Report, page: Pick<UsersAnalyticsQuery, 'page' | 'limit'>) {
  const { start, end, buckets } = r.range
  const f = r.filters
  const where = sql`c.business_id = ${r.businessId} and c.registered_at >= ${start} and c.registered_at < ${end}
    ${f.source ? sql`and lower(c.source) = lower(${f.source})` : sql``}
    and ${narrowsApplications({ ...f, source: undefined }) ? candidateFilter({ ...r, filters: { ...f, source: undefined } }, 'c.id') : sql`1 = 1`}`
  const starts = JSON.stringify(buckets.map((b) => b.start))
  const [perBucket, people] = await Promise.all([
    rows<{ bucket: number; count: number }>(
      r,
      sql`select (select count(*) from json_each(${starts}) b where b.value <= c.registered_at) - 1 as bucket, count(*) as count from ${candidates} c where ${where} group by bucket`,
    ),
    rows<{
      id: string
      name: string
      email: string
      source: string
      registered_at: number
      last_login_at: number | null
      applications: number
    }>(
      r,
      sql`select c.id as id, trim(c.first_name || ' ' || c.last_name) as name, c.email as email, c.source as source, c.registered_at as registered_at, c.last_login_at as last_login_at,
          (select count(*) from ${applications} ap where ap.business_id = c.business_id and ap.candidate_id = c.id) as applications
        from ${candidates} c where ${where} order by c.registered_at desc, c.id desc limit ${page.limit} offset ${offsetOf(page)}`,
    ),
  ])
  const counts = buckets.map(() => 0)
  for (const row of perBucket) counts[n(row.bucket)] = n(row.count)
  const count = counts.reduce((s, c) => s + c, 0)
  return {
    range: rangeOut(r.range),
    rows: people.map((p) => ({
      id: p.id,
      name: p.name,
      email: p.email,
      source: p.source,
      registeredAt: new Date(n(p.registered_at)),
      lastLoginAt: p.last_login_at === null ? null : new Date(n(p.last_login_at)),
      applications: n(p.applications),
    })),
    count,
    page: page.page,
    limit: page.limit,
    series: {
      labels: buckets.map((b) => b.key),
      datasets: [{ key: 'registered', label: 'Registered candidates', data: counts }],
    } satisfies Series,
  }
}
