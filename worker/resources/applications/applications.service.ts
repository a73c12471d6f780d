/**
 * Applications: a candidate in one opportunity's pipeline (docs/applications.md). The functions
 * other features call to create, find and read applications; moves are in stage.service.ts.
 */
import { and, asc, desc, eq, getTableColumns, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import { applications, candidates, employees, opportunities, statusHistories } from '../../db/schema'
import { ApiError, conflict, notFound } from '../../lib/errors'
import { newId } from '../../lib/ids'
import type { BusinessScope } from '../../lib/scope'
import { changesOf, historyIfChanged } from '../../services/guarded-write'
import { LIFECYCLES } from '../../services/lifecycle'
import { isFinished } from '../opportunities/job-enums.schema'
import { daysInStage, isStale, type Stage } from './applications.schema'

/** The history rows of applications are status_histories rows of this entity. */
export const APPLICATION_ENTITY = 'application'

const applicationColumns = {
  ...getTableColumns(applications),
  opportunityTitle: opportunities.title,
  opportunityStatus: opportunities.status,
}

/** Applications of this business matching `where`, with their job (a job of the same business). */
export function selectApplications({ db, business }: BusinessScope, where: SQL | undefined) {
  return db
    .select(applicationColumns)
    .from(applications)
    .innerJoin(
      opportunities,
      and(eq(opportunities.businessId, business.id), eq(opportunities.id, applications.opportunityId)),
    )
    .where(and(eq(applications.businessId, business.id), where))
}

type ApplicationRow = Awaited<ReturnType<typeof selectApplications>>[number]

/** What an application looks like in every answer: its job, days in stage, stale, and the moves it may make. */
export function presentApplication(row: ApplicationRow, now = Date.now()) {
  const { opportunityTitle, opportunityStatus, ...rest } = row
  return {
    ...rest,
    opportunity: { id: row.opportunityId, title: opportunityTitle, status: opportunityStatus },
    daysInStage: daysInStage(row.stageChangedAt, now),
    isStale: isStale(row.stage, row.stageChangedAt, now),
    next: [...LIFECYCLES.candidate[row.stage]] as Stage[],
  }
}
export type PresentedApplication = ReturnType<typeof presentApplication>

/** Most recent first: the order of a candidate's applications, and what "most recent" means. */
export const newestFirst = [desc(applications.appliedAt), desc(applications.id)]

/**
 * The applications of the candidates `candidateIds` names (a list of ids, or a subquery
 * selecting them), newest first: one query whatever the number of candidates.
 */
export async function applicationsOf(scope: BusinessScope, candidateIds: string[] | SQL) {
  if (Array.isArray(candidateIds) && !candidateIds.length) return []
  const which = Array.isArray(candidateIds)
    ? sql`${applications.candidateId} in (select value from json_each(${JSON.stringify(candidateIds)}))`
    : inArray(applications.candidateId, candidateIds)
  const rows = await selectApplications(scope, which).orderBy(...newestFirst)
  const now = Date.now()
  return rows.map((r) => presentApplication(r, now))
}

/** One application of this business, or undefined. */
export async function findApplication(scope: BusinessScope, id: string) {
  const [row] = await selectApplications(scope, eq(applications.id, id)).limit(1)
  return row ? presentApplication(row) : undefined
}

/** One application of this business, or 404. */
export async function applicationOr404(scope: BusinessScope, id: string) {
  const row = await findApplication(scope, id)
  if (!row) throw notFound('Application')
  return row
}

/** The application of this candidate to this job, if any. */
export async function findApplicationTo(scope: BusinessScope, candidateId: string, opportunityId: string) {
  const [row] = await selectApplications(
    scope,
    and(eq(applications.candidateId, candidateId), eq(applications.opportunityId, opportunityId)),
  ).limit(1)
  return row ? presentApplication(row) : undefined
}

/**
 * The application a seed endpoint means (`PUT candidates/:id/status`, a candidate's row): the
 * one for `opportunityId` when given (422 when the candidate has none there), else the only
 * or most recent one (409 when the candidate has none at all).
 */
export async function resolveApplication(
  scope: BusinessScope,
  candidate: { id: string; name: string },
  opportunityId?: string | null,
) {
  if (opportunityId) {
    const app = await findApplicationTo(scope, candidate.id, opportunityId)
    if (!app) {
      const message = `${candidate.name} has no application for this job.`
      throw new ApiError(422, message, [{ field: 'opportunity_id', message }])
    }
    return app
  }
  const [row] = await selectApplications(scope, eq(applications.candidateId, candidate.id))
    .orderBy(...newestFirst)
    .limit(1)
  if (!row) throw conflict(`${candidate.name} has not applied for a job yet. Add them to a job first.`)
  return presentApplication(row)
}

/** A job of this business an application can be made to: not closed or filled (422 on opportunity_id otherwise). */
export async function applicableOpportunity({ db, business }: BusinessScope, opportunityId: string) {
  const job = await db.query.opportunities.findFirst({
    where: and(eq(opportunities.businessId, business.id), eq(opportunities.id, opportunityId)),
    columns: { id: true, title: true, status: true, hiringManagerId: true, createdBy: true },
  })
  const message = !job
    ? 'The selected job does not exist.'
    : isFinished(job.status)
      ? `${job.title} is ${job.status}: it takes no new applications.`
      : null
  if (message || !job) throw new ApiError(422, message ?? '', [{ field: 'opportunity_id', message: message ?? '' }])
  return job
}

export type NewApplication = {
  candidateId: string
  opportunityId: string
  source: string
  /** Why the history's first row exists, in words ("Applied on the careers page."). */
  note?: string | null
  /** Extra facts for the first history row (event, cover letter ...). */
  meta?: Record<string, unknown>
}

/** The 409 of a second application to the same job. */
export const alreadyApplied = (name: string, jobTitle: string) =>
  new ApiError(409, `${name} already has an application for ${jobTitle}.`, [
    { field: 'opportunity_id', message: `${name} already has an application for ${jobTitle}.` },
  ])

/**
 * The statements that create an application (stage new) and the first row of its history, for
 * the caller's `db.batch` (a new candidate and their application are written together). The
 * insert does nothing when the person already has an application to the job (the unique index),
 * and then neither does the history row: check `changesOf(results[0])`.
 */
export function applicationInserts(scope: BusinessScope, input: NewApplication, now = new Date()) {
  const { db, business, actor } = scope
  const id = newId(now.getTime())
  const statements: [BatchItem<'sqlite'>, BatchItem<'sqlite'>] = [
    db
      .insert(applications)
      .values({
        id,
        businessId: business.id,
        candidateId: input.candidateId,
        opportunityId: input.opportunityId,
        stage: 'new',
        source: input.source,
        appliedAt: now,
        stageChangedAt: now,
        createdBy: actor.kind === 'employee' ? actor.id : null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing(),
    historyIfChanged(
      db,
      {
        businessId: business.id,
        entity: APPLICATION_ENTITY,
        entityId: id,
        from: null,
        to: 'new',
        reason: input.note ?? null,
        actor,
        meta: {
          event: 'created',
          source: input.source,
          candidateId: input.candidateId,
          opportunityId: input.opportunityId,
          ...input.meta,
        },
      },
      now,
    ),
  ]
  return { id, statements }
}

/** Who moved an application, as a timeline says it. */
function actorName(
  h: { actorKind: string | null; actorFirst: string | null; actorLast: string | null },
  candidate: string,
) {
  if (h.actorFirst) return `${h.actorFirst} ${h.actorLast ?? ''}`.trim()
  if (h.actorKind === 'candidate') return candidate
  if (h.actorKind === 'system') return 'System'
  return null
}

/**
 * The history of a candidate: their own events (blacklisted, resume replaced ...) and every move
 * of their applications (each row names its application), oldest first. One query.
 */
export async function candidateHistory(
  { db, business }: BusinessScope,
  candidate: { id: string; name: string },
  applicationIds: string[],
) {
  const rows = await db
    .select({
      id: statusHistories.id,
      entity: statusHistories.entity,
      entityId: statusHistories.entityId,
      fromStatus: statusHistories.fromStatus,
      toStatus: statusHistories.toStatus,
      reason: statusHistories.reason,
      actorKind: statusHistories.actorKind,
      actorId: statusHistories.actorId,
      meta: statusHistories.meta,
      createdAt: statusHistories.createdAt,
      actorFirst: employees.firstName,
      actorLast: employees.lastName,
    })
    .from(statusHistories)
    .leftJoin(
      employees,
      and(
        eq(statusHistories.actorKind, 'employee'),
        eq(employees.id, statusHistories.actorId),
        eq(employees.businessId, business.id),
      ),
    )
    .where(
      and(
        eq(statusHistories.businessId, business.id),
        or(
          and(eq(statusHistories.entity, 'candidate'), eq(statusHistories.entityId, candidate.id)),
          applicationIds.length
            ? and(
                eq(statusHistories.entity, APPLICATION_ENTITY),
                sql`${statusHistories.entityId} in (select value from json_each(${JSON.stringify(applicationIds)}))`,
              )
            : undefined,
        ),
      ),
    )
    .orderBy(asc(statusHistories.createdAt), asc(statusHistories.id))
  return rows.map(({ actorFirst, actorLast, entity, entityId, ...h }) => ({
    ...h,
    applicationId: entity === APPLICATION_ENTITY ? entityId : null,
    actorName: actorName({ actorKind: h.actorKind, actorFirst, actorLast }, candidate.name),
  }))
}
export type HistoryEntry = Awaited<ReturnType<typeof candidateHistory>>[number]

/** Whether the candidate is one of this business's: their name for messages, their standing. */
export async function candidateBasics({ db, business }: BusinessScope, candidateId: string) {
  const row = await db.query.candidates.findFirst({
    where: and(eq(candidates.businessId, business.id), eq(candidates.id, candidateId)),
    columns: { id: true, firstName: true, lastName: true, email: true, source: true, isBlacklisted: true },
  })
  if (!row) throw notFound('Candidate')
  return { ...row, name: `${row.firstName} ${row.lastName}`.trim() }
}

/**
 * "Add to job" (POST candidates/:id/applications): the candidate enters another job's pipeline
 * as new. 409 when they already have an application there (or are blacklisted), 422 for a job
 * that is not this business's or takes no applications.
 */
export async function addToJob(
  scope: BusinessScope,
  candidateId: string,
  input: { opportunity_id: string; source?: string },
) {
  const candidate = await candidateBasics(scope, candidateId)
  const job = await applicableOpportunity(scope, input.opportunity_id)
  if (candidate.isBlacklisted) throw conflict(`${candidate.name} is blacklisted. Whitelist the candidate first.`)
  if (await findApplicationTo(scope, candidateId, job.id)) throw alreadyApplied(candidate.name, job.title)
  const { id, statements } = applicationInserts(scope, {
    candidateId,
    opportunityId: job.id,
    source: input.source ?? candidate.source,
    note: `Added to ${job.title}.`,
  })
  const [inserted] = await scope.db.batch(statements)
  // A racing request added them first: the unique index kept one.
  if (changesOf(inserted) === 0) throw alreadyApplied(candidate.name, job.title)
  return applicationOr404(scope, id)
}

/** GET candidates/:id/applications: every application of the candidate, newest first, each with its history. */
export async function candidateApplications(scope: BusinessScope, candidateId: string) {
  const candidate = await candidateBasics(scope, candidateId)
  const apps = await applicationsOf(scope, [candidateId])
  const history = await candidateHistory(
    scope,
    candidate,
    apps.map((a) => a.id),
  )
  return apps.map((a) => ({ ...a, history: history.filter((h) => h.applicationId === a.id) }))
}

/** GET applications/:id: the application, who it is, and its history. */
export async function getApplication(scope: BusinessScope, id: string) {
  const app = await applicationOr404(scope, id)
  const candidate = await candidateBasics(scope, app.candidateId)
  const history = await candidateHistory(scope, candidate, [app.id])
  return {
    ...app,
    candidate: {
      id: candidate.id,
      name: candidate.name,
      email: candidate.email,
      isBlacklisted: candidate.isBlacklisted,
    },
    history: history.filter((h) => h.applicationId === app.id),
  }
}
