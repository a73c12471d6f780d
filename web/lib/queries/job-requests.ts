/** Job requests (requisitions): the list, one request, and submitting, editing and deciding them. */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { jobRequestListQuery } from '@worker/resources/job-requests/job-requests.schema'
import type { z } from '@worker/schemas/zod'
import { type ApiResult, api } from '@/lib/api'
import type { ApiBody, ApiData, ApiRow } from '@/lib/api-contract'
import { notify } from '@/lib/toast'
import { urlSearch } from '@/lib/url-search'

export type JobRequest = ApiRow<'/wildcard/job_requests'>
export type JobRequestDetail = ApiData<'get', '/wildcard/job_requests/:id'>
export type JobRequestInput = ApiBody<'post', '/wildcard/job_requests'>
export type JobRequestDecision = ApiBody<'put', '/wildcard/job_requests/:id/status'>

/** `?page=&search=&status=&mine=` of the job requests screen (`mine`: the caller's own requests). */
export const jobRequestSearch = urlSearch(
  jobRequestListQuery.pick({ page: true, search: true, status: true, mine: true }),
)
export type JobRequestSearch = z.infer<typeof jobRequestSearch>

export const jobRequestsQuery = (search: JobRequestSearch) =>
  queryOptions({
    queryKey: ['job_requests', 'list', search],
    queryFn: () => api.get('/wildcard/job_requests', { query: search }),
    placeholderData: keepPreviousData,
  })

export const jobRequestQuery = (id: string) =>
  queryOptions({
    queryKey: ['job_requests', 'detail', id],
    queryFn: () => api.get('/wildcard/job_requests/:id', { param: { id } }),
  })

function useRequestMutation<TInput>(call: (input: TInput) => Promise<ApiResult<JobRequestDetail>>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: ['job_requests'] })
      // A conversion creates a job.
      if (result.data.opportunity_id) void queryClient.invalidateQueries({ queryKey: ['opportunities'] })
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] })
      notify.success(result.message)
    },
    onError: (error: Error) => notify.error(error.message),
  })
}

/** Submit a request, or edit one (`id` given) while it is pending. */
export const useSaveJobRequest = (id?: string) =>
  useRequestMutation((json: JobRequestInput) =>
    id
      ? api.send('put', '/wildcard/job_requests/:id', { param: { id }, json })
      : api.send('post', '/wildcard/job_requests', { json }),
  )

export const useDecideJobRequest = (id: string) =>
  useRequestMutation((json: JobRequestDecision) =>
    api.send('put', '/wildcard/job_requests/:id/status', { param: { id }, json }),
  )
