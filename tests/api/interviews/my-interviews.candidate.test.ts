/**
 * The candidate area's interviews (not the exam itself): the list with join links, one job's
 * rounds, one interview's detail, the candidate's feedback about the process.
 */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../../worker/db/schema'
import { as, call, db, HOST, seed } from '../../setup/http'
import { candidateAccount, demoExam, interviewById } from './exam-helpers'

let casey: string
const asCasey = (method: string, path: string, body?: unknown) =>
  call(HOST.acmeCandidate, method, path, { cookie: casey, body })

beforeAll(async () => {
  await seed()
  casey = await as.acmeCandidate()
})

describe('GET /candidate/interviews', () => {
  it('lists the candidate’s rounds; upcoming ones have a join link and the exam counts while its window is open', async () => {
    const all = await asCasey('GET', '/candidate/interviews')
    expect(all.status).toBe(200)
    expect(all.body.data.count).toBe(2)
    const upcoming = await asCasey('GET', '/candidate/interviews?when=upcoming')
    expect(upcoming.body.data.rows).toHaveLength(1)
    const exam = upcoming.body.data.rows[0]
    expect(exam).toMatchObject({
      title: 'Backend Engineer — Technical Assessment',
      mode: 'online_exam',
      interviewers: ['Marcus Chen', 'Priya Raman'],
      opportunity: { title: 'Senior Backend Engineer' },
      join: { kind: 'exam', label: 'Open the exam' },
      exam: { status: 'not_started' },
    })
    const past = await asCasey('GET', '/candidate/interviews?when=past')
    expect(past.body.data.rows).toMatchObject([{ title: 'Recruiter phone screen', status: 'completed', join: null }])
    // Nothing the hiring team keeps: no score, no scorecards.
    expect(JSON.stringify(all.body)).not.toMatch(/"score"|recommendation|strengths/)
  })

  it('answers 422 for a bad filter and 401 without a session', async () => {
    expect((await asCasey('GET', '/candidate/interviews?when=tomorrow')).status).toBe(422)
    expect((await call(HOST.acmeCandidate, 'GET', '/candidate/interviews')).status).toBe(401)
  })
})

describe('GET /candidate/interviews/jobs/:id', () => {
  it('shows one job’s rounds and where the process stands', async () => {
    const exam = await demoExam()
    const res = await asCasey('GET', `/candidate/interviews/jobs/${exam.opportunityId}`)
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      job: { id: exam.opportunityId, title: 'Senior Backend Engineer' },
      process: { status: 'in_progress', current_round: 2 },
    })
    expect(res.body.data.interviews.map((i: { round: number }) => i.round)).toEqual([1, 2])
  })

  it('is 404 for a job the candidate has no interviews for, and across businesses', async () => {
    const other = await db().query.opportunities.findFirst({ where: eq(schema.opportunities.code, 'DES-201') })
    expect((await asCasey('GET', `/candidate/interviews/jobs/${other!.id}`)).status).toBe(404)
    const globex = await candidateAccount('globex', 'globex.jobs@example.com')
    const exam = await demoExam()
    const res = await call(HOST.globexCandidate, 'GET', `/candidate/interviews/jobs/${exam.opportunityId}`, {
      cookie: globex.cookie,
    })
    expect(res.status).toBe(404)
  })
})

describe('GET /candidate/interviews/:id/detail and POST …/feedback', () => {
  it('shows a past round and takes the candidate’s feedback about it (once, replaced when sent again)', async () => {
    const past = (await asCasey('GET', '/candidate/interviews?when=past')).body.data.rows[0]
    const detail = await asCasey('GET', `/candidate/interviews/${past.id}/detail`)
    expect(detail.status).toBe(200)
    expect(detail.body.data).toMatchObject({ can_give_feedback: true, my_feedback: null, exam: null })
    const sent = await asCasey('POST', `/candidate/interviews/${past.id}/feedback`, {
      rating: 4,
      comment: 'Friendly and well organised.',
    })
    expect(sent.status).toBe(200)
    expect(sent.body.data).toMatchObject({ rating: 4, comment: 'Friendly and well organised.' })
    await asCasey('POST', `/candidate/interviews/${past.id}/feedback`, { rating: 5 })
    const rows = await db().query.feedback.findMany({ where: eq(schema.feedback.interviewId, past.id) })
    expect(rows.filter((r) => r.authorKind === 'candidate')).toMatchObject([{ rating: 5, notes: null }])
    const again = await asCasey('GET', `/candidate/interviews/${past.id}/detail`)
    expect(again.body.data.my_feedback).toMatchObject({ rating: 5 })

    // The hiring team sees it on the candidate's page, outside the candidate's own rating.
    const owner = await as.acmeOwner()
    const exam = await demoExam()
    const staff = await call(HOST.acme, 'GET', `/wildcard/candidates/${exam.candidateId}/feedback`, { cookie: owner })
    const mine = staff.body.data.rows.find((f: { author: { kind: string } }) => f.author.kind === 'candidate')
    expect(mine).toMatchObject({ rating: 5, author: { name: 'Casey Morgan' } })
    const scorecards = staff.body.data.rows.filter((f: { author: { kind: string } }) => f.author.kind === 'employee')
    expect(staff.body.data.rated_count).toBe(
      scorecards.filter((f: { rating: number | null }) => f.rating !== null).length,
    )
  })

  it('refuses feedback before the round has happened (409) and bad ratings (422)', async () => {
    const exam = await demoExam()
    expect((await asCasey('POST', `/candidate/interviews/${exam.id}/feedback`, { rating: 3 })).status).toBe(409)
    expect((await asCasey('POST', `/candidate/interviews/${exam.id}/feedback`, { rating: 9 })).status).toBe(422)
  })

  it('is 404 for another candidate’s interview, and changes nothing', async () => {
    const other = await candidateAccount('acme', 'someone.else@example.com')
    const exam = await demoExam()
    const before = await interviewById(exam.id)
    const res = await call(HOST.acmeCandidate, 'GET', `/candidate/interviews/${exam.id}/detail`, {
      cookie: other.cookie,
    })
    expect(res.status).toBe(404)
    const fb = await call(HOST.acmeCandidate, 'POST', `/candidate/interviews/${exam.id}/feedback`, {
      cookie: other.cookie,
      body: { rating: 1 },
    })
    expect(fb.status).toBe(404)
    expect(await interviewById(exam.id)).toEqual(before)
  })
})
