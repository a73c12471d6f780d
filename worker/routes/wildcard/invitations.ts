import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { ApiError } from '../../lib/errors'
import { clientIp } from '../../lib/request'
import { validate } from '../../lib/validate'
import { businessOf } from '../../middleware/host'
import { acceptInvitation as acceptInvitationSchema } from '../../schemas/employees'
import { acceptInvitation } from '../../services/invitations'

/**
 * POST /wildcard/auth/accept-invitation (outside the contract): public; the invited employee
 * chooses a password with the single-use token from their invitation e-mail.
 */
export const invitationRoutes = new Hono<AppEnv>().post('/accept-invitation', validate('json', acceptInvitationSchema), async (c) => {
  if (c.var.host.kind !== 'business') throw new ApiError(404, 'Route not found on this host.')
  const input = c.req.valid('json')
  const result = await acceptInvitation(c.var.db, businessOf(c.var.host).id, input, clientIp(c))
  return ok(c, 'Your password is set. Please sign in.', { ...result, loginPath: '/auth/login' })
})
