import { Hono } from 'hono'
import { businessBranches } from '../../db/schema'
import type { BusinessEnv } from '../../env'
import { created, ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { owned } from '../../middleware/owned'
import { staffCan } from '../../middleware/staff'
import { branchInput, branchListQuery } from './business-branches.schema'
import {
  branchOptions,
  createBranch,
  deleteBranch,
  getBranch,
  listBranches,
  updateBranch,
} from './business-branches.service'

const PICKERS = [
  'employees.create',
  'employees.update',
  'opportunities.create',
  'opportunities.update',
  'job_requests.create',
  'job_requests.update',
] as const

const branch = owned(businessBranches, 'Branch')

/** /wildcard/business_branches */
export const businessBranchRoutes = new Hono<BusinessEnv>()
  .post('/', staffCan('business_branches.create'), validate('json', branchInput), async (c) =>
    created(c, 'Branch created successfully.', await createBranch(c.var, c.req.valid('json'))),
  )
  .get('/', staffCan('business_branches.view'), validate('query', branchListQuery), async (c) =>
    ok(c, 'Branches fetched.', await listBranches(c.var, c.req.valid('query'))),
  )
  .get('/options/all', staffCan('business_branches.view', ...PICKERS), async (c) =>
    ok(c, 'Branches fetched.', await branchOptions(c.var)),
  )
  .get('/:id', staffCan('business_branches.view'), branch, async (c) =>
    ok(c, 'Branch fetched.', await getBranch(c.var, c.req.param('id'))),
  )
  .put('/:id', staffCan('business_branches.update'), branch, validate('json', branchInput), async (c) =>
    ok(c, 'Branch updated successfully.', await updateBranch(c.var, c.req.param('id'), c.req.valid('json'))),
  )
  .delete('/:id', staffCan('business_branches.delete'), branch, async (c) => {
    const removed = await deleteBranch(c.var, c.req.param('id'))
    return ok(c, `${removed.name} was deleted.`, removed)
  })
