import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { ApiError } from '../lib/errors'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
/** Called by other servers, authenticated by a signature over the body, never by a cookie. */
const EXEMPT_PREFIXES = ['/api/v1/webhooks/']

export const CROSS_SITE_REFUSED = 'This request came from another site and was refused.'

/** The origin a request addresses: its scheme and the Host it was sent to (ports as browsers write them). */
function ownOrigin(url: URL, hostHeader: string | undefined): string | null {
  try {
    return new URL(`${url.protocol}//${hostHeader ?? url.host}`).origin
  } catch {
    return null
  }
}

/**
 * CSRF: a state-changing request must come from a page of the host it addresses. All business
 * and candidate hosts are sub-domains of one site, so SameSite cookies alone would let one
 * business's page post to another's portal; the exact origin is what counts.
 *   - Origin present: it must equal this host's origin ("null" and malformed values fail).
 *   - Origin absent: Sec-Fetch-Site must be same-origin or none (typed by the user).
 *   - Both absent: not a browser (browsers send Origin on every cross-origin POST and
 *     Sec-Fetch-Site on every request), so no ambient cookie of a victim is at stake: allowed.
 */
export const sameOriginWrites = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || EXEMPT_PREFIXES.some((p) => c.req.path.startsWith(p))) return next()
  const origin = c.req.header('origin')
  if (origin !== undefined) {
    const own = ownOrigin(new URL(c.req.url), c.req.header('host'))
    if (!own || origin.toLowerCase() !== own.toLowerCase()) throw new ApiError(403, CROSS_SITE_REFUSED)
    return next()
  }
  const site = c.req.header('sec-fetch-site')
  if (site !== undefined && site !== 'same-origin' && site !== 'none') throw new ApiError(403, CROSS_SITE_REFUSED)
  return next()
})
