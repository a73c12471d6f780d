import { Hono, type Context, type MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env'
import { businessOrigin, hostConfig, protocolFor, type Business } from '../hosts'
import { findOpenJob, listOpenJobs } from './careers/queries'
import { parseDescription, summary } from './careers/description'
import { CareersJobPage } from './pages/careers-job'
import { APPLY_FORM_PATH, ApplyForm, applyFormScript } from './apply-form'
import { CareersJobsPage } from './pages/careers-jobs'
import { CareersNotFoundPage } from './pages/careers-not-found'
import { orErrorPage, renderPage } from './render'
import { jobPostingJsonLd } from './seo/job-posting'
import { ROBOTS_DISALLOW_ALL, robotsTxt } from './seo/robots'
import { sitemapXml } from './seo/sitemap'
import { siteConfig } from './site'

type Careers = { business: Business; origin: string; mainOrigin: string; live: boolean }

/** A handler for a business's own host (an unknown business never gets here: it is the 404 page). */
const onBusiness =
  (handler: (c: Context<AppEnv>, careers: Careers) => Promise<Response> | Response): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const host = c.var.host
    if (host.kind !== 'business' || !host.business) return next()
    const business = host.business
    const config = hostConfig(c.env)
    const careers: Careers = {
      business,
      origin: businessOrigin(host.slug, 'business', config, protocolFor(config.mainDomain)),
      mainOrigin: siteConfig(c.env).origin,
      // Only an active business advertises jobs; a pending or suspended one shows none.
      live: business.status === 'active',
    }
    return orErrorPage(c.req.path, () => handler(c, careers))
  }

const textHeaders = { 'cache-control': 'public, max-age=3600' }

/** The careers pages of a business host: /jobs and /jobs/:id, server-rendered with JobPosting data. */
export const careersRoutes = new Hono<AppEnv>()
  .get(APPLY_FORM_PATH, applyFormScript)
  .get(
    '/',
    onBusiness((c) => c.redirect('/jobs', 302)),
  )
  .get(
    '/jobs',
    onBusiness(async (c, { business, origin, mainOrigin, live }) => {
      const jobs = live ? await listOpenJobs(c.var.db, business.id) : []
      const meta = {
        title: `Jobs at ${business.name}`,
        description: jobs.length
          ? `${jobs.length} open ${jobs.length === 1 ? 'position' : 'positions'} at ${business.name}: ${jobs.map((j) => j.title).slice(0, 4).join(', ')}${jobs.length > 4 ? ' and more' : ''}. Apply online.`
          : `Careers at ${business.name}. There are no open positions right now.`,
        canonical: `${origin}/jobs`,
        jsonLd: jobs.map((job) => jobPostingJsonLd(job, business, `${origin}/jobs/${job.id}`)),
      }
      return renderPage(<CareersJobsPage business={business} jobs={jobs} meta={meta} mainOrigin={mainOrigin} />)
    }),
  )
  .get(
    '/jobs/:id',
    onBusiness(async (c, { business, origin, mainOrigin, live }) => {
      const job = live ? await findOpenJob(c.var.db, business.id, c.req.param('id') ?? '') : null
      if (!job) return renderPage(<CareersNotFoundPage business={business} mainOrigin={mainOrigin} />, { status: 404, cacheControl: 'public, max-age=60' })
      const url = `${origin}/jobs/${job.id}`
      const intro = summary(parseDescription(job.description))
      const meta = {
        title: `${job.title} — ${business.name} careers`,
        description: intro || `${job.title} at ${business.name}. Read the role and apply online.`,
        canonical: url,
        jsonLd: [jobPostingJsonLd(job, business, url)],
      }
      return renderPage(<CareersJobPage business={business} job={job} meta={meta} mainOrigin={mainOrigin} applyForm={<ApplyForm jobId={job.id} jobTitle={job.title} />} />)
    }),
  )
  .get(
    '/robots.txt',
    onBusiness((c, { origin }) => c.text(robotsTxt(origin), 200, textHeaders)),
  )
  .get(
    '/sitemap.xml',
    onBusiness(async (c, { business, origin, live }) => {
      const jobs = live ? await listOpenJobs(c.var.db, business.id) : []
      const entries = [{ loc: `${origin}/jobs` }, ...jobs.map((j) => ({ loc: `${origin}/jobs/${j.id}`, lastmod: (j.publishedAt ?? j.createdAt).toISOString().slice(0, 10) }))]
      return c.body(sitemapXml(entries), 200, { ...textHeaders, 'content-type': 'application/xml; charset=utf-8' })
    }),
  )
  // A candidate area has nothing for search engines.
  .get('/robots.txt', async (c, next) => (c.var.host.kind === 'candidate' && c.var.host.business ? c.text(ROBOTS_DISALLOW_ALL, 200, textHeaders) : next()))
