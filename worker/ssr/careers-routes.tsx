import { type Context, Hono, type MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env'
import { type Business, businessOrigin, hostConfig, protocolFor } from '../hosts'
import { ApiError } from '../lib/errors'
import { clientIp } from '../lib/request'
import { systemScope } from '../lib/scope'
import { APPLY_THANKS, advertisesJobs, submitApplication } from '../resources/jobs/jobs.service'
import { APPLY_FORM_PATH, ApplyForm, type ApplyFormState, applyFormScript } from './apply-form'
import { parseDescription, summary } from './careers/description'
import { findOpenJob, listOpenJobs } from './careers/queries'
import { CareersJobPage } from './pages/careers-job'
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
      live: advertisesJobs(business),
    }
    return orErrorPage(c.req.path, () => handler(c, careers))
  }

const textHeaders = { 'cache-control': 'public, max-age=3600' }

/** A job's page (404 page for a job that is not open here), with the apply form in its state. */
async function jobPage(
  c: Context<AppEnv>,
  { business, origin, mainOrigin, live }: Careers,
  state?: ApplyFormState,
  status = 200,
) {
  const job = live ? await findOpenJob(c.var.db, business, c.req.param('id') ?? '') : null
  if (!job)
    return renderPage(<CareersNotFoundPage business={business} mainOrigin={mainOrigin} />, {
      status: 404,
      cacheControl: 'public, max-age=60',
    })
  const url = `${origin}/jobs/${job.id}`
  const intro = summary(parseDescription(job.description))
  const meta = {
    title: `${job.title} — ${business.name} careers`,
    description: intro || `${job.title} at ${business.name}. Read the role and apply online.`,
    canonical: url,
    jsonLd: [jobPostingJsonLd(job, business, url)],
  }
  const page = (
    <CareersJobPage
      business={business}
      job={job}
      meta={meta}
      mainOrigin={mainOrigin}
      applyForm={<ApplyForm jobId={job.id} jobTitle={job.title} state={state} />}
    />
  )
  return renderPage(page, state ? { status, cacheControl: 'no-store' } : undefined)
}

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
      const jobs = live ? await listOpenJobs(c.var.db, business) : []
      const meta = {
        title: `Jobs at ${business.name}`,
        description: jobs.length
          ? `${jobs.length} open ${jobs.length === 1 ? 'position' : 'positions'} at ${business.name}: ${jobs
              .map((j) => j.title)
              .slice(0, 4)
              .join(', ')}${jobs.length > 4 ? ' and more' : ''}. Apply online.`
          : `Careers at ${business.name}. There are no open positions right now.`,
        canonical: `${origin}/jobs`,
        jsonLd: jobs.map((job) => jobPostingJsonLd(job, business, `${origin}/jobs/${job.id}`)),
      }
      return renderPage(<CareersJobsPage business={business} jobs={jobs} meta={meta} mainOrigin={mainOrigin} />)
    }),
  )
  .get(
    '/jobs/:id',
    onBusiness(async (c, careers) => {
      const applied = c.req.query('applied') === '1'
      return jobPage(c, careers, applied ? { tone: 'success', message: APPLY_THANKS } : undefined)
    }),
  )
  // The application form without JavaScript: a plain multipart post, answered with the job
  // page again (the errors beside their fields and the input kept), or after a success a
  // redirect that shows the thanks, so a reload does not apply twice.
  .post(
    '/jobs/:id/apply',
    onBusiness(async (c, careers) => {
      const jobId = c.req.param('id') ?? ''
      const body = await c.req.parseBody().catch(() => ({}) as Record<string, string>)
      const values = Object.fromEntries(
        Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string'),
      )
      try {
        // Anonymous: the applicant acts on the business the host names (jobs.service names them in the history).
        await submitApplication(systemScope(c.var.db, c.env, careers.business), jobId, body, clientIp(c))
        return c.redirect(`/jobs/${encodeURIComponent(jobId)}?applied=1#apply`, 303)
      } catch (err) {
        if (!(err instanceof ApiError)) throw err
        // A job that is not open here: the job page's own 404.
        if (err.status === 404) return jobPage(c, careers)
        return jobPage(
          c,
          careers,
          { tone: 'error', message: err.message, errors: err.errors, values },
          err.status === 429 || err.status === 409 ? err.status : 422,
        )
      }
    }),
  )
  .get(
    '/robots.txt',
    onBusiness((c, { origin }) => c.text(robotsTxt(origin), 200, textHeaders)),
  )
  .get(
    '/sitemap.xml',
    onBusiness(async (c, { business, origin, live }) => {
      const jobs = live ? await listOpenJobs(c.var.db, business) : []
      const entries = [
        { loc: `${origin}/jobs` },
        ...jobs.map((j) => ({
          loc: `${origin}/jobs/${j.id}`,
          lastmod: (j.publishedAt ?? j.createdAt).toISOString().slice(0, 10),
        })),
      ]
      return c.body(sitemapXml(entries), 200, { ...textHeaders, 'content-type': 'application/xml; charset=utf-8' })
    }),
  )
  // A candidate area has nothing for search engines.
  .get('/robots.txt', async (c, next) =>
    c.var.host.kind === 'candidate' && c.var.host.business ? c.text(ROBOTS_DISALLOW_ALL, 200, textHeaders) : next(),
  )
