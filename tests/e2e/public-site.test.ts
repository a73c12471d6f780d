import AxeBuilder from '@axe-core/playwright'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PUBLIC_PAGES } from '../../worker/ssr/pages/catalog'
import { launchBrowser, urlFor } from './browser'

let browser: Browser
let contexts: BrowserContext[] = []

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function open(options: Parameters<Browser['newContext']>[0] = {}): Promise<Page> {
  const context = await browser.newContext(options)
  contexts.push(context)
  return context.newPage()
}

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close().catch(() => undefined)))
  contexts = []
})

/** Scripts a page requested: the public site must never pull the staff app's bundle. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = []
  page.on('request', (req) => {
    if (req.resourceType() === 'script' || req.url().includes('/assets/index-')) scripts.push(req.url())
  })
  return scripts
}

async function headOf(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    themeColor: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
    lang: document.documentElement.lang,
  }))
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  )
  expect(summary).toEqual([])
}

describe('public pages in a real browser', () => {
  it.each(PUBLIC_PAGES.map((p) => [p.path, p] as const))(
    '%s has its head, no staff bundle and no axe violations',
    async (path, meta) => {
      const page = await open()
      const scripts = watchScripts(page)
      const res = await page.goto(urlFor(null, path))
      expect(res?.status()).toBe(200)
      expect(await headOf(page)).toEqual({
        title: meta.title,
        description: meta.description,
        canonical: urlFor(null, path),
        themeColor: '#15803d',
        lang: 'en',
      })
      expect(scripts.filter((s) => s.includes('/assets/index-'))).toEqual([])
      expect(scripts.every((s) => new URL(s).pathname.startsWith('/_site/'))).toBe(true)
      await expectNoAxeViolations(page)
    },
  )

  it('answers an unknown path with the 404 page, and serves the favicon', async () => {
    const page = await open()
    const res = await page.goto(urlFor(null, '/no-such-page'))
    expect(res?.status()).toBe(404)
    expect(await page.textContent('h1')).toBe('We couldn’t find that page')
    await expectNoAxeViolations(page)
    const icon = await page.request.get(urlFor(null, '/favicon.ico'))
    expect(icon.status()).toBe(200)
    expect(icon.headers()['content-type']).toContain('icon')
  })

  it('opens the mobile menu without JavaScript', async () => {
    const page = await open({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
    await page.goto(urlFor(null, '/'))
    const pricing = page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Pricing' })
    expect(await pricing.isVisible()).toBe(false)
    await page.getByText('Menu', { exact: true }).click()
    expect(await pricing.isVisible()).toBe(true)
    await pricing.click()
    await page.waitForURL(urlFor(null, '/pricing-plans'))
  })
})

describe("a business's careers pages in a real browser", () => {
  it('lists open jobs with JobPosting data and no axe violations', async () => {
    const page = await open()
    const scripts = watchScripts(page)
    const res = await page.goto(urlFor({ business: 'acme' }, '/jobs'))
    expect(res?.status()).toBe(200)
    const head = await headOf(page)
    expect(head).toMatchObject({ title: 'Jobs at Acme Corporation', canonical: urlFor({ business: 'acme' }, '/jobs') })
    const postings = await page.$$eval('script[type="application/ld+json"]', (els) =>
      els.map((e) => JSON.parse(e.textContent ?? '{}')),
    )
    expect(postings.length).toBeGreaterThan(0)
    expect(postings.every((p) => p['@type'] === 'JobPosting' && p.hiringOrganization.name === 'Acme Corporation')).toBe(
      true,
    )
    expect(scripts.filter((s) => s.includes('/assets/index-'))).toEqual([])
    await expectNoAxeViolations(page)

    await page.getByRole('link', { name: 'Senior Backend Engineer' }).first().click()
    await page.waitForURL(/\/jobs\/[^/]+$/)
    expect(await page.textContent('h1')).toBe('Senior Backend Engineer')
    expect(await page.title()).toBe('Senior Backend Engineer — Acme Corporation careers')
    await expectNoAxeViolations(page)
  })

  it('sends / on the business host to /jobs', async () => {
    const page = await open()
    await page.goto(urlFor({ business: 'acme' }, '/'))
    expect(new URL(page.url()).pathname).toBe('/jobs')
  })
})

async function fillContact(page: Page, email: string) {
  await page.getByLabel('Your name').fill('Dorothy Vaughan')
  await page.getByLabel('Work e-mail').fill(email)
  await page.getByLabel('Company (optional)').fill('Langley')
  await page.getByLabel('Message', { exact: true }).fill('We would like to see how online exams work for our analysts.')
}

describe('the contact form', () => {
  it('works without JavaScript: a plain form post answers the page', async () => {
    const page = await open({ javaScriptEnabled: false })
    await page.goto(urlFor(null, '/contact-us'))

    // An address the browser accepts but the server does not: the errors come back with the input kept.
    await fillContact(page, 'dorothy@langley')
    const [bad] = await Promise.all([
      page.waitForNavigation(),
      page.getByRole('button', { name: 'Send message' }).click(),
    ])
    expect(bad?.status()).toBe(422)
    expect(await page.locator('[data-error-for="email"]').textContent()).toBe('Email is not a valid email')
    expect(await page.getByLabel('Company (optional)').inputValue()).toBe('Langley')
    expect(await page.getByLabel('Work e-mail').getAttribute('aria-invalid')).toBe('true')

    await page.getByLabel('Work e-mail').fill('dorothy.nojs@langley.example')
    const [good] = await Promise.all([
      page.waitForNavigation(),
      page.getByRole('button', { name: 'Send message' }).click(),
    ])
    expect(good?.status()).toBe(200)
    expect(await page.locator('[data-form-status]').textContent()).toContain('Thank you for your message.')
  })

  it('works better with JavaScript: the answer appears in place, without a reload', async () => {
    const page = await open()
    const scripts = watchScripts(page)
    await page.goto(urlFor(null, '/contact-us'))
    let navigations = 0
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations++
    })

    await fillContact(page, 'dorothy@langley')
    await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/v1/home/contact_enqueries')),
      page.getByRole('button', { name: 'Send message' }).click(),
    ])
    await expect.poll(() => page.locator('[data-error-for="email"]').textContent()).toBe('Email is not a valid email')

    await page.getByLabel('Work e-mail').fill('dorothy.js@langley.example')
    const [res] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/v1/home/contact_enqueries')),
      page.getByRole('button', { name: 'Send message' }).click(),
    ])
    expect(res.status()).toBe(201)
    await expect.poll(() => page.locator('[data-form-status]').textContent()).toContain('Thank you for your message.')
    expect(await page.getByLabel('Your name').inputValue()).toBe('')
    expect(await page.locator('[data-error-for="email"]').textContent()).toBe('')
    expect(navigations).toBe(0)
    expect(scripts.filter((s) => s.includes('/assets/index-'))).toEqual([])
  })
})
