/**
 * The online exam: the candidate taking it (overview, start, questions, answers, heartbeat, run
 * code, submit, what they handed in) and staff authoring and reading it (questions, window,
 * results, a reviewer's scores, a candidate's exams).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { ApiBody, ApiData } from '@/lib/api-contract'
import { notify } from '@/lib/toast'

export type ExamOverview = ApiData<'get', '/candidate/interviews/:id/detail'>
export type ExamInfo = ApiData<'post', '/candidate/interviews/:id/start-exam'>
export type ExamSession = ApiData<'get', '/candidate/interviews/:id/questions'>
export type ExamQuestion = ExamSession['questions'][number]
export type SavedAnswer = ExamSession['answers'][number]
export type CodingRun = ApiData<'post', '/candidate/coding_rounds/:id/run-code'>
export type AnswerBody = ApiBody<'post', '/candidate/interviews/:id/answer/:q'>
export type Submission = ApiData<'get', '/candidate/interviews/:id/submission_detail'>

export const examOverviewQuery = (id: string) =>
  queryOptions({
    queryKey: ['exam', id, 'overview'],
    queryFn: () => api.get('/candidate/interviews/:id/detail', { param: { id } }),
  })

export const examSessionQuery = (id: string) =>
  queryOptions({
    queryKey: ['exam', id, 'session'],
    queryFn: () => api.get('/candidate/interviews/:id/questions', { param: { id } }),
    // The screen keeps its own copy of the answers; a refetch would fight the typing.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: 3,
  })

export const submissionQuery = (id: string) =>
  queryOptions({
    queryKey: ['exam', id, 'submission'],
    queryFn: () => api.get('/candidate/interviews/:id/submission_detail', { param: { id } }),
  })

export const useStartExam = (id: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.send('post', '/candidate/interviews/:id/start-exam', { param: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['exam', id] }),
    onError: (error: Error) => notify.error(error.message),
  })
}

export const saveAnswer = (id: string, questionId: string, json: AnswerBody) =>
  api.send('post', '/candidate/interviews/:id/answer/:q', { param: { id, q: questionId }, json })

export const sendHeartbeat = (id: string, questionId: string | null, answered: number) =>
  api.send('post', '/candidate/interviews/:id/heartbeat', {
    param: { id },
    json: { question_id: questionId, answered },
  })

export const useRunCode = () =>
  useMutation({
    mutationFn: (input: { roundId: string; language: 'javascript' | 'python'; code: string }) =>
      api.send('post', '/candidate/coding_rounds/:id/run-code', {
        param: { id: input.roundId },
        json: { language: input.language, code: input.code },
      }),
  })

export const useSubmitExam = (id: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.send('post', '/candidate/interviews/:id/submit-exam', { param: { id } }),
    // The running exam's questions are not asked for again (the server would say it is over).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['exam', id, 'overview'] }),
  })
}

// ---------------------------------------------------------------- staff

export type StaffExam = ApiData<'get', '/wildcard/interviews/:id/questions'>
export type StaffQuestion = StaffExam['questions'][number]
export type QuestionBody = ApiBody<'post', '/wildcard/interviews/:id/questions'>
export type ExamWindowBody = ApiBody<'put', '/wildcard/interviews/:id/exam-settings'>
export type ExamResults = ApiData<'get', '/wildcard/interviews/:id/exam-results'>
export type ExamAnswer = ExamResults['answers'][number]
export type CandidateExam = ApiData<'get', '/wildcard/candidates/:id/exams'>[number]

export const staffExamQuery = (id: string) =>
  queryOptions({
    queryKey: ['exams', id, 'questions'],
    queryFn: () => api.get('/wildcard/interviews/:id/questions', { param: { id } }),
  })

export const examResultsQuery = (id: string) =>
  queryOptions({
    queryKey: ['exams', id, 'results'],
    queryFn: () => api.get('/wildcard/interviews/:id/exam-results', { param: { id } }),
  })

export const candidateExamsQuery = (candidateId: string) =>
  queryOptions({
    queryKey: ['exams', 'candidate', candidateId],
    queryFn: () => api.get('/wildcard/candidates/:id/exams', { param: { id: candidateId } }),
  })

function useExamMutation<TInput>(
  id: string,
  call: (input: TInput) => Promise<{ message: string }>,
  opts: { quietErrors?: boolean } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: ['exams', id] })
      void queryClient.invalidateQueries({ queryKey: ['exams', 'candidate'] })
      notify.success(result.message)
    },
    onError: (error: Error) => {
      if (!opts.quietErrors) notify.error(error.message)
    },
  })
}

export const useSaveQuestion = (id: string, questionId?: string) =>
  useExamMutation(
    id,
    (json: QuestionBody) =>
      questionId
        ? api.send('put', '/wildcard/interviews/:id/questions/:q', { param: { id, q: questionId }, json })
        : api.send('post', '/wildcard/interviews/:id/questions', { param: { id }, json }),
    { quietErrors: true },
  )

export const useDeleteQuestion = (id: string) =>
  useExamMutation(id, (questionId: string) =>
    api.send('delete', '/wildcard/interviews/:id/questions/:q', { param: { id, q: questionId } }),
  )

export const useReorderQuestions = (id: string) =>
  useExamMutation(id, (ids: string[]) =>
    api.send('put', '/wildcard/interviews/:id/questions/order', { param: { id }, json: { ids } }),
  )

export const useExamWindow = (id: string) =>
  useExamMutation(
    id,
    (json: ExamWindowBody) => api.send('put', '/wildcard/interviews/:id/exam-settings', { param: { id }, json }),
    { quietErrors: true },
  )

export const useReviewAnswer = (id: string) =>
  useExamMutation(
    id,
    (input: { questionId: string; score: number; note?: string | null }) =>
      api.send('put', '/wildcard/interviews/:id/exam-results/:q', {
        param: { id, q: input.questionId },
        json: { score: input.score, note: input.note },
      }),
    { quietErrors: true },
  )

// ---------------------------------------------------------------- proctoring (issue 16)

export type IntegrityReview = ApiData<'get', '/wildcard/interviews/:id/integrity'>
export type IntegrityBody = ApiBody<'put', '/wildcard/interviews/:id/integrity'>

export const integrityQuery = (id: string) =>
  queryOptions({
    queryKey: ['exams', id, 'integrity'],
    queryFn: () => api.get('/wildcard/interviews/:id/integrity', { param: { id } }),
  })

export const useIntegrityDecision = (id: string) =>
  useExamMutation(id, (json: IntegrityBody) =>
    api.send('put', '/wildcard/interviews/:id/integrity', { param: { id }, json }),
  )

/** One recording as a playable file (its chunks in order, joined by the server). */
export const recordingBlob = (id: string, recording: string) =>
  api
    .download('/wildcard/interviews/:id/recordings/:recording', { param: { id, recording } }, { save: false })
    .then((file) => file.blob)

export type CandidateWarnings = ApiData<'get', '/candidate/interviews/:id/warnings'>

export const myWarningsQuery = (id: string) =>
  queryOptions({
    queryKey: ['exam', id, 'warnings'],
    queryFn: () => api.get('/candidate/interviews/:id/warnings', { param: { id } }),
  })

export const useIntegrityNote = (id: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (note: string) =>
      api.send('put', '/candidate/interviews/:id/integrity-note', { param: { id }, json: { note } }),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: ['exam', id, 'warnings'] })
      notify.success(result.message)
    },
    onError: (error: Error) => notify.error(error.message),
  })
}
