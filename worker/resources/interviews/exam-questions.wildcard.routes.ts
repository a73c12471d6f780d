import { Hono } from 'hono'
import { interviewQuestions, interviews } from '../../db/schema'
import type { BusinessEnv } from '../../env'
import { created, ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { owned } from '../../middleware/owned'
import { staffCan } from '../../middleware/staff'
import { examWindowInput } from './exam.schema'
import { examQuestionInput, questionOrderInput } from './exam-questions.schema'
import {
  createExamQuestion,
  deleteExamQuestion,
  listExamQuestions,
  reorderExamQuestions,
  setExamSettings,
  updateExamQuestion,
} from './exam-questions.service'

const interview = owned(interviews, 'Interview')
const question = owned(interviewQuestions, 'Question', 'q')

/**
 * /wildcard/interviews/:id/questions and /exam-settings: staff author an online exam (added by
 * issue 15; the interview itself is the interviews resource's). Locked once the candidate starts.
 */
export const examQuestionRoutes = new Hono<BusinessEnv>()
  .get('/:id/questions', staffCan('interviews.view', 'interviews.review'), interview, async (c) =>
    ok(c, 'Exam questions fetched.', await listExamQuestions(c.var, c.req.param('id'))),
  )
  .post('/:id/questions', staffCan('interviews.update'), interview, validate('json', examQuestionInput), async (c) =>
    created(c, 'Question added.', await createExamQuestion(c.var, c.req.param('id'), c.req.valid('json'))),
  )
  .put(
    '/:id/questions/order',
    staffCan('interviews.update'),
    interview,
    validate('json', questionOrderInput),
    async (c) =>
      ok(c, 'Questions reordered.', await reorderExamQuestions(c.var, c.req.param('id'), c.req.valid('json'))),
  )
  .put(
    '/:id/questions/:q',
    staffCan('interviews.update'),
    interview,
    question,
    validate('json', examQuestionInput),
    async (c) =>
      ok(
        c,
        'Question updated.',
        await updateExamQuestion(c.var, c.req.param('id'), c.req.param('q'), c.req.valid('json')),
      ),
  )
  .delete('/:id/questions/:q', staffCan('interviews.update'), interview, question, async (c) =>
    ok(c, 'Question deleted.', await deleteExamQuestion(c.var, c.req.param('id'), c.req.param('q'))),
  )
  .put('/:id/exam-settings', staffCan('interviews.update'), interview, validate('json', examWindowInput), async (c) =>
    ok(c, 'Exam settings saved.', await setExamSettings(c.var, c.req.param('id'), c.req.valid('json'))),
  )
