/**
 * Issue 22: the hot queries keep their plans. Each endpoint's service runs against D1 through
 * a binding that records every statement; each statement is then explained (EXPLAIN QUERY
 * PLAN) with its own parameters. None may sort the business in a temporary B-tree for its
 * ORDER BY, nor scan a whole table of people, applications or histories (docs/scale.md).
 */
import { env } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createDb, type Db } from '../../worker/db/client'
import { businesses, departments, employees, opportunities } from '../../worker/db/schema'
import type { Business } from '../../worker/hosts'
import type { StaffScope } from '../../worker/lib/scope'
import { analyticsFilters } from '../../worker/resources/analytics/analytics.schema'
import { reportOf } from '../../worker/resources/analytics/query.service'
import { reportAnswer, runReport } from '../../worker/resources/analytics/reports'
import { applicationListQuery, boardQuery } from '../../worker/resources/applications/applications.schema'
import { listApplications, pipelineBoard } from '../../worker/resources/applications/board.service'
import { candidateListQuery } from '../../worker/resources/candidates/candidates.schema'
import { keptCandidatePage, listCandidates } from '../../worker/resources/candidates/query.service'
import { dashboardStats, pipelineAndTrend, topJobs } from '../../worker/resources/dashboard/dashboard.service'
import { notificationListQuery } from '../../worker/resources/notifications/notifications.schema'
import { listNotifications, unreadCount } from '../../worker/resources/notifications/notifications.service'
import { opportunityListQuery } from '../../worker/resources/opportunities/opportunities.schema'
import { listOpportunities } from '../../worker/resources/opportunities/opportunities.service'
import { searchQuery } from '../../worker/resources/search/search.schema'
import { globalSearch } from '../../worker/resources/search/search.service'
import { similarCandidates } from '../../worker/services/matching/ranking.service'
import { seed } from '../setup/http'

type Recorded = { sql: string; params: unknown[] }

/** A D1 binding that passes everything to the real one and remembers each statement. */
function recording(d1: D1Database) {
  const seen: Recorded[] = []
  const wrap = (sql: string, stmt: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(stmt, {
      get(target, key) {
        if (key === 'bind')
          return (...params: unknown[]) => {
            seen.push({ sql, params })
            return target.bind(...params)
          }
        const value = Reflect.get(target, key)
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
  const binding = new Proxy(d1, {
    get(target, key) {
      if (key === 'prepare') return (sql: string) => wrap(sql, target.prepare(sql))
      const value = Reflect.get(target, key)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  return { binding, seen }
}

/** Tables that grow with a business: a plan must never read all of one. */
const BIG = [
  'candidates',
  'applications',
  'status_histories',
  'candidates_fts',
  'application_counts',
  'notifications',
  'match_profiles',
  'match_postings',
  'match_similar',
]

async function plansOf(run: (scope: StaffScope, db: Db, business: Business) => Promise<unknown>) {
  const { binding, seen } = recording(env.DB)
  const db = createDb(binding)
  const business = (await db.query.businesses.findFirst({ where: eq(businesses.slug, 'acme') }))!
  const owner = (await db.query.employees.findFirst({ where: eq(employees.email, 'owner@acme.example') }))!
  seen.length = 0
  await run({ db, env, business, actor: { kind: 'employee', id: owner.id } } as StaffScope, db, business)
  const plans: { sql: string; plan: string[] }[] = []
  for (const { sql, params } of seen) {
    const { results } = await env.DB.prepare(`explain query plan ${sql}`)
      .bind(...params)
      .all<{ detail: string }>()
    plans.push({ sql, plan: results.map((r) => r.detail) })
  }
  return plans
}

function expectIndexed(plans: { sql: string; plan: string[] }[], opts: { sorts?: boolean } = {}) {
  expect(plans.length).toBeGreaterThan(0)
  for (const { sql, plan } of plans) {
    const where = `${sql}\n  ${plan.join('\n  ')}`
    for (const table of BIG)
      expect(
        // A MATCH on the FTS table shows as `SCAN candidates_fts VIRTUAL TABLE INDEX 0:M…`: an index lookup.
        plan.some((line) => new RegExp(`^SCAN ${table}( |$)`).test(line) && !/VIRTUAL TABLE INDEX \d+:M/.test(line)),
        `full scan of ${table}: ${where}`,
      ).toBe(false)
    if (!opts.sorts)
      expect(
        plan.some((line) => line.includes('TEMP B-TREE FOR ORDER BY')),
        where,
      ).toBe(false)
  }
}

beforeAll(async () => {
  await seed()
})

describe('the hot queries walk indexes', () => {
  it('candidates: first page, a deep page, the status and job filters', async () => {
    for (const query of [
      { page: '1', limit: '12' },
      { page: '500', limit: '12' },
      { page: '1', limit: '12', status: 'interviewing' },
    ])
      expectIndexed(await plansOf((scope) => listCandidates(scope, candidateListQuery.parse(query))))
  })

  it('candidates: the search goes through the FTS index, never a scan of the candidates', async () => {
    // A handful of matches are sorted (cheap); many are walked in the list's order.
    const plans = await plansOf((scope) => listCandidates(scope, candidateListQuery.parse({ search: 'python' })))
    expectIndexed(plans, { sorts: true })
    expect(plans.some((p) => p.plan.some((line) => line.includes('candidates_fts VIRTUAL TABLE')))).toBe(true)
    // Asked again through the route's service, the page is kept: one key lookup at the business's version.
    const ask = (scope: Parameters<typeof keptCandidatePage>[0]) =>
      keptCandidatePage(scope, candidateListQuery.parse({ search: 'python' }))
    await plansOf(ask)
    const kept = await plansOf(ask)
    expectIndexed(kept)
    expect(kept).toHaveLength(1)
    expect(kept[0]!.plan.join('\n')).toMatch(
      /SEARCH kept_answers USING INDEX sqlite_autoindex_kept_answers_1 \(business_id=\? AND key=\?\)/,
    )
  })

  it('the dashboard, the opportunities list, a board and the applications list', async () => {
    expectIndexed(await plansOf((scope) => dashboardStats({ ...scope, grants: { all: true } })))
    expectIndexed(
      await plansOf((scope) =>
        Promise.all([
          topJobs({ ...scope, grants: { all: true } }),
          pipelineAndTrend({ ...scope, grants: { all: true } }),
        ]),
      ),
      // The trend groups a fortnight of days (at most 14 groups), not the business's rows.
      { sorts: true },
    )
    expectIndexed(await plansOf((scope) => listOpportunities(scope, opportunityListQuery.parse({}))))
    const job = await env.DB.prepare(
      // Acme's biggest job (the scope is Acme's; a tie with a Globex job must not pick that one).
      `select opportunity_id id from application_counts where business_id = (select id from businesses where slug = 'acme') order by count desc limit 1`,
    ).first<{
      id: string
    }>()
    expectIndexed(await plansOf((scope) => pipelineBoard(scope, job!.id, boardQuery.parse({}))))
    expectIndexed(await plansOf((scope) => listApplications(scope, applicationListQuery.parse({}))))
  })
})

describe('similar candidates', () => {
  it('computed from the postings of a few terms, then kept: read back by its key and the index version', async () => {
    const casey = await env.DB.prepare(`select id from candidates where email = 'candidate@acme.example'`).first<{
      id: string
    }>()
    // The first ask computes (a few terms' postings, the recalled profiles) and keeps the list.
    const computed = await plansOf((scope) => similarCandidates(scope, casey!.id, 10))
    expectIndexed(computed, { sorts: true })
    // The next one reads what was kept: the row by its key, the version off the index's end.
    const kept = await plansOf((scope) => similarCandidates(scope, casey!.id, 10))
    expectIndexed(kept)
    // People are read by their keys, never by walking the business's index (every row of it).
    for (const plans of [computed.flatMap((p) => p.plan), kept.flatMap((p) => p.plan)])
      expect(plans.filter((l) => /SEARCH candidates /.test(l)).every((l) => /\(id=\?\)/.test(l))).toBe(true)
    const plan = kept.flatMap((p) => p.plan).join('\n')
    expect(plan).toMatch(/SEARCH match_similar USING INDEX sqlite_autoindex_match_similar_1/)
    expect(plan).toMatch(/SEARCH match_profiles USING COVERING INDEX match_profiles_indexed_idx/)
    expect(kept.some((p) => p.sql.includes('match_postings'))).toBe(false)
  })
})

describe('the header: the bell and the global search', () => {
  it('the bell reads its count and its pages from the employee index, never sorting', async () => {
    for (const query of [{}, { page: '2', limit: '1' }, { unread: 'true' }]) {
      const plans = await plansOf((scope) => listNotifications(scope, notificationListQuery.parse(query)))
      expectIndexed(plans)
      expect(
        plans.every(
          (p) => !p.sql.includes('"notifications"') || p.plan.some((l) => l.includes('notifications_employee_idx')),
        ),
      ).toBe(true)
    }
    const count = await plansOf((scope) => unreadCount(scope))
    expectIndexed(count)
    expect(count[0]!.plan.join(' ')).toMatch(/USING COVERING INDEX notifications_employee_idx/)
  })

  it('the global search finds candidates through the FTS index', async () => {
    const plans = await plansOf((scope) => globalSearch(scope, { all: true }, searchQuery.parse({ q: 'python' })))
    // A handful of people, jobs and colleagues are sorted (cheap); nothing scans a big table.
    expectIndexed(plans, { sorts: true })
    expect(plans.some((p) => p.plan.some((line) => line.includes('candidates_fts VIRTUAL TABLE')))).toBe(true)
  })
})

describe('the counters the triggers keep', () => {
  it('equal a count of the rows after inserts, moves and deletes', async () => {
    const counted = async () => ({
      candidates: await env.DB.prepare(
        `select (select count(*) from candidates c where c.business_id = k.business_id) real, k.count kept from candidate_counts k`,
      ).all<{ real: number; kept: number }>(),
      applications: await env.DB.prepare(
        `select (select count(*) from applications a where a.business_id = k.business_id and a.opportunity_id = k.opportunity_id and a.stage = k.stage) real, k.count kept from application_counts k`,
      ).all<{ real: number; kept: number }>(),
    })
    const app = await env.DB.prepare(`select id, stage from applications where stage = 'new' limit 1`).first<{
      id: string
    }>()
    await env.DB.prepare(`update applications set stage = 'screening' where id = ?`).bind(app!.id).run()
    const gone = await env.DB.prepare(
      `select id, candidate_id from applications where stage = 'rejected' limit 1`,
    ).first<{
      id: string
    }>()
    await env.DB.prepare('delete from status_histories where entity_id = ?').bind(gone!.id).run()
    await env.DB.prepare('delete from applications where id = ?').bind(gone!.id).run()
    const after = await counted()
    expect(after.candidates.results.length).toBeGreaterThan(0)
    for (const row of [...after.candidates.results, ...after.applications.results]) expect(row.kept).toBe(row.real)
  })
})

/**
 * Issue 20: every analytics report at 100,000 candidates (docs/analytics.md, "Speed"). The plans
 * name tables by their aliases, so each alias is looked up in the statement. No statement may
 * read a growing table whole or a business's whole part of it (a search by business_id alone);
 * the cohort (applications by applied_at) is read only at a range's edges, for each edge (the
 * json_each of edges is the outer loop), and the counters only by block ranges after the
 * json_each of blocks. Sorts are allowed over what a report returns (its groups, a range's
 * hires for their percentiles, a job's history), never over the cohort.
 */
const GROWING = [...BIG, 'cohort_counts', 'move_counts', 'interviews', 'offer_letters', 'comments', 'feedback']

function tablesOf(sql: string) {
  const aliases = new Map<string, string>()
  for (const m of sql.matchAll(
    /\b(?:from|join)\s+"?(\w+)"?(?:\s+(?:as\s+)?(?!on\b|where\b|join\b|cross\b|left\b|group\b)(\w+))?/gi,
  ))
    aliases.set(m[2] ?? m[1]!, m[1]!)
  // The views the reports read stand for the tables they read.
  return (alias: string) => {
    const table = aliases.get(alias) ?? alias
    return table === 'cohort_vectors' ? 'applications' : table === 'move_vectors' ? 'status_histories' : table
  }
}

function expectReportPlans(plans: { sql: string; plan: string[] }[]) {
  expect(plans.length).toBeGreaterThan(0)
  for (const { sql, plan } of plans) {
    const tableOf = tablesOf(sql)
    const where = `${sql}\n  ${plan.join('\n  ')}`
    plan.forEach((line, i) => {
      const scan = line.match(/^SCAN (\w+)/)
      if (scan) expect(GROWING.includes(tableOf(scan[1]!)), `full scan of ${tableOf(scan[1]!)}: ${where}`).toBe(false)
      const search = line.match(/^SEARCH (\w+) USING .*?\((.*)\)/)
      if (!search) return
      const table = tableOf(search[1]!)
      if (GROWING.includes(table))
        expect(search[2], `${table} read for a whole business: ${where}`).not.toMatch(/^business_id=\?$/)
      // Counters by runs of blocks: the json_each of blocks first, then a range of one block length.
      if (table === 'cohort_counts' || table === 'move_counts') {
        expect(search[2], where).toBe('business_id=? AND span=? AND start_day>? AND start_day<?')
        expect(plan[i - 1], where).toMatch(/^SCAN \w+ VIRTUAL TABLE/)
      }
      // The cohort only at the edges: each edge's hours, the edges' json_each the outer loop.
      if (line.includes('applications_applied_idx')) {
        expect(search[2], where).toBe('business_id=? AND applied_at>? AND applied_at<?')
        expect(plan[i - 1], where).toMatch(/^SCAN \w+ VIRTUAL TABLE/)
      }
    })
  }
}

describe('the analytics reports', () => {
  it('sum counters by blocks and read hires, moves and the cohort by ranges, with and without filters', async () => {
    const all = { all: true } as const
    const db = createDb(env.DB)
    const acme = (await db.query.businesses.findFirst({ where: eq(businesses.slug, 'acme') }))!
    const owner = (await db.query.employees.findFirst({ where: eq(employees.email, 'owner@acme.example') }))!
    const department = (await db.query.departments.findFirst({ where: eq(departments.businessId, acme.id) }))!
    const job = (await db.query.opportunities.findFirst({ where: eq(opportunities.businessId, acme.id) }))!
    for (const query of [
      { filter: 'quarter' },
      { filter: 'year', department_id: department.id, recruiter_id: owner.id, source: 'linkedin' },
      { start_date: '2024-02-29', end_date: '2024-02-29', opportunity_id: job.id },
    ])
      for (const [key, run] of Object.entries(runReport)) {
        const plans = await plansOf(async (scope) => {
          const report = await reportOf({ ...scope, grants: all }, analyticsFilters.parse(query))
          return (run as (r: typeof report, page: { page: number; limit: number }) => Promise<unknown>)(report, {
            page: 1,
            limit: 10,
          })
        })
        expect(plans.length, key).toBeGreaterThan(0)
        expectReportPlans(plans)
      }
  })
})

describe('the analytics triggers', () => {
  it("look up one application's history, candidate or row, never a business's", async () => {
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.endsWith('_analytics_counters_triggers.sql'))!
    const triggers = migration.queries.filter((q) => /^\s*(--[^\n]*\n\s*)*CREATE TRIGGER/i.test(q))
    expect(triggers.length).toBeGreaterThan(10)
    for (const trigger of triggers) {
      const body = trigger.slice(trigger.indexOf('BEGIN') + 5, trigger.lastIndexOf('END'))
      for (const statement of body.split(/;\s*\n/).filter((s) => s.trim())) {
        // The row's old and new values are the trigger's parameters.
        const sql = statement.replace(/\b(?:new|old)\.(\w+)/g, "'$1'")
        const { results } = await env.DB.prepare(`explain query plan ${sql}`).all<{ detail: string }>()
        const where = `${trigger.slice(0, 80)}\n${sql}\n  ${results.map((r) => r.detail).join('\n  ')}`
        for (const { detail } of results) {
          expect(detail, where).not.toMatch(/^SCAN (applications|status_histories|candidates|a|h|c)\b(?! VIRTUAL)/)
          const search = detail.match(/^SEARCH \w+ USING .*?\((.*)\)/)
          if (search) expect(search[1], where).toMatch(/\b(id|entity_id|candidate_id)=\?/)
        }
      }
    }
  })
})

describe('a kept report', () => {
  it('computed once and kept, then read back by its key at the business’s version alone', async () => {
    const all = { all: true } as const
    const ask = () =>
      plansOf(async (scope) =>
        reportAnswer('conversion-rate', await reportOf({ ...scope, grants: all }, analyticsFilters.parse({}))),
      )
    const computed = await ask()
    expect(computed.some((p) => p.sql.includes('cohort_counts'))).toBe(true)
    expect(computed.some((p) => /^insert into "kept_answers"/.test(p.sql))).toBe(true)
    const kept = await ask()
    expect(kept).toHaveLength(1)
    const plan = kept[0]!.plan.join('\n')
    expect(plan).toMatch(/SEARCH data_versions USING INDEX sqlite_autoindex_data_versions_1 \(business_id=\?\)/)
    expect(plan).toMatch(
      /SEARCH kept_answers USING INDEX sqlite_autoindex_kept_answers_1 \(business_id=\? AND key=\?\)/,
    )
  })
})
