import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { requireAuth } from '../../middleware/session'
import { dashboardRange } from './admin-dashboard.schema'
import * as dashboard from './admin-dashboard.service'

const admin = requireAuth('admin')
const range = validate('query', dashboardRange)

/** /admin/dashboard: platform figures for ?start_date=&end_date= (default: the last 30 days). */
export const adminDashboardRoutes = new Hono<AppEnv>()
  .get('/', admin, range, async (c) =>
    ok(c, 'Dashboard fetched.', await dashboard.dashboardOverview(c.var.db, c.req.valid('query'))),
  )
  .get('/stats', admin, range, async (c) =>
    ok(c, 'Stats fetched.', await dashboard.dashboardStats(c.var.db, c.req.valid('query'))),
  )
  .get('/business-average', admin, range, async (c) =>
    ok(c, 'Business averages fetched.', await dashboard.businessAverages(c.var.db, c.req.valid('query'))),
  )
  .get('/offers-per-business', admin, range, async (c) =>
    ok(c, 'Offers fetched.', await dashboard.offersPerBusiness(c.var.db, c.req.valid('query'))),
  )
  .get('/jobs-and-applications', admin, range, async (c) =>
    ok(c, 'Jobs and applications fetched.', await dashboard.jobsAndApplications(c.var.db, c.req.valid('query'))),
  )
  .get('/candidates-per-business', admin, range, async (c) =>
    ok(c, 'Candidates fetched.', await dashboard.candidatesPerBusiness(c.var.db, c.req.valid('query'))),
  )
