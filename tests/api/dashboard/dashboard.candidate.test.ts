/** The candidate's dashboard: the active job and where it stands, the next interviews, what waits. */
import { beforeAll, describe, expect, it } from 'vitest'
import { as, call, HOST, seed } from '../../setup/http'
import { candidateAccount } from '../interviews/exam-helpers'

let casey: string
const asCasey = (path: string) => call(HOST.acmeCandidate, 'GET', path, { cookie: casey })

beforeAll(async () => {
  await seed()
  casey = await as.acmeCandidate()
})

describe('GET /candidate/dashboard', () => {
  it('shows the active job, the next interviews with join links and the counts', async () => {
    const res = await asCasey('/candidate/dashboard')
    expect(res.status).toBe(200)
    expect(res.body.data.active_job).toMatchObject({
      application: { stage: 'interviewing' },
      job: { title: 'Senior Backend Engineer' },
    })
    expect(res.body.data.active_job.steps.map((s: { state: string }) => s.state)).toEqual([
      'done',
      'done',
      'done',
      'current',
      'upcoming',
      'upcoming',
    ])
    expect(res.body.data.next_interviews).toHaveLength(1)
    expect(res.body.data.next_interviews[0].join).toMatchObject({ kind: 'exam' })
    expect(res.body.data.counts).toEqual({ upcoming_interviews: 1, exams_to_take: 1, shared_feedback: 1 })
  })

  it('needs a candidate session (401)', async () => {
    expect((await call(HOST.acmeCandidate, 'GET', '/candidate/dashboard')).status).toBe(401)
    const owner = await as.acmeOwner()
    expect((await call(HOST.acme, 'GET', '/candidate/dashboard', { cookie: owner })).status).toBe(404)
  })
})

describe('GET /candidate/dashboard/active_job(/interviews)', () => {
  it('answers the active job and its interviews', async () => {
    const job = await asCasey('/candidate/dashboard/active_job')
    expect(job.body.data.job.title).toBe('Senior Backend Engineer')
    const rounds = await asCasey('/candidate/dashboard/active_job/interviews')
    expect(rounds.status).toBe(200)
    expect(rounds.body.data.interviews.map((i: { mode: string }) => i.mode)).toEqual(['online_exam'])
  })

  it('answers null for a candidate with no application in progress', async () => {
    const fresh = await candidateAccount('acme', 'no.application@example.com')
    const res = await call(HOST.acmeCandidate, 'GET', '/candidate/dashboard/active_job', { cookie: fresh.cookie })
    expect(res.status).toBe(200)
    expect(res.body.data).toBeNull()
    const dash = await call(HOST.acmeCandidate, 'GET', '/candidate/dashboard', { cookie: fresh.cookie })
    expect(dash.body.data).toMatchObject({ active_job: null, next_interviews: [] })
  })
})
