/**
 * The load benchmark's own machinery (scripts/bench/load), on an in-memory SQLite database with
 * the real migrations and demo data: the grown business is what docs/scale.md says, and the D1
 * adapter runs a service's exact SQL and times it. Sizes are small here; the bench grows 100,000.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { DatabaseSync } from 'node:sqlite'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { growBusiness } from '../../scripts/bench/load/generate'
import { sqliteD1 } from '../../scripts/bench/load/sqlite'
import { createDb } from '../../worker/db/client'
import { businesses, CANDIDATE_STATES, employees } from '../../worker/db/schema'
import { seedDemo } from '../../worker/db/seed/demo'
import { candidateListQuery } from '../../worker/resources/candidates/candidates.schema'
import { listCandidates } from '../../worker/resources/candidates/query.service'
import { kept, type Query, recount } from '../setup/analytics-recount'

const MIGRATIONS = new URL('../../migrations/', import.meta.url)

async function demoDatabase() {
  const sqlite = new DatabaseSync(':memory:')
  for (const file of readdirSync(MIGRATIONS)
    .filter((f) => f.endsWith('.sql'))
    .sort())
    sqlite.exec(readFileSync(new URL(file, MIGRATIONS), 'utf8'))
  const adapter = sqliteD1(sqlite)
  const db = createDb(adapter.d1)
  await seedDemo(db)
  return { sqlite, db, timing: adapter.timing }
}

type Row = Record<string, number | string | null>
const all = (db: DatabaseSync, sql: string, ...params: string[]) => db.prepare(sql).all(...params) as Row[]

describe('the load benchmark data', () => {
  it('grows the business with varied people, their applications and histories that end at their stage', async () => {
    const { sqlite } = await demoDatabase()
    const acme = all(sqlite, "select id from businesses where slug = 'acme'")[0]!.id as string
    const demo = new Set(all(sqlite, 'select id from candidates').map((c) => c.id))
    const demoApps = new Set(all(sqlite, 'select id from applications').map((a) => a.id))
    const written = growBusiness(sqlite, 'acme', { candidates: 2000, applications: 6000 })
    expect(written.get('candidates')).toBe(2000)
    expect(written.get('applications')).toBe(6000)

    const grown = all(sqlite, 'select * from candidates where business_id = ?', acme).filter((c) => !demo.has(c.id))
    expect(grown).toHaveLength(2000)
    expect(new Set(grown.map((c) => c.first_name)).size).toBeGreaterThan(100)
    expect(new Set(grown.map((c) => c.location)).size).toBeGreaterThan(20)
    expect(grown.filter((c) => String(c.skills).includes('Python')).length / grown.length).toBeGreaterThan(0.1)
    const now = Date.now()
    const created = grown.map((c) => c.created_at as number)
    expect(Math.max(...created)).toBeLessThanOrEqual(now)
    expect(Math.min(...created)).toBeGreaterThan(now - 732 * 86_400_000)
    expect(Math.min(...created)).toBeLessThan(now - 600 * 86_400_000)

    const apps = all(sqlite, 'select * from applications where business_id = ?', acme).filter(
      (a) => !demoApps.has(a.id),
    )
    expect(apps).toHaveLength(6000)
    const share = (stage: string) => apps.filter((a) => a.stage === stage).length / apps.length
    for (const stage of CANDIDATE_STATES) expect(share(stage), stage).toBeGreaterThan(0.01)
    expect(share('new')).toBeGreaterThan(0.2)
    expect(share('new')).toBeLessThan(0.36)
    // Almost everyone applied somewhere; some to several jobs.
    const perPerson = new Map<unknown, number>()
    for (const a of apps) perPerson.set(a.candidate_id, (perPerson.get(a.candidate_id) ?? 0) + 1)
    expect(perPerson.size).toBeGreaterThan(1900)
    expect(Math.max(...perPerson.values())).toBeGreaterThan(3)

    // Every application was created (null -> new) and its last move lands on its stage, at its
    // stage_changed_at, never in the future: replaying the history gives the application.
    const histories = all(
      sqlite,
      `select a.id, a.stage, a.stage_changed_at,
         (select to_status from status_histories h where h.entity = 'application' and h.entity_id = a.id order by h.created_at, h.id limit 1) first_to,
         (select from_status from status_histories h where h.entity = 'application' and h.entity_id = a.id order by h.created_at, h.id limit 1) first_from,
         (select to_status from status_histories h where h.entity = 'application' and h.entity_id = a.id order by h.created_at desc, h.id desc limit 1) last_to,
         (select max(created_at) from status_histories h where h.entity = 'application' and h.entity_id = a.id) last_at
       from applications a where a.business_id = ?`,
      acme,
    ).filter((h) => !demoApps.has(h.id))
    expect(histories).toHaveLength(6000)
    const wrong = histories.filter(
      (h) =>
        h.first_to !== 'new' ||
        h.first_from !== null ||
        h.last_to !== h.stage ||
        h.last_at !== h.stage_changed_at ||
        (h.last_at as number) > now,
    )
    expect(wrong).toEqual([])
  })

  it('keeps the analytics counters as a recount gives them (it writes histories before their applications)', async () => {
    const { sqlite } = await demoDatabase()
    growBusiness(sqlite, 'acme', { candidates: 400, applications: 1200 })
    const query: Query = async <T>(q: string) => sqlite.prepare(q).all() as T[]
    const want = await recount(query)
    expect(Object.keys(want.moves).length).toBeGreaterThan(100)
    expect(await kept(query)).toEqual({ ...want, facts: expect.anything() })
    const facts = new Map(want.facts.map((f) => [f.id, f]))
    for (const f of (await kept(query)).facts) {
      const w = facts.get(f.id)!
      expect(f).toEqual({
        id: w.id,
        reached: w.reached,
        hired_at: w.hired_at,
        recruiter_id: w.recruiter_id,
        experience_years: w.experience_years,
      })
    }
  })

  it('is the same data set for the same seed', async () => {
    const names = async () => {
      const { sqlite } = await demoDatabase()
      growBusiness(sqlite, 'acme', { candidates: 200, applications: 600 })
      return all(
        sqlite,
        "select c.first_name, c.last_name, c.skills, a.stage from candidates c join applications a on a.candidate_id = c.id where c.email not like '%.example' order by c.email, a.stage",
      )
    }
    expect(await names()).toEqual(await names())
  })

  it("runs a service's own SQL on the file and times each statement", async () => {
    const { sqlite, db, timing } = await demoDatabase()
    growBusiness(sqlite, 'acme', { candidates: 500, applications: 1500 })
    const business = (await db.query.businesses.findFirst({ where: eq(businesses.slug, 'acme') }))!
    const owner = (await db.query.employees.findFirst({ where: eq(employees.email, 'owner@acme.example') }))!
    timing.ms = 0
    timing.statements = 0
    const page = await listCandidates(
      { db, env: {} as Env, business, actor: { kind: 'employee', id: owner.id } },
      candidateListQuery.parse({ search: 'python', limit: '12' }),
    )
    // The page, its count and the page's applications: each statement is counted and timed.
    expect(timing.statements).toBeGreaterThanOrEqual(3)
    expect(timing.ms).toBeGreaterThan(0)
    expect(page.rows).toHaveLength(12)
    expect(page.count).toBeGreaterThan(12)
    expect(page.rows.every((r) => /python/i.test([r.name, r.email, r.currentTitle, ...r.skills].join(' ')))).toBe(true)
  })
})
