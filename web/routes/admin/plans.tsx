import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { Plus } from 'lucide-react'
import * as React from 'react'
import { PlanDialog } from '@/components/admin-console/plan-form'
import { limitLabel } from '@/components/admin-console/status-badges'
import { WrongArea } from '@/components/admin-console/wrong-area'
import { type Column, DataTable } from '@/components/layout/data-table'
import { LoadingState } from '@/components/layout/loading-state'
import { PageHeader } from '@/components/layout/page-header'
import { ActiveBadge } from '@/components/organisation/active-badge'
import { useConfirm } from '@/components/organisation/confirm-dialog'
import { FilterSelect, SearchBox, STATUS_OPTIONS, Toolbar } from '@/components/organisation/list-toolbar'
import { RowActions } from '@/components/organisation/row-actions'
import { Button } from '@/components/ui/button'
import { appHost } from '@/lib/host'
import { type Plan, planSearch, plansQuery, usePlanStatus } from '@/lib/queries/admin-console'

export const Route = createFileRoute('/admin/plans')({
  validateSearch: planSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    appHost.host === 'main' ? context.queryClient.ensureQueryData(plansQuery(deps)) : undefined,
  pendingComponent: () => <LoadingState rows={6} columns={5} label="Loading plans…" />,
  component: () => (appHost.host === 'main' ? <PlansPage /> : <WrongArea what="Plans" />),
})

function PlansPage() {
  const params = Route.useSearch()
  const navigate = Route.useNavigate()
  const list = useQuery(plansQuery(params))
  const status = usePlanStatus()
  const { ask, dialog } = useConfirm()
  const [editing, setEditing] = React.useState<Plan | 'new' | null>(null)

  const toggle = (p: Plan) => {
    if (p.status === 'inactive') return status.mutate({ id: p.id, status: 'active' })
    ask({
      title: `Stop selling ${p.name}?`,
      description: `Businesses can no longer buy it. The ${p.business_count} ${p.business_count === 1 ? 'business' : 'businesses'} on it keep it.`,
      action: 'Deactivate',
      onConfirm: () => status.mutate({ id: p.id, status: 'inactive' }),
    })
  }

  const columns: Column<Plan>[] = [
    {
      id: 'name',
      header: 'Plan',
      cell: (p) => (
        <div className="max-w-sm min-w-48 whitespace-normal">
          <p className="font-medium">{p.name}</p>
          {p.description && <p className="line-clamp-2 text-xs text-muted-foreground">{p.description}</p>}
        </div>
      ),
    },
    { id: 'price', header: 'Price', cell: (p) => <span className="font-medium">{p.price_label}</span> },
    {
      id: 'limits',
      header: 'Limits',
      cell: (p) => (
        <span className="text-xs text-muted-foreground">
          Jobs {limitLabel(p.limits.jobs)} · Candidates {limitLabel(p.limits.candidates)} · Team{' '}
          {limitLabel(p.limits.employees)} · AI {limitLabel(p.limits.ai_extractions_per_month)}/mo
        </span>
      ),
    },
    {
      id: 'businesses',
      header: 'Businesses',
      className: 'text-right',
      cell: (p) => <span className="tabular-nums">{p.business_count}</span>,
    },
    { id: 'status', header: 'Status', cell: (p) => <ActiveBadge status={p.status} /> },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      className: 'text-right',
      cell: (p) => (
        <RowActions
          name={p.name}
          actions={[
            { label: 'Edit', onSelect: () => setEditing(p) },
            { label: p.status === 'active' ? 'Deactivate' : 'Activate', onSelect: () => toggle(p) },
          ]}
        />
      ),
    },
  ]
  const add = (
    <Button onClick={() => setEditing('new')}>
      <Plus aria-hidden="true" />
      Create plan
    </Button>
  )
  return (
    <>
      <PageHeader title="Plans" description="What businesses can buy, and the limits each plan sets." actions={add} />
      <Toolbar>
        <SearchBox
          value={params.search}
          label="Search plans"
          placeholder="Search name or description"
          onSearch={(search) => void navigate({ search: (s) => ({ ...s, search, page: undefined }), replace: true })}
        />
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          value={params.status}
          options={STATUS_OPTIONS}
          onChange={(v) =>
            void navigate({ search: (s) => ({ ...s, status: v as Plan['status'] | undefined, page: undefined }) })
          }
        />
      </Toolbar>
      <DataTable
        caption="Plans"
        columns={columns}
        data={list.data}
        isLoading={list.isLoading}
        onPageChange={(page) => void navigate({ search: (s) => ({ ...s, page }) })}
        empty={
          params.search || params.status
            ? { title: 'No plans match', description: 'Try another search or status.' }
            : { title: 'No plans yet', description: 'Create the plans businesses can buy.', action: add }
        }
      />
      <PlanDialog
        open={editing !== null}
        plan={editing === 'new' || editing === null ? undefined : editing}
        onClose={() => setEditing(null)}
      />
      {dialog}
    </>
  )
}
