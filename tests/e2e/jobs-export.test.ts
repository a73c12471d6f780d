/**
 * The jobs list's export in a real browser (issue 21: "downloading lists of candidates or jobs
 * is its own permission"): the owner downloads the filtered list as CSV and XLSX, on a desktop
 * and from the phone's Download menu; the recruiter, whose role lacks the permission, sees no
 * export. E2E_SCREENSHOTS=<dir> keeps a screenshot of each screen.
 */
import { readFileSync } from 'node:fs'
import { strFromU8, unzipSync } from 'fflate'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseCsv } from '../setup/csv'
import { launchBrowser, urlFor } from './browser'

let browser: Browser
const acme = (path: string) => urlFor({ business: 'acme' }, path)
const shot = async (page: Page, name: string) => {
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}.png`, fullPage: true })
}

async function signedIn(email: string, password: string, viewport = { width: 1440, height: 900 }, phone = false) {
  const context = await browser.newContext({ viewport, isMobile: phone, hasTouch: phone, acceptDownloads: true })
  const page = await context.newPage()
  await page.goto(acme('/auth/login'))
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/admin/dashboard')
  return page
}

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('the jobs export', () => {
  it('the owner downloads the open jobs as CSV: the filtered list, in its order', async () => {
    const page = await signedIn('owner@acme.example', 'Owner@12345')
    await page.goto(acme('/admin/opportunities?status=open&sort=title&order=asc'))
    await page.getByRole('link', { name: 'Senior Backend Engineer' }).waitFor()
    await shot(page, 'jobs-export-desktop')
    const shown = await page.locator('tbody tr td:first-child a').allInnerTexts()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^acme-jobs-\d{8}-\d{4}\.csv$/)
    const [header, ...rows] = parseCsv(readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '')).filter((r) =>
      r.some(Boolean),
    )
    expect(header!.slice(0, 3)).toEqual(['Title', 'Code', 'Status'])
    expect(rows.map((r) => r[2])).toEqual(rows.map(() => 'Open'))
    expect(rows.map((r) => r[0])).toEqual(expect.arrayContaining(['Senior Backend Engineer']))
    expect(rows.map((r) => r[0])).not.toContain('Data Analyst') // a draft
    // The list's first page, in the same order.
    expect(rows.slice(0, shown.length).map((r) => r[0])).toEqual(shown)
    await page.context().close()
  })

  it("the owner downloads XLSX from the phone's Download menu, and it opens", async () => {
    const page = await signedIn('owner@acme.example', 'Owner@12345', { width: 390, height: 844 }, true)
    await page.goto(acme('/admin/opportunities?search=engineer'))
    await page.getByRole('heading', { name: 'Jobs', level: 1 }).waitFor()
    await page.getByText('Senior Backend Engineer').first().waitFor()
    await shot(page, 'jobs-export-phone')
    expect(await page.getByRole('button', { name: 'Export CSV' }).count()).toBe(0)
    await page.getByRole('button', { name: 'Download' }).click()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Export XLSX' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^acme-jobs-\d{8}-\d{4}\.xlsx$/)
    const files = unzipSync(new Uint8Array(readFileSync(await download.path())))
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!)
    expect(sheet).toContain('Senior Backend Engineer')
    expect(sheet).not.toContain('Account Executive')
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    await page.context().close()
  })

  it('the recruiter, whose role cannot export jobs, is offered no export', async () => {
    const page = await signedIn('recruiter@acme.example', 'Recruiter@12345')
    await page.goto(acme('/admin/opportunities'))
    await page.getByRole('link', { name: 'Senior Backend Engineer' }).waitFor()
    await page.getByRole('button', { name: 'New job' }).waitFor()
    expect(await page.getByRole('button', { name: /^Export/ }).count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Download' }).count()).toBe(0)
    await page.context().close()
  })
})
