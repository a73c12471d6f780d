import { assertExportable } from '../../lib/keyset'
import type { StaffScope } from '../../lib/scope'
import { type ExportColumn, exportFileName, exportStream } from '../../lib/tabular'
import { auditedBy, auditInsert } from '../../services/audit'
import { CANDIDATE_STATE_LABELS } from './candidates.schema'
import { countFiltered, filteredCandidatePages } from './export-rows'
import type { PresentedRow, RowFilters } from './query.service'

export const CANDIDATE_COLUMNS: ExportColumn<PresentedRow>[] = [
  { header: 'Name', value: (r) => r.name, width: 24 },
  { header: 'Email', value: (r) => r.email, width: 30 },
  { header: 'Phone', value: (r) => r.phone, width: 18 },
  // Status and Job: the application the row stands for (the filtered job's, else the most recent).
  { header: 'Status', value: (r) => (r.status ? CANDIDATE_STATE_LABELS[r.status] : null), width: 14 },
  { header: 'Job', value: (r) => r.opportunityTitle, width: 28 },
  { header: 'Source', value: (r) => r.source, width: 16 },
  { header: 'Experience (years)', value: (r) => r.experienceYears, width: 12 },
  { header: 'Qualification', value: (r) => r.qualification, width: 26 },
  { header: 'Current title', value: (r) => r.currentTitle, width: 26 },
  { header: 'Current company', value: (r) => r.currentCompany, width: 22 },
  { header: 'Location', value: (r) => r.location, width: 20 },
  { header: 'Skills', value: (r) => r.skills.join(', '), width: 40 },
  { header: 'Expected salary', value: (r) => r.expectedSalary, width: 14 },
  { header: 'Notice period (days)', value: (r) => r.noticePeriodDays, width: 12 },
  { header: 'Blacklisted', value: (r) => r.isBlacklisted, width: 11 },
  { header: 'Blacklist reason', value: (r) => r.blacklistReason, width: 30 },
  { header: 'Portal account', value: (r) => r.registeredAt !== null, width: 12 },
  { header: 'Added', value: (r) => r.createdAt, width: 18 },
  // Added by the applications (docs/applications.md); after the seed's columns, so their positions hold.
  { header: 'Days in stage', value: (r) => r.daysInStage, width: 10 },
  {
    header: 'Applications',
    value: (r) => r.applications.map((a) => `${a.opportunity.title} (${CANDIDATE_STATE_LABELS[a.stage]})`).join('; '),
    width: 40,
  },
]

/**
 * The whole filtered candidate list as CSV or XLSX, streamed: rows are read from D1 a page at
 * a time as the download proceeds, so memory stays at one page whatever the size (see
 * docs/scale.md, Exports). The file is not kept: an audit log entry records who exported
 * which filters and how many rows (a copy of every export in R2 would be personal data at
 * rest for no one's use).
 */
export async function exportCandidates(scope: StaffScope, filters: RowFilters, format: 'csv' | 'xlsx') {
  const { db, business } = scope
  const rows = await countFiltered(scope, filters)
  assertExportable(rows)
  const fileName = exportFileName(business.slug, 'candidates', format)
  await auditInsert(db, {
    ...auditedBy(scope),
    action: 'candidates.exported',
    entity: 'candidate',
    details: { format, rows, filters },
  })
  const { stream, contentType } = exportStream(
    format,
    filteredCandidatePages(scope, filters),
    CANDIDATE_COLUMNS,
    'Candidates',
  )
  return { stream, fileName, contentType, rows }
}
