/**
 * Candidate interviews (issue 14): a candidate's rounds for one job. The list, one process, its
 * lifecycle (409 naming both states; no decision while a round is open), rejecting, new_round,
 * a round's detail and review (questions with the correct answers, the candidate's answers,
 * code results, transcripts, warnings) and candidate_and_job_detail.
 */
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../../worker/db/schema'
import { as, call, db, HOST, seed, signIn } from '../../setup/http'
import {
  applicationOf,
  candidateBy,
  employee,
  historyOf,
  KWAME,
  MARCUS,
  PRIYA,
  SOFIA,
  schedule,
  videoInterview,
} from '../interviews/helpers'

let owner: string
let globex: string
let priya: string
let marcus: string
let ids: { sofia: string; marcus: string; priya: string }
let casey: { processId: string; examId: string; candidateId: string }

const get = (cookie: string, path: string, host: string = HOST.acme) => call(host, 'GET', path, { cookie })
const put = (cookie: string, path: string, body: unknown, host: string = HOST.acme) =>
  call(host, 'PUT', path, { cookie, body })

beforeAll(async () => {
  await seed()
  ;[owner, globex] = await Promise.all([as.acmeOwner(), as.globexOwner()])
  priya = await signIn(HOST.acme, PRIYA, 'Staff@12345')
  marcus = await signIn(HOST.acme, MARCUS, 'Staff@12345')
  ids = { sofia: (await employee(SOFIA)).id, marcus: (await employee(MARCUS)).id, priya: (await employee(PRIYA)).id }
  // Casey (the demo candidate) took the backend exam: round 2 of her process.
  const c = await candidateBy('candidate@acme.example')
  const exam = (await db().query.interviews.findFirst({
    where: and(eq(schema.interviews.candidateId, c.id), eq(schema.interviews.mode, 'online_exam')),
  }))!
  casey = { processId: exam.candidateInterviewId!, examId: exam.id, candidateId: c.id }
})

describe('GET /wildcard/candidate_interviews', () => {
  it('lists processes with their candidate, job, rounds and the next interview; filters by status', async () => {
    const res = await get(owner, '/wildcard/candidate_interviews?limit=50')
    expect(res.status).toBe(200)
    expect(res.body.data.count).toBe(8)
    const row = res.body.data.rows.find((r: { id: string }) => r.id === casey.processId)
    expect(row).toMatchObject({
      status: 'in_progress',
      rounds: 2,
      candidate: { id: casey.candidateId, name: 'Casey Morgan' },
      opportunity: { title: 'Senior Backend Engineer' },
      next: ['passed', 'failed', 'rejected'],
    })
    const passed = await get(owner, '/wildcard/candidate_interviews?status=passed')
    expect(passed.body.data.rows.every((r: { status: string }) => r.status === 'passed')).toBe(true)
    expect((await get(owner, '/wildcard/candidate_interviews?status=done')).status).toBe(422)
  })

  it('needs interviews.view (403), a session (401), and keeps businesses apart', async () => {
    expect((await get(priya, '/wildcard/candidate_interviews')).status).toBe(403)
    expect((await get('', '/wildcard/candidate_interviews')).status).toBe(401)
    const other = await get(globex, '/wildcard/candidate_interviews', HOST.globex)
    expect(other.status).toBe(200)
    expect(JSON.stringify(other.body)).not.toContain(casey.processId)
  })
})

describe('GET /wildcard/candidate_interviews/:id and its rounds', () => {
  it('answers the process with every round and its history', async () => {
    const res = await get(owner, `/wildcard/candidate_interviews/${casey.processId}`)
    expect(res.status).toBe(200)
    expect(res.body.data.rounds.map((r: { round: number; mode: string }) => [r.round, r.mode])).toEqual([
      [1, 'phone'],
      [2, 'online_exam'],
    ])
    expect(res.body.data.history.map((h: { to_status: string }) => h.to_status)).toEqual(['pending', 'in_progress'])
    expect((await get(globex, `/wildcard/candidate_interviews/${casey.processId}`, HOST.globex)).status).toBe(404)
  })

  it('detail/:x answers round x: the exam with its questions (correct answers included), answers, code, warnings', async () => {
    const acme = casey
    const questions = await db().query.interviewQuestions.findMany({
      where: eq(schema.interviewQuestions.interviewId, acme.examId),
    })
    const mcq = questions.find((q) => q.type === 'mcq')!
    const coding = questions.find((q) => q.type === 'coding')!
    const audio = questions.find((q) => q.type === 'audio')!
    const businessId = mcq.businessId
    // What the exam and proctoring work will write: an answer, a code run, a transcript, a warning.
    await db()
      .insert(schema.interviewRecords)
      .values([
        {
          businessId,
          interviewId: acme.examId,
          questionId: mcq.id,
          selectedOption: 2,
          isCorrect: true,
          score: 2,
          answeredAt: new Date(),
        },
        {
          businessId,
          interviewId: acme.examId,
          questionId: audio.id,
          transcript: 'Queues decouple services.',
          transcriptStatus: 'done',
          answeredAt: new Date(),
        },
      ])
    await db()
      .insert(schema.codingRounds)
      .values({
        businessId,
        interviewId: acme.examId,
        questionId: coding.id,
        language: 'javascript',
        code: 'function isPalindrome(s) { return true }',
        runs: 2,
        lastResult: { passed: 3, failed: 3 },
      })
    await db()
      .insert(schema.warnings)
      .values([
        { businessId, interviewId: acme.examId, kind: 'tab_switch', message: 'Left the tab for 4 s' },
        { businessId, interviewId: acme.examId, kind: 'tab_switch', message: 'Left the tab for 9 s' },
      ])
    for (const x of ['2', acme.examId]) {
      const res = await get(owner, `/wildcard/candidate_interviews/${acme.processId}/detail/${x}`)
      expect(res.status, res.body.message).toBe(200)
      expect(res.body.data).toMatchObject({ round: 2, interview: { id: acme.examId, mode: 'online_exam' } })
      const q = res.body.data.questions
      expect(q).toHaveLength(5)
      expect(q.find((i: { id: string }) => i.id === mcq.id)).toMatchObject({
        correct_option: 2,
        answer: { selected_option: 2, is_correct: true, score: 2 },
      })
      expect(q.find((i: { id: string }) => i.id === coding.id)).toMatchObject({
        coding: { runs: 2, last_result: { passed: 3, failed: 3 } },
      })
      expect(q.find((i: { id: string }) => i.id === coding.id).tests.some((t: { hidden?: boolean }) => t.hidden)).toBe(
        true,
      )
      expect(res.body.data.transcripts).toEqual([
        { question_id: audio.id, transcript: 'Queues decouple services.', status: 'done' },
      ])
      expect(res.body.data.warnings).toMatchObject({ count: 2, by_kind: { tab_switch: 2 } })
      expect(res.body.data.scores).toMatchObject({ awarded: 2, scored_questions: 1, awaiting_review: 1 })
    }
    const review = await get(marcus, `/wildcard/candidate_interviews/${acme.processId}/review/2`)
    expect(review.status, review.body.message).toBe(200)
    expect(review.body.data.exam).toMatchObject({ status: 'not_started', max_warnings: 5 })
    expect(
      review.body.data.answers.find((a: { question: { id: string } }) => a.question.id === audio.id),
    ).toMatchObject({
      transcript: 'Queues decouple services.',
      transcript_status: 'done',
      needs_review: true,
    })
    expect(
      review.body.data.answers.find((a: { question: { id: string } }) => a.question.id === coding.id).code_result,
    ).toEqual({ passed: 3, failed: 3 })
  })

  it('detail of a meeting round shows its scorecards; a missing round is 404; bad x is 422', async () => {
    const res = await get(owner, `/wildcard/candidate_interviews/${casey.processId}/detail/1`)
    expect(res.status).toBe(200)
    expect(res.body.data.questions).toEqual([])
    expect(res.body.data.scorecards.rows).toMatchObject([{ author: { name: 'Ryan Patel' }, recommendation: 'yes' }])
    expect(res.body.data.attributes.length).toBeGreaterThan(0)
    expect((await get(owner, `/wildcard/candidate_interviews/${casey.processId}/detail/9`)).status).toBe(404)
    expect((await get(owner, `/wildcard/candidate_interviews/${casey.processId}/detail/zero`)).status).toBe(422)
    // Priya (reviewer, no interviews.view) reviews the exam she is on, not the phone screen she is not.
    expect((await get(priya, `/wildcard/candidate_interviews/${casey.processId}/review/2`)).status).toBe(200)
    expect((await get(priya, `/wildcard/candidate_interviews/${casey.processId}/review/1`)).status).toBe(403)
    expect((await get(globex, `/wildcard/candidate_interviews/${casey.processId}/review/2`, HOST.globex)).status).toBe(
      404,
    )
  })

  it('candidate_and_job_detail answers the person, the job, the application and the scorecard attributes', async () => {
    const res = await get(owner, `/wildcard/candidate_interviews/${casey.processId}/candidate_and_job_detail`)
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      candidate: { id: casey.candidateId, name: 'Casey Morgan' },
      opportunity: { title: 'Senior Backend Engineer' },
      application: { stage: 'interviewing' },
    })
    expect(res.body.data.scorecard_attributes.map((a: { name: string }) => a.name)).toContain('System design')
    expect(
      (await get(globex, `/wildcard/candidate_interviews/${casey.processId}/candidate_and_job_detail`, HOST.globex))
        .status,
    ).toBe(404)
  })
})

describe('the process lifecycle', () => {
  it('new_round appends the next round; passing waits for open rounds (409); a bad move names both states', async () => {
    const kwame = await candidateBy(KWAME)
    const app = await applicationOf(kwame.id)
    const first = await schedule(owner, videoInterview(app.id, [ids.sofia], { start_at: '2030-08-05T14:00:00Z' }))
    const processId = first.body.data.candidate_interview.id
    const next = await call(HOST.acme, 'POST', `/wildcard/candidate_interviews/${processId}/new_round`, {
      cookie: owner,
      body: {
        title: 'Final interview',
        mode: 'in_person',
        start_at: '2030-08-07T14:00:00Z',
        duration_minutes: 90,
        timezone: 'America/Chicago',
        interviewer_ids: [ids.marcus],
        location: 'Austin office, Pecan room',
      },
    })
    expect(next.status, next.body.message).toBe(201)
    expect(next.body.message).toBe('Next round scheduled successfully.')
    expect(next.body.data).toMatchObject({ round: 2, mode: 'in_person', location: 'Austin office, Pecan room' })
    expect(
      (await db().query.candidateInterviews.findFirst({ where: eq(schema.candidateInterviews.id, processId) }))!
        .currentRound,
    ).toBe(2)
    const noLocation = await call(HOST.acme, 'POST', `/wildcard/candidate_interviews/${processId}/new_round`, {
      cookie: owner,
      body: {
        title: 'x y',
        mode: 'in_person',
        start_at: '2030-08-09T14:00:00Z',
        duration_minutes: 30,
        timezone: 'UTC',
        interviewer_ids: [ids.marcus],
      },
    })
    expect(noLocation.status).toBe(422)
    expect(
      (
        await call(HOST.acme, 'POST', `/wildcard/candidate_interviews/${processId}/new_round`, {
          cookie: priya,
          body: {},
        })
      ).status,
    ).toBe(403)

    const jump = await put(owner, `/wildcard/candidate_interviews/${processId}/status`, { status: 'passed' })
    expect(jump.status).toBe(409)
    expect(jump.body.message).toBe('A candidate interview cannot move from pending to passed.')
    const started = await put(owner, `/wildcard/candidate_interviews/${processId}/status`, { status: 'in_progress' })
    expect(started.status, started.body.message).toBe(200)
    const early = await put(owner, `/wildcard/candidate_interviews/${processId}/status`, { status: 'passed' })
    expect(early.status).toBe(409)
    expect(early.body.message).toBe(
      'Round 1 (Technical interview) is still scheduled: complete or cancel it before deciding.',
    )
    expect((await put(marcus, `/wildcard/candidate_interviews/${processId}/status`, { status: 'failed' })).status).toBe(
      403,
    )
    expect(
      (await put(globex, `/wildcard/candidate_interviews/${processId}/status`, { status: 'failed' }, HOST.globex))
        .status,
    ).toBe(404)
    expect(
      (await put(owner, `/wildcard/candidate_interviews/${processId}/status`, { status: 'rejected' })).body.message,
    ).toBe('Please enter Reason')

    const rejected = await put(owner, `/wildcard/candidate_interviews/${processId}/reject`, {
      reason: 'Hired someone else for the role.',
    })
    expect(rejected.status, rejected.body.message).toBe(200)
    expect(rejected.body.data.status).toBe('rejected')
    expect(rejected.body.data.rounds.map((r: { status: string }) => r.status)).toEqual(['cancelled', 'cancelled'])
    expect((await applicationOf(kwame.id)).stage).toBe('rejected')
    expect((await historyOf('candidate_interview', processId)).map((h) => h.toStatus)).toEqual([
      'pending',
      'in_progress',
      'rejected',
    ])
    const again = await put(owner, `/wildcard/candidate_interviews/${processId}/reject`, { reason: 'Again please' })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('The candidate interview is already rejected.')
    const closed = await call(HOST.acme, 'POST', `/wildcard/candidate_interviews/${processId}/new_round`, {
      cookie: owner,
      body: videoInterview('', [ids.sofia], { start_at: '2030-08-20T14:00:00Z' }),
    })
    expect(closed.status).toBe(409)
  })
})
