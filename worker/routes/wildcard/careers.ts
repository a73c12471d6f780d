import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { created, ok } from '../../lib/envelope'
import { ApiError } from '../../lib/errors'
import { clientIp } from '../../lib/request'
import { validate } from '../../lib/validate'
import { businessOf } from '../../middleware/host'
import { applyFields, APPLY_FIELD_NAMES, publicJobsQuery } from '../../schemas/careers'
import { toFieldErrors } from '../../schemas/zod'
import { applyToJob, APPLY_THANKS, countApplyHit, findApplicableJob, listPublicJobs } from '../../services/careers'

/** /wildcard/jobs: a business's public careers API (anonymous, on the business's host). */
export const publicJobRoutes = new Hono<AppEnv>()
  .get('/', validate('query', publicJobsQuery), async (c) => ok(c, 'Jobs fetched.', await listPublicJobs(c.var.db, businessOf(c.var.host), c.req.valid('query'))))
  .post('/:id/apply', async (c) => {
    await countApplyHit(c.var.db, clientIp(c))
    const body = await c.req.parseBody().catch(() => {
      throw new ApiError(422, 'Send the application as multipart form data.')
    })
    const values = Object.fromEntries(APPLY_FIELD_NAMES.map((k) => [k, typeof body[k] === 'string' ? body[k] : undefined]))
    const parsed = applyFields.safeParse(values)
    // A bot that filled the honeypot learns nothing: the same answer as a real application.
    if (typeof values.website === 'string' && values.website.trim() !== '') return created(c, APPLY_THANKS, { applied: true })
    const job = await findApplicableJob(c.var.db, businessOf(c.var.host), c.req.param('id'))
    if (!parsed.success) {
      const errors = toFieldErrors(parsed.error.issues)
      throw new ApiError(422, errors[0]?.message ?? 'Please check the form.', errors)
    }
    const result = await applyToJob(c.var.db, c.env, c.env.FILES, businessOf(c.var.host), job, parsed.data, body.resume)
    return created(c, APPLY_THANKS, { applied: result.stored })
  })
