import { Hono } from 'hono'
import { opportunities } from '../../db/schema'
import type { BusinessEnv } from '../../env'
import { created, ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { candidateOnly } from '../../middleware/candidate'
import { owned } from '../../middleware/owned'
import { applyWithProfile, candidateJobs } from './candidate-jobs.service'
import { publicJobsQuery } from './jobs.schema'

/** /candidate/jobs: the business's open jobs for a signed-in candidate, and one-click applications. */
export const candidateJobRoutes = new Hono<BusinessEnv>()
  .get('/', candidateOnly(), validate('query', publicJobsQuery), async (c) =>
    ok(c, 'Jobs fetched.', await candidateJobs(c.var, c.req.valid('query'))),
  )
  .post('/:id/apply', candidateOnly(), owned(opportunities, 'Job'), async (c) => {
    const application = await applyWithProfile(c.var, c.req.param('id'))
    return created(c, `You applied for ${application.job.title}.`, application)
  })
