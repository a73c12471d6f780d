import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { ApiData, ApiQuery } from '@/lib/api-contract'

export type Range = Required<Pick<ApiQuery<'/admin/dashboard'>, 'start_date' | 'end_date'>>
export type PlatformDashboard = ApiData<'get', '/admin/dashboard'>
export type PlatformStats = PlatformDashboard['stats']
export type Flow = PlatformStats['users']

/** Everything the platform dashboard shows for a date range, in one call. */
export const platformDashboardQuery = (range: Range) =>
  queryOptions({
    queryKey: ['admin', 'dashboard', range],
    queryFn: () => api.get('/admin/dashboard', { query: range }),
    placeholderData: keepPreviousData,
  })
