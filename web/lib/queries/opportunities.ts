/** Jobs (opportunities): the list, one job, its shortlist, and the calls that change them. */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type {
  changeOpportunityStatus,
  createOpportunity,
  OpportunityListQuery,
  updateOpportunity,
} from '@worker/resources/opportunities/opportunities.schema'
import type { z } from '@worker/schemas/zod'
import type { PageData } from '@/components/layout/data-table'
import { type ApiResult, api, apiLegacy } from '@/lib/api'
import { notify } from '@/lib/toast'

export type CandidateStage =
  | 'new'
  | 'screening'
  | 'shortlisted'
  | 'interviewing'
  | 'offered'
  | 'hired'
  | 'rejected'
  | 'withdrawn'
export type OpportunityStatus = 'draft' | 'open' | 'on_hold' | 'closed' | 'filled'
export type PipelineCounts = Record<CandidateStage, number> & { total: number }
export type NamedRef = { id: string; name: string | null }

export type Opportunity = {
  id: string
  title: string
  code: string | null
  department_id: string | null
  branch_id: string | null
  hiring_manager_id: string | null
  employment_type: string
  workplace: string
  location: string | null
  salary_min: number | null
  salary_max: number | null
  salary_currency: string | null
  openings: number
  skills: string[]
  experience_min: number | null
  experience_max: number | null
  deadline: string | null
  email_template_id: string | null
  status: OpportunityStatus
  published_at: string | null
  closed_at: string | null
  created_at: string
  updated_at: string
  department: NamedRef | null
  branch: NamedRef | null
  hiring_manager: (NamedRef & { email?: string; designation?: string | null }) | null
  candidate_counts: PipelineCounts
}

export type PipelineCandidate = {
  id: string
  name: string
  email: string
  current_title: string | null
  current_company: string | null
  experience_years: number | null
  status: CandidateStage
  is_blacklisted: boolean
  updated_at: string
}
export type HistoryEntry = {
  id: string
  from_status: string | null
  to_status: string
  reason: string | null
  actor_name: string | null
  created_at: string
}

export type OpportunityDetail = Opportunity & {
  description: string | null
  email_template: NamedRef | null
  created_by_name: string | null
  pipeline_candidates: Record<CandidateStage, PipelineCandidate[]> | null
  status_history: HistoryEntry[]
  job_request: { id: string; title: string; status: string } | null
}

export type Option = { value: string; label: string }
export type OpportunitySearch = Partial<Omit<OpportunityListQuery, 'limit'>>

export const opportunitiesQuery = (search: OpportunitySearch) =>
  queryOptions({
    queryKey: ['opportunities', 'list', search],
    queryFn: () => apiLegacy.get<PageData<Opportunity>>('/wildcard/opportunities', search),
    placeholderData: keepPreviousData,
  })

export const opportunityQuery = (id: string) =>
  queryOptions({
    queryKey: ['opportunities', 'detail', id],
    queryFn: () => apiLegacy.get<OpportunityDetail>(`/wildcard/opportunities/${id}`),
  })

export const opportunityOptionsQuery = () =>
  queryOptions({
    queryKey: ['opportunities', 'options'],
    queryFn: () => apiLegacy.get<Option[]>('/wildcard/opportunities/options/all'),
  })

/**
 * The select boxes of the job forms come from other resources' `options/all`. A caller who may
 * not read one (or a resource not there yet) gets an empty list: the field stays optional.
 */
export const referenceOptionsQuery = (
  resource: 'departments' | 'business_branches' | 'employees' | 'email_templates',
) =>
  queryOptions({
    queryKey: [resource, 'options'],
    queryFn: () => apiLegacy.get<Option[]>(`/wildcard/${resource}/options/all`).catch(() => [] as Option[]),
    staleTime: 60_000,
    retry: false,
  })

/** What the forms hold: the API's own schemas, before parsing. */
export type OpportunityInput = z.input<typeof createOpportunity>
export type OpportunityChanges = z.input<typeof updateOpportunity>
export type OpportunityStatusInput = z.input<typeof changeOpportunityStatus>

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

export const useCreateOpportunity = () =>
  useJobMutation((input: OpportunityInput | z.output<typeof createOpportunity>) =>
    apiLegacy.request<OpportunityDetail>('/wildcard/opportunities', { method: 'POST', body: input }),
  )

export const useUpdateOpportunity = (id: string) =>
  useJobMutation((input: OpportunityChanges | z.output<typeof updateOpportunity>) =>
    apiLegacy.request<OpportunityDetail>(`/wildcard/opportunities/${id}`, { method: 'PUT', body: input }),
  )

export const useChangeOpportunityStatus = (id: string) =>
  useJobMutation((input: OpportunityStatusInput) =>
    apiLegacy.request<OpportunityDetail>(`/wildcard/opportunities/${id}/status`, { method: 'PUT', body: input }),
  )
