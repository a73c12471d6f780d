import { createMiddleware } from 'hono/factory'
import type { AppEnv, BusinessEnv } from '../env'
import type { Host } from '../hosts'
import { ApiError } from '../lib/errors'
import { describeRoute } from '../lib/route-meta'

/**
 * Each API area lives on its own host: admin and home on the main domain, wildcard on a
 * business's sub-domain (and its candidate host, for the calls candidates share), candidate
 * on the candidate host. Anywhere else the route does not exist; an unknown business is 404.
 */
export function requireHost(...kinds: Host['kind'][]) {
  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    const host = c.var.host
    if (!kinds.includes(host.kind)) throw new ApiError(404, 'Route not found on this host.')
    if (host.kind !== 'main' && !host.business) throw new ApiError(404, 'Business not found.')
    await next()
  })
  return describeRoute(middleware, { kind: 'host', hosts: kinds })
}

/** A business's own hosts: the business they name becomes `c.var.business` (unknown: 404). */
export function businessHost(...kinds: ('business' | 'candidate')[]) {
  const middleware = createMiddleware<BusinessEnv>(async (c, next) => {
    const host = c.var.host
    if (host.kind === 'main' || !kinds.includes(host.kind)) throw new ApiError(404, 'Route not found on this host.')
    if (!host.business) throw new ApiError(404, 'Business not found.')
    c.set('business', host.business)
    await next()
  })
  return describeRoute(middleware, { kind: 'host', hosts: kinds })
}

/** The business the host names (only after requireHost('business' | 'candidate')). */
export function businessOf(host: Host) {
  if (host.kind === 'main' || !host.business) throw new ApiError(404, 'Business not found.')
  return host.business
}
