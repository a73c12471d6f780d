import { createFileRoute } from '@tanstack/react-router'
import { AnalyticsPage } from '@/components/analytics/analytics-page'
import { analyticsSearch } from '@/lib/queries/analytics-search'

export const Route = createFileRoute('/admin/analytics_management')({
  validateSearch: analyticsSearch,
  component: AnalyticsRoute,
})

function AnalyticsRoute() {
  const filters = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AnalyticsPage
      filters={filters}
      onFilters={(next) =>
        navigate({ search: Object.fromEntries(Object.entries(next).filter(([, v]) => v)), replace: true })
      }
    />
  )
}
