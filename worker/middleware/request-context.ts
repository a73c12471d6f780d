import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { sendBuilt } from '../db/built-once'
import { createDb } from '../db/client'
import type { AppEnv } from '../env'
import { businessBySlug, businessBySlugRead, hostConfig, hostOf, parseHost, slugToLoad } from '../hosts'
import { sha256Hex } from '../lib/crypto'
import { sessionGrantsQuery } from '../services/access/grants'
import { sessionByHash } from '../services/sessions'
import { SESSION_COOKIE } from './session'

/**
 * The first middleware of every request: the database, the host and, for an API call with a
 * session cookie, the session and the staff member's grants, read in ONE round trip to D1
 * (a batch of the host's business, the token's session and the token's employee with their
 * role's permission keys). The session middleware and the permission guards then decide from
 * these rows without asking D1 again (issue 22: a staff request used to pay four sequential
 * queries before its own). Nothing is cached across requests: a suspended business, a revoked
 * session or a changed role counts on the next request. Requests without a cookie (the health
 * check, public pages) read the host's business alone, as before.
 */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  const db = createDb(c.env.DB)
  c.set('db', db)
  const parsed = parseHost(c.req.header('host') ?? new URL(c.req.url).host, hostConfig(c.env))
  const slug = slugToLoad(parsed)
  // Pages never read the session (the SPA asks the API), so only API calls prefetch it.
  const token = c.req.path.startsWith('/api/') ? getCookie(c, SESSION_COOKIE) : undefined
  if (!token) {
    c.set('host', hostOf(parsed, slug ? await businessBySlug(db, slug) : undefined))
    return next()
  }
  const tokenHash = await sha256Hex(token)
  if (slug) {
    const [[business], [session], staff] = await sendBuilt(db, [
      businessBySlugRead({ slug }),
      sessionByHash({ tokenHash }),
      sessionGrantsQuery({ tokenHash }),
    ])
    c.set('host', hostOf(parsed, business))
    c.set('prefetched', { token, session, staff: staff[0] })
  } else {
    // The main domain: a platform admin's session (who holds every permission) or none.
    c.set('host', hostOf(parsed, undefined))
    const [[session]] = await sendBuilt(db, [sessionByHash({ tokenHash })])
    c.set('prefetched', { token, session, staff: undefined })
  }
  return next()
})
