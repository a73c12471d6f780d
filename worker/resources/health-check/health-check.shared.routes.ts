import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { healthOf } from './health-check.service'

/** POST {area}/health_check: used by uptime checks of each host (admin, wildcard, candidate). */
export const healthRoutes = new Hono<AppEnv>().post('/health_check', async (c) =>
  ok(c, 'OK', await healthOf(c.var, c.var.host)),
)
