import { Hono } from 'hono'
import { candidates } from '../../db/schema'
import type { BusinessEnv } from '../../env'
import { created } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { owned } from '../../middleware/owned'
import { staffCan } from '../../middleware/staff'
import { viewerOf } from '../interviews/access'
import { scheduleForCandidate } from '../interviews/interviews.schema'
import { scheduleForCandidate as schedule } from '../interviews/scheduling.service'

const candidate = owned(candidates, 'Candidate')

/** /wildcard/candidates/:id/schedule-interview: an interview for the candidate's (latest open, or named) application. */
export const candidateScheduleRoutes = new Hono<BusinessEnv>().post(
  '/:id/schedule-interview',
  staffCan('interviews.schedule'),
  candidate,
  validate('json', scheduleForCandidate),
  async (c) =>
    created(
      c,
      'Interview scheduled successfully.',
      await schedule(c.var, c.req.param('id'), c.req.valid('json'), viewerOf(c.var)),
    ),
)
