import { Hono } from 'hono'
import type { BusinessEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { requestGrants } from '../../middleware/require-permission'
import { staffOnly } from '../../middleware/staff'
import { searchQuery } from './search.schema'
import { globalSearch } from './search.service'

/**
 * /wildcard/search: any staff member may search; each kind of result needs the permission to
 * view it (a role without candidates.view finds no candidates), checked in the service.
 */
export const searchRoutes = new Hono<BusinessEnv>().get('/', staffOnly(), validate('query', searchQuery), async (c) =>
  ok(c, 'Search results fetched.', await globalSearch(c.var, await requestGrants(c), c.req.valid('query'))),
)
