import type { MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { ApiError, unauthorized } from '../lib/errors'
import { describeRoute } from '../lib/route-meta'
import { actorOf, type Principal, type PrincipalKind, type PrincipalOf } from '../lib/scope'
import { sessionRefusal } from '../resources/auth/business-status.service'
import { grantsFromRow } from '../services/access/grants'
import { findSession, settleSession } from '../services/sessions'

export const SESSION_COOKIE = 'hp_session'

/**
 * Reads the session cookie of this host. A missing or foreign session leaves `principal`
 * null; an expired one is remembered so the guard can answer 'Session Expired.'. The rows
 * come from the request's first batch when it read them (request-context.ts), and with them
 * a staff member's grants.
 */
export const sessionMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  c.set('principal', null)
  c.set('env', c.env)
  const token = getCookie(c, SESSION_COOKIE)
  if (token) {
    const host = new URL(c.req.url).host
    const pre = c.var.prefetched?.token === token ? c.var.prefetched : undefined
    const found = pre ? await settleSession(c.var.db, pre.session, host) : await findSession(c.var.db, token, host)
    if (found.state === 'expired') c.set('sessionExpired', true)
    if (found.state === 'active') {
      const s = found.session
      if (s.principalKind === 'admin') c.set('principal', { kind: 'admin', id: s.principalId, sessionId: s.id })
      else if (s.principalKind === 'employee' && s.businessId)
        c.set('principal', {
          kind: 'employee',
          id: s.principalId,
          businessId: s.businessId,
          sessionId: s.id,
          impersonatedBy: s.impersonatedBy,
        })
      else if (s.principalKind === 'candidate' && s.businessId)
        c.set('principal', { kind: 'candidate', id: s.principalId, businessId: s.businessId, sessionId: s.id })
      const principal = c.var.principal
      if (pre && principal) c.set('grants', grantsFromRow(principal, pre.staff))
    }
  }
  c.set('actor', actorOf(c.var.principal))
  await next()
})

/** After a principal guard, `c.var.principal` is a principal of the kinds it allowed. */
type SignedIn<K extends PrincipalKind> = { Bindings: Env; Variables: { principal: PrincipalOf<K> } }

function guard<K extends PrincipalKind>(
  kinds: K[],
  opts: { businessMustBeOpen: boolean },
): MiddlewareHandler<SignedIn<K>> {
  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    const principal = c.var.principal
    if (!principal || !kinds.includes(principal.kind as K)) {
      throw unauthorized(c.var.sessionExpired && !principal ? 'Session Expired.' : 'Authorization Failed.')
    }
    const host = c.var.host
    if (principal.kind !== 'admin') {
      if (host.kind === 'main' || !host.business || host.business.id !== principal.businessId) throw unauthorized()
      // 403, not 401: the session is genuine, the business is closed (docs/security.md).
      const refusal = opts.businessMustBeOpen
        ? sessionRefusal(host.business, { impersonated: principal.kind === 'employee' && !!principal.impersonatedBy })
        : null
      if (refusal) throw new ApiError(403, refusal)
    }
    await next()
  })
  const described = describeRoute(middleware, {
    kind: 'auth',
    principals: kinds,
    businessMustBeOpen: opts.businessMustBeOpen,
  })
  return described as unknown as MiddlewareHandler<SignedIn<K>>
}

/**
 * Guard: only these principals may call the route. On a business or candidate host the
 * session must also belong to the business the host names, and that business must be open
 * (active; see sessionRefusal).
 */
export const requireAuth = <K extends PrincipalKind>(...kinds: K[]) => guard(kinds, { businessMustBeOpen: true })

/** Guard of signing out: the session alone, whatever the state of its business. */
export const requireSignedIn = <K extends PrincipalKind>(...kinds: K[]) => guard(kinds, { businessMustBeOpen: false })

/** The principal of a guarded route, narrowed to the kinds the guard allowed. */
export function principalOf<K extends PrincipalKind>(p: Principal | null, ...kinds: K[]): PrincipalOf<K> {
  if (!p || !kinds.includes(p.kind as K)) throw new ApiError(401, 'Authorization Failed.')
  return p as PrincipalOf<K>
}
