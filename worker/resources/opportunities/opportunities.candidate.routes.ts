import { Hono } from 'hono'
import type { BusinessEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { candidateOnly } from '../../middleware/candidate'
import { jobsFor } from '../../services/matching/ranking.service'
import { similarQuery } from './matching.schema'

/**
 * /candidate/opportunities: the business's open jobs that fit the signed-in candidate best, with
 * why. The business is the host's and the candidate the session's (the guard checks they agree),
 * so no other business's job and no closed job can appear.
 */
export const candidateOpportunityRoutes = new Hono<BusinessEnv>().get(
  '/',
  candidateOnly(),
  validate('query', similarQuery),
  async (c) =>
    ok(
      c,
      'Matching jobs fetched.',
      await jobsFor(c.var, c.var.actor.id, { limit: c.req.valid('query').limit, states: ['open'] }),
    ),
)
