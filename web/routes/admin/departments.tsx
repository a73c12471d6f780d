import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { Plus } from 'lucide-react'
import * as React from 'react'
import { type Column, DataTable } from '@/components/layout/data-table'
import { LoadingState } from '@/components/layout/loading-state'
import { PageHeader } from '@/components/layout/page-header'
import { ActiveBadge } from '@/components/organisation/active-badge'
import { useConfirm } from '@/components/organisation/confirm-dialog'
import { DepartmentDialog } from '@/components/organisation/department-form'
import { FilterSelect, SearchBox, STATUS_OPTIONS, Toolbar } from '@/components/organisation/list-toolbar'
import { RowActions } from '@/components/organisation/row-actions'
import { Button } from '@/components/ui/button'
import { usePermissions } from '@/lib/permissions'
import { type Department, departmentSearch, departmentsQuery, useDepartmentStatus } from '@/lib/queries/departments'
import { formatRelativeTime } from '@/lib/relative-time'

export const Route = createFileRoute('/admin/departments')({
  validateSearch: departmentSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(departmentsQuery(deps)),
  pendingComponent: () => <LoadingState rows={6} columns={5} label="Loading departments…" />,
  component: DepartmentsPage,
})

function DepartmentsPage() {
  const params = Route.useSearch()
  const navigate = Route.useNavigate()
  const list = useQuery(departmentsQuery(params))
  const can = usePermissions()
  const status = useDepartmentStatus()
  const { ask, dialog } = useConfirm()
  const [editing, setEditing] = React.useState<Department | 'new' | null>(null)
  const filtered = !!(params.search || params.status)

  const toggle = (d: Department) => {
    const to = d.status === 'active' ? 'inactive' : 'active'
    if (to === 'active') return status.mutate({ id: d.id, status: to })
    ask({
      title: `Deactivate ${d.name}?`,
      description:
        'It will no longer be offered for new employees, jobs and job requests. Everything already in it stays as it is.',
      action: 'Deactivate',
      onConfirm: () => status.mutate({ id: d.id, status: to }),
    })
  }

  const columns: Column<Department>[] = [
    {
      id: 'name',
      header: 'Department',
      cell: (d) => (
        <div className="max-w-md min-w-48 whitespace-normal">
          <p className="font-medium">{d.name}</p>
          {d.description && <p className="line-clamp-2 text-xs text-muted-foreground">{d.description}</p>}
        </div>
      ),
    },
    {
      id: 'employees',
      header: 'Employees',
      cell: (d) => <span className="tabular-nums">{d.employee_count}</span>,
      className: 'text-right',
    },
    {
      id: 'openings',
      header: 'Jobs',
      cell: (d) => <span className="tabular-nums">{d.opening_count}</span>,
      className: 'text-right',
    },
    { id: 'status', header: 'Status', cell: (d) => <ActiveBadge status={d.status} /> },
    {
      id: 'updated',
      header: 'Updated',
      cell: (d) => <span className="text-muted-foreground">{formatRelativeTime(d.updated_at)}</span>,
    },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      className: 'text-right',
      cell: (d) => (
        <RowActions
          name={d.name}
          actions={[
            can('departments', 'update') && { label: 'Edit', onSelect: () => setEditing(d) },
            can('departments', 'change_status') && {
              label: d.status === 'active' ? 'Deactivate' : 'Activate',
              onSelect: () => toggle(d),
            },
          ]}
        />
      ),
    },
  ]

  const add = can('departments', 'create') && (
    <Button onClick={() => setEditing('new')}>
      <Plus aria-hidden="true" />
      Add department
    </Button>
  )
  return (
    <>
      <PageHeader
        title="Departments"
        description="The teams of your business: employees and job openings belong to them."
        actions={add}
      />
      <Toolbar>
        <SearchBox
          value={params.search}
          label="Search departments"
          placeholder="Search name or description"
          onSearch={(search) => void navigate({ search: (s) => ({ ...s, search, page: undefined }), replace: true })}
        />
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          value={params.status}
          options={STATUS_OPTIONS}
          onChange={(status) => void navigate({ search: (s) => ({ ...s, status, page: undefined }) })}
        />
      </Toolbar>
      <DataTable
        caption="Departments"
        columns={columns}
        data={list.data}
        isLoading={list.isLoading}
        onPageChange={(page) => void navigate({ search: (s) => ({ ...s, page }) })}
        empty={
          filtered
            ? { title: 'No departments match', description: 'Try another search or status.' }
            : {
                title: 'No departments yet',
                description: 'Add the teams of your business to organise employees and jobs.',
                action: add || undefined,
              }
        }
      />
      <DepartmentDialog
        open={editing !== null}
        department={editing === 'new' || editing === null ? undefined : editing}
        onClose={() => setEditing(null)}
      />
      {dialog}
    </>
  )
}
