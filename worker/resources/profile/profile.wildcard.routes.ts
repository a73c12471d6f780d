import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { requireAuth } from '../../middleware/session'
import { updateStaffProfile } from '../auth/auth.schema'
import { accountDetail } from '../auth/principals.service'
import { updateStaffProfile as saveProfile } from './profile.service'
import { ownAccount, passwordAndPictureRoutes } from './profile.shared.routes'

/** /wildcard/profile: a staff member's own details, password and picture. */
export const staffProfileRoutes = new Hono<AppEnv>()
  .put('/update-profile', requireAuth('employee'), validate('json', updateStaffProfile), async (c) => {
    const account = await ownAccount(c, 'employee')
    if (account.kind !== 'employee') throw new Error('unreachable')
    await saveProfile(c.var.db, account, c.req.valid('json'))
    return ok(c, 'Profile updated successfully.', await accountDetail(c.var.db, await ownAccount(c, 'employee')))
  })
  .route('/', passwordAndPictureRoutes('employee'))
