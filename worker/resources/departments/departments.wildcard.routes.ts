import { Hono } from 'hono'
import { departments } from '../../db/schema'
import type { BusinessEnv } from '../../env'
import { created, ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { owned } from '../../middleware/owned'
import { staffCan } from '../../middleware/staff'
import { statusInput } from '../../schemas/org-common'
import { departmentInput, departmentListQuery } from './departments.schema'
import {
  createDepartment,
  departmentOptions,
  getDepartment,
  listDepartments,
  setDepartmentStatus,
  updateDepartment,
} from './departments.service'

/** Who may pick a department in a form elsewhere (employees, jobs, job requests, analytics). */
const PICKERS = [
  'employees.create',
  'employees.update',
  'opportunities.create',
  'opportunities.update',
  'job_requests.create',
  'job_requests.update',
  'analytics.view',
] as const

const department = owned(departments, 'Department')

/** /wildcard/departments */
export const departmentRoutes = new Hono<BusinessEnv>()
  .get('/', staffCan('departments.view'), validate('query', departmentListQuery), async (c) =>
    ok(c, 'Departments fetched.', await listDepartments(c.var, c.req.valid('query'))),
  )
  .post('/', staffCan('departments.create'), validate('json', departmentInput), async (c) =>
    created(c, 'Department created successfully.', await createDepartment(c.var, c.req.valid('json'))),
  )
  .get('/options/all', staffCan('departments.view', ...PICKERS), async (c) =>
    ok(c, 'Departments fetched.', await departmentOptions(c.var)),
  )
  .get('/:id', staffCan('departments.view'), department, async (c) =>
    ok(c, 'Department fetched.', await getDepartment(c.var, c.req.param('id'))),
  )
  .put('/:id', staffCan('departments.update'), department, validate('json', departmentInput), async (c) =>
    ok(c, 'Department updated successfully.', await updateDepartment(c.var, c.req.param('id'), c.req.valid('json'))),
  )
  .put('/:id/status', staffCan('departments.change_status'), department, validate('json', statusInput), async (c) => {
    const { status, reason } = c.req.valid('json')
    const row = await setDepartmentStatus(c.var, c.req.param('id'), status, reason)
    return ok(c, `Department ${status === 'active' ? 'activated' : 'deactivated'} successfully.`, row)
  })
