import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { businessOf } from '../../middleware/host'
import { requestGrants } from '../../middleware/require-permission'
import { principalOf } from '../../middleware/session'
import { staffCan, staffOnly } from '../../middleware/staff'
import { callerOf } from '../../services/access/power'
import { accessibleRoutes } from '../routes/routes.service'
import { matrixQuery, nodeDetail, roleBulkUpdate, roleNodeUpdate, selectedPage } from './settings.schema'
import {
  nodeDetail as detail,
  nodeTree,
  selectedPage as page,
  permissionMatrix,
  setRolePermissions,
} from './settings.service'

/**
 * /wildcard/settings: the business admin (or a role with settings.manage) decides what each
 * role may do. Without `role_id` the answers describe the caller's own permissions.
 */
export const staffSettingsRoutes = new Hono<AppEnv>()
  .get('/permissions', staffCan('settings.view'), validate('query', matrixQuery), async (c) => {
    const { role_id } = c.req.valid('query')
    return ok(
      c,
      'Permissions fetched.',
      await permissionMatrix(c.var.db, 'wildcard', {
        businessId: businessOf(c.var.host).id,
        roleId: role_id,
        grants: await requestGrants(c),
      }),
    )
  })
  .get('/nodes', staffCan('settings.view'), async (c) => ok(c, 'Nodes fetched.', await nodeTree(c.var.db, 'wildcard')))
  .put('/nodes/:id', staffCan('settings.manage'), validate('json', roleNodeUpdate), async (c) => {
    const { role_id, permissions } = c.req.valid('json')
    const nodeId = c.req.param('id')
    const node = await detail(c.var.db, 'wildcard', nodeId, {})
    const keys = permissions.map((action) => `${node.node.key}.${action}`)
    const businessId = businessOf(c.var.host).id
    const caller = await callerOf(c.var.db, businessId, principalOf(c.var.principal, 'employee').id)
    return ok(
      c,
      'Permissions updated successfully.',
      await setRolePermissions(c.var.db, businessId, role_id, keys, caller, { nodeId: node.node.id }),
    )
  })
  .post('/nodes/bulk_update', staffCan('settings.manage'), validate('json', roleBulkUpdate), async (c) => {
    const { role_id, permission_keys } = c.req.valid('json')
    const businessId = businessOf(c.var.host).id
    const caller = await callerOf(c.var.db, businessId, principalOf(c.var.principal, 'employee').id)
    return ok(
      c,
      'Permissions updated successfully.',
      await setRolePermissions(c.var.db, businessId, role_id, permission_keys, caller),
    )
  })
  .post('/permissions/selected_page', staffOnly(), validate('json', selectedPage), async (c) =>
    ok(c, 'Page permissions fetched.', await page(c.var.db, 'wildcard', await requestGrants(c), c.req.valid('json'))),
  )
  .post('/nodes/detail', staffCan('settings.view'), validate('json', nodeDetail), async (c) => {
    const input = c.req.valid('json')
    return ok(
      c,
      'Node fetched.',
      await detail(c.var.db, 'wildcard', input.node_id, {
        businessId: businessOf(c.var.host).id,
        roleId: input.role_id,
        grants: await requestGrants(c),
      }),
    )
  })
