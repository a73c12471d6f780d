import { Hono } from 'hono'
import { opportunities } from '../../db/schema'
import type { BusinessEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { owned } from '../../middleware/owned'
import { staffCan } from '../../middleware/staff'
import { topCandidates } from '../../services/matching/ranking.service'
import { generateJobDescription } from './job-description.service'
import { generateJobDescription as generateInput, topCandidatesQuery } from './matching.schema'

/**
 * /wildcard/opportunities: matching (a job's top candidates) and "Draft with AI". The top
 * candidates are candidate records, so they need candidates.view (like the shortlist).
 */
export const opportunityMatchingRoutes = new Hono<BusinessEnv>()
  .post(
    '/generate/job_description',
    staffCan('opportunities.create', 'opportunities.update'),
    validate('json', generateInput),
    async (c) => ok(c, 'Job description drafted.', await generateJobDescription(c.var, c.req.valid('json'))),
  )
  .get(
    '/:id/top/candidate',
    staffCan('candidates.view'),
    owned(opportunities, 'Job'),
    validate('query', topCandidatesQuery),
    async (c) => ok(c, 'Top candidates fetched.', await topCandidates(c.var, c.req.param('id'), c.req.valid('query'))),
  )
