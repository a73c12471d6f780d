/**
 * Hiring analytics in a real browser: Acme's owner opens the page from the sidebar, changes the
 * date range and the department, sees the reports follow (the figures the API answers for the
 * same filters), reads a chart as a table, and downloads the workbook, which opens as one with
 * a sheet per report. E2E_SCREENSHOTS=<dir> keeps a screenshot of each state.
 */
import { readFile } from 'node:fs/promises'
import { strFromU8, unzipSync } from 'fflate'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANALYTICS_REPORTS } from '../../worker/resources/analytics/analytics.schema'
import { launchBrowser, urlFor } from './browser'

let browser: Browser
let page: Page

const acme = (path: string) => urlFor({ business: 'acme' }, path)
const shot = async (name: string) => {
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}.png`, fullPage: true })
}

/** The API from inside the page (same origin, same session). */
async function apiGet<T>(path: string): Promise<T> {
  const answer = await page.evaluate(async (url) => {
    const res = await fetch(url, { credentials: 'include' })
    return { status: res.status, body: (await res.json()) as { data: unknown } }
  }, `/api/v1${path}`)
  expect(answer.status).toBe(200)
  return answer.body.data as T
}

/** A day `offset` days from today in New York (Acme's zone), as YYYY-MM-DD. */
const nyDay = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(Date.now() + offset * 86_400_000))

const card = (key: string) => page.locator(`[data-report="${key}"]`)
const summaryOf = (key: string) => card(key).locator('[data-summary]')

type Conversion = { applications: number; stages: { label: string; reached: number }[] }

beforeAll(async () => {
  browser = await launchBrowser()
  page = await (await browser.newContext({ acceptDownloads: true })).newPage()
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

describe('hiring analytics', () => {
  it('opens from the sidebar with the last week, its cards and a chart per report', async () => {
    await page.getByRole('link', { name: 'Analytics', exact: true }).first().click()
    await page.waitForURL((url) => url.pathname === '/admin/analytics_management')
    await page.getByRole('heading', { name: 'Hiring analytics', level: 1 }).waitFor()
    const week = await apiGet<Conversion>('/wildcard/analytics/conversion-rate')
    await expect.poll(() => page.locator('[data-card="applications"]').innerText()).toContain(String(week.applications))
    await expect.poll(() => page.locator('[data-report]').count()).toBe(ANALYTICS_REPORTS.length - 1)
    await shot('analytics-week')
  })

  it('follows a new date range and a department', async () => {
    const from = nyDay(-120)
    const to = nyDay(0)
    await page.getByLabel('From', { exact: true }).fill(from)
    await page.getByLabel('To', { exact: true }).fill(to)
    await page.waitForURL(
      (url) => url.searchParams.get('start_date') === from && url.searchParams.get('end_date') === to,
    )
    const all = await apiGet<Conversion>(`/wildcard/analytics/conversion-rate?start_date=${from}&end_date=${to}`)
    expect(all.applications).toBeGreaterThan(0)
    await expect.poll(() => summaryOf('conversion-rate').innerText()).toContain(`${all.applications} applications`)
    // The chart is drawn, and says what it shows to a screen reader.
    const canvas = card('conversion-rate').getByRole('img')
    await canvas.waitFor()
    expect(await canvas.getAttribute('aria-label')).toContain(`${all.applications} applications`)
    await shot('analytics-range')

    await page.getByRole('combobox', { name: 'Department' }).click()
    await page.getByRole('option', { name: 'Engineering' }).click()
    await page.waitForURL((url) => Boolean(url.searchParams.get('department_id')))
    const department = new URL(page.url()).searchParams.get('department_id')
    const engineering = await apiGet<Conversion>(
      `/wildcard/analytics/conversion-rate?start_date=${from}&end_date=${to}&department_id=${department}`,
    )
    expect(engineering.applications).toBeLessThan(all.applications)
    await expect
      .poll(() => summaryOf('conversion-rate').innerText())
      .toContain(`${engineering.applications} applications`)

    // The same numbers as a table.
    await card('conversion-rate').getByRole('tab', { name: 'Table' }).click()
    const hired = engineering.stages.find((s) => s.label === 'Hired')!
    await expect
      .poll(() =>
        card('conversion-rate')
          .getByRole('row', { name: /^Hired/ })
          .innerText(),
      )
      .toContain(String(hired.reached))
    await shot('analytics-engineering')
  })

  it('downloads the workbook of the same filters, a sheet per report', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export to Excel' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^hiring-analytics-acme-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.xlsx$/)
    const files = unzipSync(new Uint8Array(await readFile((await download.path())!)))
    const workbook = strFromU8(files['xl/workbook.xml']!)
    const names = [...workbook.matchAll(/<sheet name="([^"]+)"/g)].map((m) => m[1])
    expect(names).toEqual(['About', ...ANALYTICS_REPORTS.map((r) => r.sheet)])
    const about = strFromU8(files['xl/worksheets/sheet1.xml']!)
    expect(about).toContain('Engineering')
  })
})
