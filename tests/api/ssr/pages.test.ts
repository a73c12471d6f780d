import { SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { PUBLIC_PAGES } from '../../../worker/ssr/pages/catalog'
import { HOST, seed } from '../../setup/http'

beforeAll(seed)

const page = (host: string, path: string, init?: RequestInit) => SELF.fetch(`http://${host}${path}`, init)

/** The decoded content of a head tag's attribute (React escapes & as &amp; and so on). */
function attr(html: string, pattern: RegExp): string | undefined {
  const raw = html.match(pattern)?.[1]
  return raw?.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>')
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
