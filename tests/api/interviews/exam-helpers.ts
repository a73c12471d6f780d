/** Shared set-up of the exam tests: the demo exam, fresh exams, other candidates. */
import { env, runInDurableObject } from 'cloudflare:test'
import { and, asc, eq } from 'drizzle-orm'
import * as schema from '../../../worker/db/schema'
import { DEMO_EXAM_QUESTIONS, DEMO_EXAM_TITLE } from '../../../worker/db/seed/acme-exam'
import { hashPassword } from '../../../worker/lib/crypto'
import { newId } from '../../../worker/lib/ids'
import type { LiveMeta } from '../../../worker/resources/interviews/live-exam.types'
import { liveExam } from '../../../worker/services/live-exam'
import { db, HOST, signIn } from '../../setup/http'

export const businessBySlug = async (slug: string) =>
  (await db().query.businesses.findFirst({ where: eq(schema.businesses.slug, slug) }))!

export const demoExam = async () =>
  (await db().query.interviews.findFirst({ where: eq(schema.interviews.title, DEMO_EXAM_TITLE) }))!

export const questionsOf = (interviewId: string) =>
  db().query.interviewQuestions.findMany({
    where: eq(schema.interviewQuestions.interviewId, interviewId),
    orderBy: asc(schema.interviewQuestions.position),
  })

export const interviewById = async (id: string) =>
  (await db().query.interviews.findFirst({ where: eq(schema.interviews.id, id) }))!

export const recordsOf = (interviewId: string) =>
  db().query.interviewRecords.findMany({ where: eq(schema.interviewRecords.interviewId, interviewId) })

/** A candidate of a business with a candidate-area account, signed in on its candidate host. */
export async function candidateAccount(slug: string, email: string) {
  const business = await businessBySlug(slug)
  const id = newId()
  await db()
    .insert(schema.candidates)
    .values({
      id,
      businessId: business.id,
      firstName: 'Test',
      lastName: email.split('@')[0]!,
      email,
      skills: [],
      passwordHash: await hashPassword('Candidate@12345'),
      registeredAt: new Date(),
    })
  const host = slug === 'acme' ? HOST.acmeCandidate : HOST.globexCandidate
  return { id, businessId: business.id, cookie: await signIn(host, email, 'Candidate@12345') }
}

/**
 * A new online exam with the demo exam's questions for a candidate: open now for a day, its
 * duration counted from the start.
 */
export async function newExam(businessId: string, candidateId: string, opts: { durationMinutes?: number } = {}) {
  const interviewId = newId()
  const acmeOwner = await db().query.employees.findFirst({
    where: and(eq(schema.employees.businessId, businessId), eq(schema.employees.isBusinessAdmin, true)),
  })
  const now = Date.now()
  await db()
    .insert(schema.interviews)
    .values({
      id: interviewId,
      businessId,
      candidateId,
      title: 'Exam under test',
      mode: 'online_exam',
      scheduledAt: new Date(now - 60_000),
      durationMinutes: opts.durationMinutes ?? 30,
      interviewerIds: acmeOwner ? [acmeOwner.id] : [],
      examStatus: 'not_started',
      examOpensAt: new Date(now - 60_000),
      examClosesAt: new Date(now + 86_400_000),
      createdBy: acmeOwner?.id ?? null,
    })
  await db()
    .insert(schema.interviewQuestions)
    .values(
      DEMO_EXAM_QUESTIONS.map((q, i) => ({
        businessId,
        interviewId,
        position: i + 1,
        type: q.type,
        prompt: q.prompt,
        options: 'options' in q ? [...q.options] : null,
        correctOption: 'correctOption' in q ? q.correctOption : null,
        points: q.points,
        testStyle: 'testStyle' in q ? q.testStyle : null,
        languages: 'languages' in q ? q.languages.map((l) => ({ ...l })) : null,
        tests: 'tests' in q ? q.tests.map((t) => ({ ...t })) : null,
      })),
    )
  return interviewId
}

/** Moves a running exam's deadline into the past, in D1 and in its live object (the clock cannot be moved). */
export async function passDeadline(interviewId: string) {
  const past = Date.now() - 1000
  await db()
    .update(schema.interviews)
    .set({ examDeadlineAt: new Date(past) })
    .where(eq(schema.interviews.id, interviewId))
  await runInDurableObject(liveExam(env, interviewId), async (_instance, state) => {
    const meta = (await state.storage.get<LiveMeta>('meta'))!
    await state.storage.put('meta', { ...meta, deadlineAt: past })
  })
}

export const JS_PALINDROME = `function isPalindrome(s) {
  const t = s.toLowerCase().replace(/[^a-z0-9]/g, '')
  return t === [...t].reverse().join('')
}`
/** Passes the sample tests, fails a hidden one (digits are not kept). */
export const JS_LETTERS_ONLY = `function isPalindrome(s) {
  const t = s.toLowerCase().replace(/[^a-z]/g, '')
  return t === [...t].reverse().join('')
}`
export const PY_PALINDROME = `def is_palindrome(s):
    t = [c for c in s.lower() if c.isalpha() or c.isdigit()]
    return t == list(reversed(t))
`
