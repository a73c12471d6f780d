import { type Context, Hono } from 'hono'
import type { AppEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { businessOf } from '../../middleware/host'
import { requestGrants } from '../../middleware/require-permission'
import { staffCan } from '../../middleware/staff'
import { z } from '../../schemas/zod'
import { apiUsageStats, type DashboardScope, dashboardOverview, dashboardStats, topJobs } from './dashboard.service'

async function scopeOf(c: Context<any>): Promise<DashboardScope> {
  const business = businessOf(c.var.host)
  return { businessId: business.id, timezone: business.timezone, grants: await requestGrants(c) }
}

const topJobsQuery = z.object({ limit: z.coerce.number().int().min(1).max(20).default(5) })

/** /wildcard/dashboard: the business dashboard. Figures outside the caller's permissions are null. */
export const dashboardRoutes = new Hono<AppEnv>()
  .get('/', staffCan('dashboard.view'), async (c) =>
    ok(c, 'Dashboard fetched.', await dashboardOverview(c.var.db, await scopeOf(c))),
  )
  .get('/stats', staffCan('dashboard.view'), async (c) =>
    ok(c, 'Dashboard stats fetched.', await dashboardStats(c.var.db, await scopeOf(c))),
  )
  .get('/top_jobs', staffCan('dashboard.view'), validate('query', topJobsQuery), async (c) =>
    ok(c, 'Top jobs fetched.', await topJobs(c.var.db, await scopeOf(c), c.req.valid('query').limit)),
  )
  .get('/api-usage-stats', staffCan('dashboard.view'), async (c) =>
    ok(c, 'Usage fetched.', await apiUsageStats(c.var.db, businessOf(c.var.host).id)),
  )
