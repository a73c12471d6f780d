/**
 * What the organisation screens share: the active/inactive state, and a mutation that toasts
 * the server's message and refreshes the lists it touches. (Each list screen's URL search is
 * derived from its own API's list query: see `urlSearch`.)
 */
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ActiveState } from '@worker/schemas/org-common'
import type { ApiResult } from '@/lib/api'
import { notify } from '@/lib/toast'

export type ActiveStatus = ActiveState
export type Option = { value: string; label: string }

/** A change: on success the server's message is the toast and `invalidate` is refetched; failures toast too unless handled. */
export function useOrgMutation<TInput, TData>(
  call: (input: TInput) => Promise<ApiResult<TData>>,
  invalidate: QueryKey[],
  opts: { quietErrors?: boolean } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => {
      for (const queryKey of invalidate) void queryClient.invalidateQueries({ queryKey })
      notify.success(result.message)
    },
    onError: (error: Error) => {
      if (!opts.quietErrors) notify.error(error.message)
    },
  })
}
