/**
 * Reading interviews: the list (calendar and table), one interview, its history. Every answer
 * names the candidate, the job, the interviewers (with whether each has submitted a scorecard)
 * and the process it is a round of. Writes are in scheduling.service.ts and status.service.ts.
 */
import { and, asc, desc, eq, getTableColumns, gte, inArray, lt, type SQL, sql } from 'drizzle-orm'
import {
  candidateInterviews,
  candidates,
  employees,
  feedback,
  interviews,
  opportunities,
  statusHistories,
} from '../../db/schema'
import { notFound } from '../../lib/errors'
import { offsetOf, pageOf } from '../../lib/pagination'
import type { BusinessScope } from '../../lib/scope'
import { matchesText } from '../../lib/search'
import { addDays, parseDate, zonedToInstant } from '../../services/zoned-time'
import { assertSees, onInterview, type Viewer } from './access'
import { endOf, type InterviewListQuery } from './interviews.schema'

export type InterviewRow = typeof interviews.$inferSelect

/** The history rows of interviews and of candidate interviews. */
export const INTERVIEW_ENTITY = 'interview'
export const PROCESS_ENTITY = 'candidate_interview'

const personName = (p: { firstName: string; lastName: string | null }) => `${p.firstName} ${p.lastName ?? ''}`.trim()

/** One interview of this business, or 404. */
export async function interviewOr404({ db, business }: BusinessScope, id: string): Promise<InterviewRow> {
  const row = await db.query.interviews.findFirst({
    where: and(eq(interviews.businessId, business.id), eq(interviews.id, id)),
  })
  if (!row) throw notFound('Interview')
  return row
}

/** Names and e-mails of employees of this business (former colleagues keep their name). */
export async function peopleOf({ db, business }: BusinessScope, ids: readonly string[]) {
  const unique = [...new Set(ids)]
  if (!unique.length) return new Map<string, { id: string; name: string; email: string; status: string }>()
  const rows = await db
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      email: employees.email,
      status: employees.status,
    })
    .from(employees)
    .where(
      and(
        eq(employees.businessId, business.id),
        sql`${employees.id} in (select value from json_each(${JSON.stringify(unique)}))`,
      ),
    )
  return new Map(rows.map((r) => [r.id, { id: r.id, name: personName(r), email: r.email, status: r.status }]))
}

/** Who has submitted a scorecard on each of these interviews. */
async function submittedBy({ db, business }: BusinessScope, interviewIds: string[]) {
  if (!interviewIds.length) return new Map<string, Set<string>>()
  const rows = await db
    .select({ interviewId: feedback.interviewId, authorId: feedback.authorId })
    .from(feedback)
    .where(
      and(
        eq(feedback.businessId, business.id),
        eq(feedback.authorKind, 'employee'),
        sql`${feedback.interviewId} in (select value from json_each(${JSON.stringify(interviewIds)}))`,
      ),
    )
  const map = new Map<string, Set<string>>()
  for (const r of rows) {
    if (!r.interviewId) continue
    if (!map.has(r.interviewId)) map.set(r.interviewId, new Set())
    map.get(r.interviewId)!.add(r.authorId)
  }
  return map
}

const listColumns = {
  ...getTableColumns(interviews),
  candidateFirstName: candidates.firstName,
  candidateLastName: candidates.lastName,
  candidateEmail: candidates.email,
  opportunityTitle: opportunities.title,
  processStatus: candidateInterviews.status,
}

function selectInterviews({ db, business }: BusinessScope) {
  return db
    .select(listColumns)
    .from(interviews)
    .innerJoin(candidates, and(eq(candidates.businessId, business.id), eq(candidates.id, interviews.candidateId)))
    .leftJoin(
      opportunities,
      and(eq(opportunities.businessId, business.id), eq(opportunities.id, interviews.opportunityId)),
    )
    .leftJoin(
      candidateInterviews,
      and(eq(candidateInterviews.businessId, business.id), eq(candidateInterviews.id, interviews.candidateInterviewId)),
    )
}

type ListRow = Awaited<ReturnType<ReturnType<typeof selectInterviews>['where']>>[number]

/** What an interview looks like in every answer. */
export async function presentInterviews(scope: BusinessScope, rows: ListRow[], viewer: Viewer | null) {
  const people = await peopleOf(
    scope,
    rows.flatMap((r) => r.interviewerIds),
  )
  const submitted = await submittedBy(
    scope,
    rows.map((r) => r.id),
  )
  return rows.map((r) => {
    const {
      candidateFirstName,
      candidateLastName,
      candidateEmail,
      opportunityTitle,
      processStatus,
      reminderSentAt: _reminder,
      scorecardDueSentAt: _due,
      ...interview
    } = r
    const done = submitted.get(r.id) ?? new Set<string>()
    return {
      ...interview,
      endsAt: new Date(endOf(r)),
      candidate: {
        id: r.candidateId,
        name: personName({ firstName: candidateFirstName, lastName: candidateLastName }),
        email: candidateEmail,
      },
      opportunity: r.opportunityId ? { id: r.opportunityId, title: opportunityTitle ?? '' } : null,
      candidateInterview: r.candidateInterviewId ? { id: r.candidateInterviewId, status: processStatus } : null,
      interviewers: r.interviewerIds.map((id) => ({
        id,
        name: people.get(id)?.name ?? 'Former colleague',
        email: people.get(id)?.email ?? null,
        submitted: done.has(id),
      })),
      scorecards: {
        submitted: r.interviewerIds.filter((id) => done.has(id)).length,
        expected: r.interviewerIds.length,
      },
      isMine: viewer ? r.interviewerIds.includes(viewer.employeeId) : false,
    }
  })
}

export type PresentedInterview = Awaited<ReturnType<typeof presentInterviews>>[number]

/** A day of the business's calendar ('2030-03-11') or an instant, as an instant. */
function boundary(value: string, timeZone: string, endOfDay: boolean): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value))
    return new Date(zonedToInstant(parseDate(endOfDay ? addDays(value, 1) : value), 0, timeZone))
  return new Date(value)
}

const SORTS = {
  scheduled_at: interviews.scheduledAt,
  created_at: interviews.createdAt,
  title: interviews.title,
  status: interviews.status,
} as const

/** GET /interviews: filters, "mine", and an interviewer without `interviews.view` sees only theirs. */
export async function listInterviews(scope: BusinessScope, q: InterviewListQuery, viewer: Viewer) {
  const { db, business } = scope
  const where = and(
    eq(interviews.businessId, business.id),
    q.from ? gte(interviews.scheduledAt, boundary(q.from, business.timezone, false)) : undefined,
    q.to ? lt(interviews.scheduledAt, boundary(q.to, business.timezone, true)) : undefined,
    q.status ? eq(interviews.status, q.status) : undefined,
    q.mode ? eq(interviews.mode, q.mode) : undefined,
    q.opportunity_id ? eq(interviews.opportunityId, q.opportunity_id) : undefined,
    q.candidate_id ? eq(interviews.candidateId, q.candidate_id) : undefined,
    q.interviewer_id ? onInterview(q.interviewer_id) : undefined,
    q.mine || !viewer.seesAll ? onInterview(viewer.employeeId) : undefined,
    matchesText(
      q.search,
      interviews.title,
      sql`(${candidates.firstName} || ' ' || ${candidates.lastName})`,
      candidates.email,
      opportunities.title,
    ),
  )
  const column = SORTS[q.sort ?? 'scheduled_at']
  const order = q.order === 'asc' ? asc : desc
  const [rows, [total]] = await Promise.all([
    selectInterviews(scope)
      .where(where)
      .orderBy(order(column), order(interviews.id))
      .limit(q.limit)
      .offset(offsetOf(q)),
    db
      .select({ n: sql<number>`count(*)` })
      .from(interviews)
      .innerJoin(candidates, and(eq(candidates.businessId, business.id), eq(candidates.id, interviews.candidateId)))
      .leftJoin(
        opportunities,
        and(eq(opportunities.businessId, business.id), eq(opportunities.id, interviews.opportunityId)),
      )
      .where(where),
  ])
  return pageOf(await presentInterviews(scope, rows, viewer), total?.n ?? 0, q)
}

/** Interviews of this business matching `where`, presented (no paging: rounds of one process, one candidate's). */
export async function interviewsWhere(scope: BusinessScope, where: SQL | undefined, viewer: Viewer | null) {
  const rows = await selectInterviews(scope)
    .where(and(eq(interviews.businessId, scope.business.id), where))
    .orderBy(asc(interviews.round), asc(interviews.scheduledAt), asc(interviews.id))
  return presentInterviews(scope, rows, viewer)
}

/** One interview as the list shows it, or 404. */
export async function presentedInterview(scope: BusinessScope, id: string, viewer: Viewer | null) {
  const [row] = await interviewsWhere(scope, eq(interviews.id, id), viewer)
  if (!row) throw notFound('Interview')
  return row
}

/** GET /interviews/:id: the interview with its candidate's other rounds (the process) and what the viewer may do. */
export async function getInterview(scope: BusinessScope, id: string, viewer: Viewer) {
  const interview = await presentedInterview(scope, id, viewer)
  assertSees(viewer, { interviewerIds: interview.interviewerIds })
  const rounds = interview.candidateInterviewId
    ? (await interviewsWhere(scope, eq(interviews.candidateInterviewId, interview.candidateInterviewId), viewer)).map(
        (r) => ({
          id: r.id,
          round: r.round,
          title: r.title,
          status: r.status,
          scheduledAt: r.scheduledAt,
          mode: r.mode,
        }),
      )
    : []
  return { ...interview, rounds: viewer.seesAll ? rounds : rounds.filter((r) => r.id === id) }
}

/** The history rows of one entity with the actors' names, oldest first. */
export async function historiesOf(scope: BusinessScope, entity: string, entityIds: string[]) {
  if (!entityIds.length) return []
  const rows = await scope.db
    .select()
    .from(statusHistories)
    .where(
      and(
        eq(statusHistories.businessId, scope.business.id),
        eq(statusHistories.entity, entity),
        inArray(statusHistories.entityId, entityIds),
      ),
    )
    .orderBy(asc(statusHistories.createdAt), asc(statusHistories.id))
  const people = await peopleOf(
    scope,
    rows.flatMap((r) => (r.actorKind === 'employee' && r.actorId ? [r.actorId] : [])),
  )
  return rows.map((r) => ({
    id: r.id,
    entityId: r.entityId,
    fromStatus: r.fromStatus,
    toStatus: r.toStatus,
    reason: r.reason,
    event: r.meta?.event ?? null,
    changes: r.meta?.changes ?? null,
    actor: {
      kind: r.actorKind,
      id: r.actorId,
      name:
        r.actorKind === 'employee'
          ? (people.get(r.actorId ?? '')?.name ?? 'Former colleague')
          : r.actorKind === 'system'
            ? 'Hirely'
            : r.actorKind === 'candidate'
              ? 'The candidate'
              : 'Platform admin',
    },
    createdAt: r.createdAt,
  }))
}

/** GET /interviews/:id/histories: scheduled, moved, changed, started, completed, cancelled ... */
export async function interviewHistories(scope: BusinessScope, id: string, viewer: Viewer) {
  const interview = await interviewOr404(scope, id)
  assertSees(viewer, interview)
  return historiesOf(scope, INTERVIEW_ENTITY, [id])
}
