import { Hono } from 'hono'
import { jobRequests } from '../../db/schema'
import type { AppEnv } from '../../env'
import { created, ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { businessOf } from '../../middleware/host'
import { owned } from '../../middleware/owned'
import { requestGrants } from '../../middleware/require-permission'
import { staffCan } from '../../middleware/staff'
import { holds } from '../../services/access/grants'
import { jobScope } from '../opportunities/opportunities.wildcard.routes'
import { changeJobRequestStatus, createJobRequest, jobRequestListQuery, updateJobRequest } from './job-requests.schema'
import * as requests from './job-requests.service'

const STATUS_MESSAGES: Record<string, string> = {
  approved: 'Job request approved.',
  rejected: 'Job request rejected.',
  converted: 'Job request converted into a draft job.',
}

/** /wildcard/job_requests: requisitions, their approval and their conversion into jobs. */
export const jobRequestRoutes = new Hono<AppEnv>()
  .get('/', staffCan('job_requests.view'), validate('query', jobRequestListQuery), async (c) => {
    const scope = jobScope(c)
    return ok(
      c,
      'Job requests fetched.',
      await requests.listJobRequests(c.var.db, scope.businessId, c.req.valid('query'), scope.actor.id!),
    )
  })
  .post('/', staffCan('job_requests.create'), validate('json', createJobRequest), async (c) =>
    created(c, 'Job request submitted.', await requests.createJobRequest(c.var.db, jobScope(c), c.req.valid('json'))),
  )
  .get('/:id', staffCan('job_requests.view'), owned(jobRequests, 'Job request'), async (c) =>
    ok(c, 'Job request fetched.', await requests.getJobRequest(c.var.db, businessOf(c.var.host).id, c.req.param('id'))),
  )
  // Whoever may create requests may edit their own pending ones; job_requests.update edits anyone's.
  .put(
    '/:id',
    staffCan('job_requests.update', 'job_requests.create'),
    owned(jobRequests, 'Job request'),
    validate('json', updateJobRequest),
    async (c) => {
      const mayEditAny = holds(await requestGrants(c), 'job_requests.update')
      return ok(
        c,
        'Job request updated successfully.',
        await requests.updateJobRequest(c.var.db, jobScope(c), c.req.param('id'), c.req.valid('json'), { mayEditAny }),
      )
    },
  )
  .put(
    '/:id/status',
    staffCan('job_requests.approve'),
    owned(jobRequests, 'Job request'),
    validate('json', changeJobRequestStatus),
    async (c) => {
      const answer = await requests.changeJobRequestStatus(
        c.var.db,
        jobScope(c),
        c.req.param('id'),
        c.req.valid('json'),
      )
      return ok(c, STATUS_MESSAGES[answer.status] ?? 'Job request updated.', answer)
    },
  )
