/** The header's global search (browser-safe: the web app imports the query and the kinds). */
import { z } from '../../schemas/zod'

/** What the search finds, in the order the results show. */
export const SEARCH_KINDS = ['pages', 'candidates', 'jobs', 'employees'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  pages: 'Pages',
  candidates: 'Candidates',
  jobs: 'Jobs',
  employees: 'Employees',
}

export const SEARCH_LIMIT = 5
export const MAX_SEARCH_LIMIT = 10

/** GET /wildcard/search?q=…&limit=… (limit: per kind). */
export const searchQuery = z.object({
  q: z.string().trim().min(1).max(100).describe('Search'),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(SEARCH_LIMIT)
    .transform((n) => Math.min(n, MAX_SEARCH_LIMIT)),
})
export type SearchQuery = z.infer<typeof searchQuery>
