import { type Context, Hono } from 'hono'
import { candidates } from '../../db/schema'
import type { BusinessEnv } from '../../env'
import { toSnakeKeys } from '../../lib/case'
import { created, envelope, ok } from '../../lib/envelope'
import { listQuery } from '../../lib/pagination'
import { validate } from '../../lib/validate'
import { owned } from '../../middleware/owned'
import { staffCan } from '../../middleware/staff'
import { addApplication } from '../applications/applications.schema'
import { addToJob, candidateApplications } from '../applications/applications.service'
import {
  addComment,
  blacklist,
  CANDIDATE_STATE_LABELS,
  changeStatus,
  sendEmail,
  updateCandidate,
  whitelist,
} from './candidates.schema'
import { deleteCandidate, getCandidate, updateCandidate as update } from './candidates.service'
import { addComment as comment, listComments, listFeedback } from './comments.service'
import { type Duplicate, duplicateMessage } from './duplicates.service'
import { sendCandidateEmail } from './email.service'
import { blacklistCandidate, changeCandidateStatus, whitelistCandidate } from './pipeline.service'

const candidate = owned(candidates, 'Candidate')

/** 409 with the record that already exists, so the screen can offer to open it. */
export function duplicateAnswer(c: Context, d: Duplicate) {
  const message = duplicateMessage(d)
  const data = toSnakeKeys({ existing: d.existing, matchedOn: d.matchedOn })
  return c.json(envelope(false, message, data, [{ field: d.matchedOn, message }]), 409)
}

/** /wildcard/candidates/:id and its actions: one candidate of this business (another's is 404). */
export const candidateRecordRoutes = new Hono<BusinessEnv>()
  .get('/:id', staffCan('candidates.view'), candidate, async (c) =>
    ok(c, 'Candidate fetched.', await getCandidate(c.var, c.req.param('id'))),
  )
  .put('/:id', staffCan('candidates.update'), candidate, validate('json', updateCandidate), async (c) => {
    const result = await update(c.var, c.req.param('id'), c.req.valid('json'))
    if ('duplicate' in result) return duplicateAnswer(c, result.duplicate)
    return ok(c, 'Candidate updated successfully.', result.candidate)
  })
  .put('/:id/status', staffCan('candidates.change_status'), candidate, validate('json', changeStatus), async (c) => {
    const input = c.req.valid('json')
    const row = await changeCandidateStatus(c.var, c.req.param('id'), input)
    return ok(c, `Candidate moved to ${CANDIDATE_STATE_LABELS[input.status].toLowerCase()}.`, row)
  })
  // A candidate's applications, each with its history; "Add to job" puts them in another pipeline.
  .get('/:id/applications', staffCan('candidates.view'), candidate, async (c) =>
    ok(c, 'Applications fetched.', await candidateApplications(c.var, c.req.param('id'))),
  )
  .post('/:id/applications', staffCan('candidates.update'), candidate, validate('json', addApplication), async (c) => {
    const app = await addToJob(c.var, c.req.param('id'), c.req.valid('json'))
    return created(c, `Added to ${app.opportunity.title}.`, app)
  })
  .delete('/:id', staffCan('candidates.delete'), candidate, async (c) =>
    ok(c, 'Candidate deleted successfully.', await deleteCandidate(c.var, c.req.param('id'))),
  )
  .put('/:id/blacklist', staffCan('candidates.blacklist'), candidate, validate('json', blacklist), async (c) =>
    ok(c, 'Candidate blacklisted.', await blacklistCandidate(c.var, c.req.param('id'), c.req.valid('json').reason)),
  )
  .put('/:id/whitelist', staffCan('candidates.blacklist'), candidate, validate('json', whitelist), async (c) =>
    ok(c, 'Candidate whitelisted.', await whitelistCandidate(c.var, c.req.param('id'), c.req.valid('json').reason)),
  )
  .get('/:id/comments', staffCan('candidates.view'), candidate, validate('query', listQuery(50)), async (c) =>
    ok(c, 'Comments fetched.', await listComments(c.var, c.req.param('id'), c.req.valid('query'))),
  )
  .post('/:id/add-comments', staffCan('candidates.comment'), candidate, validate('json', addComment), async (c) =>
    created(c, 'Comment added successfully.', await comment(c.var, c.req.param('id'), c.req.valid('json'))),
  )
  .get('/:id/feedback', staffCan('candidates.view'), candidate, validate('query', listQuery(50)), async (c) =>
    ok(c, 'Feedback fetched.', await listFeedback(c.var, c.req.param('id'), c.req.valid('query'))),
  )
  .post('/:id/send-email', staffCan('candidates.send_email'), candidate, validate('json', sendEmail), async (c) =>
    ok(c, 'E-mail sent successfully.', await sendCandidateEmail(c.var, c.req.param('id'), c.req.valid('json'))),
  )
