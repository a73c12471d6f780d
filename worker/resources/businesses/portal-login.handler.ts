import type { Context } from 'hono'
import type { AppEnv } from '../../env'
import { ok } from '../../lib/envelope'
import type { AdminActor } from '../../lib/scope'
import { adminPortalLogin } from './impersonation.service'

type AdminContext = Context<AppEnv & { Variables: { actor: AdminActor } }, '/:id'>

/** POST …/:id (business_login, portal_login): a one-minute, single-use link into the business's portal. */
export function portalLoginHandler(via: 'business_login' | 'portal_login') {
  return async (c: AdminContext) => {
    const link = await adminPortalLogin(c.var, c.req.param('id'), via)
    return ok(c, `Opening ${link.business.name}'s portal.`, link)
  }
}
