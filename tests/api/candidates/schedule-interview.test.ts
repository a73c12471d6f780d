/**
 * POST /wildcard/candidates/:id/schedule-interview (issue 14): an interview for the candidate's
 * latest open application, or the job named; the same rules as POST /interviews.
 */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../../worker/db/schema'
import { as, call, db, HOST, seed, signIn } from '../../setup/http'
import { applicationOf, candidateBy, employee, interviewRow, MARCUS, PRIYA, SOFIA } from '../interviews/helpers'

let owner: string
let globex: string
let ids: { marcus: string; sofia: string }

const body = (over: Record<string, unknown> = {}) => ({
  title: 'Phone screen',
  mode: 'phone',
  start_at: '2030-10-01T15:00:00Z',
  duration_minutes: 30,
  timezone: 'America/Chicago',
  interviewer_ids: [ids.sofia],
  ...over,
})
const post = (cookie: string, candidateId: string, json: unknown, host: string = HOST.acme) =>
  call(host, 'POST', `/wildcard/candidates/${candidateId}/schedule-interview`, { cookie, body: json })

beforeAll(async () => {
  await seed()
  ;[owner, globex] = await Promise.all([as.acmeOwner(), as.globexOwner()])
  ids = { marcus: (await employee(MARCUS)).id, sofia: (await employee(SOFIA)).id }
})

describe('POST /wildcard/candidates/:id/schedule-interview', () => {
  it('schedules round 1 of the candidate’s open application (a phone call needs no link)', async () => {
    const candidate = await candidateBy('grace.liu@example.com')
    const res = await post(owner, candidate.id, body())
    expect(res.status, res.body.message).toBe(201)
    expect(res.body.data).toMatchObject({ round: 1, mode: 'phone', candidate: { id: candidate.id } })
    const app = await applicationOf(candidate.id)
    expect(res.body.data.opportunity.id).toBe(app.opportunityId)
    // Screening is not shortlisted: the stage stays where it was.
    expect(app.stage).toBe('screening')
    expect((await interviewRow(res.body.data.id)).candidateInterviewId).toBe(res.body.data.candidate_interview.id)
  })

  it('names a job the candidate has not applied to: 422; no open application: 422', async () => {
    const hannah = await candidateBy('hannah.schmidt@example.com')
    const other = (await db().query.opportunities.findFirst({ where: eq(schema.opportunities.title, 'Data Analyst') }))!
    const res = await post(owner, hannah.id, body({ opportunity_id: other.id }))
    expect(res.status).toBe(422)
    expect(res.body.message).toBe('The candidate has no application to this job: add them to it first.')
    const hired = (await db().query.applications.findFirst({ where: eq(schema.applications.stage, 'hired') }))!
    const none = await post(owner, hired.candidateId, body())
    expect(none.status).toBe(422)
    expect(none.body.message).toBe('The candidate has no open application: add them to a job first.')
    const bad = await post(owner, hannah.id, body({ mode: 'carrier pigeon' }))
    expect(bad.status).toBe(422)
  })

  it('refuses an overlap with the interviewer’s other interview (409)', async () => {
    const hannah = await candidateBy('hannah.schmidt@example.com')
    const kwame = await candidateBy('kwame.asante@example.org')
    expect(
      (await post(owner, hannah.id, body({ interviewer_ids: [ids.marcus], start_at: '2030-10-02T15:00:00Z' }))).status,
    ).toBe(201)
    const clash = await post(owner, kwame.id, body({ interviewer_ids: [ids.marcus], start_at: '2030-10-02T15:15:00Z' }))
    expect(clash.status).toBe(409)
    expect(clash.body.message).toBe(
      'Marcus Chen is already interviewing Hannah Schmidt (Phone screen) on Wed, Oct 2, 10:00 AM – 10:30 AM CDT.',
    )
  })

  it('is 401 without a session, 403 without interviews.schedule, 404 for another business’s candidate', async () => {
    const kwame = await candidateBy('kwame.asante@example.org')
    expect((await post('', kwame.id, body())).status).toBe(401)
    const priya = await signIn(HOST.acme, PRIYA, 'Staff@12345')
    expect((await post(priya, kwame.id, body())).status).toBe(403)
    const before = await db().$count(schema.interviews)
    const cross = await post(globex, kwame.id, body(), HOST.globex)
    expect(cross.status).toBe(404)
    expect(cross.body.message).toBe('Candidate not found.')
    expect(await db().$count(schema.interviews)).toBe(before)
  })
})
