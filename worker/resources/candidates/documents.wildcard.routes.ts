import { Hono } from 'hono'
import { candidates } from '../../db/schema'
import type { BusinessEnv } from '../../env'
import { downloadObject } from '../../lib/download'
import { created, ok } from '../../lib/envelope'
import { notFound } from '../../lib/errors'
import { validate } from '../../lib/validate'
import { owned } from '../../middleware/owned'
import { staffCan } from '../../middleware/staff'
import { checkDocuments, chooseResume, requestDocuments } from './candidates.schema'
import {
  candidateFile,
  candidateFiles,
  checkDocuments as check,
  requestDocuments as request,
} from './documents.service'
import { chooseResume as choose } from './resume.service'
import { candidateResumeText } from './resume-text.service'

const candidate = owned(candidates, 'Candidate')

/** /wildcard/candidates/:id/...: documents asked of a candidate, their arrival, and downloads. */
export const candidateDocumentRoutes = new Hono<BusinessEnv>()
  .post(
    '/:id/request-document-email',
    staffCan('candidates.request_documents'),
    candidate,
    validate('json', requestDocuments),
    async (c) =>
      created(c, 'Document request sent successfully.', await request(c.var, c.req.param('id'), c.req.valid('json'))),
  )
  .post('/:id/check-documents', staffCan('candidates.view'), candidate, validate('json', checkDocuments), async (c) => {
    const result = await check(c.var, c.req.param('id'), c.req.valid('json').documents)
    const message = !result.documents.length
      ? 'No documents have been requested.'
      : result.allReceived
        ? 'All requested documents have arrived.'
        : `${result.received.length} of ${result.documents.length} requested documents have arrived.`
    return ok(c, message, result)
  })
  .get('/:id/documents', staffCan('candidates.view'), candidate, async (c) =>
    ok(c, 'Documents fetched.', await candidateFiles(c.var, c.req.param('id'))),
  )
  // Which file is the resume is the team's choice (a careers application never replaces it).
  .put('/:id/resume', staffCan('candidates.update'), candidate, validate('json', chooseResume), async (c) =>
    ok(
      c,
      'The resume was replaced. The previous one is kept with the documents.',
      await choose(c.var, c.req.param('id'), c.req.valid('json').document_id),
    ),
  )
  // Added by issue 21: the resume's text, read in place on the candidate's page.
  .get('/:id/resume/text', staffCan('candidates.view'), candidate, async (c) =>
    ok(c, 'Resume text fetched.', await candidateResumeText(c.var, c.req.param('id'))),
  )
  // Outside the contract: the authorized download behind every document's download_url.
  .get('/:id/documents/:documentId/download', staffCan('candidates.view'), candidate, async (c) => {
    const file = await candidateFile(c.var, c.req.param('id'), c.req.param('documentId'))
    const answer = await downloadObject(c.env.FILES, file.key, file)
    if (!answer) throw notFound('File')
    return answer
  })
