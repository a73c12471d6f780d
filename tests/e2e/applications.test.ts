/**
 * Applications in a real browser (issue 13): a visitor applies to two of Acme's jobs with one
 * e-mail; the recruiter sees one person with two applications, drags one to shortlisted on its
 * job's board, rejects the other with a reason using only the keyboard, and bulk-moves two
 * other candidates from the candidate list. Each step is checked again through the API.
 * E2E_SCREENSHOTS=<dir> keeps a screenshot of each screen.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newPage, urlFor } from './browser'

let browser: Browser
let page: Page

const acme = (path: string) => urlFor({ business: 'acme' }, path)
const stamp = Date.now().toString(36)
const person = { first: 'Robin', last: `Twojobs${stamp}`, email: `robin.${stamp}@example.com` }
const fullName = `${person.first} ${person.last}`
const JOBS = ['Senior Backend Engineer', 'Frontend Engineer'] as const

const shot = async (name: string) => {
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}.png`, fullPage: true })
}
const toast = (type: 'success' | 'error', text: string | RegExp) =>
  page.locator(`[data-sonner-toast][data-type="${type}"]`, { hasText: text })

type Application = { id: string; stage: string; reason: string | null; opportunity: { id: string; title: string } }

/** The API from inside the page (same origin, the recruiter's session). */
async function apiGet<T>(path: string): Promise<T> {
  const answer = await page.evaluate(async (url) => {
    const res = await fetch(url, { credentials: 'include' })
    return { status: res.status, body: (await res.json()) as { data: unknown } }
  }, `/api/v1${path}`)
  expect(answer.status, path).toBe(200)
  return answer.body.data as T
}

async function resumePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  doc.addPage().drawText(`${fullName}\nFull-stack engineer, 5 years`, { x: 50, y: 760, size: 12, font })
  return Buffer.from(await doc.save())
}

async function applyTo(job: string) {
  const visitor = await newPage(browser)
  await visitor.goto(acme('/jobs'))
  await visitor.getByRole('link', { name: job }).first().click()
  await visitor.waitForURL((url) => url.pathname.startsWith('/jobs/'))
  const form = visitor.locator('form[data-apply-form]')
  await form.getByLabel('First name').fill(person.first)
  await form.getByLabel('Last name').fill(person.last)
  await form.getByLabel('E-mail').fill(person.email)
  await form.getByLabel('Phone').fill('+1 (415) 555-0177')
  await form
    .getByLabel(/Resume/)
    .setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: await resumePdf() })
  await form.getByRole('button', { name: 'Submit application' }).click()
  await expect
    .poll(() => form.locator('[data-form-status]').textContent(), { timeout: 15_000 })
    .toContain('Thank you for applying')
  await visitor.context().close()
}

let candidateId: string

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('applications end to end', () => {
  it('a visitor applies to two jobs with one e-mail', async () => {
    for (const job of JOBS) await applyTo(job)
  })

  it('the recruiter sees one person with two applications', async () => {
    page = await newPage(browser)
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(acme('/auth/login'))
    await page.getByLabel('Email').fill('recruiter@acme.example')
    await page.getByLabel('Password', { exact: true }).fill('Recruiter@12345')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/admin/dashboard')

    await page.goto(acme(`/admin/candidates?search=${encodeURIComponent(person.last)}`))
    await page.getByRole('link', { name: fullName }).waitFor()
    // One person, not two rows.
    expect(await page.getByRole('link', { name: fullName }).count()).toBe(1)
    await page.getByRole('link', { name: fullName }).click()
    await page.getByRole('heading', { name: fullName, level: 1 }).waitFor()
    candidateId = new URL(page.url()).pathname.split('/').at(-1) as string
    const list = page.getByRole('list', { name: 'Applications' })
    for (const job of JOBS) await list.getByRole('link', { name: job }).waitFor()
    expect(await list.locator('[data-application]').count()).toBe(2)
    await shot('candidate-two-applications')
    const apps = await apiGet<Application[]>(`/wildcard/candidates/${candidateId}/applications`)
    expect(apps.map((a) => a.opportunity.title).sort()).toEqual([...JOBS].sort())
    expect(apps.every((a) => a.stage === 'new')).toBe(true)
  })

  it('drags the backend application to shortlisted on its board', async () => {
    const apps = await apiGet<Application[]>(`/wildcard/candidates/${candidateId}/applications`)
    const backend = apps.find((a) => a.opportunity.title === JOBS[0]) as Application
    await page.goto(acme(`/admin/opportunities/${backend.opportunity.id}`))
    const card = page.locator(`li[data-application="${backend.id}"]`)
    await card.waitFor()
    // The first click on a card's Move menu opens it, and it stays open while drag and drop
    // loads (the pointer has just come to the board): the columns are not drawn anew under it.
    await card.getByRole('button', { name: `Move ${fullName}` }).click()
    await page.getByRole('menu').waitFor()
    await page.waitForTimeout(1500)
    expect(await page.getByRole('menu').isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    await page.getByRole('menu').waitFor({ state: 'hidden' })
    expect(await card.locator('xpath=ancestor::li[@data-stage]').getAttribute('data-stage')).toBe('new')
    const handle = card.locator('[data-drag-handle]')
    const target = page.locator('li[data-stage="shortlisted"]')
    await target.scrollIntoViewIfNeeded()
    const from = (await handle.boundingBox()) as { x: number; y: number; width: number; height: number }
    const to = (await target.boundingBox()) as { x: number; y: number; width: number; height: number }
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await page.mouse.down()
    await page.mouse.move(from.x + 30, from.y + 10, { steps: 5 })
    await page.mouse.move(to.x + to.width / 2, to.y + 40, { steps: 20 })
    await page.mouse.up()
    await toast('success', /moved to shortlisted/i).waitFor()
    await target.locator(`li[data-application="${backend.id}"]`).waitFor()
    await shot('board-after-drag')
    const after = await apiGet<Application>(`/wildcard/applications/${backend.id}`)
    expect(after.stage).toBe('shortlisted')
  })

  it('rejects the frontend application with a reason, by keyboard only', async () => {
    const apps = await apiGet<Application[]>(`/wildcard/candidates/${candidateId}/applications`)
    const frontend = apps.find((a) => a.opportunity.title === JOBS[1]) as Application
    await page.goto(acme(`/admin/opportunities/${frontend.opportunity.id}`))
    const card = page.locator(`li[data-application="${frontend.id}"]`)
    await card.waitFor()
    await card.getByRole('button', { name: `Move ${fullName}` }).focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('menu')
    await menu.waitFor()
    // Walk the menu with the arrow keys to "Rejected…".
    for (let i = 0; i < 6; i++) {
      const focused = await page.evaluate(() => document.activeElement?.textContent ?? '')
      if (focused.startsWith('Rejected')) break
      await page.keyboard.press('ArrowDown')
      // Radix moves the focus on the next frame.
      await page.waitForTimeout(100)
    }
    expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toMatch(/^Rejected/)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    await page.keyboard.type('Looking for more years with React at scale.')
    // Tab to the dialog's Reject button and press it.
    for (let i = 0; i < 5; i++) {
      const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '')
      if (focused === 'Reject') break
      await page.keyboard.press('Tab')
      await page.waitForTimeout(50)
    }
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Reject')
    await page.keyboard.press('Enter')
    await toast('success', /moved to rejected/i).waitFor()
    await page.locator(`li[data-stage="rejected"] li[data-application="${frontend.id}"]`).waitFor()
    await shot('board-after-keyboard-reject')
    const after = await apiGet<Application>(`/wildcard/applications/${frontend.id}`)
    expect(after.stage).toBe('rejected')
    expect(after.reason).toBe('Looking for more years with React at scale.')
  })

  it('bulk-moves two other candidates from the list', async () => {
    type Row = { id: string; name: string; application_id: string; status: string }
    const list = await apiGet<{ rows: Row[] }>('/wildcard/candidates?status=new&limit=50')
    const two = list.rows.filter((r) => r.name !== fullName).slice(0, 2)
    expect(two).toHaveLength(2)
    await page.goto(acme('/admin/candidates?status=new'))
    for (const row of two) await page.getByRole('checkbox', { name: `Select ${row.name}` }).check()
    const bar = page.getByRole('region', { name: 'Bulk actions' })
    await bar.getByText('2 selected').waitFor()
    await bar.getByRole('button', { name: 'Move to' }).click()
    await page.getByRole('menuitem', { name: 'Screening' }).click()
    await toast('success', /2 candidates moved to screening/i).waitFor()
    await shot('candidates-after-bulk-move')
    for (const row of two) {
      const app = await apiGet<Application>(`/wildcard/applications/${row.application_id}`)
      expect(app.stage).toBe('screening')
    }
  })
})

describe('a blacklisted candidate', () => {
  it('shows the status as locked, says why and how to whitelist, and offers only rejecting or withdrawing', async () => {
    type Row = { id: string; name: string; status: string | null }
    // A candidate still in the pipeline is blacklisted (the recruiter's role may blacklist).
    const list = await apiGet<{ rows: Row[] }>('/wildcard/candidates?status=screening&limit=50')
    const derek = list.rows[0] as Row
    const listed = await page.evaluate(async (url) => {
      const res = await fetch(url, {
        method: 'PUT',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ reason: 'Misrepresented a degree on the application.' }),
      })
      return res.status
    }, `/api/v1/wildcard/candidates/${derek.id}/blacklist`)
    expect(listed).toBe(200)
    await page.goto(acme(`/admin/candidates/${derek.id}`))
    await page.getByRole('heading', { name: derek.name, level: 1 }).waitFor()
    expect(await page.getByRole('button', { name: 'Change status' }).count()).toBe(0)
    await page.getByRole('button', { name: 'Status locked' }).click()
    const note = page.getByRole('menu').getByRole('note')
    expect(await note.textContent()).toContain('choose Whitelist in the More actions menu')
    const items = (await page.getByRole('menuitem').allTextContents()).map((t) => t.trim())
    expect(items.every((t) => t === 'Reject' || t === 'Mark as withdrawn')).toBe(true)
    await page.keyboard.press('Escape')
  })
})
