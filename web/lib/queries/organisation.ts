/**
 * What the organisation screens share: the list search kept in the URL, and a mutation that
 * toasts the server's message and refreshes the lists it touches.
 */
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from '@worker/schemas/zod'
import type { ApiResult } from '@/lib/api'
import { notify } from '@/lib/toast'

export type ActiveStatus = 'active' | 'inactive'
export type Option = { value: string; label: string }

/** `?page=&search=&status=` of a list screen; a malformed value is dropped, never an error. */
export const listSearch = z.object({
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  search: z.string().trim().max(200).optional().catch(undefined),
  status: z.enum(['active', 'inactive']).optional().catch(undefined),
})
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
