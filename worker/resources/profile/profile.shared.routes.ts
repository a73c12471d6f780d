import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { ApiError } from '../../lib/errors'
import { principalOf, requireAuth } from '../../middleware/session'
import { changePasswordRoute } from '../auth/auth.shared.routes'
import { accountDetail, getAccount } from '../auth/principals.service'
import { updateProfilePicture } from './profile.service'

/** The signed-in platform admin's or staff member's own account. */
export async function ownAccount(c: { var: AppEnv['Variables'] }, kind: 'admin' | 'employee') {
  const found = await getAccount(c.var.db, kind, principalOf(c.var.principal, kind).id)
  if (found.kind === 'candidate') throw new ApiError(401, 'Authorization Failed.')
  return found
}

/** PUT /profile/update-password and PATCH /profile/update-profile-picture, the same for admins and staff. */
export function passwordAndPictureRoutes(kind: 'admin' | 'employee') {
  return new Hono<AppEnv>()
    .route('/', changePasswordRoute(kind, 'put', '/update-password'))
    .patch('/update-profile-picture', requireAuth(kind), async (c) => {
      const found = await ownAccount(c, kind)
      const form = await c.req.formData().catch(() => {
        throw new ApiError(400, 'Send the picture as multipart form data in the field "image".')
      })
      await updateProfilePicture(c.var.db, c.env.FILES, found, form.get('image'))
      return ok(
        c,
        'Profile picture updated successfully.',
        await accountDetail(c.var.db, await getAccount(c.var.db, kind, found.row.id)),
      )
    })
}
