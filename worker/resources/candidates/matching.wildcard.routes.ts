import { Hono } from 'hono'
import { candidates } from '../../db/schema'
import type { BusinessEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { owned } from '../../middleware/owned'
import { staffCan } from '../../middleware/staff'
import { jobsFor, similarCandidates } from '../../services/matching/ranking.service'
import { similarQuery } from '../opportunities/matching.schema'

const candidate = owned(candidates, 'Candidate')

/** /wildcard/candidates/:id: the candidates most like this one, and the jobs (open or on hold) that fit them. */
export const candidateMatchingRoutes = new Hono<BusinessEnv>()
  .get('/:id/similar_candidate', staffCan('candidates.view'), candidate, validate('query', similarQuery), async (c) =>
    ok(c, 'Similar candidates fetched.', await similarCandidates(c.var, c.req.param('id'), c.req.valid('query').limit)),
  )
  .get('/:id/similar-jobs', staffCan('candidates.view'), candidate, validate('query', similarQuery), async (c) =>
    ok(
      c,
      'Similar jobs fetched.',
      await jobsFor(c.var, c.req.param('id'), { limit: c.req.valid('query').limit, states: ['open', 'on_hold'] }),
    ),
  )
