import { Hono } from 'hono'
import { candidates } from '../../db/schema'
import type { AppEnv } from '../../env'
import { created, ok } from '../../lib/envelope'
import { listQuery } from '../../lib/pagination'
import { validate } from '../../lib/validate'
import { owned } from '../../middleware/owned'
import { staffCan } from '../../middleware/staff'
import { addComment, blacklist, changeStatus, sendEmail, updateCandidate, whitelist } from './candidates.schema'
import { deleteCandidate, getCandidate, updateCandidate as update } from './candidates.service'
import { addComment as comment, listComments, listFeedback } from './comments.service'
import { sendCandidateEmail } from './email.service'
import { blacklistCandidate, changeCandidateStatus, STATE_LABEL, whitelistCandidate } from './pipeline.service'
import { actorOf, duplicateAnswer, employeeIdOf, scopeOf } from './route-helpers'

const candidate = owned(candidates, 'Candidate')
const id = (c: { req: { param: (k: 'id') => string } }) => c.req.param('id')

/** /wildcard/candidates/:id and its actions: one candidate of this business (another's is 404). */
export const candidateRecordRoutes = new Hono<AppEnv>()
  .get('/:id', staffCan('candidates.view'), candidate, async (c) =>
    ok(c, 'Candidate fetched.', await getCandidate(c.var.db, scopeOf(c).businessId, id(c))),
  )
  .put('/:id', staffCan('candidates.update'), candidate, validate('json', updateCandidate), async (c) => {
    const result = await update(c.var.db, scopeOf(c).businessId, id(c), c.req.valid('json'))
    if ('duplicate' in result) return duplicateAnswer(c, result.duplicate)
    return ok(c, 'Candidate updated successfully.', result.candidate)
  })
  .put('/:id/status', staffCan('candidates.change_status'), candidate, validate('json', changeStatus), async (c) => {
    const input = c.req.valid('json')
    const row = await changeCandidateStatus(c.var.db, scopeOf(c).businessId, id(c), input, actorOf(c))
    return ok(c, `Candidate moved to ${STATE_LABEL[input.status].toLowerCase()}.`, row)
  })
  .delete('/:id', staffCan('candidates.delete'), candidate, async (c) =>
    ok(
      c,
      'Candidate deleted successfully.',
      await deleteCandidate(c.var.db, c.env.FILES, scopeOf(c).businessId, id(c)),
    ),
  )
  .put('/:id/blacklist', staffCan('candidates.blacklist'), candidate, validate('json', blacklist), async (c) =>
    ok(
      c,
      'Candidate blacklisted.',
      await blacklistCandidate(c.var.db, scopeOf(c).businessId, id(c), c.req.valid('json').reason, actorOf(c)),
    ),
  )
  .put('/:id/whitelist', staffCan('candidates.blacklist'), candidate, validate('json', whitelist), async (c) =>
    ok(
      c,
      'Candidate whitelisted.',
      await whitelistCandidate(c.var.db, scopeOf(c).businessId, id(c), c.req.valid('json').reason, actorOf(c)),
    ),
  )
  .get('/:id/comments', staffCan('candidates.view'), candidate, validate('query', listQuery(50)), async (c) =>
    ok(c, 'Comments fetched.', await listComments(c.var.db, scopeOf(c).businessId, id(c), c.req.valid('query'))),
  )
  .post('/:id/add-comments', staffCan('candidates.comment'), candidate, validate('json', addComment), async (c) =>
    created(
      c,
      'Comment added successfully.',
      await comment(c.var.db, c.env, scopeOf(c), id(c), c.req.valid('json'), employeeIdOf(c)),
    ),
  )
  .get('/:id/feedback', staffCan('candidates.view'), candidate, validate('query', listQuery(50)), async (c) =>
    ok(c, 'Feedback fetched.', await listFeedback(c.var.db, scopeOf(c).businessId, id(c), c.req.valid('query'))),
  )
  .post('/:id/send-email', staffCan('candidates.send_email'), candidate, validate('json', sendEmail), async (c) =>
    ok(
      c,
      'E-mail sent successfully.',
      await sendCandidateEmail(c.var.db, c.env, scopeOf(c), id(c), c.req.valid('json'), employeeIdOf(c)),
    ),
  )
