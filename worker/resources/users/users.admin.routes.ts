import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { principalOf, requireAuth } from '../../middleware/session'
import { userListQuery, userStatus } from './users.schema'
import { changeUserStatus, listUsers } from './users.service'

const admin = requireAuth('admin')

/** /admin/users: every business's staff accounts, across the platform. */
export const adminUserRoutes = new Hono<AppEnv>()
  .get('/', admin, validate('query', userListQuery), async (c) =>
    ok(c, 'Users fetched.', await listUsers(c.var.db, c.req.valid('query'))),
  )
  .patch('/:id/status', admin, validate('json', userStatus), async (c) => {
    const { status, reason } = c.req.valid('json')
    const result = await changeUserStatus(c.var.db, c.req.param('id'), status, reason, {
      kind: 'admin',
      id: principalOf(c.var.principal, 'admin').id,
    })
    return ok(c, result.message, result)
  })
