/**
 * Job requests (requisitions): a manager asks for a position; an approver approves or rejects
 * it (with a reason); an approved request is converted into the draft opportunity it asked for.
 * Lifecycle: pending → approved / rejected; approved → converted.
 */
import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import { businessBranches, departments, employees, jobRequests, opportunities } from '../../db/schema'
import { conflict, forbidden, notFound } from '../../lib/errors'
import { newId } from '../../lib/ids'
import { offsetOf, pageOf } from '../../lib/pagination'
import type { BusinessScope, StaffScope } from '../../lib/scope'
import { matchesText } from '../../lib/search'
import { changesOf, historyIfChanged } from '../../services/guarded-write'
import { assertTransition, LIFECYCLES } from '../../services/lifecycle'
import { assertWithinLimit } from '../../services/plan-limits'
import { historyInsert } from '../../services/status-history'
import {
  assertJobRefs,
  assertNotPast,
  assertRanges,
  camelInput,
  changedRefs,
  fullName,
} from '../opportunities/job-references.service'
import { entityHistory } from '../opportunities/status.service'
import type {
  ChangeJobRequestStatus,
  CreateJobRequest,
  JobRequestListQuery,
  UpdateJobRequest,
} from './job-requests.schema'

const requester = alias(employees, 'requester')
const decider = alias(employees, 'decider')

const ref = (id: string | null, name: string | null) => (id ? { id, name } : null)

/** The requests of this business with the names they point at (records of the same business). */
function selectRequests({ db, business }: BusinessScope) {
  const businessId = business.id
  return db
    .select({
      ...getTableColumns(jobRequests),
      departmentName: departments.name,
      branchName: businessBranches.name,
      requesterName: fullName(requester.firstName, requester.lastName),
      deciderName: fullName(decider.firstName, decider.lastName),
      opportunityTitle: opportunities.title,
      opportunityStatus: opportunities.status,
    })
    .from(jobRequests)
    .leftJoin(departments, and(eq(departments.businessId, businessId), eq(departments.id, jobRequests.departmentId)))
    .leftJoin(
      businessBranches,
      and(eq(businessBranches.businessId, businessId), eq(businessBranches.id, jobRequests.branchId)),
    )
    .leftJoin(requester, and(eq(requester.businessId, businessId), eq(requester.id, jobRequests.requestedBy)))
    .leftJoin(decider, and(eq(decider.businessId, businessId), eq(decider.id, jobRequests.decidedBy)))
    .leftJoin(
      opportunities,
      and(eq(opportunities.businessId, businessId), eq(opportunities.id, jobRequests.opportunityId)),
    )
}

type RequestRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['all']>>[number]

function shape({
  departmentName,
  branchName,
  requesterName,
  deciderName,
  opportunityTitle,
  opportunityStatus,
  ...row
}: RequestRow) {
  return {
    ...row,
    department: ref(row.departmentId, departmentName),
    branch: ref(row.branchId, branchName),
    requester: ref(row.requestedBy, requesterName),
    decider: ref(row.decidedBy, deciderName),
    opportunity: row.opportunityId
      ? { id: row.opportunityId, title: opportunityTitle, status: opportunityStatus }
      : null,
  }
}

export async function listJobRequests(scope: StaffScope, q: JobRequestListQuery) {
  const where = and(
    eq(jobRequests.businessId, scope.business.id),
    q.status ? eq(jobRequests.status, q.status) : undefined,
    q.department_id ? eq(jobRequests.departmentId, q.department_id) : undefined,
    q.mine ? eq(jobRequests.requestedBy, scope.actor.id) : undefined,
    matchesText(q.search, jobRequests.title, jobRequests.justification, jobRequests.skills),
  )
  const sortColumn = {
    created_at: jobRequests.createdAt,
    title: jobRequests.title,
    needed_by: jobRequests.neededBy,
    status: jobRequests.status,
  }[q.sort ?? 'created_at']
  const [rows, count] = await Promise.all([
    selectRequests(scope)
      .where(where)
      .orderBy(q.order === 'asc' ? asc(sortColumn) : desc(sortColumn), desc(jobRequests.id))
      .limit(q.limit)
      .offset(offsetOf(q)),
    scope.db.$count(jobRequests, where),
  ])
  return pageOf(rows.map(shape), count, q)
}

export async function getJobRequest(scope: BusinessScope, id: string) {
  const row = await selectRequests(scope)
    .where(and(eq(jobRequests.businessId, scope.business.id), eq(jobRequests.id, id)))
    .get()
  if (!row) throw notFound('Job request')
  return { ...shape(row), statusHistory: await entityHistory(scope, 'job_request', id) }
}

type JobRequestRow = Omit<typeof jobRequests.$inferInsert, 'id' | 'businessId'>

/** A new request is pending and belongs to whoever asked. */
export async function createJobRequest(scope: StaffScope, input: CreateJobRequest) {
  const { db, business } = scope
  const businessId = business.id
  assertNotPast(input.needed_by, business, 'needed_by', 'Needed by')
  await assertJobRefs(scope, input)
  const id = newId()
  await db.batch([
    db.insert(jobRequests).values({
      ...(camelInput(input) as JobRequestRow),
      id,
      businessId,
      status: 'pending',
      requestedBy: scope.actor.id,
    }),
    historyInsert(db, {
      businessId,
      entity: 'job_request',
      entityId: id,
      from: null,
      to: 'pending',
      actor: scope.actor,
    }),
  ])
  return getJobRequest(scope, id)
}

/**
 * Edit a pending request. Holders of job_requests.update may edit any; the person who asked
 * may edit their own.
 */
export async function updateJobRequest(
  scope: StaffScope,
  id: string,
  input: UpdateJobRequest,
  opts: { mayEditAny: boolean },
) {
  const { db, business } = scope
  const businessId = business.id
  const row = await db.query.jobRequests.findFirst({
    where: and(eq(jobRequests.businessId, businessId), eq(jobRequests.id, id)),
  })
  if (!row) throw notFound('Job request')
  if (!opts.mayEditAny && row.requestedBy !== scope.actor.id)
    throw forbidden('You do not have permission to edit job requests of others.')
  if (row.status !== 'pending') throw conflict(`Only a pending job request can be edited; this one is ${row.status}.`)
  const pick = <K extends keyof UpdateJobRequest>(key: K, current: UpdateJobRequest[K]) =>
    input[key] === undefined ? current : input[key]
  assertRanges({
    salary_min: pick('salary_min', row.salaryMin),
    salary_max: pick('salary_max', row.salaryMax),
    salary_currency: pick('salary_currency', row.salaryCurrency),
    experience_min: pick('experience_min', row.experienceMin),
    experience_max: pick('experience_max', row.experienceMax),
  })
  if (input.needed_by !== undefined && input.needed_by !== row.neededBy)
    assertNotPast(input.needed_by, business, 'needed_by', 'Needed by')
  await assertJobRefs(
    scope,
    changedRefs(input, {
      department_id: row.departmentId,
      branch_id: row.branchId,
      hiring_manager_id: null,
      email_template_id: null,
    }),
  )
  const changes = camelInput(input)
  if (Object.keys(changes).length) {
    const [updated] = await db.batch([
      db
        .update(jobRequests)
        .set(changes as Partial<JobRequestRow>)
        .where(and(eq(jobRequests.businessId, businessId), eq(jobRequests.id, id), eq(jobRequests.status, 'pending'))),
    ])
    if (changesOf(updated) === 0) throw conflict('The job request was decided meanwhile and can no longer be edited.')
  }
  return getJobRequest(scope, id)
}

/** Approve, reject (with a reason) or convert. */
export async function changeJobRequestStatus(
  scope: StaffScope,
  id: string,
  input: ChangeJobRequestStatus,
  now = new Date(),
) {
  const { db, business, actor } = scope
  const businessId = business.id
  const row = await db.query.jobRequests.findFirst({
    where: and(eq(jobRequests.businessId, businessId), eq(jobRequests.id, id)),
    columns: { status: true },
  })
  if (!row) throw notFound('Job request')
  assertTransition(LIFECYCLES.jobRequest, 'job request', row.status, input.status)
  if (input.status === 'converted') return convertJobRequest(scope, id, input.reason ?? null, now)
  const [moved] = await db.batch([
    db
      .update(jobRequests)
      .set({ status: input.status, decidedBy: actor.id, decisionReason: input.reason ?? null, updatedAt: now })
      .where(and(eq(jobRequests.businessId, businessId), eq(jobRequests.id, id), eq(jobRequests.status, row.status))),
    historyIfChanged(
      db,
      {
        businessId,
        entity: 'job_request',
        entityId: id,
        from: row.status,
        to: input.status,
        reason: input.reason,
        actor,
      },
      now,
    ),
  ])
  if (changesOf(moved) === 0)
    throw conflict('The job request was decided by someone else meanwhile. Reload it and try again.')
  return getJobRequest(scope, id)
}

/**
 * Converting creates the draft opportunity the request asked for and links it, in one batch.
 * Every statement is conditional on the request still being approved, so two racing
 * conversions create exactly one opportunity: the second changes nothing and gets a 409.
 */
async function convertJobRequest(scope: StaffScope, id: string, reason: string | null, now: Date) {
  const { db, business, actor } = scope
  const businessId = business.id
  await assertWithinLimit(db, businessId, 'jobs')
  const opportunityId = newId(now.getTime())
  const at = now.getTime()
  const [inserted] = await db.batch([
    // The job takes the request's fields; its location is the branch's city, its hiring manager whoever asked.
    // Columns in the table's order (see db/schema/hiring.ts).
    db
      .insert(opportunities)
      .select(sql`select ${opportunityId}, jr.business_id, jr.title, null, jr.department_id, jr.branch_id,
        (select e.id from employees e where e.id = jr.requested_by and e.business_id = jr.business_id and e.status = 'active'),
        jr.employment_type, 'on_site',
        (select trim(coalesce(b.city, b.name) || coalesce(', ' || b.state, '')) from business_branches b
          where b.id = jr.branch_id and b.business_id = jr.business_id),
        jr.salary_min, jr.salary_max, jr.salary_currency, jr.openings, jr.skills, jr.experience_min, jr.experience_max,
        null, null, null, 'draft', null, null, ${actor.id}, ${at}, ${at}
      from job_requests jr where jr.id = ${id} and jr.business_id = ${businessId} and jr.status = 'approved'`),
    db
      .update(jobRequests)
      .set({ status: 'converted', opportunityId, updatedAt: now })
      .where(
        and(
          eq(jobRequests.businessId, businessId),
          eq(jobRequests.id, id),
          eq(jobRequests.status, 'approved'),
          sql`exists (select 1 from opportunities where id = ${opportunityId})`,
        ),
      ),
    historyIfChanged(
      db,
      {
        businessId,
        entity: 'job_request',
        entityId: id,
        from: 'approved',
        to: 'converted',
        reason,
        actor,
        meta: { opportunityId },
      },
      now,
    ),
    historyIfChanged(
      db,
      {
        businessId,
        entity: 'opportunity',
        entityId: opportunityId,
        from: null,
        to: 'draft',
        actor,
        meta: { jobRequestId: id },
      },
      now,
    ),
  ])
  if (changesOf(inserted) === 0)
    throw conflict('The job request was converted or changed by someone else meanwhile. Reload it and try again.')
  return getJobRequest(scope, id)
}
