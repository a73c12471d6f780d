import { documents } from '../../db/schema'
import { newId } from '../../lib/ids'
import type { StaffScope } from '../../lib/scope'
import { CSV_TYPE, type ExportColumn, toCsv, toXlsx, XLSX_TYPE } from '../../lib/tabular'
import { CANDIDATE_STATE_LABELS } from './candidates.schema'
import { allFilteredCandidates, type PresentedRow, type RowFilters } from './query.service'

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
 * The filtered candidate list as CSV or XLSX: generated, kept in R2 under exports/ (with a
 * documents row, so who exported what stays traceable) and answered as the file to download.
 */
export async function exportCandidates(scope: StaffScope, filters: RowFilters, format: 'csv' | 'xlsx') {
  const { db, env, business, actor } = scope
  const rows = await allFilteredCandidates(scope, filters)
  const bytes = format === 'csv' ? toCsv(rows, CANDIDATE_COLUMNS) : await toXlsx(rows, CANDIDATE_COLUMNS, 'Candidates')
  const contentType = format === 'csv' ? CSV_TYPE : XLSX_TYPE
  const stamp = new Date()
    .toISOString()
    .slice(0, 16)
    .replace(/[-:T]/g, '')
    .replace(/^(\d{8})/, '$1-')
  const fileName = `${business.slug}-candidates-${stamp}.${format}`
  const id = newId()
  const key = `exports/${business.id}/${id}.${format}`
  await env.FILES.put(key, bytes, {
    httpMetadata: { contentType },
    customMetadata: { fileName, rows: String(rows.length) },
  })
  await db.insert(documents).values({
    id,
    businessId: business.id,
    key,
    fileName,
    contentType,
    size: bytes.byteLength,
    kind: 'export',
    uploadedBy: actor.id,
  })
  return { bytes, fileName, contentType, rows: rows.length }
}
