import { Hono } from 'hono'
import { opportunities } from '../../db/schema'
import type { BusinessEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { owned } from '../../middleware/owned'
import { staffCan } from '../../middleware/staff'
import { scorecardAttributesInput } from '../interviews/interviews.schema'
import { opportunityAttributes, saveOpportunityAttributes } from '../interviews/scorecards.service'

const job = owned(opportunities, 'Job')

/**
 * Issue 14 (outside the seed's contract): what a job's interview scorecards rate. Interviewers
 * read it to fill their scorecards; whoever edits the job edits it.
 */
export const opportunityScorecardRoutes = new Hono<BusinessEnv>()
  .get(
    '/:id/scorecard-attributes',
    staffCan('opportunities.view', 'interviews.view', 'interviews.feedback'),
    job,
    async (c) => ok(c, 'Scorecard attributes fetched.', await opportunityAttributes(c.var, c.req.param('id'))),
  )
  .put(
    '/:id/scorecard-attributes',
    staffCan('opportunities.update'),
    job,
    validate('json', scorecardAttributesInput),
    async (c) =>
      ok(
        c,
        'Scorecard attributes saved.',
        await saveOpportunityAttributes(c.var, c.req.param('id'), c.req.valid('json')),
      ),
  )
