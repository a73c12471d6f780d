/**
 * Issue 11, finding 10: JSON written into a <script> element (JobPosting JSON-LD, the app's
 * host data) can never end the element or be read as markup, and the job title in the
 * JobPosting's HTML description is escaped, also when a job has no description.
 */
import { SELF } from 'cloudflare:test'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { businesses, opportunities } from '../../../worker/db/schema'
import { jsonForScript } from '../../../worker/lib/html'
import { db, HOST, seed } from '../../setup/http'
import { fetchWorker } from './worker'

const HOSTILE = `Engineer </script><script>alert(1)</script> <!-- & <b>bold</b> \u2028\u2029 "q"`

const scriptsOf = (html: string, type: string) =>
  [
    ...html.matchAll(new RegExp(`<script[^>]*type="${type.replace(/[+/]/g, '\\$&')}"[^>]*>([\\s\\S]*?)</script>`, 'g')),
  ].map((m) => m[1]!)

beforeAll(seed)

describe('jsonForScript', () => {
  it('escapes every character that could end the element, open a comment or break a line', () => {
    const text = jsonForScript({ title: HOSTILE, nested: ['<', '>', '&'] })
    expect(text).not.toMatch(/[<>&\u2028\u2029]/)
    expect(JSON.parse(text)).toEqual({ title: HOSTILE, nested: ['<', '>', '&'] })
  })
})

describe('JobPosting JSON-LD on the careers pages', () => {
  let jobId: string

  beforeAll(async () => {
    const acme = (await db().query.businesses.findFirst({ where: eq(businesses.slug, 'acme') }))!
    const job = (await db().query.opportunities.findFirst({
      where: and(eq(opportunities.businessId, acme.id), eq(opportunities.status, 'open')),
    }))!
    jobId = job.id
    // A job with a hostile title and no description: the JSON-LD falls back to the title.
    await db().update(opportunities).set({ title: HOSTILE, description: null }).where(eq(opportunities.id, job.id))
  })

  it.each([
    ['the job page', () => `/jobs/${jobId}`],
    ['the jobs list', () => '/jobs'],
  ])('%s: the title stays data, in the JSON and in the description HTML', async (_what, path) => {
    const res = await SELF.fetch(`http://${HOST.acme}${path()}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).not.toContain('<script>alert(1)</script>')
    const blocks = scriptsOf(html, 'application/ld+json')
    expect(blocks.length).toBeGreaterThan(0)
    const posting = blocks
      .map((b) => JSON.parse(b) as { title: string; description: string })
      .find((p) => p.title === HOSTILE)!
    expect(posting).toBeDefined()
    for (const block of blocks) expect(block).not.toMatch(/[<>&\u2028\u2029]/)
    // The description is HTML (what Google reads): the title inside it is escaped text.
    expect(posting.description).toBe(
      '<p>Engineer &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &lt;!-- &amp; &lt;b&gt;bold&lt;/b&gt; \u2028\u2029 &quot;q&quot;</p>',
    )
  })
})

describe("the app's host data in the SPA page", () => {
  it('a business name cannot close the script element', async () => {
    const acme = (await db().query.businesses.findFirst({ where: eq(businesses.slug, 'acme') }))!
    await db().update(businesses).set({ name: HOSTILE }).where(eq(businesses.id, acme.id))
    try {
      const html = await (await fetchWorker(HOST.acme, '/auth/login')).text()
      const [data] = scriptsOf(html, 'application/json')
      expect(data).toBeDefined()
      expect(data).not.toMatch(/[<>&\u2028\u2029]/)
      expect(JSON.parse(data!).business.name).toBe(HOSTILE)
    } finally {
      await db().update(businesses).set({ name: acme.name }).where(eq(businesses.id, acme.id))
    }
  })
})
