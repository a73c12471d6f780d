/** Interviews (issue 14; docs/interviews.md): the calendar and list, one interview, scorecards, free slots. */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { INTERVIEW_MODES, INTERVIEW_STATES } from '@worker/resources/interviews/interview-states'
import { api } from '@/lib/api'
import type { ApiBody, ApiData, ApiRow } from '@/lib/api-contract'
import { notify } from '@/lib/toast'
import type { InterviewSearch } from './interview-search'

export type Interview = ApiRow<'/wildcard/interviews'>
export type InterviewDetail = ApiData<'get', '/wildcard/interviews/:id'>
export type InterviewHistory = ApiData<'get', '/wildcard/interviews/:id/histories'>[number]
export type InterviewFeedback = ApiData<'get', '/wildcard/interviews/:id/feedback'>
export type Scorecard = InterviewFeedback['scorecards'][number]
export type FreeSlots = ApiData<'get', '/wildcard/interviews/free-slots'>
export type FreeSlot = FreeSlots['slots'][number]
export type ScheduleBody = ApiBody<'post', '/wildcard/candidates/:id/schedule-interview'>
export type UpdateBody = ApiBody<'put', '/wildcard/interviews/:id'>
export type ScorecardBody = ApiBody<'post', '/wildcard/interviews/:id/feedback'>

/** `?view=&week=&status=&mode=&interviewer_id=&opportunity_id=&mine=&page=&search=` of the interviews screen. */
export type { InterviewSearch } from './interview-search'

/** The list filters of the URL, with status and mode only when they name a real one. */
export function narrowed(s: InterviewSearch) {
  const { view: _v, week: _w, when: _when, status, mode, ...rest } = s
  return {
    ...rest,
    status: INTERVIEW_STATES.find((x) => x === status),
    mode: INTERVIEW_MODES.find((x) => x === mode),
  }
}
export type ListFilters = ReturnType<typeof narrowed>

/** One week of the calendar: every interview from `from` to `to` (instants in the viewer's zone). */
export const weekQuery = (from: string, to: string, filters: ListFilters) =>
  queryOptions({
    queryKey: ['interviews', 'week', from, to, filters],
    queryFn: () =>
      api.get('/wildcard/interviews', {
        query: { ...filters, page: 1, from, to, limit: 100, sort: 'scheduled_at', order: 'asc' },
      }),
    placeholderData: keepPreviousData,
  })

/** The list: what is to come soonest first, what is past latest first, or all of it latest first. */
export const interviewListQueryOptions = (filters: ListFilters, when: 'upcoming' | 'past' | 'all') =>
  queryOptions({
    queryKey: ['interviews', 'list', filters, when],
    queryFn: () => {
      const now = new Date().toISOString()
      return api.get('/wildcard/interviews', {
        query: {
          ...filters,
          limit: 20,
          sort: 'scheduled_at',
          order: when === 'upcoming' ? 'asc' : 'desc',
          from: when === 'upcoming' ? now : undefined,
          to: when === 'past' ? now : undefined,
        },
      })
    },
    placeholderData: keepPreviousData,
  })

export const interviewQuery = (id: string) =>
  queryOptions({
    queryKey: ['interviews', 'one', id],
    queryFn: () => api.get('/wildcard/interviews/:id', { param: { id } }),
  })

export const interviewHistoryQuery = (id: string) =>
  queryOptions({
    queryKey: ['interviews', 'history', id],
    queryFn: () => api.get('/wildcard/interviews/:id/histories', { param: { id } }),
  })

export const interviewFeedbackQuery = (id: string) =>
  queryOptions({
    queryKey: ['interviews', 'feedback', id],
    queryFn: () => api.get('/wildcard/interviews/:id/feedback', { param: { id } }),
  })

/** A candidate's interviews (the candidate page's rounds). */
export const candidateInterviewsQuery = (candidateId: string) =>
  queryOptions({
    queryKey: ['interviews', 'candidate', candidateId],
    queryFn: () =>
      api.get('/wildcard/interviews', {
        query: { candidate_id: candidateId, limit: 100, sort: 'scheduled_at', order: 'asc' },
      }),
  })

export type SlotSearch = {
  interviewerIds: string[]
  startDate: string
  endDate: string
  duration: number
  candidateId?: string
  excludeInterviewId?: string
}

export const freeSlotsQuery = (s: SlotSearch) =>
  queryOptions({
    queryKey: ['interviews', 'free-slots', s],
    queryFn: () =>
      api.get('/wildcard/interviews/free-slots', {
        query: {
          interviewer_ids: s.interviewerIds.join(','),
          start_date: s.startDate,
          end_date: s.endDate,
          duration: s.duration,
          candidate_id: s.candidateId,
          exclude_interview_id: s.excludeInterviewId,
        },
      }),
    enabled: s.interviewerIds.length > 0,
  })

/** The business's own time zone: the default of an invitation's. */
export const businessZoneQuery = () =>
  queryOptions({
    queryKey: ['businesses', 'detail', 'timezone'],
    queryFn: async () => (await api.get('/wildcard/businesses/detail')).timezone,
    staleTime: 10 * 60_000,
  })

/** Jobs for the filter (the same list as the job forms' select, under its own key). */
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
    queryFn: () => api.get('/wildcard/employees/options/all'),
    staleTime: 60_000,
  })

/** Everything an interview change can touch on screen. */
function refresh(queryClient: ReturnType<typeof useQueryClient>) {
  for (const key of ['interviews', 'applications', 'candidates', 'opportunities', 'dashboard'])
    void queryClient.invalidateQueries({ queryKey: [key] })
}

function useInterviewMutation<TInput, TData>(call: (input: TInput) => Promise<{ data: TData; message: string }>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => {
      notify.success(result.message)
      refresh(queryClient)
    },
    onError: (error: Error) => notify.error(error.message),
  })
}

/** Schedule from the candidate page or the board (the candidate's application, or the job named). */
export const useScheduleInterview = (candidateId: string) =>
  useInterviewMutation((json: ScheduleBody) =>
    api.send('post', '/wildcard/candidates/:id/schedule-interview', { param: { id: candidateId }, json }),
  )

export const useUpdateInterview = (id: string) =>
  useInterviewMutation((json: UpdateBody) => api.send('put', '/wildcard/interviews/:id', { param: { id }, json }))

export const useInterviewStatus = (id: string) =>
  useInterviewMutation((json: ApiBody<'put', '/wildcard/interviews/:id/status'>) =>
    api.send('put', '/wildcard/interviews/:id/status', { param: { id }, json }),
  )

export const useCancelInterview = (id: string) =>
  useInterviewMutation((reason: string) =>
    api.send('put', '/wildcard/interviews/:id/cancel', { param: { id }, json: { reason } }),
  )

export const useRejectAtInterview = (id: string) =>
  useInterviewMutation((reason: string) =>
    api.send('put', '/wildcard/interviews/:id/reject', { param: { id }, json: { reason } }),
  )

export const useSubmitScorecard = (id: string) =>
  useInterviewMutation((json: ScorecardBody) =>
    api.send('post', '/wildcard/interviews/:id/feedback', { param: { id }, json }),
  )
