import { type Context, Hono } from 'hono'
import { opportunities } from '../../db/schema'
import type { BusinessEnv } from '../../env'
import { download } from '../../lib/download'
import { created, ok, okJson } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { owned } from '../../middleware/owned'
import { requestGrants } from '../../middleware/require-permission'
import { staffCan } from '../../middleware/staff'
import { holds } from '../../services/access/grants'
import { boardQuery } from '../applications/applications.schema'
import { keptBoard } from '../applications/board.service'
import { exportOpportunities } from './export.service'
import type { OpportunityState } from './job-enums.schema'
import { opportunityMatchingRoutes } from './matching.wildcard.routes'
import {
  changeOpportunityStatus,
  createOpportunity,
  opportunityExportQuery,
  opportunityListQuery,
  shortlistQuery,
  updateOpportunity,
} from './opportunities.schema'
import * as jobs from './opportunities.service'
import { listShortlisted, opportunityEmailTemplate } from './pipeline.service'
import { opportunityScorecardRoutes } from './scorecard.wildcard.routes'
import { changeOpportunityStatus as changeStatus } from './status.service'

const STATUS_MESSAGES: Record<OpportunityState, string> = {
  open: 'Job published.',
  on_hold: 'Job put on hold.',
  closed: 'Job closed.',
  filled: 'Job marked as filled.',
  draft: 'Job moved to draft.',
}

const job = owned(opportunities, 'Job')

/** A job's page lists its candidates only to those who may see candidates. */
const withCandidates = async (c: Context) => ({ withCandidates: holds(await requestGrants(c), 'candidates.view') })

/** /wildcard/opportunities: the jobs the business hires for. */
export const opportunityRoutes = new Hono<BusinessEnv>()
  .route('/', opportunityMatchingRoutes)
  .route('/', opportunityScorecardRoutes)
  .get('/', staffCan('opportunities.view'), validate('query', opportunityListQuery), async (c) =>
    ok(c, 'Jobs fetched.', await jobs.listOpportunities(c.var, c.req.valid('query'))),
  )
  .post('/', staffCan('opportunities.create'), validate('json', createOpportunity), async (c) =>
    created(c, 'Job created successfully.', await jobs.createOpportunity(c.var, c.req.valid('json'))),
  )
  // The list as a file (issue 21, outside the seed's contract), before `/:id` takes "export" for an id.
  .get('/export', staffCan('opportunities.export'), validate('query', opportunityExportQuery), async (c) => {
    const { format, page: _p, limit: _l, ...filters } = c.req.valid('query')
    const file = await exportOpportunities(c.var, filters, format)
    return download(file.stream, { ...file, headers: { 'x-export-rows': String(file.rows) } })
  })
  .get(
    '/options/all',
    staffCan(
      'opportunities.view',
      'candidates.create',
      'candidates.update',
      'interviews.schedule',
      'interviews.view',
      'analytics.view',
    ),
    async (c) => ok(c, 'Jobs fetched.', await jobs.opportunityOptions(c.var)),
  )
  .get('/:id', staffCan('opportunities.view'), job, async (c) =>
    ok(c, 'Job fetched.', await jobs.getOpportunity(c.var, c.req.param('id'), await withCandidates(c))),
  )
  .put('/:id', staffCan('opportunities.update'), job, validate('json', updateOpportunity), async (c) =>
    ok(c, 'Job updated successfully.', await jobs.updateOpportunity(c.var, c.req.param('id'), c.req.valid('json'))),
  )
  .put(
    '/:id/status',
    staffCan('opportunities.change_status'),
    job,
    validate('json', changeOpportunityStatus),
    async (c) => {
      const { status } = await changeStatus(c.var, c.req.param('id'), c.req.valid('json'))
      return ok(
        c,
        STATUS_MESSAGES[status],
        await jobs.getOpportunity(c.var, c.req.param('id'), await withCandidates(c)),
      )
    },
  )
  .get('/:id/email/template', staffCan('opportunities.view', 'candidates.send_email'), job, async (c) =>
    ok(c, 'E-mail template fetched.', await opportunityEmailTemplate(c.var, c.req.param('id'))),
  )
  // The contract's spelling ("shorlisted"). The answer is candidate records, so it needs candidates.view.
  // The job's pipeline board: columns per stage with counts, the most recently moved cards of each.
  .get('/:id/pipeline', staffCan('candidates.view'), job, validate('query', boardQuery), async (c) =>
    okJson(c, 'Pipeline fetched.', await keptBoard(c.var, c.req.param('id'), c.req.valid('query'))),
  )
  .get('/:id/shorlisted/candidates', staffCan('candidates.view'), job, validate('query', shortlistQuery), async (c) =>
    ok(c, 'Shortlisted candidates fetched.', await listShortlisted(c.var, c.req.param('id'), c.req.valid('query'))),
  )
