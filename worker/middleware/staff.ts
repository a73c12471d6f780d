import type { MiddlewareHandler } from 'hono'
import { every } from 'hono/combine'
import { describeRoute, routeMetaOf } from '../lib/route-meta'
import type { PrincipalOf, StaffActor } from '../lib/scope'
import type { Grants } from '../services/access/grants'
import { requirePermission } from './require-permission'
import { requireAuth } from './session'

/** After a staff guard the actor is a staff member of this business (`c.var` is a StaffScope). */
type Staff = { Bindings: Env; Variables: { actor: StaffActor; principal: PrincipalOf<'employee'> } }

/** After a permission guard the caller's grants are loaded too (`c.var.grants`). */
type StaffWithGrants = { Bindings: Env; Variables: Staff['Variables'] & { grants: Grants } }

/**
 * A staff member of this business who holds `permission` (or one of the alternatives): the
 * guard every business-portal endpoint declares.
 */
export function staffCan(permission: string, ...alternatives: string[]): MiddlewareHandler<StaffWithGrants> {
  const auth = requireAuth('employee')
  const can = requirePermission(permission, ...alternatives)
  // `every` makes a new function: what both guards say is carried over for the OpenAPI document.
  const both = describeRoute(every(auth, can), ...routeMetaOf(auth), ...routeMetaOf(can))
  return both as unknown as MiddlewareHandler<StaffWithGrants>
}

/** Any signed-in staff member of this business (their own profile, settings they can see ...). */
export const staffOnly = (): MiddlewareHandler<Staff> => requireAuth('employee') as unknown as MiddlewareHandler<Staff>
