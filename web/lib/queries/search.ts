import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { ApiData } from '@/lib/api-contract'

export type SearchResults = ApiData<'get', '/wildcard/search'>

/**
 * The header's search for a (debounced) term. A newer term cancels the request of an older one
 * (react-query aborts a query's signal once nothing observes it), and the last answer stays on
 * screen while the next one loads.
 */
export const globalSearchQuery = (term: string) =>
  queryOptions({
    queryKey: ['search', term],
    queryFn: ({ signal }) => api.get('/wildcard/search', { query: { q: term } }, { signal }),
    enabled: term.length > 0,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  })
