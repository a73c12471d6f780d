/**
 * Scheduling and rescheduling (docs/interviews.md). An interview is a round of the candidate's
 * interview process for one job (created with its first round). It needs an open application,
 * interviewers who are active and may take part, and a time when none of them, nor the
 * candidate, is in another interview (409 naming who and when). Every write is one batch with
 * its history rows; the invitations and the bell follow.
 */
import { and, eq, inArray, lt, max, ne, notInArray, or, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import { candidateInterviews, candidates, employees, interviews, permissions, rolePermissions } from '../../db/schema'
import { ApiError, conflict, type FieldError } from '../../lib/errors'
import { newId } from '../../lib/ids'
import type { StaffScope } from '../../lib/scope'
import { changesOf } from '../../services/guarded-write'
import { LIFECYCLES } from '../../services/lifecycle'
import { notifyStaff } from '../../services/notifications'
import { isUniqueViolation } from '../../services/org-helpers'
import { historyInsert } from '../../services/status-history'
import {
  applicationOr404,
  applicationsOf,
  candidateBasics,
  type PresentedApplication,
} from '../applications/applications.service'
import { stageMoveStatements } from '../applications/stage.service'
import { CANDIDATE_STATE_LABELS } from '../candidates/candidates.schema'
import { isFinished } from '../opportunities/job-enums.schema'
import type { Viewer } from './access'
import {
  DECIDED_PROCESS_STATES,
  DEFAULT_EXAM_WINDOW_HOURS,
  endOf,
  type InterviewMode,
  modeProblems,
  type NewRoundInput,
  OPEN_INTERVIEW_STATES,
  type ScheduleForCandidate,
  type ScheduleInterview,
  type UpdateInterview,
  VOID_INTERVIEW_STATES,
} from './interviews.schema'
import {
  INTERVIEW_ENTITY,
  type InterviewRow,
  interviewOr404,
  PROCESS_ENTITY,
  presentedInterview,
} from './interviews.service'
import { sendScheduled, sendUpdated } from './invitations.service'
import { formatSpan } from './when'

const HOUR = 3_600_000
const invalid = (errors: FieldError[]) => new ApiError(422, errors[0]!.message, errors)

/** The fields an interview is made of, as the scheduler chose them. */
type Plan = {
  title: string
  mode: InterviewMode
  start_at: Date
  duration_minutes: number
  timezone: string
  interviewer_ids: string[]
  location?: string | null
  meeting_url?: string | null
  available_until?: Date | null
}

/** The application an interview is for: named, or the candidate's (latest open) application to a job. */
async function resolveApplication(
  scope: StaffScope,
  input: { application_id?: string; candidate_id?: string; opportunity_id?: string },
): Promise<PresentedApplication> {
  if (input.application_id) {
    try {
      return await applicationOr404(scope, input.application_id)
    } catch {
      throw invalid([{ field: 'application_id', message: 'Application not found.' }])
    }
  }
  const candidateId = input.candidate_id!
  await candidateBasics(scope, candidateId).catch(() => {
    throw invalid([{ field: 'candidate_id', message: 'Candidate not found.' }])
  })
  const apps = await applicationsOf(scope, [candidateId])
  if (input.opportunity_id) {
    const app = apps.find((a) => a.opportunityId === input.opportunity_id)
    if (!app)
      throw invalid([
        { field: 'opportunity_id', message: 'The candidate has no application to this job: add them to it first.' },
      ])
    return app
  }
  const open = apps.find((a) => LIFECYCLES.candidate[a.stage].length > 0)
  if (!open)
    throw invalid([
      { field: 'opportunity_id', message: 'The candidate has no open application: add them to a job first.' },
    ])
  return open
}

/** Interviews are for people still in the running, for jobs still hiring. */
async function assertSchedulable(scope: StaffScope, app: PresentedApplication) {
  const candidate = await candidateBasics(scope, app.candidateId)
  if (candidate.isBlacklisted) throw conflict(`${candidate.name} is blacklisted: interviews cannot be scheduled.`)
  if (LIFECYCLES.candidate[app.stage].length === 0)
    throw conflict(
      `${candidate.name}'s application for ${app.opportunity.title} is ${CANDIDATE_STATE_LABELS[app.stage].toLowerCase()}: interviews are scheduled only for open applications.`,
    )
  if (isFinished(app.opportunity.status))
    throw conflict(`${app.opportunity.title} is ${app.opportunity.status}: it takes no more interviews.`)
  return candidate
}

/** Interviewers must be active employees of this business whose role lets them see their interviews. */
async function checkInterviewers(scope: StaffScope, ids: string[]) {
  const { db, business } = scope
  const rows = await db
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      status: employees.status,
      isBusinessAdmin: employees.isBusinessAdmin,
      roleId: employees.roleId,
    })
    .from(employees)
    .where(and(eq(employees.businessId, business.id), inArray(employees.id, ids)))
  const roleIds = [...new Set(rows.flatMap((r) => (r.roleId && !r.isBusinessAdmin ? [r.roleId] : [])))]
  const allowedRoles = new Set(
    roleIds.length
      ? (
          await db
            .selectDistinct({ roleId: rolePermissions.roleId })
            .from(rolePermissions)
            .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
            .where(
              and(
                eq(rolePermissions.businessId, business.id),
                inArray(rolePermissions.roleId, roleIds),
                inArray(permissions.key, ['interviews.view', 'interviews.feedback']),
                eq(permissions.isDisabled, false),
              ),
            )
        ).map((r) => r.roleId)
      : [],
  )
  const errors: FieldError[] = []
  for (const id of ids) {
    const row = rows.find((r) => r.id === id)
    const name = row ? `${row.firstName} ${row.lastName}`.trim() : ''
    if (!row) errors.push({ field: 'interviewer_ids', message: 'Interviewer not found.' })
    else if (row.status !== 'active')
      errors.push({ field: 'interviewer_ids', message: `${name} is inactive and cannot interview.` })
    else if (!row.isBusinessAdmin && !(row.roleId && allowedRoles.has(row.roleId)))
      errors.push({
        field: 'interviewer_ids',
        message: `${name} cannot interview: their role has no interview permission (Give interview feedback).`,
      })
  }
  if (errors.length) throw invalid(errors)
}

/**
 * 409 when an interviewer or the candidate is already in another open interview at that time,
 * naming who, with whom and when (in the new interview's zone). Online exams are taken alone at
 * the candidate's own time within a window: they hold no one's time and are never checked.
 */
export async function assertNoOverlap(
  scope: StaffScope,
  plan: {
    start: Date
    minutes: number
    timezone: string
    interviewerIds: string[]
    candidateId: string
    mode: InterviewMode
  },
  excludeId?: string,
) {
  if (plan.mode === 'online_exam') return
  const { db, business } = scope
  const start = plan.start.getTime()
  const end = start + plan.minutes * 60_000
  const rows = await db
    .select({
      id: interviews.id,
      title: interviews.title,
      scheduledAt: interviews.scheduledAt,
      durationMinutes: interviews.durationMinutes,
      interviewerIds: interviews.interviewerIds,
      candidateId: interviews.candidateId,
      candidateFirstName: candidates.firstName,
      candidateLastName: candidates.lastName,
    })
    .from(interviews)
    .innerJoin(candidates, and(eq(candidates.businessId, business.id), eq(candidates.id, interviews.candidateId)))
    .where(
      and(
        eq(interviews.businessId, business.id),
        inArray(interviews.status, [...OPEN_INTERVIEW_STATES]),
        ne(interviews.mode, 'online_exam'),
        excludeId ? ne(interviews.id, excludeId) : undefined,
        lt(interviews.scheduledAt, new Date(end)),
        sql`${interviews.scheduledAt} + ${interviews.durationMinutes} * 60000 > ${start}`,
        or(
          eq(interviews.candidateId, plan.candidateId),
          sql`exists (select 1 from json_each(${interviews.interviewerIds}) where json_each.value in (select value from json_each(${JSON.stringify(plan.interviewerIds)})))`,
        ),
      ),
    )
    .orderBy(interviews.scheduledAt)
  if (!rows.length) return
  const people = await db
    .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName })
    .from(employees)
    .where(and(eq(employees.businessId, business.id), inArray(employees.id, plan.interviewerIds)))
  const nameOf = (id: string) => {
    const p = people.find((e) => e.id === id)
    return p ? `${p.firstName} ${p.lastName}`.trim() : 'An interviewer'
  }
  const errors: FieldError[] = []
  for (const r of rows) {
    const when = formatSpan(r.scheduledAt, endOf(r), plan.timezone)
    const other = `${r.candidateFirstName} ${r.candidateLastName}`.trim()
    for (const id of plan.interviewerIds.filter((i) => r.interviewerIds.includes(i)))
      errors.push({
        field: 'interviewer_ids',
        message: `${nameOf(id)} is already interviewing ${other} (${r.title}) on ${when}.`,
      })
    if (r.candidateId === plan.candidateId)
      errors.push({ field: 'start_at', message: `${other} already has ${r.title} on ${when}.` })
  }
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more conflict${errors.length > 2 ? 's' : ''})` : ''
  throw new ApiError(409, `${errors[0]!.message}${more}`, errors)
}

function assertFuture(start: Date, now: number) {
  if (start.getTime() <= now) throw invalid([{ field: 'start_at', message: 'The start must be in the future' }])
}

/** The 24-hour reminder is not needed when the invitation itself arrives less than a day ahead. */
const reminderMark = (start: Date, now: number) => (start.getTime() - now < 24 * HOUR ? new Date(now) : null)

/** The next round of a process: one after the highest round that has not been called off. */
async function nextRound(scope: StaffScope, processId: string) {
  const [row] = await scope.db
    .select({ round: max(interviews.round) })
    .from(interviews)
    .where(
      and(
        eq(interviews.businessId, scope.business.id),
        eq(interviews.candidateInterviewId, processId),
        notInArray(interviews.status, [...VOID_INTERVIEW_STATES]),
      ),
    )
  return (row?.round ?? 0) + 1
}

/**
 * Create an interview for an application (its process made with the first round). A
 * shortlisted application moves to interviewing in the same batch.
 */
async function createInterview(
  scope: StaffScope,
  app: PresentedApplication,
  plan: Plan,
  wantedRound: number | undefined,
  viewer: Viewer,
  now = Date.now(),
) {
  const { db, business, actor } = scope
  const candidate = await assertSchedulable(scope, app)
  const problems = modeProblems(plan)
  if (problems.length) throw invalid(problems)
  assertFuture(plan.start_at, now)
  await checkInterviewers(scope, plan.interviewer_ids)
  await assertNoOverlap(scope, {
    start: plan.start_at,
    minutes: plan.duration_minutes,
    timezone: plan.timezone,
    interviewerIds: plan.interviewer_ids,
    candidateId: app.candidateId,
    mode: plan.mode,
  })

  const process = await db.query.candidateInterviews.findFirst({
    where: and(
      eq(candidateInterviews.businessId, business.id),
      eq(candidateInterviews.candidateId, app.candidateId),
      eq(candidateInterviews.opportunityId, app.opportunityId),
    ),
  })
  if (process && (DECIDED_PROCESS_STATES as readonly string[]).includes(process.status))
    throw conflict(
      `${candidate.name}'s interviews for ${app.opportunity.title} ended as ${process.status}: no more rounds can be scheduled.`,
    )
  const processId = process?.id ?? newId(now)
  const next = process ? await nextRound(scope, processId) : 1
  const round = wantedRound ?? next
  if (round > next) throw invalid([{ field: 'round', message: `Rounds cannot be skipped: the next round is ${next}.` }])

  const id = newId(now)
  const exam = plan.mode === 'online_exam'
  const statements: BatchItem<'sqlite'>[] = []
  if (!process) {
    statements.push(
      db.insert(candidateInterviews).values({
        id: processId,
        businessId: business.id,
        candidateId: app.candidateId,
        opportunityId: app.opportunityId,
        status: 'pending',
        currentRound: round,
      }),
      historyInsert(db, {
        businessId: business.id,
        entity: PROCESS_ENTITY,
        entityId: processId,
        from: null,
        to: 'pending',
        actor,
        meta: { event: 'created', candidateId: app.candidateId, opportunityId: app.opportunityId, round },
      }),
    )
  } else {
    statements.push(
      db
        .update(candidateInterviews)
        .set({ currentRound: sql`max(${candidateInterviews.currentRound}, ${round})`, updatedAt: new Date(now) })
        .where(and(eq(candidateInterviews.businessId, business.id), eq(candidateInterviews.id, processId))),
    )
  }
  statements.push(
    db.insert(interviews).values({
      id,
      businessId: business.id,
      candidateInterviewId: processId,
      candidateId: app.candidateId,
      opportunityId: app.opportunityId,
      round,
      title: plan.title,
      mode: plan.mode,
      scheduledAt: plan.start_at,
      durationMinutes: plan.duration_minutes,
      timezone: plan.timezone,
      location: plan.location ?? null,
      meetingUrl: plan.meeting_url ?? null,
      interviewerIds: plan.interviewer_ids,
      status: 'scheduled',
      examStatus: exam ? 'not_started' : null,
      // An exam opens at its start and may be begun until the end of its window.
      examOpensAt: exam ? plan.start_at : null,
      examClosesAt: exam
        ? (plan.available_until ?? new Date(plan.start_at.getTime() + DEFAULT_EXAM_WINDOW_HOURS * HOUR))
        : null,
      createdBy: actor.id,
      sequence: 0,
      reminderSentAt: reminderMark(plan.start_at, now),
    }),
    historyInsert(db, {
      businessId: business.id,
      entity: INTERVIEW_ENTITY,
      entityId: id,
      from: null,
      to: 'scheduled',
      actor,
      meta: { event: 'created', candidateId: app.candidateId, opportunityId: app.opportunityId, round },
    }),
  )
  // The first interview takes a shortlisted candidate into the interviewing stage.
  if (app.stage === 'shortlisted')
    statements.push(...stageMoveStatements(scope, app, 'interviewing', 'Interview scheduled', new Date(now)))
  await db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]])

  const row = await interviewOr404(scope, id)
  await sendScheduled(scope, row)
  await notifyStaff(scope, plan.interviewer_ids, {
    kind: 'interview.assigned',
    title: `You are interviewing ${candidate.name} (${plan.title}) on ${formatSpan(row.scheduledAt, endOf(row), row.timezone)}`,
    link: `/admin/interviews/${id}`,
  })
  return presentedInterview(scope, id, viewer)
}

/** Two schedulers creating a candidate's first round at once: the loser retries with the winner's process. */
async function once<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (err) {
    if (!isUniqueViolation(err)) throw err
    return run()
  }
}

/** POST /interviews. */
export async function scheduleInterview(scope: StaffScope, input: ScheduleInterview, viewer: Viewer) {
  const app = await resolveApplication(scope, input)
  return once(() => createInterview(scope, app, input, input.round, viewer))
}

/** POST /candidates/:id/schedule-interview (the candidate is known to be this business's). */
export async function scheduleForCandidate(
  scope: StaffScope,
  candidateId: string,
  input: ScheduleForCandidate,
  viewer: Viewer,
) {
  const app = await resolveApplication(scope, { candidate_id: candidateId, opportunity_id: input.opportunity_id })
  return once(() => createInterview(scope, app, input, input.round, viewer))
}

/** POST /candidate_interviews/:id/new_round: the next round of this process. */
export async function scheduleNextRound(scope: StaffScope, processId: string, input: NewRoundInput, viewer: Viewer) {
  const process = (await scope.db.query.candidateInterviews.findFirst({
    where: and(eq(candidateInterviews.businessId, scope.business.id), eq(candidateInterviews.id, processId)),
  }))!
  const app = await resolveApplication(scope, {
    candidate_id: process.candidateId,
    opportunity_id: process.opportunityId,
  })
  return createInterview(scope, app, input, undefined, viewer)
}

const SHOWN_FIELDS = [
  ['title', 'title'],
  ['mode', 'mode'],
  ['start_at', 'scheduledAt'],
  ['duration_minutes', 'durationMinutes'],
  ['timezone', 'timezone'],
  ['interviewer_ids', 'interviewerIds'],
  ['location', 'location'],
  ['meeting_url', 'meetingUrl'],
  ['available_until', 'examClosesAt'],
] as const

const same = (a: unknown, b: unknown) =>
  a instanceof Date || b instanceof Date
    ? new Date(a as Date).getTime() === new Date(b as Date).getTime()
    : JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/**
 * PUT /interviews/:id: move or change a scheduled interview. The change is a history row (what
 * each field was and became, and why); the invitations go out again with a higher SEQUENCE.
 */
export async function updateInterview(scope: StaffScope, id: string, input: UpdateInterview, viewer: Viewer) {
  const { db, business, actor } = scope
  const now = Date.now()
  const current = await interviewOr404(scope, id)
  if (current.status !== 'scheduled')
    throw conflict(`The interview is ${current.status.replace('_', ' ')}: only a scheduled interview can be changed.`)
  if (input.mode && input.mode !== current.mode && (input.mode === 'online_exam' || current.mode === 'online_exam'))
    throw invalid([
      {
        field: 'mode',
        message: 'An online exam cannot become a meeting, nor a meeting an exam: cancel it and schedule another.',
      },
    ])
  const next: InterviewRow = {
    ...current,
    title: input.title ?? current.title,
    mode: input.mode ?? current.mode,
    scheduledAt: input.start_at ?? current.scheduledAt,
    durationMinutes: input.duration_minutes ?? current.durationMinutes,
    timezone: input.timezone ?? current.timezone,
    interviewerIds: input.interviewer_ids ?? current.interviewerIds,
    location: input.location !== undefined ? input.location : current.location,
    meetingUrl: input.meeting_url !== undefined ? input.meeting_url : current.meetingUrl,
  }
  if (next.mode === 'online_exam') {
    const window = (current.examClosesAt?.getTime() ?? endOf(current)) - current.scheduledAt.getTime()
    next.examOpensAt = next.scheduledAt
    next.examClosesAt =
      input.available_until ?? new Date(next.scheduledAt.getTime() + Math.max(window, next.durationMinutes * 60_000))
  }
  const problems = modeProblems({
    mode: next.mode,
    location: next.location,
    meeting_url: next.meetingUrl,
    start_at: next.scheduledAt,
    available_until: next.examClosesAt,
  })
  if (problems.length) throw invalid(problems)
  const changes: Record<string, { from: unknown; to: unknown }> = {}
  for (const [field, column] of SHOWN_FIELDS)
    if (!same(current[column], next[column])) changes[field] = { from: current[column], to: next[column] }
  if (!Object.keys(changes).length) return presentedInterview(scope, id, viewer)

  const moved = 'start_at' in changes || 'duration_minutes' in changes
  if ('start_at' in changes) assertFuture(next.scheduledAt, now)
  if ('interviewer_ids' in changes) await checkInterviewers(scope, next.interviewerIds)
  if (moved || 'interviewer_ids' in changes)
    await assertNoOverlap(
      scope,
      {
        start: next.scheduledAt,
        minutes: next.durationMinutes,
        timezone: next.timezone,
        interviewerIds: next.interviewerIds,
        candidateId: current.candidateId,
        mode: next.mode,
      },
      id,
    )
  const [updated] = await db.batch([
    db
      .update(interviews)
      .set({
        title: next.title,
        mode: next.mode,
        scheduledAt: next.scheduledAt,
        durationMinutes: next.durationMinutes,
        timezone: next.timezone,
        interviewerIds: next.interviewerIds,
        location: next.location,
        meetingUrl: next.meetingUrl,
        examOpensAt: next.examOpensAt,
        examClosesAt: next.examClosesAt,
        sequence: sql`${interviews.sequence} + 1`,
        ...(moved ? { reminderSentAt: reminderMark(next.scheduledAt, now), scorecardDueSentAt: null } : {}),
        updatedAt: new Date(now),
      })
      .where(and(eq(interviews.businessId, business.id), eq(interviews.id, id), eq(interviews.status, 'scheduled'))),
    historyInsert(db, {
      businessId: business.id,
      entity: INTERVIEW_ENTITY,
      entityId: id,
      from: 'scheduled',
      to: 'scheduled',
      reason: input.reason ?? null,
      actor,
      meta: { event: moved ? 'rescheduled' : 'updated', changes, round: current.round },
    }),
  ])
  if (changesOf(updated) === 0) throw conflict('The interview changed a moment ago. Reload to see it as it is now.')
  const row = await interviewOr404(scope, id)
  await sendUpdated(scope, current, row)
  const added = row.interviewerIds.filter((i) => !current.interviewerIds.includes(i))
  const kept = row.interviewerIds.filter((i) => current.interviewerIds.includes(i))
  const removed = current.interviewerIds.filter((i) => !row.interviewerIds.includes(i))
  const when = formatSpan(row.scheduledAt, endOf(row), row.timezone)
  const candidate = await candidateBasics(scope, row.candidateId)
  await notifyStaff(scope, added, {
    kind: 'interview.assigned',
    title: `You are interviewing ${candidate.name} (${row.title}) on ${when}`,
    link: `/admin/interviews/${id}`,
  })
  await notifyStaff(scope, kept, {
    kind: 'interview.changed',
    title: moved
      ? `${row.title} with ${candidate.name} moved to ${when}`
      : `${row.title} with ${candidate.name} was updated`,
    link: `/admin/interviews/${id}`,
  })
  await notifyStaff(scope, removed, {
    kind: 'interview.changed',
    title: `You are no longer on ${row.title} with ${candidate.name}`,
    link: null,
  })
  return presentedInterview(scope, id, viewer)
}
