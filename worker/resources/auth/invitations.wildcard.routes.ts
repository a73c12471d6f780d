import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { ApiError } from '../../lib/errors'
import { clientIp } from '../../lib/request'
import { validate } from '../../lib/validate'
import { businessOf } from '../../middleware/host'
import { principalOf } from '../../middleware/session'
import { staffOnly } from '../../middleware/staff'
import { confirmEmailChange } from '../employees/email-change.service'
import { acceptInvitation as acceptInvitationSchema, confirmEmail } from '../employees/employees.schema'
import { acceptInvitation } from '../employees/invitations.service'

const staffHostOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (c.var.host.kind !== 'business') throw new ApiError(404, 'Route not found on this host.')
  await next()
})

/**
 * Links mailed to staff, outside the contract:
 * POST /wildcard/auth/accept-invitation — public (the link is the proof): the invited employee chooses a password;
 * POST /wildcard/auth/confirm-email — signed in to the account: its new e-mail address confirms it is its holder's.
 */
export const invitationRoutes = new Hono<AppEnv>()
  .post('/accept-invitation', staffHostOnly, validate('json', acceptInvitationSchema), async (c) => {
    const input = c.req.valid('json')
    const result = await acceptInvitation(c.var.db, businessOf(c.var.host).id, input, clientIp(c))
    return ok(c, 'Your password is set. Please sign in.', { ...result, loginPath: '/auth/login' })
  })
  .post('/confirm-email', staffHostOnly, staffOnly(), validate('json', confirmEmail), async (c) => {
    const me = principalOf(c.var.principal, 'employee')
    const result = await confirmEmailChange(
      c.var.db,
      businessOf(c.var.host),
      c.req.valid('json').token,
      { id: me.id, impersonated: !!me.impersonatedBy },
      clientIp(c),
    )
    return ok(c, `Your e-mail address is now ${result.email}.`, result)
  })
