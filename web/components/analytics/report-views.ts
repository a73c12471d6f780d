/**
 * How the screen shows each report: its chart, how its figures read, and the text summary a
 * reader (or a screen reader) gets instead of looking at the chart. Titles come from the API's
 * schema (ANALYTICS_REPORTS), so the screen and the workbook name them alike.
 */
import type { ChartReportKey, ReportData } from '@/lib/queries/analytics'
import type { ChartKind } from './analytics-charts'
import { bucketLabel, countOf, formatValue, type ValueFormat } from './format'

export type ReportView<K extends ChartReportKey> = {
  description: string
  kind: ChartKind
  format: ValueFormat
  /** The bars or points are time buckets (labels are their first days). */
  overTime?: boolean
  summary: (data: ReportData<K>) => string
}

const count = (v: number | null | undefined) => formatValue(v, 'count')
const pct = (v: number | null | undefined) => formatValue(v, 'rate')
const dayz = (v: number | null | undefined) => formatValue(v, 'days')
const top = <T>(rows: T[], text: (r: T) => string, n = 3) => rows.slice(0, n).map(text).join('; ')

export const REPORT_VIEWS: { [K in Exclude<ChartReportKey, 'hiring-average-stats'>]: ReportView<K> } = {
  'conversion-rate': {
    description:
      'Of the applications made in the range, how many reached each stage (a skipped stage counts as passed).',
    kind: 'bar',
    format: 'count',
    summary: (d) =>
      d.applications === 0
        ? 'No applications were made in this range.'
        : `${countOf(d.applications, 'application', 'applications')}; ${d.stages
            .slice(1)
            .map((s) => `${s.label} ${count(s.reached)} (${pct(s.pass_through)} of the stage before)`)
            .join(', ')}. ${pct(d.overall)} were hired.`,
  },
  'time-to-hire-by-platform': {
    description:
      'Days from applying to the signed offer, for the hires in the range, by where the candidate came from.',
    kind: 'bar',
    format: 'days',
    summary: (d) =>
      d.overall.hires === 0
        ? 'Nobody was hired in this range.'
        : `${countOf(d.overall.hires, 'hire', 'hires')} took a median of ${dayz(d.overall.median_days)} (75th percentile ${dayz(d.overall.p75_days)}). ${top(d.platforms, (p) => `${p.label}: median ${dayz(p.median_days)} over ${count(p.hires)}`)}.`,
  },
  'selection-rate-by-platform': {
    description: 'Share of the range’s applications shortlisted (or further) and hired, by source.',
    kind: 'bar',
    format: 'rate',
    summary: (d) =>
      d.total.applications === 0
        ? 'No applications were made in this range.'
        : `${pct(d.total.selection_rate)} of ${countOf(d.total.applications, 'application', 'applications')} were shortlisted, ${pct(d.total.hire_rate)} hired. ${top(d.platforms, (p) => `${p.label}: ${pct(p.selection_rate)} shortlisted of ${count(p.applications)}`)}.`,
  },
  'interview-to-offer-by-platform': {
    description: 'Applications interviewed in the range and how many of them got an offer, by source.',
    kind: 'bar',
    format: 'count',
    summary: (d) =>
      d.total.interviewed === 0
        ? 'Nobody was interviewed in this range.'
        : `${count(d.total.offered)} of ${countOf(d.total.interviewed, 'interviewed application', 'interviewed applications')} got an offer (${pct(d.total.rate)}).`,
  },
  'hires-by-job-over-time': {
    description: 'Hires per job in each day, week or month of the range.',
    kind: 'stacked',
    format: 'count',
    overTime: true,
    summary: (d) =>
      d.hires === 0
        ? 'Nobody was hired in this range.'
        : `${countOf(d.hires, 'hire', 'hires')}: ${top(d.jobs, (j) => `${j.title} ${count(j.hires)}`, 6)}.`,
  },
  'time-to-fill-job': {
    description:
      'Days from opening a job to its first hire, less the time it was on hold, for jobs first filled in the range.',
    kind: 'horizontal',
    format: 'days',
    summary: (d) =>
      d.summary.jobs === 0
        ? 'No job had its first hire in this range.'
        : `${countOf(d.summary.jobs, 'job', 'jobs')} filled in a median of ${dayz(d.summary.median_days)} (75th percentile ${dayz(d.summary.p75_days)}).`,
  },
  'positions-summary': {
    description: 'Openings of the jobs open in the range: filled by its end, and still open.',
    kind: 'stacked',
    format: 'count',
    summary: (d) =>
      d.total.jobs === 0
        ? 'No job was open in this range.'
        : `${countOf(d.total.jobs, 'job', 'jobs')} with ${countOf(d.total.openings, 'opening', 'openings')}: ${count(d.total.filled)} filled, ${count(d.total.open)} still open; ${count(d.total.hired_in_range)} hired in the range.`,
  },
  'hiring-volume-by-department': {
    description: 'Applications made and hires in the range, per department.',
    kind: 'bar',
    format: 'count',
    summary: (d) =>
      d.departments.length === 0
        ? 'Nothing in this range.'
        : `${countOf(d.total.applications, 'application', 'applications')} and ${countOf(d.total.hires, 'hire', 'hires')}. ${top(d.departments, (x) => `${x.name}: ${countOf(x.applications, 'application', 'applications')}, ${countOf(x.hires, 'hire', 'hires')}`)}.`,
  },
  'hiring-performance-department-wise': {
    description: 'Per department: share of the range’s applications shortlisted and hired.',
    kind: 'bar',
    format: 'rate',
    summary: (d) =>
      d.departments.length === 0
        ? 'Nothing in this range.'
        : top(
            d.departments,
            (x) =>
              `${x.name}: ${pct(x.selection_rate)} shortlisted, ${pct(x.hire_rate)} hired, median time to hire ${dayz(x.median_days_to_hire)}`,
          ),
  },
  'recruiter-leaderboard': {
    description: 'Per person: applications moved, interviews booked, and hires of the candidates they recruit.',
    kind: 'bar',
    format: 'count',
    summary: (d) =>
      d.recruiters.length === 0
        ? 'Nobody moved an application in this range.'
        : top(
            d.recruiters,
            (x) =>
              `${x.name}: ${countOf(x.hires, 'hire', 'hires')}, ${countOf(x.moves, 'move', 'moves')}, ${countOf(x.interviews, 'interview', 'interviews')}`,
          ),
  },
  'multi-user-collaboration-stats': {
    description: 'Per person: comments on candidates, mentions by colleagues and scorecards submitted.',
    kind: 'bar',
    format: 'count',
    summary: (d) =>
      d.people.length === 0
        ? 'No comments or scorecards in this range.'
        : `${countOf(d.total.comments, 'comment', 'comments')}, ${countOf(d.total.mentions, 'mention', 'mentions')}, ${countOf(d.total.scorecards, 'scorecard', 'scorecards')}. ${top(d.people, (p) => `${p.name}: ${countOf(p.comments, 'comment', 'comments')}, ${countOf(p.scorecards, 'scorecard', 'scorecards')}`)}.`,
  },
  'experience-distribution': {
    description: 'The range’s applications by the applicant’s years of experience, and how many were hired.',
    kind: 'bar',
    format: 'count',
    summary: (d) =>
      d.applications === 0
        ? 'No applications were made in this range.'
        : d.bands
            .filter((b) => b.applications > 0)
            .map((b) => `${b.label}: ${count(b.applications)} (${count(b.hired)} hired)`)
            .join('; '),
  },
}

/** A series' labels as read on screen: time buckets as dates. */
export const labelsFor = (overTime: boolean | undefined, bucket: 'day' | 'week' | 'month') =>
  overTime ? (l: string) => bucketLabel(l, bucket) : (l: string) => l
