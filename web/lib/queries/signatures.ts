import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { signatureListQuery } from '@worker/resources/employee-signatures/employee-signatures.schema'
import type { z } from '@worker/schemas/zod'
import { api } from '@/lib/api'
import type { ApiBody, ApiRow } from '@/lib/api-contract'
import { type ActiveStatus, useOrgMutation } from '@/lib/queries/organisation'
import { urlSearch } from '@/lib/url-search'

/** A signature; its body was sanitized by the server when it was saved. */
export type Signature = ApiRow<'/wildcard/employee-signatures'>
export type SignatureInput = ApiBody<'post', '/wildcard/employee-signatures'>

/** `?page=&search=&status=` of the signatures screen, from the list query its API validates. */
export const signatureSearch = urlSearch(signatureListQuery.pick({ page: true, search: true, status: true }))
export type SignatureSearch = z.infer<typeof signatureSearch>

export const signaturesQuery = (search: SignatureSearch) =>
  queryOptions({
    queryKey: ['employee-signatures', 'list', search],
    queryFn: () => api.get('/wildcard/employee-signatures', { query: search }),
    placeholderData: keepPreviousData,
  })

export const useSaveSignature = (id?: string) =>
  useOrgMutation(
    (json: SignatureInput) =>
      id
        ? api.send('put', '/wildcard/employee-signatures/:id', { param: { id }, json })
        : api.send('post', '/wildcard/employee-signatures', { json }),
    [['employee-signatures']],
    { quietErrors: true },
  )

/** The seed: a signature's status change toasts the server's message. */
export const useSignatureStatus = () =>
  useOrgMutation(
    ({ id, status }: { id: string; status: ActiveStatus }) =>
      api.send('patch', '/wildcard/employee-signatures/:id/status', { param: { id }, json: { status } }),
    [['employee-signatures']],
  )
