/** Matching: a job's top candidates, a candidate's similar candidates and jobs, the candidate's matching jobs, "Draft with AI". */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { ApiBody, ApiData, ApiRow } from '@/lib/api-contract'
import { notify } from '@/lib/toast'

export type TopCandidates = ApiData<'get', '/wildcard/opportunities/:id/top/candidate'>
export type TopCandidate = ApiRow<'/wildcard/opportunities/:id/top/candidate'>
export type SimilarCandidate = ApiRow<'/wildcard/candidates/:id/similar_candidate'>
export type SimilarJob = ApiRow<'/wildcard/candidates/:id/similar-jobs'>
export type MatchingJob = ApiRow<'/candidate/opportunities'>
export type MatchExplanation = TopCandidate['explanation']
export type JobDescriptionDraft = ApiData<'post', '/wildcard/opportunities/generate/job_description'>
export type JobDescriptionForm = ApiBody<'post', '/wildcard/opportunities/generate/job_description'>

/** While the queue refreshes a list, ask again every few seconds so the screen catches up by itself. */
const REFRESH_MS = 3000

export const topCandidatesQuery = (id: string, opts: { limit: number; includeExcluded: boolean }) =>
  queryOptions({
    queryKey: ['matching', 'top', id, opts],
    queryFn: () =>
      api.get('/wildcard/opportunities/:id/top/candidate', {
        param: { id },
        query: { limit: opts.limit, include_excluded: opts.includeExcluded ? 'true' : undefined },
      }),
    refetchInterval: (q) =>
      q.state.data && (q.state.data.status === 'refreshing' || q.state.data.pending_candidates > 0)
        ? REFRESH_MS
        : false,
  })

export const similarCandidatesQuery = (id: string, limit = 6) =>
  queryOptions({
    queryKey: ['matching', 'similar-candidates', id, limit],
    queryFn: () => api.get('/wildcard/candidates/:id/similar_candidate', { param: { id }, query: { limit } }),
  })

export const similarJobsQuery = (id: string, limit = 5) =>
  queryOptions({
    queryKey: ['matching', 'similar-jobs', id, limit],
    queryFn: () => api.get('/wildcard/candidates/:id/similar-jobs', { param: { id }, query: { limit } }),
  })

export const matchingJobsQuery = (limit = 20) =>
  queryOptions({
    queryKey: ['matching', 'my-jobs', limit],
    queryFn: () => api.get('/candidate/opportunities', { query: { limit } }),
  })

export const useDraftJobDescription = () =>
  useMutation({
    mutationFn: (json: JobDescriptionForm) =>
      api.send('post', '/wildcard/opportunities/generate/job_description', { json }),
  })

/** "Add to pipeline" from a job's top candidates: the candidate's application to that job (the applications API). */
export const useAddToPipeline = (jobId: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (candidateId: string) =>
      api.send('post', '/wildcard/candidates/:id/applications', {
        param: { id: candidateId },
        json: { opportunity_id: jobId, source: 'top candidates' },
      }),
    onSuccess: ({ message }) => {
      notify.success(message)
      void queryClient.invalidateQueries({ queryKey: ['matching'] })
      void queryClient.invalidateQueries({ queryKey: ['opportunities'] })
      void queryClient.invalidateQueries({ queryKey: ['candidates'] })
    },
    onError: (error) => notify.error(error.message),
  })
}
