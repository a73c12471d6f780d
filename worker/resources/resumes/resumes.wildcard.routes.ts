import { Hono } from 'hono'
import { candidates, resumes } from '../../db/schema'
import type { BusinessEnv } from '../../env'
import { downloadObject } from '../../lib/download'
import { ok } from '../../lib/envelope'
import { ApiError, notFound } from '../../lib/errors'
import { validate } from '../../lib/validate'
import { owned } from '../../middleware/owned'
import { staffCan } from '../../middleware/staff'
import { resumeListQuery, saveRecords, saveToCandidate } from './resumes.schema'
import { getResume, listResumes, resumeFile } from './resumes.service'
import { saveToCandidate as attach, saveRecords as save } from './save.service'
import { filesOf, uploadResumes } from './upload.service'

const canView = staffCan('resumes.view')
const resume = owned(resumes, 'Resume')

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/** /wildcard/resumes: upload for extraction, follow and review the records, save them as candidates. */
export const resumeRoutes = new Hono<BusinessEnv>()
  .get('/', canView, validate('query', resumeListQuery), async (c) =>
    ok(c, 'Resumes fetched.', await listResumes(c.var, c.req.valid('query'))),
  )
  // Multipart: the repeated field `files` (PDF, DOCX or TXT by their bytes; 25 MB each; 50 at most).
  .post('/upload', staffCan('resumes.upload'), async (c) => {
    const form = await c.req.formData().catch(() => {
      const message = 'Send the resumes as multipart form data in the field files.'
      throw new ApiError(422, message, [{ field: 'files', message }])
    })
    const result = await uploadResumes(c.var, filesOf(form))
    return ok(c, `${plural(result.resumes.length, 'resume')} queued for extraction.`, result.resumes, 202)
  })
  .post('/save_records', staffCan('resumes.save'), validate('json', saveRecords), async (c) => {
    const result = await save(c.var, c.req.valid('json'))
    const parts = [
      result.saved ? `${plural(result.saved, 'candidate')} saved` : 'No candidate saved',
      result.duplicates ? `${plural(result.duplicates, 'resume')} already on file (not saved)` : '',
    ].filter(Boolean)
    return ok(c, `${parts.join('; ')}.`, result)
  })
  .post(
    '/save_candidate/:id',
    staffCan('resumes.save'),
    owned(candidates, 'Candidate'),
    validate('json', saveToCandidate),
    async (c) => {
      const result = await attach(c.var, c.req.param('id'), c.req.valid('json'))
      const name = result.candidate.name
      const message = [
        `Resume attached to ${name}.`,
        result.filled.length ? ` ${plural(result.filled.length, 'empty field')} filled.` : '',
        result.overwritten.length ? ` ${plural(result.overwritten.length, 'field')} replaced.` : '',
        result.conflicts.length ? ` ${plural(result.conflicts.length, 'field')} differ and kept ${name}'s values.` : '',
        result.application === 'added' ? ' Added to the job.' : '',
      ].join('')
      return ok(c, message, result)
    },
  )
  .get('/:id', canView, resume, async (c) => ok(c, 'Resume fetched.', await getResume(c.var, c.req.param('id'))))
  // Outside the seed's list (added by issue 17): the uploaded file itself.
  .get('/:id/file', canView, resume, async (c) => {
    const file = await resumeFile(c.var, c.req.param('id'))
    const answer = await downloadObject(c.env.FILES, file.key, file)
    if (!answer) throw notFound('File')
    return answer
  })
