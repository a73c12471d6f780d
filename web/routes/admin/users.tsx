import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { WrongArea } from '@/components/admin-console/wrong-area'
import { type Column, DataTable } from '@/components/layout/data-table'
import { LoadingState } from '@/components/layout/loading-state'
import { PageHeader } from '@/components/layout/page-header'
import { ActiveBadge } from '@/components/organisation/active-badge'
import { useConfirm } from '@/components/organisation/confirm-dialog'
import { FilterSelect, SearchBox, STATUS_OPTIONS, Toolbar } from '@/components/organisation/list-toolbar'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { appHost } from '@/lib/host'
import {
  businessOptionsQuery,
  type PlatformUser,
  userSearch,
  usersQuery,
  useUserStatus,
} from '@/lib/queries/admin-console'
import { formatRelativeTime } from '@/lib/relative-time'

export const Route = createFileRoute('/admin/users')({
  validateSearch: userSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    appHost.host === 'main' ? context.queryClient.ensureQueryData(usersQuery(deps)) : undefined,
  pendingComponent: () => <LoadingState rows={6} columns={6} label="Loading users…" />,
  component: () => (appHost.host === 'main' ? <UsersPage /> : <WrongArea what="Users" />),
})

const TYPE_OPTIONS = [
  { value: 'business_admin', label: 'Business admins' },
  { value: 'employee', label: 'Employees' },
]

function UsersPage() {
  const params = Route.useSearch()
  const navigate = Route.useNavigate()
  const list = useQuery(usersQuery(params))
  const businesses = useQuery(businessOptionsQuery())
  const status = useUserStatus()
  const { ask, dialog } = useConfirm()
  const set = (patch: Partial<typeof params>) => void navigate({ search: (s) => ({ ...s, ...patch, page: undefined }) })

  const toggle = (u: PlatformUser) => {
    if (u.status === 'inactive') return status.mutate({ id: u.id, status: 'active' })
    ask({
      title: `Deactivate ${u.name}?`,
      description: `${u.name} is signed out everywhere at once and cannot sign in to ${u.business_name} until reactivated.`,
      action: 'Deactivate',
      destructive: true,
      onConfirm: () => status.mutate({ id: u.id, status: 'inactive' }),
    })
  }

  const columns: Column<PlatformUser>[] = [
    {
      id: 'name',
      header: 'User',
      cell: (u) => (
        <div className="min-w-48">
          <p className="font-medium">{u.name}</p>
          <p className="text-xs text-muted-foreground">{u.email}</p>
        </div>
      ),
    },
    { id: 'business', header: 'Business', cell: (u) => u.business_name },
    {
      id: 'role',
      header: 'Role',
      cell: (u) =>
        u.type === 'business_admin' ? <Badge variant="secondary">Business admin</Badge> : <span>{u.role}</span>,
    },
    { id: 'status', header: 'Status', cell: (u) => <ActiveBadge status={u.status} /> },
    {
      id: 'login',
      header: 'Last sign-in',
      cell: (u) => (
        <span className="text-muted-foreground">{u.last_login_at ? formatRelativeTime(u.last_login_at) : 'Never'}</span>
      ),
    },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      className: 'text-right',
      cell: (u) => (
        <Button
          size="sm"
          variant={u.status === 'active' ? 'outline' : 'default'}
          onClick={() => toggle(u)}
          aria-label={`${u.status === 'active' ? 'Deactivate' : 'Activate'} ${u.name}`}
        >
          {u.status === 'active' ? 'Deactivate' : 'Activate'}
        </Button>
      ),
    },
  ]

  const filtered = !!(params.search || params.status || params.type || params.business_id)
  return (
    <>
      <PageHeader title="Users" description="Everyone who signs in to a business portal, across the platform." />
      <Toolbar>
        <SearchBox
          value={params.search}
          label="Search users"
          placeholder="Search name or e-mail"
          onSearch={(search) => void navigate({ search: (s) => ({ ...s, search, page: undefined }), replace: true })}
        />
        <FilterSelect
          label="Business"
          allLabel="All businesses"
          value={params.business_id}
          options={businesses.data ?? []}
          onChange={(v) => set({ business_id: v })}
        />
        <FilterSelect
          label="Type"
          allLabel="All types"
          value={params.type}
          options={TYPE_OPTIONS}
          onChange={(v) => set({ type: v as typeof params.type })}
        />
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          value={params.status}
          options={STATUS_OPTIONS}
          onChange={(v) => set({ status: v as typeof params.status })}
        />
      </Toolbar>
      <DataTable
        caption="Users"
        columns={columns}
        data={list.data}
        isLoading={list.isLoading}
        onPageChange={(page) => void navigate({ search: (s) => ({ ...s, page }) })}
        empty={
          filtered
            ? { title: 'No users match', description: 'Try other filters.' }
            : { title: 'No users yet', description: 'Staff appear here as businesses add them.' }
        }
      />
      {dialog}
    </>
  )
}
