/**
 * The staff side of the online exam (docs/exams.md): authoring questions and the window, the
 * results with the score and every answer, a reviewer's scores, a candidate's exams, and watching
 * an exam live over a WebSocket.
 */
import { SELF } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../../worker/db/schema'
import { as, call, db, HOST, seed, signIn } from '../../setup/http'
import { staffWith } from '../opportunities/helpers'
import {
  businessBySlug,
  candidateAccount,
  demoExam,
  interviewById,
  JS_PALINDROME,
  newExam,
  questionsOf,
} from './exam-helpers'

let owner: string
let globex: string
let viewer: string
let acmeId: string

const MCQ = {
  type: 'mcq',
  prompt: 'Which HTTP method is idempotent?',
  points: 3,
  options: ['POST', 'PUT', 'PATCH'],
  correct_option: 1,
}
const CODING = {
  type: 'coding',
  prompt: 'Return the sum of two numbers.',
  points: 6,
  test_style: 'function',
  languages: [
    { language: 'javascript', starter_code: 'function add(a, b) {\n}\n', function_name: 'add' },
    { language: 'python', starter_code: 'def add(a, b):\n    pass\n', function_name: 'add' },
  ],
  tests: [
    { input: '[1, 2]', expected: '3' },
    { input: '[-1, 1]', expected: '0', hidden: true },
  ],
}

beforeAll(async () => {
  await seed()
  acmeId = (await businessBySlug('acme')).id
  ;[owner, globex] = await Promise.all([as.acmeOwner(), as.globexOwner()])
  viewer = await staffWith(['interviews.view'], 'exam-viewer')
})

const asOwner = (method: string, p: string, body?: unknown) => call(HOST.acme, method, p, { cookie: owner, body })

describe('authoring an exam', () => {
  let examId: string
  let candidate: Awaited<ReturnType<typeof candidateAccount>>
  beforeAll(async () => {
    candidate = await candidateAccount('acme', 'authored.exam@example.com')
    examId = await newExam(acmeId, candidate.id)
    // Start from an empty exam.
    await db().delete(schema.interviewQuestions).where(eq(schema.interviewQuestions.interviewId, examId))
  })

  it('adds an MCQ and a coding question in JavaScript and Python; the max score follows the points', async () => {
    const mcq = await asOwner('POST', `/wildcard/interviews/${examId}/questions`, MCQ)
    expect(mcq.status).toBe(201)
    expect(mcq.body.data).toMatchObject({ position: 1, type: 'mcq', correct_option: 1, options: MCQ.options })
    const coding = await asOwner('POST', `/wildcard/interviews/${examId}/questions`, CODING)
    expect(coding.status).toBe(201)
    expect(coding.body.data).toMatchObject({ position: 2, test_style: 'function' })
    expect(coding.body.data.tests).toHaveLength(2)
    expect(coding.body.data.tests[1]).toMatchObject({ hidden: true, id: expect.any(String) })
    const list = await asOwner('GET', `/wildcard/interviews/${examId}/questions`)
    expect(list.status).toBe(200)
    expect(list.body.data.exam).toMatchObject({ max_score: 9, locked: false, status: 'not_started' })
    expect((await interviewById(examId)).maxScore).toBe(9)
  })

  it('edits, reorders and deletes; positions stay 1..n', async () => {
    const [first, second] = await questionsOf(examId)
    const edit = await asOwner('PUT', `/wildcard/interviews/${examId}/questions/${first!.id}`, {
      ...MCQ,
      points: 4,
    })
    expect(edit.status).toBe(200)
    expect(edit.body.data.points).toBe(4)
    const order = await asOwner('PUT', `/wildcard/interviews/${examId}/questions/order`, {
      ids: [second!.id, first!.id],
    })
    expect(order.status).toBe(200)
    expect(order.body.data.questions.map((q: { id: string }) => q.id)).toEqual([second!.id, first!.id])
    const text = await asOwner('POST', `/wildcard/interviews/${examId}/questions`, {
      type: 'text',
      prompt: 'Describe a hard bug you fixed.',
      points: 5,
    })
    expect(text.body.data.position).toBe(3)
    const del = await asOwner('DELETE', `/wildcard/interviews/${examId}/questions/${first!.id}`)
    expect(del.status).toBe(200)
    const after = await questionsOf(examId)
    expect(after.map((q) => [q.type, q.position])).toEqual([
      ['coding', 1],
      ['text', 2],
    ])
    expect((await interviewById(examId)).maxScore).toBe(11)
  })

  it('refuses questions that cannot work (422) and changes nothing', async () => {
    const cases: [unknown, string][] = [
      [{ ...MCQ, correct_option: 5 }, 'correct_option'],
      [{ ...MCQ, options: ['only one'] }, 'options'],
      [{ ...CODING, tests: [{ input: 'not json', expected: '3' }] }, 'tests.0.input'],
      [{ ...CODING, tests: [{ input: '[1]', expected: '3', hidden: true }] }, 'tests'],
      [
        { ...CODING, languages: [{ language: 'javascript', starter_code: '', function_name: '1add' }] },
        'languages.0.function_name',
      ],
      [{ ...CODING, languages: [{ language: 'ruby', function_name: 'add' }] }, 'languages.0.language'],
      [{ type: 'essay', prompt: 'x', points: 1 }, 'type'],
    ]
    const before = await questionsOf(examId)
    for (const [body, field] of cases) {
      const res = await asOwner('POST', `/wildcard/interviews/${examId}/questions`, body)
      expect(res.status, field).toBe(422)
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field)
    }
    const order = await asOwner('PUT', `/wildcard/interviews/${examId}/questions/order`, { ids: [before[0]!.id] })
    expect(order.status).toBe(422)
    expect(await questionsOf(examId)).toEqual(before)
  })

  it('sets the window; a start outside it is refused', async () => {
    const soon = Date.now() + 3_600_000
    const res = await asOwner('PUT', `/wildcard/interviews/${examId}/exam-settings`, {
      opens_at: new Date(soon).toISOString(),
      closes_at: new Date(soon + 86_400_000).toISOString(),
      max_warnings: 3,
    })
    expect(res.status).toBe(200)
    expect(res.body.data.exam).toMatchObject({ max_warnings: 3, window_is_default: false })
    const start = await call(HOST.acmeCandidate, 'POST', `/candidate/interviews/${examId}/start-exam`, {
      cookie: candidate.cookie,
    })
    expect(start.status).toBe(409)
    expect(start.body.message).toMatch(/^The exam opens at /)
    const bad = await asOwner('PUT', `/wildcard/interviews/${examId}/exam-settings`, {
      opens_at: new Date(soon).toISOString(),
      closes_at: new Date(soon - 1000).toISOString(),
    })
    expect(bad.status).toBe(422)
  })

  it('locks the exam once the candidate has started (409)', async () => {
    await asOwner('PUT', `/wildcard/interviews/${examId}/exam-settings`, {
      opens_at: new Date(Date.now() - 60_000).toISOString(),
      closes_at: new Date(Date.now() + 86_400_000).toISOString(),
    })
    const start = await call(HOST.acmeCandidate, 'POST', `/candidate/interviews/${examId}/start-exam`, {
      cookie: candidate.cookie,
    })
    expect(start.status).toBe(200)
    const res = await asOwner('POST', `/wildcard/interviews/${examId}/questions`, MCQ)
    expect(res.status).toBe(409)
    expect(res.body.message).toBe('The exam is in progress: its questions can no longer change.')
    const [q] = await questionsOf(examId)
    expect((await asOwner('DELETE', `/wildcard/interviews/${examId}/questions/${q!.id}`)).status).toBe(409)
  })

  it('needs interviews.update to change questions (403) and keeps other businesses out (404)', async () => {
    const other = await newExam(acmeId, candidate.id)
    const read = await call(HOST.acme, 'GET', `/wildcard/interviews/${other}/questions`, { cookie: viewer })
    expect(read.status).toBe(200)
    const write = await call(HOST.acme, 'POST', `/wildcard/interviews/${other}/questions`, {
      cookie: viewer,
      body: MCQ,
    })
    expect(write.status).toBe(403)
    const before = await questionsOf(other)
    const foreign = await call(HOST.globex, 'POST', `/wildcard/interviews/${other}/questions`, {
      cookie: globex,
      body: MCQ,
    })
    expect(foreign.status).toBe(404)
    expect(await questionsOf(other)).toEqual(before)
    expect((await call(HOST.acme, 'GET', `/wildcard/interviews/${other}/questions`)).status).toBe(401)
  })

  it('answers 409 for an interview that is not an online exam', async () => {
    const meeting = await db().query.interviews.findFirst({ where: eq(schema.interviews.mode, 'video') })
    const res = await asOwner('GET', `/wildcard/interviews/${meeting!.id}/questions`)
    expect(res.status).toBe(409)
  })
})

describe('results, review and live watching', () => {
  let casey: string
  let examId: string
  const asCasey = (method: string, p: string, body?: unknown) =>
    call(HOST.acmeCandidate, method, p, { cookie: casey, body })

  beforeAll(async () => {
    casey = await as.acmeCandidate()
    examId = (await demoExam()).id
  })

  it('shows staff watching live how the exam goes (WebSocket), interviewers included', async () => {
    // Priya is one of the round's interviewers; her role has no interviews.view.
    const priya = await signIn(HOST.acme, 'priya.raman@acme.example', 'Staff@12345')
    const res = await SELF.fetch(`http://${HOST.acme}/api/v1/wildcard/interviews/${examId}/live`, {
      headers: { upgrade: 'websocket', cookie: priya, origin: `http://${HOST.acme}` },
    })
    expect(res.status).toBe(101)
    const ws = res.webSocket!
    const messages: { type: string; exam: { status: string; answered: number } | null }[] = []
    ws.addEventListener('message', (e) => {
      messages.push(JSON.parse(e.data as string))
    })
    ws.accept()
    const until = async (test: () => boolean) => {
      for (let i = 0; i < 100 && !test(); i++) await new Promise((r) => setTimeout(r, 20))
      expect(test()).toBe(true)
    }
    await until(() => messages.length > 0)
    expect(messages[0]).toEqual({ type: 'snapshot', exam: null })

    await asCasey('POST', `/candidate/interviews/${examId}/start-exam`)
    await until(() => messages.some((m) => m.exam?.status === 'in_progress'))
    const [mcq] = await questionsOf(examId)
    await asCasey('POST', `/candidate/interviews/${examId}/answer/${mcq!.id}`, { selected_option: 2 })
    await until(() => messages.some((m) => m.type === 'progress' && m.exam?.answered === 1))
    ws.close()

    const noAccess = await staffWith(['candidates.view'], 'no-interviews')
    const refused = await SELF.fetch(`http://${HOST.acme}/api/v1/wildcard/interviews/${examId}/live`, {
      headers: { upgrade: 'websocket', cookie: noAccess },
    })
    expect(refused.status).toBe(403)
    const plain = await call(HOST.acme, 'GET', `/wildcard/interviews/${examId}/live`, { cookie: owner })
    expect(plain.status).toBe(426)
    const foreign = await SELF.fetch(`http://${HOST.globex}/api/v1/wildcard/interviews/${examId}/live`, {
      headers: { upgrade: 'websocket', cookie: globex },
    })
    expect(foreign.status).toBe(404)
  })

  it('shows the live state in the results while the exam runs, then the score once submitted', async () => {
    const running = await asOwner('GET', `/wildcard/interviews/${examId}/exam-results`)
    expect(running.status).toBe(200)
    expect(running.body.data.exam).toMatchObject({ status: 'in_progress', score: null })
    expect(running.body.data.exam.live).toMatchObject({ answered: 1, total: 5 })

    const qs = await questionsOf(examId)
    const text = qs.find((q) => q.type === 'text')!
    const coding = qs.find((q) => q.type === 'coding')!
    await asCasey('POST', `/candidate/interviews/${examId}/answer/${text.id}`, { text: 'Keys and stored responses.' })
    await asCasey('POST', `/candidate/interviews/${examId}/answer/${coding.id}`, {
      code: JS_PALINDROME,
      language: 'javascript',
    })
    expect((await asCasey('POST', `/candidate/interviews/${examId}/submit-exam`)).status).toBe(200)

    const res = await asOwner('GET', `/wildcard/interviews/${examId}/exam-results`)
    expect(res.body.data.exam).toMatchObject({ status: 'submitted', score: 12, max_score: 24, pending_review: 1 })
    const answers = res.body.data.answers
    expect(answers[0]).toMatchObject({
      question: { correct_option: 2 },
      record: { selected_option: 2, is_correct: true, score: 2 },
    })
    expect(answers[2].record).toMatchObject({ answer_text: 'Keys and stored responses.', score: null })
    const codingResult = answers[4].record
    expect(codingResult).toMatchObject({ language: 'javascript', score: 10, is_correct: true })
    expect(codingResult.test_results).toHaveLength(7)
    expect(codingResult.test_results.every((t: { passed: boolean }) => t.passed)).toBe(true)
  })

  it('lets a reviewer score the written answer; the interview’s score is the sum', async () => {
    const text = (await questionsOf(examId)).find((q) => q.type === 'text')!
    const priya = await signIn(HOST.acme, 'priya.raman@acme.example', 'Staff@12345')
    const tooMuch = await call(HOST.acme, 'PUT', `/wildcard/interviews/${examId}/exam-results/${text.id}`, {
      cookie: priya,
      body: { score: 6 },
    })
    expect(tooMuch.status).toBe(422)
    expect(tooMuch.body.errors[0]).toEqual({ field: 'score', message: 'Score cannot be greater than 5' })
    const res = await call(HOST.acme, 'PUT', `/wildcard/interviews/${examId}/exam-results/${text.id}`, {
      cookie: priya,
      body: { score: 4, note: 'Solid: keys, storage and the in-flight case.' },
    })
    expect(res.status).toBe(200)
    expect(res.body.data.exam).toMatchObject({ score: 16, pending_review: 0 })
    expect(res.body.data.answers[2].record).toMatchObject({
      score: 4,
      reviewed_by: 'Priya Raman',
      review_note: 'Solid: keys, storage and the in-flight case.',
    })
    expect((await interviewById(examId)).score).toBe(16)
    const viewerTry = await call(HOST.acme, 'PUT', `/wildcard/interviews/${examId}/exam-results/${text.id}`, {
      cookie: viewer,
      body: { score: 1 },
    })
    expect(viewerTry.status).toBe(403)
    const foreign = await call(HOST.globex, 'PUT', `/wildcard/interviews/${examId}/exam-results/${text.id}`, {
      cookie: globex,
      body: { score: 0 },
    })
    expect(foreign.status).toBe(404)
    expect((await interviewById(examId)).score).toBe(16)
  })

  it('refuses to score an exam that has not been handed in (409)', async () => {
    const other = await candidateAccount('acme', 'not.handed.in@example.com')
    const id = await newExam(acmeId, other.id)
    const [q] = await questionsOf(id)
    const res = await asOwner('PUT', `/wildcard/interviews/${id}/exam-results/${q!.id}`, { score: 1 })
    expect(res.status).toBe(409)
  })

  it('lists a candidate’s exams with their scores', async () => {
    const exam = await interviewById(examId)
    const res = await asOwner('GET', `/wildcard/candidates/${exam.candidateId}/exams`)
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual([
      expect.objectContaining({ id: examId, status: 'submitted', score: 16, max_score: 24, pending_review: 0 }),
    ])
    expect(
      (await call(HOST.globex, 'GET', `/wildcard/candidates/${exam.candidateId}/exams`, { cookie: globex })).status,
    ).toBe(404)
  })
})
