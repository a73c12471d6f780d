import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { createDb } from '../../../worker/db/client'
import { seedDemo } from '../../../worker/db/seed/demo'
import { parseHost, slugProblem } from '../../../worker/hosts'
import { withAppHost } from '../../../worker/pages'

const config = { mainDomain: 'localhost:8787', candidatePattern: '{slug}-candidate' }

beforeAll(async () => {
  await seedDemo(createDb(env.DB))
})

describe('parseHost', () => {
  it.each([
    ['localhost:8787', { kind: 'main' }],
    ['www.localhost:8787', { kind: 'main' }],
    ['LOCALHOST:9999', { kind: 'main' }],
    ['acme.localhost:8787', { kind: 'business', slug: 'acme' }],
    ['acme-candidate.localhost:8787', { kind: 'candidate', slug: 'acme' }],
    ['my-co-candidate.localhost', { kind: 'candidate', slug: 'my-co' }],
    ['admin.localhost:8787', { kind: 'reserved', label: 'admin' }],
    ['api.localhost:8787', { kind: 'reserved', label: 'api' }],
    ['a.b.localhost:8787', { kind: 'reserved', label: 'a.b' }],
  ])('%s', (host, expected) => {
    expect(parseHost(host, config)).toEqual(expected)
  })

  it('follows the configured main domain', () => {
    expect(parseHost('acme.hirely.app', { mainDomain: 'hirely.app', candidatePattern: '{slug}-candidate' })).toEqual({
      kind: 'business',
      slug: 'acme',
    })
    expect(parseHost('acme-jobs.hirely.app', { mainDomain: 'hirely.app', candidatePattern: '{slug}-jobs' })).toEqual({
      kind: 'candidate',
      slug: 'acme',
    })
  })
})

describe('slugProblem', () => {
  it('accepts a plain slug', () => expect(slugProblem('acme-2', config)).toBeNull())
  it.each(['www', 'admin', 'api', 'app', 'mail', 'static', 'foo-candidate'])('refuses the reserved %s', (slug) => {
    expect(slugProblem(slug, config)).toMatch(/reserved/)
  })
  it.each(['Acme', 'acme_co', '-acme', 'acme-', ''])('refuses the malformed "%s"', (slug) => {
    expect(slugProblem(slug, config)).toMatch(/lowercase letters, digits and hyphens/)
  })
})

const post = (host: string, path: string) => SELF.fetch(`http://${host}/api/v1${path}`, { method: 'POST' })

describe('health checks', () => {
  it('answers on the main domain', async () => {
    const res = await post('localhost:8787', '/admin/health_check')
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({
      success: true,
      message: 'OK',
      errors: [],
      data: { status: 'ok', host: 'main' },
    })
  })

  it("answers on a business's host with the business", async () => {
    const res = await post('acme.localhost:8787', '/wildcard/health_check')
    expect(await res.json()).toMatchObject({
      success: true,
      data: { host: 'business', business: { slug: 'acme', name: 'Acme Corporation' } },
    })
  })

  it("answers on a business's candidate host", async () => {
    const res = await post('acme-candidate.localhost:8787', '/candidate/health_check')
    expect(await res.json()).toMatchObject({ success: true, data: { host: 'candidate', business: { slug: 'acme' } } })
  })

  it('is not there on the wrong host', async () => {
    const res = await post('acme.localhost:8787', '/admin/health_check')
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ success: false, data: null })
  })
})

describe('unknown business', () => {
  it('gets the 404 page', async () => {
    const res = await SELF.fetch('http://nobody.localhost:8787/auth/login')
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toContain('text/html')
    const html = await res.text()
    expect(html).toContain('<title>Business not found</title>')
    expect(html).toContain('nobody')
  })

  it('gets a 404 envelope under /api/v1', async () => {
    const res = await post('nobody.localhost:8787', '/wildcard/health_check')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ success: false, message: 'Business not found.', errors: [], data: null })
  })

  it('a reserved sub-domain is never a business', async () => {
    const res = await SELF.fetch('http://admin.localhost:8787/')
    expect(res.status).toBe(404)
  })
})

// The SPA itself is served from the build's assets (covered by the browser tests); here, the
// rewrite that tells it which host it is on.
describe('the SPA page', () => {
  it('carries the host it was served on, safely escaped', async () => {
    const page = new Response('<!doctype html><html><head><title>x</title></head><body></body></html>', {
      headers: { 'content-type': 'text/html' },
    })
    const html = await withAppHost(page, {
      host: 'business',
      slug: 'acme',
      business: { name: 'Acme </script><script>alert(1)</script>', status: 'active' },
      mainDomain: 'localhost:8787',
      candidatePattern: '{slug}-candidate',
    }).text()
    const json = html.match(/<script id="app-host" type="application\/json">(.*?)<\/script>/)?.[1]
    expect(json).not.toContain('</script>')
    expect(JSON.parse(json!)).toMatchObject({
      host: 'business',
      slug: 'acme',
      business: { name: 'Acme </script><script>alert(1)</script>' },
    })
  })
})
