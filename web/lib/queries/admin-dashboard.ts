import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api, apiLegacy } from '@/lib/api'

export type Range = { start_date: string; end_date: string }
export type Flow = { total: number; current: number; previous: number }

export type PlatformStats = {
  period: { start_date: string; end_date: string; days: number; previous_start_date: string; previous_end_date: string }
  businesses_by_status: { pending_verification: number; active: number; suspended: number; inactive: number }
  total_businesses: number
  active_plans: number
  paying_businesses: number
  revenue: { currency: string; current_cents: number; previous_cents: number }[]
  new_businesses: Flow
  users: Flow
  candidates: Flow
  jobs: Flow
  hires: Flow
}

export type PlatformDashboard = {
  stats: PlatformStats
  business_average: {
    businesses: number
    averages: { jobs: number; candidates: number; employees: number; hires: number }
  }
  offers_per_business: {
    statuses: string[]
    businesses: { business_id: string; business_name: string; total: number; by_status: Record<string, number> }[]
  }
  jobs_and_applications: { interval: 'day' | 'week'; labels: string[]; jobs: number[]; applications: number[] }
  candidates_per_business: {
    businesses: { business_id: string; business_name: string; count: number; total: number }[]
  }
}

/** Everything the platform dashboard shows for a date range, in one call. */
export const platformDashboardQuery = (range: Range) =>
  queryOptions({
    queryKey: ['admin', 'dashboard', range],
    queryFn: () => apiLegacy.get<PlatformDashboard>('/admin/dashboard', range),
    placeholderData: keepPreviousData,
  })
