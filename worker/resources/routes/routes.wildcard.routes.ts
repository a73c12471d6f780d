import { Hono } from 'hono'
import type { BusinessEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { requestGrants } from '../../middleware/require-permission'
import { staffOnly } from '../../middleware/staff'
import { accessibleRoutes } from './routes.service'

/** GET /wildcard/routes: the portal's pages, each with whether the caller may open it. */
export const staffRouteList = new Hono<BusinessEnv>().get('/', staffOnly(), async (c) =>
  ok(c, 'Routes fetched.', await accessibleRoutes(c.var, await requestGrants(c))),
)
