import { Hono } from 'hono'
import { businessBranches } from '../../db/schema'
import type { AppEnv } from '../../env'
import { created, ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { businessOf } from '../../middleware/host'
import { owned } from '../../middleware/owned'
import { staffCan } from '../../middleware/staff'
import { actorOf } from '../../services/org-helpers'
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

/** /wildcard/business_branches */
export const businessBranchRoutes = new Hono<AppEnv>()
  .post('/', staffCan('business_branches.create'), validate('json', branchInput), async (c) =>
    created(
      c,
      'Branch created successfully.',
      await createBranch(c.var.db, businessOf(c.var.host).id, c.req.valid('json'), actorOf(c.var.principal)),
    ),
  )
  .get('/', staffCan('business_branches.view'), validate('query', branchListQuery), async (c) =>
    ok(c, 'Branches fetched.', await listBranches(c.var.db, businessOf(c.var.host).id, c.req.valid('query'))),
  )
  .get('/options/all', staffCan('business_branches.view', ...PICKERS), async (c) =>
    ok(c, 'Branches fetched.', await branchOptions(c.var.db, businessOf(c.var.host).id)),
  )
  .get('/:id', staffCan('business_branches.view'), owned(businessBranches, 'Branch'), async (c) =>
    ok(c, 'Branch fetched.', await getBranch(c.var.db, businessOf(c.var.host).id, c.req.param('id'))),
  )
  .put(
    '/:id',
    staffCan('business_branches.update'),
    owned(businessBranches, 'Branch'),
    validate('json', branchInput),
    async (c) =>
      ok(
        c,
        'Branch updated successfully.',
        await updateBranch(
          c.var.db,
          businessOf(c.var.host).id,
          c.req.param('id'),
          c.req.valid('json'),
          actorOf(c.var.principal),
        ),
      ),
  )
  .delete('/:id', staffCan('business_branches.delete'), owned(businessBranches, 'Branch'), async (c) => {
    const removed = await deleteBranch(c.var.db, businessOf(c.var.host).id, c.req.param('id'), actorOf(c.var.principal))
    return ok(c, `${removed.name} was deleted.`, removed)
  })
