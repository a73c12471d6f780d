import { Hono } from 'hono'
import type { BusinessEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { clientIp, requestHost, setSessionCookie } from '../../lib/request'
import { validate } from '../../lib/validate'
import { redeemPortalToken } from '../businesses/impersonation.service'
import { portalToken } from './auth.schema'
import { principalFromSession, sessionAnswer } from './login.service'

/** POST /wildcard/auth/impersonate: exchange a portal-login token for a staff session on this host. */
export const portalTokenRoutes = new Hono<BusinessEnv>().post(
  '/impersonate',
  validate('json', portalToken),
  async (c) => {
    const { business } = c.var
    const { sessionToken, session, employee } = await redeemPortalToken(c.var, c.req.valid('json').token, {
      host: requestHost(c),
      ip: clientIp(c),
      userAgent: c.req.header('user-agent') ?? null,
    })
    setSessionCookie(c, sessionToken)
    const account = { kind: 'employee' as const, row: employee }
    const answer = await sessionAnswer(
      c.var,
      account,
      principalFromSession(account, session.id, session.impersonatedBy),
    )
    return ok(
      c,
      session.impersonatedBy ? `Signed in to ${business.name} as its administrator.` : `Signed in to ${business.name}.`,
      answer,
    )
  },
)
