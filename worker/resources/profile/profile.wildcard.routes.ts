import { Hono } from 'hono'
import type { BusinessEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { staffOnly } from '../../middleware/staff'
import { updateStaffProfile } from '../auth/auth.schema'
import { updateStaffProfile as saveProfile } from './profile.service'
import { passwordAndPictureRoutes } from './profile.shared.routes'

/** /wildcard/profile: a staff member's own details, password and picture. */
export const staffProfileRoutes = new Hono<BusinessEnv>()
  .put('/update-profile', staffOnly(), validate('json', updateStaffProfile), async (c) =>
    ok(c, 'Profile updated successfully.', await saveProfile(c.var, c.var.principal, c.req.valid('json'))),
  )
  .route('/', passwordAndPictureRoutes('employee'))
