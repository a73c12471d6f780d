/**
 * Errors stay inside the app (issue 21): a missing or mistyped record, an unknown portal page
 * and a dropped connection each show a styled state inside the shell (sidebar and header kept,
 * the tab named), with a way back and, for the network, a retry that works.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newPage, urlFor } from './browser'

let browser: Browser
let page: Page
const acme = (path: string) => urlFor({ business: 'acme' }, path)

const shellIsThere = async () => {
  const nav = page.getByRole('navigation').first()
  await nav.waitFor()
  expect(await nav.getByRole('link', { name: 'Candidates' }).count()).toBeGreaterThan(0)
}

beforeAll(async () => {
  browser = await launchBrowser()
  page = await newPage(browser)
  await page.setViewportSize({ width: 1360, height: 900 })
  await page.goto(acme('/auth/login'))
  await page.getByLabel('Email').fill('owner@acme.example')
  await page.getByLabel('Password', { exact: true }).fill('Owner@12345')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/admin/dashboard')
})
afterAll(async () => {
  await browser?.close()
})

describe('error states inside the shell', () => {
  it('a candidate that does not exist (or a mistyped id) reads as not found, in the shell', async () => {
    for (const id of ['0190a5b2-0000-7000-8000-000000000000', 'not-a-real-id']) {
      await page.goto(acme(`/admin/candidates/${id}`))
      await page.getByRole('heading', { name: 'Not found', level: 1 }).waitFor()
      expect(await page.getByText('We could not find that').count()).toBe(1)
      expect(await page.getByText('Something went wrong!').count()).toBe(0)
      await shellIsThere()
      expect(await page.title()).toMatch(/^Not found · /)
    }
    await page.getByRole('link', { name: 'Back to the dashboard' }).click()
    await page.waitForURL((url) => url.pathname === '/admin/dashboard')
  })

  it('an unknown portal page keeps the sidebar and names the tab', async () => {
    await page.goto(acme('/admin/no-such-page'))
    await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor()
    await shellIsThere()
    expect(await page.title()).toMatch(/^Page not found · /)
  })

  it('a dropped connection offers a retry that loads the page once the network is back', async () => {
    const list = await page.evaluate(async () => {
      const res = await fetch('/api/v1/wildcard/candidates?limit=1', { credentials: 'include' })
      return (await res.json()) as { data: { rows: { id: string; name: string }[] } }
    })
    const someone = list.data.rows[0] as { id: string; name: string }
    await page.goto(acme('/admin/dashboard'))
    await page.route('**/api/v1/wildcard/candidates/**', (route) => route.abort('internetdisconnected'))
    await page.evaluate((id) => {
      // Navigate inside the app (no reload), as a click on a link would.
      window.history.pushState({}, '', `/admin/candidates/${id}`)
      window.dispatchEvent(new PopStateEvent('popstate'))
    }, someone.id)
    await page.getByText('We could not reach the server').waitFor({ timeout: 15_000 })
    await shellIsThere()
    await page.unroute('**/api/v1/wildcard/candidates/**')
    await page.getByRole('button', { name: 'Try again' }).click()
    await page.getByRole('heading', { name: someone.name, level: 1 }).waitFor()
  })
})
