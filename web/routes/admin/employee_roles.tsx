import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { type Column, DataTable } from '@/components/layout/data-table'
import { PageHeader } from '@/components/layout/page-header'
import { CreateRoleDialog } from '@/components/settings/create-role-dialog'
import { Badge } from '@/components/ui/badge'
import { Input } from '@/components/ui/input'
import { usePermissions } from '@/lib/permissions'
import { type Role, roleSearch, rolesQuery } from '@/lib/queries/settings'
import { formatRelativeTime } from '@/lib/relative-time'

export const Route = createFileRoute('/admin/employee_roles')({
  validateSearch: roleSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(rolesQuery(deps.page, deps.search)),
  component: RolesPage,
})

const columns: Column<Role>[] = [
  { id: 'name', header: 'Role', cell: (r) => <span className="font-medium">{r.name}</span> },
  {
    id: 'description',
    header: 'Description',
    cell: (r) => <span className="text-muted-foreground">{r.description ?? '—'}</span>,
  },
  { id: 'permissions', header: 'Permissions', cell: (r) => <Badge variant="secondary">{r.permission_count}</Badge> },
  { id: 'employees', header: 'Employees', cell: (r) => r.employee_count },
  { id: 'created', header: 'Created', cell: (r) => formatRelativeTime(r.created_at) },
]

function RolesPage() {
  const { page, search: term } = Route.useSearch()
  const navigate = Route.useNavigate()
  const roles = useQuery(rolesQuery(page, term))
  const can = usePermissions()
  return (
    <>
      <PageHeader
        title="Roles"
        description={
          <>
            A role is a set of permissions given to employees. Change what a role may do under{' '}
            <Link to="/admin/settings" className="underline">
              Permissions
            </Link>
            .
          </>
        }
        actions={can('employee_roles', 'create') && <CreateRoleDialog />}
      />
      <Input
        type="search"
        aria-label="Search roles"
        placeholder="Search roles"
        className="mb-4 max-w-xs"
        defaultValue={term}
        onChange={(e) => void navigate({ search: { page: undefined, search: e.target.value || undefined } })}
      />
      <DataTable
        caption="Roles"
        columns={columns}
        data={roles.data}
        isLoading={roles.isLoading}
        onPageChange={(p) => void navigate({ search: { page: p, search: term } })}
        empty={{ title: 'No roles yet', description: 'Create a role to give employees the permissions they need.' }}
      />
    </>
  )
}
