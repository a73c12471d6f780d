import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { requestMeta } from '../lib/request'

/**
 * After the session is read: where the request came from (IP, browser) and the platform admin
 * behind an impersonated staff session, in `c.var.request`, so a service's scope carries it to
 * the audit log (services/audit.ts) without a route passing it along.
 */
export const requestMetaMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const principal = c.var.principal
  c.set('request', {
    ...requestMeta(c),
    impersonatedBy: principal?.kind === 'employee' ? principal.impersonatedBy : null,
  })
  await next()
})
