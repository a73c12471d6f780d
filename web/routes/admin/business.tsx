import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { Plus } from 'lucide-react'
import * as React from 'react'
import { BusinessDialog } from '@/components/admin-console/business-form'
import { BusinessPlansSheet } from '@/components/admin-console/business-plans-sheet'
import { BusinessStatusDialog } from '@/components/admin-console/business-status-dialog'
import { BUSINESS_STATUS_LABELS, BusinessStatusBadge, shortDate } from '@/components/admin-console/status-badges'
import { WrongArea } from '@/components/admin-console/wrong-area'
import { type Column, DataTable } from '@/components/layout/data-table'
import { LoadingState } from '@/components/layout/loading-state'
import { PageHeader } from '@/components/layout/page-header'
import { FilterSelect, SearchBox, Toolbar } from '@/components/organisation/list-toolbar'
import { RowActions } from '@/components/organisation/row-actions'
import { Button } from '@/components/ui/button'
import { appHost } from '@/lib/host'
import {
  BUSINESS_STATUS,
  type Business,
  businessesQuery,
  businessSearch,
  portalLink,
  useResendVerification,
  useVerifyBusiness,
} from '@/lib/queries/admin-console'
import { notify } from '@/lib/toast'

export const Route = createFileRoute('/admin/business')({
  validateSearch: businessSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    appHost.host === 'main' ? context.queryClient.ensureQueryData(businessesQuery(deps)) : undefined,
  pendingComponent: () => <LoadingState rows={6} columns={6} label="Loading businesses…" />,
  component: () => (appHost.host === 'main' ? <BusinessesPage /> : <WrongArea what="Businesses" />),
})

const STATUS_OPTIONS = BUSINESS_STATUS.map((s) => ({ value: s, label: BUSINESS_STATUS_LABELS[s] }))

/** Open the business's portal as its owner, in a new tab (opened at once so no pop-up blocker steps in). */
async function openPortal(b: Business) {
  const tab = window.open('', '_blank')
  try {
    const { url } = await portalLink(b.id)
    if (tab) {
      tab.opener = null
      tab.location.href = url
    } else window.location.assign(url)
  } catch (err) {
    tab?.close()
    notify.error((err as Error).message)
  }
}

function BusinessesPage() {
  const params = Route.useSearch()
  const navigate = Route.useNavigate()
  const list = useQuery(businessesQuery(params))
  const verify = useVerifyBusiness()
  const resend = useResendVerification()
  const [editing, setEditing] = React.useState<Business | 'new' | null>(null)
  const [statusOf, setStatusOf] = React.useState<Business | null>(null)
  const [plansOf, setPlansOf] = React.useState<Business | null>(null)

  const columns: Column<Business>[] = [
    {
      id: 'name',
      header: 'Business',
      cell: (b) => (
        <div className="min-w-48">
          <p className="font-medium">{b.name}</p>
          <p className="text-xs text-muted-foreground">
            {b.slug}.{appHost.mainDomain} · {b.email}
          </p>
        </div>
      ),
    },
    {
      id: 'plan',
      header: 'Plan',
      cell: (b) => (
        <div>
          {b.plan_name ?? <span className="text-muted-foreground">None</span>}
          {b.plan_renews_at && <p className="text-xs text-muted-foreground">until {shortDate(b.plan_renews_at)}</p>}
        </div>
      ),
    },
    {
      id: 'employees',
      header: 'Staff',
      className: 'text-right',
      cell: (b) => <span className="tabular-nums">{b.employee_count}</span>,
    },
    {
      id: 'candidates',
      header: 'Candidates',
      className: 'text-right',
      cell: (b) => <span className="tabular-nums">{b.candidate_count}</span>,
    },
    {
      id: 'jobs',
      header: 'Jobs',
      className: 'text-right',
      cell: (b) => <span className="tabular-nums">{b.job_count}</span>,
    },
    { id: 'status', header: 'Status', cell: (b) => <BusinessStatusBadge status={b.status} /> },
    {
      id: 'created',
      header: 'Created',
      cell: (b) => <span className="text-muted-foreground">{shortDate(b.created_at)}</span>,
    },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      className: 'text-right',
      cell: (b) => (
        <RowActions
          name={b.name}
          actions={[
            { label: 'Edit', onSelect: () => setEditing(b) },
            { label: 'Plans and payments', onSelect: () => setPlansOf(b) },
            b.status !== 'inactive' &&
              b.status !== 'pending_verification' && { label: 'Open portal', onSelect: () => void openPortal(b) },
            !b.email_verified_at && {
              label: 'Mark e-mail verified',
              onSelect: () => verify.mutate(b.id),
              separated: true,
            },
            !b.email_verified_at && { label: 'Resend verification code', onSelect: () => resend.mutate(b.id) },
            { label: 'Change status', onSelect: () => setStatusOf(b), separated: true },
          ]}
        />
      ),
    },
  ]

  const add = (
    <Button onClick={() => setEditing('new')}>
      <Plus aria-hidden="true" />
      Create business
    </Button>
  )
  return (
    <>
      <PageHeader
        title="Businesses"
        description="Every business on the platform: their plan, people and status."
        actions={add}
      />
      <Toolbar>
        <SearchBox
          value={params.search}
          label="Search businesses"
          placeholder="Search name, sub-domain or e-mail"
          onSearch={(search) => void navigate({ search: (s) => ({ ...s, search, page: undefined }), replace: true })}
        />
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          value={params.status}
          options={STATUS_OPTIONS}
          onChange={(v) =>
            void navigate({ search: (s) => ({ ...s, status: v as Business['status'] | undefined, page: undefined }) })
          }
        />
      </Toolbar>
      <DataTable
        caption="Businesses"
        columns={columns}
        data={list.data}
        isLoading={list.isLoading}
        onPageChange={(page) => void navigate({ search: (s) => ({ ...s, page }) })}
        empty={
          params.search || params.status
            ? { title: 'No businesses match', description: 'Try another search or status.' }
            : { title: 'No businesses yet', description: 'Create the first business, or let one sign up.', action: add }
        }
      />
      <BusinessDialog
        open={editing !== null}
        business={editing === 'new' || editing === null ? undefined : editing}
        onClose={() => setEditing(null)}
      />
      <BusinessStatusDialog business={statusOf} onClose={() => setStatusOf(null)} />
      <BusinessPlansSheet business={plansOf} onClose={() => setPlansOf(null)} />
    </>
  )
}
