import type { MiddlewareHandler } from 'hono'
import type { AdminActor, PrincipalOf } from '../lib/scope'
import { requireAuth } from './session'

/** After the admin guard the actor is the platform admin (`c.var` is a PlatformScope). */
type Admin = { Bindings: Env; Variables: { actor: AdminActor; principal: PrincipalOf<'admin'> } }

/** The platform admin, signed in on the main domain: the guard of every platform-console endpoint. */
export const adminOnly = (): MiddlewareHandler<Admin> => requireAuth('admin') as unknown as MiddlewareHandler<Admin>
