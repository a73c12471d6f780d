/**
 * The exam's work on the clock (worker/scheduled/exams.ts, every five minutes), each idempotent
 * and found from the data: a reminder to candidates whose exam window closes within a day and who
 * have not started (once, if they want it), and the safety net that ends exams past their deadline
 * whose alarm did not (their Durable Object writes the result as always).
 */
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm'
import { businesses, candidates, interviewQuestions, interviews } from '../../db/schema'
import { hostConfig } from '../../hosts'
import { sendMail } from '../../providers/mail'
import type { ScheduledContext } from '../../scheduled'
import { liveExam } from '../../services/live-exam'
import { preferencesOf } from '../profile/candidate-settings.schema'
import { examReminderMail } from './exam-emails'
import { candidateLink, examPath } from './exam-links'
import { DEFAULT_WINDOW_MS, examWindow } from './exam-views'

/** Reminders go out when the window closes within this long. */
export const REMIND_BEFORE_MS = 24 * 3_600_000
const BATCH = 50

/** The window's end in SQL (the default window when none was set), as ms since the epoch. */
const closesAt = sql`coalesce(${interviews.examClosesAt}, coalesce(${interviews.examOpensAt}, ${interviews.scheduledAt}) + ${DEFAULT_WINDOW_MS})`

export async function remindExamCandidates({ env, db, now }: ScheduledContext) {
  const due = await db
    .select({ interview: interviews, candidate: candidates, business: businesses })
    .from(interviews)
    .innerJoin(
      candidates,
      and(eq(candidates.businessId, interviews.businessId), eq(candidates.id, interviews.candidateId)),
    )
    .innerJoin(businesses, eq(businesses.id, interviews.businessId))
    .where(
      and(
        eq(interviews.mode, 'online_exam'),
        sql`${interviews.status} in ('scheduled')`,
        sql`coalesce(${interviews.examStatus}, 'not_started') = 'not_started'`,
        isNull(interviews.examRemindedAt),
        sql`${closesAt} > ${now.getTime()}`,
        sql`${closesAt} <= ${now.getTime() + REMIND_BEFORE_MS}`,
        eq(businesses.status, 'active'),
      ),
    )
    .limit(BATCH)
  const config = hostConfig(env)
  for (const { interview, candidate, business } of due) {
    // Claim it first: a doubled run sends one reminder.
    const claimed = await db
      .update(interviews)
      .set({ examRemindedAt: now })
      .where(and(eq(interviews.id, interview.id), isNull(interviews.examRemindedAt)))
      .returning({ id: interviews.id })
    if (!claimed.length || !preferencesOf(candidate.notificationPreferences).exam_reminders) continue
    const close = examWindow(interview).closesAt
    const mail = examReminderMail({
      firstName: candidate.firstName,
      businessName: business.name,
      title: interview.title,
      closes: new Intl.DateTimeFormat('en-US', {
        dateStyle: 'long',
        timeStyle: 'long',
        timeZone: interview.timezone || business.timezone || 'UTC',
      }).format(close),
      link: candidateLink(config, business.slug, examPath(interview.id)),
    })
    await sendMail(env, db, {
      to: candidate.email,
      businessId: business.id,
      template: 'candidate.exam_reminder',
      ...mail,
    })
  }
}

/** Exams still running in D1 a minute past their deadline: their live object ends them now. */
export async function closeOverdueExams({ env, db, now }: ScheduledContext) {
  const overdue = await db
    .select()
    .from(interviews)
    .where(
      and(eq(interviews.examStatus, 'in_progress'), lt(interviews.examDeadlineAt, new Date(now.getTime() - 60_000))),
    )
    .limit(BATCH)
  for (const i of overdue) {
    const stub = liveExam(env, i.id)
    if (await stub.expireIfDue()) continue
    // The object never heard of the start (D1 recorded it): it adopts D1's deadline, then ends.
    const questions = await db
      .select({ id: interviewQuestions.id })
      .from(interviewQuestions)
      .where(and(eq(interviewQuestions.businessId, i.businessId), eq(interviewQuestions.interviewId, i.id)))
      .orderBy(asc(interviewQuestions.position))
    await stub.start({
      interviewId: i.id,
      businessId: i.businessId,
      candidateId: i.candidateId,
      questionIds: questions.map((q) => q.id),
      durationMs: i.durationMinutes * 60_000,
      maxWarnings: i.maxWarnings,
      startedAt: i.examStartedAt?.getTime() ?? i.examDeadlineAt!.getTime() - i.durationMinutes * 60_000,
      deadlineAt: i.examDeadlineAt!.getTime(),
    })
    await stub.expireIfDue()
  }
}
