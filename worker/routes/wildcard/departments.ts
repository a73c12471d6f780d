import { Hono } from 'hono'
import { departments } from '../../db/schema'
import type { AppEnv } from '../../env'
import { created, ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { businessOf } from '../../middleware/host'
import { owned } from '../../middleware/owned'
import { staffCan } from '../../middleware/staff'
import { departmentInput, departmentListQuery } from '../../schemas/departments'
import { statusInput } from '../../schemas/org-common'
import { createDepartment, departmentOptions, getDepartment, listDepartments, setDepartmentStatus, updateDepartment } from '../../services/departments'
import { actorOf } from '../../services/org-helpers'

/** Who may pick a department in a form elsewhere (employees, jobs, job requests, analytics). */
const PICKERS = ['employees.create', 'employees.update', 'opportunities.create', 'opportunities.update', 'job_requests.create', 'job_requests.update', 'analytics.view'] as const

/** /wildcard/departments */
export const departmentRoutes = new Hono<AppEnv>()
  .get('/', staffCan('departments.view'), validate('query', departmentListQuery), async (c) =>
    ok(c, 'Departments fetched.', await listDepartments(c.var.db, businessOf(c.var.host).id, c.req.valid('query'))),
  )
  .post('/', staffCan('departments.create'), validate('json', departmentInput), async (c) =>
    created(c, 'Department created successfully.', await createDepartment(c.var.db, businessOf(c.var.host).id, c.req.valid('json'), actorOf(c.var.principal))),
  )
  .get('/options/all', staffCan('departments.view', ...PICKERS), async (c) => ok(c, 'Departments fetched.', await departmentOptions(c.var.db, businessOf(c.var.host).id)))
  .get('/:id', staffCan('departments.view'), owned(departments, 'Department'), async (c) =>
    ok(c, 'Department fetched.', await getDepartment(c.var.db, businessOf(c.var.host).id, c.req.param('id'))),
  )
  .put('/:id', staffCan('departments.update'), owned(departments, 'Department'), validate('json', departmentInput), async (c) =>
    ok(c, 'Department updated successfully.', await updateDepartment(c.var.db, businessOf(c.var.host).id, c.req.param('id'), c.req.valid('json'))),
  )
  .put('/:id/status', staffCan('departments.change_status'), owned(departments, 'Department'), validate('json', statusInput), async (c) => {
    const { status, reason } = c.req.valid('json')
    const row = await setDepartmentStatus(c.var.db, businessOf(c.var.host).id, c.req.param('id'), status, actorOf(c.var.principal), reason)
    return ok(c, `Department ${status === 'active' ? 'activated' : 'deactivated'} successfully.`, row)
  })
