/**
 * The candidate's dashboard: their active job (the application still in progress, with where it
 * stands), their next interviews with join links, and what waits for them (exams to take).
 */

import { and, eq, inArray, sql } from 'drizzle-orm'
import { departments, feedback, interviews, opportunities } from '../../db/schema'
import type { CandidateScope } from '../../lib/scope'
import { CANDIDATE_STATES, type CandidateState } from '../candidates/candidates.schema'
import { DEFAULT_WINDOW_MS } from '../interviews/exam-views'
import { nextInterviews } from '../interviews/my-interviews.service'
import { myApplications } from '../profile/candidate-profile.service'

/** The stages an application walks through, in order; rejected and withdrawn end it early. */
const PATH: CandidateState[] = ['new', 'screening', 'shortlisted', 'interviewing', 'offered', 'hired']
const OPEN: CandidateState[] = ['new', 'screening', 'shortlisted', 'interviewing', 'offered']

/** The application in progress (the most recent one if several), or null. */
export async function activeJob(scope: CandidateScope) {
  const apps = await myApplications(scope)
  const active = apps.find((a) => OPEN.includes(a.stage))
  if (!active) return null
  const job = await scope.db
    .select({
      id: opportunities.id,
      title: opportunities.title,
      department: departments.name,
      location: opportunities.location,
      workplace: opportunities.workplace,
      employmentType: opportunities.employmentType,
    })
    .from(opportunities)
    .leftJoin(departments, eq(departments.id, opportunities.departmentId))
    .where(and(eq(opportunities.businessId, scope.business.id), eq(opportunities.id, active.opportunityId)))
    .get()
  const at = PATH.indexOf(active.stage)
  return {
    application: {
      id: active.id,
      stage: active.stage,
      appliedAt: active.appliedAt,
      stageChangedAt: active.stageChangedAt,
    },
    job: job ?? { id: active.opportunityId, title: active.title },
    steps: PATH.map((stage, i) => ({ stage, state: i < at ? 'done' : i === at ? 'current' : 'upcoming' })),
    otherApplications: apps.filter((a) => a.id !== active.id).length,
  }
}

export async function activeJobInterviews(scope: CandidateScope) {
  const active = await activeJob(scope)
  if (!active) return { job: null, interviews: [] }
  const page = await nextInterviews(scope, 20, active.job.id)
  return { job: active.job, interviews: page.rows }
}

export async function candidateDashboard(scope: CandidateScope) {
  const { db, business, actor } = scope
  const [active, next, examsToTake, shared] = await Promise.all([
    activeJob(scope),
    nextInterviews(scope, 5),
    db.$count(
      interviews,
      and(
        eq(interviews.businessId, business.id),
        eq(interviews.candidateId, actor.id),
        eq(interviews.mode, 'online_exam'),
        inArray(interviews.status, ['scheduled', 'in_progress']),
        sql`coalesce(${interviews.examStatus}, 'not_started') in ('not_started', 'in_progress')`,
        sql`coalesce(${interviews.examClosesAt}, ${interviews.scheduledAt} + ${DEFAULT_WINDOW_MS}) > ${Date.now()}`,
      ),
    ),
    db.$count(
      feedback,
      and(
        eq(feedback.businessId, business.id),
        eq(feedback.candidateId, actor.id),
        eq(feedback.authorKind, 'employee'),
        eq(feedback.isShared, true),
      ),
    ),
  ])
  return {
    activeJob: active,
    nextInterviews: next.rows,
    counts: { upcomingInterviews: next.count, examsToTake, sharedFeedback: shared },
    stages: CANDIDATE_STATES,
  }
}
