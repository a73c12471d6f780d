import { ApiError } from '../../lib/errors'
import { PdfWriter } from '../../lib/pdf-report'
import type { BusinessScope } from '../../lib/scope'
import { CANDIDATE_STATES, type CandidateFilters, candidateStateLabel as label } from './candidates.schema'
import { getCandidate } from './candidates.service'
import { listComments, listFeedback } from './comments.service'
import { candidateFiles } from './documents.service'
import { allFilteredCandidates } from './query.service'

function when(date: Date | null | undefined, timeZone: string) {
  if (!date) return ''
  try {
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date)
  } catch {
    return date.toISOString().slice(0, 16).replace('T', ' ')
  }
}

const RECOMMENDATION: Record<string, string> = {
  strong_yes: 'Strong yes',
  yes: 'Yes',
  no: 'No',
  strong_no: 'Strong no',
}

/** One candidate's profile, pipeline history, feedback and comments. */
async function candidateReport(scope: BusinessScope, candidateId: string) {
  const ctx = scope.business
  const c = await getCandidate(scope, candidateId)
  const q = { page: 1, limit: 100, order: 'desc' as const }
  const [fb, cm, files] = await Promise.all([
    listFeedback(scope, candidateId, q),
    listComments(scope, candidateId, q),
    candidateFiles(scope, candidateId),
  ])
  const pdf = await PdfWriter.create(
    `Candidate report: ${c.name}`,
    `${ctx.name} - confidential - generated ${when(new Date(), ctx.timezone)}`,
  )
  pdf.text(ctx.name.toUpperCase(), { size: 9, bold: true, color: undefined })
  pdf.text(c.name, { size: 20, bold: true, gap: 4 })
  pdf.text([c.currentTitle, c.currentCompany].filter(Boolean).join(' at ') || 'Candidate', { size: 11 })
  pdf.text(
    `${c.status ? label(c.status) : 'No application'}${c.opportunityTitle ? ` - ${c.opportunityTitle}` : ''}${c.isBlacklisted ? ' - BLACKLISTED' : ''}`,
    { size: 11, bold: true, gap: 8 },
  )

  pdf.heading('Profile')
  pdf.fields([
    ['E-mail', c.email],
    ['Phone', c.phone],
    ['Location', c.location],
    ['Experience', c.experienceYears !== null ? `${c.experienceYears} years` : null],
    ['Qualification', c.qualification],
    ['Skills', c.skills.join(', ')],
    ['Source', c.source],
    ['Expected salary', c.expectedSalary !== null ? c.expectedSalary.toLocaleString('en-US') : null],
    ['Notice period', c.noticePeriodDays !== null ? `${c.noticePeriodDays} days` : null],
    ['LinkedIn', c.linkedinUrl],
    ['Added', when(c.createdAt, ctx.timezone)],
    ['Blacklist reason', c.isBlacklisted ? c.blacklistReason : null],
  ])
  if (c.summary) pdf.text(c.summary, { gap: 6 })
  for (const e of c.education ?? [])
    pdf.fields([['Education', [e.degree, e.institution, e.year].filter(Boolean).join(', ')]])
  for (const e of c.experience ?? [])
    pdf.fields([
      ['Experience', [e.title, e.company, [e.from, e.to].filter(Boolean).join(' - ')].filter(Boolean).join(', ')],
    ])

  pdf.heading(`Applications (${c.applications.length})`)
  if (!c.applications.length) pdf.text('No applications yet.')
  pdf.fields(
    c.applications.map((a): [string, string] => [
      a.opportunity.title,
      `${label(a.stage)} since ${when(a.stageChangedAt, ctx.timezone)} - applied ${when(a.appliedAt, ctx.timezone)} (${a.source})${a.reason ? ` - ${a.reason}` : ''}`,
    ]),
  )

  pdf.heading('Pipeline history')
  if (!c.statusHistory.length) pdf.text('No status changes yet.', { color: undefined })
  for (const h of c.statusHistory) {
    const event = (h.meta as { event?: string } | null)?.event
    const what = event
      ? `${event.charAt(0).toUpperCase()}${event.slice(1)}`
      : h.fromStatus
        ? `${label(h.fromStatus)} -> ${label(h.toStatus)}`
        : `Added as ${label(h.toStatus)}`
    const job = h.opportunityTitle ? `  [${h.opportunityTitle}]` : ''
    pdf.text(`${when(h.createdAt, ctx.timezone)}  ${what}${job}${h.actorName ? `  (by ${h.actorName})` : ''}`, {
      bold: true,
      size: 9.5,
      gap: 0,
    })
    if (h.reason) pdf.text(h.reason, { indent: 12, size: 9.5 })
  }

  pdf.heading(`Feedback (${fb.count})${fb.averageRating !== null ? ` - average rating ${fb.averageRating} / 5` : ''}`)
  if (!fb.rows.length) pdf.text('No feedback yet.')
  for (const f of fb.rows) {
    const head = [
      f.author.name,
      f.interview?.title,
      f.rating !== null ? `${f.rating}/5` : null,
      f.recommendation ? RECOMMENDATION[f.recommendation] : null,
      when(f.createdAt, ctx.timezone),
    ]
      .filter(Boolean)
      .join('  -  ')
    pdf.text(head, { bold: true, size: 9.5, gap: 0 })
    pdf.fields(
      [
        ['Strengths', f.strengths],
        ['Concerns', f.concerns],
        ['Notes', f.notes],
      ],
      80,
    )
  }

  pdf.heading(`Comments (${cm.count})`)
  if (!cm.rows.length) pdf.text('No comments yet.')
  for (const m of [...cm.rows].reverse()) {
    pdf.text(
      `${m.author.name} - ${when(m.createdAt, ctx.timezone)}${m.isShared ? ' (shared with the candidate)' : ''}`,
      { bold: true, size: 9.5, gap: 0 },
    )
    pdf.text(m.text, { indent: 12, size: 9.5, gap: 4 })
  }

  pdf.heading('Documents')
  pdf.fields([
    ['Resume', files.resume?.fileName ?? 'None on file'],
    ...files.documents.map((d): [string, string] => [
      d.name,
      d.status === 'received'
        ? `Received ${when(d.receivedAt, ctx.timezone)}`
        : `Requested ${when(d.requestedAt, ctx.timezone)}`,
    ]),
  ])
  return { bytes: await pdf.finish(), fileName: `candidate-${c.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf` }
}

/** The filtered list: counts per state and one line per candidate. */
async function summaryReport(scope: BusinessScope, filters: Partial<CandidateFilters>) {
  const ctx = scope.business
  const rows = await allFilteredCandidates(scope, filters)
  const pdf = await PdfWriter.create(
    'Candidates report',
    `${ctx.name} - confidential - generated ${when(new Date(), ctx.timezone)}`,
  )
  pdf.text(ctx.name.toUpperCase(), { size: 9, bold: true })
  pdf.text('Candidates report', { size: 20, bold: true, gap: 4 })
  const applied = Object.entries(filters)
    .filter(
      ([k, v]) =>
        v !== undefined && v !== '' && !['sort', 'order', 'page', 'limit', 'format', 'candidate_id'].includes(k),
    )
    .map(([k, v]) => `${k.replace(/_/g, ' ')}: ${k === 'status' ? label(String(v)) : String(v)}`)
  pdf.text(
    `${rows.length} candidate${rows.length === 1 ? '' : 's'}${applied.length ? ` - filtered by ${applied.join('; ')}` : ''}`,
    { size: 10, gap: 8 },
  )
  pdf.heading('By status')
  const byStatus = new Map<string, number>()
  for (const r of rows) if (r.status) byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + 1)
  pdf.fields(CANDIDATE_STATES.map((s): [string, number] => [label(s), byStatus.get(s) ?? 0]))
  pdf.heading('Candidates')
  pdf.table(
    [
      { header: 'Name', width: 22 },
      { header: 'Job', width: 24 },
      { header: 'Status', width: 12 },
      { header: 'Exp.', width: 6 },
      { header: 'Source', width: 13 },
      { header: 'Added', width: 13 },
    ],
    rows.map((r) => [
      r.isBlacklisted ? `${r.name} (blacklisted)` : r.name,
      r.opportunityTitle ?? '',
      r.status ? label(r.status) : '',
      r.experienceYears !== null ? String(r.experienceYears) : '',
      r.source,
      r.createdAt.toISOString().slice(0, 10),
    ]),
  )
  return {
    bytes: await pdf.finish(),
    fileName: `${ctx.slug}-candidates-report-${new Date().toISOString().slice(0, 10)}.pdf`,
  }
}

/**
 * A PDF report generated with pdf-lib for download (not kept: it is cheap to make again and
 * always current): one candidate's profile when `candidateId` is given, otherwise a summary
 * of the filtered list.
 */
export async function candidateReportPdf(
  scope: BusinessScope,
  filters: Partial<CandidateFilters>,
  candidateId?: string,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; fileName: string; contentType: string }> {
  const { bytes, fileName } = candidateId
    ? await candidateReport(scope, candidateId)
    : await summaryReport(scope, filters)
  if (!bytes.length) throw new ApiError(500, 'The report could not be generated.')
  return { bytes: bytes as Uint8Array<ArrayBuffer>, fileName, contentType: 'application/pdf' }
}
