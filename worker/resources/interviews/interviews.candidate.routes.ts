import { Hono } from 'hono'
import { interviewQuestions, interviews, opportunities } from '../../db/schema'
import type { BusinessEnv } from '../../env'
import { created, ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { candidateOnly } from '../../middleware/candidate'
import { owned } from '../../middleware/owned'
import { answerInput, candidateFeedbackInput, heartbeatInput } from './exam.schema'
import { examHeartbeat, examQuestions, saveAnswer, startExam, submissionDetail, submitExam } from './exam.service'
import { myInterviewsQuery } from './my-interviews.schema'
import { giveFeedback, listMyInterviews, myInterviewDetail, myJobInterviews } from './my-interviews.service'
import { audioFields, candidateNoteInput, faceCheckInput, videoChunkFields, warningInput } from './proctoring.schema'
import {
  convertAudio,
  listWarnings,
  recordFaceCheck,
  recordWarning,
  saveCandidateNote,
  storeVideoChunk,
} from './proctoring.service'

const interview = owned(interviews, 'Interview')
const question = owned(interviewQuestions, 'Question', 'q')

/**
 * /candidate/interviews: the signed-in candidate's interviews and online exams. Every record is
 * the candidate's own (another candidate's or business's is 404); the exam's answers go to its
 * live Durable Object until it ends (docs/exams.md).
 */
export const candidateInterviewRoutes = new Hono<BusinessEnv>()
  .get('/', candidateOnly(), validate('query', myInterviewsQuery), async (c) =>
    ok(c, 'Interviews fetched.', await listMyInterviews(c.var, c.req.valid('query'))),
  )
  .get('/jobs/:id', candidateOnly(), owned(opportunities, 'Job'), async (c) =>
    ok(c, 'Interviews fetched.', await myJobInterviews(c.var, c.req.param('id'))),
  )
  .get('/:id/detail', candidateOnly(), interview, async (c) =>
    ok(c, 'Interview fetched.', await myInterviewDetail(c.var, c.req.param('id'))),
  )
  .post('/:id/start-exam', candidateOnly(), interview, async (c) =>
    ok(c, 'Exam started. Good luck!', await startExam(c.var, c.req.param('id'))),
  )
  .get('/:id/questions', candidateOnly(), interview, async (c) =>
    ok(c, 'Questions fetched.', await examQuestions(c.var, c.req.param('id'))),
  )
  .post('/:id/answer/:q', candidateOnly(), interview, question, validate('json', answerInput), async (c) =>
    ok(c, 'Answer saved.', await saveAnswer(c.var, c.req.param('id'), c.req.param('q'), c.req.valid('json'))),
  )
  .post('/:id/heartbeat', candidateOnly(), interview, validate('json', heartbeatInput), async (c) =>
    ok(c, 'Exam clock.', await examHeartbeat(c.var, c.req.param('id'), c.req.valid('json'))),
  )
  .post('/:id/submit-exam', candidateOnly(), interview, async (c) =>
    ok(c, 'Exam submitted. Thank you!', await submitExam(c.var, c.req.param('id'))),
  )
  .get('/:id/submission_detail', candidateOnly(), interview, async (c) =>
    ok(c, 'Submission fetched.', await submissionDetail(c.var, c.req.param('id'))),
  )
  // Proctoring (issue 16, docs/proctoring.md): face checks, warnings, video chunks, spoken answers.
  .post('/detect/face', candidateOnly(), validate('json', faceCheckInput), async (c) =>
    created(c, 'Face check recorded.', await recordFaceCheck(c.var, c.req.valid('json'))),
  )
  .post('/:id/warnings', candidateOnly(), interview, validate('json', warningInput), async (c) => {
    const result = await recordWarning(c.var, c.req.param('id'), c.req.valid('json'))
    return ok(
      c,
      result.ended ? 'The exam ended: it reached its maximum warnings.' : 'Warning recorded.',
      result,
      result.repeated ? 200 : 201,
    )
  })
  .get('/:id/warnings', candidateOnly(), interview, async (c) =>
    ok(c, 'Warnings fetched.', await listWarnings(c.var, c.req.param('id'))),
  )
  .post('/:id/video-chunks', candidateOnly(), interview, validate('form', videoChunkFields), async (c) => {
    const body = await c.req.parseBody()
    const result = await storeVideoChunk(c.var, c.req.param('id'), c.req.valid('form'), body.chunk)
    return ok(
      c,
      result.duplicate ? 'Video chunk already stored.' : 'Video chunk stored.',
      result,
      result.duplicate ? 200 : 201,
    )
  })
  .post('/:id/convert-audio', candidateOnly(), interview, validate('form', audioFields), async (c) => {
    const body = await c.req.parseBody()
    return ok(c, 'Spoken answer saved.', await convertAudio(c.var, c.req.param('id'), c.req.valid('form'), body.audio))
  })
  .put('/:id/integrity-note', candidateOnly(), interview, validate('json', candidateNoteInput), async (c) =>
    ok(
      c,
      'Your note was saved for the hiring team.',
      await saveCandidateNote(c.var, c.req.param('id'), c.req.valid('json').note),
    ),
  )
  .post('/:id/feedback', candidateOnly(), interview, validate('json', candidateFeedbackInput), async (c) =>
    ok(c, 'Thank you for your feedback.', await giveFeedback(c.var, c.req.param('id'), c.req.valid('json'))),
  )
