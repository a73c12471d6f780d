/**
 * Applications: a person in several jobs, each with its own stage and history (docs/applications.md).
 * "Add to job", a candidate's applications, moving one application (and the seed's
 * PUT candidates/:id/status naming one), the job's board and the lists of applications.
 */
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../../worker/db/schema'
import { as, call, db, HOST, seed, signIn } from '../../setup/http'
import { businessBySlug, jobByCode, staffWith } from '../opportunities/helpers'

let owner: string
let recruiter: string
let globex: string
let interviewer: string
let acmeId: string

const candidateBy = async (email: string) =>
  (await db().query.candidates.findFirst({ where: eq(schema.candidates.email, email) }))!
const applicationsOf = (candidateId: string) =>
  db().query.applications.findMany({ where: eq(schema.applications.candidateId, candidateId) })
const historyOf = (applicationId: string) =>
  db().query.statusHistories.findMany({
    where: and(eq(schema.statusHistories.entity, 'application'), eq(schema.statusHistories.entityId, applicationId)),
    orderBy: [schema.statusHistories.createdAt, schema.statusHistories.id],
  })
const job = (code: string) => jobByCode(acmeId, code)

beforeAll(async () => {
  await seed()
  acmeId = (await businessBySlug('acme')).id
  ;[owner, recruiter, globex] = await Promise.all([as.acmeOwner(), as.acmeRecruiter(), as.globexOwner()])
  // The interviewer's role may view candidates, nothing more.
  interviewer = await signIn(HOST.acme, 'priya.raman@acme.example', 'Staff@12345')
})

describe('POST /wildcard/candidates/:id/applications (Add to job)', () => {
  it('puts the candidate in another job’s pipeline as new, with the first history row', async () => {
    const aisha = await candidateBy('aisha.mohammed@example.com')
    const frontend = await job('ENG-108')
    const res = await call(HOST.acme, 'POST', `/wildcard/candidates/${aisha.id}/applications`, {
      cookie: recruiter,
      body: { opportunity_id: frontend.id },
    })
    expect(res.status).toBe(201)
    expect(res.body.message).toBe('Added to Frontend Engineer.')
    expect(res.body.data).toMatchObject({
      candidate_id: aisha.id,
      stage: 'new',
      source: 'linkedin',
      opportunity: { id: frontend.id, title: 'Frontend Engineer', status: 'open' },
      days_in_stage: 0,
      is_stale: false,
      next: ['screening', 'shortlisted', 'rejected', 'withdrawn'],
    })
    const apps = await applicationsOf(aisha.id)
    expect(apps.map((a) => a.stage).sort()).toEqual(['new', 'new'])
    expect(await historyOf(res.body.data.id)).toMatchObject([
      { fromStatus: null, toStatus: 'new', actorKind: 'employee', reason: 'Added to Frontend Engineer.' },
    ])
  })

  it('refuses the same job twice (409), a blacklisted candidate (409), and a closed job or a bad body (422)', async () => {
    const aisha = await candidateBy('aisha.mohammed@example.com')
    const backend = await job('ENG-104')
    const again = await call(HOST.acme, 'POST', `/wildcard/candidates/${aisha.id}/applications`, {
      cookie: recruiter,
      body: { opportunity_id: backend.id },
    })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('Aisha Mohammed already has an application for Senior Backend Engineer.')
    const derek = await candidateBy('derek.vaughn@example.org')
    const blacklisted = await call(HOST.acme, 'POST', `/wildcard/candidates/${derek.id}/applications`, {
      cookie: recruiter,
      body: { opportunity_id: backend.id },
    })
    expect(blacklisted.status).toBe(409)
    expect(blacklisted.body.message).toContain('blacklisted')
    const closed = await call(HOST.acme, 'POST', `/wildcard/candidates/${aisha.id}/applications`, {
      cookie: recruiter,
      body: { opportunity_id: (await job('ENG-090')).id },
    })
    expect(closed.status).toBe(422)
    expect(closed.body.errors).toEqual([
      { field: 'opportunity_id', message: 'Technical Support Engineer is closed: it takes no new applications.' },
    ])
    const empty = await call(HOST.acme, 'POST', `/wildcard/candidates/${aisha.id}/applications`, {
      cookie: recruiter,
      body: {},
    })
    expect(empty.status).toBe(422)
    expect(empty.body.errors[0]).toMatchObject({ field: 'opportunity_id' })
    expect(await applicationsOf(derek.id)).toHaveLength(1)
  })

  it('is 401 without a session, 403 without candidates.update, 404 across businesses (nothing added)', async () => {
    const ethan = await candidateBy('ethan.brooks@example.org')
    const frontend = await job('ENG-108')
    const body = { opportunity_id: frontend.id }
    const path = `/wildcard/candidates/${ethan.id}/applications`
    expect((await call(HOST.acme, 'POST', path, { body })).status).toBe(401)
    const denied = await call(HOST.acme, 'POST', path, { cookie: interviewer, body })
    expect(denied.status).toBe(403)
    expect((await call(HOST.globex, 'POST', path, { cookie: globex, body })).status).toBe(404)
    // Globex's owner cannot add Acme's candidate to Globex's job from Acme's host either.
    const globexJob = (await db().query.opportunities.findFirst({
      where: eq(schema.opportunities.businessId, (await businessBySlug('globex')).id),
    }))!
    const foreign = await call(HOST.acme, 'POST', path, { cookie: owner, body: { opportunity_id: globexJob.id } })
    expect(foreign.status).toBe(422)
    expect(await applicationsOf(ethan.id)).toHaveLength(1)
  })
})

describe('GET /wildcard/candidates/:id/applications', () => {
  it('lists every application, newest first, each with its stage and history', async () => {
    const emily = await candidateBy('emily.novak@example.org')
    const res = await call(HOST.acme, 'GET', `/wildcard/candidates/${emily.id}/applications`, { cookie: interviewer })
    expect(res.status).toBe(200)
    expect(
      res.body.data.map((a: { opportunity: { title: string }; stage: string }) => [a.opportunity.title, a.stage]),
    ).toEqual([
      ['Frontend Engineer', 'screening'],
      ['Product Designer', 'rejected'],
    ])
    const [frontend, designer] = res.body.data
    expect(frontend).toMatchObject({ is_stale: true, days_in_stage: 15 })
    expect(designer).toMatchObject({ is_stale: false, reason: expect.any(String) })
    expect(frontend.history.map((h: { to_status: string }) => h.to_status)).toEqual(['new', 'screening'])
    expect(designer.history.at(-1)).toMatchObject({ to_status: 'rejected', reason: designer.reason })
  })

  it('is 404 for another business’s candidate and 401 without a session', async () => {
    const emily = await candidateBy('emily.novak@example.org')
    const path = `/wildcard/candidates/${emily.id}/applications`
    expect((await call(HOST.globex, 'GET', path, { cookie: globex })).status).toBe(404)
    expect((await call(HOST.acme, 'GET', path)).status).toBe(401)
  })
})

describe('PUT /wildcard/applications/:id/stage', () => {
  it('moves one application, leaving the person’s other one alone, with a history row', async () => {
    const emily = await candidateBy('emily.novak@example.org')
    const [frontend, designer] = await Promise.all([job('ENG-108'), job('DES-201')])
    const apps = await applicationsOf(emily.id)
    const app = apps.find((a) => a.opportunityId === frontend.id)!
    const res = await call(HOST.acme, 'PUT', `/wildcard/applications/${app.id}/stage`, {
      cookie: recruiter,
      body: { stage: 'shortlisted' },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      message: 'Candidate moved to shortlisted.',
      data: { id: app.id, stage: 'shortlisted', days_in_stage: 0, is_stale: false },
    })
    const after = await applicationsOf(emily.id)
    expect(after.find((a) => a.opportunityId === designer.id)!.stage).toBe('rejected')
    expect(after.find((a) => a.id === app.id)!.stageChangedAt.getTime()).toBeGreaterThan(app.stageChangedAt.getTime())
    expect((await historyOf(app.id)).at(-1)).toMatchObject({
      fromStatus: 'screening',
      toStatus: 'shortlisted',
      actorKind: 'employee',
      meta: { candidateId: emily.id, opportunityId: frontend.id },
    })
  })

  it('refuses a move the pipeline does not allow (409 naming both states) and a rejection without reason (422)', async () => {
    const aisha = await candidateBy('aisha.mohammed@example.com')
    const [app] = (await applicationsOf(aisha.id)).filter((a) => a.stage === 'new')
    const path = `/wildcard/applications/${app!.id}/stage`
    const skip = await call(HOST.acme, 'PUT', path, { cookie: recruiter, body: { stage: 'hired' } })
    expect(skip.status).toBe(409)
    expect(skip.body.message).toBe('A candidate cannot move from new to hired.')
    const noReason = await call(HOST.acme, 'PUT', path, { cookie: recruiter, body: { stage: 'rejected' } })
    expect(noReason.status).toBe(422)
    expect(noReason.body.errors).toEqual([{ field: 'reason', message: 'Please enter Reason' }])
    const unknown = await call(HOST.acme, 'PUT', path, { cookie: recruiter, body: { stage: 'famous' } })
    expect(unknown.status).toBe(422)
    const rejected = await call(HOST.acme, 'PUT', path, {
      cookie: recruiter,
      body: { stage: 'rejected', reason: 'Role needs more frontend depth.' },
    })
    expect(rejected.body.data).toMatchObject({ stage: 'rejected', reason: 'Role needs more frontend depth.', next: [] })
    expect((await historyOf(app!.id)).at(-1)).toMatchObject({
      toStatus: 'rejected',
      reason: 'Role needs more frontend depth.',
    })
  })

  it('is 401 without a session, 403 without change_status, 404 across businesses (unchanged)', async () => {
    const mateo = await candidateBy('mateo.santos@example.net')
    const [app] = await applicationsOf(mateo.id)
    const path = `/wildcard/applications/${app!.id}/stage`
    const body = { stage: 'shortlisted' }
    expect((await call(HOST.acme, 'PUT', path, { body })).status).toBe(401)
    const denied = await call(HOST.acme, 'PUT', path, { cookie: interviewer, body })
    expect(denied.status).toBe(403)
    expect(denied.body.message).toBe('You do not have permission to change status of candidates.')
    expect((await call(HOST.globex, 'PUT', path, { cookie: globex, body })).status).toBe(404)
    expect((await applicationsOf(mateo.id))[0]).toMatchObject({ stage: app!.stage, updatedAt: app!.updatedAt })
  })
})

describe('PUT /wildcard/candidates/:id/status (the seed’s endpoint, per application)', () => {
  it('moves the application of `opportunity_id`, or the most recent one, and answers the row standing for it', async () => {
    const kwame = await candidateBy('kwame.asante@example.org')
    const backend = await job('ENG-104')
    const added = await call(HOST.acme, 'POST', `/wildcard/candidates/${kwame.id}/applications`, {
      cookie: recruiter,
      body: { opportunity_id: backend.id },
    })
    expect(added.status).toBe(201)
    // Without a job: the most recent application (the one just added, new) moves.
    const recent = await call(HOST.acme, 'PUT', `/wildcard/candidates/${kwame.id}/status`, {
      cookie: recruiter,
      body: { status: 'screening' },
    })
    expect(recent.status).toBe(200)
    expect(recent.body.data).toMatchObject({ status: 'screening', opportunity_id: backend.id })
    // With a job: that job's application (shortlisted for the frontend role) moves.
    const frontend = await job('ENG-108')
    const named = await call(HOST.acme, 'PUT', `/wildcard/candidates/${kwame.id}/status`, {
      cookie: recruiter,
      body: { status: 'interviewing', opportunity_id: frontend.id },
    })
    expect(named.status).toBe(200)
    expect(named.body.data).toMatchObject({ status: 'interviewing', opportunity_id: frontend.id })
    const stages = Object.fromEntries((await applicationsOf(kwame.id)).map((a) => [a.opportunityId, a.stage]))
    expect(stages).toEqual({ [frontend.id]: 'interviewing', [backend.id]: 'screening' })
    // A job they have not applied for is named in error.
    const designer = await job('DES-201')
    const none = await call(HOST.acme, 'PUT', `/wildcard/candidates/${kwame.id}/status`, {
      cookie: recruiter,
      body: { status: 'screening', opportunity_id: designer.id },
    })
    expect(none.status).toBe(422)
    expect(none.body.errors).toEqual([
      { field: 'opportunity_id', message: 'Kwame Asante has no application for this job.' },
    ])
  })

  it('answers 409 for a candidate with no application yet', async () => {
    const created = await call(HOST.acme, 'POST', '/wildcard/candidates', {
      cookie: recruiter,
      body: { first_name: 'Nadia', last_name: 'Jobless', email: 'nadia.jobless@example.com' },
    })
    expect(created.body.data).toMatchObject({ status: null, opportunity: null, applications: [] })
    const res = await call(HOST.acme, 'PUT', `/wildcard/candidates/${created.body.data.id}/status`, {
      cookie: recruiter,
      body: { status: 'screening' },
    })
    expect(res.status).toBe(409)
    expect(res.body.message).toBe('Nadia Jobless has not applied for a job yet. Add them to a job first.')
  })
})

describe('GET /wildcard/candidates filtered by job', () => {
  it('lists that job’s applications: a person in two jobs shows the stage of the one filtered on', async () => {
    const [frontend, designer] = await Promise.all([job('ENG-108'), job('DES-201')])
    const rowOf = async (qs: string) =>
      (await call(HOST.acme, 'GET', `/wildcard/candidates?${qs}&search=Emily`, { cookie: owner })).body.data.rows.find(
        (r: { email: string }) => r.email === 'emily.novak@example.org',
      )
    expect(await rowOf(`opportunity_id=${designer.id}`)).toMatchObject({
      status: 'rejected',
      opportunity_id: designer.id,
    })
    expect(await rowOf(`opportunity_id=${frontend.id}`)).toMatchObject({ opportunity_id: frontend.id })
    expect(await rowOf('status=rejected')).toMatchObject({ status: 'rejected', opportunity_id: designer.id })
    const all = await rowOf('')
    expect(all.applications).toHaveLength(2)
    const list = await call(HOST.acme, 'GET', `/wildcard/candidates?opportunity_id=${frontend.id}&limit=100`, {
      cookie: owner,
    })
    const apps = await db().query.applications.findMany({ where: eq(schema.applications.opportunityId, frontend.id) })
    expect(list.body.data.count).toBe(apps.length)
    for (const row of list.body.data.rows) expect(row.status).toBe(apps.find((a) => a.candidateId === row.id)!.stage)
  })
})

describe('GET /wildcard/opportunities/:id/pipeline (the board)', () => {
  it('answers every stage in order with its count, stale count, moves and most recent cards', async () => {
    const frontend = await job('ENG-108')
    const res = await call(HOST.acme, 'GET', `/wildcard/opportunities/${frontend.id}/pipeline?per_stage=1`, {
      cookie: recruiter,
    })
    expect(res.status).toBe(200)
    const apps = await db().query.applications.findMany({ where: eq(schema.applications.opportunityId, frontend.id) })
    expect(res.body.data.opportunity).toMatchObject({ id: frontend.id, title: 'Frontend Engineer' })
    expect(res.body.data.total).toBe(apps.length)
    expect(res.body.data.stages.map((s: { stage: string }) => s.stage)).toEqual([...schema.CANDIDATE_STATES])
    for (const column of res.body.data.stages) {
      const here = apps.filter((a) => a.stage === column.stage)
      expect(column.count, column.stage).toBe(here.length)
      expect(column.cards).toHaveLength(Math.min(1, here.length))
      if (here.length) {
        const newest = here.sort((a, b) => b.stageChangedAt.getTime() - a.stageChangedAt.getTime())[0]!
        expect(column.cards[0]).toMatchObject({ id: newest.id, candidate: { id: newest.candidateId } })
      }
    }
    const rejected = res.body.data.stages.find((s: { stage: string }) => s.stage === 'rejected')
    expect(rejected).toMatchObject({ requires_reason: true, next: [], stale_count: 0 })
    const card = res.body.data.stages.flatMap((s: { cards: unknown[] }) => s.cards)[0]
    expect(card).toMatchObject({
      candidate: { name: expect.any(String), email: expect.any(String) },
      source: expect.any(String),
      days_in_stage: expect.any(Number),
      is_stale: expect.any(Boolean),
    })
    const search = await call(HOST.acme, 'GET', `/wildcard/opportunities/${frontend.id}/pipeline?search=Noah`, {
      cookie: recruiter,
    })
    expect(search.body.data.total).toBe(1)
  })

  it('counts stale applications: no move for 14 days in an open stage', async () => {
    const frontend = await job('ENG-108')
    // Noah has waited as new for 20 days.
    const noah = await candidateBy('noah.kim@example.net')
    await db()
      .update(schema.applications)
      .set({ stageChangedAt: new Date(Date.now() - 20 * 86_400_000) })
      .where(eq(schema.applications.candidateId, noah.id))
    const res = await call(HOST.acme, 'GET', `/wildcard/opportunities/${frontend.id}/pipeline`, { cookie: recruiter })
    const fresh = res.body.data.stages.find((s: { stage: string }) => s.stage === 'new')
    expect(fresh.stale_count).toBeGreaterThanOrEqual(1)
    expect(fresh.cards.find((c: { candidate: { id: string } }) => c.candidate.id === noah.id)).toMatchObject({
      is_stale: true,
      days_in_stage: 20,
    })
    const stale = res.body.data.stages.flatMap((s: { cards: { is_stale: boolean }[] }) =>
      s.cards.filter((c) => c.is_stale),
    )
    const staleCount = res.body.data.stages.reduce((n: number, s: { stale_count: number }) => n + s.stale_count, 0)
    expect(stale.length).toBe(staleCount)
    expect(stale.every((c: { days_in_stage: number }) => c.days_in_stage >= 14)).toBe(true)
  })

  it('is 422 for a bad page size, 403 without candidates.view, 404 for another business’s job, 401 without a session', async () => {
    const frontend = await job('ENG-108')
    const path = `/wildcard/opportunities/${frontend.id}/pipeline`
    expect((await call(HOST.acme, 'GET', `${path}?per_stage=500`, { cookie: owner })).status).toBe(422)
    const jobsOnly = await staffWith(['opportunities.view'], 'jobsonly')
    expect((await call(HOST.acme, 'GET', path, { cookie: jobsOnly })).status).toBe(403)
    expect((await call(HOST.globex, 'GET', path, { cookie: globex })).status).toBe(404)
    expect((await call(HOST.acme, 'GET', path)).status).toBe(401)
  })
})

describe('GET /wildcard/applications and /wildcard/applications/:id', () => {
  it('pages one job’s column, and finds the stale applications', async () => {
    const backend = await job('ENG-104')
    const page = await call(
      HOST.acme,
      'GET',
      `/wildcard/applications?opportunity_id=${backend.id}&stage=rejected&limit=1`,
      { cookie: owner },
    )
    expect(page.status).toBe(200)
    const rejected = await db().query.applications.findMany({
      where: and(eq(schema.applications.opportunityId, backend.id), eq(schema.applications.stage, 'rejected')),
    })
    expect(page.body.data).toMatchObject({ count: rejected.length, limit: 1 })
    expect(page.body.data.rows[0]).toMatchObject({ stage: 'rejected', opportunity: { id: backend.id } })
    const mateo = await candidateBy('mateo.santos@example.net')
    await db()
      .update(schema.applications)
      .set({ stageChangedAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(eq(schema.applications.candidateId, mateo.id))
    const stale = await call(HOST.acme, 'GET', '/wildcard/applications?stale=true&limit=100', { cookie: owner })
    expect(stale.body.data.rows.map((r: { candidate_id: string }) => r.candidate_id)).toContain(mateo.id)
    expect(stale.body.data.rows.every((r: { is_stale: boolean }) => r.is_stale)).toBe(true)
    const lively = await call(HOST.acme, 'GET', '/wildcard/applications?stale=false&limit=100', { cookie: owner })
    expect(lively.body.data.rows.some((r: { is_stale: boolean }) => r.is_stale)).toBe(false)
    expect(stale.body.data.count + lively.body.data.count).toBe(
      await db().$count(schema.applications, eq(schema.applications.businessId, acmeId)),
    )
    expect((await call(HOST.acme, 'GET', '/wildcard/applications?stage=famous', { cookie: owner })).status).toBe(422)
  })

  it('answers one application with its candidate and history; 404 across businesses, 403 without view', async () => {
    const casey = await candidateBy('candidate@acme.example')
    const [app] = await applicationsOf(casey.id)
    const res = await call(HOST.acme, 'GET', `/wildcard/applications/${app!.id}`, { cookie: owner })
    expect(res.body.data).toMatchObject({
      stage: 'interviewing',
      candidate: { id: casey.id, name: 'Casey Morgan' },
      opportunity: { title: 'Senior Backend Engineer' },
    })
    expect(res.body.data.history.map((h: { to_status: string }) => h.to_status)).toEqual([
      'new',
      'screening',
      'shortlisted',
      'interviewing',
    ])
    expect((await call(HOST.globex, 'GET', `/wildcard/applications/${app!.id}`, { cookie: globex })).status).toBe(404)
    const noView = await staffWith(['dashboard.view'], 'noview')
    expect((await call(HOST.acme, 'GET', `/wildcard/applications/${app!.id}`, { cookie: noView })).status).toBe(403)
    expect((await call(HOST.acme, 'GET', '/wildcard/applications', { cookie: noView })).status).toBe(403)
    const theirs = await call(HOST.globex, 'GET', '/wildcard/applications?limit=100', { cookie: globex })
    expect(theirs.body.data.rows.some((r: { id: string }) => r.id === app!.id)).toBe(false)
  })
})
