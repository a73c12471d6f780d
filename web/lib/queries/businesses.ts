import { queryOptions } from '@tanstack/react-query'
import { api, apiLegacy } from '@/lib/api'

/** A business the signed-in staff member can switch to (the server lists only those where the same verified e-mail has an account). */
export type SwitchableBusiness = { id: string; name: string; slug: string; status: string; current: boolean }

export const switchableBusinessesQuery = () =>
  queryOptions({
    queryKey: ['businesses', 'switchable'],
    queryFn: () => apiLegacy.get<SwitchableBusiness[]>('/wildcard/businesses'),
    staleTime: 5 * 60_000,
  })

/** A one-minute, single-use link into the other business's portal. */
export const portalSwitchLink = (id: string) =>
  apiLegacy.post<{ url: string }>(`/wildcard/businesses/${id}/portal_login`)
