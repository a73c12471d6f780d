import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { created, ok } from '../lib/envelope'
import { clientIp } from '../lib/request'
import { validate } from '../lib/validate'
import { contactEnquiry } from '../schemas/home'
import { CONTACT_THANKS, submitContactEnquiry } from '../services/contact'
import { listActivePlans } from '../services/plans'

/** /api/v1/home: anonymous calls of the public site. */
export const homeRoutes = new Hono<AppEnv>()
  .get('/plans', async (c) => ok(c, 'Plans fetched successfully.', await listActivePlans(c.var.db)))
  .post('/contact_enqueries', validate('json', contactEnquiry), async (c) => {
    await submitContactEnquiry(c.var.db, c.env, c.req.valid('json'), clientIp(c))
    return created(c, CONTACT_THANKS, null)
  })
