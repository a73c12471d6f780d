import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { requestId } from 'hono/request-id'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { adminRoutes } from './areas/admin'
import { candidateRoutes } from './areas/candidate'
import { homeRoutes } from './areas/home'
import { wildcardRoutes } from './areas/wildcard'
import type { AppEnv, BusinessEnv } from './env'
import { fail } from './lib/envelope'
import { ApiError } from './lib/errors'
import { businessHost, requireHost } from './middleware/host'
import { requestMetaMiddleware } from './middleware/request-meta'
import { sameOriginWrites } from './middleware/same-origin'
import { sessionMiddleware } from './middleware/session'
import { apiDocument } from './openapi/serve'
import { webhookRoutes } from './resources/payments/webhooks.routes'
import { devRoutes } from './routes/dev'
import { mediaRoutes } from './routes/media'

export const GENERIC_ERROR = 'Something went wrong. Please try again later.'

/** The API: everything under /api/v1 answers the envelope, errors and unknown routes included. */
export const api = new Hono<AppEnv>()
  .basePath('/api/v1')
  .use(requestId({ headerName: 'X-Request-Id' }))
  // Before anything reads the session: another site's page cannot make us change anything.
  .use(sameOriginWrites)
  .use(sessionMiddleware)
  .use(requestMetaMiddleware)
  .route('/admin', new Hono<AppEnv>().use(requireHost('main')).route('/', adminRoutes))
  .route('/home', new Hono<AppEnv>().use(requireHost('main')).route('/', homeRoutes))
  .route('/wildcard', new Hono<BusinessEnv>().use(businessHost('business', 'candidate')).route('/', wildcardRoutes))
  .route('/candidate', new Hono<BusinessEnv>().use(businessHost('candidate')).route('/', candidateRoutes))
  .route('/media', mediaRoutes)
  .route('/dev', devRoutes)
  .route('/webhooks', webhookRoutes)

export type AppType = typeof api

/** Three tiers: our ApiError as it is; Hono's HTTPException by status; anything else a logged 500. */
export function toErrorResponse(err: Error, c: Parameters<Parameters<typeof api.onError>[0]>[1]) {
  if (err instanceof ApiError) {
    for (const [name, value] of Object.entries(err.headers)) c.header(name, value)
    return fail(c, err.status, err.message, err.errors)
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode
    const message =
      status === 400 && /json/i.test(err.message)
        ? 'The request body is not valid JSON.'
        : err.message || 'The request could not be processed.'
    return fail(c, status, status >= 500 ? GENERIC_ERROR : message)
  }
  console.error(
    JSON.stringify({
      level: 'error',
      requestId: c.get('requestId'),
      path: c.req.path,
      error: String(err),
      stack: err.stack,
    }),
  )
  return fail(c, 500, GENERIC_ERROR)
}

// The API describes itself (worker/openapi, docs/api/openapi.md): public and on every host, so
// a client reads it from the origin it calls. It is the one answer that is not the envelope: it
// is a document for tools. Registered outside the chain above, so AppType does not include it.
api.get('/openapi.json', (c) => c.json(apiDocument(api.routes, c.env)))

api.onError(toErrorResponse)
api.notFound((c) => fail(c, 404, 'Route not found.'))
