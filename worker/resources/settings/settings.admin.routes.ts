import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { requireAuth } from '../../middleware/session'
import { adminBulkUpdate, adminNodeUpdate, matrixQuery, nodeDetail, selectedPage } from './settings.schema'
import {
  nodeDetail as detail,
  nodeTree,
  selectedPage as page,
  permissionMatrix,
  updateNodeSettings,
} from './settings.service'

const all = { all: true } as const

/**
 * /admin/settings: the platform admin shapes the catalog of both portals: node names, order,
 * visibility, and which permissions are switched off (`?area=wildcard` by default).
 */
export const adminSettingsRoutes = new Hono<AppEnv>()
  .use(requireAuth('admin'))
  .get('/permissions', validate('query', matrixQuery), async (c) =>
    ok(
      c,
      'Permissions fetched.',
      await permissionMatrix(c.var.db, c.req.valid('query').area ?? 'wildcard', { grants: all }),
    ),
  )
  .get('/nodes', validate('query', matrixQuery), async (c) =>
    ok(c, 'Nodes fetched.', await nodeTree(c.var.db, c.req.valid('query').area ?? 'wildcard')),
  )
  .post('/nodes/bulk_update', validate('json', adminBulkUpdate), async (c) => {
    const { area, nodes } = c.req.valid('json')
    for (const { id, ...rest } of nodes) await updateNodeSettings(c.var.db, area, id, rest)
    return ok(c, 'Nodes updated successfully.', await permissionMatrix(c.var.db, area, { grants: all }))
  })
  .post('/permissions/selected_page', validate('json', selectedPage), async (c) =>
    ok(c, 'Page permissions fetched.', await page(c.var.db, 'admin', all, c.req.valid('json'))),
  )
  .post('/nodes/detail', validate('json', nodeDetail), async (c) => {
    const input = c.req.valid('json')
    return ok(c, 'Node fetched.', await detail(c.var.db, input.area ?? 'wildcard', input.node_id, { grants: all }))
  })
  .put('/nodes/:id', validate('json', adminNodeUpdate), async (c) => {
    const { area, ...input } = c.req.valid('json')
    return ok(
      c,
      'Node updated successfully.',
      await updateNodeSettings(c.var.db, area ?? 'wildcard', c.req.param('id'), input),
    )
  })
