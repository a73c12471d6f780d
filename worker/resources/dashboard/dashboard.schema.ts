import { z } from '../../schemas/zod'

/** GET /wildcard/dashboard/top_jobs: how many of the open jobs with the most candidates. */
export const topJobsQuery = z.object({ limit: z.coerce.number().int().min(1).max(20).default(5) })
