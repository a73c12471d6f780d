/** Hiring analytics (docs/analytics.md): each report for the screen's filters, and the workbook. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { ApiData } from '@/lib/api-contract'
import type { AnalyticsSearch } from './analytics-search'

export type { AnalyticsSearch } from './analytics-search'

const fetchers = {
  'hiring-average-stats': (q: AnalyticsSearch) => api.get('/wildcard/analytics/hiring-average-stats', { query: q }),
  'conversion-rate': (q: AnalyticsSearch) => api.get('/wildcard/analytics/conversion-rate', { query: q }),
  'time-to-hire-by-platform': (q: AnalyticsSearch) =>
    api.get('/wildcard/analytics/time-to-hire-by-platform', { query: q }),
  'selection-rate-by-platform': (q: AnalyticsSearch) =>
    api.get('/wildcard/analytics/selection-rate-by-platform', { query: q }),
  'interview-to-offer-by-platform': (q: AnalyticsSearch) =>
    api.get('/wildcard/analytics/interview-to-offer-by-platform', { query: q }),
  'hires-by-job-over-time': (q: AnalyticsSearch) => api.get('/wildcard/analytics/hires-by-job-over-time', { query: q }),
  'time-to-fill-job': (q: AnalyticsSearch) => api.get('/wildcard/analytics/time-to-fill-job', { query: q }),
  'positions-summary': (q: AnalyticsSearch) => api.get('/wildcard/analytics/positions-summary', { query: q }),
  'hiring-volume-by-department': (q: AnalyticsSearch) =>
    api.get('/wildcard/analytics/hiring-volume-by-department', { query: q }),
  'hiring-performance-department-wise': (q: AnalyticsSearch) =>
    api.get('/wildcard/analytics/hiring-performance-department-wise', { query: q }),
  'recruiter-leaderboard': (q: AnalyticsSearch) => api.get('/wildcard/analytics/recruiter-leaderboard', { query: q }),
  'multi-user-collaboration-stats': (q: AnalyticsSearch) =>
    api.get('/wildcard/analytics/multi-user-collaboration-stats', { query: q }),
  'experience-distribution': (q: AnalyticsSearch) =>
    api.get('/wildcard/analytics/experience-distribution', { query: q }),
}
export type ChartReportKey = keyof typeof fetchers
export type ReportData<K extends ChartReportKey> = Awaited<ReturnType<(typeof fetchers)[K]>>
export type Series = ReportData<'conversion-rate'>['series']
export type HeadlineStats = ApiData<'get', '/wildcard/analytics/hiring-average-stats'>
export type RegisteredCandidates = ApiData<'get', '/wildcard/analytics/users-analytics'>

/** One report for the filters; the previous figures stay on screen while new ones load. */
export const analyticsQuery = <K extends ChartReportKey>(key: K, filters: AnalyticsSearch) =>
  queryOptions({
    queryKey: ['analytics', key, filters],
    queryFn: () => fetchers[key](filters) as Promise<ReportData<K>>,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })

/** The registered candidates, a page at a time (it needs candidates.view as well). */
export const registeredCandidatesQuery = (filters: AnalyticsSearch, page: number) =>
  queryOptions({
    queryKey: ['analytics', 'users-analytics', filters, page],
    queryFn: () => api.get('/wildcard/analytics/users-analytics', { query: { ...filters, page, limit: 10 } }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })

/** The workbook of every report for the filters, saved under the server's file name. */
export function downloadAnalytics(filters: AnalyticsSearch) {
  return api.download('/wildcard/analytics/export-stats-excel', { query: filters })
}
