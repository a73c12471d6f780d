/**
 * The audit log (docs/security.md): a business's own on its portal, every business's in the
 * console, and the business's support-access switch. Dates in the URL are calendar days; the
 * API reads them in the viewer's time zone, which the browser sends with every request.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { listQuery } from '@worker/lib/pagination'
import { adminAuditLogFilterFields } from '@worker/resources/audit-logs/audit-logs.schema'
import type { z } from '@worker/schemas/zod'
import { api } from '@/lib/api'
import type { ApiBody, ApiRow } from '@/lib/api-contract'
import { notify } from '@/lib/toast'
import { urlSearch } from '@/lib/url-search'

/** `?page=&start_date=&end_date=&action=&actor=` (and `business_id=` in the console). */
export const auditLogSearch = urlSearch(
  adminAuditLogFilterFields.omit({ time_zone: true }).extend({ page: listQuery().shape.page }),
)
export type AuditLogSearch = z.infer<typeof auditLogSearch>

export type AuditEntry = ApiRow<'/wildcard/audit_logs'>
export type AdminAuditEntry = ApiRow<'/admin/audit_logs'>

/** The viewer's IANA time zone: the days of the date filters are theirs. */
const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

export const auditLogsQuery = ({ business_id: _b, ...search }: AuditLogSearch) =>
  queryOptions({
    queryKey: ['audit-logs', 'list', search],
    queryFn: () => api.get('/wildcard/audit_logs', { query: { ...search, time_zone: viewerTimeZone() } }),
    placeholderData: keepPreviousData,
  })

export const adminAuditLogsQuery = (search: AuditLogSearch) =>
  queryOptions({
    queryKey: ['admin', 'audit-logs', 'list', search],
    queryFn: () => api.get('/admin/audit_logs', { query: { ...search, time_zone: viewerTimeZone() } }),
    placeholderData: keepPreviousData,
  })

export const auditActorsQuery = () =>
  queryOptions({
    queryKey: ['audit-logs', 'actors'],
    queryFn: () => api.get('/wildcard/audit_logs/actors'),
    staleTime: 60_000,
  })

export const adminAuditActorsQuery = (businessId: string | undefined) =>
  queryOptions({
    queryKey: ['admin', 'audit-logs', 'actors', businessId ?? null],
    queryFn: () => api.get('/admin/audit_logs/actors', { query: businessId ? { business_id: businessId } : {} }),
    staleTime: 60_000,
  })

export const supportAccessQuery = () =>
  queryOptions({
    queryKey: ['audit-logs', 'support-access'],
    queryFn: () => api.get('/wildcard/audit_logs/support-access'),
  })

/** Allow or refuse support: the switch and the log refresh, the server's words are toasted. */
export function useSetSupportAccess() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (json: ApiBody<'put', '/wildcard/audit_logs/support-access'>) =>
      api.send('put', '/wildcard/audit_logs/support-access', { json }),
    onSuccess: (result) => {
      queryClient.setQueryData(supportAccessQuery().queryKey, result.data)
      void queryClient.invalidateQueries({ queryKey: ['audit-logs', 'list'] })
      notify.success(result.message)
    },
    onError: (e: Error) => notify.error(e.message),
  })
}
