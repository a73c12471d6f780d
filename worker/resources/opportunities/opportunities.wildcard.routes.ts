import { type Context, Hono } from 'hono'
import { opportunities } from '../../db/schema'
import type { AppEnv } from '../../env'
import { created, ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { businessOf } from '../../middleware/host'
import { owned } from '../../middleware/owned'
import { requestGrants } from '../../middleware/require-permission'
import { principalOf } from '../../middleware/session'
import { staffCan } from '../../middleware/staff'
import { holds } from '../../services/access/grants'
import type { JobScope } from './job-references.service'
import {
  changeOpportunityStatus,
  createOpportunity,
  opportunityListQuery,
  shortlistQuery,
  updateOpportunity,
} from './opportunities.schema'
import * as jobs from './opportunities.service'
import { listShortlisted, opportunityEmailTemplate } from './pipeline.service'
import { changeOpportunityStatus as changeStatus } from './status.service'

/** The business of this host, its time zone, and the staff member acting. */
export function jobScope(c: Context<any>): JobScope {
  const business = businessOf(c.var.host)
  return {
    businessId: business.id,
    timezone: business.timezone,
    actor: { kind: 'employee', id: principalOf(c.var.principal, 'employee').id },
  }
}

const STATUS_MESSAGES: Record<string, string> = {
  open: 'Job published.',
  on_hold: 'Job put on hold.',
  closed: 'Job closed.',
  filled: 'Job marked as filled.',
  draft: 'Job moved to draft.',
}

/** /wildcard/opportunities: the jobs the business hires for. */
export const opportunityRoutes = new Hono<AppEnv>()
  .get('/', staffCan('opportunities.view'), validate('query', opportunityListQuery), async (c) =>
    ok(c, 'Jobs fetched.', await jobs.listOpportunities(c.var.db, businessOf(c.var.host).id, c.req.valid('query'))),
  )
  .post('/', staffCan('opportunities.create'), validate('json', createOpportunity), async (c) =>
    created(c, 'Job created successfully.', await jobs.createOpportunity(c.var.db, jobScope(c), c.req.valid('json'))),
  )
  .get(
    '/options/all',
    staffCan('opportunities.view', 'candidates.create', 'candidates.update', 'interviews.schedule'),
    async (c) => ok(c, 'Jobs fetched.', await jobs.opportunityOptions(c.var.db, businessOf(c.var.host).id)),
  )
  .get('/:id', staffCan('opportunities.view'), owned(opportunities, 'Job'), async (c) => {
    const withCandidates = holds(await requestGrants(c), 'candidates.view')
    return ok(
      c,
      'Job fetched.',
      await jobs.getOpportunity(c.var.db, businessOf(c.var.host).id, c.req.param('id'), { withCandidates }),
    )
  })
  .put(
    '/:id',
    staffCan('opportunities.update'),
    owned(opportunities, 'Job'),
    validate('json', updateOpportunity),
    async (c) =>
      ok(
        c,
        'Job updated successfully.',
        await jobs.updateOpportunity(c.var.db, jobScope(c), c.req.param('id'), c.req.valid('json')),
      ),
  )
  .put(
    '/:id/status',
    staffCan('opportunities.change_status'),
    owned(opportunities, 'Job'),
    validate('json', changeOpportunityStatus),
    async (c) => {
      const scope = jobScope(c)
      const { status } = await changeStatus(c.var.db, scope, c.req.param('id'), c.req.valid('json'))
      const withCandidates = holds(await requestGrants(c), 'candidates.view')
      return ok(
        c,
        STATUS_MESSAGES[status] ?? 'Job status updated.',
        await jobs.getOpportunity(c.var.db, scope.businessId, c.req.param('id'), { withCandidates }),
      )
    },
  )
  .get(
    '/:id/email/template',
    staffCan('opportunities.view', 'candidates.send_email'),
    owned(opportunities, 'Job'),
    async (c) =>
      ok(
        c,
        'E-mail template fetched.',
        await opportunityEmailTemplate(c.var.db, businessOf(c.var.host).id, c.req.param('id')),
      ),
  )
  // The contract's spelling ("shorlisted"). The answer is candidate records, so it needs candidates.view.
  .get(
    '/:id/shorlisted/candidates',
    staffCan('candidates.view'),
    owned(opportunities, 'Job'),
    validate('query', shortlistQuery),
    async (c) =>
      ok(
        c,
        'Shortlisted candidates fetched.',
        await listShortlisted(c.var.db, businessOf(c.var.host).id, c.req.param('id'), c.req.valid('query')),
      ),
  )
