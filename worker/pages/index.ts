import { Hono } from 'hono'
import { api } from '../app'
import type { AppEnv } from '../env'
import { hostConfig, mainOrigin, protocolFor } from '../hosts'
import { jsonForScript } from '../lib/html'
import { appPolicy } from '../lib/security-headers'
import { referencePage } from '../openapi/reference-page'
import { apiDocument } from '../openapi/serve'
import { isDevelopment, latestMail, mailAttachment } from '../routes/dev'
import { mainSiteFallback, siteRoutes } from '../ssr/routes'
import { isSpaPath } from '../ssr/site'
import { mailboxPage } from './mailbox'
import { businessNotFoundPage } from './not-found'

/**
 * Everything outside /api/v1: the server-rendered public site and careers pages (worker/ssr);
 * an unknown business gets the 404 page; on the main domain a path that is neither a public
 * page nor the SPA's (/auth, /admin, /candidates) is a static file or the site's 404 page;
 * everything else is the SPA (or a static file), with the host it was served on written into
 * the page so the app knows which portal it is without a round trip.
 */
export const pageRoutes = new Hono<AppEnv>()
  .get('/dev/mailbox', async (c, next) => {
    if (!isDevelopment(c.env)) return next()
    const to = c.req.query('to') || undefined
    return c.html(mailboxPage(await latestMail(c.var.db, to), to))
  })
  // An attachment of an outbox e-mail (an invitation's .ics), as the recipient would save it.
  .get('/dev/mailbox/:id/attachments/:n{[0-9]+}', async (c, next) => {
    if (!isDevelopment(c.env)) return next()
    const file = await mailAttachment(c.var.db, c.env, c.req.param('id'), Number(c.req.param('n')))
    if (!file) return c.text('Attachment not found.', 404)
    return new Response(file.body, {
      headers: {
        'content-type': file.contentType,
        'content-disposition': `attachment; filename="${file.filename}"`,
        'cache-control': 'no-store',
      },
    })
  })
  // The API reference, from the same OpenAPI document as /api/v1/openapi.json.
  .get('/dev/api', async (c, next) => {
    if (!isDevelopment(c.env)) return next()
    return c.html(referencePage(apiDocument(api.routes, c.env)))
  })
  .route('/', siteRoutes)
  .all('*', async (c) => {
    const host = c.var.host
    if (host.kind !== 'main' && !host.business) {
      const config = hostConfig(c.env)
      return c.html(businessNotFoundPage(host.slug, mainOrigin(config, protocolFor(config.mainDomain))), 404)
    }
    if (host.kind === 'main' && !isSpaPath(c.req.path)) return mainSiteFallback(c)
    const asset = await c.env.ASSETS.fetch(c.req.raw)
    if (!asset.headers.get('content-type')?.includes('text/html')) return asset
    const page = withAppHost(asset, {
      host: host.kind,
      slug: host.kind === 'main' ? null : host.slug,
      business:
        host.kind === 'main' || !host.business ? null : { name: host.business.name, status: host.business.status },
      mainDomain: c.env.MAIN_DOMAIN,
      candidatePattern: c.env.CANDIDATE_HOST_PATTERN,
      googleClientId: c.env.GOOGLE_CLIENT_ID || null,
    })
    page.headers.set(
      'content-security-policy',
      appPolicy({
        host: host.kind,
        googleSignIn: !!c.env.GOOGLE_CLIENT_ID,
        devServer: (c.env as { DEV_SERVER?: string }).DEV_SERVER === 'vite',
      }),
    )
    return page
  })

export type AppHostInfo = {
  host: 'main' | 'business' | 'candidate'
  slug: string | null
  business: { name: string; status: string } | null
  mainDomain: string
  candidatePattern: string
  /** The Google OAuth client id when Google sign-in is configured. */
  googleClientId?: string | null
}

/** Write the host into the SPA's page (read by web/lib/host.ts), escaped for a script element. */
export function withAppHost(page: Response, app: AppHostInfo): Response {
  const rewritten = new HTMLRewriter()
    .on('head', {
      element(head) {
        head.append(`<script id="app-host" type="application/json">${jsonForScript(app)}</script>`, { html: true })
      },
    })
    .transform(page)
  // A copy, so the caller can set headers (an asset response's are immutable).
  return new Response(rewritten.body, rewritten)
}
