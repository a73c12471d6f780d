import { Hono } from 'hono'
import type { BusinessEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { ApiError } from '../../lib/errors'
import { validate } from '../../lib/validate'
import { staffCan } from '../../middleware/staff'
import { z } from '../../schemas/zod'
import { documentListQuery } from '../candidates/candidates.schema'
import { listAllDocuments, uploadByToken, uploadRequestInfo } from '../candidates/documents.service'

/** /wildcard/candidate/documents: every document asked of the business's candidates, and what arrived. */
export const candidateDocumentListRoutes = new Hono<BusinessEnv>().get(
  '/documents',
  staffCan('candidates.view'),
  validate('query', documentListQuery),
  async (c) => ok(c, 'Candidate documents fetched.', await listAllDocuments(c.var, c.req.valid('query'))),
)

const uploadToken = z.string().trim().min(20).max(200).describe('Upload link')
const TOKEN_MISSING = { field: 'token', message: 'This page needs the link from your e-mail.' }

/**
 * /wildcard/candidate-documents (outside the contract; public): the candidate's side of a
 * document request. The token of the e-mailed link is the only credential, so it travels in
 * the body, never in the URL (logs, history, Referer): upload-request reads what the link
 * asks for, upload sends the files (multipart, with a `token` field).
 */
export const candidateDocumentUploadRoutes = new Hono<BusinessEnv>()
  .post('/upload-request', validate('json', z.object({ token: uploadToken })), async (c) =>
    ok(c, 'Document request fetched.', await uploadRequestInfo(c.var, c.req.valid('json').token)),
  )
  .post('/upload', async (c) => {
    const form = await c.req.formData().catch(() => {
      throw new ApiError(422, 'Send the documents as multipart form data, one file field per requested document.', [
        { field: 'file', message: 'Please choose a file to upload.' },
      ])
    })
    const token = uploadToken.safeParse(form.get('token'))
    if (!token.success) throw new ApiError(422, TOKEN_MISSING.message, [TOKEN_MISSING])
    const result = await uploadByToken(c.var, token.data, form)
    const names = result.uploaded.map((u) => u.name).join(', ')
    return ok(
      c,
      result.remaining.length
        ? `Thank you: ${names} uploaded.`
        : `Thank you: ${names} uploaded. Every requested document has arrived.`,
      result,
    )
  })
