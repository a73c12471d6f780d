/**
 * The candidate's online exam (docs/exams.md): start inside the window, questions without the key
 * or hidden tests, answers kept by the live Durable Object (idempotent, refused after the deadline
 * or the submit), run code against the sample tests, submit with the score, the deadline alarm.
 */
import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../../worker/db/schema'
import { liveExam } from '../../../worker/services/live-exam'
import { as, call, db, HOST, lastMailTo, seed } from '../../setup/http'
import {
  candidateAccount,
  demoExam,
  interviewById,
  JS_LETTERS_ONLY,
  JS_PALINDROME,
  newExam,
  PY_PALINDROME,
  passDeadline,
  questionsOf,
  recordsOf,
} from './exam-helpers'

let casey: string
let examId: string
let questions: Awaited<ReturnType<typeof questionsOf>>

const path = (suffix: string, id = examId) => `/candidate/interviews/${id}${suffix}`
const asCasey = (method: string, p: string, body?: unknown) =>
  call(HOST.acmeCandidate, method, p, { cookie: casey, body })
const q = (type: string, nth = 0) => questions.filter((x) => x.type === type)[nth]!

beforeAll(async () => {
  await seed()
  casey = await as.acmeCandidate()
  examId = (await demoExam()).id
  questions = await questionsOf(examId)
})

describe('before the start', () => {
  it('shows the instructions page: window, duration, question mix, can start', async () => {
    const res = await asCasey('GET', path('/detail'))
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      id: examId,
      mode: 'online_exam',
      join: { kind: 'exam', url: `/candidates/exams/${examId}` },
      exam: {
        status: 'not_started',
        duration_minutes: 45,
        can_start: true,
        question_count: 5,
        question_counts: { mcq: 2, text: 1, audio: 1, coding: 1 },
      },
    })
  })

  it('keeps the questions until the exam starts (409), and refuses answers and runs', async () => {
    expect((await asCasey('GET', `/candidate/interviews/${examId}/questions`)).status).toBe(409)
    const answer = await asCasey('POST', path(`/answer/${q('mcq').id}`), { selected_option: 2 })
    expect(answer.status).toBe(409)
    expect(answer.body.message).toBe('Start the exam first.')
  })

  it('needs a candidate session of this candidate host (401)', async () => {
    expect((await call(HOST.acmeCandidate, 'POST', path('/start-exam'))).status).toBe(401)
    // A staff session belongs to the business host that issued it.
    const staff = await as.acmeOwner()
    expect((await call(HOST.acmeCandidate, 'POST', path('/start-exam'), { cookie: staff })).status).toBe(401)
  })
})

describe('start-exam', () => {
  it('starts once: the deadline is the start plus the duration, and a second start keeps it', async () => {
    const before = Date.now()
    const res = await asCasey('POST', path('/start-exam'))
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('Exam started. Good luck!')
    const deadline = Date.parse(res.body.data.deadline_at)
    expect(deadline).toBeGreaterThanOrEqual(before + 45 * 60_000)
    expect(deadline).toBeLessThanOrEqual(Date.now() + 45 * 60_000)
    expect(res.body.data).toMatchObject({ status: 'in_progress', interview_status: 'in_progress' })
    expect(res.body.data.remaining_ms).toBeGreaterThan(44 * 60_000)

    const again = await asCasey('POST', path('/start-exam'))
    expect(again.status).toBe(200)
    expect(again.body.data.deadline_at).toBe(res.body.data.deadline_at)

    const row = await interviewById(examId)
    expect(row).toMatchObject({ examStatus: 'in_progress', status: 'in_progress' })
    expect(row.examDeadlineAt!.getTime()).toBe(deadline)
    const history = await db().query.statusHistories.findMany({
      where: eq(schema.statusHistories.entityId, examId),
    })
    expect(history.map((h) => [h.entity, h.fromStatus, h.toStatus, h.actorKind])).toEqual(
      expect.arrayContaining([
        ['exam', 'not_started', 'in_progress', 'candidate'],
        ['interview', 'scheduled', 'in_progress', 'candidate'],
      ]),
    )
    // The live object holds the same deadline.
    const live = await liveExam(env, examId).snapshot()
    expect(live).toMatchObject({ status: 'in_progress', deadline_at: deadline, total: 5, answered: 0 })
  })
})

describe('questions', () => {
  it('answers the questions without the key or the hidden tests, with the coding round to run in', async () => {
    const res = await asCasey('GET', `/candidate/interviews/${examId}/questions`)
    expect(res.status).toBe(200)
    const data = res.body.data
    expect(data.questions.map((x: { type: string }) => x.type)).toEqual(['mcq', 'mcq', 'text', 'audio', 'coding'])
    const mcq = data.questions[0]
    expect(mcq.options).toHaveLength(4)
    expect(Object.keys(mcq)).not.toContain('correct_option')
    const coding = data.questions[4].coding
    expect(coding).toMatchObject({ test_style: 'function', hidden_test_count: 4 })
    expect(coding.coding_round_id).toEqual(expect.any(String))
    expect(coding.languages.map((l: { language: string }) => l.language)).toEqual(['javascript', 'python'])
    expect(coding.sample_tests).toHaveLength(3)
    expect(coding.sample_tests[0].shown).toEqual([
      { language: 'javascript', call: 'isPalindrome("racecar")', expected: 'true' },
      { language: 'python', call: 'is_palindrome("racecar")', expected: 'True' },
    ])
    expect(data.exam.remaining_ms).toBeGreaterThan(0)
  })
})

describe('answers', () => {
  it('keeps each answer by question, idempotently; an older revision never replaces a newer one', async () => {
    const mcq = q('mcq')
    const first = await asCasey('POST', path(`/answer/${mcq.id}`), { selected_option: 1, revision: 1 })
    expect(first.status).toBe(200)
    expect(first.body.data).toMatchObject({ question_id: mcq.id, revision: 1 })
    const again = await asCasey('POST', path(`/answer/${mcq.id}`), { selected_option: 2, revision: 2 })
    const same = await asCasey('POST', path(`/answer/${mcq.id}`), { selected_option: 2, revision: 2 })
    expect([again.status, same.status]).toEqual([200, 200])
    const stale = await asCasey('POST', path(`/answer/${mcq.id}`), { selected_option: 0, revision: 1 })
    expect(stale.status).toBe(200)
    expect(stale.body.data.revision).toBe(2)

    await asCasey('POST', path(`/answer/${q('mcq', 1).id}`), { selected_option: 0, revision: 1 })
    await asCasey('POST', path(`/answer/${q('text').id}`), {
      text: 'Store an idempotency key with the response; a retry returns the stored response.',
      revision: 3,
    })
    const questionsNow = await asCasey('GET', `/candidate/interviews/${examId}/questions`)
    const answers = questionsNow.body.data.answers
    expect(answers.find((a: { question_id: string }) => a.question_id === mcq.id)).toMatchObject({
      selected_option: 2,
      revision: 2,
    })
    expect(questionsNow.body.data.exam.status).toBe('in_progress')
    expect((await liveExam(env, examId).snapshot())!.answered).toBe(3)
  })

  it('refuses what does not fit the question (422) and questions of other exams (404)', async () => {
    const bad = await asCasey('POST', path(`/answer/${q('mcq').id}`), { selected_option: 9 })
    expect(bad.status).toBe(422)
    expect(bad.body.errors[0]).toEqual({ field: 'selected_option', message: 'Answer is not a valid option' })
    const lang = await asCasey('POST', path(`/answer/${q('coding').id}`), { code: 'x', language: 'ruby' })
    expect(lang.status).toBe(422)
    expect((await asCasey('POST', path(`/answer/${q('audio').id}`), { text: 'typed' })).status).toBe(409)
    // A body without the answer of the question's kind is refused, and the answer kept stays.
    const kept = async (id: string) =>
      (await asCasey('GET', `/candidate/interviews/${examId}/questions`)).body.data.answers.find(
        (a: { question_id: string }) => a.question_id === id,
      )
    const before = { mcq: await kept(q('mcq').id), text: await kept(q('text').id) }
    expect(before.mcq.selected_option).toBe(2)
    expect(before.text.text).toMatch(/idempotency key/)
    const wrongKind: [string, object, string, string][] = [
      [q('mcq').id, { text: 'hi', revision: 50 }, 'selected_option', 'Please select Answer'],
      [q('mcq').id, {}, 'selected_option', 'Please select Answer'],
      [q('text').id, { selected_option: 1, revision: 50 }, 'text', 'Please enter Answer'],
      [q('coding').id, { language: 'javascript', revision: 50 }, 'code', 'Please enter Code'],
    ]
    for (const [id, body, field, message] of wrongKind) {
      const res = await asCasey('POST', path(`/answer/${id}`), body)
      expect(res.status).toBe(422)
      expect(res.body.errors).toEqual([{ field, message }])
    }
    expect(await kept(q('mcq').id)).toEqual(before.mcq)
    expect(await kept(q('text').id)).toEqual(before.text)
    const otherExam = await newExam((await interviewById(examId)).businessId, (await interviewById(examId)).candidateId)
    const foreign = (await questionsOf(otherExam))[0]!
    expect((await asCasey('POST', path(`/answer/${foreign.id}`), { selected_option: 1 })).status).toBe(404)
  })
})

describe('run-code', () => {
  const run = (code: string, language = 'javascript') =>
    asCasey('POST', `/candidate/coding_rounds/${roundId}/run-code`, { language, code })
  let roundId: string
  beforeAll(async () => {
    const round = await db().query.codingRounds.findFirst({
      where: and(eq(schema.codingRounds.interviewId, examId), eq(schema.codingRounds.questionId, q('coding').id)),
    })
    roundId = round!.id
  })

  it('runs JavaScript against each sample test: one failing, the others passing', async () => {
    const res = await run('function isPalindrome(s) {\n  return s === [...s].reverse().join("")\n}')
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('2 of 3 sample tests passed.')
    expect(res.body.data.results.map((r: { passed: boolean; message: string }) => [r.passed, r.message])).toEqual([
      [true, 'Passed'],
      [false, 'Wrong answer'],
      [true, 'Passed'],
    ])
    expect(res.body.data.results[1]).toMatchObject({
      input: 'isPalindrome("A man, a plan, a canal: Panama")',
      expected: 'true',
      actual: 'false',
      status: 'ok',
    })
    expect(res.body.data.results[1].time_ms).toEqual(expect.any(Number))
    const round = await db().query.codingRounds.findFirst({ where: eq(schema.codingRounds.id, roundId) })
    expect(round).toMatchObject({ runs: 1, language: 'javascript' })
  })

  it('runs Python: all sample tests pass, prints shown apart from the result', async () => {
    const res = await run(`${PY_PALINDROME}print("hi from python")\n`, 'python')
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ language: 'python', passed: 3, total: 3 })
    expect(res.body.data.results[0]).toMatchObject({
      input: 'is_palindrome("racecar")',
      expected: 'True',
      actual: 'True',
      stdout: 'hi from python\n',
    })
  })

  it('stops runaway loops at the time limit, caps memory bombs and huge output', async () => {
    const js = await run('function isPalindrome(s) { for (;;) {} }')
    expect(js.body.data.results[0]).toMatchObject({ status: 'time_limit_exceeded', message: 'Time limit exceeded' })
    const py = await run('def is_palindrome(s):\n    while True:\n        pass\n', 'python')
    expect(py.body.data.results[0]).toMatchObject({ status: 'time_limit_exceeded', message: 'Time limit exceeded' })
    const memory = await run(
      'def is_palindrome(s):\n    x = []\n    while True:\n        x.append("y" * 100000)\n',
      'python',
    )
    expect(memory.body.data.results[0]).toMatchObject({ status: 'memory_limit_exceeded' })
    const output = await run('function isPalindrome(s) { for (;;) console.log("x".repeat(1000)) }')
    expect(output.body.data.results[0]).toMatchObject({
      status: 'output_limit_exceeded',
      message: 'Output limit exceeded (64 KB)',
    })
    expect(output.body.data.results[0].stdout.length).toBeLessThanOrEqual(64 * 1024)
  })

  it('limits runs per candidate (429 with Retry-After)', async () => {
    let res = await run(JS_PALINDROME)
    for (let i = 0; i < 25 && res.status === 200; i++) res = await run(JS_PALINDROME)
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    await db().delete(schema.rateLimits)
  })

  it('refuses another language (422) and a session of another candidate (404)', async () => {
    expect((await run('puts 1', 'ruby')).status).toBe(422)
    const other = await candidateAccount('acme', 'other.runner@example.com')
    const res = await call(HOST.acmeCandidate, 'POST', `/candidate/coding_rounds/${roundId}/run-code`, {
      cookie: other.cookie,
      body: { language: 'javascript', code: JS_PALINDROME },
    })
    expect(res.status).toBe(404)
  })
})

describe('no key and no hidden test leaves the server', () => {
  it('appears in no candidate answer', async () => {
    const coding = q('coding')
    const hiddenInputs = coding.tests!.filter((t) => t.hidden && t.input.length > 6).map((t) => t.input)
    expect(hiddenInputs.length).toBeGreaterThan(1)
    const answers = await Promise.all([
      asCasey('GET', `/candidate/interviews/${examId}/questions`),
      asCasey('GET', path('/detail')),
      asCasey('GET', '/candidate/interviews'),
      asCasey('POST', `/candidate/interviews/${examId}/heartbeat`, { question_id: coding.id }),
    ])
    for (const res of answers) {
      expect(res.status).toBe(200)
      const text = JSON.stringify(res.body)
      for (const input of hiddenInputs) expect(text).not.toContain(JSON.stringify(input).slice(1, -1))
      expect(text).not.toMatch(/correct_option|"hidden":true|is_correct/)
    }
  })
})

describe('submit-exam', () => {
  it('scores MCQ and coding at once, leaves the written answer for a reviewer, and records it in D1', async () => {
    await asCasey('POST', path(`/answer/${q('coding').id}`), {
      code: JS_LETTERS_ONLY,
      language: 'javascript',
      revision: 1,
    })
    const res = await asCasey('POST', path('/submit-exam'))
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ status: 'submitted', answered: 4, total: 5, recorded: true })
    const text = JSON.stringify(res.body)
    expect(text).not.toMatch(/"score"|max_score|is_correct/)

    const row = await interviewById(examId)
    // MCQ 1 right (2 points), MCQ 2 wrong, text waits, audio unanswered, coding 2 of 4 hidden tests.
    expect(row).toMatchObject({ examStatus: 'submitted', status: 'completed', score: 2 + 5, maxScore: 24 })
    const records = await recordsOf(examId)
    const byQ = new Map(records.map((r) => [r.questionId, r]))
    expect(byQ.get(q('mcq').id)).toMatchObject({ selectedOption: 2, isCorrect: true, score: 2 })
    expect(byQ.get(q('mcq', 1).id)).toMatchObject({ selectedOption: 0, isCorrect: false, score: 0 })
    expect(byQ.get(q('text').id)).toMatchObject({ score: null })
    expect(byQ.get(q('audio').id)).toMatchObject({ score: 0, audioDocumentId: null })
    const coding = byQ.get(q('coding').id)!
    expect(coding).toMatchObject({ language: 'javascript', isCorrect: false, score: 5, code: JS_LETTERS_ONLY })
    expect(coding.testResults!.filter((t) => t.hidden).map((t) => t.passed)).toEqual([true, true, false, false])

    // The interviewers hear of it (the bell and e-mail); the candidate gets a receipt.
    const notices = await db().query.notifications.findMany({
      where: eq(schema.notifications.kind, 'exam.submitted'),
    })
    expect(notices.map((n) => n.employeeId).sort()).toEqual(
      [...row.interviewerIds, row.createdBy].filter(Boolean).sort(),
    )
    expect(notices[0]!.title).toBe('Casey Morgan submitted "Backend Engineer — Technical Assessment"')
    const receipt = await lastMailTo('candidate@acme.example')
    expect(receipt!.subject).toBe('Acme Corporation: your exam "Backend Engineer — Technical Assessment" was received')
    expect(receipt!.text).toContain('You answered 4 of 5 questions.')
  })

  it('refuses answers, runs and a second submit after the submit (409)', async () => {
    const answer = await asCasey('POST', path(`/answer/${q('mcq').id}`), { selected_option: 0, revision: 9 })
    expect(answer.status).toBe(409)
    expect(answer.body.message).toBe('The exam has already been submitted.')
    expect((await asCasey('POST', path('/submit-exam'))).status).toBe(409)
    const round = await db().query.codingRounds.findFirst({ where: eq(schema.codingRounds.interviewId, examId) })
    const run = await asCasey('POST', `/candidate/coding_rounds/${round!.id}/run-code`, {
      language: 'javascript',
      code: JS_PALINDROME,
    })
    expect(run.status).toBe(409)
  })

  it('shows the candidate what they handed in, without scores or the key', async () => {
    const res = await asCasey('GET', path('/submission_detail'))
    expect(res.status).toBe(200)
    expect(res.body.data.answers.map((a: { type: string }) => a.type)).toEqual([
      'mcq',
      'mcq',
      'text',
      'audio',
      'coding',
    ])
    expect(res.body.data.answers[0]).toMatchObject({ selected_option: 2 })
    expect(JSON.stringify(res.body)).not.toMatch(/correct|score|hidden|test_results/)
  })
})

describe('the deadline', () => {
  let other: Awaited<ReturnType<typeof candidateAccount>>
  let id: string
  const asOther = (method: string, p: string, body?: unknown) =>
    call(HOST.acmeCandidate, method, p, { cookie: other.cookie, body })

  beforeAll(async () => {
    other = await candidateAccount('acme', 'deadline.taker@example.com')
    id = await newExam(other.businessId, other.id)
    expect((await asOther('POST', path('/start-exam', id))).status).toBe(200)
    const qs = await questionsOf(id)
    await asOther('POST', path(`/answer/${qs[0]!.id}`, id), { selected_option: 2 })
    await asOther('POST', path(`/answer/${qs[2]!.id}`, id), { text: 'Kept after the deadline.' })
  })

  it('refuses answers once the deadline has passed (409), before the alarm ran', async () => {
    await passDeadline(id)
    const qs = await questionsOf(id)
    const res = await asOther('POST', path(`/answer/${qs[1]!.id}`, id), { selected_option: 1 })
    expect(res.status).toBe(409)
    expect(res.body.message).toMatch(/^The time for this exam is over/)
  })

  it('the alarm auto-submits: status expired, the answers kept in D1', async () => {
    const stub = liveExam(env, id)
    expect(await runDurableObjectAlarm(stub)).toBe(true)
    const row = await interviewById(id)
    expect(row).toMatchObject({ examStatus: 'expired', status: 'completed', score: 2, maxScore: 24 })
    const records = await recordsOf(id)
    expect(records).toHaveLength(5)
    expect(records.find((r) => r.answerText === 'Kept after the deadline.')).toMatchObject({ score: null })
    const history = await db().query.statusHistories.findMany({ where: eq(schema.statusHistories.entityId, id) })
    expect(history.find((h) => h.entity === 'exam' && h.toStatus === 'expired')).toMatchObject({
      fromStatus: 'in_progress',
      actorKind: 'system',
    })
    await runInDurableObject(stub, async (_i, state) => {
      expect(await state.storage.getAlarm()).toBeNull()
    })
    // The candidate sees it as ended; the answer endpoint says why.
    const qs = await questionsOf(id)
    const late = await asOther('POST', path(`/answer/${qs[1]!.id}`, id), { selected_option: 1 })
    expect(late.status).toBe(409)
    const detail = await asOther('GET', path('/detail', id))
    expect(detail.body.data.exam.status).toBe('expired')
  })

  it('submitting at the deadline counts as expired, not as submitted on time', async () => {
    const id2 = await newExam(other.businessId, other.id)
    await asOther('POST', path('/start-exam', id2))
    await passDeadline(id2)
    const res = await asOther('POST', path('/submit-exam', id2))
    expect(res.status).toBe(200)
    expect(res.body.data.status).toBe('expired')
  })
})

describe('across candidates and businesses', () => {
  it('another candidate of Acme gets 404 for Casey’s exam', async () => {
    const other = await candidateAccount('acme', 'nosy.candidate@example.com')
    for (const [method, p] of [
      ['GET', path('/detail')],
      ['GET', `/candidate/interviews/${examId}/questions`],
      ['POST', path('/start-exam')],
      ['GET', path('/submission_detail')],
    ] as const) {
      const res = await call(HOST.acmeCandidate, method, p, { cookie: other.cookie })
      expect(res.status, p).toBe(404)
    }
  })

  it('a Globex candidate gets 404 for Acme’s exam, and nothing changes', async () => {
    const globex = await candidateAccount('globex', 'globex.candidate@example.com')
    const before = await interviewById(examId)
    const res = await call(HOST.globexCandidate, 'POST', path('/start-exam'), { cookie: globex.cookie })
    expect(res.status).toBe(404)
    const answer = await call(HOST.globexCandidate, 'POST', path(`/answer/${q('mcq').id}`), {
      cookie: globex.cookie,
      body: { selected_option: 0 },
    })
    expect(answer.status).toBe(404)
    expect(await interviewById(examId)).toEqual(before)
  })
})

describe('validation', () => {
  it('answers 422 for a malformed answer body', async () => {
    const res = await asCasey('POST', path(`/answer/${q('mcq').id}`), { selected_option: 'two' })
    expect(res.status).toBe(422)
    expect(res.body.errors[0]!.field).toBe('selected_option')
  })
})
