import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { created, ok } from '../../lib/envelope'
import { clientIp } from '../../lib/request'
import { validate } from '../../lib/validate'
import { registerBusiness, resendVerifyEmail, verifyAccount } from '../auth/auth.schema'
import { registerBusiness as register, resendVerification, verifyAccount as verify } from './registration.service'

/** /admin/register, resend-verify-email, verify-account: a business signs up on the main domain. */
export const signUpRoutes = new Hono<AppEnv>()
  .post('/register', validate('json', registerBusiness), async (c) => {
    const business = await register(c.var, c.req.valid('json'), clientIp(c))
    return created(c, `Registration successful. We sent a verification code to ${business.email}.`, {
      business: { id: business.id, name: business.name, slug: business.slug, status: business.status },
      email: business.email,
    })
  })
  .post('/resend-verify-email', validate('json', resendVerifyEmail), async (c) =>
    ok(c, await resendVerification(c.var, c.req.valid('json').email, clientIp(c)), null),
  )
  .put('/verify-account', validate('json', verifyAccount), async (c) => {
    const { email, otp } = c.req.valid('json')
    return ok(c, 'Your account is verified. You can sign in now.', await verify(c.var, email, otp, clientIp(c)))
  })
