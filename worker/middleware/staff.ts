import { every } from 'hono/combine'
import { requirePermission } from './require-permission'
import { requireAuth } from './session'

/**
 * A staff member of this business who holds `permission` (or one of the alternatives): the
 * guard every business-portal endpoint declares.
 */
export const staffCan = (permission: string, ...alternatives: string[]) => every(requireAuth('employee'), requirePermission(permission, ...alternatives))

/** Any signed-in staff member of this business (their own profile, settings they can see ...). */
export const staffOnly = () => requireAuth('employee')
