import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { BusinessBilling } from '@/components/admin-console/business-billing'
import { TRANSACTION_STATUS_LABELS } from '@/components/admin-console/status-badges'
import { TransactionsTable } from '@/components/admin-console/transactions-table'
import { LoadingState } from '@/components/layout/loading-state'
import { PageHeader } from '@/components/layout/page-header'
import { FilterSelect, SearchBox, Toolbar } from '@/components/organisation/list-toolbar'
import { appHost } from '@/lib/host'
import {
  adminTransactionsQuery,
  businessOptionsQuery,
  downloadAdminInvoice,
  transactionSearch,
} from '@/lib/queries/admin-console'
import { billingTransactionsQuery } from '@/lib/queries/billing'

/** On the main host: every business's payments. On a business's portal: its own billing. */
export const Route = createFileRoute('/admin/transactions')({
  validateSearch: transactionSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    appHost.host === 'main'
      ? context.queryClient.ensureQueryData(adminTransactionsQuery(deps))
      : context.queryClient
          .ensureQueryData(billingTransactionsQuery({ page: deps.page, status: deps.status }))
          .catch(() => undefined),
  pendingComponent: () => <LoadingState rows={6} columns={6} label="Loading transactions…" />,
  component: TransactionsPage,
})

const STATUS_OPTIONS = Object.entries(TRANSACTION_STATUS_LABELS).map(([value, label]) => ({ value, label }))

function TransactionsPage() {
  const params = Route.useSearch()
  const navigate = Route.useNavigate()
  if (appHost.host !== 'main')
    return (
      <BusinessBilling
        search={{ page: params.page, status: params.status }}
        onSearch={(s) => void navigate({ search: (p) => ({ ...p, ...s }) })}
      />
    )
  return <PlatformTransactions />
}

function PlatformTransactions() {
  const params = Route.useSearch()
  const navigate = Route.useNavigate()
  const list = useQuery(adminTransactionsQuery(params))
  const businesses = useQuery(businessOptionsQuery())
  const set = (patch: Partial<typeof params>) => void navigate({ search: (s) => ({ ...s, ...patch, page: undefined }) })
  return (
    <>
      <PageHeader title="Transactions" description="Every payment on the platform, with its invoice." />
      <Toolbar>
        <SearchBox
          value={params.search}
          label="Search transactions"
          placeholder="Invoice number, business or plan"
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
          label="Status"
          allLabel="All statuses"
          value={params.status}
          options={STATUS_OPTIONS}
          onChange={(v) => set({ status: v as typeof params.status })}
        />
      </Toolbar>
      <TransactionsTable
        showBusiness
        data={list.data}
        isLoading={list.isLoading}
        onPageChange={(page) => void navigate({ search: (s) => ({ ...s, page }) })}
        download={downloadAdminInvoice}
        filtered={!!(params.search || params.status || params.business_id)}
      />
    </>
  )
}
