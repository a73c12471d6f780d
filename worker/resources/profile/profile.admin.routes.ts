import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { adminOnly } from '../../middleware/admin'
import { updateAdminProfile } from '../auth/auth.schema'
import { updateAdminProfile as saveProfile } from './profile.service'
import { passwordAndPictureRoutes } from './profile.shared.routes'

/** /admin/profile: the platform admin's own details, password and picture. */
export const adminProfileRoutes = new Hono<AppEnv>()
  .put('/update-profile', adminOnly(), validate('json', updateAdminProfile), async (c) =>
    ok(c, 'Profile updated successfully.', await saveProfile(c.var, c.var.principal, c.req.valid('json'))),
  )
  .route('/', passwordAndPictureRoutes('admin'))
