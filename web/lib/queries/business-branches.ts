import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { branchListQuery } from '@worker/resources/business-branches/business-branches.schema'
import type { z } from '@worker/schemas/zod'
import { api } from '@/lib/api'
import type { ApiBody, ApiData, ApiRow } from '@/lib/api-contract'
import { useOrgMutation } from '@/lib/queries/organisation'
import { urlSearch } from '@/lib/url-search'

export type Branch = ApiRow<'/wildcard/business_branches'>
export type BranchInput = ApiBody<'post', '/wildcard/business_branches'>
export type BranchOption = ApiData<'get', '/wildcard/business_branches/options/all'>[number]

/** `?page=&search=&status=` of the branches screen, from the list query its API validates. */
export const branchSearch = urlSearch(branchListQuery.pick({ page: true, search: true, status: true }))
export type BranchSearch = z.infer<typeof branchSearch>

export const branchesQuery = (search: BranchSearch) =>
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
