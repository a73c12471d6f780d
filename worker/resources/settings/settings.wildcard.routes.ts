import { Hono } from 'hono'
import type { BusinessEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { requestGrants } from '../../middleware/require-permission'
import { staffCan, staffOnly } from '../../middleware/staff'
import { matrixQuery, nodeDetail, roleBulkUpdate, roleNodeUpdate, selectedPage } from './settings.schema'
import {
  nodeTree,
  roleMatrix,
  roleNodeDetail,
  setRoleNodePermissions,
  setRolePermissions,
  staffPagePermissions,
} from './settings.service'

/**
 * /wildcard/settings: the business admin (or a role with settings.manage) decides what each
 * role may do. Without `role_id` the answers describe the caller's own permissions.
 */
export const staffSettingsRoutes = new Hono<BusinessEnv>()
  .get('/permissions', staffCan('settings.view'), validate('query', matrixQuery), async (c) =>
    ok(c, 'Permissions fetched.', await roleMatrix(c.var, c.req.valid('query').role_id)),
  )
  .get('/nodes', staffCan('settings.view'), async (c) => ok(c, 'Nodes fetched.', await nodeTree(c.var, 'wildcard')))
  .put('/nodes/:id', staffCan('settings.manage'), validate('json', roleNodeUpdate), async (c) => {
    const { role_id, permissions } = c.req.valid('json')
    return ok(
      c,
      'Permissions updated successfully.',
      await setRoleNodePermissions(c.var, c.req.param('id'), role_id, permissions),
    )
  })
  .post('/nodes/bulk_update', staffCan('settings.manage'), validate('json', roleBulkUpdate), async (c) => {
    const { role_id, permission_keys } = c.req.valid('json')
    return ok(c, 'Permissions updated successfully.', await setRolePermissions(c.var, role_id, permission_keys))
  })
  // Any signed-in staff member asks what they may do on a page: their grants are loaded here.
  .post('/permissions/selected_page', staffOnly(), validate('json', selectedPage), async (c) =>
    ok(c, 'Page permissions fetched.', await staffPagePermissions(c.var, await requestGrants(c), c.req.valid('json'))),
  )
  .post('/nodes/detail', staffCan('settings.view'), validate('json', nodeDetail), async (c) => {
    const input = c.req.valid('json')
    return ok(c, 'Node fetched.', await roleNodeDetail(c.var, input.node_id, input.role_id))
  })
