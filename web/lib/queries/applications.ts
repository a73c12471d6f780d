/** Applications (docs/applications.md): a job's board, lists of applications, and the moves that change them. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { Stage } from '@worker/resources/applications/applications.schema'
import { api } from '@/lib/api'
import type { ApiBody, ApiData, ApiRow } from '@/lib/api-contract'
import { notify } from '@/lib/toast'

export type Board = ApiData<'get', '/wildcard/opportunities/:id/pipeline'>
export type BoardColumn = Board['stages'][number]
export type BoardCard = BoardColumn['cards'][number]
export type ApplicationRow = ApiRow<'/wildcard/applications'>
export type CandidateApplication = ApiData<'get', '/wildcard/candidates/:id/applications'>[number]
export type MoveInput = ApiBody<'put', '/wildcard/applications/:id/stage'>
export type BulkMoveInput = ApiBody<'post', '/wildcard/applications/bulk/stage'>

export const boardQuery = (jobId: string, search?: string) =>
  queryOptions({
    queryKey: ['applications', 'board', jobId, search ?? ''],
    queryFn: () =>
      api.get('/wildcard/opportunities/:id/pipeline', { param: { id: jobId }, query: search ? { search } : {} }),
  })

/** A board column's further cards: its applications 20 a page, most recently moved first. */
export const columnPageQuery = (jobId: string, stage: Stage, page: number) =>
  queryOptions({
    queryKey: ['applications', 'column', jobId, stage, page],
    queryFn: () => api.get('/wildcard/applications', { query: { opportunity_id: jobId, stage, page } }),
  })

export const candidateApplicationsQuery = (candidateId: string) =>
  queryOptions({
    queryKey: ['applications', 'candidate', candidateId],
    queryFn: () => api.get('/wildcard/candidates/:id/applications', { param: { id: candidateId } }),
  })

/** Everything an application's move changes on screen. */
function refreshAfterMove(queryClient: ReturnType<typeof useQueryClient>) {
  for (const key of ['applications', 'candidates', 'opportunities', 'dashboard'])
    void queryClient.invalidateQueries({ queryKey: [key] })
}

/** Put a card in another column of a board's cached answer (the optimistic move). */
function moveOnBoard(board: Board, applicationId: string, to: Stage): Board {
  const card = board.stages.flatMap((s) => s.cards).find((c) => c.id === applicationId)
  if (!card) return board
  const moved = { ...card, stage: to, days_in_stage: 0, is_stale: false, stage_changed_at: new Date().toISOString() }
  return {
    ...board,
    stages: board.stages.map((s) => {
      if (s.stage === card.stage) return { ...s, count: s.count - 1, cards: s.cards.filter((c) => c.id !== card.id) }
      if (s.stage === to) return { ...s, count: s.count + 1, cards: [moved, ...s.cards] }
      return s
    }),
  }
}

/**
 * Move one application. On a board (`jobId`), the card moves at once and goes back if the
 * server refuses (someone moved it meanwhile, or the move is not allowed).
 */
export function useMoveApplication(jobId?: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...json }: MoveInput & { id: string }) =>
      api.send('put', '/wildcard/applications/:id/stage', { param: { id }, json }),
    onMutate: async ({ id, stage }) => {
      if (!jobId) return { previous: [] as [readonly unknown[], Board | undefined][] }
      await queryClient.cancelQueries({ queryKey: ['applications', 'board', jobId] })
      const previous = queryClient.getQueriesData<Board>({ queryKey: ['applications', 'board', jobId] })
      for (const [key, board] of previous) if (board) queryClient.setQueryData(key, moveOnBoard(board, id, stage))
      return { previous }
    },
    onError: (error: Error, _input, context) => {
      for (const [key, board] of context?.previous ?? []) queryClient.setQueryData(key, board)
      notify.error(error.message)
    },
    onSuccess: (result) => notify.success(result.message),
    onSettled: () => refreshAfterMove(queryClient),
  })
}

/** The same move for several applications (the candidate list's bulk action). */
export function useBulkMove() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (json: BulkMoveInput) => api.send('post', '/wildcard/applications/bulk/stage', { json }),
    onSuccess: (result) => notify.success(result.message),
    onError: (error: Error) => notify.error(error.message),
    onSettled: () => refreshAfterMove(queryClient),
  })
}

/** "Add to job": the candidate enters another job's pipeline. */
export function useAddToJob(candidateId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (json: ApiBody<'post', '/wildcard/candidates/:id/applications'>) =>
      api.send('post', '/wildcard/candidates/:id/applications', { param: { id: candidateId }, json }),
    onSuccess: (result) => {
      notify.success(result.message)
      refreshAfterMove(queryClient)
    },
    onError: (error: Error) => notify.error(error.message),
  })
}

/** The same e-mail to several candidates (the candidate list's bulk action). */
export function useBulkEmail() {
  return useMutation({
    mutationFn: (json: ApiBody<'post', '/wildcard/candidates/bulk/send-email'>) =>
      api.send('post', '/wildcard/candidates/bulk/send-email', { json }),
    onSuccess: (result) => notify.success(result.message),
  })
}
