/**
 * Issue 11, finding 5: every response the Worker makes carries the security headers, and
 * each kind of page gets the content security policy it needs and no more.
 */
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { APPLY_FORM_PATH } from '../../../worker/ssr/apply-form'
import { ISLAND_PATH } from '../../../worker/ssr/island'
import { as, HOST, seed } from '../../setup/http'
import { cspOf, fetchWorker } from './worker'

const GSI = 'https://accounts.google.com/gsi/'

beforeAll(seed)

/** What every response has, whatever it is. */
function expectBaseline(res: Response) {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  expect(res.headers.get('x-frame-options')).toBe('DENY')
  const csp = cspOf(res)
  expect(csp.get('frame-ancestors')).toEqual(["'none'"])
  expect(csp.get('object-src') ?? csp.get('default-src')).toEqual(["'none'"])
  // Plain http on localhost: HSTS there would pin the developer's browser for nothing.
  expect(res.headers.get('strict-transport-security')).toBeNull()
}

/** A page's scripts: our own files only, never inline, never eval. */
function expectStrictScripts(csp: Map<string, string[]>, extra: string[] = []) {
  expect(csp.get('script-src')).toEqual(["'self'", ...extra])
  expect(csp.get('base-uri')).toEqual(["'none'"])
  expect(csp.get('object-src')).toEqual(["'none'"])
  expect(csp.get('form-action')).toEqual(["'self'"])
}

describe('server-rendered pages', () => {
  it.each([
    ['the public home page', HOST.main, '/'],
    ['a public page with plans from the database', HOST.main, '/pricing-plans'],
    ['the site 404 page', HOST.main, '/no-such-page'],
    ["a business's careers page", HOST.acme, '/jobs'],
  ])('%s', async (_what, host, path) => {
    const res = await fetchWorker(host, path)
    expectBaseline(res)
    const csp = cspOf(res)
    expectStrictScripts(csp)
    // The one inlined stylesheet is allowed by its hash; nothing else inline.
    expect(csp.get('style-src')).toEqual(["'self'", expect.stringMatching(/^'sha256-[\w+/]+=*'$/)])
    expect(res.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=()')
  })

  it('the careers page island scripts: nosniff and cached for a year (their names change with their text)', async () => {
    for (const path of [ISLAND_PATH, APPLY_FORM_PATH]) {
      const res = await fetchWorker(path === ISLAND_PATH ? HOST.main : HOST.acme, path)
      expect(res.status).toBe(200)
      expectBaseline(res)
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    }
  })
})

describe('the single-page app', () => {
  it('on the main domain: own scripts, plus Google sign-in where it is configured', async () => {
    const res = await fetchWorker(HOST.main, '/auth/login')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    expectBaseline(res)
    const csp = cspOf(res)
    expect(env.GOOGLE_CLIENT_ID).toBeTruthy()
    expectStrictScripts(csp, [`${GSI}client`])
    expect(csp.get('connect-src')).toEqual(["'self'", GSI])
    expect(csp.get('frame-src')).toEqual(['blob:', GSI])
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'", `${GSI}style`])
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:'])
    expect(csp.get('media-src')).toEqual(["'self'", 'blob:'])
    expect(csp.get('default-src')).toEqual(["'self'"])
    expect(res.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=()')
  })

  it('without a Google client id, no Google origin is allowed anywhere', async () => {
    const res = await fetchWorker(HOST.acme, '/auth/login', { env: { GOOGLE_CLIENT_ID: '' } })
    const csp = cspOf(res)
    expectStrictScripts(csp)
    expect(csp.get('connect-src')).toEqual(["'self'"])
    expect(csp.get('frame-src')).toEqual(['blob:'])
    expect(res.headers.get('content-security-policy')).not.toContain('google')
  })

  it("on a business's portal: no camera, no microphone, no WebAssembly", async () => {
    const res = await fetchWorker(HOST.acme, '/admin/dashboard')
    expectBaseline(res)
    expect(cspOf(res).get('script-src')).not.toContain("'wasm-unsafe-eval'")
    expect(res.headers.get('permissions-policy')).toContain('camera=()')
  })

  it('on the candidate host: camera and microphone for this origin, and WebAssembly for the exam screen', async () => {
    const res = await fetchWorker(HOST.acmeCandidate, '/candidates/dashboard')
    expectBaseline(res)
    expectStrictScripts(cspOf(res), [`${GSI}client`, "'wasm-unsafe-eval'"])
    expect(res.headers.get('permissions-policy')).toBe(
      'camera=(self), microphone=(self), geolocation=(), payment=(), usb=()',
    )
  })

  it('static files the Worker passes through (favicon) get the headers and a policy that runs nothing', async () => {
    const res = await fetchWorker(HOST.main, '/favicon.svg')
    expect(res.headers.get('content-type')).toBe('image/svg+xml')
    expectBaseline(res)
    expect(cspOf(res).get('default-src')).toEqual(["'none'"])
  })
})

describe('other pages', () => {
  it("an unknown business's 404 page", async () => {
    const res = await fetchWorker('nosuch.localhost:8787', '/jobs')
    expect(res.status).toBe(404)
    expectBaseline(res)
    expect(cspOf(res).get('script-src')).toEqual(["'none'"])
  })

  it('a redirect', async () => {
    const res = await fetchWorker(HOST.acme, '/')
    expect(res.status).toBe(302)
    expectBaseline(res)
  })
})

describe('the API', () => {
  it.each([
    ['a public answer', 'GET', HOST.acme, '/api/v1/wildcard/jobs'],
    ['a health check', 'POST', HOST.main, '/api/v1/admin/health_check'],
    ['an error', 'GET', HOST.acme, '/api/v1/wildcard/candidates'],
    ['an unknown route', 'GET', HOST.main, '/api/v1/nothing-here'],
  ])('%s: never cached, never rendered as a page', async (_what, method, host, path) => {
    const res = await fetchWorker(host, path, { method })
    expect(res.headers.get('content-type')).toContain('application/json')
    expectBaseline(res)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(cspOf(res).get('default-src')).toEqual(["'none'"])
  })

  it('a signed-in answer and a file download are not stored either', async () => {
    const cookie = await as.acmeOwner()
    const me = await fetchWorker(HOST.acme, '/api/v1/wildcard/auth/verify-me', { method: 'POST', headers: { cookie } })
    expect(me.status).toBe(200)
    expect(me.headers.get('cache-control')).toBe('no-store')
    const file = await fetchWorker(HOST.acme, '/api/v1/wildcard/candidates/export/details?format=csv', {
      headers: { cookie },
    })
    expect(file.status).toBe(200)
    expectBaseline(file)
    expect(file.headers.get('cache-control')).toBe('private, no-store')
  })

  it('profile pictures, public by an unguessable key that changes with every upload, may be cached', async () => {
    const key = 'avatars/employee/test/0190a0a0-0000-7000-8000-000000000001.png'
    await env.FILES.put(key, new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), {
      httpMetadata: { contentType: 'image/png' },
    })
    const res = await fetchWorker(HOST.acme, `/api/v1/media/${key}`)
    expect(res.status).toBe(200)
    expectBaseline(res)
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400, immutable')
  })
})

describe('HSTS', () => {
  it('is sent on the deployed (https) hosts, for the main domain and every business under it', async () => {
    const deployed = { MAIN_DOMAIN: 'hirely.example' }
    for (const [host, path] of [
      ['hirely.example', '/'],
      ['acme.hirely.example', '/admin/dashboard'],
      ['acme-candidate.hirely.example', '/api/v1/candidate/health_check'],
    ] as const) {
      const res = await fetchWorker(host, path, { env: deployed, https: true })
      expect(res.headers.get('strict-transport-security'), host).toBe('max-age=63072000; includeSubDomains')
    }
  })
})
