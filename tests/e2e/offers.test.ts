/**
 * Offer letters in a real browser (docs/offers.md): the owner drafts an offer for the demo
 * candidate from the offer letter template, previews it and sends it; the candidate opens it on
 * Acme's candidate host, reads the letter in the page, consents, types their name, signs with
 * the code from the dev mailbox and downloads the signed PDF, whose text carries the completion
 * certificate; the verify page, without JavaScript, accepts that file and refuses a changed copy.
 * The offer is for a second application of Casey's (another job, brought to interviewing through
 * the API), so the demo's own pipeline for the other browser tests stays as it is.
 * E2E_SCREENSHOTS=<dir> keeps a screenshot of each screen.
 */
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiFetch, lastCodeTo, launchBrowser, urlFor } from './browser'

const CASEY = 'candidate@acme.example'
let browser: Browser
const pages: Page[] = []
let owner: string
let caseyId: string
let job: { id: string; title: string }
let signedPdf: string

const shot = async (page: Page, name: string) => {
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}.png`, fullPage: true })
}
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast][data-type="success"]', { hasText: text })

/** The owner's API session (Node, not the browser): for setting up and re-reading. */
async function ownerApi<T = any>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await apiFetch('acme.localhost', path, {
    method,
    headers: { cookie: owner, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  const answer = (await res.json()) as { data: T; message: string }
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${answer.message}`)
  return answer.data
}

/** Everything the browser refused under our content security policy, and uncaught errors. */
const violations: string[] = []
const POLICY_MESSAGE = /Content[- ]Security[- ]Policy|Refused to|CSP violation/i

async function open(where: { business?: string; candidate?: string } | null, path: string, js = true) {
  const context = await browser.newContext({ javaScriptEnabled: js, acceptDownloads: true })
  const page = await context.newPage()
  pages.push(page)
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI}`),
    )
  })
  page.on('console', (m) => POLICY_MESSAGE.test(m.text()) && violations.push(`${page.url()}: ${m.text()}`))
  page.on('pageerror', (e) => violations.push(`${page.url()}: ${String(e)}`))
  await page.setViewportSize({ width: 1360, height: 900 })
  await page.goto(urlFor(where, path))
  return page
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

beforeAll(async () => {
  browser = await launchBrowser()
  const login = await apiFetch('acme.localhost', '/wildcard/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@acme.example', password: 'Owner@12345' }),
  })
  owner = login.headers.get('set-cookie')!.split(';')[0]!
  const people = await ownerApi<{ rows: { id: string; email: string }[] }>(
    'GET',
    `/wildcard/candidates?search=${CASEY}`,
  )
  caseyId = people.rows.find((r) => r.email === CASEY)!.id
  // Casey applies for a second job and reaches interviewing there: the offer is for that one.
  const mine = await ownerApi<{ opportunity_id: string }[]>('GET', `/wildcard/candidates/${caseyId}/applications`)
  const jobs = await ownerApi<{ rows: { id: string; title: string; status: string }[] }>(
    'GET',
    '/wildcard/opportunities?status=open&limit=50',
  )
  job = jobs.rows.find((j) => j.status === 'open' && !mine.some((a) => a.opportunity_id === j.id))!
  const app = await ownerApi<{ id: string }>('POST', `/wildcard/candidates/${caseyId}/applications`, {
    opportunity_id: job.id,
  })
  for (const stage of ['screening', 'shortlisted', 'interviewing'])
    await ownerApi('PUT', `/wildcard/applications/${app.id}/stage`, { stage })
})
afterAll(async () => {
  await Promise.all(pages.map((p) => p.context().close()))
  await browser?.close()
})

describe('offer letters end to end', () => {
  it('the owner drafts an offer from the template, previews it and sends it', async () => {
    const page = await open({ business: 'acme' }, '/auth/login')
    await page.getByLabel('Email').fill('owner@acme.example')
    await page.getByLabel('Password', { exact: true }).fill('Owner@12345')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/admin/dashboard')
    await page.goto(urlFor({ business: 'acme' }, `/admin/candidates/${caseyId}`))
    await page.getByRole('button', { name: 'Draft offer' }).click()
    const dialog = page.getByRole('dialog', { name: 'Draft an offer' })
    await expect.poll(() => dialog.getByRole('combobox').first().textContent()).toContain(job.title)
    await dialog.getByLabel('Salary').fill('162000')
    await shot(page, 'offer-draft')
    await dialog.getByRole('button', { name: 'Create draft' }).click()
    await toast(page, 'Offer letter drafted.').waitFor()

    const offer = page.getByRole('list', { name: 'Offers' }).getByRole('listitem').filter({ hasText: job.title })
    await expect.poll(() => offer.locator('[data-offer-status]').textContent()).toBe('Draft')
    await offer.getByRole('button', { name: 'Preview' }).click()
    const preview = page.getByRole('dialog', { name: 'Preview of the offer' })
    await preview.locator('[data-pdf-pages]').waitFor({ timeout: 30_000 })
    const letter = await preview.locator('figcaption').first().textContent()
    expect(letter).toContain('PREVIEW - NOT SENT')
    expect(letter).toContain('Dear Casey Morgan')
    expect(letter).toContain('$162,000.00 per year')
    await shot(page, 'offer-preview')
    await page.keyboard.press('Escape')

    await offer.getByRole('button', { name: 'Send offer' }).click()
    await toast(page, 'Offer letter sent.').waitFor()
    await expect.poll(() => offer.locator('[data-offer-status]').textContent()).toBe('Sent')
    await shot(page, 'offer-sent')
    // The PDF drawn in the page (pdf.js and its worker) breaks none of the staff app's policy.
    expect(violations).toEqual([])
  })

  it('the demo candidate opens it, signs with the e-mailed code and downloads the signed PDF', async () => {
    const page = await open({ candidate: 'acme' }, '/candidates/auth/login')
    await page.getByLabel('Email').fill(CASEY)
    await page.getByLabel('Password', { exact: true }).fill('Candidate@12345')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/candidates/dashboard')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Offers' }).click()
    await page.getByRole('link', { name: `Offer of employment: ${job.title}` }).click()
    // The letter itself, drawn in the page.
    await page.locator('[data-pdf-pages]').waitFor({ timeout: 30_000 })
    expect(await page.locator('figure img').first().getAttribute('alt')).toContain(job.title)
    expect(await page.locator('figcaption').first().textContent()).toContain('$162,000.00 per year')
    await expect.poll(() => page.locator('[data-offer-standing]').textContent()).toContain('Please read the letter')
    await shot(page, 'offer-candidate')

    const consent = page.getByRole('form', { name: 'Consent to sign electronically' })
    await expect.poll(() => consent.textContent()).toContain('Consent version 2026-11-01')
    await consent.getByRole('checkbox').click()
    await consent.getByLabel('Type your full name to sign').fill('Casey Morgan')
    await consent.getByRole('button', { name: 'E-mail me a signing code' }).click()
    const confirm = page.getByRole('form', { name: 'Confirm with the code' })
    await confirm.waitFor()
    expect(await confirm.textContent()).toContain(CASEY)
    await confirm.getByLabel('Signing code').fill(await lastCodeTo(CASEY))
    await shot(page, 'offer-code')
    await confirm.getByRole('button', { name: 'Sign offer' }).click()
    await toast(page, 'Offer letter signed.').waitFor()
    await expect.poll(() => page.locator('[data-offer-standing]').textContent()).toContain('You signed this offer')

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download signed PDF' }).click(),
    ])
    const bytes = readFileSync((await download.path())!)
    signedPdf = join(mkdtempSync(join(tmpdir(), 'offer-')), 'signed-offer.pdf')
    writeFileSync(signedPdf, bytes)
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })
    const flat = text.replace(/\s+/g, ' ')
    for (const fact of [
      'Certificate of completion',
      'Original document SHA-256',
      'Signed document SHA-256',
      'Signed electronically by Casey Morgan',
      CASEY,
      'Consent Version 2026-11-01',
      'Code verified',
    ])
      expect(flat).toContain(fact)
    await shot(page, 'offer-signed')
    expect(violations).toEqual([])

    // Re-read through the API: the offer is signed with this very file, the application hired.
    const offers = await ownerApi<{ rows: { opportunity: { id: string }; status: string; signed_sha256: string }[] }>(
      'GET',
      `/wildcard/offer_letters?candidate_id=${caseyId}`,
    )
    const signed = offers.rows.find((o) => o.opportunity.id === job.id)!
    expect(signed.status).toBe('signed')
    expect(signed.signed_sha256).toBe(sha256(bytes))
    const apps = await ownerApi<{ opportunity_id: string; stage: string }[]>(
      'GET',
      `/wildcard/candidates/${caseyId}/applications`,
    )
    expect(apps.find((a) => a.opportunity_id === job.id)!.stage).toBe('hired')
    expect(apps.find((a) => a.opportunity_id !== job.id)!.stage).toBe('interviewing')
  })

  it('the verify page, without JavaScript, accepts the signed PDF and refuses a changed copy', async () => {
    const page = await open(null, '/offers/verify', false)
    await page.getByLabel(/Signed offer/).setInputFiles(signedPdf)
    await page.getByRole('button', { name: 'Verify the file' }).click()
    await page.waitForLoadState()
    const verdict = page.locator('[data-verify-outcome]')
    expect(await verdict.getAttribute('data-verify-outcome')).toBe('signed')
    expect(await verdict.textContent()).toContain('Authentic signed offer')
    await shot(page, 'offer-verify-ok')

    const changed = readFileSync(signedPdf)
    const at = Math.floor(changed.length / 2)
    changed[at] = changed[at] === 0x20 ? 0x21 : 0x20
    const copy = join(mkdtempSync(join(tmpdir(), 'offer-')), 'changed.pdf')
    writeFileSync(copy, changed)
    await page.getByLabel(/Signed offer/).setInputFiles(copy)
    await page.getByRole('button', { name: 'Verify the file' }).click()
    await page.waitForLoadState()
    expect(await page.locator('[data-verify-outcome]').getAttribute('data-verify-outcome')).toBe('none')
    expect(await page.locator('[data-verify-outcome]').textContent()).toContain('Not recognized')
    await shot(page, 'offer-verify-changed')
  })
})
