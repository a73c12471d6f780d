import type { Context } from 'hono'
import type { AppEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { clientIp } from '../../lib/request'
import { principalOf } from '../../middleware/session'
import { adminPortalLogin } from './impersonation.service'

/** POST …/:id (business_login, portal_login): a one-minute, single-use link into the business's portal. */
export function portalLoginHandler(via: 'business_login' | 'portal_login') {
  return async (c: Context<AppEnv>) => {
    const admin = principalOf(c.var.principal, 'admin')
    const link = await adminPortalLogin(c.var.db, c.env, c.req.param('id')!, admin, via, clientIp(c))
    return ok(c, `Opening ${link.business.name}'s portal.`, link)
  }
}
