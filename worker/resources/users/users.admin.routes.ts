import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { adminOnly } from '../../middleware/admin'
import { userListQuery, userStatus } from './users.schema'
import { changeUserStatus, listUsers } from './users.service'

/** /admin/users: every business's staff accounts, across the platform. */
export const adminUserRoutes = new Hono<AppEnv>()
  .get('/', adminOnly(), validate('query', userListQuery), async (c) =>
    ok(c, 'Users fetched.', await listUsers(c.var, c.req.valid('query'))),
  )
  .patch('/:id/status', adminOnly(), validate('json', userStatus), async (c) => {
    const { status, reason } = c.req.valid('json')
    const result = await changeUserStatus(c.var, c.req.param('id'), status, reason)
    return ok(c, result.message, result)
  })
