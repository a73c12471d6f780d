import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { requireAuth } from '../../middleware/session'
import { updateAdminProfile } from '../auth/auth.schema'
import { accountDetail } from '../auth/principals.service'
import { updateAdminProfile as saveProfile } from './profile.service'
import { ownAccount, passwordAndPictureRoutes } from './profile.shared.routes'

/** /admin/profile: the platform admin's own details, password and picture. */
export const adminProfileRoutes = new Hono<AppEnv>()
  .put('/update-profile', requireAuth('admin'), validate('json', updateAdminProfile), async (c) => {
    const account = await ownAccount(c, 'admin')
    if (account.kind !== 'admin') throw new Error('unreachable')
    await saveProfile(c.var.db, account, c.req.valid('json'))
    return ok(c, 'Profile updated successfully.', await accountDetail(c.var.db, await ownAccount(c, 'admin')))
  })
  .route('/', passwordAndPictureRoutes('admin'))
