import { and, asc, eq, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { Db } from '../../db/client'
import {
  applications,
  candidates,
  comments,
  employeeSignatures,
  employees,
  feedback,
  interviews,
  type JOB_REQUEST_STATES,
  jobRequests,
  OPEN_INTERVIEW_STATES,
  type OPPORTUNITY_STATES,
  offerLetters,
  oneTimeCodes,
  opportunities,
  savedSearchFilters,
  sessions,
  statusHistories,
} from '../../db/schema'
import { ApiError, conflict, notFound } from '../../lib/errors'
import type { BusinessScope, StaffScope } from '../../lib/scope'
import { assertMayManage, callerOf } from '../../services/access/power'
import { auditedBy, auditInsert } from '../../services/audit'
import { counted, listing } from '../../services/org-helpers'
import { historyInsert } from '../../services/status-history'
import type { CandidateState } from '../candidates/candidates.schema'
import { assertNotLastAdmin, notRemoved, REMOVED_EMAIL_DOMAIN } from './employees.service'

const OPEN_INTERVIEW = [...OPEN_INTERVIEW_STATES]
const CLOSED_OPPORTUNITY: (typeof OPPORTUNITY_STATES)[number][] = ['closed', 'filled']
const OPEN_JOB_REQUEST: (typeof JOB_REQUEST_STATES)[number][] = ['pending', 'approved']
/** How many of each kind the dependency view lists (the counts are always complete). */
const SHOWN = 50

const interviewerIs = (employeeId: string) =>
  sql`exists (select 1 from json_each(${interviews.interviewerIds}) where json_each.value = ${employeeId})`

const openInterviewsOf = (businessId: string, id: string) =>
  and(eq(interviews.businessId, businessId), inArray(interviews.status, OPEN_INTERVIEW), interviewerIs(id))
const ownedOpportunitiesOf = (businessId: string, id: string) =>
  and(
    eq(opportunities.businessId, businessId),
    eq(opportunities.hiringManagerId, id),
    notInArray(opportunities.status, CLOSED_OPPORTUNITY),
  )
const assignedCandidatesOf = (businessId: string, id: string) =>
  and(eq(candidates.businessId, businessId), eq(candidates.assignedTo, id))
const openJobRequestsOf = (businessId: string, id: string) =>
  and(
    eq(jobRequests.businessId, businessId),
    eq(jobRequests.requestedBy, id),
    inArray(jobRequests.status, OPEN_JOB_REQUEST),
  )

/**
 * What deleting an employee would leave without an owner: the open interviews they run, the
 * job openings they manage, the candidates assigned to them and the job requests they raised.
 */
export async function employeeDependency({ db, business }: BusinessScope, id: string) {
  const businessId = business.id
  const employee = await db.query.employees.findFirst({
    where: and(eq(employees.businessId, businessId), eq(employees.id, id)),
  })
  if (!employee) throw notFound('Employee')
  const [
    interviewRows,
    opportunityRows,
    candidateRows,
    jobRequestRows,
    interviewCount,
    opportunityCount,
    candidateCount,
    jobRequestCount,
  ] = await Promise.all([
    db
      .select({
        id: interviews.id,
        title: interviews.title,
        status: interviews.status,
        scheduledAt: interviews.scheduledAt,
        candidateName: sql<string>`trim(${candidates.firstName} || ' ' || ${candidates.lastName})`,
      })
      .from(interviews)
      .innerJoin(candidates, eq(candidates.id, interviews.candidateId))
      .where(openInterviewsOf(businessId, id))
      .orderBy(asc(interviews.scheduledAt))
      .limit(SHOWN),
    db
      .select({ id: opportunities.id, title: opportunities.title, status: opportunities.status })
      .from(opportunities)
      .where(ownedOpportunitiesOf(businessId, id))
      .orderBy(asc(opportunities.title))
      .limit(SHOWN),
    db
      .select({
        id: candidates.id,
        name: sql<string>`trim(${candidates.firstName} || ' ' || ${candidates.lastName})`,
        // The stage of their most recent application (null: no application yet).
        status: sql<CandidateState | null>`(select a.stage from ${applications} a where a.business_id = ${candidates.businessId}
          and a.candidate_id = ${candidates.id} order by a.applied_at desc, a.id desc limit 1)`,
      })
      .from(candidates)
      .where(assignedCandidatesOf(businessId, id))
      .orderBy(asc(candidates.firstName))
      .limit(SHOWN),
    db
      .select({ id: jobRequests.id, title: jobRequests.title, status: jobRequests.status })
      .from(jobRequests)
      .where(openJobRequestsOf(businessId, id))
      .orderBy(asc(jobRequests.title))
      .limit(SHOWN),
    db.$count(interviews, openInterviewsOf(businessId, id)),
    db.$count(opportunities, ownedOpportunitiesOf(businessId, id)),
    db.$count(candidates, assignedCandidatesOf(businessId, id)),
    db.$count(jobRequests, openJobRequestsOf(businessId, id)),
  ])
  const counts = {
    interviews: interviewCount,
    opportunities: opportunityCount,
    candidates: candidateCount,
    jobRequests: jobRequestCount,
  }
  const total = interviewCount + opportunityCount + candidateCount + jobRequestCount
  const otherAdmins = employee.isBusinessAdmin
    ? await db.$count(
        employees,
        and(
          eq(employees.businessId, businessId),
          eq(employees.isBusinessAdmin, true),
          eq(employees.status, 'active'),
          ne(employees.id, id),
        ),
      )
    : 1
  return {
    employee: {
      id: employee.id,
      name: `${employee.firstName} ${employee.lastName}`.trim(),
      email: employee.email,
      status: employee.status,
      isBusinessAdmin: employee.isBusinessAdmin,
    },
    interviews: interviewRows,
    opportunities: opportunityRows,
    candidates: candidateRows,
    jobRequests: jobRequestRows,
    counts,
    total,
    requiresReassignment: total > 0,
    isLastAdmin: employee.isBusinessAdmin && employee.status === 'active' && otherAdmins === 0,
    summary: summaryOf(counts),
  }
}

function summaryOf(c: { interviews: number; opportunities: number; candidates: number; jobRequests: number }) {
  return listing(
    [
      c.interviews ? counted(c.interviews, 'open interview') : null,
      c.opportunities ? counted(c.opportunities, 'job opening') : null,
      c.candidates ? counted(c.candidates, 'assigned candidate') : null,
      c.jobRequests ? counted(c.jobRequests, 'open job request') : null,
    ].filter((p): p is string => !!p),
  )
}

/** Records that keep the employee's name in the business's history once their open work has moved. */
async function historyReferences(db: Db, businessId: string, id: string) {
  const counts = await Promise.all([
    db.$count(comments, and(eq(comments.businessId, businessId), eq(comments.authorId, id))),
    db.$count(
      feedback,
      and(eq(feedback.businessId, businessId), eq(feedback.authorKind, 'employee'), eq(feedback.authorId, id)),
    ),
    // Offers name who drafted, sent and revoked them and the manager the letter names.
    db.$count(
      offerLetters,
      and(
        eq(offerLetters.businessId, businessId),
        or(
          eq(offerLetters.sentBy, id),
          eq(offerLetters.createdBy, id),
          eq(offerLetters.managerId, id),
          eq(offerLetters.revokedBy, id),
        ),
      ),
    ),
    db.$count(
      jobRequests,
      and(
        eq(jobRequests.businessId, businessId),
        or(eq(jobRequests.requestedBy, id), eq(jobRequests.decidedBy, id)),
        notInArray(jobRequests.status, OPEN_JOB_REQUEST),
      ),
    ),
    db.$count(
      opportunities,
      and(
        eq(opportunities.businessId, businessId),
        eq(opportunities.hiringManagerId, id),
        inArray(opportunities.status, CLOSED_OPPORTUNITY),
      ),
    ),
    db.$count(
      interviews,
      and(eq(interviews.businessId, businessId), notInArray(interviews.status, OPEN_INTERVIEW), interviewerIs(id)),
    ),
    db.$count(
      statusHistories,
      and(
        eq(statusHistories.businessId, businessId),
        eq(statusHistories.actorKind, 'employee'),
        eq(statusHistories.actorId, id),
      ),
    ),
  ])
  return counts.reduce((a, b) => a + b, 0)
}

const initials = (first: string, last: string) =>
  [first, last]
    .map((s) => s.trim().charAt(0).toUpperCase())
    .filter(Boolean)
    .map((c) => `${c}.`)
    .join('')

/**
 * Delete an employee without orphaning anything: open work must be handed to `reassignTo` (an
 * active colleague), all moved in one batch with the removal. An employee the history still
 * names (comments, feedback, decisions, past interviews, status changes) is anonymised and
 * made inactive instead of deleted, so that history stays whole; anyone else is deleted.
 */
export async function deleteEmployee(scope: StaffScope, id: string, reassignTo: string | null) {
  const { db, business, actor } = scope
  const businessId = business.id
  const caller = await callerOf(db, businessId, actor.id)
  if (id === caller.id) throw conflict('You cannot delete your own account.')
  const dep = await employeeDependency(scope, id)
  const employee = (await db.query.employees.findFirst({
    where: and(eq(employees.businessId, businessId), eq(employees.id, id)),
  }))!
  await assertNotLastAdmin(scope, employee, 'deleted')
  await assertMayManage(db, businessId, caller, employee)
  if (dep.total > 0 && !reassignTo) {
    const message = `${dep.employee.name} still has ${dep.summary}. Choose an active employee to reassign them to before deleting.`
    throw new ApiError(409, message, [{ field: 'reassign_to', message }])
  }
  let target: { id: string; name: string } | null = null
  if (reassignTo) {
    const row = await db.query.employees.findFirst({
      where: and(
        eq(employees.businessId, businessId),
        eq(employees.id, reassignTo),
        eq(employees.status, 'active'),
        notRemoved(),
      ),
      columns: { id: true, firstName: true, lastName: true },
    })
    if (!row || row.id === id) {
      const message = 'Reassign to must be another active employee of this business.'
      throw new ApiError(422, message, [{ field: 'reassign_to', message }])
    }
    target = { id: row.id, name: `${row.firstName} ${row.lastName}`.trim() }
  }

  const statements: BatchItem<'sqlite'>[] = []
  if (target) {
    const open = await db
      .select({ id: interviews.id, interviewerIds: interviews.interviewerIds })
      .from(interviews)
      .where(openInterviewsOf(businessId, id))
    for (const row of open) {
      const ids = [...new Set(row.interviewerIds.map((x) => (x === id ? target!.id : x)))]
      statements.push(
        db
          .update(interviews)
          .set({ interviewerIds: ids })
          .where(and(eq(interviews.businessId, businessId), eq(interviews.id, row.id))),
      )
    }
    statements.push(
      db.update(opportunities).set({ hiringManagerId: target.id }).where(ownedOpportunitiesOf(businessId, id)),
      db.update(candidates).set({ assignedTo: target.id }).where(assignedCandidatesOf(businessId, id)),
      db.update(jobRequests).set({ requestedBy: target.id }).where(openJobRequestsOf(businessId, id)),
    )
  }
  const keep = (await historyReferences(db, businessId, id)) > 0
  const now = new Date()
  statements.push(
    db
      .delete(employeeSignatures)
      .where(and(eq(employeeSignatures.businessId, businessId), eq(employeeSignatures.employeeId, id))),
    db
      .delete(savedSearchFilters)
      .where(and(eq(savedSearchFilters.businessId, businessId), eq(savedSearchFilters.employeeId, id))),
    db.delete(oneTimeCodes).where(and(eq(oneTimeCodes.principalKind, 'employee'), eq(oneTimeCodes.principalId, id))),
    db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.principalKind, 'employee'), eq(sessions.principalId, id), isNull(sessions.revokedAt))),
  )
  if (keep) {
    statements.push(
      db
        .update(employees)
        .set({
          firstName: 'Former employee',
          lastName: initials(employee.firstName, employee.lastName),
          email: `${id}@${REMOVED_EMAIL_DOMAIN}`,
          phone: null,
          passwordHash: null,
          googleSub: null,
          avatarKey: null,
          employeeCode: null,
          workingHours: null,
          isBusinessAdmin: false,
          status: 'inactive',
        })
        .where(and(eq(employees.businessId, businessId), eq(employees.id, id))),
    )
    if (employee.status !== 'inactive')
      statements.push(
        historyInsert(db, {
          businessId,
          entity: 'employee',
          entityId: id,
          from: employee.status,
          to: 'inactive',
          reason: 'Removed and anonymised',
          actor,
        }),
      )
  } else {
    statements.push(db.delete(employees).where(and(eq(employees.businessId, businessId), eq(employees.id, id))))
  }
  statements.push(
    auditInsert(db, {
      ...auditedBy(scope),
      action: keep ? 'employee.anonymised' : 'employee.deleted',
      entity: 'employee',
      entityId: id,
      details: { name: dep.employee.name, reassignedTo: target?.id ?? null, moved: dep.counts },
    }),
  )
  await db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]])
  return {
    id,
    name: dep.employee.name,
    outcome: keep ? ('anonymised' as const) : ('deleted' as const),
    reassignedTo: target,
    moved: dep.counts,
  }
}
