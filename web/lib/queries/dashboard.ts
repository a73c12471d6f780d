/** The business dashboard: figures, top jobs, usage against the plan, and the charts' data. */
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { ApiData } from '@/lib/api-contract'

/** GET /wildcard/dashboard/stats: the seed's fields; a figure the caller may not see is null. */
export type DashboardStats = ApiData<'get', '/wildcard/dashboard/stats'>
export type TopJob = ApiData<'get', '/wildcard/dashboard/top_jobs'>[number]
export type ApiUsage = ApiData<'get', '/wildcard/dashboard/api-usage-stats'>
export type UsageItem = ApiUsage['jobs']
export type Dashboard = ApiData<'get', '/wildcard/dashboard'>

/** Everything at once (GET /wildcard/dashboard); refreshed every minute while the page is open. */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: ['dashboard'],
    queryFn: () => api.get('/wildcard/dashboard'),
    refetchInterval: 60_000,
  })

export const dashboardStatsQuery = () =>
  queryOptions({
    queryKey: ['dashboard', 'stats'],
    queryFn: () => api.get('/wildcard/dashboard/stats'),
  })
export const topJobsQuery = (limit = 5) =>
  queryOptions({
    queryKey: ['dashboard', 'top_jobs', limit],
    queryFn: () => api.get('/wildcard/dashboard/top_jobs', { query: { limit } }),
  })
export const apiUsageQuery = () =>
  queryOptions({
    queryKey: ['dashboard', 'api-usage'],
    queryFn: () => api.get('/wildcard/dashboard/api-usage-stats'),
  })
