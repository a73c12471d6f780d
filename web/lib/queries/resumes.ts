/** Resume extraction: the records, one record with its text, uploads with progress, and saving. */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  isPendingResume,
  RESUME_STATES,
  type ResumeState,
  resumeListQuery,
} from '@worker/resources/resumes/resumes.schema'
import type { z } from '@worker/schemas/zod'
import { type ApiResult, api, type UploadProgress } from '@/lib/api'
import type { ApiBody, ApiData, ApiRow } from '@/lib/api-contract'
import { urlSearch } from '@/lib/url-search'

export type ResumeRecord = ApiRow<'/wildcard/resumes'>
export type ResumeDetail = ApiData<'get', '/wildcard/resumes/:id'>
export type ResumeFieldsAnswer = NonNullable<ResumeDetail['fields']>
export type UploadedResume = ApiData<'post', '/wildcard/resumes/upload'>[number]
export type SaveRecordsBody = ApiBody<'post', '/wildcard/resumes/save_records'>
export type SaveRecordsAnswer = ApiData<'post', '/wildcard/resumes/save_records'>
export type SaveToCandidateBody = ApiBody<'post', '/wildcard/resumes/save_candidate/:id'>
export type SaveToCandidateAnswer = ApiData<'post', '/wildcard/resumes/save_candidate/:id'>

/** `?batch=&status=&resume=` of the extraction screen. */
export const resumeSearch = urlSearch(
  resumeListQuery.pick({ status: true, batch_id: true }).extend({
    resume: resumeListQuery.shape.batch_id,
  }),
)
export type ResumeSearch = z.infer<typeof resumeSearch>

export const STATUS_FILTERS: ResumeState[] = [...RESUME_STATES]

/** Asks again every 1.5 s while a record of the page is still queued or extracting. */
const whilePending = (rows: { status: ResumeState }[] | undefined) =>
  rows?.some((r) => isPendingResume(r.status)) ? 1500 : false

export const resumesQuery = (q: { status?: ResumeState; batch_id?: string; limit?: number }) =>
  queryOptions({
    queryKey: ['resumes', 'list', q],
    queryFn: () => api.get('/wildcard/resumes', { query: { limit: 50, ...q } }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => whilePending(query.state.data?.rows),
  })

export const resumeQuery = (id: string) =>
  queryOptions({
    queryKey: ['resumes', 'detail', id],
    queryFn: () => api.get('/wildcard/resumes/:id', { param: { id } }),
    refetchInterval: (query) => (query.state.data && isPendingResume(query.state.data.status) ? 1500 : false),
  })

/** One multipart request of the upload (the screen splits big drops into several). */
export function uploadResumes(files: File[], onProgress?: (p: UploadProgress) => void, signal?: AbortSignal) {
  const form = new FormData()
  for (const file of files) form.append('files', file, file.name)
  return api.upload('/wildcard/resumes/upload', form, { onProgress, signal })
}

/** Saving refreshes the records and everything a new candidate or application shows on. */
function useResumeMutation<TInput, TData>(call: (input: TInput) => Promise<ApiResult<TData>>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      for (const key of ['resumes', 'candidates', 'opportunities', 'applications'])
        void queryClient.invalidateQueries({ queryKey: [key] })
    },
  })
}

export const useSaveRecords = () =>
  useResumeMutation((json: SaveRecordsBody) => api.send('post', '/wildcard/resumes/save_records', { json }))

export const useSaveToCandidate = () =>
  useResumeMutation(({ candidateId, ...json }: SaveToCandidateBody & { candidateId: string }) =>
    api.send('post', '/wildcard/resumes/save_candidate/:id', { param: { id: candidateId }, json }),
  )

/** The uploaded file itself (to open the original). */
export const downloadResumeFile = (id: string) => api.download('/wildcard/resumes/:id/file', { param: { id } })
