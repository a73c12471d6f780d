import { Hono } from 'hono'
import { applications } from '../../db/schema'
import type { BusinessEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { owned } from '../../middleware/owned'
import { staffCan } from '../../middleware/staff'
import { CANDIDATE_STATE_LABELS } from '../candidates/candidates.schema'
import { applicationListQuery, bulkMoveStage, moveStage } from './applications.schema'
import { getApplication } from './applications.service'
import { listApplications } from './board.service'
import { bulkMessage, bulkMoveApplications, moveApplication } from './stage.service'

const application = owned(applications, 'Application')

/**
 * /wildcard/applications: a person in one job's pipeline (docs/applications.md). A job's board
 * is GET /opportunities/:id/pipeline; a candidate's applications are under /candidates/:id.
 */
export const applicationRoutes = new Hono<BusinessEnv>()
  .get('/', staffCan('candidates.view'), validate('query', applicationListQuery), async (c) =>
    ok(c, 'Applications fetched.', await listApplications(c.var, c.req.valid('query'))),
  )
  .post('/bulk/stage', staffCan('candidates.change_status'), validate('json', bulkMoveStage), async (c) => {
    const { application_ids, ...move } = c.req.valid('json')
    const outcome = await bulkMoveApplications(c.var, application_ids, move)
    return ok(c, bulkMessage(outcome), outcome)
  })
  .get('/:id', staffCan('candidates.view'), application, async (c) =>
    ok(c, 'Application fetched.', await getApplication(c.var, c.req.param('id'))),
  )
  .put('/:id/stage', staffCan('candidates.change_status'), application, validate('json', moveStage), async (c) => {
    const input = c.req.valid('json')
    const moved = await moveApplication(c.var, c.req.param('id'), input)
    return ok(c, `Candidate moved to ${CANDIDATE_STATE_LABELS[input.stage].toLowerCase()}.`, moved)
  })
