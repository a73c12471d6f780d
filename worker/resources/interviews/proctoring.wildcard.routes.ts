import { Hono } from 'hono'
import { interviews } from '../../db/schema'
import type { BusinessEnv } from '../../env'
import { download } from '../../lib/download'
import { ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { owned } from '../../middleware/owned'
import { staffCan } from '../../middleware/staff'
import { z } from '../../schemas/zod'
import { assertReviewer } from './access'
import { decideIntegrity, evidenceFile, integrityReview, recordingStream } from './integrity.service'
import { integrityDecisionInput } from './proctoring.schema'

const interview = owned(interviews, 'Interview')
const canRead = staffCan('interviews.view', 'interviews.review')
const recordingParam = z.object({
  id: z.string(),
  recording: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Recording is not valid'),
})
const evidenceParam = z.object({ id: z.string(), documentId: z.string().trim().min(1).max(64) })

/**
 * /wildcard/interviews/:id/integrity, /recordings/:recording, /evidence/:documentId (added by
 * issue 16): an exam's integrity review and the reviewer's decision, the recording played back in
 * order, and the snapshots and spoken answers as files (docs/proctoring.md).
 */
export const proctoringRoutes = new Hono<BusinessEnv>()
  .get('/:id/integrity', canRead, interview, async (c) => {
    await assertReviewer(c.var, c.req.param('id'))
    return ok(c, 'Integrity review fetched.', await integrityReview(c.var, c.req.param('id')))
  })
  .put(
    '/:id/integrity',
    staffCan('interviews.review'),
    interview,
    validate('json', integrityDecisionInput),
    async (c) => {
      await assertReviewer(c.var, c.req.param('id'))
      return ok(c, 'Integrity decision saved.', await decideIntegrity(c.var, c.req.param('id'), c.req.valid('json')))
    },
  )
  .get('/:id/recordings/:recording', canRead, interview, validate('param', recordingParam), async (c) => {
    await assertReviewer(c.var, c.req.param('id'))
    const { recording } = c.req.valid('param')
    const video = await recordingStream(c.var, c.req.param('id'), recording)
    return download(video.body, {
      fileName: `exam-${c.req.param('id')}-${recording}.webm`,
      contentType: video.contentType,
      size: video.size,
      disposition: 'inline',
    })
  })
  .get('/:id/evidence/:documentId', canRead, interview, validate('param', evidenceParam), async (c) => {
    await assertReviewer(c.var, c.req.param('id'))
    const { doc, object } = await evidenceFile(c.var, c.req.param('id'), c.req.valid('param').documentId)
    return download(object.body, {
      fileName: doc.fileName,
      contentType: doc.contentType,
      size: object.size,
      disposition: 'inline',
    })
  })
