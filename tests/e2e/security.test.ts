/**
 * Issue 11 in a real browser: the main pages of every host run under their content security
 * policy without a single violation; a token in a link leaves the address bar before the app
 * makes any request; another origin's page cannot make a signed-in browser change anything
 * through the API (CSRF).
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiFetch, launchBrowser, urlFor } from './browser'

let browser: Browser
const contexts: BrowserContext[] = []
/** One API sign-in of Acme's owner for the whole file: sign-ins are rate-limited per IP, and every test runs from one. */
let owner: string

beforeAll(async () => {
  browser = await launchBrowser()
  owner = await apiSignIn('acme.localhost', 'owner@acme.example', 'Owner@12345')
})
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close().catch(() => undefined)))
  await browser?.close()
})

const POLICY_MESSAGE =
  /Content[- ]Security[- ]Policy|Refused to|CSP violation|Permissions[- ]Policy|Unrecognized feature/i

/** A page that records every policy violation and every console message about one. */
async function watchedPage(): Promise<{ page: Page; violations: string[] }> {
  const context = await browser.newContext()
  contexts.push(context)
  const page = await context.newPage()
  await page.setViewportSize({ width: 1360, height: 900 })
  const violations: string[] = []
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`),
    )
  })
  page.on('console', (m) => {
    if (POLICY_MESSAGE.test(m.text())) violations.push(`${page.url()}: ${m.text()}`)
  })
  page.on('pageerror', (e) => violations.push(`${page.url()}: ${String(e)}`))
  return { page, violations }
}

async function visit(page: Page, url: string) {
  const res = await page.goto(url)
  expect(res?.status(), url).toBeLessThan(400)
  await page.waitForLoadState('networkidle')
  return res!
}

async function signIn(page: Page, url: string, email: string, password: string, landing: RegExp) {
  await visit(page, url)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL(landing)
  await page.waitForLoadState('networkidle')
}

/** Sign in from Node (no Origin: not a browser) and answer the session cookie. */
async function apiSignIn(host: string, email: string, password: string) {
  const res = await apiFetch(host, '/wildcard/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  expect(res.status).toBe(200)
  return res.headers.get('set-cookie')!.split(';')[0]!
}

const mailCount = async (to: string) =>
  ((await (await apiFetch('localhost', `/dev/mailbox?to=${encodeURIComponent(to)}`)).json()) as { data: unknown[] })
    .data.length

describe('the content security policy holds on the main pages', () => {
  it('the public site and a careers page', async () => {
    const { page, violations } = await watchedPage()
    for (const path of ['/', '/pricing-plans', '/contact-us', '/ai-driven']) await visit(page, urlFor(null, path))
    const jobs = await visit(page, urlFor({ business: 'acme' }, '/jobs'))
    expect(jobs.headers()['content-security-policy']).toContain("script-src 'self';")
    await page.locator('a[href^="/jobs/"]').first().click()
    await page.waitForLoadState('networkidle')
    await page.getByLabel('First name').fill('Casey')
    expect(violations).toEqual([])
  })

  it('the platform console', async () => {
    const { page, violations } = await watchedPage()
    await signIn(page, urlFor(null, '/auth/login'), 'admin@example.com', 'Admin@12345', /\/admin\/dashboard$/)
    for (const path of [
      '/admin/business',
      '/admin/plans',
      '/admin/transactions',
      '/admin/users',
      '/admin/settings',
      '/admin/profile',
    ])
      await visit(page, urlFor(null, path))
    await visit(page, urlFor(null, '/admin/business'))
    await page.getByRole('button', { name: 'Create business' }).click()
    await page.getByRole('dialog').waitFor()
    await page.keyboard.press('Escape')
    expect(violations).toEqual([])
  })

  it("a business's portal, with dialogs, toasts, charts and an e-mail preview", async () => {
    const { page, violations } = await watchedPage()
    const acme = (path: string) => urlFor({ business: 'acme' }, path)
    await signIn(page, acme('/auth/login'), 'owner@acme.example', 'Owner@12345', /\/admin\/dashboard$/)
    for (const path of [
      '/admin/opportunities',
      '/admin/job_requests',
      '/admin/employees',
      '/admin/departments',
      '/admin/settings',
      '/admin/signature_managements',
      '/admin/interviews',
      '/admin/interviews?view=list&when=past',
    ])
      await visit(page, acme(path))
    await visit(page, acme('/admin/candidates'))
    await page
      .getByRole('link', { name: /Hannah Schmidt/ })
      .first()
      .click()
    await page.waitForURL(/\/admin\/candidates\/[\w-]+$/)
    await page.getByRole('tab', { name: /Documents/ }).click()
    await page.getByRole('button', { name: 'Request documents' }).click()
    await page.getByRole('dialog').waitFor()
    await page.keyboard.press('Escape')
    await visit(page, acme('/admin/email_templates'))
    await page
      .getByRole('main')
      .getByRole('link', { name: /invitation/i })
      .first()
      .click()
    await page.waitForURL(/\/admin\/email_templates\/[\w-]+$/)
    // The preview is a sandboxed frame: its own content having drawn is the sign that any
    // violation inside it has been reported (a sandboxed frame may never report the network
    // idle state Playwright waits on, so this page does not wait for it).
    await page
      .frameLocator('iframe[title="E-mail preview"]')
      .getByText(/Sent by .+ with Hirely/)
      .waitFor()
    expect(violations).toEqual([])
  })

  it('the candidate area', async () => {
    const { page, violations } = await watchedPage()
    const res = await page.goto(urlFor({ candidate: 'acme' }, '/candidates/auth/login'))
    expect(res!.headers()['permissions-policy']).toContain('camera=(self)')
    expect(res!.headers()['content-security-policy']).toContain("'wasm-unsafe-eval'")
    await signIn(
      page,
      urlFor({ candidate: 'acme' }, '/candidates/auth/login'),
      'candidate@acme.example',
      'Candidate@12345',
      /\/candidates\/dashboard$/,
    )
    expect(violations).toEqual([])
  })
})

describe('headers in the real deployment shape', () => {
  it('the app page, a hashed asset and an API answer', async () => {
    const { page } = await watchedPage()
    const assets: string[] = []
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.startsWith('/assets/'))
        assets.push(`${r.headers()['cache-control']}|${r.headers()['x-content-type-options']}`)
    })
    const res = await visit(page, urlFor({ business: 'acme' }, '/auth/login'))
    const headers = res.headers()
    expect(headers['content-security-policy']).toMatch(/script-src 'self'[;\s]/)
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(headers['x-frame-options']).toBe('DENY')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['strict-transport-security']).toBeUndefined()
    expect(assets.length).toBeGreaterThan(0)
    expect(new Set(assets)).toEqual(new Set(['public, max-age=31536000, immutable|nosniff']))
    const api = await apiFetch('acme.localhost', '/wildcard/jobs')
    expect(api.headers.get('cache-control')).toBe('no-store')
  })
})

describe('tokens in links', () => {
  async function invitationLink(email: string) {
    const roles = (await (
      await apiFetch('acme.localhost', '/wildcard/employee_roles/options/all', { headers: { cookie: owner } })
    ).json()) as { data: { value: string }[] }
    const created = await apiFetch('acme.localhost', '/wildcard/employees', {
      method: 'POST',
      headers: { cookie: owner, 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'Link', last_name: 'Tester', email, role_id: roles.data[0]!.value }),
    })
    expect(created.status).toBe(201)
    const mails = (
      (await (await apiFetch('localhost', `/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
        data: { html: string }[]
      }
    ).data
    const href = mails.map((m) => m.html.match(/href="([^"]*\/auth\/accept-invitation[^"]*)"/)?.[1]).find(Boolean)!
    return new URL(href.replaceAll('&amp;', '&'))
  }

  it('an invitation token never reaches a request line or a Referer, and leaves the address bar', async () => {
    const url = await invitationLink(`link.${Date.now().toString(36)}@acme.example`)
    const token = new URLSearchParams(url.hash.slice(1)).get('token')!
    expect(token).toBeTruthy()
    const { page, violations } = await watchedPage()
    const seen: string[] = []
    page.on('request', async (req) => {
      const referer = (await req.allHeaders())['referer'] ?? ''
      if (!req.isNavigationRequest()) seen.push(`${req.url()} referer=${referer}`)
    })
    await page.goto(url.toString().replace('http://acme.localhost:8787', urlFor({ business: 'acme' }, '')))
    await page.getByLabel('New password', { exact: true }).waitFor()
    await page.waitForLoadState('networkidle')
    expect(page.url()).not.toContain(token)
    expect(await page.evaluate(() => location.href)).not.toContain('token')
    expect(seen.length).toBeGreaterThan(0)
    expect(seen.filter((s) => s.includes(token))).toEqual([])
    // The form still has the token: setting the password works.
    await page.getByLabel('New password', { exact: true }).fill('Linked@2030!')
    await page.getByLabel('Confirm password', { exact: true }).fill('Linked@2030!')
    await page.getByRole('button', { name: 'Set password' }).click()
    await page.waitForURL((u) => u.pathname === '/auth/login')
    expect(violations).toEqual([])
  })

  it('an older ?token= link is cleaned from the address bar too', async () => {
    const url = await invitationLink(`legacy.${Date.now().toString(36)}@acme.example`)
    const token = new URLSearchParams(url.hash.slice(1)).get('token')!
    const { page } = await watchedPage()
    await page.goto(urlFor({ business: 'acme' }, `/auth/accept-invitation${url.search}&token=${token}`))
    await page.getByLabel('New password', { exact: true }).waitFor()
    expect(page.url()).not.toContain(token)
    expect(page.url()).toContain('email=')
  })
})

/**
 * Locally every *.localhost host is a site of its own, so Chromium keeps the SameSite=Lax
 * session cookie to itself here; under one real domain (acme.hirely.example and
 * evil.hirely.example) it would send it, which is why the check is on the exact Origin. The
 * worker tests prove the refusal with the cookie present (tests/api/security/csrf.test.ts);
 * this proves a real browser's cross-origin request is the kind the check refuses.
 */
describe('CSRF from another page', () => {
  it("a signed-in owner's browser, on another origin's page, cannot make Acme's API act", async () => {
    const { page } = await watchedPage()
    // The owner's browser holds a live session on Acme's portal.
    const [name, value] = owner.split('=') as [string, string]
    await page
      .context()
      .addCookies([{ name, value, url: urlFor({ business: 'acme' }, '/'), httpOnly: true, sameSite: 'Lax' }])
    const email = `csrf.${Date.now().toString(36)}@acme.example`
    const roles = (await (
      await apiFetch('acme.localhost', '/wildcard/employee_roles/options/all', { headers: { cookie: owner } })
    ).json()) as { data: { value: string }[] }
    const created = await apiFetch('acme.localhost', '/wildcard/employees', {
      method: 'POST',
      headers: { cookie: owner, 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'Csrf', last_name: 'Target', email, role_id: roles.data[0]!.value }),
    })
    const id = ((await created.json()) as { data: { id: string } }).data.id
    const target = urlFor({ business: 'acme' }, `/api/v1/wildcard/employees/${id}/resend-invitation`)
    const before = await mailCount(email)

    // The attacker's page: another sub-domain of the same site (its own server on loopback),
    // no policy of ours.
    const server = createServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Win a prize</title>'),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    await page.goto(`http://attacker.localhost:${port}/`)
    const sent = page.waitForRequest(target)
    const outcome = await page.evaluate(
      (url) =>
        fetch(url, {
          method: 'POST',
          mode: 'no-cors',
          credentials: 'include',
          headers: { 'content-type': 'text/plain' },
        }).then(
          () => 'answered',
          (e: Error) => e.message,
        ),
      target,
    )
    const request = await sent
    const res = await request.response()
    // The answer reached the page's network layer (its body is then withheld from a no-cors fetch).
    expect(outcome).toBe('answered')
    expect(res?.status()).toBe(403)
    expect(await mailCount(email)).toBe(before)
    server.close()

    // The same request from Acme's own page goes through.
    await page.goto(urlFor({ business: 'acme' }, '/admin/employees'))
    const own = await page.evaluate(
      async (url) => (await fetch(url, { method: 'POST', headers: { 'content-type': 'text/plain' } })).status,
      target,
    )
    expect(own).toBe(200)
    expect(await mailCount(email)).toBe(before + 1)
  })
})
