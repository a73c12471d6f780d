import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../../worker/db/schema'
import { as, call, db, HOST, seed, signIn } from '../../setup/http'
import { businessBySlug, employeeByEmail, inDays, jobsInUse, withJobLimit } from '../opportunities/helpers'

let acmeId: string
let globexRequestId: string
let owner: string
let recruiter: string
let manager: string

beforeAll(async () => {
  await seed()
  acmeId = (await businessBySlug('acme')).id
  const globex = await businessBySlug('globex')
  const globexRequest = await db().query.jobRequests.findFirst({ where: eq(schema.jobRequests.businessId, globex.id) })
  globexRequestId =
    globexRequest?.id ??
    (
      await db()
        .insert(schema.jobRequests)
        .values({ businessId: globex.id, title: 'Globex analyst', skills: [] })
        .returning()
    )[0]!.id
  owner = await as.acmeOwner()
  recruiter = await as.acmeRecruiter()
  manager = await signIn(HOST.acme, 'marcus.chen@acme.example', 'Staff@12345')
})

const validRequest = (over: Record<string, unknown> = {}) => ({
  title: 'Data Engineer',
  employment_type: 'full_time',
  openings: 1,
  justification: 'The analytics backlog has tripled since the enterprise launch.',
  skills: ['SQL', 'dbt', 'Airflow'],
  experience_min: 2,
  experience_max: 6,
  salary_min: 110000,
  salary_max: 140000,
  salary_currency: 'USD',
  needed_by: inDays(60),
  ...over,
})

const submit = async (cookie: string, over: Record<string, unknown> = {}) => {
  const res = await call(HOST.acme, 'POST', '/wildcard/job_requests', { cookie, body: validRequest(over) })
  expect(res.status, res.body.message).toBe(201)
  return res.body.data as { id: string; status: string; requested_by: string }
}

const setStatus = (cookie: string, id: string, body: Record<string, unknown>) =>
  call(HOST.acme, 'PUT', `/wildcard/job_requests/${id}/status`, { cookie, body })

describe('GET /wildcard/job_requests', () => {
  it('lists requests with names, filters by status and searches', async () => {
    const res = await call(HOST.acme, 'GET', '/wildcard/job_requests?status=converted', { cookie: recruiter })
    expect(res.status).toBe(200)
    const converted = (
      await db().select().from(schema.jobRequests).where(eq(schema.jobRequests.businessId, acmeId))
    ).filter((r) => r.status === 'converted')
    expect(res.body.data.count).toBe(converted.length)
    expect(res.body.data.rows[0]).toMatchObject({
      status: 'converted',
      opportunity: { title: 'Account Executive', status: 'open' },
      requester: { name: 'Jordan Reyes' },
    })
    const search = await call(HOST.acme, 'GET', '/wildcard/job_requests?search=on-call', { cookie: recruiter })
    expect(search.body.data.rows.map((r: { title: string }) => r.title)).toEqual(['Site Reliability Engineer'])
    expect((await call(HOST.acme, 'GET', '/wildcard/job_requests?status=done', { cookie: recruiter })).status).toBe(422)
    expect((await call(HOST.acme, 'GET', '/wildcard/job_requests')).status).toBe(401)
  })
})

describe('POST /wildcard/job_requests', () => {
  it('submits a pending request on behalf of the caller, with history', async () => {
    const created = await submit(recruiter)
    const me = await employeeByEmail('recruiter@acme.example')
    expect(created).toMatchObject({ status: 'pending', requested_by: me.id })
    const got = await call(HOST.acme, 'GET', `/wildcard/job_requests/${created.id}`, { cookie: recruiter })
    expect(got.body.data.status_history).toEqual([
      expect.objectContaining({ from_status: null, to_status: 'pending', actor_id: me.id }),
    ])
  })

  it('answers 422 with the field at fault', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ justification: 'short' }, 'justification', 'Justification must be at least 10 characters'],
      [{ experience_min: 8 }, 'experience_max', 'Maximum experience cannot be less than the minimum experience'],
      [{ needed_by: '2000-01-01' }, 'needed_by', 'Needed by cannot be in the past'],
      [{ openings: 'many' }, 'openings', 'Openings is not a valid number'],
    ]
    for (const [over, field, message] of cases) {
      const res = await call(HOST.acme, 'POST', '/wildcard/job_requests', {
        cookie: recruiter,
        body: validRequest(over),
      })
      expect(res.status, JSON.stringify(over)).toBe(422)
      expect(res.body.errors).toContainEqual({ field, message })
    }
  })
})

describe('PUT /wildcard/job_requests/:id', () => {
  it('lets the requester edit their own pending request, not someone else’s', async () => {
    const mine = await submit(recruiter)
    const res = await call(HOST.acme, 'PUT', `/wildcard/job_requests/${mine.id}`, {
      cookie: recruiter,
      body: { openings: 2, skills: ['SQL'] },
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ openings: 2, skills: ['SQL'], salary_currency: 'USD' })
    const theirs = await submit(owner)
    const refused = await call(HOST.acme, 'PUT', `/wildcard/job_requests/${theirs.id}`, {
      cookie: recruiter,
      body: { openings: 2 },
    })
    expect(refused.status).toBe(403)
    // The owner holds job_requests.update: any request.
    expect(
      (
        await call(HOST.acme, 'PUT', `/wildcard/job_requests/${mine.id}`, {
          cookie: owner,
          body: { title: 'Senior Data Engineer' },
        })
      ).status,
    ).toBe(200)
  })

  it('refuses to edit a decided request (409) and another business’s (404)', async () => {
    const decided = await db().query.jobRequests.findFirst({
      where: and(eq(schema.jobRequests.businessId, acmeId), eq(schema.jobRequests.status, 'rejected')),
    })
    const res = await call(HOST.acme, 'PUT', `/wildcard/job_requests/${decided!.id}`, {
      cookie: owner,
      body: { title: 'Try again' },
    })
    expect(res.status).toBe(409)
    expect(res.body.message).toBe('Only a pending job request can be edited; this one is rejected.')
    const globexRequest = () => db().query.jobRequests.findFirst({ where: eq(schema.jobRequests.id, globexRequestId) })
    const before = await globexRequest()
    expect(
      (
        await call(HOST.acme, 'PUT', `/wildcard/job_requests/${globexRequestId}`, {
          cookie: owner,
          body: { title: 'Try again' },
        })
      ).status,
    ).toBe(404)
    expect((await call(HOST.acme, 'GET', `/wildcard/job_requests/${globexRequestId}`, { cookie: owner })).status).toBe(
      404,
    )
    expect(
      (
        await call(HOST.acme, 'PUT', `/wildcard/job_requests/${globexRequestId}/status`, {
          cookie: owner,
          body: { status: 'approved' },
        })
      ).status,
    ).toBe(404)
    expect(await globexRequest()).toEqual(before)
  })
})

describe('PUT /wildcard/job_requests/:id/status', () => {
  it('the recruiter may not decide (403); a hiring manager approves and rejects with a reason', async () => {
    const request = await submit(recruiter)
    const refused = await setStatus(recruiter, request.id, { status: 'approved' })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('You do not have permission to approve, reject and convert job requests.')
    const noReason = await setStatus(manager, request.id, { status: 'rejected' })
    expect(noReason.status).toBe(422)
    expect(noReason.body.errors).toEqual([{ field: 'reason', message: 'Please enter Reason' }])
    const rejected = await setStatus(manager, request.id, { status: 'rejected', reason: 'No budget this quarter.' })
    expect(rejected.status).toBe(200)
    const marcus = await employeeByEmail('marcus.chen@acme.example')
    expect(rejected.body.data).toMatchObject({
      status: 'rejected',
      decision_reason: 'No budget this quarter.',
      decider: { id: marcus.id, name: 'Marcus Chen' },
    })
    const again = await setStatus(owner, request.id, { status: 'approved' })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('A job request cannot move from rejected to approved.')
  })

  it('a pending request cannot be converted before it is approved (409)', async () => {
    const request = await submit(owner)
    const res = await setStatus(owner, request.id, { status: 'converted' })
    expect(res.status).toBe(409)
    expect(res.body.message).toBe('A job request cannot move from pending to converted.')
  })

  it('converting an approved request creates exactly one draft job with its fields, linked, with history', async () => {
    const request = await submit(recruiter, {
      title: 'Analytics Engineer',
      branch_id: (await db().query.businessBranches.findFirst({
        where: eq(schema.businessBranches.businessId, acmeId),
      }))!.id,
    })
    expect((await setStatus(owner, request.id, { status: 'approved', reason: 'Fits the plan.' })).status).toBe(200)
    const before = await db().$count(schema.opportunities, eq(schema.opportunities.businessId, acmeId))
    const res = await setStatus(owner, request.id, { status: 'converted' })
    expect(res.status, res.body.message).toBe(200)
    expect(res.body.message).toBe('Job request converted into a draft job.')
    expect(await db().$count(schema.opportunities, eq(schema.opportunities.businessId, acmeId))).toBe(before + 1)
    const job = (await db().query.opportunities.findFirst({
      where: eq(schema.opportunities.id, res.body.data.opportunity.id),
    }))!
    const recruiterRow = await employeeByEmail('recruiter@acme.example')
    expect(job).toMatchObject({
      title: 'Analytics Engineer',
      status: 'draft',
      openings: 1,
      skills: ['SQL', 'dbt', 'Airflow'],
      salaryMin: 110000,
      salaryCurrency: 'USD',
      experienceMax: 6,
      hiringManagerId: recruiterRow.id,
    })
    expect(job.location).toBeTruthy()
    expect(res.body.data).toMatchObject({ status: 'converted', opportunity_id: job.id })
    const history = await db()
      .select()
      .from(schema.statusHistories)
      .where(eq(schema.statusHistories.entityId, request.id))
    expect(history.map((h) => h.toStatus).sort()).toEqual(['approved', 'converted', 'pending'])
    expect(
      await db().$count(
        schema.statusHistories,
        and(eq(schema.statusHistories.entity, 'opportunity'), eq(schema.statusHistories.entityId, job.id)),
      ),
    ).toBe(1)
    // Converting twice changes nothing.
    expect((await setStatus(owner, request.id, { status: 'converted' })).status).toBe(409)
    expect(await db().$count(schema.opportunities, eq(schema.opportunities.businessId, acmeId))).toBe(before + 1)
  })

  it('two racing conversions create one job: one answers 200, the other 409', async () => {
    const request = await submit(owner, { title: 'Race Condition Analyst' })
    await setStatus(owner, request.id, { status: 'approved' })
    const before = await db().$count(schema.opportunities, eq(schema.opportunities.businessId, acmeId))
    const answers = await Promise.all([
      setStatus(owner, request.id, { status: 'converted' }),
      setStatus(owner, request.id, { status: 'converted' }),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    expect(await db().$count(schema.opportunities, eq(schema.opportunities.businessId, acmeId))).toBe(before + 1)
    expect(await db().$count(schema.opportunities, eq(schema.opportunities.title, 'Race Condition Analyst'))).toBe(1)
  })

  it('conversion holds to the plan’s job limit: 403, the request stays approved, nothing created', async () => {
    const request = await submit(owner, { title: 'Over The Limit' })
    await setStatus(owner, request.id, { status: 'approved' })
    const res = await withJobLimit(acmeId, await jobsInUse(acmeId), () =>
      setStatus(owner, request.id, { status: 'converted' }),
    )
    expect(res.status).toBe(403)
    expect(res.body.message).toMatch(/^Your Growth plan allows \d+ jobs\. Upgrade your plan to add more\.$/)
    expect(await db().$count(schema.opportunities, eq(schema.opportunities.title, 'Over The Limit'))).toBe(0)
    expect((await db().query.jobRequests.findFirst({ where: eq(schema.jobRequests.id, request.id) }))!.status).toBe(
      'approved',
    )
  })

  it("answers 404 for Globex's request on Acme's host", async () => {
    expect((await setStatus(owner, globexRequestId, { status: 'approved' })).status).toBe(404)
  })
})
