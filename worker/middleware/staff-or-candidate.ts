import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { notFound } from '../lib/errors'
import { describeRoute, routeMetaOf } from '../lib/route-meta'
import { requireAuth } from './session'
import { staffCan } from './staff'

/**
 * Guard of a business endpoint that both sides of one record call (the contract's
 * `staff,candidate` endpoints under /wildcard/candidates/:id): a staff member of this business
 * holding `permission` on the business host, or, on the candidate host, the candidate that
 * `:id` names, signed in themselves (another candidate's id is 404, as for any record not
 * theirs). Sessions are bound to their host, so on each host only one of the two can arrive.
 * After it, `c.var.actor` says which one it is.
 */
export function staffCanOrCandidateSelf(permission: string, param = 'id') {
  const staff = staffCan(permission)
  const candidate = requireAuth('candidate')
  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    const principal = c.var.principal
    if (principal?.kind !== 'candidate') return staff(c as never, next)
    return candidate(c as never, async () => {
      if (c.req.param(param) !== principal.id) throw notFound('Candidate')
      await next()
    })
  })
  const [staffAuth, ...staffRest] = routeMetaOf(staff)
  return describeRoute(
    middleware,
    ...(staffAuth?.kind === 'auth' ? [{ ...staffAuth, principals: ['employee' as const, 'candidate' as const] }] : []),
    ...staffRest,
  )
}
