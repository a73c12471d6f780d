import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { adminOnly } from '../../middleware/admin'
import { adminBulkUpdate, adminNodeUpdate, matrixQuery, nodeDetail, selectedPage } from './settings.schema'
import {
  adminPagePermissions,
  catalogMatrix,
  catalogNodeDetail,
  nodeTree,
  updateNodeSettings,
  updateNodesSettings,
} from './settings.service'

/**
 * /admin/settings: the platform admin shapes the catalog of both portals: node names, order,
 * visibility, and which permissions are switched off (`?area=wildcard` by default).
 */
export const adminSettingsRoutes = new Hono<AppEnv>()
  .get('/permissions', adminOnly(), validate('query', matrixQuery), async (c) =>
    ok(c, 'Permissions fetched.', await catalogMatrix(c.var, c.req.valid('query').area ?? 'wildcard')),
  )
  .get('/nodes', adminOnly(), validate('query', matrixQuery), async (c) =>
    ok(c, 'Nodes fetched.', await nodeTree(c.var, c.req.valid('query').area ?? 'wildcard')),
  )
  .post('/nodes/bulk_update', adminOnly(), validate('json', adminBulkUpdate), async (c) => {
    const { area, nodes } = c.req.valid('json')
    return ok(c, 'Nodes updated successfully.', await updateNodesSettings(c.var, area, nodes))
  })
  .post('/permissions/selected_page', adminOnly(), validate('json', selectedPage), async (c) =>
    ok(c, 'Page permissions fetched.', await adminPagePermissions(c.var, c.req.valid('json'))),
  )
  .post('/nodes/detail', adminOnly(), validate('json', nodeDetail), async (c) => {
    const input = c.req.valid('json')
    return ok(c, 'Node fetched.', await catalogNodeDetail(c.var, input.area ?? 'wildcard', input.node_id))
  })
  .put('/nodes/:id', adminOnly(), validate('json', adminNodeUpdate), async (c) => {
    const { area, ...input } = c.req.valid('json')
    return ok(
      c,
      'Node updated successfully.',
      await updateNodeSettings(c.var, area ?? 'wildcard', c.req.param('id'), input),
    )
  })
