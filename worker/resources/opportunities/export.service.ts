/**
 * The jobs list as CSV or XLSX (issue 21: "downloading lists of candidates or jobs is its own
 * permission"), the way the candidates export works (docs/scale.md, Exports): every job the
 * list's filters select, in the list's order, streamed a page at a time by keyset, refused
 * (422) rather than cut when it is larger than one request can stream; not kept, but recorded
 * in the audit log (who, format, filters, rows).
 */
import { and, count, type SQL, sql } from 'drizzle-orm'
import { applicationCounts, opportunities } from '../../db/schema'
import { assertExportable, keysetPages } from '../../lib/keyset'
import type { BusinessScope, StaffScope } from '../../lib/scope'
import { type ExportColumn, exportFileName, exportStream } from '../../lib/tabular'
import { auditedBy, auditInsert } from '../../services/audit'
import { CANDIDATE_STATE_LABELS, CANDIDATE_STATES, type CandidateState } from '../candidates/candidates.schema'
import { EMPLOYMENT_TYPE_LABELS, OPPORTUNITY_STATE_LABELS, WORKPLACE_LABELS } from './job-enums.schema'
import { type OpportunityFilters, opportunityRows, opportunitySortKey, opportunityWhere } from './opportunities.service'

/** Applications per stage of the row's job, from its counters, in the page's own query (one query a page). */
const stageCountsJson = (businessId: string) =>
  sql<
    string | null
  >`(select json_group_object(${applicationCounts.stage}, ${applicationCounts.count}) from ${applicationCounts} where ${applicationCounts.businessId} = ${businessId} and ${applicationCounts.opportunityId} = ${opportunities.id})`

type ExportRow = Awaited<ReturnType<ReturnType<typeof exportRows>['all']>>[number]
const exportRows = (scope: BusinessScope, keyColumns: Record<string, SQL> = {}) =>
  opportunityRows(scope, { stageCounts: stageCountsJson(scope.business.id), ...keyColumns })

type JobRow = Omit<ExportRow, 'stageCounts'> & { stages: Record<CandidateState, number>; applications: number }

function withStages(row: ExportRow): JobRow {
  const { stageCounts, ...job } = row
  const parsed = (stageCounts ? JSON.parse(stageCounts) : {}) as Partial<Record<CandidateState, number>>
  const stages = Object.fromEntries(CANDIDATE_STATES.map((s) => [s, parsed[s] ?? 0])) as Record<CandidateState, number>
  return { ...job, stages, applications: CANDIDATE_STATES.reduce((n, s) => n + stages[s], 0) }
}

export const JOB_COLUMNS: ExportColumn<JobRow>[] = [
  { header: 'Title', value: (r) => r.title, width: 30 },
  { header: 'Code', value: (r) => r.code, width: 14 },
  { header: 'Status', value: (r) => OPPORTUNITY_STATE_LABELS[r.status], width: 10 },
  { header: 'Department', value: (r) => r.departmentName, width: 20 },
  { header: 'Branch', value: (r) => r.branchName, width: 20 },
  { header: 'Hiring manager', value: (r) => r.hiringManagerName || null, width: 22 },
  { header: 'Employment type', value: (r) => EMPLOYMENT_TYPE_LABELS[r.employmentType], width: 14 },
  { header: 'Workplace', value: (r) => WORKPLACE_LABELS[r.workplace], width: 10 },
  { header: 'Location', value: (r) => r.location, width: 20 },
  { header: 'Openings', value: (r) => r.openings, width: 9 },
  { header: 'Salary from', value: (r) => r.salaryMin, width: 12 },
  { header: 'Salary to', value: (r) => r.salaryMax, width: 12 },
  { header: 'Currency', value: (r) => r.salaryCurrency, width: 9 },
  { header: 'Experience from (years)', value: (r) => r.experienceMin, width: 11 },
  { header: 'Experience to (years)', value: (r) => r.experienceMax, width: 11 },
  { header: 'Skills', value: (r) => r.skills.join(', '), width: 36 },
  { header: 'Application deadline', value: (r) => r.deadline, width: 14 },
  { header: 'Published', value: (r) => r.publishedAt, width: 18 },
  { header: 'Closed', value: (r) => r.closedAt, width: 18 },
  { header: 'Created', value: (r) => r.createdAt, width: 18 },
  { header: 'Applications', value: (r) => r.applications, width: 12 },
  ...CANDIDATE_STATES.map(
    (s): ExportColumn<JobRow> => ({ header: CANDIDATE_STATE_LABELS[s], value: (r) => r.stages[s], width: 11 }),
  ),
]

/** The filtered jobs in the list's order (ties by id in the same direction), a page at a time. */
export async function* filteredJobPages(
  scope: BusinessScope,
  filters: OpportunityFilters,
  opts: { pageRows?: number } = {},
) {
  const where = opportunityWhere(scope, filters)
  const pages = keysetPages(
    [opportunitySortKey(scope, filters.sort), sql`${opportunities.id}`],
    filters.order !== 'asc',
    ({ keyColumns, seek, orderBy, limit }) =>
      exportRows(scope, keyColumns)
        .where(and(where, seek))
        .orderBy(...orderBy)
        .limit(limit),
    opts,
  )
  for await (const rows of pages) yield rows.map((r) => withStages(r as ExportRow))
}

export async function exportOpportunities(scope: StaffScope, filters: OpportunityFilters, format: 'csv' | 'xlsx') {
  const { db, business } = scope
  const [total] = await db.select({ n: count() }).from(opportunities).where(opportunityWhere(scope, filters))
  const rows = total?.n ?? 0
  assertExportable(rows)
  await auditInsert(db, {
    ...auditedBy(scope),
    action: 'opportunities.exported',
    entity: 'opportunity',
    details: { format, rows, filters },
  })
  const { stream, contentType } = exportStream(format, filteredJobPages(scope, filters), JOB_COLUMNS, 'Jobs')
  return { stream, contentType, rows, fileName: exportFileName(business.slug, 'jobs', format) }
}
