import { Hono } from 'hono'
import type { BusinessEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { staffOnly } from '../../middleware/staff'
import { businessDetail } from './business-detail.service'
import { staffBusinesses, staffPortalSwitch } from './impersonation.service'

/** /wildcard/businesses: the business of this host, and the others the caller may switch to. */
export const staffBusinessRoutes = new Hono<BusinessEnv>()
  .get('/', staffOnly(), async (c) => ok(c, 'Businesses fetched.', await staffBusinesses(c.var)))
  .get('/detail', staffOnly(), async (c) => ok(c, 'Business fetched.', await businessDetail(c.var)))
  .post('/:id/portal_login', staffOnly(), async (c) => {
    const link = await staffPortalSwitch(c.var, c.req.param('id'))
    return ok(c, `Opening ${link.business.name}'s portal.`, link)
  })
