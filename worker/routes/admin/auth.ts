import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { created, ok } from '../../lib/envelope'
import { clientIp } from '../../lib/request'
import { validate } from '../../lib/validate'
import { requireAuth } from '../../middleware/session'
import { registerBusiness, resendVerifyEmail, updateAdminProfile, verifyAccount } from '../../schemas/auth'
import { accountDetail } from '../../services/auth/principals'
import { updateAdminProfile as saveProfile } from '../../services/auth/profile'
import { registerBusiness as register, resendVerification, verifyAccount as verify } from '../../services/auth/registration'
import { resetRoutes, sessionRoutes } from '../shared/auth'
import { ownAccount, passwordAndPictureRoutes } from '../shared/profile'
import { portalLoginHandler } from './portal-login'

/** /admin/auth: the platform admin signs in; the reset's last step is change-password. */
export const adminAuthRoutes = new Hono<AppEnv>()
  .route('/', sessionRoutes('admin', '/me'))
  .post('/business_login/:id', requireAuth('admin'), portalLoginHandler('business_login'))
  .route('/', resetRoutes('admin', { verify: '/verify-forgot-password-otp', resend: '/resend-forgot-password-otp', reset: '/change-password' }))

/** /admin/register, resend-verify-email, verify-account: a business signs up on the main domain. */
export const signUpRoutes = new Hono<AppEnv>()
  .post('/register', validate('json', registerBusiness), async (c) => {
    const business = await register(c.var.db, c.env, c.req.valid('json'), clientIp(c))
    return created(c, `Registration successful. We sent a verification code to ${business.email}.`, {
      business: { id: business.id, name: business.name, slug: business.slug, status: business.status },
      email: business.email,
    })
  })
  .post('/resend-verify-email', validate('json', resendVerifyEmail), async (c) =>
    ok(c, await resendVerification(c.var.db, c.env, c.req.valid('json').email, clientIp(c)), null),
  )
  .put('/verify-account', validate('json', verifyAccount), async (c) => {
    const { email, otp } = c.req.valid('json')
    return ok(c, 'Your account is verified. You can sign in now.', await verify(c.var.db, c.env, email, otp, clientIp(c)))
  })

/** /admin/profile: the platform admin's own details, password and picture. */
export const adminProfileRoutes = new Hono<AppEnv>()
  .put('/update-profile', requireAuth('admin'), validate('json', updateAdminProfile), async (c) => {
    const account = await ownAccount(c, 'admin')
    if (account.kind !== 'admin') throw new Error('unreachable')
    await saveProfile(c.var.db, account, c.req.valid('json'))
    return ok(c, 'Profile updated successfully.', await accountDetail(c.var.db, await ownAccount(c, 'admin')))
  })
  .route('/', passwordAndPictureRoutes('admin'))
