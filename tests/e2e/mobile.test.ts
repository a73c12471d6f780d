/**
 * The staff app on a 390×844 phone (issue 21): the owner's dashboard, the candidate list and a
 * candidate's page fit the screen (no sideways scrolling) with their key content in view; the
 * sidebar starts closed and closes after navigating; the list is cards; filters fold into a
 * sheet; a dialog fits the screen. The filtered list is checked again through the API.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, urlFor } from './browser'

let browser: Browser
let page: Page
const acme = (path: string) => urlFor({ business: 'acme' }, path)

/** The page is no wider than the screen. */
const noSidewaysScroll = async () =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)

/** The element is on screen, left to right. */
async function fitsAcross(locator: ReturnType<Page['locator']>) {
  const box = (await locator.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(390)
}

async function apiGet<T>(path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const res = await fetch(url, { credentials: 'include' })
    return ((await res.json()) as { data: T }).data
  }, `/api/v1${path}`)
}

beforeAll(async () => {
  browser = await launchBrowser()
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  page = await context.newPage()
  await page.goto(acme('/auth/login'))
  await page.getByLabel('Email').fill('owner@acme.example')
  await page.getByLabel('Password', { exact: true }).fill('Owner@12345')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/admin/dashboard')
})
afterAll(async () => {
  await browser?.close()
})

describe('on a phone', () => {
  it('the dashboard: sidebar closed, the figures in view, nothing wider than the screen', async () => {
    const sidebar = page.locator('aside[aria-label="Sidebar"]')
    expect(await sidebar.getAttribute('data-state')).toBe('collapsed')
    expect(await sidebar.isVisible()).toBe(false)
    await page.getByRole('heading', { name: /Welcome back/, level: 1 }).waitFor()
    const figures = page.getByRole('region', { name: 'Key figures' })
    await figures.waitFor()
    await fitsAcross(figures)
    const candidates = page.locator('[data-stat="total_candidates"]')
    expect(await candidates.isVisible()).toBe(true)
    expect((await candidates.boundingBox())!.y).toBeLessThan(844)
    await noSidewaysScroll()
  })

  it('the menu opens over the page and closes once a page is chosen', async () => {
    await page.getByRole('button', { name: 'Open menu' }).click()
    const sidebar = page.locator('aside[aria-label="Sidebar"]')
    expect(await sidebar.getAttribute('data-state')).toBe('open')
    await sidebar.getByRole('link', { name: 'Candidates' }).click()
    await page.waitForURL((url) => url.pathname === '/admin/candidates')
    await page.getByRole('heading', { name: 'Candidates', level: 1 }).waitFor()
    expect(await sidebar.getAttribute('data-state')).toBe('collapsed')
    expect(await sidebar.isVisible()).toBe(false)
  })

  it('the candidate list is cards with name, job and status, and no table', async () => {
    const cards = page.getByRole('list', { name: 'Candidates' }).getByRole('listitem')
    await cards.first().waitFor()
    expect(await page.locator('table').count()).toBe(0)
    const list = await apiGet<{ rows: { name: string; opportunity_title: string | null }[] }>(
      '/wildcard/candidates?limit=12',
    )
    const first = list.rows[0]!
    const card = cards.filter({ hasText: first.name }).first()
    expect(await card.getByRole('link', { name: first.name }).isVisible()).toBe(true)
    if (first.opportunity_title) expect(await card.getByText(first.opportunity_title).first().isVisible()).toBe(true)
    expect(await card.getByText('Status').isVisible()).toBe(true)
    await fitsAcross(card)
    await noSidewaysScroll()
  })

  it('the filters fold into a sheet; choosing one filters the list', async () => {
    expect(await page.getByRole('combobox', { name: 'Status' }).count()).toBe(0)
    await page.getByRole('button', { name: /^Filters/ }).click()
    const sheet = page.getByRole('dialog', { name: 'Filters' })
    await sheet.waitFor()
    await fitsAcross(sheet)
    await sheet.getByRole('combobox', { name: 'Status' }).click()
    await page.getByRole('option', { name: 'Interviewing' }).click()
    await page.waitForURL((url) => url.searchParams.get('status') === 'interviewing')
    await sheet.getByRole('button', { name: 'Show results' }).click()
    await sheet.waitFor({ state: 'hidden' })
    expect(await page.getByRole('button', { name: /Filters\s*1 in effect/ }).count()).toBe(1)
    const filtered = await apiGet<{ count: number; rows: { name: string }[] }>(
      '/wildcard/candidates?status=interviewing&limit=12',
    )
    expect(filtered.count).toBeGreaterThan(0)
    const cards = page.getByRole('list', { name: 'Candidates' }).getByRole('listitem')
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-slot="data-card"]').length === n,
      filtered.rows.length,
    )
    for (const row of filtered.rows) expect(await cards.filter({ hasText: row.name }).count()).toBe(1)
    await noSidewaysScroll()
  })

  it('a dialog fits the screen', async () => {
    await page.getByRole('button', { name: 'Add candidate' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add a candidate' })
    await dialog.waitFor()
    const box = (await dialog.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(390)
    expect(box.y).toBeGreaterThanOrEqual(0)
    expect(box.y + box.height).toBeLessThanOrEqual(844)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
  })

  it('a candidate’s page: name, status and actions in view, nothing wider than the screen', async () => {
    const cards = page.getByRole('list', { name: 'Candidates' }).getByRole('listitem')
    const link = cards.first().getByRole('link').first()
    const name = (await link.textContent())!.trim()
    await link.click()
    await page.waitForURL((url) => /^\/admin\/candidates\/[^/]+$/.test(url.pathname))
    const heading = page.getByRole('heading', { name, level: 1 })
    await heading.waitFor()
    await fitsAcross(heading)
    // The actions come with the candidate's record: wait for them rather than look once. "More actions"
    // is on every candidate's page (Change status is not once the pipeline has ended: hired, rejected).
    const more = page.getByRole('button', { name: 'More actions' })
    await more.waitFor()
    await fitsAcross(more)
    const profile = page.getByText('Profile', { exact: true })
    await profile.waitFor()
    await fitsAcross(profile)
    await noSidewaysScroll()
    // Its board of applications and the job page's board scroll inside their cards, not the page.
    await page.goto(acme('/admin/opportunities'))
    await page.getByRole('list', { name: 'Jobs' }).getByRole('listitem').first().getByRole('link').first().click()
    await page.getByText('Pipeline', { exact: true }).waitFor()
    await noSidewaysScroll()
  })
})
