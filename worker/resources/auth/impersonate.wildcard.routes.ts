import { Hono } from 'hono'
import type { BusinessEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { clientIp, requestHost, setSessionCookie } from '../../lib/request'
import { validate } from '../../lib/validate'
import { z } from '../../schemas/zod'
import { redeemPortalToken } from '../businesses/impersonation.service'
import { sessionAnswer } from './login.service'
import { getAccount } from './principals.service'

/** POST /wildcard/auth/impersonate: exchange a portal-login token for a staff session on this host. */
export const portalTokenRoutes = new Hono<BusinessEnv>().post(
  '/impersonate',
  validate('json', z.object({ token: z.string().trim().min(20).max(300) })),
  async (c) => {
    const { business } = c.var
    const { sessionToken, session, employee } = await redeemPortalToken(c.var, c.req.valid('json').token, {
      host: requestHost(c),
      ip: clientIp(c),
      userAgent: c.req.header('user-agent') ?? null,
    })
    setSessionCookie(c, sessionToken)
    const principal = {
      kind: 'employee' as const,
      id: employee.id,
      businessId: business.id,
      sessionId: session.id,
      impersonatedBy: session.impersonatedBy,
    }
    const { answer } = await sessionAnswer(c.var.db, await getAccount(c.var.db, 'employee', employee.id), principal)
    return ok(
      c,
      session.impersonatedBy ? `Signed in to ${business.name} as its administrator.` : `Signed in to ${business.name}.`,
      answer,
    )
  },
)
