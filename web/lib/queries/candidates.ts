/** Candidates: the list, one candidate and everything around them, and the calls that change them. */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type {
  addComment,
  changeStatus,
  createCandidate,
  requestDocuments,
  saveSearchFilter,
  sendEmail,
  updateCandidate,
} from '@worker/resources/candidates/candidates.schema'
import type { z } from '@worker/schemas/zod'
import type { PageData } from '@/components/layout/data-table'
import { type ApiResult, api, apiLegacy, type Query } from '@/lib/api'
import { notify } from '@/lib/toast'

export type CandidateStatus =
  | 'new'
  | 'screening'
  | 'shortlisted'
  | 'interviewing'
  | 'offered'
  | 'hired'
  | 'rejected'
  | 'withdrawn'

export type Candidate = {
  id: string
  name: string
  first_name: string
  last_name: string
  email: string
  phone: string | null
  location: string | null
  current_title: string | null
  current_company: string | null
  experience_years: number | null
  qualification: string | null
  skills: string[]
  education: { degree: string; institution?: string; year?: number }[] | null
  experience: { title: string; company?: string; from?: string; to?: string; summary?: string }[] | null
  summary: string | null
  linkedin_url: string | null
  expected_salary: number | null
  notice_period_days: number | null
  source: string
  status: CandidateStatus
  is_blacklisted: boolean
  blacklist_reason: string | null
  opportunity_id: string | null
  opportunity: { id: string; title: string | null; status: string | null } | null
  opportunity_title: string | null
  resume_document_id: string | null
  has_account: boolean
  registered_at: string | null
  created_at: string
  updated_at: string
}

export type HistoryItem = {
  id: string
  from_status: string | null
  to_status: string
  reason: string | null
  actor_kind: string | null
  actor_name: string | null
  meta: { event?: string } | null
  created_at: string
}
export type FileInfo = {
  id: string
  file_name: string
  content_type: string
  size: number
  created_at: string
  download_url: string
}

export type CandidateDetail = Candidate & {
  assignee: { id: string; name: string } | null
  resume: FileInfo | null
  status_history: HistoryItem[]
  counts: { comments: number; feedback: number; documents: number; interviews: number }
}

export type RequestedDocument = {
  id: string
  name: string
  status: 'requested' | 'received'
  document_id: string | null
  requested_at: string | null
  received_at: string | null
  requested_by_name?: string | null
  download_url: string | null
  file: { file_name: string; size: number; content_type: string } | null
}

export type CandidateFiles = { resume: FileInfo | null; documents: RequestedDocument[]; pending_count: number }
export type Comment = {
  id: string
  body: string
  text: string
  is_shared: boolean
  created_at: string
  author: { id: string; name: string; avatar_url: string | null }
  mentioned: { id: string; name: string | null }[]
}
export type Feedback = {
  id: string
  rating: number | null
  recommendation: 'strong_yes' | 'yes' | 'no' | 'strong_no' | null
  strengths: string | null
  concerns: string | null
  notes: string | null
  created_at: string
  author: { kind: string; id: string; name: string }
  interview: { id: string; title: string | null; round: number | null } | null
}
export type FeedbackPage = PageData<Feedback> & { average_rating: number | null; rated_count: number }
export type StatusOption = {
  value: CandidateStatus
  label: string
  count: number
  next: CandidateStatus[]
  requires_reason: boolean
  is_final: boolean
}
export type Option = { value: string; label: string }
export type SavedFilter = {
  id: string
  name: string
  filters: Record<string, string | number | boolean>
  created_at: string
}
export type EmployeeOption = Option & { email?: string; designation?: string | null }
export type Duplicate = { existing: Candidate; matched_on: 'email' | 'phone' }

export type CandidateFilterValues = {
  search?: string
  status?: CandidateStatus
  opportunity_id?: string
  source?: string
  experience_min?: number
  experience_max?: number
  qualification?: string
  blacklisted?: 'true' | 'false'
  sort?: 'created_at' | 'name' | 'experience'
  order?: 'asc' | 'desc'
}
export type CandidateSearch = CandidateFilterValues & { page?: number }

const base = '/wildcard/candidates'
const asQuery = (s: object) => s as Query

export const candidatesQuery = (search: CandidateSearch) =>
  queryOptions({
    queryKey: ['candidates', 'list', search],
    queryFn: () => apiLegacy.get<PageData<Candidate>>(base, asQuery(search)),
    placeholderData: keepPreviousData,
  })

export const candidateQuery = (id: string) =>
  queryOptions({
    queryKey: ['candidates', 'detail', id],
    queryFn: () => apiLegacy.get<CandidateDetail>(`${base}/${id}`),
  })
export const candidateFilesQuery = (id: string) =>
  queryOptions({
    queryKey: ['candidates', 'files', id],
    queryFn: () => apiLegacy.get<CandidateFiles>(`${base}/${id}/documents`),
  })
export const commentsQuery = (id: string) =>
  queryOptions({
    queryKey: ['candidates', 'comments', id],
    queryFn: () => apiLegacy.get<PageData<Comment>>(`${base}/${id}/comments`, { limit: 100 }),
  })
export const feedbackQuery = (id: string) =>
  queryOptions({
    queryKey: ['candidates', 'feedback', id],
    queryFn: () => apiLegacy.get<FeedbackPage>(`${base}/${id}/feedback`, { limit: 100 }),
  })
export const statusOptionsQuery = () =>
  queryOptions({
    queryKey: ['candidates', 'options', 'status'],
    queryFn: () => apiLegacy.get<StatusOption[]>(`${base}/options/status`),
  })
export const qualificationOptionsQuery = () =>
  queryOptions({
    queryKey: ['candidates', 'options', 'qualifications'],
    queryFn: () => apiLegacy.get<(Option & { count: number })[]>(`${base}/options/qualifications`),
    staleTime: 60_000,
  })
export const savedFiltersQuery = () =>
  queryOptions({
    queryKey: ['candidates', 'search-filters'],
    queryFn: () => apiLegacy.get<SavedFilter[]>(`${base}/search-filters`),
  })

/** Pickers fed by other resources: a caller who may not read one gets an empty list and a plainer form. */
export const jobOptionsQuery = () =>
  queryOptions({
    queryKey: ['opportunities', 'options'],
    queryFn: () => apiLegacy.get<Option[]>('/wildcard/opportunities/options/all').catch(() => [] as Option[]),
    staleTime: 60_000,
    retry: false,
  })
export const employeeOptionsQuery = () =>
  queryOptions({
    queryKey: ['employees', 'options'],
    queryFn: () => apiLegacy.get<EmployeeOption[]>('/wildcard/employees/options/all').catch(() => null),
    staleTime: 60_000,
    retry: false,
  })
export const templateOptionsQuery = () =>
  queryOptions({
    queryKey: ['email_templates', 'options'],
    queryFn: () => apiLegacy.get<Option[]>('/wildcard/email_templates/options/all').catch(() => [] as Option[]),
    staleTime: 60_000,
    retry: false,
  })

export type CandidateInput = z.input<typeof createCandidate>
export type CandidateChanges = z.input<typeof updateCandidate>

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

export const useCreateCandidate = () =>
  useCandidateMutation((input: CandidateInput) => apiLegacy.request<Candidate>(base, { method: 'POST', body: input }), {
    toastErrors: false,
  })
export const useUpdateCandidate = (id: string) =>
  useCandidateMutation(
    (input: CandidateChanges) => apiLegacy.request<Candidate>(`${base}/${id}`, { method: 'PUT', body: input }),
    { toastErrors: false },
  )
export const useChangeStatus = (id: string) =>
  useCandidateMutation((input: z.input<typeof changeStatus>) =>
    apiLegacy.request<Candidate>(`${base}/${id}/status`, { method: 'PUT', body: input }),
  )
export const useBlacklist = (id: string, action: 'blacklist' | 'whitelist') =>
  useCandidateMutation((input: { reason?: string | null }) =>
    apiLegacy.request<Candidate>(`${base}/${id}/${action}`, { method: 'PUT', body: input }),
  )
export const useDeleteCandidate = (id: string) =>
  useCandidateMutation(() => apiLegacy.request<{ id: string }>(`${base}/${id}`, { method: 'DELETE' }))
export const useAddComment = (id: string) =>
  useCandidateMutation((input: z.input<typeof addComment>) =>
    apiLegacy.request<Comment>(`${base}/${id}/add-comments`, { method: 'POST', body: input }),
  )
export const useSendEmail = (id: string) =>
  useCandidateMutation((input: z.input<typeof sendEmail>) =>
    apiLegacy.request<{ to: string }>(`${base}/${id}/send-email`, { method: 'POST', body: input }),
  )
export const useRequestDocuments = (id: string) =>
  useCandidateMutation((input: z.input<typeof requestDocuments>) =>
    apiLegacy.request<{ requested: RequestedDocument[] }>(`${base}/${id}/request-document-email`, {
      method: 'POST',
      body: input,
    }),
  )
/** Make one of the candidate's received documents (PDF or Word) their resume; the old one stays a document. */
export const useChooseResume = (id: string) =>
  useCandidateMutation((documentId: string) =>
    apiLegacy.request<CandidateFiles>(`${base}/${id}/resume`, { method: 'PUT', body: { document_id: documentId } }),
  )
export const useCheckDocuments = (id: string) =>
  useCandidateMutation(() =>
    apiLegacy.request<{ all_received: boolean }>(`${base}/${id}/check-documents`, { method: 'POST' }),
  )
export const useSaveFilter = () =>
  useCandidateMutation((input: z.input<typeof saveSearchFilter>) =>
    apiLegacy.request<SavedFilter>(`${base}/search-filters`, { method: 'POST', body: input }),
  )
export const useDeleteFilter = () =>
  useCandidateMutation((id: string) =>
    apiLegacy.request<{ id: string }>(`${base}/search-filters/${id}`, { method: 'DELETE' }),
  )

/** The filtered list as a file (CSV or XLSX), saved under the server's file name. */
export function downloadExport(filters: CandidateFilterValues, format: 'csv' | 'xlsx') {
  return apiLegacy.download(`${base}/export/details`, asQuery({ ...filters, format }))
}

/** A PDF report: one candidate's profile, or a summary of the filtered list. */
export function downloadReport(args: { candidateId: string } | { filters: CandidateFilterValues }) {
  return apiLegacy.download(
    `${base}/generate/reports`,
    asQuery(
      'candidateId' in args ? { format: 'pdf', candidate_id: args.candidateId } : { ...args.filters, format: 'pdf' },
    ),
  )
}

/** A document of the candidate through its authorized download URL (already under /api/v1). */
export function downloadFile(url: string) {
  return apiLegacy.download(url.replace(/^\/api\/v1/, ''))
}
