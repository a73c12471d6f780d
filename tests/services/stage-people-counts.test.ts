/**
 * Issue 22: stage_people_counts (people with at least one application at each stage, per
 * business) is kept right by its triggers through every kind of write: a new application, a
 * second application of the same person at the same stage, moves in and out of a stage, a
 * person's other application leaving it, deletions. After each write the counters must equal
 * the distinct count they replace, for every business and stage.
 */
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { applications, businesses, candidates, opportunities, stagePeopleCounts } from '../../worker/db/schema'
import { as, call, db, HOST, seed } from '../setup/http'

beforeAll(seed)

async function counters() {
  const rows = await db().select().from(stagePeopleCounts)
  return Object.fromEntries(rows.filter((r) => r.count !== 0).map((r) => [`${r.businessId} ${r.stage}`, r.count]))
}

async function distinctCounts() {
  const rows = await db()
    .select({
      businessId: applications.businessId,
      stage: applications.stage,
      n: sql<number>`count(distinct ${applications.candidateId})`,
    })
    .from(applications)
    .groupBy(applications.businessId, applications.stage)
  return Object.fromEntries(rows.map((r) => [`${r.businessId} ${r.stage}`, r.n]))
}

const expectInStep = async () => expect(await counters()).toEqual(await distinctCounts())

describe('people per stage', () => {
  it('the migration counted the demo data', async () => {
    expect(Object.keys(await counters()).length).toBeGreaterThan(3)
    await expectInStep()
  })

  it('stays equal to the distinct count through inserts, moves and deletions', async () => {
    const acme = (await db().query.businesses.findFirst({ where: eq(businesses.slug, 'acme') }))!
    const jobs = await db().query.opportunities.findMany({ where: eq(opportunities.businessId, acme.id), limit: 3 })
    const [person] = await db()
      .insert(candidates)
      .values({
        businessId: acme.id,
        firstName: 'Stage',
        lastName: 'Counter',
        email: 'stage.counter@example.com',
        skills: [],
      })
      .returning()
    const now = new Date()
    const apply = (jobId: string, stage: 'new' | 'screening') =>
      db()
        .insert(applications)
        .values({
          businessId: acme.id,
          candidateId: person!.id,
          opportunityId: jobId,
          stage,
          appliedAt: now,
          stageChangedAt: now,
        })
        .returning()
    const [first] = await apply(jobs[0]!.id, 'new')
    await expectInStep()
    // A second application at the same stage: still one person there.
    const [second] = await apply(jobs[1]!.id, 'new')
    await expectInStep()
    // One of them moves on: the person is at both stages.
    await db().update(applications).set({ stage: 'screening' }).where(eq(applications.id, first!.id))
    await expectInStep()
    // The other follows: nobody of theirs is new any more.
    await db().update(applications).set({ stage: 'screening' }).where(eq(applications.id, second!.id))
    await expectInStep()
    // An update that changes no counted column.
    await db().update(applications).set({ reason: 'checked' }).where(eq(applications.id, second!.id))
    await expectInStep()
    await apply(jobs[2]!.id, 'screening')
    await expectInStep()
    await db().delete(applications).where(eq(applications.id, first!.id))
    await expectInStep()
    await db()
      .delete(applications)
      .where(and(eq(applications.candidateId, person!.id), eq(applications.businessId, acme.id)))
    await expectInStep()
  })

  it('the API moves keep it in step, and the status filter counts from it', async () => {
    const cookie = await as.acmeOwner()
    const list = await call(HOST.acme, 'GET', '/wildcard/candidates?page=1&limit=50&status=new', { cookie })
    expect(list.status).toBe(200)
    const moved = list.body.data.rows[0]
    const res = await call(HOST.acme, 'PUT', `/wildcard/candidates/${moved.id}/status`, {
      cookie,
      body: { status: 'screening' },
    })
    expect(res.status).toBe(200)
    await expectInStep()
    for (const stage of ['new', 'screening']) {
      const page = await call(HOST.acme, 'GET', `/wildcard/candidates?page=1&limit=100&status=${stage}`, { cookie })
      const acme = (await db().query.businesses.findFirst({ where: eq(businesses.slug, 'acme') }))!
      expect(page.body.data.count).toBe((await distinctCounts())[`${acme.id} ${stage}`] ?? 0)
    }
  })
})
