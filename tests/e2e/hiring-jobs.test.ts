/**
 * Jobs and the business dashboard in a real browser: Acme's owner creates a job, opens and
 * publishes it, and the dashboard shows the demo data's figures (the same the API answers).
 * E2E_SCREENSHOTS=<dir> keeps a screenshot of each screen.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newPage, urlFor } from './browser'

let browser: Browser
let page: Page

const acme = (path: string) => urlFor({ business: 'acme' }, path)
const shot = async (name: string) => {
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}.png`, fullPage: true })
}
const toast = (type: 'success' | 'error', text: string) =>
  page.locator(`[data-sonner-toast][data-type="${type}"]`, { hasText: text })

/** The API from inside the page (Node cannot resolve acme.localhost): same origin, same session cookie. */
async function apiGet<T>(path: string): Promise<T> {
  const answer = await page.evaluate(async (url) => {
    const res = await fetch(url, { credentials: 'include' })
    return { status: res.status, body: (await res.json()) as { data: unknown } }
  }, `/api/v1${path}`)
  expect(answer.status).toBe(200)
  return answer.body.data as T
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

const code = `E2E-${Date.now().toString(36).toUpperCase()}`
const title = 'Staff Platform Engineer'

describe('jobs', () => {
  it('the owner creates a job, opens it and publishes it', async () => {
    await page.goto(acme('/admin/opportunities'))
    await page.getByRole('heading', { name: 'Jobs', level: 1 }).waitFor()
    await page.getByRole('link', { name: 'Senior Backend Engineer' }).waitFor()
    await shot('jobs-list')
    await page.getByRole('button', { name: 'New job' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Title').fill(title)
    await dialog.getByLabel('Code').fill(code)
    await dialog.getByLabel('Location').fill('Austin, TX')
    await dialog.getByLabel('Minimum salary').fill('150000')
    await dialog.getByLabel('Maximum salary').fill('185000')
    await dialog.getByLabel('Skills').fill('Go, Kubernetes, Terraform')
    await dialog
      .getByLabel('Application deadline')
      .fill(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10))
    await dialog.getByLabel('Description').fill('Own the platform that every Acme team ships on.')
    await shot('job-form')
    await dialog.getByRole('button', { name: 'Create job' }).click()
    await toast('success', 'Job created successfully.').waitFor()
    await page.waitForURL((url) => /^\/admin\/opportunities\/[0-9a-f-]{36}$/.test(url.pathname))
    await page.getByRole('heading', { name: title, level: 1 }).waitFor()
    await expect.poll(() => page.locator('main').textContent()).toContain('Draft')
    expect(await page.locator('main').textContent()).toContain('$150,000 – $185,000')
    await page.getByRole('button', { name: 'Publish' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click()
    await toast('success', 'Job published.').waitFor()
    await expect.poll(() => page.locator('[data-slot="page-header"] [data-slot="badge"]').textContent()).toBe('Open')
    await shot('job-detail')
  })

  it('finds the new job in the list by its code', async () => {
    await page.goto(acme(`/admin/opportunities?search=${code}`))
    await page.getByRole('link', { name: title }).waitFor()
    expect(await page.locator('tbody tr').count()).toBe(1)
  })

  it('opens a demo job with its pipeline', async () => {
    await page.goto(acme('/admin/opportunities?search=ENG-104'))
    await page.getByRole('link', { name: 'Senior Backend Engineer' }).click()
    await page.getByRole('heading', { name: 'Senior Backend Engineer', level: 1 }).waitFor()
    await page.getByRole('list', { name: 'Pipeline stages' }).waitFor()
    await shot('job-pipeline')
  })
})

describe('the business dashboard', () => {
  it("shows the demo data's figures, the same the API answers", async () => {
    await page.goto(acme('/admin/dashboard'))
    await page.locator('[data-stat="total_candidates"]').waitFor()
    const stats = await apiGet<Record<string, number | boolean | null>>('/wildcard/dashboard/stats')
    for (const key of [
      'total_candidates',
      'jobs_active',
      'total_shortlisted',
      'total_interviews',
      'total_employees',
      'total_candidates_last_week',
      'total_jobs_last_week',
      'total_shortlisted_last_week',
      'total_interviews_last_week',
    ]) {
      const text = (await page.locator(`[data-stat="${key}"]`).textContent())!.replace(/[^\d]/g, '')
      expect(Number(text), key).toBe(stats[key])
    }
    expect(stats.total_candidates).toBeGreaterThan(0)
    expect(stats.total_jobs_last_week).toBeGreaterThan(0)
    // The charts are drawn (SVG, components/charts/small-chart.tsx): a bar per open stage, a point per day.
    const pipeline = page.getByRole('img', { name: /^Candidates per stage: / })
    await pipeline.waitFor()
    expect(await pipeline.locator('path').count()).toBeGreaterThanOrEqual(5)
    const perDay = page.getByRole('img', { name: /^New candidates per day / })
    await perDay.waitFor()
    expect(await perDay.locator('circle').count()).toBe(14)
    await page.getByRole('list', { name: 'Top open jobs' }).getByRole('link', { name: title }).waitFor()
    await page.getByRole('progressbar', { name: 'Jobs (drafts, open and on hold)' }).waitFor()
    await shot('dashboard')
  })
})

describe('job requests', () => {
  it('the owner sees the requests and may decide them', async () => {
    await page.goto(acme('/admin/job_requests'))
    await page.getByRole('heading', { name: 'Job requests', level: 1 }).waitFor()
    await page.getByText('Site Reliability Engineer').waitFor()
    await page.getByRole('button', { name: 'Approve' }).first().waitFor()
    await page.getByRole('button', { name: 'Convert to job' }).first().waitFor()
    await shot('job-requests')
  })
})

describe('the recruiter (a limited role)', () => {
  it('sees what the role allows: requests without decisions, a dashboard without the head count', async () => {
    const recruiter = await newPage(browser)
    await recruiter.goto(acme('/auth/login'))
    await recruiter.getByLabel('Email').fill('recruiter@acme.example')
    await recruiter.getByLabel('Password', { exact: true }).fill('Recruiter@12345')
    await recruiter.getByRole('button', { name: 'Sign in', exact: true }).click()
    await recruiter.waitForURL((url) => url.pathname === '/admin/dashboard')
    await recruiter.locator('[data-stat="total_candidates"]').waitFor()
    expect(await recruiter.locator('[data-stat="total_employees"]').count()).toBe(0)
    await recruiter.goto(acme('/admin/job_requests'))
    await recruiter.getByText('Site Reliability Engineer').waitFor()
    await recruiter.getByRole('button', { name: 'New request' }).waitFor()
    expect(await recruiter.getByRole('button', { name: 'Approve' }).count()).toBe(0)
    expect(await recruiter.getByRole('button', { name: 'Convert to job' }).count()).toBe(0)
    await recruiter.goto(acme('/admin/opportunities?search=PRD-120'))
    await recruiter.getByRole('link', { name: 'Data Analyst' }).click()
    await recruiter.getByRole('button', { name: 'Edit' }).waitFor()
    expect(await recruiter.getByRole('button', { name: 'Publish' }).count()).toBe(0)
    await recruiter.context().close()
  })
})
