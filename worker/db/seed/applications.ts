import type { CandidateState } from '../../resources/candidates/candidates.schema'
import type { applications, statusHistories } from '../schema'
import { idAt, stamps } from './context'

export type SeededApplication = {
  /** Its id when something else of the demo names it (an offer letter); else one stamped with its time. */
  id?: string
  businessId: string
  candidateId: string
  opportunityId: string
  source: string
  /** The stages it went through, from new to its current one, and when each was reached. */
  path: CandidateState[]
  movedAt: Date[]
  /** Why it left the pipeline (its last move), for rejected and withdrawn. */
  reason?: string | null
  /** The recruiter who moved it (and added it, unless it came from the careers page). */
  recruiterId: string
}

/**
 * One application of the demo and its whole history, as the API writes them: a first row
 * (null -> new) when it was made, then a row per move; stage_changed_at is the last move.
 */
export function applicationRows(a: SeededApplication) {
  const careers = a.source === 'careers page'
  const appliedAt = a.movedAt[0]!
  const last = a.movedAt.at(-1)!
  const id = a.id ?? idAt(appliedAt)
  const stage = a.path.at(-1)!
  const application: typeof applications.$inferInsert = {
    id,
    businessId: a.businessId,
    candidateId: a.candidateId,
    opportunityId: a.opportunityId,
    stage,
    source: a.source,
    appliedAt,
    stageChangedAt: last,
    reason: stage === 'rejected' || stage === 'withdrawn' ? (a.reason ?? null) : null,
    createdBy: careers ? null : a.recruiterId,
    ...stamps(appliedAt, last),
  }
  const meta = { candidateId: a.candidateId, opportunityId: a.opportunityId }
  const history: (typeof statusHistories.$inferInsert)[] = [
    {
      id: idAt(appliedAt),
      businessId: a.businessId,
      entity: 'application',
      entityId: id,
      fromStatus: null,
      toStatus: 'new',
      reason: careers ? 'Applied on the careers page.' : `Added (${a.source}).`,
      actorKind: careers ? 'candidate' : 'employee',
      actorId: careers ? a.candidateId : a.recruiterId,
      meta: { event: careers ? 'applied' : 'created', source: a.source, ...meta },
      ...stamps(appliedAt),
    },
    ...a.path.slice(1).map((to, i) => ({
      id: idAt(a.movedAt[i + 1]!),
      businessId: a.businessId,
      entity: 'application',
      entityId: id,
      fromStatus: a.path[i]!,
      toStatus: to,
      reason: i === a.path.length - 2 ? (a.reason ?? null) : null,
      actorKind: 'employee',
      actorId: a.recruiterId,
      meta,
      ...stamps(a.movedAt[i + 1]!),
    })),
  ]
  return { application, history }
}
