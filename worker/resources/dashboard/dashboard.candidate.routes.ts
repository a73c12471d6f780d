import { Hono } from 'hono'
import type { BusinessEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { candidateOnly } from '../../middleware/candidate'
import { activeJob, activeJobInterviews, candidateDashboard } from './candidate-dashboard.service'

/** /candidate/dashboard: the signed-in candidate's home. */
export const candidateDashboardRoutes = new Hono<BusinessEnv>()
  .get('/', candidateOnly(), async (c) => ok(c, 'Dashboard fetched.', await candidateDashboard(c.var)))
  .get('/active_job', candidateOnly(), async (c) => ok(c, 'Active job fetched.', await activeJob(c.var)))
  .get('/active_job/interviews', candidateOnly(), async (c) =>
    ok(c, 'Interviews fetched.', await activeJobInterviews(c.var)),
  )
