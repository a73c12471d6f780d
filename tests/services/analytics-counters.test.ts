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
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../worker/db/schema'
import { newId } from '../../worker/lib/ids'
import { DAY_MS, EXPERIENCE_BANDS, FUNNEL_STAGES } from '../../worker/resources/analytics/analytics.schema'
import { COUNTER_SPANS } from '../../worker/resources/analytics/counted-days'
import { businessBySlug, employeeByEmail } from '../api/opportunities/helpers'
import { as, call, db, HOST, seed } from '../setup/http'

type Row = Record<string, unknown>
const all = async <T = Row>(query: string, ...binds: unknown[]) =>
  (
    await env.DB.prepare(query)
      .bind(...binds)
      .all<T>()
  ).results
const rankOf = (stage: unknown) => FUNNEL_STAGES.indexOf(stage as (typeof FUNNEL_STAGES)[number])
const bandOf = (years: unknown) =>
  EXPERIENCE_BANDS.find((b) =>
    b.min === null ? years === null : typeof years === 'number' && years >= b.min && (b.max === null || years <= b.max),
  )?.key ?? 'unknown'

/** Each application's facts as the definitions give them, from its history and its candidate. */
async function expectedFacts() {
  const apps = await all<{
    id: string
    business_id: string
    candidate_id: string
    opportunity_id: string
    source: string
    stage: string
    applied_at: number
    created_by: string | null
  }>('select id, business_id, candidate_id, opportunity_id, source, stage, applied_at, created_by from applications')
  const history = await all<{
    business_id: string | null
    entity_id: string
    to_status: string
    from_status: string | null
    actor_kind: string | null
    actor_id: string | null
    created_at: number
  }>(
    `select business_id, entity_id, to_status, from_status, actor_kind, actor_id, created_at from status_histories where entity = 'application'`,
  )
  const people = new Map(
    (
      await all<{ id: string; assigned_to: string | null; experience_years: number | null }>(
        'select id, assigned_to, experience_years from candidates',
      )
    ).map((c) => [c.id, c]),
  )
  const byApp = new Map<string, typeof history>()
  for (const h of history) byApp.set(h.entity_id, [...(byApp.get(h.entity_id) ?? []), h])
  return apps.map((a) => {
    const moves = byApp.get(a.id) ?? []
    const left = a.stage === 'rejected' || a.stage === 'withdrawn'
    const hires = moves
      .filter((h) => h.to_status === 'hired' && h.business_id === a.business_id)
      .map((h) => h.created_at)
    const person = people.get(a.candidate_id)
    return {
      ...a,
      reached: left ? Math.max(-1, ...moves.map((h) => rankOf(h.to_status))) : rankOf(a.stage),
      hired_at: hires.length ? Math.min(...hires) : null,
      recruiter_id: person?.assigned_to ?? a.created_by,
      experience_years: person?.experience_years ?? null,
      moves: moves.filter(
        (h) => h.business_id === a.business_id && h.actor_kind === 'employee' && h.from_status !== null,
      ),
    }
  })
}

const dayOf = (ms: number) => Math.floor(ms / DAY_MS)
const add = (map: Map<string, Record<string, number>>, key: string, values: Record<string, number>) => {
  const row = map.get(key) ?? {}
  for (const [k, v] of Object.entries(values)) row[k] = (row[k] ?? 0) + v
  map.set(key, row)
}
const nonZero = (map: Map<string, Record<string, number>>) =>
  Object.fromEntries(
    [...map].filter(([, v]) => Object.values(v).some((n) => n !== 0)).sort(([a], [b]) => (a < b ? -1 : 1)),
  )

/** The counters a recount gives: per business, block, job, source, recruiter (and actor for moves). */
async function recount() {
  const facts = await expectedFacts()
  const cohort = new Map<string, Record<string, number>>()
  const moves = new Map<string, Record<string, number>>()
  for (const a of facts)
    for (const span of COUNTER_SPANS) {
      const block = (ms: number) => Math.floor(dayOf(ms) / span) * span
      const band = bandOf(a.experience_years)
      const hired = a.stage === 'hired' ? 1 : 0
      add(
        cohort,
        [a.business_id, span, block(a.applied_at), a.opportunity_id, a.source, a.recruiter_id ?? ''].join(' '),
        {
          ...Object.fromEntries(FUNNEL_STAGES.map((s, i) => [`reached_${s}`, a.reached >= i ? 1 : 0])),
          ...Object.fromEntries(EXPERIENCE_BANDS.map((b) => [`applied_${b.key}`, b.key === band ? 1 : 0])),
          ...Object.fromEntries(EXPERIENCE_BANDS.map((b) => [`hired_${b.key}`, b.key === band ? hired : 0])),
        },
      )
      for (const h of a.moves)
        add(
          moves,
          [
            a.business_id,
            span,
            block(h.created_at),
            h.actor_id ?? '',
            a.opportunity_id,
            a.source,
            a.recruiter_id ?? '',
          ].join(' '),
          { moves: 1 },
        )
    }
  return { facts, cohort: nonZero(cohort), moves: nonZero(moves) }
}

/** What the tables hold. */
async function kept() {
  const cohort = new Map<string, Record<string, number>>()
  for (const { business_id, span, start_day, opportunity_id, source, recruiter_id, ...counts } of await all<
    Record<string, number> & Row
  >('select * from cohort_counts'))
    add(cohort, [business_id, span, start_day, opportunity_id, source, recruiter_id].join(' '), counts)
  const moves = new Map<string, Record<string, number>>()
  for (const r of await all<Row & { moves: number }>('select * from move_counts'))
    add(moves, [r.business_id, r.span, r.start_day, r.actor_id, r.opportunity_id, r.source, r.recruiter_id].join(' '), {
      moves: r.moves,
    })
  const facts = await all<{
    id: string
    reached: number
    hired_at: number | null
    recruiter_id: string | null
    experience_years: number | null
  }>('select id, reached, hired_at, recruiter_id, experience_years from applications')
  return { facts, cohort: nonZero(cohort), moves: nonZero(moves) }
}

async function expectInStep() {
  const [want, have] = [await recount(), await kept()]
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
    const before = await kept()
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
    expect(await kept()).toEqual(before)
    await expectInStep()
  })
})
