/**
 * Issue 20: what the analytics count from (docs/analytics.md, "Speed") stays equal to a recount
 * of the rows it summarises, through every kind of write: the facts kept on each application
 * (reached, hired_at, recruiter_id, experience_years) and the counters of the applications by
 * the day they applied (cohort_counts) and of the staff's moves by the day they made them
 * (move_counts), for every block length. The recount here follows the definitions
 * (docs/analytics.md), not the triggers' SQL: the furthest stage from the history for a
 * rejected or withdrawn application, the recruiter from the candidate, the bands from
 * EXPERIENCE_BANDS. The migration's backfill must give the same counters as the triggers.
 */
import { env } from 'cloudflare:test'
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createDb } from '../../worker/db/client'
import * as schema from '../../worker/db/schema'
import { newId } from '../../worker/lib/ids'
import { DAY_MS, FUNNEL_STAGES } from '../../worker/resources/analytics/analytics.schema'
import { blockRuns, COUNTER_SPANS, countedDays } from '../../worker/resources/analytics/counted-days'
import { cohortSums, moveSums, reachedColumn } from '../../worker/resources/analytics/counters.service'
import { type Report, rows } from '../../worker/resources/analytics/query.service'
import { resolveRange } from '../../worker/resources/analytics/range.service'
import { businessBySlug, employeeByEmail } from '../api/opportunities/helpers'
import { kept, type Query, recount } from '../setup/analytics-recount'
import { as, call, db, HOST, seed } from '../setup/http'

type Row = Record<string, unknown>
const all = async <T = Row>(query: string, ...binds: unknown[]) =>
  (
    await env.DB.prepare(query)
      .bind(...binds)
      .all<T>()
  ).results
const query: Query = (q) => all(q)

async function expectInStep() {
  const [want, have] = [await recount(query), await kept(query)]
  expect(have.facts.length).toBe(want.facts.length)
  const wanted = new Map(want.facts.map((f) => [f.id, f]))
  for (const f of have.facts) {
    const w = wanted.get(f.id)!
    expect(f).toEqual({
      id: f.id,
      reached: w.reached,
      hired_at: w.hired_at,
      recruiter_id: w.recruiter_id,
      experience_years: w.experience_years,
    })
  }
  expect(have.cohort).toEqual(want.cohort)
  expect(have.moves).toEqual(want.moves)
}

let acme: Awaited<ReturnType<typeof businessBySlug>>
let recruiter: string
let owner: string

beforeAll(async () => {
  await seed()
  acme = await businessBySlug('acme')
  recruiter = (await employeeByEmail('recruiter@acme.example')).id
  owner = (await employeeByEmail('owner@acme.example')).id
})

describe('the analytics counters', () => {
  it('count the demo data (written through the triggers by the seed) and every block length', async () => {
    const spans = await all<{ span: number }>('select distinct span from cohort_counts order by span')
    expect(spans.map((s) => s.span)).toEqual([...COUNTER_SPANS])
    expect((await all('select 1 from move_counts limit 1')).length).toBe(1)
    await expectInStep()
  })

  it('follow the API: a new application, moves, a bulk move, a rejection, a candidate deleted', async () => {
    const cookie = await as.acmeOwner()
    const person = await call(HOST.acme, 'POST', '/wildcard/candidates', {
      cookie,
      body: { first_name: 'Count', last_name: 'Keeper', email: 'count.keeper@example.com', experience_years: 4 },
    })
    expect(person.status).toBe(201)
    const jobs = await db().query.opportunities.findMany({
      where: and(eq(schema.opportunities.businessId, acme.id), eq(schema.opportunities.status, 'open')),
      limit: 2,
    })
    for (const job of jobs) {
      const res = await call(HOST.acme, 'POST', `/wildcard/candidates/${person.body.data.id}/applications`, {
        cookie,
        body: { opportunity_id: job.id, source: 'referral' },
      })
      expect(res.status, JSON.stringify(res.body)).toBe(201)
    }
    await expectInStep()
    const apps = await db().query.applications.findMany({
      where: eq(schema.applications.candidateId, person.body.data.id),
    })
    expect(apps).toHaveLength(2)
    for (const stage of ['screening', 'shortlisted', 'interviewing'])
      expect(
        (await call(HOST.acme, 'PUT', `/wildcard/applications/${apps[0]!.id}/stage`, { cookie, body: { stage } }))
          .status,
      ).toBe(200)
    await expectInStep()
    const bulk = await call(HOST.acme, 'POST', '/wildcard/applications/bulk/stage', {
      cookie,
      body: { application_ids: apps.map((a) => a.id), stage: 'rejected', reason: 'Counted' },
    })
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200)
    // Rejected after interviewing: it reached interviewing (its history says so).
    expect((await db().query.applications.findFirst({ where: eq(schema.applications.id, apps[0]!.id) }))!.reached).toBe(
      FUNNEL_STAGES.indexOf('interviewing'),
    )
    await expectInStep()
    expect((await call(HOST.acme, 'DELETE', `/wildcard/candidates/${person.body.data.id}`, { cookie })).status).toBe(
      200,
    )
    await expectInStep()
  })

  it('follow writes in any order: the history before its application, and after it', async () => {
    const job = (await db().query.opportunities.findFirst({ where: eq(schema.opportunities.businessId, acme.id) }))!
    const [person] = await db()
      .insert(schema.candidates)
      .values({
        businessId: acme.id,
        firstName: 'Bulk',
        lastName: 'Writer',
        email: 'bulk.writer@example.com',
        skills: [],
        assignedTo: recruiter,
        experienceYears: 11,
      })
      .returning()
    const at = (day: number, hour: number) => new Date(Date.UTC(2024, 5, day, hour))
    const move = (id: string, from: string | null, to: string, when: Date, actorKind = 'employee') => ({
      businessId: acme.id,
      entity: 'application',
      entityId: id,
      fromStatus: from,
      toStatus: to,
      actorKind,
      actorId: actorKind === 'employee' ? owner : person!.id,
      createdAt: when,
    })
    // As the bench's generator writes: the whole history first, then the application (hired).
    const hired = newId()
    await db()
      .insert(schema.statusHistories)
      .values([
        move(hired, null, 'new', at(3, 23), 'candidate'),
        move(hired, 'new', 'shortlisted', at(5, 2)),
        move(hired, 'shortlisted', 'offered', at(9, 12)),
        move(hired, 'offered', 'hired', at(20, 4), 'candidate'),
      ])
    await db()
      .insert(schema.applications)
      .values({
        id: hired,
        businessId: acme.id,
        candidateId: person!.id,
        opportunityId: job.id,
        stage: 'hired',
        source: 'careers page',
        appliedAt: at(3, 23),
        stageChangedAt: at(20, 4),
      })
    await expectInStep()
    // As an import writes: the application already rejected, its history after.
    const [other] = await db().query.opportunities.findMany({
      where: eq(schema.opportunities.businessId, acme.id),
      offset: 1,
      limit: 1,
    })
    const rejected = newId()
    await db()
      .insert(schema.applications)
      .values({
        id: rejected,
        businessId: acme.id,
        candidateId: person!.id,
        opportunityId: other!.id,
        stage: 'rejected',
        source: 'linkedin',
        appliedAt: at(1, 0),
        stageChangedAt: at(8, 0),
        createdBy: owner,
      })
    await expectInStep()
    await db()
      .insert(schema.statusHistories)
      .values([
        move(rejected, null, 'new', at(1, 0)),
        move(rejected, 'new', 'screening', at(2, 0)),
        move(rejected, 'screening', 'rejected', at(8, 0)),
      ])
    await expectInStep()
    // A history row taken away: the hire and how far it got follow.
    await env.DB.prepare(`delete from status_histories where entity_id = ? and to_status = 'hired'`).bind(hired).run()
    await expectInStep()
    // A history row's instant changed: its move lands on another day.
    await env.DB.prepare(
      `update status_histories set created_at = created_at + 9 * 86400000 where entity_id = ? and to_status = 'screening'`,
    )
      .bind(rejected)
      .run()
    await expectInStep()
    // The candidate reassigned (as removing an employee does) and their experience edited.
    await db().update(schema.candidates).set({ assignedTo: owner }).where(eq(schema.candidates.id, person!.id))
    await expectInStep()
    await db()
      .update(schema.candidates)
      .set({ assignedTo: null, experienceYears: 2 })
      .where(eq(schema.candidates.id, person!.id))
    await expectInStep()
    // Applications deleted before their history, and history without its application.
    await env.DB.prepare('delete from applications where id = ?').bind(rejected).run()
    await expectInStep()
    await env.DB.prepare('delete from status_histories where entity_id = ?').bind(rejected).run()
    await env.DB.prepare('delete from status_histories where entity_id = ?').bind(hired).run()
    await env.DB.prepare('delete from applications where id = ?').bind(hired).run()
    await expectInStep()
  })

  it("the migration's backfill gives the counters the triggers kept", async () => {
    const before = await kept(query)
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.endsWith('_analytics_counters_triggers.sql'))!
    // Its statements up to the triggers: the views, then the backfill of the facts and the counters.
    const backfill = migration.queries.filter((q) => /^\s*(--[^\n]*\n\s*)*(UPDATE|INSERT)/i.test(q))
    expect(backfill).toHaveLength(3)
    await env.DB.batch([
      env.DB.prepare('delete from cohort_counts'),
      env.DB.prepare('delete from move_counts'),
      env.DB.prepare('drop trigger cohort_counts_update'),
      env.DB.prepare('drop trigger move_counts_application_update'),
      env.DB.prepare(
        'update applications set reached = -1, hired_at = null, recruiter_id = null, experience_years = null',
      ),
      ...backfill.map((q) => env.DB.prepare(q)),
    ])
    // The triggers the backfill had to go without, back as the migration makes them.
    const dropped = migration.queries.filter((q) =>
      /CREATE TRIGGER `(cohort_counts_update|move_counts_application_update)`/.test(q),
    )
    expect(dropped).toHaveLength(2)
    await env.DB.batch(dropped.map((q) => env.DB.prepare(q)))
    expect(await kept(query)).toEqual(before)
    await expectInStep()
  })
})

/** A seeded generator (mulberry32): the same data every run. */
function random(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) }
}

describe('the blocks of a range', () => {
  it('cover its UTC days exactly once, with aligned blocks, a few of them', () => {
    const rand = random(7)
    for (let i = 0; i < 2_000; i++) {
      const from = rand.int(18_000, 21_000)
      const to = from + rand.int(0, 800)
      const runs = blockRuns(from, to)
      const days = runs.flatMap((r) => {
        expect(r.f % r.s, JSON.stringify(r)).toBe(0)
        expect(r.t % r.s, JSON.stringify(r)).toBe(0)
        return Array.from({ length: r.t - r.f }, (_, d) => r.f + d)
      })
      expect(days.sort((x, y) => x - y)).toEqual(Array.from({ length: to - from }, (_, d) => from + d))
      // At most two runs a length (one each side of the longest blocks).
      expect(runs.length).toBeLessThanOrEqual(2 * COUNTER_SPANS.length - 1)
      const blocks = runs.reduce((n, r) => n + (r.t - r.f) / r.s, 0)
      expect(blocks).toBeLessThanOrEqual(2 * 3 * (COUNTER_SPANS.length - 1) + Math.ceil((to - from) / 64))
    }
  })

  it('with the edges, count the instants of the range once, whatever the zone', () => {
    for (const timeZone of ['UTC', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham', 'Pacific/Kiritimati']) {
      for (const [start_date, end_date] of [
        ['2024-03-09', '2024-03-11'],
        ['2024-10-31', '2024-11-04'],
        ['2023-01-01', '2024-12-31'],
        ['2024-06-15', '2024-06-15'],
      ]) {
        const range = resolveRange({ start_date, end_date }, timeZone)
        const { blocks, edges } = countedDays(range.start, range.end)
        // An instant in the range is in exactly one block or +edge and in no -edge; one outside nets zero.
        const probe = (t: number) =>
          blocks.filter((b) => t >= b.f * DAY_MS && t < b.t * DAY_MS).length +
          edges.filter((e) => t >= e.f && t < e.t).reduce((n, e) => n + e.g, 0)
        for (let t = range.start - 2 * DAY_MS; t < range.end + 2 * DAY_MS; t += 15 * 60_000)
          expect(probe(t), `${timeZone} ${start_date} ${new Date(t).toISOString()}`).toBe(
            t >= range.start && t < range.end ? 1 : 0,
          )
        for (const e of edges) expect(e.t - e.f).toBeLessThanOrEqual(DAY_MS / 2)
      }
    }
  })
})

describe('a range counted from the counters', () => {
  it("equals a count of its rows for any range, filter and zone (the reports' old statements)", async () => {
    const rand = random(20)
    const jobs = await db().query.opportunities.findMany({ where: eq(schema.opportunities.businessId, acme.id) })
    const staff = [owner, recruiter]
    const sources = ['linkedin', 'referral', 'careers page']
    const year = Date.UTC(2023, 0, 1)
    const statements = []
    for (let p = 0; p < 90; p++) {
      const person = newId()
      statements.push(
        db()
          .insert(schema.candidates)
          .values({
            id: person,
            businessId: acme.id,
            firstName: 'Range',
            lastName: `Person ${p}`,
            email: `range.${p}@example.com`,
            skills: [],
            assignedTo: p % 3 ? staff[p % 2] : null,
            experienceYears: p % 7 ? rand.int(0, 15) : null,
          }),
      )
      for (const job of [jobs[p % jobs.length]!, jobs[(p + 3) % jobs.length]!]) {
        const id = newId()
        const applied = year + Math.floor(rand.next() * 365 * DAY_MS)
        const left = rand.next() < 0.3
        const path = ['new', ...FUNNEL_STAGES.slice(1, rand.int(1, 6))]
        if (left) path.push(rand.next() < 0.5 ? 'rejected' : 'withdrawn')
        const times = path.map((_, i) => applied + i * rand.int(1, 90) * 3_600_000)
        statements.push(
          db()
            .insert(schema.applications)
            .values({
              id,
              businessId: acme.id,
              candidateId: person,
              opportunityId: job.id,
              stage: path.at(-1) as 'new',
              source: sources[rand.int(0, 2)]!,
              appliedAt: new Date(applied),
              stageChangedAt: new Date(times.at(-1)!),
              createdBy: rand.next() < 0.5 ? staff[rand.int(0, 1)] : null,
            }),
          ...path.map((to, i) =>
            db()
              .insert(schema.statusHistories)
              .values({
                businessId: acme.id,
                entity: 'application',
                entityId: id,
                fromStatus: i ? path[i - 1] : null,
                toStatus: to,
                actorKind: i > 0 && rand.next() < 0.9 ? 'employee' : 'candidate',
                actorId: staff[rand.int(0, 1)],
                createdAt: new Date(times[i]!),
              }),
          ),
        )
      }
    }
    await db().batch(statements as never)
    await expectInStep()

    const scope = { db: createDb(env.DB) } as Report['scope']
    const rank = (col: string) =>
      sql.raw(`(case ${col} ${FUNNEL_STAGES.map((s, i) => `when '${s}' then ${i}`).join(' ')} else -1 end)`)
    for (const timeZone of ['America/New_York', 'Asia/Kolkata', 'Pacific/Chatham', 'UTC']) {
      for (let i = 0; i < 12; i++) {
        const first = new Date(year + rand.int(-20, 380) * DAY_MS).toISOString().slice(0, 10)
        const last = new Date(Date.parse(first) + rand.int(0, i < 4 ? 3 : 200) * DAY_MS).toISOString().slice(0, 10)
        const filters = [{}, { source: 'LinkedIn' }, { recruiter_id: recruiter }, { opportunity_id: jobs[0]!.id }][
          i % 4
        ]!
        const range = resolveRange({ start_date: first, end_date: last }, timeZone)
        const r = { scope, businessId: acme.id, filters, names: {}, range } as Report
        const where = sql.join(
          [
            sql`a.business_id = ${acme.id}`,
            ...('source' in filters ? [sql`lower(a.source) = lower(${filters.source})`] : []),
            ...('recruiter_id' in filters
              ? [
                  sql`coalesce((select c.assigned_to from candidates c where c.id = a.candidate_id), a.created_by) = ${filters.recruiter_id}`,
                ]
              : []),
            ...('opportunity_id' in filters ? [sql`a.opportunity_id = ${filters.opportunity_id}`] : []),
          ],
          sql` and `,
        )
        const label = `${timeZone} ${first}..${last} ${JSON.stringify(filters)}`
        // Before the counters: how far each application of the cohort got, from its history.
        const want = await rows<Record<string, number> & { grp: string }>(
          r,
          sql`select source as grp, count(*) as applications, ${sql.raw(FUNNEL_STAGES.map((s, k) => `sum(case when rank >= ${k} then 1 else 0 end) as ${reachedColumn(s)}`).join(', '))}
            from (select a.source as source, (case when a.stage in ('rejected', 'withdrawn') then coalesce((select max(${rank('rh.to_status')}) from status_histories rh where rh.entity = 'application' and rh.entity_id = a.id), -1) else ${rank('a.stage')} end) as rank
              from applications a where ${where} and a.applied_at >= ${range.start} and a.applied_at < ${range.end}) group by source order by source`,
        )
        const have = await rows<Record<string, number> & { grp: string }>(r, cohortSums(r, range, 'source'))
        expect(
          have
            .sort((x, y) => (x.grp < y.grp ? -1 : 1))
            .map((h) => ({
              grp: h.grp,
              applications: h.applications,
              ...Object.fromEntries(FUNNEL_STAGES.map((s) => [reachedColumn(s), h[reachedColumn(s)]])),
            })),
          label,
        ).toEqual(want)
        const moves = await rows<{ id: string; count: number }>(
          r,
          sql`select h.actor_id as id, count(*) as count from status_histories h join applications a on a.id = h.entity_id
            where h.business_id = ${acme.id} and h.entity = 'application' and h.created_at >= ${range.start} and h.created_at < ${range.end}
              and h.actor_kind = 'employee' and h.from_status is not null and ${where}
            group by h.actor_id order by h.actor_id`,
        )
        expect(
          (await rows<{ id: string; count: number }>(r, moveSums(r, range))).sort((x, y) => (x.id < y.id ? -1 : 1)),
          label,
        ).toEqual(moves)
      }
    }
  })
})
