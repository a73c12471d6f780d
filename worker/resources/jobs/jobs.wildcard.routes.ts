import { Hono } from 'hono'
import type { BusinessEnv } from '../../env'
import { created, ok } from '../../lib/envelope'
import { ApiError } from '../../lib/errors'
import { clientIp } from '../../lib/request'
import { validate } from '../../lib/validate'
import { publicJobsQuery } from './jobs.schema'
import { APPLY_THANKS, listPublicJobs, submitApplication } from './jobs.service'

/** /wildcard/jobs: a business's public careers API (anonymous, on the business's host). */
export const publicJobRoutes = new Hono<BusinessEnv>()
  .get('/', validate('query', publicJobsQuery), async (c) =>
    ok(c, 'Jobs fetched.', await listPublicJobs(c.var, c.req.valid('query'))),
  )
  .post('/:id/apply', async (c) => {
    const body = await c.req.parseBody().catch(() => {
      throw new ApiError(422, 'Send the application as multipart form data.')
    })
    const result = await submitApplication(c.var, c.req.param('id'), body, clientIp(c))
    return created(c, APPLY_THANKS, { applied: result.applied })
  })
