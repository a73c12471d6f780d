import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import * as React from 'react'
import { AuditLogFilters } from '@/components/audit-logs/audit-log-filters'
import { AuditLogTable } from '@/components/audit-logs/audit-log-table'
import { SupportAccessCard } from '@/components/audit-logs/support-access-card'
import { LoadingState } from '@/components/layout/loading-state'
import { PageHeader } from '@/components/layout/page-header'
import { appHost } from '@/lib/host'
import { usePermissions } from '@/lib/permissions'
import { businessOptionsQuery } from '@/lib/queries/admin-console'
import {
  type AuditLogSearch,
  adminAuditActorsQuery,
  adminAuditLogsQuery,
  auditActorsQuery,
  auditLogSearch,
  auditLogsQuery,
} from '@/lib/queries/audit-logs'

/** On the main host: every business's log. On a business's portal: its own, with its support-access switch. */
export const Route = createFileRoute('/admin/audit_logs')({
  validateSearch: auditLogSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(appHost.host === 'main' ? adminAuditLogsQuery(deps) : auditLogsQuery(deps)),
  pendingComponent: () => <LoadingState rows={8} columns={4} label="Loading the audit log…" />,
  component: AuditLogPage,
})

const filtered = (s: AuditLogSearch) => !!(s.start_date || s.end_date || s.action || s.actor || s.business_id)

function AuditLogPage() {
  return appHost.host === 'main' ? <PlatformAuditLog /> : <BusinessAuditLog />
}

function useSearchState() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const go = React.useCallback((next: AuditLogSearch) => void navigate({ search: next, replace: true }), [navigate])
  const toPage = (page: number) => void navigate({ search: { ...search, page } })
  return { search, go, toPage }
}

function BusinessAuditLog() {
  const { search, go, toPage } = useSearchState()
  const list = useQuery(auditLogsQuery(search))
  const actors = useQuery(auditActorsQuery())
  const can = usePermissions()
  return (
    <>
      <PageHeader
        title="Audit log"
        description="Who signed in to support you, and who changed accounts, roles and permissions or exported lists: when, and from where."
      />
      <SupportAccessCard canManage={can('audit_logs', 'manage')} />
      <AuditLogFilters search={search} onChange={go} actors={actors.data ?? []} />
      <AuditLogTable data={list.data} isLoading={list.isLoading} onPageChange={toPage} filtered={filtered(search)} />
    </>
  )
}

function PlatformAuditLog() {
  const { search, go, toPage } = useSearchState()
  const list = useQuery(adminAuditLogsQuery(search))
  const actors = useQuery(adminAuditActorsQuery(search.business_id))
  const businesses = useQuery(businessOptionsQuery())
  return (
    <>
      <PageHeader
        title="Audit log"
        description="Every business's log: support sign-ins, account, role and permission changes, exports and plan changes."
      />
      <AuditLogFilters search={search} onChange={go} actors={actors.data ?? []} businesses={businesses.data ?? []} />
      <AuditLogTable
        showBusiness
        data={list.data}
        isLoading={list.isLoading}
        onPageChange={toPage}
        filtered={filtered(search)}
      />
    </>
  )
}
