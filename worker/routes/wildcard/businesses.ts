import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { clientIp, requestHost, setSessionCookie } from '../../lib/request'
import { validate } from '../../lib/validate'
import { businessOf } from '../../middleware/host'
import { principalOf } from '../../middleware/session'
import { staffOnly } from '../../middleware/staff'
import { z } from '../../schemas/zod'
import { getAccount } from '../../services/auth/principals'
import { sessionAnswer } from '../../services/auth/login'
import { businessDetail } from '../../services/business-detail'
import { redeemPortalToken, staffBusinesses, staffPortalSwitch, type Switcher } from '../../services/impersonation'

/** /wildcard/businesses: the business of this host, and the others the caller may switch to. */
async function switcher(c: Context<AppEnv>): Promise<Switcher> {
  const principal = principalOf(c.var.principal, 'employee')
  const me = await getAccount(c.var.db, 'employee', principal.id)
  if (me.kind !== 'employee') throw new Error('unreachable')
  return { id: me.row.id, businessId: businessOf(c.var.host).id, email: me.row.email, emailVerifiedAt: me.row.emailVerifiedAt, impersonated: !!principal.impersonatedBy }
}

export const staffBusinessRoutes = new Hono<AppEnv>()
  .get('/', staffOnly(), async (c) => ok(c, 'Businesses fetched.', await staffBusinesses(c.var.db, await switcher(c))))
  .get('/detail', staffOnly(), async (c) => ok(c, 'Business fetched.', await businessDetail(c.var.db, businessOf(c.var.host).id)))
  .post('/:id/portal_login', staffOnly(), async (c) => {
    const link = await staffPortalSwitch(c.var.db, c.env, await switcher(c), c.req.param('id'), clientIp(c))
    return ok(c, `Opening ${link.business.name}'s portal.`, link)
  })

/** POST /wildcard/auth/impersonate: exchange a portal-login token for a staff session on this host. */
export const portalTokenRoutes = new Hono<AppEnv>().post('/impersonate', validate('json', z.object({ token: z.string().trim().min(20).max(300) })), async (c) => {
  const business = businessOf(c.var.host)
  const { sessionToken, session, employee } = await redeemPortalToken(c.var.db, business, c.req.valid('json').token, {
    host: requestHost(c),
    ip: clientIp(c),
    userAgent: c.req.header('user-agent') ?? null,
  })
  setSessionCookie(c, sessionToken)
  const principal = { kind: 'employee' as const, id: employee.id, businessId: business.id, sessionId: session.id, impersonatedBy: session.impersonatedBy }
  const { answer } = await sessionAnswer(c.var.db, await getAccount(c.var.db, 'employee', employee.id), principal)
  return ok(c, session.impersonatedBy ? `Signed in to ${business.name} as its administrator.` : `Signed in to ${business.name}.`, answer)
})
