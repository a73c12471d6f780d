/** Candidates: the list, one candidate and everything around them, and the calls that change them. */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { SnakeKeys } from '@worker/lib/case'
import { type CandidateState, candidateListQuery } from '@worker/resources/candidates/candidates.schema'
import type { Duplicate as ServerDuplicate } from '@worker/resources/candidates/duplicates.service'
import type { z } from '@worker/schemas/zod'
import { type ApiResult, api } from '@/lib/api'
import type { ApiBody, ApiData, ApiRow } from '@/lib/api-contract'
import { notify } from '@/lib/toast'
import { urlSearch } from '@/lib/url-search'

export type CandidateStatus = CandidateState
export type Candidate = ApiRow<'/wildcard/candidates'>
export type CandidateDetail = ApiData<'get', '/wildcard/candidates/:id'>
export type HistoryItem = CandidateDetail['status_history'][number]
export type CandidateFiles = ApiData<'get', '/wildcard/candidates/:id/documents'>
export type RequestedDocument = CandidateFiles['documents'][number]
export type Comment = ApiRow<'/wildcard/candidates/:id/comments'>
export type Feedback = ApiRow<'/wildcard/candidates/:id/feedback'>
export type StatusOption = ApiData<'get', '/wildcard/candidates/options/status'>[number]
export type SavedFilter = ApiData<'get', '/wildcard/candidates/search-filters'>[number]
export type EmployeeOption = ApiData<'get', '/wildcard/employees/options/all'>[number]
export type CandidateInput = ApiBody<'post', '/wildcard/candidates'>
/** What a 409 on create or edit names: the record that already has the e-mail or phone (the service's answer, in snake_case). */
export type Duplicate = SnakeKeys<ServerDuplicate>

/** `?page=&search=&status=&…` of the candidates screen: the API's list query, forgiving. */
export const candidateSearch = urlSearch(candidateListQuery.omit({ limit: true }))
export type CandidateSearch = z.infer<typeof candidateSearch>
/** The filters in effect: the search without its page (what a saved filter keeps, what export and report take). */
export type CandidateFilterValues = Omit<CandidateSearch, 'page'>

export const candidatesQuery = (search: CandidateSearch) =>
  queryOptions({
    queryKey: ['candidates', 'list', search],
    queryFn: () => api.get('/wildcard/candidates', { query: search }),
    placeholderData: keepPreviousData,
  })

export const candidateQuery = (id: string) =>
  queryOptions({
    queryKey: ['candidates', 'detail', id],
    queryFn: () => api.get('/wildcard/candidates/:id', { param: { id } }),
  })
export const candidateFilesQuery = (id: string) =>
  queryOptions({
    queryKey: ['candidates', 'files', id],
    queryFn: () => api.get('/wildcard/candidates/:id/documents', { param: { id } }),
  })
export const commentsQuery = (id: string) =>
  queryOptions({
    queryKey: ['candidates', 'comments', id],
    queryFn: () => api.get('/wildcard/candidates/:id/comments', { param: { id }, query: { limit: 100 } }),
  })
export const feedbackQuery = (id: string) =>
  queryOptions({
    queryKey: ['candidates', 'feedback', id],
    queryFn: () => api.get('/wildcard/candidates/:id/feedback', { param: { id }, query: { limit: 100 } }),
  })
export const statusOptionsQuery = () =>
  queryOptions({
    queryKey: ['candidates', 'options', 'status'],
    queryFn: () => api.get('/wildcard/candidates/options/status'),
  })
export const qualificationOptionsQuery = () =>
  queryOptions({
    queryKey: ['candidates', 'options', 'qualifications'],
    queryFn: () => api.get('/wildcard/candidates/options/qualifications'),
    staleTime: 60_000,
  })
export const savedFiltersQuery = () =>
  queryOptions({
    queryKey: ['candidates', 'search-filters'],
    queryFn: () => api.get('/wildcard/candidates/search-filters'),
  })

/** Pickers fed by other resources: a caller who may not read one gets an empty list and a plainer form. */
export const jobOptionsQuery = () =>
  queryOptions({
    queryKey: ['opportunities', 'options'],
    queryFn: () => api.get('/wildcard/opportunities/options/all').catch(() => []),
    staleTime: 60_000,
    retry: false,
  })
export const employeeOptionsQuery = () =>
  queryOptions({
    queryKey: ['employees', 'options'],
    queryFn: () => api.get('/wildcard/employees/options/all').catch(() => null),
    staleTime: 60_000,
    retry: false,
  })
export const templateOptionsQuery = () =>
  queryOptions({
    queryKey: ['email_templates', 'options'],
    queryFn: () => api.get('/wildcard/email_templates/options/all').catch(() => []),
    staleTime: 60_000,
    retry: false,
  })

/** The record that already has this e-mail or phone, looked up the way the list searches. */
export async function findCandidate(search: string): Promise<Candidate | null> {
  const page = await api.get('/wildcard/candidates', { query: { search, limit: 1 } }).catch(() => null)
  return page?.rows[0] ?? null
}

/** A mutation that refreshes the candidate screens and toasts the server's message. */
function useCandidateMutation<TInput, TData>(
  call: (input: TInput) => Promise<ApiResult<TData>>,
  opts: { toastErrors?: boolean } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: ['candidates'] })
      void queryClient.invalidateQueries({ queryKey: ['opportunities'] })
      notify.success(result.message)
    },
    onError: (error: Error) => {
      if (opts.toastErrors !== false) notify.error(error.message)
    },
  })
}

/** Add a candidate, or edit one (`id` given); a 409 (duplicate e-mail or phone) is the form's to show. */
export const useSaveCandidate = (id?: string) =>
  useCandidateMutation(
    (json: CandidateInput) =>
      id
        ? api.send('put', '/wildcard/candidates/:id', { param: { id }, json })
        : api.send('post', '/wildcard/candidates', { json }),
    { toastErrors: false },
  )
export const useChangeStatus = (id: string) =>
  useCandidateMutation((json: ApiBody<'put', '/wildcard/candidates/:id/status'>) =>
    api.send('put', '/wildcard/candidates/:id/status', { param: { id }, json }),
  )
export const useBlacklist = (id: string) =>
  useCandidateMutation((json: ApiBody<'put', '/wildcard/candidates/:id/blacklist'>) =>
    api.send('put', '/wildcard/candidates/:id/blacklist', { param: { id }, json }),
  )
export const useWhitelist = (id: string) =>
  useCandidateMutation((json: ApiBody<'put', '/wildcard/candidates/:id/whitelist'>) =>
    api.send('put', '/wildcard/candidates/:id/whitelist', { param: { id }, json }),
  )
export const useDeleteCandidate = (id: string) =>
  useCandidateMutation(() => api.send('delete', '/wildcard/candidates/:id', { param: { id } }))
export const useAddComment = (id: string) =>
  useCandidateMutation((json: ApiBody<'post', '/wildcard/candidates/:id/add-comments'>) =>
    api.send('post', '/wildcard/candidates/:id/add-comments', { param: { id }, json }),
  )
export const useSendEmail = (id: string) =>
  useCandidateMutation((json: ApiBody<'post', '/wildcard/candidates/:id/send-email'>) =>
    api.send('post', '/wildcard/candidates/:id/send-email', { param: { id }, json }),
  )
export const useRequestDocuments = (id: string) =>
  useCandidateMutation((json: ApiBody<'post', '/wildcard/candidates/:id/request-document-email'>) =>
    api.send('post', '/wildcard/candidates/:id/request-document-email', { param: { id }, json }),
  )
/** Make one of the candidate's received documents (PDF or Word) their resume; the old one stays a document. */
export const useChooseResume = (id: string) =>
  useCandidateMutation((documentId: string) =>
    api.send('put', '/wildcard/candidates/:id/resume', { param: { id }, json: { document_id: documentId } }),
  )
export const useCheckDocuments = (id: string) =>
  useCandidateMutation(() => api.send('post', '/wildcard/candidates/:id/check-documents', { param: { id }, json: {} }))
export const useSaveFilter = () =>
  useCandidateMutation((json: ApiBody<'post', '/wildcard/candidates/search-filters'>) =>
    api.send('post', '/wildcard/candidates/search-filters', { json }),
  )
export const useDeleteFilter = () =>
  useCandidateMutation((id: string) => api.send('delete', '/wildcard/candidates/search-filters/:id', { param: { id } }))

/** The filtered list as a file (CSV or XLSX), saved under the server's file name. */
export function downloadExport(filters: CandidateFilterValues, format: 'csv' | 'xlsx') {
  return api.download('/wildcard/candidates/export/details', { query: { ...filters, format } })
}

/** A PDF report: one candidate's profile, or a summary of the filtered list. */
export function downloadReport(args: { candidateId: string } | { filters: CandidateFilterValues }) {
  const query = 'candidateId' in args ? { candidate_id: args.candidateId } : args.filters
  return api.download('/wildcard/candidates/generate/reports', { query: { ...query, format: 'pdf' } })
}

/** One of the candidate's files (the resume or a received document) through its authorized download. */
export function downloadDocument(candidateId: string, documentId: string) {
  return api.download('/wildcard/candidates/:id/documents/:documentId/download', {
    param: { id: candidateId, documentId },
  })
}
