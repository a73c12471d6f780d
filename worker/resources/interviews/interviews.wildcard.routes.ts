import { Hono } from 'hono'
import { interviews } from '../../db/schema'
import type { BusinessEnv } from '../../env'
import { created, ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { owned } from '../../middleware/owned'
import { staffCan } from '../../middleware/staff'
import { viewerOf } from './access'
import { freeSlots } from './free-slots.service'
import {
  freeSlotsQuery,
  INTERVIEW_STATE_LABELS,
  interviewListQuery,
  interviewStatusInput,
  reasonInput,
  scheduleInterview,
  scorecardInput,
  updateInterview,
} from './interviews.schema'
import { getInterview, interviewHistories, listInterviews } from './interviews.service'
import { scheduleInterview as schedule, updateInterview as update } from './scheduling.service'
import { interviewFeedback, submitScorecard } from './scorecards.service'
import { cancelInterview, rejectInterview, setInterviewStatus } from './status.service'

const interview = owned(interviews, 'Interview')
/** Staff who see interviews: all of them (view), or the ones they are on (feedback). */
const canSee = staffCan('interviews.view', 'interviews.feedback')

/** /wildcard/interviews (docs/interviews.md). */
export const interviewRoutes = new Hono<BusinessEnv>()
  .get('/', canSee, validate('query', interviewListQuery), async (c) =>
    ok(c, 'Interviews fetched.', await listInterviews(c.var, c.req.valid('query'), viewerOf(c.var))),
  )
  .post('/', staffCan('interviews.schedule'), validate('json', scheduleInterview), async (c) =>
    created(c, 'Interview scheduled successfully.', await schedule(c.var, c.req.valid('json'), viewerOf(c.var))),
  )
  // Issue 14 (outside the seed's contract): the slots every chosen interviewer has free.
  .get(
    '/free-slots',
    staffCan('interviews.schedule', 'interviews.update'),
    validate('query', freeSlotsQuery),
    async (c) => ok(c, 'Free slots fetched.', await freeSlots(c.var, c.req.valid('query'))),
  )
  .get('/:id', canSee, interview, async (c) =>
    ok(c, 'Interview fetched.', await getInterview(c.var, c.req.param('id'), viewerOf(c.var))),
  )
  .put('/:id', staffCan('interviews.update'), interview, validate('json', updateInterview), async (c) =>
    ok(
      c,
      'Interview updated successfully.',
      await update(c.var, c.req.param('id'), c.req.valid('json'), viewerOf(c.var)),
    ),
  )
  .put(
    '/:id/status',
    staffCan('interviews.change_status'),
    interview,
    validate('json', interviewStatusInput),
    async (c) => {
      const input = c.req.valid('json')
      const row = await setInterviewStatus(c.var, c.req.param('id'), input, viewerOf(c.var))
      return ok(c, `Interview marked as ${INTERVIEW_STATE_LABELS[input.status].toLowerCase()}.`, row)
    },
  )
  .put('/:id/reject', staffCan('interviews.cancel'), interview, validate('json', reasonInput), async (c) =>
    ok(
      c,
      'Candidate rejected.',
      await rejectInterview(c.var, c.req.param('id'), c.req.valid('json').reason, viewerOf(c.var)),
    ),
  )
  .put('/:id/cancel', staffCan('interviews.cancel'), interview, validate('json', reasonInput), async (c) =>
    ok(
      c,
      'Interview cancelled.',
      await cancelInterview(c.var, c.req.param('id'), c.req.valid('json').reason, viewerOf(c.var)),
    ),
  )
  .get('/:id/histories', canSee, interview, async (c) =>
    ok(c, 'Interview history fetched.', await interviewHistories(c.var, c.req.param('id'), viewerOf(c.var))),
  )
  .get('/:id/feedback', canSee, interview, async (c) =>
    ok(c, 'Scorecards fetched.', await interviewFeedback(c.var, c.req.param('id'), viewerOf(c.var))),
  )
  .post('/:id/feedback', staffCan('interviews.feedback'), interview, validate('json', scorecardInput), async (c) => {
    const result = await submitScorecard(c.var, c.req.param('id'), c.req.valid('json'), viewerOf(c.var))
    const message = result.created ? 'Scorecard submitted.' : 'Scorecard updated.'
    return result.created ? created(c, message, result.feedback) : ok(c, message, result.feedback)
  })
