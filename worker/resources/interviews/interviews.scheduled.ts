/**
 * Interview work on the clock (worker/scheduled, every five minutes; docs/interviews.md):
 * - the reminder a day before: candidate and interviewers, once (`reminderSentAt`; a reschedule clears it);
 * - scorecards due: once an interview has ended, its interviewers who have not submitted a
 *   scorecard are told on the bell, once (`scorecardDueSentAt`).
 * Each finds what is due from the data and marks the row before it mails, so a late, doubled
 * or overlapping run sends nothing twice.
 */
import { and, eq, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm'
import { businesses, feedback, interviews } from '../../db/schema'
import { systemScope } from '../../lib/scope'
import { registerScheduledTask, type ScheduledContext } from '../../scheduled'
import { notifyStaff } from '../../services/notifications'
import { endOf, OPEN_INTERVIEW_STATES } from './interviews.schema'
import { sendReminder } from './invitations.service'

const DAY = 86_400_000
/** One run handles at most this many of each; the next run takes the rest. */
const BATCH = 50

async function scopeOf({ db, env }: ScheduledContext, businessId: string) {
  const business = await db.query.businesses.findFirst({ where: eq(businesses.id, businessId) })
  return business ? systemScope(db, env, business) : null
}

/** Interviews starting in the next 24 hours that have not been reminded of. */
export async function sendInterviewReminders(ctx: ScheduledContext) {
  const { db, now } = ctx
  const due = await db
    .select()
    .from(interviews)
    .where(
      and(
        eq(interviews.status, 'scheduled'),
        ne(interviews.mode, 'online_exam'),
        isNull(interviews.reminderSentAt),
        gt(interviews.scheduledAt, now),
        lte(interviews.scheduledAt, new Date(now.getTime() + DAY)),
      ),
    )
    .limit(BATCH)
  for (const row of due) {
    // Claim it first: only the run that marks the row sends the reminder.
    const claimed = await db
      .update(interviews)
      .set({ reminderSentAt: now })
      .where(and(eq(interviews.id, row.id), isNull(interviews.reminderSentAt)))
      .returning({ id: interviews.id })
    if (!claimed.length) continue
    const scope = await scopeOf(ctx, row.businessId)
    if (scope) await sendReminder(scope, { ...row, reminderSentAt: now })
  }
  return due.length
}

/** Ended interviews whose interviewers still owe a scorecard. */
export async function sendScorecardsDue(ctx: ScheduledContext) {
  const { db, now } = ctx
  const ended = await db
    .select()
    .from(interviews)
    .where(
      and(
        inArray(interviews.status, [...OPEN_INTERVIEW_STATES, 'completed']),
        ne(interviews.mode, 'online_exam'),
        isNull(interviews.scorecardDueSentAt),
        sql`${interviews.scheduledAt} + ${interviews.durationMinutes} * 60000 <= ${now.getTime()}`,
      ),
    )
    .limit(BATCH)
  for (const row of ended) {
    const claimed = await db
      .update(interviews)
      .set({ scorecardDueSentAt: now })
      .where(and(eq(interviews.id, row.id), isNull(interviews.scorecardDueSentAt)))
      .returning({ id: interviews.id })
    if (!claimed.length || endOf(row) > now.getTime()) continue
    const authors = await db
      .select({ id: feedback.authorId })
      .from(feedback)
      .where(and(eq(feedback.interviewId, row.id), eq(feedback.authorKind, 'employee')))
    const owing = row.interviewerIds.filter((id) => !authors.some((a) => a.id === id))
    const scope = await scopeOf(ctx, row.businessId)
    if (scope && owing.length)
      await notifyStaff(scope, owing, {
        kind: 'scorecard.due',
        title: `Your scorecard for ${row.title} is due`,
        link: `/admin/interviews/${row.id}`,
      })
  }
  return ended.length
}

registerScheduledTask('interviews.reminders', async (ctx) => {
  await sendInterviewReminders(ctx)
})
registerScheduledTask('interviews.scorecards-due', async (ctx) => {
  await sendScorecardsDue(ctx)
})
