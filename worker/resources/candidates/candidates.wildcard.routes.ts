import { Hono } from 'hono'
import { savedSearchFilters } from '../../db/schema'
import type { BusinessEnv } from '../../env'
import { download } from '../../lib/download'
import { created, ok, okJson } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { owned } from '../../middleware/owned'
import { staffCan } from '../../middleware/staff'
import { candidateRecordRoutes, duplicateAnswer } from './candidate.wildcard.routes'
import {
  bulkEmail,
  candidateListQuery,
  createCandidate,
  exportQuery,
  registeredQuery,
  reportQuery,
  saveSearchFilter,
} from './candidates.schema'
import { createCandidate as create } from './candidates.service'
import { candidateDocumentRoutes } from './documents.wildcard.routes'
import { sendBulkEmail } from './email.service'
import { exportCandidates } from './export.service'
import { candidateScheduleRoutes } from './interviews.wildcard.routes'
import { candidateMatchingRoutes } from './matching.wildcard.routes'
import { candidateOfferLetterRoutes } from './offer-letter.wildcard.routes'
import { qualificationOptions, statusOptions } from './pipeline.service'
import { keptCandidatePage } from './query.service'
import { candidateReportPdf } from './report.service'
import { deleteFilter, listSavedFilters, registeredCandidates, saveFilter } from './saved-filters.service'

const canView = staffCan('candidates.view')
const canExport = staffCan('candidates.export')
/** One candidate's profile needs only view; the summary of the whole (filtered) list is an export. */
const canReport: typeof canView = (c, next) => (c.req.query('candidate_id') ? canView : canExport)(c, next)

/**
 * /wildcard/candidates: the collection (list, create, options, saved filters, export, reports,
 * registered) first, so its fixed paths are never taken for a candidate id; then one
 * candidate's routes.
 */
export const candidateRoutes = new Hono<BusinessEnv>()
  .get('/', canView, validate('query', candidateListQuery), async (c) =>
    okJson(c, 'Candidates fetched.', await keptCandidatePage(c.var, c.req.valid('query'))),
  )
  .post('/', staffCan('candidates.create'), validate('json', createCandidate), async (c) => {
    const result = await create(c.var, c.req.valid('json'))
    if ('duplicate' in result) return duplicateAnswer(c, result.duplicate)
    return created(c, 'Candidate created successfully.', result.candidate)
  })
  .get('/options/status', canView, async (c) => ok(c, 'Candidate statuses fetched.', await statusOptions(c.var)))
  .get('/options/qualifications', staffCan('candidates.view', 'candidates.create', 'candidates.update'), async (c) =>
    ok(c, 'Qualifications fetched.', await qualificationOptions(c.var)),
  )
  // Saved searches are personal: each staff member sees and deletes only their own.
  .get('/search-filters', canView, async (c) => ok(c, 'Saved filters fetched.', await listSavedFilters(c.var)))
  .post('/search-filters', canView, validate('json', saveSearchFilter), async (c) =>
    created(c, 'Filter saved successfully.', await saveFilter(c.var, c.req.valid('json'))),
  )
  .delete('/search-filters/:id', canView, owned(savedSearchFilters, 'Saved filter'), async (c) =>
    ok(c, 'Filter deleted successfully.', await deleteFilter(c.var, c.req.param('id'))),
  )
  .post('/bulk/send-email', staffCan('candidates.send_email'), validate('json', bulkEmail), async (c) => {
    const result = await sendBulkEmail(c.var, c.req.valid('json'))
    return ok(c, `E-mail sent to ${result.sent} candidate${result.sent === 1 ? '' : 's'}.`, result)
  })
  .get('/export/details', canExport, validate('query', exportQuery), async (c) => {
    const { format, page: _p, limit: _l, ...filters } = c.req.valid('query')
    const file = await exportCandidates(c.var, filters, format)
    return download(file.stream, { ...file, headers: { 'x-export-rows': String(file.rows) } })
  })
  .get('/generate/reports', canReport, validate('query', reportQuery), async (c) => {
    const { candidate_id, format: _f, page: _p, limit: _l, ...filters } = c.req.valid('query')
    const file = await candidateReportPdf(c.var, filters, candidate_id)
    return download(file.bytes, file)
  })
  .get('/registered/list', canView, validate('query', registeredQuery), async (c) =>
    ok(c, 'Registered candidates fetched.', await registeredCandidates(c.var, c.req.valid('query'))),
  )
  .route('/', candidateDocumentRoutes)
  .route('/', candidateMatchingRoutes)
  .route('/', candidateScheduleRoutes)
  .route('/', candidateOfferLetterRoutes)
  .route('/', candidateRecordRoutes)
