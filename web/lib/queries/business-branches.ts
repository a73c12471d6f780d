import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { ApiBody, ApiData, ApiRow } from '@/lib/api-contract'
import { type ListSearch, useOrgMutation } from '@/lib/queries/organisation'

export type Branch = ApiRow<'/wildcard/business_branches'>
export type BranchInput = ApiBody<'post', '/wildcard/business_branches'>
export type BranchOption = ApiData<'get', '/wildcard/business_branches/options/all'>[number]

export const branchesQuery = (search: ListSearch) =>
  queryOptions({
    queryKey: ['business_branches', 'list', search],
    queryFn: () => api.get('/wildcard/business_branches', { query: { ...search, limit: 12 } }),
    placeholderData: keepPreviousData,
  })

export const branchOptionsQuery = () =>
  queryOptions({
    queryKey: ['business_branches', 'options'],
    queryFn: () => api.get('/wildcard/business_branches/options/all').catch(() => [] as BranchOption[]),
    staleTime: 60_000,
  })

export const useSaveBranch = (id?: string) =>
  useOrgMutation(
    (json: BranchInput) =>
      id
        ? api.send('put', '/wildcard/business_branches/:id', { param: { id }, json })
        : api.send('post', '/wildcard/business_branches', { json }),
    [['business_branches']],
    { quietErrors: true },
  )

export const useDeleteBranch = () =>
  useOrgMutation(
    (id: string) => api.send('delete', '/wildcard/business_branches/:id', { param: { id } }),
    [['business_branches']],
  )
