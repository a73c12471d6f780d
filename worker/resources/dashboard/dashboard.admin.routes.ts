import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { adminOnly } from '../../middleware/admin'
import { dashboardRange } from './admin-dashboard.schema'
import * as dashboard from './admin-dashboard.service'

const range = validate('query', dashboardRange)

/** /admin/dashboard: platform figures for ?start_date=&end_date= (default: the last 30 days). */
export const adminDashboardRoutes = new Hono<AppEnv>()
  .get('/', adminOnly(), range, async (c) =>
    ok(c, 'Dashboard fetched.', await dashboard.dashboardOverview(c.var, c.req.valid('query'))),
  )
  .get('/stats', adminOnly(), range, async (c) =>
    ok(c, 'Stats fetched.', await dashboard.dashboardStats(c.var, c.req.valid('query'))),
  )
  .get('/business-average', adminOnly(), range, async (c) =>
    ok(c, 'Business averages fetched.', await dashboard.businessAverages(c.var, c.req.valid('query'))),
  )
  .get('/offers-per-business', adminOnly(), range, async (c) =>
    ok(c, 'Offers fetched.', await dashboard.offersPerBusiness(c.var, c.req.valid('query'))),
  )
  .get('/jobs-and-applications', adminOnly(), range, async (c) =>
    ok(c, 'Jobs and applications fetched.', await dashboard.jobsAndApplications(c.var, c.req.valid('query'))),
  )
  .get('/candidates-per-business', adminOnly(), range, async (c) =>
    ok(c, 'Candidates fetched.', await dashboard.candidatesPerBusiness(c.var, c.req.valid('query'))),
  )
