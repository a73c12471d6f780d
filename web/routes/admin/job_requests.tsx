import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { JOB_REQUEST_STATE_LABELS, JOB_REQUEST_STATES } from '@worker/resources/opportunities/job-enums.schema'
import { Plus } from 'lucide-react'
import * as React from 'react'
import { JobRequestFormDialog } from '@/components/job-requests/job-request-form-lazy'
import { JobRequestTable, type RequestAbilities } from '@/components/job-requests/job-request-table'
import { LoadingState } from '@/components/layout/loading-state'
import { PageHeader } from '@/components/layout/page-header'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { useAuth } from '@/lib/auth'
import { usePermissions } from '@/lib/permissions'
import { jobRequestSearch, jobRequestsQuery } from '@/lib/queries/job-requests'

export const Route = createFileRoute('/admin/job_requests')({
  validateSearch: jobRequestSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(jobRequestsQuery(deps)),
  pendingComponent: () => <LoadingState rows={6} columns={5} label="Loading job requests…" />,
  component: JobRequestsPage,
})

const ALL = 'all'

function JobRequestsPage() {
  const params = Route.useSearch()
  const navigate = Route.useNavigate()
  const requests = useQuery(jobRequestsQuery(params))
  const can = usePermissions()
  const me = useAuth()?.user.id
  const [term, setTerm] = React.useState(params.search ?? '')
  React.useEffect(() => {
    if ((params.search ?? '') === term.trim()) return
    const timer = setTimeout(
      () =>
        void navigate({ search: (s) => ({ ...s, search: term.trim() || undefined, page: undefined }), replace: true }),
      300,
    )
    return () => clearTimeout(timer)
  }, [term, params.search, navigate])
  const abilities: RequestAbilities = {
    canEdit: (r) =>
      r.status === 'pending' &&
      (can('job_requests', 'update') || (can('job_requests', 'create') && r.requested_by === me)),
    canDecide: can('job_requests', 'approve'),
  }
  const newRequest = can('job_requests', 'create') && (
    <JobRequestFormDialog
      trigger={
        <Button>
          <Plus aria-hidden="true" />
          New request
        </Button>
      }
    />
  )
  const tab = params.mine ? 'mine' : (params.status ?? ALL)
  return (
    <>
      <PageHeader
        title="Job requests"
        description="Positions asked for by the teams: approve or reject them, and convert approved ones into jobs."
        actions={newRequest}
      />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <Tabs
          value={tab}
          onValueChange={(v) =>
            void navigate({
              search: (s) => ({
                search: s.search,
                status: JOB_REQUEST_STATES.find((s) => s === v),
                mine: v === 'mine' ? true : undefined,
              }),
            })
          }
        >
          <TabsList aria-label="Status">
            <TabsTrigger value={ALL}>All</TabsTrigger>
            {JOB_REQUEST_STATES.map((s) => (
              <TabsTrigger key={s} value={s}>
                {JOB_REQUEST_STATE_LABELS[s]}
              </TabsTrigger>
            ))}
            <TabsTrigger value="mine">Mine</TabsTrigger>
          </TabsList>
        </Tabs>
        <Input
          type="search"
          aria-label="Search job requests"
          placeholder="Search position, reason or skill"
          className="h-9 w-full sm:w-72"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
        />
      </div>
      <JobRequestTable
        data={requests.data}
        isLoading={requests.isLoading}
        abilities={abilities}
        onPageChange={(page) => void navigate({ search: (s) => ({ ...s, page }) })}
        filtered={!!(params.search || params.status || params.mine)}
        emptyAction={newRequest || undefined}
      />
    </>
  )
}
