import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { requestGrants } from '../../middleware/require-permission'
import { staffOnly } from '../../middleware/staff'
import { accessibleRoutes } from './routes.service'

/** GET /wildcard/routes: the portal's pages, each with whether the caller may open it. */
export const staffRouteList = new Hono<AppEnv>().get('/', staffOnly(), async (c) =>
  ok(c, 'Routes fetched.', await accessibleRoutes(c.var.db, await requestGrants(c))),
)
