/**
 * What the organisation screens share: the list search kept in the URL, the active/inactive
 * state, and a mutation that toasts the server's message and refreshes the
 * lists it touches.
 */
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'
import { listQuery } from '@worker/lib/pagination'
import { type ActiveState, activeStatus } from '@worker/schemas/org-common'
import type { z } from '@worker/schemas/zod'
import type { ApiResult } from '@/lib/api'
import { notify } from '@/lib/toast'
import { urlSearch } from '@/lib/url-search'

export type ActiveStatus = ActiveState
export type Option = { value: string; label: string }

/**
 * `?page=&search=&status=` of a list screen whose API takes the shared list query and an
 * active/inactive status; a malformed value is dropped, never an error. A resource's own
 * screen derives its search from its own list query instead (see `urlSearch`).
 */
export const listSearch = urlSearch(listQuery().pick({ page: true, search: true }).extend({ status: activeStatus }))
export type ListSearch = z.infer<typeof listSearch>

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
