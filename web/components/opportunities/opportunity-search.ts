/**
 * The job list's search params, apart from the filter components: the route validates them
 * while matching, so this module is part of every page's first load and must stay light.
 */
import { EMPLOYMENT_TYPES, OPPORTUNITY_STATES, WORKPLACES } from '@worker/resources/opportunities/job-enums.schema'
import { OPPORTUNITY_SORTS } from '@worker/resources/opportunities/opportunities.schema'
import { z } from '@worker/schemas/zod'

/** The list's URL search params: anything malformed is dropped rather than refused. */
export const opportunitySearch = z.object({
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  // A search typed as digits comes back from the URL as a number.
  search: z.coerce.string().trim().max(200).optional().catch(undefined),
  status: z.enum(OPPORTUNITY_STATES).optional().catch(undefined),
  department_id: z.string().max(64).optional().catch(undefined),
  employment_type: z.enum(EMPLOYMENT_TYPES).optional().catch(undefined),
  workplace: z.enum(WORKPLACES).optional().catch(undefined),
  sort: z.enum(OPPORTUNITY_SORTS).optional().catch(undefined),
  order: z.enum(['asc', 'desc']).optional().catch(undefined),
})
export type OpportunitySearchParams = z.infer<typeof opportunitySearch>
