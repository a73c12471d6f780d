import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { branchInput } from '@worker/resources/business-branches/business-branches.schema'
import type { z } from '@worker/schemas/zod'
import type { PageData } from '@/components/layout/data-table'
import { api, apiLegacy } from '@/lib/api'
import { type ActiveStatus, type ListSearch, type Option, useOrgMutation } from '@/lib/queries/organisation'

export type Branch = {
  id: string
  name: string
  address: string | null
  city: string | null
  state: string | null
  country: string | null
  postal_code: string | null
  phone: string | null
  timezone: string
  is_headquarters: boolean
  status: ActiveStatus
  employee_count: number
  opportunity_count: number
  job_request_count: number
  created_at: string
}
export type BranchInput = z.input<typeof branchInput>
export type BranchOption = Option & { timezone: string }

export const branchesQuery = (search: ListSearch) =>
  queryOptions({
    queryKey: ['business_branches', 'list', search],
    queryFn: () => apiLegacy.get<PageData<Branch>>('/wildcard/business_branches', { ...search, limit: 12 }),
    placeholderData: keepPreviousData,
  })

export const branchOptionsQuery = () =>
  queryOptions({
    queryKey: ['business_branches', 'options'],
    queryFn: () =>
      apiLegacy.get<BranchOption[]>('/wildcard/business_branches/options/all').catch(() => [] as BranchOption[]),
    staleTime: 60_000,
  })

export const useSaveBranch = (id?: string) =>
  useOrgMutation(
    (input: BranchInput) =>
      apiLegacy.request<Branch>(id ? `/wildcard/business_branches/${id}` : '/wildcard/business_branches', {
        method: id ? 'PUT' : 'POST',
        body: input,
      }),
    [['business_branches']],
    { quietErrors: true },
  )

export const useDeleteBranch = () =>
  useOrgMutation(
    (id: string) => apiLegacy.request<{ id: string }>(`/wildcard/business_branches/${id}`, { method: 'DELETE' }),
    [['business_branches']],
  )
