/**
 * An opportunity's lifecycle: draft → open ⇄ on_hold → closed (or filled). Publishing stamps
 * `publishedAt` the first time a job opens; closing or filling stamps `closedAt`. Every move
 * writes a history row in the same batch.
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import { employees, opportunities, statusHistories } from '../../db/schema'
import { conflict, notFound } from '../../lib/errors'
import type { BusinessScope, StaffScope } from '../../lib/scope'
import { changesOf, historyIfChanged } from '../../services/guarded-write'
import { assertTransition, LIFECYCLES } from '../../services/lifecycle'
import { isFinished } from './job-enums.schema'
import { todayIn } from './job-fields.schema'
import { fullName } from './job-references.service'
import type { ChangeOpportunityStatus } from './opportunities.schema'

/** The latest status changes of a job (or a job request), with who made them. */
export async function entityHistory(
  { db, business }: BusinessScope,
  entity: 'opportunity' | 'job_request',
  entityId: string,
  limit = 10,
) {
  const businessId = business.id
  return db
    .select({
      id: statusHistories.id,
      fromStatus: statusHistories.fromStatus,
      toStatus: statusHistories.toStatus,
      reason: statusHistories.reason,
      actorKind: statusHistories.actorKind,
      actorId: statusHistories.actorId,
      actorName: sql<
        string | null
      >`case when ${statusHistories.actorKind} = 'employee' then ${fullName(employees.firstName, employees.lastName)} end`,
      createdAt: statusHistories.createdAt,
    })
    .from(statusHistories)
    .leftJoin(employees, and(eq(employees.id, statusHistories.actorId), eq(employees.businessId, businessId)))
    .where(
      and(
        eq(statusHistories.businessId, businessId),
        eq(statusHistories.entity, entity),
        eq(statusHistories.entityId, entityId),
      ),
    )
    .orderBy(desc(statusHistories.createdAt), desc(statusHistories.id))
    .limit(limit)
}

export const opportunityHistory = (scope: BusinessScope, id: string) => entityHistory(scope, 'opportunity', id)

/** Move a job to its next state; answers the job's new status and stamps. */
export async function changeOpportunityStatus(
  scope: StaffScope,
  id: string,
  input: ChangeOpportunityStatus,
  now = new Date(),
) {
  const { db, business } = scope
  const businessId = business.id
  const row = await db.query.opportunities.findFirst({
    where: and(eq(opportunities.businessId, businessId), eq(opportunities.id, id)),
    columns: { id: true, status: true, deadline: true, publishedAt: true },
  })
  if (!row) throw notFound('Job')
  assertTransition(LIFECYCLES.opportunity, 'job', row.status, input.status)
  if (input.status === 'open' && row.deadline && row.deadline < todayIn(business.timezone, now)) {
    throw conflict(`The application deadline (${row.deadline}) has passed: move it before opening the job.`)
  }
  const closing = isFinished(input.status)
  const set = {
    status: input.status,
    updatedAt: now,
    ...(input.status === 'open' && !row.publishedAt ? { publishedAt: now } : {}),
    ...(closing ? { closedAt: now } : {}),
  }
  const [moved] = await db.batch([
    db
      .update(opportunities)
      .set(set)
      .where(
        and(eq(opportunities.businessId, businessId), eq(opportunities.id, id), eq(opportunities.status, row.status)),
      ),
    historyIfChanged(
      db,
      {
        businessId,
        entity: 'opportunity',
        entityId: id,
        from: row.status,
        to: input.status,
        reason: input.reason,
        actor: scope.actor,
      },
      now,
    ),
  ])
  if (changesOf(moved) === 0) throw conflict('The job was changed by someone else meanwhile. Reload it and try again.')
  return { id, status: input.status, publishedAt: set.publishedAt ?? row.publishedAt, closedAt: closing ? now : null }
}
