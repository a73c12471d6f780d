import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { ApiData } from '@/lib/api-contract'

/** A business the signed-in staff member can switch to (the server lists only those where the same verified e-mail has an account). */
export type SwitchableBusiness = ApiData<'get', '/wildcard/businesses'>[number]

export const switchableBusinessesQuery = () =>
  queryOptions({
    queryKey: ['businesses', 'switchable'],
    queryFn: () => api.get('/wildcard/businesses'),
    staleTime: 5 * 60_000,
  })

/** A one-minute, single-use link into the other business's portal. */
export const portalSwitchLink = (id: string) => api.post('/wildcard/businesses/:id/portal_login', { param: { id } })
