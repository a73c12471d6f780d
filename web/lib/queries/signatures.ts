import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { signatureInput } from '@worker/resources/employee-signatures/employee-signatures.schema'
import type { z } from '@worker/schemas/zod'
import type { PageData } from '@/components/layout/data-table'
import { api, apiLegacy } from '@/lib/api'
import { type ActiveStatus, type ListSearch, useOrgMutation } from '@/lib/queries/organisation'

export type Signature = {
  id: string
  employee_id: string
  employee_name: string
  employee_email: string
  name: string
  /** Sanitized by the server when it was saved. */
  body: string
  is_default: boolean
  status: ActiveStatus
  created_at: string
  updated_at: string
}
export type SignatureInput = z.input<typeof signatureInput>

export const signaturesQuery = (search: ListSearch) =>
  queryOptions({
    queryKey: ['employee-signatures', 'list', search],
    queryFn: () => apiLegacy.get<PageData<Signature>>('/wildcard/employee-signatures', search),
    placeholderData: keepPreviousData,
  })

export const useSaveSignature = (id?: string) =>
  useOrgMutation(
    (input: SignatureInput) =>
      apiLegacy.request<Signature>(id ? `/wildcard/employee-signatures/${id}` : '/wildcard/employee-signatures', {
        method: id ? 'PUT' : 'POST',
        body: input,
      }),
    [['employee-signatures']],
    { quietErrors: true },
  )

/** The seed: a signature's status change toasts the server's message. */
export const useSignatureStatus = () =>
  useOrgMutation(
    ({ id, status }: { id: string; status: ActiveStatus }) =>
      apiLegacy.request<Signature>(`/wildcard/employee-signatures/${id}/status`, { method: 'PATCH', body: { status } }),
    [['employee-signatures']],
  )
