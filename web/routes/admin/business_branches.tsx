import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { Plus } from 'lucide-react'
import * as React from 'react'
import { type Column, DataTable } from '@/components/layout/data-table'
import { LoadingState } from '@/components/layout/loading-state'
import { PageHeader } from '@/components/layout/page-header'
import { ActiveBadge } from '@/components/organisation/active-badge'
import { BranchDialog } from '@/components/organisation/branch-form'
import { useConfirm } from '@/components/organisation/confirm-dialog'
import { FilterSelect, SearchBox, STATUS_OPTIONS, Toolbar } from '@/components/organisation/list-toolbar'
import { RowActions } from '@/components/organisation/row-actions'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { usePermissions } from '@/lib/permissions'
import { type Branch, branchesQuery, branchSearch, useDeleteBranch } from '@/lib/queries/business-branches'

export const Route = createFileRoute('/admin/business_branches')({
  validateSearch: branchSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(branchesQuery(deps)),
  pendingComponent: () => <LoadingState rows={6} columns={5} label="Loading branches…" />,
  component: BranchesPage,
})

/** 'Mon 9:41 AM' in the branch's zone: a glance at what time it is there. */
const localTime = (timeZone: string) =>
  new Intl.DateTimeFormat(undefined, { timeZone, weekday: 'short', hour: 'numeric', minute: '2-digit' }).format(
    new Date(),
  )

function BranchesPage() {
  const params = Route.useSearch()
  const navigate = Route.useNavigate()
  const list = useQuery(branchesQuery(params))
  const can = usePermissions()
  const remove = useDeleteBranch()
  const { ask, dialog } = useConfirm()
  const [editing, setEditing] = React.useState<Branch | 'new' | null>(null)

  const columns: Column<Branch>[] = [
    {
      id: 'name',
      header: 'Branch',
      cell: (b) => (
        <div className="min-w-48 whitespace-normal">
          <p className="flex items-center gap-2 font-medium">
            {b.name}
            {b.is_headquarters && <Badge variant="secondary">Headquarters</Badge>}
          </p>
          <p className="text-xs text-muted-foreground">
            {[b.address, b.city, b.state, b.postal_code, b.country].filter(Boolean).join(', ') || '—'}
          </p>
        </div>
      ),
    },
    {
      id: 'timezone',
      header: 'Time zone',
      cell: (b) => (
        <div>
          <p>{b.timezone.replace(/_/g, ' ')}</p>
          <p className="text-xs text-muted-foreground">{localTime(b.timezone)} there now</p>
        </div>
      ),
    },
    {
      id: 'employees',
      header: 'Employees',
      cell: (b) => <span className="tabular-nums">{b.employee_count}</span>,
      className: 'text-right',
    },
    {
      id: 'jobs',
      header: 'Jobs',
      cell: (b) => <span className="tabular-nums">{b.opportunity_count}</span>,
      className: 'text-right',
    },
    { id: 'status', header: 'Status', cell: (b) => <ActiveBadge status={b.status} /> },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      className: 'text-right',
      cell: (b) => (
        <RowActions
          name={b.name}
          actions={[
            can('business_branches', 'update') && { label: 'Edit', onSelect: () => setEditing(b) },
            can('business_branches', 'delete') && {
              label: 'Delete',
              destructive: true,
              separated: true,
              onSelect: () =>
                ask({
                  title: `Delete ${b.name}?`,
                  description:
                    'A branch that still has employees, jobs or job requests cannot be deleted: move them to another branch first.',
                  action: 'Delete',
                  destructive: true,
                  onConfirm: () => remove.mutate(b.id),
                }),
            },
          ]}
        />
      ),
    },
  ]
  const add = can('business_branches', 'create') && (
    <Button onClick={() => setEditing('new')}>
      <Plus aria-hidden="true" />
      Add branch
    </Button>
  )
  return (
    <>
      <PageHeader title="Branches" description="Your offices and their time zones." actions={add} />
      <Toolbar>
        <SearchBox
          value={params.search}
          label="Search branches"
          placeholder="Search name, city or country"
          onSearch={(search) => void navigate({ search: (s) => ({ ...s, search, page: undefined }), replace: true })}
        />
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          value={params.status}
          options={STATUS_OPTIONS}
          onChange={(v) =>
            void navigate({ search: (s) => ({ ...s, status: v as Branch['status'] | undefined, page: undefined }) })
          }
        />
      </Toolbar>
      <DataTable
        caption="Branches"
        columns={columns}
        data={list.data}
        isLoading={list.isLoading}
        onPageChange={(page) => void navigate({ search: (s) => ({ ...s, page }) })}
        empty={
          params.search || params.status
            ? { title: 'No branches match', description: 'Try another search or status.' }
            : {
                title: 'No branches yet',
                description: 'Add your offices so employees and jobs have a place and a time zone.',
                action: add || undefined,
              }
        }
      />
      <BranchDialog
        open={editing !== null}
        branch={editing === 'new' || editing === null ? undefined : editing}
        onClose={() => setEditing(null)}
      />
      {dialog}
    </>
  )
}
