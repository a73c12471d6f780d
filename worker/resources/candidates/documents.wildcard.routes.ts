import { Hono } from 'hono'
import { candidates } from '../../db/schema'
import type { AppEnv } from '../../env'
import { created, ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { owned } from '../../middleware/owned'
import { staffCan } from '../../middleware/staff'
import { checkDocuments, chooseResume, requestDocuments } from './candidates.schema'
import {
  candidateFiles,
  checkDocuments as check,
  downloadCandidateFile,
  requestDocuments as request,
} from './documents.service'
import { chooseResume as choose } from './resume.service'
import { actorOf, employeeIdOf, scopeOf } from './route-helpers'

const candidate = owned(candidates, 'Candidate')

/** /wildcard/candidates/:id/...: documents asked of a candidate, their arrival, and downloads. */
export const candidateDocumentRoutes = new Hono<AppEnv>()
  .post(
    '/:id/request-document-email',
    staffCan('candidates.request_documents'),
    candidate,
    validate('json', requestDocuments),
    async (c) =>
      created(
        c,
        'Document request sent successfully.',
        await request(c.var.db, c.env, scopeOf(c), c.req.param('id'), c.req.valid('json'), employeeIdOf(c)),
      ),
  )
  .post('/:id/check-documents', staffCan('candidates.view'), candidate, validate('json', checkDocuments), async (c) => {
    const result = await check(c.var.db, scopeOf(c).businessId, c.req.param('id'), c.req.valid('json').documents)
    const message = !result.documents.length
      ? 'No documents have been requested.'
      : result.allReceived
        ? 'All requested documents have arrived.'
        : `${result.received.length} of ${result.documents.length} requested documents have arrived.`
    return ok(c, message, result)
  })
  .get('/:id/documents', staffCan('candidates.view'), candidate, async (c) =>
    ok(c, 'Documents fetched.', await candidateFiles(c.var.db, scopeOf(c).businessId, c.req.param('id'))),
  )
  // Which file is the resume is the team's choice (a careers application never replaces it).
  .put('/:id/resume', staffCan('candidates.update'), candidate, validate('json', chooseResume), async (c) =>
    ok(
      c,
      'The resume was replaced. The previous one is kept with the documents.',
      await choose(c.var.db, scopeOf(c).businessId, c.req.param('id'), c.req.valid('json').document_id, actorOf(c)),
    ),
  )
  // Outside the contract: the authorized download behind every document's download_url.
  .get('/:id/documents/:documentId/download', staffCan('candidates.view'), candidate, async (c) =>
    downloadCandidateFile(c.var.db, c.env.FILES, scopeOf(c).businessId, c.req.param('id'), c.req.param('documentId')),
  )
