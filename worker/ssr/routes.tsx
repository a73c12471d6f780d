import { type Context, Hono, type MiddlewareHandler } from 'hono'
import type { ReactElement } from 'react'
import type { AppEnv } from '../env'
import { ApiError } from '../lib/errors'
import { clientIp, requestMeta } from '../lib/request'
import { type Scope, SYSTEM } from '../lib/scope'
import { contactEnquiry } from '../resources/contact-enquiries/contact-enquiries.schema'
import { CONTACT_THANKS, submitContactEnquiry } from '../resources/contact-enquiries/contact-enquiries.service'
import { verifyUpload } from '../resources/offer-letters/verify.service'
import { listActivePlans } from '../resources/plans/plans.service'
import { toFieldErrors } from '../schemas/zod'
import { careersRoutes } from './careers-routes'
import { CONTACT_FIELDS, type ContactFormState } from './components/contact-form'
import { FEATURES } from './content/features'
import { ISLAND_JS, ISLAND_PATH } from './island'
import { AboutPage } from './pages/about'
import { PUBLIC_PAGES, type PublicPath } from './pages/catalog'
import { ContactPage } from './pages/contact'
import { FaqsPage } from './pages/faqs'
import { FeaturePage } from './pages/feature'
import { HomePage } from './pages/home'
import { PrivacyPage, TermsPage } from './pages/legal'
import { NotFoundPage } from './pages/not-found'
import { OFFER_VERIFY_PATH, OfferVerifyPage, type VerifyPageState } from './pages/offer-verify'
import { PricingPage } from './pages/pricing'
import { WorkProcessPage } from './pages/work-process'
import { orErrorPage, renderPage } from './render'
import { robotsTxt } from './seo/robots'
import { sitemapXml } from './seo/sitemap'
import { type SiteConfig, siteConfig } from './site'

type C = Context<AppEnv>

/** Pages run outside the API's session middleware: services get the visitor's scope from here (a visitor is nobody). */
const visitor = (c: C): Scope => ({ db: c.var.db, env: c.env, actor: SYSTEM })

/** A handler that only answers on the main domain; other hosts fall through to the next route. */
const onMain =
  (handler: (c: C, site: SiteConfig) => Promise<Response> | Response): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (c.var.host.kind !== 'main') return next()
    return orErrorPage(c.req.path, () => handler(c, siteConfig(c.env)))
  }

/** Pages whose content needs nothing from the database. */
const STATIC_PAGES: [PublicPath, (site: SiteConfig) => ReactElement][] = [
  ['/', (site) => <HomePage site={site} />],
  ['/about-us', (site) => <AboutPage site={site} />],
  ['/work-process', (site) => <WorkProcessPage site={site} />],
  ['/faqs', (site) => <FaqsPage site={site} />],
  ['/contact-us', (site) => <ContactPage site={site} />],
  ['/privacy-policy', (site) => <PrivacyPage site={site} />],
  ['/terms-of-use', (site) => <TermsPage site={site} />],
  ...FEATURES.map((content): [PublicPath, (site: SiteConfig) => ReactElement] => [
    content.path,
    (site) => <FeaturePage site={site} content={content} />,
  ]),
]

/** Read the plain form post: only the form's own text fields, nothing else. */
async function contactFormValues(c: C): Promise<ContactFormState['values']> {
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
  const values: ContactFormState['values'] = {}
  for (const field of CONTACT_FIELDS) {
    const value = body[field]
    if (typeof value === 'string') values[field] = value
  }
  return values
}

const contactPage = (site: SiteConfig, form: ContactFormState, status: number) =>
  renderPage(<ContactPage site={site} form={form} />, { status, cacheControl: 'no-store' })

const staticRoutes = new Hono<AppEnv>()
for (const [path, page] of STATIC_PAGES)
  staticRoutes.get(
    path,
    onMain((_c, site) => renderPage(page(site))),
  )

/** The public site on the main domain, the careers pages on business hosts, robots and sitemaps. */
export const siteRoutes = new Hono<AppEnv>()
  .route('/', staticRoutes)
  .get(
    ISLAND_PATH,
    () =>
      new Response(ISLAND_JS, {
        headers: {
          'content-type': 'text/javascript; charset=utf-8',
          'cache-control': 'public, max-age=31536000, immutable',
        },
      }),
  )
  .get(
    '/pricing-plans',
    onMain(async (c, site) => renderPage(<PricingPage site={site} plans={await listActivePlans(visitor(c))} />)),
  )
  // Without JavaScript the contact form posts here: same schema, same service as the API.
  .post(
    '/contact-us',
    onMain(async (c, site) => {
      const values = await contactFormValues(c)
      const parsed = contactEnquiry.safeParse(values)
      if (!parsed.success) {
        const errors = Object.fromEntries(toFieldErrors(parsed.error.issues).map((e) => [e.field, e.message]))
        return contactPage(
          site,
          {
            values,
            errors,
            outcome: { kind: 'error', message: 'Please correct the highlighted fields and send the form again.' },
          },
          422,
        )
      }
      try {
        await submitContactEnquiry(visitor(c), parsed.data, clientIp(c))
      } catch (err) {
        if (!(err instanceof ApiError)) throw err
        return contactPage(site, { values, errors: {}, outcome: { kind: 'error', message: err.message } }, err.status)
      }
      return contactPage(site, { values: {}, errors: {}, outcome: { kind: 'success', message: CONTACT_THANKS } }, 200)
    }),
  )
  .get(
    '/robots.txt',
    onMain((c, site) => c.text(robotsTxt(site.origin), 200, { 'cache-control': 'public, max-age=3600' })),
  )
  .get(
    '/sitemap.xml',
    onMain((c, site) =>
      c.body(sitemapXml(PUBLIC_PAGES.map((p) => ({ loc: `${site.origin}${p.path}`, priority: p.priority }))), 200, {
        'content-type': 'application/xml; charset=utf-8',
        'cache-control': 'public, max-age=3600',
      }),
    ),
  )
  // Anyone checks a signed offer on the main domain; the business and candidate hosts send them there.
  .get(OFFER_VERIFY_PATH, async (c, next) => {
    const host = c.var.host
    if (host.kind !== 'main')
      return host.business ? c.redirect(`${siteConfig(c.env).origin}${OFFER_VERIFY_PATH}`, 302) : next()
    return orErrorPage(c.req.path, () =>
      renderPage(<OfferVerifyPage site={siteConfig(c.env)} />, { cacheControl: 'public, max-age=300' }),
    )
  })
  // Without JavaScript: a plain multipart post, answered with the page and its verdict.
  .post(
    OFFER_VERIFY_PATH,
    onMain(async (c, site) => {
      const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
      const file = body.file
      const page = (state: VerifyPageState, status: number) =>
        renderPage(<OfferVerifyPage site={site} state={state} />, { status, cacheControl: 'no-store' })
      try {
        const result = await verifyUpload(c.var.db, file, requestMeta(c).ip)
        return page({ result, fileName: file instanceof File ? file.name : 'your file' }, 200)
      } catch (err) {
        if (!(err instanceof ApiError)) throw err
        return page({ error: err.message }, err.status)
      }
    }),
  )
  .route('/', careersRoutes)

/**
 * What the main domain answers for a path that is neither a public page nor the SPA's: a
 * static file from the build when there is one (the asset binding answers the SPA's HTML
 * for anything else, which is how we know), a redirect for a trailing slash, else the 404 page.
 */
export async function mainSiteFallback(c: C): Promise<Response> {
  const path = c.req.path
  const trimmed = path.replace(/\/+$/, '')
  if (trimmed !== path && PUBLIC_PAGES.some((p) => p.path === trimmed)) return c.redirect(trimmed, 301)
  if (c.env.ASSETS && (c.req.method === 'GET' || c.req.method === 'HEAD')) {
    const asset = await c.env.ASSETS.fetch(c.req.raw)
    const isHtml = asset.headers.get('content-type')?.includes('text/html')
    const isFile = /\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html')
    if ((asset.status === 304 && isFile) || (asset.ok && !isHtml)) return asset
  }
  return renderPage(<NotFoundPage site={siteConfig(c.env)} path={path} />, {
    status: 404,
    cacheControl: 'public, max-age=60',
  })
}
