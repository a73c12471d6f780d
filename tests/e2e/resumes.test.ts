/**
 * Resume extraction in a real browser (issue 17), and resumes in place (issue 21): Acme's owner
 * drops three resumes (a one-column PDF, a two-column PDF, a Word document) on the extraction
 * screen, watches each go from upload to "Ready to review", opens one and finds its text with
 * the fields' sources marked, corrects a field, saves two as candidates for a job and sees them
 * on its board; the candidate page then shows the resume drawn in place. "Add candidate" with a
 * resume fills the form from it. Each step is checked again through the API.
 * E2E_SCREENSHOTS=<dir> keeps a screenshot of each screen.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { docx, ONE_COLUMN_LINES, onePagePdf, twoColumnPdf } from '../providers/resume/make-files'
import { launchBrowser, newPage, urlFor } from './browser'

let browser: Browser
let page: Page

const acme = (path: string) => urlFor({ business: 'acme' }, path)
const JOB = 'Frontend Engineer'

// The server starts from the demo data each run: these people are new to Acme.
const people = {
  priya: { name: 'Priya Sharma', email: 'priya.sharma@example.com', file: 'priya-sharma.pdf' },
  daniel: { name: 'Daniel Okafor', email: 'daniel.okafor@example.org', file: 'daniel-okafor.pdf' },
  meera: { name: 'Meera Iyer', email: 'meera.iyer@example.net', file: 'meera-iyer.docx' },
}
const CORRECTED_TITLE = 'Staff Frontend Engineer'

const shot = async (name: string) => {
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}.png`, fullPage: true })
}
const toast = (type: 'success' | 'error', text: string | RegExp) =>
  page.locator(`[data-sonner-toast][data-type="${type}"]`, { hasText: text })

/** The API from inside the page (same origin, the owner's session). */
async function apiGet<T>(path: string): Promise<T> {
  const answer = await page.evaluate(async (url) => {
    const res = await fetch(url, { credentials: 'include' })
    return { status: res.status, body: (await res.json()) as { data: unknown } }
  }, `/api/v1${path}`)
  expect(answer.status, path).toBe(200)
  return answer.body.data as T
}

async function resumeFiles() {
  return [
    {
      name: people.priya.file,
      mimeType: 'application/pdf',
      buffer: Buffer.from(await onePagePdf(ONE_COLUMN_LINES)),
    },
    { name: people.daniel.file, mimeType: 'application/pdf', buffer: Buffer.from(await twoColumnPdf()) },
    {
      name: people.meera.file,
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.from(
        docx([
          'Meera Iyer',
          'HR Business Partner',
          'Chennai, Tamil Nadu | meera.iyer@example.net | +91 44 2345 6789',
          'Professional Experience',
          'HR Business Partner',
          'Zenith Retail Pvt Ltd, Chennai',
          'April 2017 - till date',
          'Education',
          'MBA in Human Resources',
          'Madras Christian College',
          '2016',
        ]),
      ),
    },
  ]
}

type Row = { id: string; file_name: string; status: string; person: { name: string | null } | null }

beforeAll(async () => {
  browser = await launchBrowser()
  page = await newPage(browser)
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto(acme('/auth/login'))
  await page.getByLabel('Email').fill('owner@acme.example')
  await page.getByLabel('Password', { exact: true }).fill('Owner@12345')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/admin/dashboard')
})

afterAll(async () => {
  await browser?.close()
})

describe('resume extraction', () => {
  const ids: Record<keyof typeof people, string> = { priya: '', daniel: '', meera: '' }

  it('is in the sidebar, and shows the demo upload waiting for review', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Resume extraction' }).click()
    await page.waitForURL((url) => url.pathname === '/admin/resumes/extraction')
    await page.getByRole('heading', { name: 'Resume extraction', level: 1 }).waitFor()
    await page.getByRole('list', { name: 'Resumes' }).getByText('Maya Fernandes', { exact: true }).waitFor()
    expect(await page.title()).toMatch(/^Resume extraction/)
  })

  it('uploads three dropped resumes with progress and shows each one’s state live', async () => {
    await page.getByLabel('Resume files').setInputFiles(await resumeFiles())
    const uploads = page.getByRole('region', { name: 'Uploads' })
    for (const p of Object.values(people)) {
      const row = uploads.locator(`[data-slot="upload-item"][data-file="${p.file}"]`)
      await row.waitFor()
      await row.locator('[data-status="extracted"]').waitFor({ timeout: 45_000 })
    }
    await shot('resumes-uploaded')
    const list = await apiGet<{ rows: Row[] }>('/wildcard/resumes?limit=50')
    for (const key of Object.keys(people) as (keyof typeof people)[]) {
      const row = list.rows.find((r) => r.file_name === people[key].file)
      expect(row?.status).toBe('extracted')
      expect(row?.person?.name).toBe(people[key].name)
      ids[key] = row!.id
    }
  })

  it('reviews one: the text with each field’s source marked beside the fields, and a correction', async () => {
    await page
      .getByRole('list', { name: 'Resumes' })
      .getByRole('button', { name: new RegExp(people.priya.name) })
      .click()
    const text = page.getByRole('region', { name: 'Resume text' })
    await text.locator('mark[data-key="first_name"]', { hasText: 'Priya Sharma' }).waitFor()
    await text.locator('mark[data-key="email"]', { hasText: people.priya.email }).waitFor()
    const fields = page.getByRole('region', { name: 'Candidate fields' })
    await expect.poll(() => fields.getByLabel('E-mail').inputValue()).toBe(people.priya.email)
    // Focusing a field outlines where it was read.
    await fields.getByLabel('Current company').focus()
    await expect.poll(() => text.locator('mark[data-key="current_company"]').getAttribute('class')).toContain('ring-2')
    // Every field says how sure the extractor was.
    expect(await fields.locator('[data-field="email"]').textContent()).toMatch(/\d+%/)
    await fields.getByLabel('Current title').fill(CORRECTED_TITLE)
    await page.getByRole('list', { name: 'Resumes' }).getByText('(edited)').waitFor()
    await shot('resume-review')
  })

  it('saves two as candidates for a job, the correction kept, and they are on its board', async () => {
    await page.getByRole('checkbox', { name: `Select ${people.priya.name}` }).click()
    await page.getByRole('checkbox', { name: `Select ${people.daniel.name}` }).click()
    const bar = page.locator('[data-slot="save-bar"]')
    await bar.getByRole('combobox').click()
    await page.getByRole('option', { name: JOB }).click()
    await bar.getByRole('button', { name: 'Save selected (2)' }).click()
    await toast('success', '2 candidates saved.').waitFor()
    await shot('resumes-saved')

    const saved = await apiGet<{ rows: Row[] }>('/wildcard/resumes?status=saved&limit=50')
    expect(saved.rows.map((r) => r.id)).toEqual(expect.arrayContaining([ids.priya, ids.daniel]))
    const ready = await apiGet<{ rows: Row[] }>('/wildcard/resumes?status=extracted&limit=50')
    expect(ready.rows.map((r) => r.id)).toContain(ids.meera)

    type Candidate = { id: string; name: string; current_title: string | null; resume: { file_name: string } | null }
    const find = async (email: string) =>
      (await apiGet<{ rows: { id: string }[] }>(`/wildcard/candidates?search=${encodeURIComponent(email)}`)).rows[0]
    const priya = await apiGet<Candidate>(`/wildcard/candidates/${(await find(people.priya.email))!.id}`)
    expect(priya.current_title).toBe(CORRECTED_TITLE)
    expect(priya.resume?.file_name).toBe(people.priya.file)
    const daniel = await find(people.daniel.email)
    expect(daniel).toBeTruthy()

    // Each has an application to the job, new, made by the save.
    const apps = await apiGet<{ stage: string; opportunity: { id: string; title: string } }[]>(
      `/wildcard/candidates/${priya.id}/applications`,
    )
    expect(apps.map((a) => [a.opportunity.title, a.stage])).toEqual([[JOB, 'new']])
    const job = { value: apps[0]!.opportunity.id }
    await page.goto(acme(`/admin/opportunities/${job.value}`))
    const newColumn = page.locator('li[data-stage="new"]')
    await newColumn.getByText(people.priya.name).waitFor()
    await newColumn.getByText(people.daniel.name).waitFor()
    await shot('board-with-saved')
    const board = await apiGet<{ stages: { stage: string; cards: { candidate: { id: string } }[] }[] }>(
      `/wildcard/opportunities/${job.value}/pipeline`,
    )
    const cards = board.stages.find((s) => s.stage === 'new')!.cards.map((c) => c.candidate.id)
    expect(cards).toEqual(expect.arrayContaining([priya.id, daniel!.id]))
  })

  it("shows the saved resume in place on the candidate page, in the browser's own PDF viewer", async () => {
    const errors: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text())
    })
    const found = await apiGet<{ rows: { id: string }[] }>(
      `/wildcard/candidates?search=${encodeURIComponent(people.priya.email)}`,
    )
    await page.goto(acme(`/admin/candidates/${found.rows[0]!.id}`))
    const card = page.locator('[data-slot="candidate-resume"]')
    await card.getByText(people.priya.file).waitFor()
    const frame = card.locator(`iframe[title="Resume of ${people.priya.name}"]`)
    await frame.waitFor()
    // Chromium's viewer took the file (its own frame opened inside ours) and drew a page on it:
    // below the toolbar, mostly white paper with dark text on it.
    await expect.poll(() => page.frames().some((f) => f.url().startsWith('chrome-extension://'))).toBe(true)
    await expect
      .poll(
        async () => {
          // The frame's pixels, read in the page (no image library needed in Node).
          const png = (await frame.screenshot()).toString('base64')
          const { white, dark, area } = await page.evaluate(async (b64) => {
            const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))
            const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
            const c = new OffscreenCanvas(bitmap.width, bitmap.height - 80)
            const ctx = c.getContext('2d')!
            ctx.drawImage(bitmap, 0, -80)
            const data = ctx.getImageData(0, 0, c.width, c.height).data
            let white = 0
            let dark = 0
            for (let i = 0; i < data.length; i += 4) {
              const v = ((data[i] ?? 0) + (data[i + 1] ?? 0) + (data[i + 2] ?? 0)) / 3
              if (v > 230) white++
              else if (v < 100) dark++
            }
            return { white, dark, area: c.width * c.height }
          }, png)
          return white > area * 0.5 && dark > 100
        },
        { timeout: 30_000 },
      )
      .toBe(true)
    await card.getByRole('button', { name: 'Show as text' }).click()
    await card.getByText('Flipkart Internet Pvt Ltd').first().waitFor()
    await shot('candidate-resume-in-place')
    expect(errors).toEqual([])
  })

  it('draws the resume with pdf.js where the browser has no PDF viewer (a phone)', async () => {
    // Same session, a browser that says it shows no PDFs itself, as most phones do.
    const phone = await page.context().newPage()
    try {
      await phone.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, 'pdfViewerEnabled', { get: () => false }),
      )
      const found = await apiGet<{ rows: { id: string }[] }>(
        `/wildcard/candidates?search=${encodeURIComponent(people.priya.email)}`,
      )
      await phone.goto(acme(`/admin/candidates/${found.rows[0]!.id}`))
      const card = phone.locator('[data-slot="candidate-resume"]')
      const pageImage = card.getByRole('img', { name: /page 1 of 1/ })
      await pageImage.waitFor()
      expect(await card.locator('iframe').count()).toBe(0)
      // Something was drawn: the page's image is not blank.
      const inked = await pageImage.evaluate(async (el) => {
        const img = el as HTMLImageElement
        await img.decode()
        const c = document.createElement('canvas')
        c.width = img.naturalWidth
        c.height = img.naturalHeight
        const ctx = c.getContext('2d')!
        ctx.drawImage(img, 0, 0)
        const data = ctx.getImageData(0, 0, c.width, c.height).data
        let dark = 0
        for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) < 128) dark++
        return dark
      })
      expect(inked).toBeGreaterThan(100)
    } finally {
      await phone.close()
    }
  })

  it('adds a candidate from a resume: the form is filled from it, and the file becomes theirs', async () => {
    await page.goto(acme('/admin/candidates'))
    await page.getByRole('button', { name: 'Add candidate' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Resume (optional)').setInputFiles({
      name: 'chen-wei.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.from(
        docx([
          'Chen Wei',
          'Data Analyst',
          'Singapore | chen.wei@example.sg',
          'Experience',
          'Data Analyst',
          'Lionbridge Analytics Pte Ltd',
          'March 2020 - Present',
          'Skills',
          'SQL, Python, Tableau',
        ]),
      ),
    })
    await expect.poll(() => dialog.getByLabel('First name').inputValue(), { timeout: 45_000 }).toBe('Chen')
    expect(await dialog.getByLabel('Last name').inputValue()).toBe('Wei')
    expect(await dialog.getByLabel('E-mail').inputValue()).toBe('chen.wei@example.sg')
    await shot('add-candidate-prefilled')
    await dialog.getByRole('button', { name: 'Add candidate' }).click()
    await page.waitForURL((url) => /^\/admin\/candidates\/[0-9a-f-]{36}$/.test(url.pathname))
    await page.getByRole('heading', { name: 'Chen Wei', level: 1 }).waitFor()
    const card = page.locator('[data-slot="candidate-resume"]')
    await card.getByText('Lionbridge Analytics Pte Ltd').first().waitFor()
    const id = new URL(page.url()).pathname.split('/').at(-1)!
    const chen = await apiGet<{ resume: { file_name: string } | null; source: string }>(`/wildcard/candidates/${id}`)
    expect(chen.resume?.file_name).toBe('chen-wei.docx')
  })
})
