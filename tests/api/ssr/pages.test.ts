import { SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { PUBLIC_PAGES } from '../../../worker/ssr/pages/catalog'
import { HOST, seed } from '../../setup/http'

beforeAll(seed)

const page = (host: string, path: string, init?: RequestInit) => SELF.fetch(`http://${host}${path}`, init)

/** The decoded content of a head tag's attribute (React escapes & as &amp; and so on). */
function attr(html: string, pattern: RegExp): string | undefined {
  const raw = html.match(pattern)?.[1]
  return raw
    ?.replaceAll('&amp;', '&')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
}
const titleOf = (html: string) => attr(html, /<title>([^<]*)<\/title>/)
const descriptionOf = (html: string) => attr(html, /<meta name="description" content="([^"]*)"/)
const canonicalOf = (html: string) => attr(html, /<link rel="canonical" href="([^"]*)"/)
const og = (html: string, prop: string) => attr(html, new RegExp(`<meta property="og:${prop}" content="([^"]*)"`))

describe('public pages on the main domain', () => {
  it.each(PUBLIC_PAGES.map((p) => [p.path, p] as const))('%s answers 200 with its own head', async (path, meta) => {
    const res = await page(HOST.main, path)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(res.headers.get('cache-control')).toBe('public, max-age=300')
    const html = await res.text()
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true)
    expect(html).toContain('<html lang="en">')
    expect(titleOf(html)).toBe(meta.title)
    expect(descriptionOf(html)).toBe(meta.description)
    expect(canonicalOf(html)).toBe(`http://localhost:8787${path}`)
    expect(og(html, 'title')).toBe(meta.title)
    expect(og(html, 'description')).toBe(meta.description)
    expect(og(html, 'url')).toBe(`http://localhost:8787${path}`)
    expect(og(html, 'type')).toBe('website')
    expect(og(html, 'site_name')).toBe('Hirely')
    expect(html).toContain('<meta name="theme-color" content="#15803d"/>')
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>')
    expect(html).toContain('href="/auth/login"')
    expect(html).toContain('href="/auth/register"')
    // The staff app never loads on the public site.
    expect(html).not.toMatch(/\/assets\/index-/)
    expect((html.match(/<h1[\s>]/g) ?? []).length).toBe(1)
  })

  it('titles the home page as the AI-driven hiring platform', async () => {
    const html = await (await page(HOST.main, '/')).text()
    expect(titleOf(html)).toBe('Hirely — AI-driven hiring platform')
  })
})

describe('pricing page', () => {
  it("shows the demo plans' prices, formatted for their currency", async () => {
    const html = await (await page(HOST.main, '/pricing-plans')).text()
    for (const [name, amount] of [
      ['Starter', '$49'],
      ['Growth', '$149'],
      ['Enterprise', '$499'],
    ]) {
      expect(html).toContain(`>${name}</h3>`)
      expect(html).toContain(`<span class="amount">${amount}</span>`)
    }
    expect(html).toContain('<span class="amount">Free</span>')
    expect(html).toContain('per month')
    expect(html).toContain('Up to 5,000 candidates')
    expect(html).toContain('<td>Unlimited</td>')
  })
})

describe('the rest of the main domain', () => {
  it('answers an unknown path with the styled 404 page', async () => {
    const res = await page(HOST.main, '/no-such-page')
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toContain('text/html')
    const html = await res.text()
    expect(titleOf(html)).toBe('Page not found — Hirely')
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect(html).toContain('We couldn’t find that page')
    expect(html).toContain('href="/pricing-plans"')
    expect(html).not.toContain('rel="canonical"')
  })

  it('redirects a trailing slash to the page', async () => {
    const res = await page(HOST.main, '/about-us/', { redirect: 'manual' })
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/about-us')
  })

  it('serves robots.txt with the sitemap', async () => {
    const res = await page(HOST.main, '/robots.txt')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/plain')
    const text = await res.text()
    expect(text).toContain('User-agent: *')
    expect(text).toContain('Allow: /')
    for (const path of ['/admin', '/auth', '/api', '/candidates']) expect(text).toContain(`Disallow: ${path}\n`)
    expect(text).toContain('Sitemap: http://localhost:8787/sitemap.xml')
  })

  it('serves sitemap.xml with the 13 public pages as absolute URLs', async () => {
    const res = await page(HOST.main, '/sitemap.xml')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/xml')
    const xml = await res.text()
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(locs).toHaveLength(13)
    expect(locs.sort()).toEqual(PUBLIC_PAGES.map((p) => `http://localhost:8787${p.path}`).sort())
  })

  it('sends a strict content security policy and no-sniff', async () => {
    const res = await page(HOST.main, '/')
    const csp = res.headers.get('content-security-policy')!
    expect(csp).toContain("script-src 'self'")
    expect(csp).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/=]+'/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('ships only the small island script, cached for a year', async () => {
    const html = await (await page(HOST.main, '/contact-us')).text()
    const src = html.match(/<script type="module" src="(\/_site\/site\.[a-z0-9]+\.js)"/)?.[1]
    expect(src).toBeDefined()
    const res = await page(HOST.main, src!)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('javascript')
    expect(res.headers.get('cache-control')).toContain('immutable')
    const js = await res.text()
    expect(js.length).toBeLessThan(4000)
    expect(js).toContain('form.dataset.api')
    expect(html).toContain('data-api="/api/v1/home/contact_enqueries"')
  })
})
