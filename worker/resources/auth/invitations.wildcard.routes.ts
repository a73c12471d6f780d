import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { BusinessEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { ApiError } from '../../lib/errors'
import { clientIp } from '../../lib/request'
import { validate } from '../../lib/validate'
import { staffOnly } from '../../middleware/staff'
import { confirmEmailChange } from '../employees/email-change.service'
import { acceptInvitation as acceptInvitationSchema, confirmEmail } from '../employees/employees.schema'
import { acceptInvitation } from '../employees/invitations.service'

const staffHostOnly = createMiddleware<BusinessEnv>(async (c, next) => {
  if (c.var.host.kind !== 'business') throw new ApiError(404, 'Route not found on this host.')
  await next()
})

/**
 * Links mailed to staff, outside the contract:
 * POST /wildcard/auth/accept-invitation — public (the link is the proof): the invited employee chooses a password;
 * POST /wildcard/auth/confirm-email — signed in to the account: its new e-mail address confirms it is its holder's.
 */
export const invitationRoutes = new Hono<BusinessEnv>()
  .post('/accept-invitation', staffHostOnly, validate('json', acceptInvitationSchema), async (c) => {
    const result = await acceptInvitation(c.var, c.req.valid('json'), clientIp(c))
    return ok(c, 'Your password is set. Please sign in.', { ...result, loginPath: '/auth/login' })
  })
  .post('/confirm-email', staffHostOnly, staffOnly(), validate('json', confirmEmail), async (c) => {
    const impersonated = !!c.var.principal.impersonatedBy
    const result = await confirmEmailChange(c.var, c.req.valid('json').token, { impersonated }, clientIp(c))
    return ok(c, `Your e-mail address is now ${result.email}.`, result)
  })
