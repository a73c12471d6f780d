import { SELF } from 'cloudflare:test'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { businesses, opportunities } from '../../../worker/db/schema'
import { db, HOST, seed } from '../../setup/http'

beforeAll(seed)

const page = (host: string, path: string) => SELF.fetch(`http://${host}${path}`, { redirect: 'manual' })

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, any>,
  )

async function jobsOf(slug: string) {
  const business = await db().query.businesses.findFirst({ where: eq(businesses.slug, slug) })
  const rows = await db().query.opportunities.findMany({ where: eq(opportunities.businessId, business!.id) })
  return {
    business: business!,
    open: rows.filter((r) => r.status === 'open'),
    closed: rows.filter((r) => r.status !== 'open'),
  }
}

describe("a business's careers page", () => {
  it('redirects the business host root to /jobs', async () => {
    const res = await page(HOST.acme, '/')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/jobs')
  })

  it("lists the business's open jobs, and only those", async () => {
    const acme = await jobsOf('acme')
    const globex = await jobsOf('globex')
    const res = await page(HOST.acme, '/jobs')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('<title>Jobs at Acme Corporation</title>')
    expect(html).toContain('<link rel="canonical" href="http://acme.localhost:8787/jobs"/>')
    expect(html).toContain('<meta property="og:site_name" content="Acme Corporation"/>')
    expect(html).toMatch(/<meta name="description" content="\d+ open positions at Acme Corporation: /)
    expect(acme.open.length).toBeGreaterThan(0)
    for (const job of acme.open) expect(html).toContain(`href="/jobs/${job.id}"`)
    for (const job of acme.closed) expect(html).not.toContain(job.id)
    for (const job of globex.open) {
      expect(html).not.toContain(job.id)
      expect(html).not.toContain(job.title)
    }
    expect(html).not.toMatch(/\/assets\/index-/)
  })

  it('describes each open job as a valid JobPosting', async () => {
    const acme = await jobsOf('acme')
    const html = await (await page(HOST.acme, '/jobs')).text()
    const postings = jsonLdOf(html)
    expect(postings).toHaveLength(acme.open.length)
    for (const posting of postings) {
      const job = acme.open.find((j) => j.title === posting.title)!
      expect(job).toBeDefined()
      expect(posting['@context']).toBe('https://schema.org')
      expect(posting['@type']).toBe('JobPosting')
      expect(posting.description).toMatch(/^<p>/)
      expect(posting.datePosted).toBe(job.publishedAt!.toISOString())
      expect(posting.validThrough).toBe(job.deadline)
      expect(posting.hiringOrganization).toMatchObject({ '@type': 'Organization', name: 'Acme Corporation' })
      expect(posting.url).toBe(`http://acme.localhost:8787/jobs/${job.id}`)
      expect(posting.employmentType).toBe(
        {
          full_time: 'FULL_TIME',
          part_time: 'PART_TIME',
          contract: 'CONTRACTOR',
          internship: 'INTERN',
          temporary: 'TEMPORARY',
        }[job.employmentType],
      )
      if (job.workplace === 'remote') {
        expect(posting.jobLocationType).toBe('TELECOMMUTE')
        expect(posting.jobLocation).toBeUndefined()
      } else {
        expect(posting.jobLocation).toMatchObject({ '@type': 'Place', address: { '@type': 'PostalAddress' } })
        expect(posting.jobLocation.address.addressCountry).toBeTruthy()
      }
      if (job.salaryMin !== null) {
        expect(posting.baseSalary).toEqual({
          '@type': 'MonetaryAmount',
          currency: job.salaryCurrency,
          value: { '@type': 'QuantitativeValue', minValue: job.salaryMin, maxValue: job.salaryMax, unitText: 'YEAR' },
        })
      } else {
        expect(posting.baseSalary).toBeUndefined()
      }
    }
    // Both branches above are taken: a remote job and an office one, a paid range and none shown.
    expect(postings.some((p) => p.jobLocationType === 'TELECOMMUTE')).toBe(true)
    expect(postings.some((p) => p.jobLocationType !== 'TELECOMMUTE')).toBe(true)
    expect(acme.open.some((j) => j.salaryMin !== null)).toBe(true)
  })

  it('shows one open job with its own head and JobPosting', async () => {
    const [job] = (await jobsOf('acme')).open
    const res = await page(HOST.acme, `/jobs/${job!.id}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain(`<title>${job!.title} — Acme Corporation careers</title>`)
    expect(html).toContain(`<link rel="canonical" href="http://acme.localhost:8787/jobs/${job!.id}"/>`)
    expect(html).toContain(`<h1 id="page-title">${job!.title}</h1>`)
    expect(html).toContain('id="apply"')
    expect(html).toContain('href="#apply"')
    const [posting] = jsonLdOf(html)
    expect(posting).toMatchObject({ '@type': 'JobPosting', title: job!.title })
  })

  it("answers another business's job, a closed job and an unknown id with the 404 page", async () => {
    const { open: globexOpen } = await jobsOf('globex')
    const { closed: acmeClosed } = await jobsOf('acme')
    for (const id of [globexOpen[0]!.id, acmeClosed[0]!.id, 'no-such-job']) {
      const res = await page(HOST.acme, `/jobs/${id}`)
      expect(res.status).toBe(404)
      const html = await res.text()
      expect(html).toContain('This job is not open')
      expect(html).toContain('<meta name="robots" content="noindex"/>')
    }
    // The same Globex job is there on Globex's own host.
    expect((await page(HOST.globex, `/jobs/${globexOpen[0]!.id}`)).status).toBe(200)
  })

  it('advertises nothing for a business that is not active', async () => {
    const { business, open } = await jobsOf('globex')
    await db().update(businesses).set({ status: 'suspended' }).where(eq(businesses.id, business.id))
    try {
      const html = await (await page(HOST.globex, '/jobs')).text()
      expect(html).toContain('no open positions')
      expect(jsonLdOf(html)).toHaveLength(0)
      expect((await page(HOST.globex, `/jobs/${open[0]!.id}`)).status).toBe(404)
    } finally {
      await db().update(businesses).set({ status: 'active' }).where(eq(businesses.id, business.id))
    }
  })

  it('drops a job from the page as soon as it is put on hold', async () => {
    const { business, open } = await jobsOf('globex')
    const job = open[0]!
    await db()
      .update(opportunities)
      .set({ status: 'on_hold' })
      .where(and(eq(opportunities.id, job.id), eq(opportunities.businessId, business.id)))
    try {
      expect(await (await page(HOST.globex, '/jobs')).text()).not.toContain(job.id)
    } finally {
      await db().update(opportunities).set({ status: 'open' }).where(eq(opportunities.id, job.id))
    }
  })

  it("serves the careers host's robots.txt and sitemap", async () => {
    const robots = await (await page(HOST.acme, '/robots.txt')).text()
    expect(robots).toContain('Sitemap: http://acme.localhost:8787/sitemap.xml')
    expect(robots).toContain('Disallow: /admin')
    const xml = await (await page(HOST.acme, '/sitemap.xml')).text()
    const { open } = await jobsOf('acme')
    expect(xml).toContain('<loc>http://acme.localhost:8787/jobs</loc>')
    for (const job of open) expect(xml).toContain(`<loc>http://acme.localhost:8787/jobs/${job.id}</loc>`)
    const candidateRobots = await (await page(HOST.acmeCandidate, '/robots.txt')).text()
    expect(candidateRobots).toBe('User-agent: *\nDisallow: /\n')
  })
})
