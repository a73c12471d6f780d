import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { requireAuth } from '../../middleware/session'
import { updateStaffProfile } from '../../schemas/auth'
import { accountDetail } from '../../services/auth/principals'
import { updateStaffProfile as saveProfile } from '../../services/auth/profile'
import { changePasswordRoute, resetRoutes, sessionRoutes } from '../shared/auth'
import { ownAccount, passwordAndPictureRoutes } from '../shared/profile'

/** /wildcard/auth: business staff sign in on their business's host. */
export const staffAuthRoutes = new Hono<AppEnv>()
  .route('/', sessionRoutes('employee', '/verify-me'))
  .route('/', resetRoutes('employee', { verify: '/verify-otp', resend: '/resend-otp', reset: '/reset-password' }))
  .route('/', changePasswordRoute('employee', 'post', '/change-password'))

/** /wildcard/profile: a staff member's own details, password and picture. */
export const staffProfileRoutes = new Hono<AppEnv>()
  .put('/update-profile', requireAuth('employee'), validate('json', updateStaffProfile), async (c) => {
    const account = await ownAccount(c, 'employee')
    if (account.kind !== 'employee') throw new Error('unreachable')
    await saveProfile(c.var.db, account, c.req.valid('json'))
    return ok(c, 'Profile updated successfully.', await accountDetail(c.var.db, await ownAccount(c, 'employee')))
  })
  .route('/', passwordAndPictureRoutes('employee'))
