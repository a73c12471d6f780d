import type { Db } from './db/client'
import type { Business, Host } from './hosts'
import type { Actor, Principal, RequestContext } from './lib/scope'
import type { Grants, SessionGrantsRow } from './services/access/grants'
import type { SessionRow } from './services/sessions'

type Variables = {
  db: Db
  /** The bindings again, so that `c.var` is the whole scope a service needs (lib/scope.ts). */
  env: Env
  host: Host
  requestId: string
  principal: Principal | null
  actor: Actor
  /** The caller's IP, browser and impersonating admin, for the audit log (lib/scope.ts). */
  request: RequestContext
  /** The request carried a session that has expired (answer 'Session Expired.'). */
  sessionExpired: boolean
  /**
   * The caller's permissions, once per request: from the request's first batch for staff
   * (middleware/request-context.ts), else computed by requirePermission.
   */
  grants?: Grants
  /** The session cookie's rows, read in the request's first batch (middleware/request-context.ts). */
  prefetched?: { token: string; session: SessionRow | undefined; staff: SessionGrantsRow | undefined }
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
