import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { created, ok } from '../../lib/envelope'
import { listQuery } from '../../lib/pagination'
import { validate } from '../../lib/validate'
import { businessOf } from '../../middleware/host'
import { principalOf } from '../../middleware/session'
import { staffCan } from '../../middleware/staff'
import { callerOf } from '../../services/access/power'
import { createRole } from '../settings/settings.schema'
import { createRole as create, listRoles, roleOptions } from './employee-roles.service'

/** /wildcard/employee_roles: the roles staff are given, each a set of permissions. */
export const employeeRoleRoutes = new Hono<AppEnv>()
  .get('/', staffCan('employee_roles.view'), validate('query', listQuery()), async (c) =>
    ok(c, 'Roles fetched.', await listRoles(c.var.db, businessOf(c.var.host).id, c.req.valid('query'))),
  )
  .post('/', staffCan('employee_roles.create'), validate('json', createRole), async (c) => {
    const businessId = businessOf(c.var.host).id
    const caller = await callerOf(c.var.db, businessId, principalOf(c.var.principal, 'employee').id)
    return created(c, 'Role created successfully.', await create(c.var.db, businessId, c.req.valid('json'), caller))
  })
  .get('/options/all', staffCan('employee_roles.view', 'employees.create', 'employees.update'), async (c) =>
    ok(c, 'Roles fetched.', await roleOptions(c.var.db, businessOf(c.var.host).id)),
  )
