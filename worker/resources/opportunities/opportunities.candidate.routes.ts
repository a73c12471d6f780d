import { Hono } from 'hono'
import type { BusinessEnv } from '../../env'
import { ok } from '../../lib/envelope'
import type { CandidateScope } from '../../lib/scope'
import { validate } from '../../lib/validate'
import { requireAuth } from '../../middleware/session'
import { jobsFor } from '../../services/matching/ranking.service'
import { similarQuery } from './matching.schema'

/**
 * /candidate/opportunities: the business's open jobs that fit the signed-in candidate best, with
 * why. The business is the host's and the candidate the session's (the guard checks they agree),
 * so no other business's job and no closed job can appear.
 */
export const candidateOpportunityRoutes = new Hono<BusinessEnv>().get(
  '/',
  requireAuth('candidate'),
  validate('query', similarQuery),
  async (c) => {
    const scope = c.var as unknown as CandidateScope
    return ok(
      c,
      'Matching jobs fetched.',
      await jobsFor(scope, scope.actor.id, { limit: c.req.valid('query').limit, states: ['open'] }),
    )
  },
)
