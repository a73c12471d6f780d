/**
 * Moving applications along the pipeline (LIFECYCLES.candidate): one, several at once, or as
 * part of another feature's batch (a signed offer moves its application to hired).
 */
import { and, eq, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import { applications, candidates } from '../../db/schema'
import { ApiError, conflict, notFound } from '../../lib/errors'
import type { BusinessScope } from '../../lib/scope'
import { changesOf, historyIfChanged } from '../../services/guarded-write'
import { assertTransition, LIFECYCLES } from '../../services/lifecycle'
import { CANDIDATE_STATE_LABELS, needsReason } from '../candidates/candidates.schema'
import type { Stage } from './applications.schema'
import {
  APPLICATION_ENTITY,
  applicationOr404,
  candidateBasics,
  type PresentedApplication,
  presentApplication,
  selectApplications,
} from './applications.service'

const stageName = (stage: Stage) => CANDIDATE_STATE_LABELS[stage].toLowerCase()

/** A move the lifecycle does not allow (409 naming both states), or a blacklisted candidate moving on. */
export function assertMove(app: { stage: Stage }, to: Stage, candidate: { name: string; isBlacklisted: boolean }) {
  assertTransition(LIFECYCLES.candidate, 'candidate', app.stage, to)
  if (candidate.isBlacklisted && !needsReason(to)) {
    throw conflict(
      `${candidate.name} is blacklisted and cannot move to ${stageName(to)}. Whitelist the candidate first.`,
    )
  }
}

/**
 * The two statements of one move, for the caller's `db.batch`: the application moves only if
 * it is still at `app.stage` (so of two racing moves one wins), and the history row (who, when,
 * from, to, why) is written only if it did. Check `changesOf(results[0])`. The caller checks
 * the move first (assertMove).
 */
export function stageMoveStatements(
  scope: BusinessScope,
  app: Pick<PresentedApplication, 'id' | 'stage' | 'candidateId' | 'opportunityId'>,
  to: Stage,
  reason: string | null | undefined,
  now = new Date(),
): [BatchItem<'sqlite'>, BatchItem<'sqlite'>] {
  const { db, business, actor } = scope
  return [
    db
      .update(applications)
      .set({ stage: to, stageChangedAt: now, reason: needsReason(to) ? (reason ?? null) : null, updatedAt: now })
      .where(
        and(eq(applications.businessId, business.id), eq(applications.id, app.id), eq(applications.stage, app.stage)),
      ),
    historyIfChanged(
      db,
      {
        businessId: business.id,
        entity: APPLICATION_ENTITY,
        entityId: app.id,
        from: app.stage,
        to,
        reason,
        actor,
        meta: { candidateId: app.candidateId, opportunityId: app.opportunityId },
      },
      now,
    ),
  ]
}

/** Someone else moved it between our read and our write. */
const movedMeanwhile = (name: string) =>
  conflict(`${name} was moved by someone else a moment ago. Reload to see where they are now.`)

/** Move one application: 409 for a move the lifecycle does not allow; the history row in the same batch. */
export async function moveApplication(
  scope: BusinessScope,
  applicationId: string,
  input: { stage: Stage; reason?: string | null },
): Promise<PresentedApplication> {
  const app = await applicationOr404(scope, applicationId)
  const candidate = await candidateBasics(scope, app.candidateId)
  assertMove(app, input.stage, candidate)
  const [moved] = await scope.db.batch(stageMoveStatements(scope, app, input.stage, input.reason))
  if (changesOf(moved) === 0) throw movedMeanwhile(candidate.name)
  return applicationOr404(scope, applicationId)
}

export type BulkOutcome = {
  stage: Stage
  moved: { id: string; candidateId: string; name: string }[]
  skipped: { id: string; candidateId: string; name: string; message: string }[]
}

/**
 * The same move for several applications (bulk actions). Every id must be an application of
 * this business (else 404 and nothing moves). Those the move does not suit (a lifecycle that
 * forbids it, a blacklisted candidate) are skipped and said why; the rest move in one batch.
 * When none can move: 409 with the first reason.
 */
export async function bulkMoveApplications(
  scope: BusinessScope,
  ids: string[],
  input: { stage: Stage; reason?: string | null },
): Promise<BulkOutcome> {
  const unique = [...new Set(ids)]
  const rows = await selectApplications(
    scope,
    sql`${applications.id} in (select value from json_each(${JSON.stringify(unique)}))`,
  )
  if (rows.length !== unique.length) throw notFound('Application')
  const people = await scope.db
    .select({
      id: candidates.id,
      name: sql<string>`trim(${candidates.firstName} || ' ' || ${candidates.lastName})`,
      isBlacklisted: candidates.isBlacklisted,
    })
    .from(candidates)
    .where(
      and(
        eq(candidates.businessId, scope.business.id),
        sql`${candidates.id} in (select value from json_each(${JSON.stringify(rows.map((r) => r.candidateId))}))`,
      ),
    )
  const personOf = new Map(people.map((p) => [p.id, p]))
  const outcome: BulkOutcome = { stage: input.stage, moved: [], skipped: [] }
  const ready: { app: PresentedApplication; name: string }[] = []
  for (const row of rows) {
    const app = presentApplication(row)
    const person = personOf.get(app.candidateId) ?? { name: 'The candidate', isBlacklisted: false }
    try {
      assertMove(app, input.stage, person)
      ready.push({ app, name: person.name })
    } catch (e) {
      if (!(e instanceof ApiError)) throw e
      outcome.skipped.push({ id: app.id, candidateId: app.candidateId, name: person.name, message: e.message })
    }
  }
  if (ready.length) {
    const now = new Date()
    const results = await scope.db.batch(
      ready.flatMap(({ app }) => stageMoveStatements(scope, app, input.stage, input.reason, now)) as [
        BatchItem<'sqlite'>,
        ...BatchItem<'sqlite'>[],
      ],
    )
    ready.forEach(({ app, name }, i) => {
      const entry = { id: app.id, candidateId: app.candidateId, name }
      if (changesOf(results[i * 2]) > 0) outcome.moved.push(entry)
      else outcome.skipped.push({ ...entry, message: movedMeanwhile(name).message })
    })
  }
  if (!outcome.moved.length) throw new ApiError(409, outcome.skipped[0]?.message ?? 'Nothing was moved.')
  return outcome
}

/** "3 candidates moved to shortlisted; 1 could not move." */
export function bulkMessage({ stage, moved, skipped }: BulkOutcome) {
  const n = moved.length
  const head = `${n} candidate${n === 1 ? '' : 's'} moved to ${stageName(stage)}`
  return skipped.length ? `${head}; ${skipped.length} could not move.` : `${head}.`
}
