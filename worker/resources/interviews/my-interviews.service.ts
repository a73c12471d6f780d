/**
 * A candidate's own interviews (the candidate area): upcoming and past rounds with their join
 * links, one job's rounds, one interview's detail, and the candidate's feedback about the process.
 * Interviewers appear by name only; scores, scorecards and notes stay with the hiring team.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { candidateInterviews, employees, feedback, interviews, opportunities } from '../../db/schema'
import { conflict, notFound } from '../../lib/errors'
import { offsetOf, pageOf } from '../../lib/pagination'
import type { CandidateScope } from '../../lib/scope'
import type { CandidateFeedbackInput } from './exam.schema'
import { examOverview, ownInterview } from './exam.service'
import { examPath } from './exam-links'
import { DEFAULT_WINDOW_MS, examWindow } from './exam-views'
import type { MyInterviewsQuery } from './my-interviews.schema'

type Interview = typeof interviews.$inferSelect

/** Rounds that did not happen are history, not "upcoming". */
const LIVE_STATES = ['scheduled', 'in_progress'] as const

/** Where the candidate joins: the exam screen, the video meeting, or the room. */
function joinOf(i: Interview) {
  if (i.mode === 'online_exam') return { kind: 'exam' as const, url: examPath(i.id), label: 'Open the exam' }
  if (i.mode === 'video' && i.meetingUrl)
    return { kind: 'video' as const, url: i.meetingUrl, label: 'Join the video call' }
  if (i.mode === 'in_person' && i.location) return { kind: 'place' as const, url: null, label: i.location }
  if (i.mode === 'phone') return { kind: 'phone' as const, url: null, label: 'The interviewer will call you' }
  return null
}

async function namesOf({ db, business }: CandidateScope, rows: Interview[]) {
  const ids = [...new Set(rows.flatMap((r) => r.interviewerIds))]
  if (!ids.length) return new Map<string, string>()
  const staff = await db
    .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName })
    .from(employees)
    .where(and(eq(employees.businessId, business.id), inArray(employees.id, ids)))
  return new Map(staff.map((s) => [s.id, `${s.firstName} ${s.lastName}`.trim()]))
}

async function jobsOf({ db, business }: CandidateScope, rows: Interview[]) {
  const ids = [...new Set(rows.map((r) => r.opportunityId).filter((v): v is string => !!v))]
  if (!ids.length) return new Map<string, string>()
  const jobs = await db
    .select({ id: opportunities.id, title: opportunities.title })
    .from(opportunities)
    .where(and(eq(opportunities.businessId, business.id), inArray(opportunities.id, ids)))
  return new Map(jobs.map((j) => [j.id, j.title]))
}

/** The rows as the candidate sees them. */
export async function presentInterviews(scope: CandidateScope, rows: Interview[]) {
  const [names, jobs] = await Promise.all([namesOf(scope, rows), jobsOf(scope, rows)])
  return rows.map((i) => {
    const window = i.mode === 'online_exam' ? examWindow(i) : null
    return {
      id: i.id,
      title: i.title,
      mode: i.mode,
      round: i.round,
      status: i.status,
      scheduledAt: i.scheduledAt,
      durationMinutes: i.durationMinutes,
      timezone: i.timezone,
      location: i.location,
      meetingUrl: i.meetingUrl,
      reason: i.status === 'cancelled' ? i.reason : null,
      interviewers: i.interviewerIds.map((id) => names.get(id)).filter((n): n is string => !!n),
      opportunity: i.opportunityId ? { id: i.opportunityId, title: jobs.get(i.opportunityId) ?? '' } : null,
      exam: window
        ? {
            status: i.examStatus ?? 'not_started',
            opensAt: window.opensAt,
            closesAt: window.closesAt,
            deadlineAt: i.examDeadlineAt,
            submittedAt: i.examSubmittedAt,
          }
        : null,
      join: LIVE_STATES.includes(i.status as (typeof LIVE_STATES)[number]) ? joinOf(i) : null,
    }
  })
}

/**
 * The candidate's interviews: `upcoming` (still to happen, soonest first; an exam counts until its
 * window closes), `past` (newest first) or all.
 */
export async function listMyInterviews(scope: CandidateScope, q: MyInterviewsQuery) {
  const { db, business, actor } = scope
  const now = new Date()
  // "Upcoming": still on (scheduled or running) and not over: the meeting's end, or an exam's window.
  const notOver = sql`(${interviews.scheduledAt} + ${interviews.durationMinutes} * 60000 >= ${now.getTime()}
    or (${interviews.mode} = 'online_exam' and coalesce(${interviews.examStatus}, 'not_started') in ('not_started', 'in_progress')
        and coalesce(${interviews.examClosesAt}, ${interviews.scheduledAt} + ${DEFAULT_WINDOW_MS}) > ${now.getTime()}))`
  const upcoming = and(inArray(interviews.status, [...LIVE_STATES]), notOver)
  const where = and(
    eq(interviews.businessId, business.id),
    eq(interviews.candidateId, actor.id),
    q.when === 'upcoming' ? upcoming : q.when === 'past' ? sql`not (${upcoming})` : undefined,
    q.opportunity_id ? eq(interviews.opportunityId, q.opportunity_id) : undefined,
  )
  const order = q.when === 'upcoming' ? [asc(interviews.scheduledAt)] : [desc(interviews.scheduledAt)]
  const [rows, total] = await Promise.all([
    db.query.interviews.findMany({
      where,
      orderBy: [...order, asc(interviews.id)],
      limit: q.limit,
      offset: offsetOf(q),
    }),
    db.$count(interviews, where),
  ])
  return pageOf(await presentInterviews(scope, rows), total, q)
}

/** GET /candidate/interviews/jobs/:id: the candidate's rounds for one job, with where the process stands. */
export async function myJobInterviews(scope: CandidateScope, opportunityId: string) {
  const { db, business, actor } = scope
  const process = await db.query.candidateInterviews.findFirst({
    where: and(
      eq(candidateInterviews.businessId, business.id),
      eq(candidateInterviews.candidateId, actor.id),
      eq(candidateInterviews.opportunityId, opportunityId),
    ),
  })
  const rows = await db.query.interviews.findMany({
    where: and(
      eq(interviews.businessId, business.id),
      eq(interviews.candidateId, actor.id),
      eq(interviews.opportunityId, opportunityId),
    ),
    orderBy: [asc(interviews.round), asc(interviews.scheduledAt)],
  })
  if (!process && !rows.length) throw notFound('Job')
  const job = await db.query.opportunities.findFirst({
    where: and(eq(opportunities.businessId, business.id), eq(opportunities.id, opportunityId)),
    columns: { id: true, title: true },
  })
  return {
    job: job ?? null,
    process: process ? { status: process.status, currentRound: process.currentRound } : null,
    interviews: await presentInterviews(scope, rows),
  }
}

/** GET /candidate/interviews/:id/detail: one round; an exam adds its window, clock and question mix. */
export async function myInterviewDetail(scope: CandidateScope, id: string) {
  const i = await ownInterview(scope, id)
  const [row] = await presentInterviews(scope, [i])
  const own = await ownFeedback(scope, id)
  return {
    ...row!,
    exam: i.mode === 'online_exam' ? await examOverview(scope, id) : null,
    /** How long this business keeps exam recordings (said on the consent step). */
    recordingRetentionDays: scope.business.recordingRetentionDays,
    myFeedback: own ? { rating: own.rating, comment: own.notes, createdAt: own.createdAt } : null,
    canGiveFeedback: feedbackAllowed(i),
  }
}

const ownFeedback = ({ db, business, actor }: CandidateScope, interviewId: string) =>
  db.query.feedback.findFirst({
    where: and(
      eq(feedback.businessId, business.id),
      eq(feedback.interviewId, interviewId),
      eq(feedback.authorKind, 'candidate'),
      eq(feedback.authorId, actor.id),
    ),
  })

/** Feedback about a round once it has happened (a meeting that took place, an exam handed in). */
const feedbackAllowed = (i: Interview) =>
  i.status === 'completed' || i.examStatus === 'submitted' || i.examStatus === 'expired'

/** The candidate's feedback about the process (one per round; sending again replaces it). */
export async function giveFeedback(scope: CandidateScope, id: string, input: CandidateFeedbackInput) {
  const { db, business, actor } = scope
  const i = await ownInterview(scope, id)
  if (!feedbackAllowed(i)) throw conflict('You can give feedback once the interview has taken place.')
  const existing = await ownFeedback(scope, id)
  const values = { rating: input.rating, notes: input.comment ?? null }
  if (existing) {
    await db
      .update(feedback)
      .set(values)
      .where(and(eq(feedback.businessId, business.id), eq(feedback.id, existing.id)))
  } else {
    await db.insert(feedback).values({
      businessId: business.id,
      candidateId: actor.id,
      interviewId: i.id,
      authorKind: 'candidate',
      authorId: actor.id,
      ...values,
    })
  }
  const saved = (await ownFeedback(scope, id))!
  return { interviewId: i.id, rating: saved.rating, comment: saved.notes, createdAt: saved.createdAt }
}

/** The next rounds still to happen (the dashboard). */
export async function nextInterviews(scope: CandidateScope, limit: number, opportunityId?: string) {
  return listMyInterviews(scope, { when: 'upcoming', page: 1, limit, order: 'asc', opportunity_id: opportunityId })
}
