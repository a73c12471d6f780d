/**
 * The candidate area: dashboard, interviews, profile (with what was shared), open jobs with the
 * one-click application, and the candidate's settings (password, e-mail choices).
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { ApiBody, ApiData, ApiRow } from '@/lib/api-contract'
import { notify } from '@/lib/toast'

export type CandidateDashboard = ApiData<'get', '/candidate/dashboard'>
export type MyInterview = ApiRow<'/candidate/interviews'>
export type MyInterviewDetail = ApiData<'get', '/candidate/interviews/:id/detail'>
export type MyProfile = ApiData<'get', '/candidate/profile'>
export type CandidateJob = ApiRow<'/candidate/jobs'>
export type NotificationChoices = ApiBody<'put', '/candidate/profile/notifications'>

export const candidateDashboardQuery = () =>
  queryOptions({ queryKey: ['me', 'dashboard'], queryFn: () => api.get('/candidate/dashboard') })

export const myInterviewsQuery = (when: 'upcoming' | 'past' | 'all', page = 1) =>
  queryOptions({
    queryKey: ['me', 'interviews', when, page],
    queryFn: () => api.get('/candidate/interviews', { query: { when, page, limit: 10 } }),
    placeholderData: keepPreviousData,
  })

export const myInterviewQuery = (id: string) =>
  queryOptions({
    queryKey: ['me', 'interview', id],
    queryFn: () => api.get('/candidate/interviews/:id/detail', { param: { id } }),
  })

export const myProfileQuery = () =>
  queryOptions({ queryKey: ['me', 'profile'], queryFn: () => api.get('/candidate/profile') })

export const mySharedFeedbackQuery = () =>
  queryOptions({ queryKey: ['me', 'feedbacks'], queryFn: () => api.get('/candidate/profile/feedbacks') })

export const mySharedCommentsQuery = () =>
  queryOptions({ queryKey: ['me', 'comments'], queryFn: () => api.get('/candidate/profile/comments') })

export const myDocumentsQuery = () =>
  queryOptions({ queryKey: ['me', 'documents'], queryFn: () => api.get('/candidate/profile/documents') })

export const myNotificationsQuery = () =>
  queryOptions({ queryKey: ['me', 'notifications'], queryFn: () => api.get('/candidate/profile/notifications') })

export const candidateJobsQuery = () =>
  queryOptions({ queryKey: ['me', 'jobs'], queryFn: () => api.get('/candidate/jobs', { query: { limit: 50 } }) })

function useMeMutation<TInput>(call: (input: TInput) => Promise<{ message: string }>, invalidate: string[][]) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => {
      for (const queryKey of invalidate) void queryClient.invalidateQueries({ queryKey })
      notify.success(result.message)
    },
    onError: (error: Error) => notify.error(error.message),
  })
}

export const useApplyToJob = () =>
  useMeMutation(
    (jobId: string) => api.send('post', '/candidate/jobs/:id/apply', { param: { id: jobId } }),
    [['me'], ['matching']],
  )

export const useInterviewFeedback = (id: string) =>
  useMeMutation(
    (json: ApiBody<'post', '/candidate/interviews/:id/feedback'>) =>
      api.send('post', '/candidate/interviews/:id/feedback', { param: { id }, json }),
    [['me', 'interview', id]],
  )

export const useNotificationChoices = () =>
  useMeMutation(
    (json: NotificationChoices) => api.send('put', '/candidate/profile/notifications', { json }),
    [
      ['me', 'notifications'],
      ['me', 'profile'],
    ],
  )
