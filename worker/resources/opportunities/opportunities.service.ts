/**
 * Opportunities (the jobs a business hires for): list, read, create, edit and the select-box
 * options. Status changes live in opportunity-status.ts, the pipeline in opportunity-pipeline.ts.
 */
import { and, asc, desc, eq, getTableColumns, inArray, ne, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import {
  applications,
  businessBranches,
  departments,
  emailTemplates,
  employees,
  jobRequests,
  opportunities,
} from '../../db/schema'
import { ApiError, conflict, notFound } from '../../lib/errors'
import { newId } from '../../lib/ids'
import { offsetOf, pageOf } from '../../lib/pagination'
import type { BusinessScope, StaffScope } from '../../lib/scope'
import { matchesText } from '../../lib/search'
import { opportunityChanged } from '../../services/matching/refresh'
import { assertWithinLimit } from '../../services/plan-limits'
import { historyInsert } from '../../services/status-history'
import { isFinished } from './job-enums.schema'
import { assertJobRefs, assertNotPast, assertRanges, camelInput, changedRefs, fullName } from './job-references.service'
import type { CreateOpportunity, OpportunityListQuery, UpdateOpportunity } from './opportunities.schema'
import {
  applicationTotalSql,
  countsByOpportunity,
  emptyCounts,
  pipelineCandidates,
  pipelineCounts,
} from './pipeline.service'
import { opportunityHistory } from './status.service'

const manager = alias(employees, 'hiring_manager')
const creator = alias(employees, 'creator')

const ref = (id: string | null, name: string | null) => (id ? { id, name } : null)

/** The list's filters (the list, its export). */
export type OpportunityFilters = Omit<OpportunityListQuery, 'page' | 'limit'>

/** The jobs the filters select: status, department, branch, kind, workplace, and search (title, code, location, skills). */
export function opportunityWhere({ business }: BusinessScope, q: OpportunityFilters) {
  return and(
    eq(opportunities.businessId, business.id),
    q.status ? eq(opportunities.status, q.status) : undefined,
    q.department_id ? eq(opportunities.departmentId, q.department_id) : undefined,
    q.branch_id ? eq(opportunities.branchId, q.branch_id) : undefined,
    q.employment_type ? eq(opportunities.employmentType, q.employment_type) : undefined,
    q.workplace ? eq(opportunities.workplace, q.workplace) : undefined,
    matchesText(q.search, opportunities.title, opportunities.code, opportunities.location, opportunities.skills),
  )
}

/**
 * The list's sort key. A missing deadline or publication date sorts as the smallest value (as
 * SQLite sorts NULL), written as a value so that an export can seek past it (export-rows.ts).
 */
export function opportunitySortKey({ business }: BusinessScope, sort: OpportunityFilters['sort']): SQL {
  switch (sort ?? 'created_at') {
    case 'title':
      return sql`${opportunities.title}`
    case 'deadline':
      return sql`coalesce(${opportunities.deadline}, '')`
    case 'status':
      return sql`${opportunities.status}`
    case 'candidates':
      return applicationTotalSql(business.id)
    case 'published_at':
      return sql`coalesce(${opportunities.publishedAt}, -1)`
    default:
      return sql`${opportunities.createdAt}`
  }
}

/** A list row's columns (not the description) with its department, branch and hiring manager. */
export function opportunityRows<K extends Record<string, SQL>>({ db, business }: BusinessScope, extra: K) {
  const businessId = business.id
  const { description: _description, ...columns } = getTableColumns(opportunities)
  return db
    .select({
      ...columns,
      departmentName: departments.name,
      branchName: businessBranches.name,
      hiringManagerName: fullName(manager.firstName, manager.lastName),
      ...extra,
    })
    .from(opportunities)
    .leftJoin(departments, and(eq(departments.businessId, businessId), eq(departments.id, opportunities.departmentId)))
    .leftJoin(
      businessBranches,
      and(eq(businessBranches.businessId, businessId), eq(businessBranches.id, opportunities.branchId)),
    )
    .leftJoin(manager, and(eq(manager.businessId, businessId), eq(manager.id, opportunities.hiringManagerId)))
}

type ListedRow = Awaited<ReturnType<ReturnType<typeof opportunityRows<Record<never, SQL>>>['all']>>[number]

/** Rows as the list answers them, with their pipeline counts from the maintained counters (one small query). */
export async function presentOpportunityRows<R extends ListedRow>({ db, business }: BusinessScope, rows: R[]) {
  const counts = await countsByOpportunity(
    db,
    business.id,
    rows.map((r) => r.id),
  )
  return rows.map(({ departmentName, branchName, hiringManagerName, ...row }) => ({
    ...row,
    department: ref(row.departmentId, departmentName),
    branch: ref(row.branchId, branchName),
    hiringManager: ref(row.hiringManagerId, hiringManagerName),
    candidateCounts: counts.get(row.id) ?? emptyCounts(),
  }))
}
export type OpportunityListRow = Awaited<ReturnType<typeof presentOpportunityRows>>[number]

/** The list: filters, search, sort (ties newest id first in the same direction), and candidate counts per stage. */
export async function listOpportunities(scope: BusinessScope, q: OpportunityListQuery) {
  const where = opportunityWhere(scope, q)
  const key = opportunitySortKey(scope, q.sort)
  const direction = q.order === 'asc' ? asc : desc
  const [rows, count] = await Promise.all([
    opportunityRows(scope, {})
      .where(where)
      .orderBy(direction(key), direction(opportunities.id))
      .limit(q.limit)
      .offset(offsetOf(q)),
    scope.db.$count(opportunities, where),
  ])
  return pageOf(await presentOpportunityRows(scope, rows), count, q)
}

/** One job with what its page shows: department, branch, hiring manager, pipeline and recent history. */
export async function getOpportunity(scope: BusinessScope, id: string, opts: { withCandidates?: boolean } = {}) {
  const { db, business } = scope
  const businessId = business.id
  const row = await db
    .select({
      ...getTableColumns(opportunities),
      departmentName: departments.name,
      branchName: businessBranches.name,
      managerName: fullName(manager.firstName, manager.lastName),
      managerEmail: manager.email,
      managerDesignation: manager.designation,
      templateName: emailTemplates.name,
      creatorName: fullName(creator.firstName, creator.lastName),
    })
    .from(opportunities)
    .leftJoin(departments, and(eq(departments.businessId, businessId), eq(departments.id, opportunities.departmentId)))
    .leftJoin(
      businessBranches,
      and(eq(businessBranches.businessId, businessId), eq(businessBranches.id, opportunities.branchId)),
    )
    .leftJoin(manager, and(eq(manager.businessId, businessId), eq(manager.id, opportunities.hiringManagerId)))
    .leftJoin(
      emailTemplates,
      and(eq(emailTemplates.businessId, businessId), eq(emailTemplates.id, opportunities.emailTemplateId)),
    )
    .leftJoin(creator, and(eq(creator.businessId, businessId), eq(creator.id, opportunities.createdBy)))
    .where(and(eq(opportunities.businessId, businessId), eq(opportunities.id, id)))
    .get()
  if (!row) throw notFound('Job')
  const [counts, history, request, stages] = await Promise.all([
    pipelineCounts(scope, id),
    opportunityHistory(scope, id),
    db.query.jobRequests.findFirst({
      where: and(eq(jobRequests.businessId, businessId), eq(jobRequests.opportunityId, id)),
      columns: { id: true, title: true, status: true },
    }),
    opts.withCandidates ? pipelineCandidates(scope, id) : Promise.resolve(null),
  ])
  const {
    departmentName,
    branchName,
    managerName,
    managerEmail,
    managerDesignation,
    templateName,
    creatorName,
    ...job
  } = row
  return {
    ...job,
    department: ref(job.departmentId, departmentName),
    branch: ref(job.branchId, branchName),
    hiringManager: job.hiringManagerId
      ? { id: job.hiringManagerId, name: managerName, email: managerEmail, designation: managerDesignation }
      : null,
    emailTemplate: ref(job.emailTemplateId, templateName),
    createdByName: creatorName,
    candidateCounts: counts,
    pipelineCandidates: stages,
    statusHistory: history,
    jobRequest: request ?? null,
  }
}

/** Open and on-hold jobs, for select boxes. */
export async function opportunityOptions({ db, business }: BusinessScope) {
  const rows = await db
    .select({ id: opportunities.id, title: opportunities.title, code: opportunities.code })
    .from(opportunities)
    .where(and(eq(opportunities.businessId, business.id), inArray(opportunities.status, ['open', 'on_hold'])))
    .orderBy(asc(opportunities.title))
  return rows.map((r) => ({ value: r.id, label: r.code ? `${r.title} (${r.code})` : r.title }))
}

async function assertCodeFree({ db, business }: BusinessScope, code: string | null | undefined, exceptId?: string) {
  if (!code) return
  const taken = await db.query.opportunities.findFirst({
    where: and(
      eq(opportunities.businessId, business.id),
      eq(opportunities.code, code),
      exceptId ? ne(opportunities.id, exceptId) : undefined,
    ),
    columns: { id: true },
  })
  if (taken) throw conflict(`A job with the code ${code} already exists.`)
}

function assertLocation(workplace: string, location: string | null | undefined) {
  if (workplace !== 'remote' && !location)
    throw new ApiError(422, 'Please enter Location', [{ field: 'location', message: 'Please enter Location' }])
}

/** A new job starts as a draft, within the plan's job limit. */
export async function createOpportunity(scope: StaffScope, input: CreateOpportunity) {
  const { db, business } = scope
  const businessId = business.id
  assertNotPast(input.deadline, business, 'deadline', 'Deadline')
  await assertJobRefs(scope, input)
  await assertCodeFree(scope, input.code)
  await assertWithinLimit(db, businessId, 'jobs')
  const id = newId()
  await db.batch([
    db.insert(opportunities).values({
      ...(camelInput(input) as CreateOpportunityRow),
      id,
      businessId,
      status: 'draft',
      createdBy: scope.actor.id,
    }),
    historyInsert(db, { businessId, entity: 'opportunity', entityId: id, from: null, to: 'draft', actor: scope.actor }),
  ])
  await opportunityChanged(scope, id)
  return getOpportunity(scope, id)
}

type CreateOpportunityRow = Omit<typeof opportunities.$inferInsert, 'id' | 'businessId'>

/** Edit a job that is not finished; the merged job must still hold together. */
export async function updateOpportunity(scope: StaffScope, id: string, input: UpdateOpportunity) {
  const { db, business } = scope
  const businessId = business.id
  const row = await db.query.opportunities.findFirst({
    where: and(eq(opportunities.businessId, businessId), eq(opportunities.id, id)),
  })
  if (!row) throw notFound('Job')
  if (isFinished(row.status)) throw conflict(`A ${row.status} job cannot be edited.`)
  const pick = <K extends keyof UpdateOpportunity>(key: K, current: UpdateOpportunity[K]) =>
    input[key] === undefined ? current : input[key]
  assertRanges({
    salary_min: pick('salary_min', row.salaryMin),
    salary_max: pick('salary_max', row.salaryMax),
    salary_currency: pick('salary_currency', row.salaryCurrency),
    experience_min: pick('experience_min', row.experienceMin),
    experience_max: pick('experience_max', row.experienceMax),
  })
  assertLocation(input.workplace ?? row.workplace, pick('location', row.location))
  if (input.deadline !== undefined && input.deadline !== row.deadline)
    assertNotPast(input.deadline, business, 'deadline', 'Deadline')
  const current = {
    department_id: row.departmentId,
    branch_id: row.branchId,
    hiring_manager_id: row.hiringManagerId,
    email_template_id: row.emailTemplateId,
  }
  await assertJobRefs(scope, changedRefs(input, current))
  if (input.code !== undefined && input.code !== row.code) await assertCodeFree(scope, input.code, id)
  const changes = camelInput(input)
  if (Object.keys(changes).length) {
    await db
      .update(opportunities)
      .set(changes as Partial<CreateOpportunityRow>)
      .where(and(eq(opportunities.businessId, businessId), eq(opportunities.id, id)))
    await opportunityChanged(scope, id)
  }
  return getOpportunity(scope, id)
}
