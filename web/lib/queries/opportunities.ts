/** Jobs (opportunities): the list, one job, its shortlist, and the calls that change them. */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { OpportunityState } from '@worker/resources/opportunities/job-enums.schema'
import { opportunityListQuery } from '@worker/resources/opportunities/opportunities.schema'
import type { z } from '@worker/schemas/zod'
import { type ApiResult, api } from '@/lib/api'
import type { ApiBody, ApiData, ApiRow } from '@/lib/api-contract'
import { notify } from '@/lib/toast'
import { urlSearch } from '@/lib/url-search'

export type OpportunityStatus = OpportunityState
export type Opportunity = ApiRow<'/wildcard/opportunities'>
export type OpportunityDetail = ApiData<'get', '/wildcard/opportunities/:id'>
export type PipelineCounts = Opportunity['candidate_counts']
export type HistoryEntry = OpportunityDetail['status_history'][number]
export type Option = ApiData<'get', '/wildcard/opportunities/options/all'>[number]

/** What the job form holds and sends: a new job, or an edit of every field. */
export type OpportunityInput = ApiBody<'post', '/wildcard/opportunities'>
export type OpportunityStatusInput = ApiBody<'put', '/wildcard/opportunities/:id/status'>

/** `?page=&search=&status=&…` of the jobs screen: the API's list query, forgiving. */
export const opportunitySearch = urlSearch(opportunityListQuery.omit({ limit: true }))
export type OpportunitySearch = z.infer<typeof opportunitySearch>

/** The filtered list as a file (CSV or XLSX), in the list's order, saved under the server's file name. */
export function downloadJobsExport(search: OpportunitySearch, format: 'csv' | 'xlsx') {
  const { page: _page, ...filters } = search
  return api.download('/wildcard/opportunities/export', { query: { ...filters, format } })
}

export const opportunitiesQuery = (search: OpportunitySearch) =>
  queryOptions({
    queryKey: ['opportunities', 'list', search],
    queryFn: () => api.get('/wildcard/opportunities', { query: search }),
    placeholderData: keepPreviousData,
  })

export const opportunityQuery = (id: string) =>
  queryOptions({
    queryKey: ['opportunities', 'detail', id],
    queryFn: () => api.get('/wildcard/opportunities/:id', { param: { id } }),
  })

/** Where the job forms' select boxes come from: other resources' `options/all`. */
const OPTION_ROUTES = {
  departments: '/wildcard/departments/options/all',
  business_branches: '/wildcard/business_branches/options/all',
  employees: '/wildcard/employees/options/all',
  email_templates: '/wildcard/email_templates/options/all',
  opportunities: '/wildcard/opportunities/options/all',
} as const

/**
 * The select boxes of the job forms. A caller who may not read one gets an empty list: the
 * field stays optional.
 */
export const referenceOptionsQuery = (resource: keyof typeof OPTION_ROUTES) =>
  queryOptions({
    queryKey: [resource, 'options'],
    queryFn: (): Promise<Option[]> => api.get(OPTION_ROUTES[resource]).catch(() => []),
    staleTime: 60_000,
    retry: false,
  })

function useJobMutation<TInput>(call: (input: TInput) => Promise<ApiResult<OpportunityDetail>>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => {
      queryClient.setQueryData(opportunityQuery(result.data.id).queryKey, result.data)
      void queryClient.invalidateQueries({ queryKey: ['opportunities'] })
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] })
      notify.success(result.message)
    },
    onError: (error: Error) => notify.error(error.message),
  })
}

/** A new job, or an edit of one (`id` given); either answers the whole job. */
export const useSaveOpportunity = (id?: string) =>
  useJobMutation((json: OpportunityInput) =>
    id
      ? api.send('put', '/wildcard/opportunities/:id', { param: { id }, json })
      : api.send('post', '/wildcard/opportunities', { json }),
  )

export const useChangeOpportunityStatus = (id: string) =>
  useJobMutation((json: OpportunityStatusInput) =>
    api.send('put', '/wildcard/opportunities/:id/status', { param: { id }, json }),
  )
