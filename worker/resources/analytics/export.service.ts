/**
 * GET export-stats-excel: one .xlsx workbook for the same filters as the screen, an "About"
 * sheet (range, time zone, filters) and then a sheet per report the caller may see, in the
 * screen's order. Each sheet is the report's table; rates are shares (0.25 = 25 %), times in days.
 */

import { XLSX_TYPE } from '../../lib/tabular'
import { type XlsxSheet, type XlsxValue, xlsxWorkbook } from '../../lib/xlsx'
import { holds } from '../../services/access/grants'
import { ANALYTICS_CARDS, ANALYTICS_REPORTS, type AnalyticsReportKey } from './analytics.schema'
import type { Report } from './query.service'
import { sourceLabel } from './query.service'
import { runReport } from './reports'

/** People listed in the registered-candidates sheet at most (the sheet says how many registered in all). */
export const EXPORT_PEOPLE = 5_000

type Reports = { [K in AnalyticsReportKey]: Awaited<ReturnType<(typeof runReport)[K]>> }

const col = (header: string, width = 18) => ({ header, width })
const date = (d: Date | null) => d
const sheet = (name: string, headers: [string, number?][], rows: XlsxValue[][]): XlsxSheet => ({
  name,
  columns: headers.map(([h, w]) => col(h, w)),
  rows,
})

/** Each report's table as a sheet. */
const SHEETS: { [K in AnalyticsReportKey]: (data: Reports[K], name: string) => XlsxSheet } = {
  'hiring-average-stats': (d, name) =>
    sheet(
      name,
      [['Figure', 26], ['This period'], ['Previous period'], ['Change (share)']],
      d.cards.map((c) => [
        ANALYTICS_CARDS.find((k) => k.key === c.key)?.label ?? c.key,
        c.current,
        c.previous,
        c.change,
      ]),
    ),
  'conversion-rate': (d, name) =>
    sheet(
      name,
      [
        ['Stage'],
        ['Applications that reached it', 28],
        ['Pass-through from the stage before', 34],
        ['Share of applications', 24],
      ],
      d.stages.map((s) => [s.label, s.reached, s.passThrough, s.ofApplied]),
    ),
  'time-to-hire-by-platform': (d, name) =>
    sheet(
      name,
      [['Source', 24], ['Hires'], ['Mean days'], ['Median days'], ['75th percentile, days', 22]],
      [
        ...d.platforms.map((p) => [p.label, p.hires, p.meanDays, p.medianDays, p.p75Days]),
        ['All sources', d.overall.hires, d.overall.meanDays, d.overall.medianDays, d.overall.p75Days],
      ],
    ),
  'selection-rate-by-platform': (d, name) =>
    sheet(
      name,
      [
        ['Source', 24],
        ['Applications'],
        ['Screened'],
        ['Shortlisted'],
        ['Interviewed'],
        ['Offered'],
        ['Hired'],
        ['Selection rate (share)', 22],
        ['Hire rate (share)'],
      ],
      d.platforms.map((p) => [
        p.label,
        p.applications,
        p.screened,
        p.shortlisted,
        p.interviewed,
        p.offered,
        p.hired,
        p.selectionRate,
        p.hireRate,
      ]),
    ),
  'interview-to-offer-by-platform': (d, name) =>
    sheet(
      name,
      [['Source', 24], ['Interviewed'], ['Offered'], ['Interview to offer (share)', 26]],
      [
        ...d.platforms.map((p) => [p.label, p.interviewed, p.offered, p.rate]),
        ['All sources', d.total.interviewed, d.total.offered, d.total.rate],
      ],
    ),
  'hires-by-job-over-time': (d, name) =>
    sheet(
      name,
      [['Period starting', 16], ...d.jobs.map((j): [string, number] => [j.title, 22]), ['All jobs']],
      d.buckets.map((b, i) => [
        b,
        ...d.jobs.map((j) => j.perBucket[i] ?? 0),
        d.jobs.reduce((s, j) => s + (j.perBucket[i] ?? 0), 0),
      ]),
    ),
  'time-to-fill-job': (d, name) =>
    sheet(
      name,
      [['Job', 28], ['Department', 22], ['Opened'], ['First hire'], ['Days on hold'], ['Days to fill']],
      d.jobs.map((j) => [j.title, j.department, date(j.openedAt), date(j.filledAt), j.onHoldDays, j.days]),
    ),
  'positions-summary': (d, name) =>
    sheet(
      name,
      [['Job', 28], ['Department', 22], ['Status'], ['Openings'], ['Filled'], ['Open'], ['Hired in the range', 20]],
      d.jobs.map((j) => [j.title, j.department, j.status, j.openings, j.filled, j.open, j.hiredInRange]),
    ),
  'hiring-volume-by-department': (d, name) =>
    sheet(
      name,
      [['Department', 26], ['Applications'], ['Hires']],
      d.departments.map((x) => [x.name, x.applications, x.hires]),
    ),
  'hiring-performance-department-wise': (d, name) =>
    sheet(
      name,
      [
        ['Department', 26],
        ['Applications'],
        ['Shortlisted'],
        ['Interviewed'],
        ['Offered'],
        ['Hired'],
        ['Selection rate (share)', 22],
        ['Offer acceptance (share)', 24],
        ['Hire rate (share)'],
        ['Median days to hire', 20],
      ],
      d.departments.map((x) => [
        x.name,
        x.applications,
        x.shortlisted,
        x.interviewed,
        x.offered,
        x.hired,
        x.selectionRate,
        x.offerAcceptance,
        x.hireRate,
        x.medianDaysToHire,
      ]),
    ),
  'recruiter-leaderboard': (d, name) =>
    sheet(
      name,
      [['Name', 24], ['Designation', 26], ['Moves'], ['Interviews booked', 20], ['Hires']],
      d.recruiters.map((x) => [x.name, x.designation, x.moves, x.interviews, x.hires]),
    ),
  'multi-user-collaboration-stats': (d, name) =>
    sheet(
      name,
      [['Name', 24], ['Designation', 26], ['Comments'], ['Mentioned'], ['Scorecards']],
      d.people.map((x) => [x.name, x.designation, x.comments, x.mentions, x.scorecards]),
    ),
  'experience-distribution': (d, name) =>
    sheet(
      name,
      [['Experience', 22], ['Applications'], ['Hired'], ['Hire rate (share)']],
      d.bands.map((b) => [b.label, b.applications, b.hired, b.hireRate]),
    ),
  'users-analytics': (d, name) =>
    sheet(
      name,
      [['Name', 24], ['E-mail', 30], ['Source', 18], ['Registered'], ['Last sign-in'], ['Applications']],
      d.rows.map((p) => [
        p.name,
        p.email,
        sourceLabel(p.source),
        date(p.registeredAt),
        date(p.lastLoginAt),
        p.applications,
      ]),
    ),
}

/** The reports the caller may see (users-analytics needs candidates.view besides analytics.view). */
export const visibleReports = (r: Report) =>
  ANALYTICS_REPORTS.filter((rep) => !('needs' in rep) || holds(r.scope.grants, rep.needs))

export async function exportAnalytics(r: Report) {
  const reports = visibleReports(r)
  const results = await Promise.all(
    reports.map((rep) =>
      rep.key === 'users-analytics'
        ? runReport['users-analytics'](r, { page: 1, limit: EXPORT_PEOPLE })
        : runReport[rep.key](r),
    ),
  )
  const f = r.filters
  const about = sheet(
    'About',
    [
      ['', 22],
      ['', 48],
    ],
    [
      ['Business', r.scope.business.name],
      ['From', r.range.startDate],
      ['To', r.range.endDate],
      ['Time zone', r.range.timeZone],
      ['Department', r.names.department ?? 'All'],
      ['Job', r.names.job ?? 'All'],
      ['Recruiter', r.names.recruiter ?? 'All'],
      ['Source', f.source ? sourceLabel(f.source) : 'All'],
      ['Made', new Date()],
      ['Definitions', 'docs/analytics.md: rates are shares (0.25 = 25 %), times in days'],
    ],
  )
  about.columns = [col('Hiring analytics', 22), col('', 48)]
  const sheets = [
    about,
    ...reports.map((rep, i) => (SHEETS[rep.key] as (d: unknown, n: string) => XlsxSheet)(results[i], rep.sheet)),
  ]
  const bytes = xlsxWorkbook(sheets)
  return {
    bytes,
    fileName: `hiring-analytics-${r.scope.business.slug}-${r.range.startDate}-to-${r.range.endDate}.xlsx`,
    contentType: XLSX_TYPE,
    sheets: sheets.map((s) => s.name),
  }
}
