/** The business dashboard: figures, top jobs, usage against the plan, and the charts' data. */
import { queryOptions } from '@tanstack/react-query'
import { api, apiLegacy } from '@/lib/api'
import type { PipelineCounts } from '@/lib/queries/opportunities'

/** GET /wildcard/dashboard/stats: the seed's fields; a figure the caller may not see is null. */
export type DashboardStats = {
  total_candidates: number | null
  total_employees: number | null
  jobs_active: number | null
  total_candidates_last_week: number | null
  total_jobs_last_week: number | null
  total_shortlisted: number | null
  total_shortlisted_last_week: number | null
  total_interviews: number | null
  total_interviews_last_week: number | null
  total_completed_interviews: number | null
  total_running_interviews: number | null
  has_candidate_permission: boolean
  has_interview_permission: boolean
  has_job_permission: boolean
}

export type TopJob = {
  id: string
  title: string
  code: string | null
  location: string | null
  openings: number
  deadline: string | null
  published_at: string | null
  candidate_counts: PipelineCounts
}
export type UsageItem = { used: number; limit: number | null; remaining: number | null }
export type ApiUsage = {
  period: string
  plan: { name: string }
  ai_extraction: UsageItem
  email: UsageItem
  jobs: UsageItem
  candidates: UsageItem
  employees: UsageItem
}

export type Dashboard = {
  stats: DashboardStats
  top_jobs: TopJob[]
  api_usage: ApiUsage
  pipeline: PipelineCounts | null
  applications: { date: string; count: number }[] | null
}

/** Everything at once (GET /wildcard/dashboard); refreshed every minute while the page is open. */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: ['dashboard'],
    queryFn: () => apiLegacy.get<Dashboard>('/wildcard/dashboard'),
    refetchInterval: 60_000,
  })

export const dashboardStatsQuery = () =>
  queryOptions({
    queryKey: ['dashboard', 'stats'],
    queryFn: () => apiLegacy.get<DashboardStats>('/wildcard/dashboard/stats'),
  })
export const topJobsQuery = (limit = 5) =>
  queryOptions({
    queryKey: ['dashboard', 'top_jobs', limit],
    queryFn: () => apiLegacy.get<TopJob[]>('/wildcard/dashboard/top_jobs', { limit }),
  })
export const apiUsageQuery = () =>
  queryOptions({
    queryKey: ['dashboard', 'api-usage'],
    queryFn: () => apiLegacy.get<ApiUsage>('/wildcard/dashboard/api-usage-stats'),
  })
