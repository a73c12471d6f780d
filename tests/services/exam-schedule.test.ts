/** The exam's scheduled work: reminders before a window closes, and the deadline's safety net. */
import { env } from 'cloudflare:test'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../worker/db/schema'
import { runScheduledTasks } from '../../worker/scheduled'
import '../../worker/scheduled/tasks'
import {
  candidateAccount,
  demoExam,
  interviewById,
  newExam,
  passDeadline,
  questionsOf,
} from '../api/interviews/exam-helpers'
import { call, db, HOST, seed } from '../setup/http'

const mailsTo = (to: string) => db().query.outboxEmails.findMany({ where: eq(schema.outboxEmails.to, to) })

beforeAll(async () => {
  await seed()
})

describe('exams.remind', () => {
  it('reminds a candidate once when the window closes within a day and the exam is not started', async () => {
    const exam = await demoExam()
    await db()
      .update(schema.interviews)
      .set({ examClosesAt: new Date(Date.now() + 12 * 3_600_000) })
      .where(eq(schema.interviews.id, exam.id))
    const now = new Date()
    await runScheduledTasks(env, now, ['exams.remind'])
    await runScheduledTasks(env, now, ['exams.remind'])
    const mails = (await mailsTo('candidate@acme.example')).filter((m) => m.template === 'candidate.exam_reminder')
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toMatch(/^Acme Corporation: your exam "Backend Engineer — Technical Assessment" closes /)
    expect(mails[0]!.html).toContain(`/candidates/exams/${exam.id}`)
    expect((await interviewById(exam.id)).examRemindedAt).not.toBeNull()
  })

  it('sends nothing to a candidate who turned reminders off (and nothing for windows far away)', async () => {
    const other = await candidateAccount('acme', 'no.reminders@example.com')
    await call(HOST.acmeCandidate, 'PUT', '/candidate/profile/notifications', {
      cookie: other.cookie,
      body: { exam_reminders: false, exam_receipts: true },
    })
    const soon = await newExam(other.businessId, other.id)
    await db()
      .update(schema.interviews)
      .set({ examClosesAt: new Date(Date.now() + 3_600_000) })
      .where(eq(schema.interviews.id, soon))
    const far = await candidateAccount('acme', 'far.window@example.com')
    await newExam(far.businessId, far.id)
    await db()
      .update(schema.interviews)
      .set({ examClosesAt: new Date(Date.now() + 5 * 86_400_000) })
      .where(eq(schema.interviews.candidateId, far.id))
    await runScheduledTasks(env, new Date(), ['exams.remind'])
    expect(await mailsTo('no.reminders@example.com')).toHaveLength(0)
    expect(await mailsTo('far.window@example.com')).toHaveLength(0)
  })
})

describe('exams.close-overdue', () => {
  it('ends an exam past its deadline whose alarm did not run, through its live object', async () => {
    const other = await candidateAccount('acme', 'overdue.one@example.com')
    const id = await newExam(other.businessId, other.id)
    await call(HOST.acmeCandidate, 'POST', `/candidate/interviews/${id}/start-exam`, { cookie: other.cookie })
    const [q] = await questionsOf(id)
    await call(HOST.acmeCandidate, 'POST', `/candidate/interviews/${id}/answer/${q!.id}`, {
      cookie: other.cookie,
      body: { selected_option: 2 },
    })
    await passDeadline(id)
    await runScheduledTasks(env, new Date(Date.now() + 120_000), ['exams.close-overdue'])
    expect(await interviewById(id)).toMatchObject({ examStatus: 'expired', score: 2 })
  })

  it('ends one D1 says is running even when its live object never heard of it', async () => {
    const other = await candidateAccount('acme', 'overdue.two@example.com')
    const id = await newExam(other.businessId, other.id)
    const past = Date.now() - 10 * 60_000
    await db()
      .update(schema.interviews)
      .set({ examStatus: 'in_progress', examStartedAt: new Date(past - 30 * 60_000), examDeadlineAt: new Date(past) })
      .where(and(eq(schema.interviews.id, id)))
    await runScheduledTasks(env, new Date(), ['exams.close-overdue'])
    const row = await interviewById(id)
    expect(row).toMatchObject({ examStatus: 'expired', score: 0 })
    expect(
      await db().query.interviewRecords.findMany({ where: eq(schema.interviewRecords.interviewId, id) }),
    ).toHaveLength(5)
  })
})
