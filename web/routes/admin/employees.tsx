import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { Plus } from 'lucide-react'
import * as React from 'react'
import { type Column, DataTable } from '@/components/layout/data-table'
import { LoadingState } from '@/components/layout/loading-state'
import { PageHeader } from '@/components/layout/page-header'
import { ActiveBadge } from '@/components/organisation/active-badge'
import { useConfirm } from '@/components/organisation/confirm-dialog'
import { EmployeeDeleteDialog } from '@/components/organisation/employee-delete-dialog-lazy'
import { EmployeeDialog } from '@/components/organisation/employee-form-lazy'
import { FilterSelect, SearchBox, STATUS_OPTIONS, Toolbar } from '@/components/organisation/list-toolbar'
import { RowActions } from '@/components/organisation/row-actions'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { useAuth, userOf } from '@/lib/auth'
import { usePermissions } from '@/lib/permissions'
import { branchOptionsQuery } from '@/lib/queries/business-branches'
import { departmentOptionsQuery } from '@/lib/queries/departments'
import {
  type Employee,
  type EmployeeSearch,
  employeeSearch,
  employeesQuery,
  roleOptionsQuery,
  useEmployeeStatus,
  useResendInvitation,
} from '@/lib/queries/employees'

export const Route = createFileRoute('/admin/employees')({
  validateSearch: employeeSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(employeesQuery(deps)),
  pendingComponent: () => <LoadingState rows={6} columns={6} label="Loading employees…" />,
  component: EmployeesPage,
})

function EmployeesPage() {
  const params = Route.useSearch()
  const navigate = Route.useNavigate()
  const list = useQuery(employeesQuery(params))
  const roles = useQuery(roleOptionsQuery())
  const departments = useQuery(departmentOptionsQuery())
  const branches = useQuery(branchOptionsQuery())
  const can = usePermissions()
  const me = userOf(useAuth(), 'employee')
  const status = useEmployeeStatus()
  const resend = useResendInvitation()
  const { ask, dialog } = useConfirm()
  const [editing, setEditing] = React.useState<Employee | 'new' | null>(null)
  const [deleting, setDeleting] = React.useState<Employee | null>(null)
  const filter = (patch: Partial<EmployeeSearch>) =>
    void navigate({ search: (s) => ({ ...s, ...patch, page: undefined }) })

  const toggle = (e: Employee) =>
    e.status === 'inactive'
      ? status.mutate({ id: e.id, status: 'active' })
      : ask({
          title: `Deactivate ${e.name}?`,
          description: 'They are signed out everywhere and cannot sign in until they are activated again.',
          action: 'Deactivate',
          onConfirm: () => status.mutate({ id: e.id, status: 'inactive' }),
        })

  const columns: Column<Employee>[] = [
    {
      id: 'name',
      header: 'Employee',
      cell: (e) => (
        <div className="min-w-52 whitespace-normal">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {e.name}
            {e.is_business_admin && <Badge variant="secondary">Business admin</Badge>}
            {e.invitation_pending && (
              <Badge variant="outline" className="border-amber-300 bg-amber-50 text-amber-800">
                Invitation pending
              </Badge>
            )}
          </p>
          <p className="text-xs text-muted-foreground">{[e.email, e.designation].filter(Boolean).join(' · ')}</p>
          {e.pending_email && <p className="text-xs text-amber-800">Changing to {e.pending_email} once confirmed</p>}
        </div>
      ),
    },
    { id: 'role', header: 'Role', cell: (e) => e.role?.name ?? (e.is_business_admin ? 'All permissions' : '—') },
    { id: 'department', header: 'Department', cell: (e) => e.department?.name ?? '—' },
    { id: 'branch', header: 'Branch', cell: (e) => e.branch?.name ?? '—' },
    { id: 'status', header: 'Status', cell: (e) => <ActiveBadge status={e.status} /> },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      className: 'text-right',
      cell: (e) => (
        <RowActions
          name={e.name}
          actions={[
            can('employees', 'update') && { label: 'Edit', onSelect: () => setEditing(e) },
            e.invitation_pending &&
              can('employees', 'create') && { label: 'Resend invitation', onSelect: () => resend.mutate(e.id) },
            e.id !== me?.id &&
              can('employees', 'change_status') && {
                label: e.status === 'active' ? 'Deactivate' : 'Activate',
                onSelect: () => toggle(e),
              },
            e.id !== me?.id &&
              can('employees', 'delete') && {
                label: 'Delete',
                destructive: true,
                separated: true,
                onSelect: () => setDeleting(e),
              },
          ]}
        />
      ),
    },
  ]
  const add = can('employees', 'create') && (
    <Button onClick={() => setEditing('new')} onPointerEnter={EmployeeDialog.preload} onFocus={EmployeeDialog.preload}>
      <Plus aria-hidden="true" />
      Add employee
    </Button>
  )
  const filtered = !!(params.search || params.status || params.role_id || params.department_id || params.branch_id)
  return (
    <>
      <PageHeader title="Employees" description="Your staff, their roles and where they work." actions={add} />
      <Toolbar>
        <SearchBox
          value={params.search}
          label="Search employees"
          placeholder="Search name, e-mail or phone"
          onSearch={(term) =>
            void navigate({ search: (s) => ({ ...s, search: term, page: undefined }), replace: true })
          }
        />
        <FilterSelect
          label="Role"
          allLabel="All roles"
          value={params.role_id}
          options={roles.data ?? []}
          onChange={(role_id) => filter({ role_id })}
        />
        <FilterSelect
          label="Department"
          allLabel="All departments"
          value={params.department_id}
          options={departments.data ?? []}
          onChange={(department_id) => filter({ department_id })}
        />
        <FilterSelect
          label="Branch"
          allLabel="All branches"
          value={params.branch_id}
          options={branches.data ?? []}
          onChange={(branch_id) => filter({ branch_id })}
        />
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          value={params.status}
          options={STATUS_OPTIONS}
          onChange={(v) => filter({ status: v as Employee['status'] | undefined })}
        />
      </Toolbar>
      <DataTable
        caption="Employees"
        columns={columns}
        data={list.data}
        isLoading={list.isLoading}
        onPageChange={(page) => void navigate({ search: (s) => ({ ...s, page }) })}
        empty={
          filtered
            ? { title: 'No employees match', description: 'Try another search or filter.' }
            : {
                title: 'No employees yet',
                description: 'Invite your colleagues and give each a role.',
                action: add || undefined,
              }
        }
      />
      <EmployeeDialog
        open={editing !== null}
        employee={editing === 'new' || editing === null ? undefined : editing}
        callerIsAdmin={!!me?.is_business_admin}
        onClose={() => setEditing(null)}
      />
      <EmployeeDeleteDialog open={deleting !== null} employee={deleting} onClose={() => setDeleting(null)} />
      {dialog}
    </>
  )
}
