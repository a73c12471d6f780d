/**
 * The interview lifecycle (design.md; LIFECYCLES.interview and .candidateInterview): starting,
 * completing, no-shows, cancelling (reason, everyone told, calendar events cancelled) and
 * rejecting. Rejecting a candidate at an interview, or their whole process, ends the process:
 * its other open rounds are called off and the application leaves the pipeline as rejected, all
 * in one batch with a history row per change; the candidate gets one e-mail.
 */
import { and, eq, inArray, ne } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import { applications, candidateInterviews, interviews } from '../../db/schema'
import { conflict, notFound } from '../../lib/errors'
import type { StaffScope } from '../../lib/scope'
import { changesOf, historyIfChanged } from '../../services/guarded-write'
import { assertTransition, LIFECYCLES } from '../../services/lifecycle'
import { notifyStaff } from '../../services/notifications'
import { presentApplication, selectApplications } from '../applications/applications.service'
import { stageMoveStatements } from '../applications/stage.service'
import type { Viewer } from './access'
import {
  type CandidateInterviewState,
  type CandidateInterviewStatusInput,
  endOf,
  type InterviewState,
  type InterviewStatusInput,
  OPEN_INTERVIEW_STATES,
} from './interviews.schema'
import {
  INTERVIEW_ENTITY,
  type InterviewRow,
  interviewOr404,
  PROCESS_ENTITY,
  presentedInterview,
} from './interviews.service'
import { sendCancelled, sendRejection } from './invitations.service'
import { formatSpan } from './when'

/** An interview may start at most this early. */
const EARLY_START_MS = 30 * 60_000

const guardedStatus = (scope: StaffScope, row: InterviewRow, to: InterviewState, reason: string | null, now: Date) => {
  const { db, business, actor } = scope
  return [
    db
      .update(interviews)
      .set({
        status: to,
        reason: to === 'cancelled' || to === 'rejected' ? reason : row.reason,
        // A calendar must learn of a cancellation: it is a new version of the event.
        ...(to === 'cancelled' || to === 'rejected' ? { sequence: row.sequence + 1 } : {}),
        updatedAt: now,
      })
      .where(and(eq(interviews.businessId, business.id), eq(interviews.id, row.id), eq(interviews.status, row.status))),
    historyIfChanged(
      db,
      {
        businessId: business.id,
        entity: INTERVIEW_ENTITY,
        entityId: row.id,
        from: row.status,
        to,
        reason,
        actor,
        meta: { round: row.round },
      },
      now,
    ),
  ] as const
}

const processMove = (
  scope: StaffScope,
  process: { id: string; status: CandidateInterviewState; currentRound: number },
  to: CandidateInterviewState,
  reason: string | null,
  now: Date,
) => {
  const { db, business, actor } = scope
  return [
    db
      .update(candidateInterviews)
      .set({ status: to, reason: to === 'pending' || to === 'in_progress' ? null : reason, updatedAt: now })
      .where(
        and(
          eq(candidateInterviews.businessId, business.id),
          eq(candidateInterviews.id, process.id),
          eq(candidateInterviews.status, process.status),
        ),
      ),
    historyIfChanged(
      db,
      {
        businessId: business.id,
        entity: PROCESS_ENTITY,
        entityId: process.id,
        from: process.status,
        to,
        reason,
        actor,
        meta: { round: process.currentRound },
      },
      now,
    ),
  ] as const
}

const movedMeanwhile = () => conflict('The interview changed a moment ago. Reload to see it as it is now.')

async function processOf(scope: StaffScope, id: string | null) {
  if (!id) return undefined
  return scope.db.query.candidateInterviews.findFirst({
    where: and(eq(candidateInterviews.businessId, scope.business.id), eq(candidateInterviews.id, id)),
  })
}

/** Starting, completing or a no-show cannot happen before the interview's time. */
function assertTimely(row: InterviewRow, to: InterviewState, now: number) {
  const start = row.scheduledAt.getTime()
  const when = formatSpan(row.scheduledAt, endOf(row), row.timezone)
  if (to === 'in_progress' && now < start - EARLY_START_MS)
    throw conflict(`The interview is on ${when}: it can start at most 30 minutes early.`)
  if ((to === 'completed' || to === 'no_show') && now < start)
    throw conflict(
      `The interview is on ${when}: it cannot be ${to === 'completed' ? 'completed' : 'a no-show'} before it starts.`,
    )
}

/** PUT /interviews/:id/status. */
export async function setInterviewStatus(scope: StaffScope, id: string, input: InterviewStatusInput, viewer: Viewer) {
  if (input.status === 'cancelled') return cancelInterview(scope, id, input.reason!, viewer)
  if (input.status === 'rejected') return rejectInterview(scope, id, input.reason!, viewer)
  const row = await interviewOr404(scope, id)
  assertTransition(LIFECYCLES.interview, 'interview', row.status, input.status)
  const now = new Date()
  assertTimely(row, input.status, now.getTime())
  const statements: BatchItem<'sqlite'>[] = [...guardedStatus(scope, row, input.status, input.reason ?? null, now)]
  // The process is under way once one of its interviews is.
  const process = await processOf(scope, row.candidateInterviewId)
  if (process?.status === 'pending' && (input.status === 'in_progress' || input.status === 'completed'))
    statements.push(...processMove(scope, process, 'in_progress', null, now))
  const [moved] = await scope.db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]])
  if (changesOf(moved) === 0) throw movedMeanwhile()
  return presentedInterview(scope, id, viewer)
}

/** PUT /interviews/:id/cancel: the reason is kept and sent to the candidate and the interviewers. */
export async function cancelInterview(scope: StaffScope, id: string, reason: string, viewer: Viewer) {
  const row = await interviewOr404(scope, id)
  assertTransition(LIFECYCLES.interview, 'interview', row.status, 'cancelled')
  const [moved] = await scope.db.batch(guardedStatus(scope, row, 'cancelled', reason, new Date()))
  if (changesOf(moved) === 0) throw movedMeanwhile()
  const cancelled = await interviewOr404(scope, id)
  await sendCancelled(scope, cancelled, reason)
  await notifyStaff(scope, row.interviewerIds, {
    kind: 'interview.changed',
    title: `Cancelled: ${row.title} on ${formatSpan(row.scheduledAt, endOf(row), row.timezone)}`,
    link: `/admin/interviews/${id}`,
  })
  return presentedInterview(scope, id, viewer)
}

/**
 * The candidate is rejected (at `trigger`, an interview, or for the whole process): the
 * process ends as rejected, its other open rounds are cancelled, the application is rejected.
 */
async function rejectCandidate(
  scope: StaffScope,
  process: typeof candidateInterviews.$inferSelect | undefined,
  trigger: InterviewRow | null,
  reason: string,
) {
  const { db, business } = scope
  const now = new Date()
  const statements: BatchItem<'sqlite'>[] = []
  if (trigger) statements.push(...guardedStatus(scope, trigger, 'rejected', reason, now))
  if (process && LIFECYCLES.candidateInterview[process.status].includes('rejected' as never))
    statements.push(...processMove(scope, process, 'rejected', reason, now))
  const others = process
    ? await db.query.interviews.findMany({
        where: and(
          eq(interviews.businessId, business.id),
          eq(interviews.candidateInterviewId, process.id),
          inArray(interviews.status, [...OPEN_INTERVIEW_STATES]),
          trigger ? ne(interviews.id, trigger.id) : undefined,
        ),
      })
    : []
  const because = 'The candidate was rejected'
  for (const other of others) statements.push(...guardedStatus(scope, other, 'cancelled', `${because}: ${reason}`, now))
  const candidateId = process?.candidateId ?? trigger!.candidateId
  const opportunityId = process?.opportunityId ?? trigger!.opportunityId
  const [appRow] = opportunityId
    ? await selectApplications(
        scope,
        and(eq(applications.candidateId, candidateId), eq(applications.opportunityId, opportunityId)),
      ).limit(1)
    : []
  const app = appRow ? presentApplication(appRow) : undefined
  if (app && LIFECYCLES.candidate[app.stage].includes('rejected' as never))
    statements.push(...stageMoveStatements(scope, app, 'rejected', reason, now))
  if (!statements.length) throw conflict('There is nothing left to reject: the interviews are over.')
  const results = await db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]])
  if (changesOf(results[0]) === 0) throw movedMeanwhile()

  const calledOff = [...(trigger ? [trigger] : []), ...others]
  const future = calledOff.filter((i) => i.scheduledAt.getTime() > now.getTime())
  const fresh = await db.query.interviews.findMany({
    where: and(
      eq(interviews.businessId, business.id),
      inArray(
        interviews.id,
        future.map((i) => i.id),
      ),
    ),
  })
  await sendRejection(scope, candidateId, app?.opportunity.title ?? 'open', fresh)
  for (const row of fresh) await sendCancelled(scope, row, null, { candidate: false, because })
  for (const row of calledOff)
    await notifyStaff(scope, row.interviewerIds, {
      kind: 'interview.changed',
      title: `${row.title}: the candidate was rejected`,
      link: `/admin/interviews/${row.id}`,
    })
}

/** PUT /interviews/:id/reject: the candidate is rejected at this interview (reason kept internal). */
export async function rejectInterview(scope: StaffScope, id: string, reason: string, viewer: Viewer) {
  const row = await interviewOr404(scope, id)
  assertTransition(LIFECYCLES.interview, 'interview', row.status, 'rejected')
  await rejectCandidate(scope, await processOf(scope, row.candidateInterviewId), row, reason)
  return presentedInterview(scope, id, viewer)
}

/** PUT /candidate_interviews/:id/reject. */
export async function rejectProcess(scope: StaffScope, processId: string, reason: string) {
  const process = await processOf(scope, processId)
  if (!process) throw notFound('Candidate interview')
  assertTransition(LIFECYCLES.candidateInterview, 'candidate interview', process.status, 'rejected')
  await rejectCandidate(scope, process, null, reason)
}

/**
 * PUT /candidate_interviews/:id/status. Passing or failing decides the process: no round may
 * still be open (409 naming it). Rejecting is rejectProcess.
 */
export async function setProcessStatus(scope: StaffScope, processId: string, input: CandidateInterviewStatusInput) {
  if (input.status === 'rejected') return rejectProcess(scope, processId, input.reason!)
  const process = await processOf(scope, processId)
  if (!process) throw notFound('Candidate interview')
  assertTransition(LIFECYCLES.candidateInterview, 'candidate interview', process.status, input.status)
  if (input.status === 'passed' || input.status === 'failed') {
    const open = await scope.db.query.interviews.findFirst({
      where: and(
        eq(interviews.businessId, scope.business.id),
        eq(interviews.candidateInterviewId, processId),
        inArray(interviews.status, [...OPEN_INTERVIEW_STATES]),
      ),
    })
    if (open)
      throw conflict(
        `Round ${open.round} (${open.title}) is still ${open.status.replace('_', ' ')}: complete or cancel it before deciding.`,
      )
  }
  const [moved] = await scope.db.batch(processMove(scope, process, input.status, input.reason ?? null, new Date()))
  if (changesOf(moved) === 0) throw movedMeanwhile()
}
