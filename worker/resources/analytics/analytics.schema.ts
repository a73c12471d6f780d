/**
 * Hiring analytics (docs/analytics.md): the filters every report takes, the reports' names and
 * titles, and the labels the API, the export and the screen share. Browser-safe.
 */
import { z } from '../../schemas/zod'
import { CANDIDATE_STATE_LABELS, type CandidateState } from '../candidates/candidates.schema'
import { analyticsFilterFields, checkDates } from './analytics-filters.schema'

export {
  ANALYTICS_PERIOD_LABELS,
  ANALYTICS_PERIODS,
  type AnalyticsFilters,
  type AnalyticsPeriod,
  analyticsFilterFields,
  analyticsFilters,
  DAY_MS,
  MAX_RANGE_DAYS,
} from './analytics-filters.schema'

/** A time series' step, chosen from the range's length (a week by days, a year by months). */
export const BUCKETS = ['day', 'week', 'month'] as const
export type Bucket = (typeof BUCKETS)[number]
export const bucketFor = (days: number): Bucket => (days <= 31 ? 'day' : days <= 184 ? 'week' : 'month')

/** The pipeline's stages in order: "reached a stage" means reached it or a later one (stages may be skipped). */
export const FUNNEL_STAGES = [
  'new',
  'screening',
  'shortlisted',
  'interviewing',
  'offered',
  'hired',
] as const satisfies readonly CandidateState[]
export type FunnelStage = (typeof FUNNEL_STAGES)[number]
export const FUNNEL_LABELS = Object.fromEntries(FUNNEL_STAGES.map((s) => [s, CANDIDATE_STATE_LABELS[s]])) as Record<
  FunnelStage,
  string
>

/** Years of experience in bands (`experience_years` is whole years). */
export const EXPERIENCE_BANDS = [
  { key: 'under_1', label: 'Under 1 year', min: 0, max: 0 },
  { key: '1_2', label: '1–2 years', min: 1, max: 2 },
  { key: '3_5', label: '3–5 years', min: 3, max: 5 },
  { key: '6_10', label: '6–10 years', min: 6, max: 10 },
  { key: 'over_10', label: 'More than 10 years', min: 11, max: null },
  { key: 'unknown', label: 'Not given', min: null, max: null },
] as const
export type ExperienceBand = (typeof EXPERIENCE_BANDS)[number]['key']

/** users-analytics pages its people: the seed's page 1, limit 10. */
export const usersAnalyticsQuery = analyticsFilterFields
  .extend({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .default(10)
      .transform((n) => Math.min(n, 100)),
  })
  .superRefine(checkDates)
export type UsersAnalyticsQuery = z.output<typeof usersAnalyticsQuery>

/**
 * The reports, in the screen's and the workbook's order. `needs` is a permission the report
 * needs besides analytics.view (it lists people by name and e-mail).
 */
export const ANALYTICS_REPORTS = [
  { key: 'hiring-average-stats', title: 'Headline figures', sheet: 'Headline figures' },
  { key: 'conversion-rate', title: 'Pipeline conversion', sheet: 'Conversion' },
  { key: 'time-to-hire-by-platform', title: 'Time to hire by source', sheet: 'Time to hire' },
  { key: 'selection-rate-by-platform', title: 'Selection rate by source', sheet: 'Selection rate' },
  { key: 'interview-to-offer-by-platform', title: 'Interview to offer by source', sheet: 'Interview to offer' },
  { key: 'hires-by-job-over-time', title: 'Hires by job over time', sheet: 'Hires over time' },
  { key: 'time-to-fill-job', title: 'Time to fill', sheet: 'Time to fill' },
  { key: 'positions-summary', title: 'Positions', sheet: 'Positions' },
  { key: 'hiring-volume-by-department', title: 'Hiring volume by department', sheet: 'Volume by department' },
  {
    key: 'hiring-performance-department-wise',
    title: 'Hiring performance by department',
    sheet: 'Department performance',
  },
  { key: 'recruiter-leaderboard', title: 'Recruiter leaderboard', sheet: 'Recruiters' },
  { key: 'multi-user-collaboration-stats', title: 'Team collaboration', sheet: 'Collaboration' },
  { key: 'experience-distribution', title: 'Experience of applicants', sheet: 'Experience' },
  {
    key: 'users-analytics',
    title: 'Registered candidates',
    sheet: 'Registered candidates',
    needs: 'candidates.view',
  },
] as const satisfies readonly { key: string; title: string; sheet: string; needs?: string }[]
export type AnalyticsReportKey = (typeof ANALYTICS_REPORTS)[number]['key']

/** A ratio as a share (0..1) with four decimals, or null when there is nothing to divide. */
export const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null)
/** The change from `previous` to `current` as a share (0.25 = 25 % up); null without a previous figure. */
export const change = (current: number | null, previous: number | null) =>
  current === null || previous === null || previous === 0
    ? null
    : Math.round(((current - previous) / previous) * 10_000) / 10_000

/** The headline cards (hiring-average-stats), their labels and how each figure reads. */
export const ANALYTICS_CARDS = [
  { key: 'applications', label: 'Applications', format: 'count', better: 'up' },
  { key: 'hires', label: 'Hires', format: 'count', better: 'up' },
  { key: 'interviews', label: 'Interviews', format: 'count', better: 'up' },
  { key: 'offers_sent', label: 'Offers sent', format: 'count', better: 'up' },
  { key: 'offers_accepted', label: 'Offers accepted', format: 'count', better: 'up' },
  { key: 'offer_acceptance_rate', label: 'Offer acceptance', format: 'rate', better: 'up' },
  { key: 'median_days_to_hire', label: 'Median time to hire', format: 'days', better: 'down' },
  { key: 'mean_days_to_hire', label: 'Average time to hire', format: 'days', better: 'down' },
] as const
export type AnalyticsCardKey = (typeof ANALYTICS_CARDS)[number]['key']
