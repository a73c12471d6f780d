import type { Db } from './db/client'
import type { Business, Host } from './hosts'
import type { Actor, Principal } from './lib/scope'
import type { Grants } from './services/access/grants'

type Variables = {
  db: Db
  /** The bindings again, so that `c.var` is the whole scope a service needs (lib/scope.ts). */
  env: Env
  host: Host
  requestId: string
  principal: Principal | null
  actor: Actor
  /** The request carried a session that has expired (answer 'Session Expired.'). */
  sessionExpired: boolean
  /** The caller's permissions, loaded once per request by requirePermission. */
  grants?: Grants
}

/** Every request of the Worker. */
export type AppEnv = { Bindings: Env; Variables: Variables }

/** Requests on a business's or candidate host: the business is known (else 404 before any route). */
export type BusinessEnv = { Bindings: Env; Variables: Variables & { business: Business } }

/**
 * Routes shared by the main domain and the business hosts (sign-in, password reset): the
 * business when the host names one, none on the main domain (`c.var` is a HostScope).
 */
export type HostEnv = { Bindings: Env; Variables: Variables & { business?: Business } }
