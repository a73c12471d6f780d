import { Hono } from 'hono'
import { savedSearchFilters } from '../../db/schema'
import type { AppEnv } from '../../env'
import { created, ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { owned } from '../../middleware/owned'
import { staffCan } from '../../middleware/staff'
import { candidateRecordRoutes } from './candidate.wildcard.routes'
import {
  candidateListQuery,
  createCandidate,
  exportQuery,
  registeredQuery,
  reportQuery,
  saveSearchFilter,
} from './candidates.schema'
import { createCandidate as create } from './candidates.service'
import { candidateDocumentRoutes } from './documents.wildcard.routes'
import { exportCandidates } from './export.service'
import { qualificationOptions, statusOptions } from './pipeline.service'
import { listCandidates } from './query.service'
import { candidateReportPdf } from './report.service'
import { actorOf, duplicateAnswer, employeeIdOf, scopeOf } from './route-helpers'
import { deleteFilter, listSavedFilters, registeredCandidates, saveFilter } from './saved-filters.service'

/**
 * /wildcard/candidates: the collection (list, create, options, saved filters, export, reports,
 * registered) first, so its fixed paths are never taken for a candidate id; then one
 * candidate's routes.
 */
export const candidateRoutes = new Hono<AppEnv>()
  .get('/', staffCan('candidates.view'), validate('query', candidateListQuery), async (c) =>
    ok(c, 'Candidates fetched.', await listCandidates(c.var.db, scopeOf(c).businessId, c.req.valid('query'))),
  )
  .post('/', staffCan('candidates.create'), validate('json', createCandidate), async (c) => {
    const result = await create(c.var.db, scopeOf(c).businessId, c.req.valid('json'), actorOf(c))
    if ('duplicate' in result) return duplicateAnswer(c, result.duplicate)
    return created(c, 'Candidate created successfully.', result.candidate)
  })
  .get('/options/status', staffCan('candidates.view'), async (c) =>
    ok(c, 'Candidate statuses fetched.', await statusOptions(c.var.db, scopeOf(c).businessId)),
  )
  .get('/options/qualifications', staffCan('candidates.view', 'candidates.create', 'candidates.update'), async (c) =>
    ok(c, 'Qualifications fetched.', await qualificationOptions(c.var.db, scopeOf(c).businessId)),
  )
  // Saved searches are personal: each staff member sees and deletes only their own.
  .get('/search-filters', staffCan('candidates.view'), async (c) =>
    ok(c, 'Saved filters fetched.', await listSavedFilters(c.var.db, scopeOf(c).businessId, employeeIdOf(c))),
  )
  .post('/search-filters', staffCan('candidates.view'), validate('json', saveSearchFilter), async (c) =>
    created(
      c,
      'Filter saved successfully.',
      await saveFilter(c.var.db, scopeOf(c).businessId, employeeIdOf(c), c.req.valid('json')),
    ),
  )
  .delete('/search-filters/:id', staffCan('candidates.view'), owned(savedSearchFilters, 'Saved filter'), async (c) =>
    ok(
      c,
      'Filter deleted successfully.',
      await deleteFilter(c.var.db, scopeOf(c).businessId, employeeIdOf(c), c.req.param('id')),
    ),
  )
  .get('/export/details', staffCan('candidates.export'), validate('query', exportQuery), async (c) => {
    const { format, page: _p, limit: _l, ...filters } = c.req.valid('query')
    return exportCandidates(c.var.db, c.env.FILES, { ...scopeOf(c), employeeId: employeeIdOf(c) }, filters, format)
  })
  // One candidate's profile needs only view; the summary of the whole (filtered) list is an export.
  .get(
    '/generate/reports',
    async (c, next) =>
      (c.req.query('candidate_id') ? staffCan('candidates.view') : staffCan('candidates.export'))(c as never, next),
    validate('query', reportQuery),
    async (c) => {
      const { candidate_id, format: _f, page: _p, limit: _l, ...filters } = c.req.valid('query')
      return candidateReportPdf(c.var.db, scopeOf(c), filters, candidate_id)
    },
  )
  .get('/registered/list', staffCan('candidates.view'), validate('query', registeredQuery), async (c) =>
    ok(
      c,
      'Registered candidates fetched.',
      await registeredCandidates(c.var.db, scopeOf(c).businessId, c.req.valid('query')),
    ),
  )
  .route('/', candidateDocumentRoutes)
  .route('/', candidateRecordRoutes)
