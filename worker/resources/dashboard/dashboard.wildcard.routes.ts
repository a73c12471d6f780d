import { Hono } from 'hono'
import type { BusinessEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { staffCan } from '../../middleware/staff'
import { topJobsQuery } from './dashboard.schema'
import { apiUsageStats, dashboardOverview, dashboardStats, topJobs } from './dashboard.service'

/** /wildcard/dashboard: the business dashboard. Figures outside the caller's permissions are null. */
export const dashboardRoutes = new Hono<BusinessEnv>()
  .get('/', staffCan('dashboard.view'), async (c) => ok(c, 'Dashboard fetched.', await dashboardOverview(c.var)))
  .get('/stats', staffCan('dashboard.view'), async (c) =>
    ok(c, 'Dashboard stats fetched.', await dashboardStats(c.var)),
  )
  .get('/top_jobs', staffCan('dashboard.view'), validate('query', topJobsQuery), async (c) =>
    ok(c, 'Top jobs fetched.', await topJobs(c.var, c.req.valid('query').limit)),
  )
  .get('/api-usage-stats', staffCan('dashboard.view'), async (c) => ok(c, 'Usage fetched.', await apiUsageStats(c.var)))
