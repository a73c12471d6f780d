import { Hono } from 'hono'
import { jobRequests } from '../../db/schema'
import type { BusinessEnv } from '../../env'
import { created, ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { owned } from '../../middleware/owned'
import { requestGrants } from '../../middleware/require-permission'
import { staffCan } from '../../middleware/staff'
import { holds } from '../../services/access/grants'
import type { JobRequestState } from '../opportunities/job-enums.schema'
import { changeJobRequestStatus, createJobRequest, jobRequestListQuery, updateJobRequest } from './job-requests.schema'
import * as requests from './job-requests.service'

const STATUS_MESSAGES: Record<Exclude<JobRequestState, 'pending'>, string> = {
  approved: 'Job request approved.',
  rejected: 'Job request rejected.',
  converted: 'Job request converted into a draft job.',
}

const request = owned(jobRequests, 'Job request')

/** /wildcard/job_requests: requisitions, their approval and their conversion into jobs. */
export const jobRequestRoutes = new Hono<BusinessEnv>()
  .get('/', staffCan('job_requests.view'), validate('query', jobRequestListQuery), async (c) =>
    ok(c, 'Job requests fetched.', await requests.listJobRequests(c.var, c.req.valid('query'))),
  )
  .post('/', staffCan('job_requests.create'), validate('json', createJobRequest), async (c) =>
    created(c, 'Job request submitted.', await requests.createJobRequest(c.var, c.req.valid('json'))),
  )
  .get('/:id', staffCan('job_requests.view'), request, async (c) =>
    ok(c, 'Job request fetched.', await requests.getJobRequest(c.var, c.req.param('id'))),
  )
  // Whoever may create requests may edit their own pending ones; job_requests.update edits anyone's.
  .put(
    '/:id',
    staffCan('job_requests.update', 'job_requests.create'),
    request,
    validate('json', updateJobRequest),
    async (c) => {
      const mayEditAny = holds(await requestGrants(c), 'job_requests.update')
      const row = await requests.updateJobRequest(c.var, c.req.param('id'), c.req.valid('json'), { mayEditAny })
      return ok(c, 'Job request updated successfully.', row)
    },
  )
  .put(
    '/:id/status',
    staffCan('job_requests.approve'),
    request,
    validate('json', changeJobRequestStatus),
    async (c) => {
      const answer = await requests.changeJobRequestStatus(c.var, c.req.param('id'), c.req.valid('json'))
      return ok(c, answer.status === 'pending' ? 'Job request updated.' : STATUS_MESSAGES[answer.status], answer)
    },
  )
