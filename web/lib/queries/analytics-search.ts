/** The analytics screen's URL search, apart from its queries: the route's search is in the app's first load. */
import { analyticsFilterFields } from '@worker/resources/analytics/analytics-filters.schema'
import type { z } from 'zod'
import { urlSearch } from '@/lib/url-search'

/** The API's filters, each optional. */
export const analyticsSearch = urlSearch(analyticsFilterFields)
export type AnalyticsSearch = z.infer<typeof analyticsSearch>
