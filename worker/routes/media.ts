import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { ApiError } from '../lib/errors'

/**
 * Public media: profile pictures, addressed by unguessable keys. Everything else in R2
 * (resumes, documents, recordings, invoices) is served only through authorized endpoints.
 */
export const mediaRoutes = new Hono<AppEnv>().get('/avatars/*', async (c) => {
  const key = c.req.path.slice(c.req.path.indexOf('/avatars/') + 1)
  const object = await c.env.FILES.get(key)
  if (!object) throw new ApiError(404, 'File not found.')
  const headers = new Headers()
  object.writeHttpMetadata(headers)
  headers.set('etag', object.httpEtag)
  headers.set('x-content-type-options', 'nosniff')
  // Public by an unguessable key that changes with every upload: the one API answer a cache may keep.
  headers.set('cache-control', 'public, max-age=86400, immutable')
  return new Response(object.body, { headers })
})
