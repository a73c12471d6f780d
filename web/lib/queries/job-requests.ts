/** Job requests (requisitions): the list, one request, and submitting, editing and deciding them. */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type {
  changeJobRequestStatus,
  createJobRequest,
  JobRequestListQuery,
  updateJobRequest,
} from '@worker/resources/job-requests/job-requests.schema'
import type { z } from '@worker/schemas/zod'
import type { PageData } from '@/components/layout/data-table'
import { type ApiResult, api, apiLegacy } from '@/lib/api'
import type { HistoryEntry, NamedRef } from '@/lib/queries/opportunities'
import { notify } from '@/lib/toast'

export type JobRequestStatus = 'pending' | 'approved' | 'rejected' | 'converted'

export type JobRequest = {
  id: string
  title: string
  department_id: string | null
  branch_id: string | null
  employment_type: string
  openings: number
  justification: string | null
  skills: string[]
  experience_min: number | null
  experience_max: number | null
  salary_min: number | null
  salary_max: number | null
  salary_currency: string | null
  needed_by: string | null
  status: JobRequestStatus
  decision_reason: string | null
  requested_by: string | null
  decided_by: string | null
  opportunity_id: string | null
  created_at: string
  updated_at: string
  department: NamedRef | null
  branch: NamedRef | null
  requester: NamedRef | null
  decider: NamedRef | null
  opportunity: { id: string; title: string | null; status: string | null } | null
}

export type JobRequestDetail = JobRequest & { status_history: HistoryEntry[] }
/** The list's query as the URL holds it (`mine`: the caller's own requests). */
export type JobRequestSearch = Partial<Omit<JobRequestListQuery, 'limit'>>
export type JobRequestInput = z.input<typeof createJobRequest>
export type JobRequestChanges = z.input<typeof updateJobRequest>
export type JobRequestDecision = z.input<typeof changeJobRequestStatus>

export const jobRequestsQuery = (search: JobRequestSearch) =>
  queryOptions({
    queryKey: ['job_requests', 'list', search],
    queryFn: () => apiLegacy.get<PageData<JobRequest>>('/wildcard/job_requests', search),
    placeholderData: keepPreviousData,
  })

export const jobRequestQuery = (id: string) =>
  queryOptions({
    queryKey: ['job_requests', 'detail', id],
    queryFn: () => apiLegacy.get<JobRequestDetail>(`/wildcard/job_requests/${id}`),
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

export const useSubmitJobRequest = () =>
  useRequestMutation((input: JobRequestInput | z.output<typeof createJobRequest>) =>
    apiLegacy.request<JobRequestDetail>('/wildcard/job_requests', { method: 'POST', body: input }),
  )

export const useUpdateJobRequest = (id: string) =>
  useRequestMutation((input: JobRequestChanges | z.output<typeof updateJobRequest>) =>
    apiLegacy.request<JobRequestDetail>(`/wildcard/job_requests/${id}`, { method: 'PUT', body: input }),
  )

export const useDecideJobRequest = (id: string) =>
  useRequestMutation((input: JobRequestDecision) =>
    apiLegacy.request<JobRequestDetail>(`/wildcard/job_requests/${id}/status`, { method: 'PUT', body: input }),
  )
