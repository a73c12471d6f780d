import { Hono } from 'hono'
import { candidates } from '../../db/schema'
import type { BusinessEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { owned } from '../../middleware/owned'
import { staffCan } from '../../middleware/staff'
import { candidateExams } from '../interviews/exam-results.service'

/** GET /wildcard/candidates/:id/exams: the candidate's online exams with their scores (added by issue 15). */
export const candidateExamRoutes = new Hono<BusinessEnv>().get(
  '/:id/exams',
  staffCan('interviews.view', 'interviews.review'),
  owned(candidates, 'Candidate'),
  async (c) => ok(c, 'Exams fetched.', await candidateExams(c.var, c.req.param('id'))),
)
