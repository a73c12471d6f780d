import { Download } from 'lucide-react'
import * as React from 'react'
import { PageHeader } from '@/components/layout/page-header'
import { Button } from '@/components/ui/button'
import { appHost } from '@/lib/host'
import { usePermissions } from '@/lib/permissions'
import { type AnalyticsSearch, downloadAnalytics } from '@/lib/queries/analytics'
import { notify } from '@/lib/toast'
import { AnalyticsFilters } from './analytics-filters'
import { HeadlineCards } from './headline-cards'
import { RegisteredCandidates } from './registered-candidates'
import { ReportCard } from './report-card'
import { REPORT_VIEWS } from './report-views'

const CHART_REPORTS = Object.keys(REPORT_VIEWS) as (keyof typeof REPORT_VIEWS)[]

/** /admin/analytics_management: the filters, the headline cards, a card per report, the Excel export. */
export function AnalyticsPage({
  filters,
  onFilters,
}: {
  filters: AnalyticsSearch
  onFilters: (next: AnalyticsSearch) => void
}) {
  const can = usePermissions()
  const [exporting, setExporting] = React.useState(false)
  const exportWorkbook = () => {
    setExporting(true)
    downloadAnalytics(filters)
      .then(() => notify.success('The workbook was downloaded.'))
      .catch((e: Error) => notify.error(e.message))
      .finally(() => setExporting(false))
  }
  return (
    <>
      <PageHeader
        title="Hiring analytics"
        description={`How hiring is going at ${appHost.business?.name ?? 'your business'}, counted in the business's time zone.`}
        actions={
          can('analytics', 'export') && (
            <Button onClick={exportWorkbook} disabled={exporting}>
              <Download aria-hidden />
              {exporting ? 'Preparing…' : 'Export to Excel'}
            </Button>
          )
        }
      />
      <AnalyticsFilters filters={filters} onChange={onFilters} />
      <div className="grid gap-6">
        <HeadlineCards filters={filters} />
        <div className="grid gap-6 xl:grid-cols-2">
          {CHART_REPORTS.map((key) => (
            <ReportCard key={key} reportKey={key} filters={filters} />
          ))}
          {can('candidates') && <RegisteredCandidates key={JSON.stringify(filters)} filters={filters} />}
        </div>
      </div>
    </>
  )
}
