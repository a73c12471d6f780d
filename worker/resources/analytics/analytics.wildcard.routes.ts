import { Hono } from 'hono'
import type { BusinessEnv } from '../../env'
import { download } from '../../lib/download'
import { ok, okJson } from '../../lib/envelope'
import { forbidden } from '../../lib/errors'
import { validate } from '../../lib/validate'
import { staffCan } from '../../middleware/staff'
import { holds } from '../../services/access/grants'
import { analyticsFilters, usersAnalyticsQuery } from './analytics.schema'
import { exportAnalytics } from './export.service'
import { reportOf } from './query.service'
import { reportAnswer, usersAnswer } from './reports'

const canView = staffCan('analytics.view')
const filters = validate('query', analyticsFilters)

/** /wildcard/analytics: the hiring reports (docs/analytics.md), each for the same filters. */
export const analyticsRoutes = new Hono<BusinessEnv>()
  .get('/export-stats-excel', staffCan('analytics.export'), filters, async (c) => {
    const file = await exportAnalytics(await reportOf(c.var, c.req.valid('query')))
    return download(file.bytes, { ...file, headers: { 'x-export-sheets': String(file.sheets.length) } })
  })
  .get('/time-to-hire-by-platform', canView, filters, async (c) =>
    okJson(
      c,
      'Time to hire fetched.',
      await reportAnswer('time-to-hire-by-platform', await reportOf(c.var, c.req.valid('query'))),
    ),
  )
  .get('/conversion-rate', canView, filters, async (c) =>
    okJson(
      c,
      'Conversion rate fetched.',
      await reportAnswer('conversion-rate', await reportOf(c.var, c.req.valid('query'))),
    ),
  )
  .get('/selection-rate-by-platform', canView, filters, async (c) =>
    okJson(
      c,
      'Selection rate fetched.',
      await reportAnswer('selection-rate-by-platform', await reportOf(c.var, c.req.valid('query'))),
    ),
  )
  .get('/interview-to-offer-by-platform', canView, filters, async (c) =>
    okJson(
      c,
      'Interview to offer fetched.',
      await reportAnswer('interview-to-offer-by-platform', await reportOf(c.var, c.req.valid('query'))),
    ),
  )
  .get('/recruiter-leaderboard', canView, filters, async (c) =>
    okJson(
      c,
      'Recruiter leaderboard fetched.',
      await reportAnswer('recruiter-leaderboard', await reportOf(c.var, c.req.valid('query'))),
    ),
  )
  .get('/hiring-average-stats', canView, filters, async (c) =>
    okJson(
      c,
      'Hiring figures fetched.',
      await reportAnswer('hiring-average-stats', await reportOf(c.var, c.req.valid('query'))),
    ),
  )
  .get('/time-to-fill-job', canView, filters, async (c) =>
    okJson(
      c,
      'Time to fill fetched.',
      await reportAnswer('time-to-fill-job', await reportOf(c.var, c.req.valid('query'))),
    ),
  )
  .get('/positions-summary', canView, filters, async (c) =>
    okJson(
      c,
      'Positions fetched.',
      await reportAnswer('positions-summary', await reportOf(c.var, c.req.valid('query'))),
    ),
  )
  .get('/hires-by-job-over-time', canView, filters, async (c) =>
    okJson(
      c,
      'Hires over time fetched.',
      await reportAnswer('hires-by-job-over-time', await reportOf(c.var, c.req.valid('query'))),
    ),
  )
  .get('/hiring-volume-by-department', canView, filters, async (c) =>
    okJson(
      c,
      'Hiring volume fetched.',
      await reportAnswer('hiring-volume-by-department', await reportOf(c.var, c.req.valid('query'))),
    ),
  )
  // It lists people by name and e-mail: it needs candidates.view as well.
  .get('/users-analytics', canView, validate('query', usersAnalyticsQuery), async (c) => {
    if (!holds(c.var.grants, 'candidates.view')) throw forbidden()
    const { page, limit, ...rest } = c.req.valid('query')
    return okJson(c, 'Registered candidates fetched.', await usersAnswer(await reportOf(c.var, rest), { page, limit }))
  })
  .get('/hiring-performance-department-wise', canView, filters, async (c) =>
    okJson(
      c,
      'Department performance fetched.',
      await reportAnswer('hiring-performance-department-wise', await reportOf(c.var, c.req.valid('query'))),
    ),
  )
  .get('/multi-user-collaboration-stats', canView, filters, async (c) =>
    okJson(
      c,
      'Collaboration fetched.',
      await reportAnswer('multi-user-collaboration-stats', await reportOf(c.var, c.req.valid('query'))),
    ),
  )
  .get('/experience-distribution', canView, filters, async (c) =>
    okJson(
      c,
      'Experience distribution fetched.',
      await reportAnswer('experience-distribution', await reportOf(c.var, c.req.valid('query'))),
    ),
  )
