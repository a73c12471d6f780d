import { Hono } from 'hono'
import type { BusinessEnv } from '../../env'
import { created, ok } from '../../lib/envelope'
import { listQuery } from '../../lib/pagination'
import { validate } from '../../lib/validate'
import { staffCan } from '../../middleware/staff'
import { createRole } from '../settings/settings.schema'
import { createRole as create, listRoles, roleOptions } from './employee-roles.service'

/** /wildcard/employee_roles: the roles staff are given, each a set of permissions. */
export const employeeRoleRoutes = new Hono<BusinessEnv>()
  .get('/', staffCan('employee_roles.view'), validate('query', listQuery()), async (c) =>
    ok(c, 'Roles fetched.', await listRoles(c.var, c.req.valid('query'))),
  )
  .post('/', staffCan('employee_roles.create'), validate('json', createRole), async (c) =>
    created(c, 'Role created successfully.', await create(c.var, c.req.valid('json'))),
  )
  .get('/options/all', staffCan('employee_roles.view', 'employees.create', 'employees.update'), async (c) =>
    ok(c, 'Roles fetched.', await roleOptions(c.var)),
  )
