import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { listActivePlans } from './plans.service'

/** /home/plans: the plans on sale, for the public pricing page. */
export const homePlanRoutes = new Hono<AppEnv>().get('/', async (c) =>
  ok(c, 'Plans fetched successfully.', await listActivePlans(c.var)),
)
