import { type Context, Hono } from 'hono'
import type { AppEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { clientIp } from '../../lib/request'
import { businessOf } from '../../middleware/host'
import { principalOf } from '../../middleware/session'
import { staffOnly } from '../../middleware/staff'
import { getAccount } from '../auth/principals.service'
import { businessDetail } from './business-detail.service'
import { type Switcher, staffBusinesses, staffPortalSwitch } from './impersonation.service'

/** /wildcard/businesses: the business of this host, and the others the caller may switch to. */
async function switcher(c: Context<any>): Promise<Switcher> {
  const principal = principalOf(c.var.principal, 'employee')
  const me = await getAccount(c.var.db, 'employee', principal.id)
  if (me.kind !== 'employee') throw new Error('unreachable')
  return {
    id: me.row.id,
    businessId: businessOf(c.var.host).id,
    email: me.row.email,
    emailVerifiedAt: me.row.emailVerifiedAt,
    impersonated: !!principal.impersonatedBy,
  }
}

export const staffBusinessRoutes = new Hono<AppEnv>()
  .get('/', staffOnly(), async (c) => ok(c, 'Businesses fetched.', await staffBusinesses(c.var.db, await switcher(c))))
  .get('/detail', staffOnly(), async (c) =>
    ok(c, 'Business fetched.', await businessDetail(c.var.db, businessOf(c.var.host).id)),
  )
  .post('/:id/portal_login', staffOnly(), async (c) => {
    const link = await staffPortalSwitch(c.var.db, c.env, await switcher(c), c.req.param('id'), clientIp(c))
    return ok(c, `Opening ${link.business.name}'s portal.`, link)
  })
