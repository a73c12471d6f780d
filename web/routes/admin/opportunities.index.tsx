import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { FileDown, FileSpreadsheet, Plus } from 'lucide-react'
import * as React from 'react'
import { ListDownloads } from '@/components/layout/list-downloads'
import { LoadingState } from '@/components/layout/loading-state'
import { PageHeader } from '@/components/layout/page-header'
import { OpportunityFilters } from '@/components/opportunities/opportunity-filters'
import { OpportunityFormDialog } from '@/components/opportunities/opportunity-form-lazy'
import { OpportunityTable } from '@/components/opportunities/opportunity-table'
import { Button } from '@/components/ui/button'
import { usePermissions } from '@/lib/permissions'
import {
  downloadJobsExport,
  type OpportunitySearch,
  opportunitiesQuery,
  opportunitySearch,
} from '@/lib/queries/opportunities'

export const Route = createFileRoute('/admin/opportunities/')({
  validateSearch: opportunitySearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(opportunitiesQuery(deps)),
  pendingComponent: () => <LoadingState rows={8} columns={6} label="Loading jobs…" />,
  component: OpportunitiesPage,
})

function OpportunitiesPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const jobs = useQuery(opportunitiesQuery(search))
  const can = usePermissions()
  const go = React.useCallback((next: OpportunitySearch) => void navigate({ search: next, replace: true }), [navigate])
  const newJob = can('opportunities', 'create') && (
    <OpportunityFormDialog
      trigger={
        <Button>
          <Plus aria-hidden="true" />
          New job
        </Button>
      }
    />
  )
  const { page: _page, sort: _sort, order: _order, ...filters } = search
  // The list as a file, with its filters and order: only for roles that hold the export permission.
  const downloads = can('opportunities', 'export') && (
    <ListDownloads
      downloads={[
        { label: 'Export CSV', icon: FileDown, run: () => downloadJobsExport(search, 'csv') },
        { label: 'Export XLSX', icon: FileSpreadsheet, run: () => downloadJobsExport(search, 'xlsx') },
      ]}
    />
  )
  return (
    <>
      <PageHeader
        title="Jobs"
        description="Every job the business hires for, from draft to filled, with its candidates at each stage."
        actions={
          (downloads || newJob) && (
            <>
              {downloads}
              {newJob}
            </>
          )
        }
      />
      <OpportunityFilters search={search} onChange={go} />
      <OpportunityTable
        data={jobs.data}
        isLoading={jobs.isLoading}
        onPageChange={(page) => void navigate({ search: { ...search, page } })}
        filtered={Object.values(filters).some((v) => v !== undefined)}
        emptyAction={newJob || undefined}
      />
    </>
  )
}
