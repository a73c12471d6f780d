/**
 * Candidates in a real browser: a visitor applies on Acme's careers page with a PDF resume
 * (the server-rendered page and its small island script, no SPA bundle); the recruiter finds
 * the new candidate, shortlists them and comments with an @mention; the owner exports the
 * list to XLSX and the file opens. E2E_SCREENSHOTS=<dir> keeps a screenshot of each screen.
 */
import { readFileSync } from 'node:fs'
import { strFromU8, unzipSync } from 'fflate'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newPage, urlFor } from './browser'

let browser: Browser
const pages: Page[] = []

const acme = (path: string) => urlFor({ business: 'acme' }, path)
const stamp = Date.now().toString(36)
const applicant = {
  first: 'Jordan',
  last: `Applicant${stamp}`,
  email: `jordan.${stamp}@example.com`,
  phone: '+1 (415) 555-0142',
}
const fullName = `${applicant.first} ${applicant.last}`

async function open(path: string): Promise<Page> {
  const page = await newPage(browser)
  pages.push(page)
  await page.setViewportSize({ width: 1360, height: 900 })
  await page.goto(acme(path))
  return page
}

const shot = async (page: Page, name: string) => {
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}.png`, fullPage: true })
}
const toast = (page: Page, type: 'success' | 'error', text: string) =>
  page.locator(`[data-sonner-toast][data-type="${type}"]`, { hasText: text })

async function signIn(page: Page, email: string, password: string) {
  await page.goto(acme('/auth/login'))
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/admin/dashboard')
}

async function resumePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  doc.addPage().drawText(`${fullName}\nBackend engineer, 6 years\nTypeScript, Node.js, PostgreSQL`, {
    x: 50,
    y: 760,
    size: 12,
    font,
  })
  return Buffer.from(await doc.save())
}

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await Promise.all(pages.map((p) => p.context().close()))
  await browser?.close()
})

describe('candidates end to end', () => {
  it('a visitor applies on the careers page with a PDF resume', async () => {
    const page = await open('/jobs')
    const scripts: string[] = []
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname))
    await page.getByRole('link', { name: 'Senior Backend Engineer' }).first().click()
    await page.waitForURL((url) => url.pathname.startsWith('/jobs/'))
    const form = page.locator('form[data-apply-form]')
    await form.scrollIntoViewIfNeeded()
    // Submitting empty shows the errors in place.
    await form.getByRole('button', { name: 'Submit application' }).click()
    await expect.poll(() => form.locator('[data-error-for="first_name"]').textContent()).toBe('Please enter First name')
    await form.getByLabel('First name').fill(applicant.first)
    await form.getByLabel('Last name').fill(applicant.last)
    await form.getByLabel('E-mail').fill(applicant.email)
    await form.getByLabel('Phone').fill(applicant.phone)
    await form
      .getByLabel(/Resume/)
      .setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: await resumePdf() })
    await form.getByLabel(/Cover letter/).fill('I would love to build event-driven services with your team.')
    await shot(page, 'careers-apply-form')
    await form.getByRole('button', { name: 'Submit application' }).click()
    await expect
      .poll(() => form.locator('[data-form-status]').textContent(), { timeout: 15_000 })
      .toContain('Thank you for applying')
    await shot(page, 'careers-apply-done')
    // The public page ran only its own small scripts, never the SPA bundle.
    expect(scripts.length).toBeGreaterThan(0)
    expect(scripts.every((s) => s.startsWith('/_site/'))).toBe(true)
  })

  it('the recruiter finds the candidate, shortlists them and comments with a mention', async () => {
    const page = await open('/')
    await signIn(page, 'recruiter@acme.example', 'Recruiter@12345')
    await page.goto(acme(`/admin/candidates?search=${encodeURIComponent(applicant.last)}`))
    await page.getByRole('heading', { name: 'Candidates', level: 1 }).waitFor()
    // The recruiter's role has no export or delete.
    expect(await page.getByRole('button', { name: 'Export XLSX' }).count()).toBe(0)
    await page.getByRole('link', { name: fullName }).click()
    await page.getByRole('heading', { name: fullName, level: 1 }).waitFor()
    await expect
      .poll(() => page.locator('[data-slot="page-header"] [data-slot="badge"]').first().textContent())
      .toBe('New')
    expect(await page.locator('main').textContent()).toContain('Applied on the careers page')
    await page.getByRole('button', { name: 'Change status' }).click()
    await page.getByRole('menuitem', { name: 'Shortlist' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel(/Note/).fill('Strong backend background; fast-track to the technical interview.')
    await dialog.getByRole('button', { name: 'Shortlist' }).click()
    await toast(page, 'success', 'Candidate moved to shortlisted.').waitFor()
    await expect
      .poll(() => page.locator('[data-slot="page-header"] [data-slot="badge"]').first().textContent())
      .toBe('Shortlisted')

    const box = page.getByLabel('Add a comment')
    await box.click()
    await box.pressSequentially('Great resume, @Marc')
    await page.getByRole('option', { name: /Marcus Chen/ }).waitFor()
    await box.press('Enter')
    await box.pressSequentially('can you review the system design part?')
    await shot(page, 'candidate-comment-mention')
    await page.getByRole('button', { name: 'Comment', exact: true }).click()
    await toast(page, 'success', 'Comment added successfully.').waitFor()
    const comment = page.getByRole('list', { name: 'Comments' }).getByRole('listitem').first()
    await expect
      .poll(() => comment.textContent())
      .toContain('Great resume, @Marcus Chen can you review the system design part?')
    await shot(page, 'candidate-detail')
  })

  it('the owner exports the list to XLSX and the file opens', async () => {
    const page = await open('/')
    await signIn(page, 'owner@acme.example', 'Owner@12345')
    await page.goto(acme('/admin/candidates'))
    await page.getByRole('link', { name: fullName }).waitFor()
    await shot(page, 'candidates-list')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export XLSX' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^acme-candidates-\d{8}-\d{4}\.xlsx$/)
    const path = await download.path()
    const files = unzipSync(new Uint8Array(readFileSync(path)))
    const sheet =
      strFromU8(files['xl/worksheets/sheet1.xml']!) +
      (files['xl/sharedStrings.xml'] ? strFromU8(files['xl/sharedStrings.xml']) : '')
    expect(sheet).toContain(fullName)
    expect(sheet).toContain(applicant.email)
    expect(sheet).toContain('Shortlisted')
  })
})
