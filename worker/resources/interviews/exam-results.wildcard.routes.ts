import { Hono } from 'hono'
import { interviewQuestions, interviews } from '../../db/schema'
import type { BusinessEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { owned } from '../../middleware/owned'
import { staffCan } from '../../middleware/staff'
import { assertReviewer } from './access'
import { reviewScoreInput } from './exam.schema'
import { examResults, reviewAnswer } from './exam-results.service'

const interview = owned(interviews, 'Interview')
const question = owned(interviewQuestions, 'Question', 'q')

/** /wildcard/interviews/:id/exam-results: a candidate's exam as staff see it, and a reviewer's scores (added by issue 15). */
export const examResultRoutes = new Hono<BusinessEnv>()
  .get('/:id/exam-results', staffCan('interviews.view', 'interviews.review'), interview, async (c) => {
    await assertReviewer(c.var, c.req.param('id'))
    return ok(c, 'Exam results fetched.', await examResults(c.var, c.req.param('id')))
  })
  .put(
    '/:id/exam-results/:q',
    staffCan('interviews.review'),
    interview,
    question,
    validate('json', reviewScoreInput),
    async (c) => {
      await assertReviewer(c.var, c.req.param('id'))
      return ok(
        c,
        'Answer scored.',
        await reviewAnswer(c.var, c.req.param('id'), c.req.param('q'), c.req.valid('json')),
      )
    },
  )
