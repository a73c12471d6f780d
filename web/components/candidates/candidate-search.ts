/**
 * The candidate list's search params, apart from the filter components: the route validates them
 * while matching, so this module is part of every page's first load and must stay light.
 */
import { CANDIDATE_SORTS } from '@worker/resources/candidates/candidates.schema'
import { z } from '@worker/schemas/zod'
import type { CandidateSearch } from '@/lib/queries/candidates'
import { STATUSES } from './candidate-labels'

/** The list's URL search params: anything malformed is dropped rather than refused. */
export const candidateSearch = z.object({
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  search: z.string().trim().max(200).optional().catch(undefined),
  status: z
    .enum(STATUSES as [string, ...string[]])
    .optional()
    .catch(undefined),
  opportunity_id: z.string().max(64).optional().catch(undefined),
  source: z.string().max(60).optional().catch(undefined),
  experience_min: z.coerce.number().int().min(0).max(80).optional().catch(undefined),
  experience_max: z.coerce.number().int().min(0).max(80).optional().catch(undefined),
  qualification: z.string().max(160).optional().catch(undefined),
  blacklisted: z.enum(['true', 'false']).optional().catch(undefined),
  sort: z.enum(CANDIDATE_SORTS).optional().catch(undefined),
  order: z.enum(['asc', 'desc']).optional().catch(undefined),
}) as unknown as z.ZodType<CandidateSearch>
