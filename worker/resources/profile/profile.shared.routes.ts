import { Hono } from 'hono'
import type { HostEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { ApiError } from '../../lib/errors'
import { requireAuth } from '../../middleware/session'
import { changePasswordRoute } from '../auth/auth.shared.routes'
import { updateProfilePicture } from './profile.service'

/** PUT /profile/update-password and PATCH /profile/update-profile-picture, the same for admins and staff. */
export function passwordAndPictureRoutes<K extends 'admin' | 'employee'>(kind: K) {
  return new Hono<HostEnv>()
    .route('/', changePasswordRoute(kind, 'PUT', '/update-password'))
    .patch('/update-profile-picture', requireAuth(kind), async (c) => {
      const form = await c.req.formData().catch(() => {
        throw new ApiError(400, 'Send the picture as multipart form data in the field "image".')
      })
      return ok(
        c,
        'Profile picture updated successfully.',
        await updateProfilePicture<K>(c.var, c.var.principal, form.get('image')),
      )
    })
}
