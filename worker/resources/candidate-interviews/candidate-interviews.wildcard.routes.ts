import { Hono } from 'hono'
import { candidateInterviews } from '../../db/schema'
import type { BusinessEnv } from '../../env'
import { created, ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { owned } from '../../middleware/owned'
import { staffCan } from '../../middleware/staff'
import { viewerOf } from '../interviews/access'
import {
  CANDIDATE_INTERVIEW_STATE_LABELS,
  candidateInterviewListQuery,
  candidateInterviewStatusInput,
  newRoundInput,
  reasonInput,
  roundParam,
} from '../interviews/interviews.schema'
import { scheduleNextRound } from '../interviews/scheduling.service'
import { rejectProcess, setProcessStatus } from '../interviews/status.service'
import { candidateAndJob, getProcess, listProcesses, roundDetail, roundReview } from './candidate-interviews.service'

const process = owned(candidateInterviews, 'Candidate interview')

/** /wildcard/candidate_interviews: a candidate's rounds for one job (docs/interviews.md). */
export const candidateInterviewRoutes = new Hono<BusinessEnv>()
  .get('/', staffCan('interviews.view'), validate('query', candidateInterviewListQuery), async (c) =>
    ok(c, 'Candidate interviews fetched.', await listProcesses(c.var, c.req.valid('query'))),
  )
  .get('/:id', staffCan('interviews.view'), process, async (c) =>
    ok(c, 'Candidate interview fetched.', await getProcess(c.var, c.req.param('id'), viewerOf(c.var))),
  )
  .put(
    '/:id/status',
    staffCan('interviews.change_status'),
    process,
    validate('json', candidateInterviewStatusInput),
    async (c) => {
      const input = c.req.valid('json')
      await setProcessStatus(c.var, c.req.param('id'), input)
      return ok(
        c,
        `Candidate interview marked as ${CANDIDATE_INTERVIEW_STATE_LABELS[input.status].toLowerCase()}.`,
        await getProcess(c.var, c.req.param('id'), viewerOf(c.var)),
      )
    },
  )
  .put('/:id/reject', staffCan('interviews.cancel'), process, validate('json', reasonInput), async (c) => {
    await rejectProcess(c.var, c.req.param('id'), c.req.valid('json').reason)
    return ok(c, 'Candidate rejected.', await getProcess(c.var, c.req.param('id'), viewerOf(c.var)))
  })
  .post('/:id/new_round', staffCan('interviews.schedule'), process, validate('json', newRoundInput), async (c) =>
    created(
      c,
      'Next round scheduled successfully.',
      await scheduleNextRound(c.var, c.req.param('id'), c.req.valid('json'), viewerOf(c.var)),
    ),
  )
  .get(
    '/:id/detail/:x',
    staffCan('interviews.view', 'interviews.review'),
    process,
    validate('param', roundParam),
    async (c) =>
      ok(c, 'Round fetched.', await roundDetail(c.var, c.req.param('id'), c.req.valid('param').x, viewerOf(c.var))),
  )
  .get('/:id/candidate_and_job_detail', staffCan('interviews.view', 'interviews.review'), process, async (c) =>
    ok(c, 'Candidate and job fetched.', await candidateAndJob(c.var, c.req.param('id'))),
  )
  .get('/:id/review/:x', staffCan('interviews.review'), process, validate('param', roundParam), async (c) =>
    ok(
      c,
      'Round review fetched.',
      await roundReview(c.var, c.req.param('id'), c.req.valid('param').x, viewerOf(c.var)),
    ),
  )
