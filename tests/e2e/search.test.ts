/**
 * The header's global search (issue 21): Ctrl+K opens it anywhere in the portal, results come
 * as one types, the keyboard alone chooses and opens one; a limited role finds only what it may
 * see (checked again through the API).
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newPage, urlFor } from './browser'

let browser: Browser
const acme = (path: string) => urlFor({ business: 'acme' }, path)

async function signIn(email: string, password: string): Promise<Page> {
  const page = await newPage(browser)
  await page.setViewportSize({ width: 1360, height: 900 })
  await page.goto(acme('/auth/login'))
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/admin/dashboard')
  await page.getByRole('button', { name: 'Search' }).waitFor()
  return page
}

async function openSearch(page: Page) {
  await page.keyboard.press('Control+k')
  const box = page.getByRole('combobox', { name: /Search candidates/ })
  await box.waitFor()
  expect(await box.evaluate((el) => el === document.activeElement)).toBe(true)
  return box
}

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('global search', () => {
  it('finds a candidate as one types and opens them with the keyboard', async () => {
    const page = await signIn('owner@acme.example', 'Owner@12345')
    const box = await openSearch(page)
    await box.pressSequentially('grac', { delay: 40 })
    const grace = page.getByRole('option', { name: /Grace Liu/ })
    await grace.waitFor()
    expect(await grace.textContent()).toContain('Product Designer')
    // The first result is active; Enter opens it.
    expect(await page.getByRole('option', { selected: true }).textContent()).toContain('Grace Liu')
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname.startsWith('/admin/candidates/'))
    await page.getByRole('heading', { name: 'Grace Liu', level: 1 }).waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)
    await page.close()
  })

  it('moves through pages, jobs and people with the arrows; Escape closes', async () => {
    const page = await signIn('owner@acme.example', 'Owner@12345')
    let box = await openSearch(page)
    await box.fill('engineer')
    await page
      .getByRole('group', { name: 'Jobs' })
      .getByRole('option', { name: /Frontend Engineer/ })
      .waitFor()
    // Down the list until the job itself is the active result (candidates for it come earlier).
    const jobs = page.getByRole('group', { name: 'Jobs' })
    const total = await page.getByRole('option').count()
    for (let i = 0; i < total; i++) {
      const active = jobs.getByRole('option', { selected: true })
      if ((await active.count()) && (await active.textContent())?.startsWith('Frontend Engineer')) break
      await page.keyboard.press('ArrowDown')
    }
    expect(await jobs.getByRole('option', { selected: true }).textContent()).toMatch(/^Frontend Engineer/)
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname.startsWith('/admin/opportunities/'))
    await page.getByRole('heading', { name: 'Frontend Engineer', level: 1 }).waitFor()

    box = await openSearch(page)
    await box.fill('depart')
    await page
      .getByRole('group', { name: 'Pages' })
      .getByRole('option', { name: /Departments/ })
      .waitFor()
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === '/admin/departments')

    box = await openSearch(page)
    await box.fill('marcus')
    await page
      .getByRole('group', { name: 'Employees' })
      .getByRole('option', { name: /Marcus Chen/ })
      .waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'hidden' })
    // The button opens it too.
    await page.getByRole('button', { name: 'Search' }).click()
    await page.getByRole('combobox', { name: /Search candidates/ }).waitFor()
    await page.close()
  })

  it('a limited role finds only what it may see', async () => {
    const page = await signIn('recruiter@acme.example', 'Recruiter@12345')
    const box = await openSearch(page)
    await box.fill('marcus')
    await page.getByText('Nothing matches “marcus”.').waitFor()
    expect(await page.getByRole('group', { name: 'Employees' }).count()).toBe(0)
    await box.fill('grace')
    await page.getByRole('option', { name: /Grace Liu/ }).waitFor()
    await box.fill('settings')
    await page.getByText('Nothing matches “settings”.').waitFor()
    // The API agrees: no colleagues and no settings page for this role.
    const answer = await page.evaluate(async () => {
      const res = await fetch('/api/v1/wildcard/search?q=e', { credentials: 'include' })
      return (await res.json()) as { data: { employees: unknown[]; pages: { key: string }[] } }
    })
    expect(answer.data.employees).toEqual([])
    expect(answer.data.pages.map((p) => p.key)).not.toContain('settings')
    await page.close()
  })
})
