import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { request } from 'node:http'
import type { Browser, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, newPage, urlFor } from './browser'

let browser: Browser
const pages: Page[] = []
const SHOTS = process.env.E2E_SCREENSHOTS

beforeAll(async () => {
  browser = await launchBrowser()
})
afterEach(async () => {
  await Promise.all(pages.splice(0).map((p) => p.context().close()))
})
afterAll(async () => {
  await browser?.close()
})

async function open(where: Parameters<typeof urlFor>[0], path: string): Promise<Page> {
  const page = await newPage(browser)
  await page.setViewportSize({ width: 1440, height: 1000 })
  pages.push(page)
  await page.goto(urlFor(where, path))
  return page
}

const toast = (page: Page, type: 'success' | 'error', text: string) =>
  page.locator(`[data-sonner-toast][data-type="${type}"]`, { hasText: text })
const shot = async (page: Page, name: string) => {
  if (!SHOTS) return
  await page.waitForTimeout(1200) // let charts and dialogs finish animating
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

/** GET the dev mailbox from Node (node:http keeps the Host header that picks the main domain). */
function mailbox(to: string): Promise<{ subject: string }[]> {
  const port = inject('port')
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: `/api/v1/dev/mailbox?to=${encodeURIComponent(to)}`,
        headers: { host: `localhost:${port}` },
      },
      (res) => {
        let text = ''
        res.on('data', (c) => (text += c))
        res.on('end', () => resolve((JSON.parse(text) as { data: { subject: string }[] }).data))
      },
    )
    req.on('error', reject)
    req.end()
  })
}

async function codeFrom(to: string, subject: RegExp): Promise<string> {
  const code = (await mailbox(to)).find((m) => subject.test(m.subject))?.subject.match(/\b(\d{6})\b/)?.[1]
  if (!code) throw new Error(`No mail matching ${subject} for ${to}`)
  return code
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/admin/dashboard')
}

describe('the platform admin console', () => {
  it('creates a business, its owner verifies and signs in, the admin buys a plan with the test card and downloads the invoice', async () => {
    const slug = `initech-${Date.now().toString(36)}`
    const ownerEmail = `owner@${slug}.example`
    const admin = await open(null, '/auth/login')
    await signIn(admin, 'admin@example.com', 'Admin@12345')
    await admin.getByRole('heading', { name: 'Platform dashboard' }).waitFor()
    await admin.locator('canvas[aria-label^="Jobs created and candidates added"]').waitFor()
    await shot(admin, 'admin-dashboard')

    // The admin creates the business.
    await admin.goto(urlFor(null, '/admin/business'))
    await admin.getByRole('button', { name: 'Create business' }).first().click()
    const dialog = admin.getByRole('dialog')
    await dialog.getByLabel('Business name').fill('Initech')
    await dialog.getByLabel('Sub-domain').fill(slug)
    await dialog.getByLabel('Owner name').fill('Bill Lumbergh')
    await dialog.getByLabel('Owner e-mail').fill(ownerEmail)
    await dialog.getByRole('button', { name: 'Create business' }).click()
    await toast(admin, 'success', 'Initech was created.').waitFor()
    await admin.getByRole('cell', { name: new RegExp(slug) }).waitFor()
    await shot(admin, 'admin-businesses')

    // The owner verifies the e-mail with the code ...
    const owner = await open(null, `/auth/verify-account?email=${encodeURIComponent(ownerEmail)}`)
    await owner.getByLabel('Verification code').fill(await codeFrom(ownerEmail, /verification code/))
    await owner.getByRole('button', { name: 'Verify account' }).click()
    await toast(owner, 'success', 'Your account is verified.').waitFor()
    // ... sets a password on the business's portal (the invitation's link) and signs in there.
    await owner.goto(urlFor({ business: slug }, `/auth/forgot-password?email=${encodeURIComponent(ownerEmail)}`))
    await owner.getByRole('button', { name: 'Send code' }).click()
    await owner.waitForURL((url) => url.pathname === '/auth/verify-otp')
    await owner.getByLabel('Verification code').fill(await codeFrom(ownerEmail, /password reset code/))
    await owner.getByRole('button', { name: 'Verify code' }).click()
    await owner.waitForURL((url) => url.pathname === '/auth/reset-password')
    await owner.getByLabel('New password', { exact: true }).fill('Initech@12345')
    await owner.getByLabel('Confirm password', { exact: true }).fill('Initech@12345')
    await owner.getByRole('button', { name: 'Reset password' }).click()
    await owner.waitForURL((url) => url.pathname === '/auth/login')
    await signIn(owner, ownerEmail, 'Initech@12345')
    await owner.getByRole('button', { name: 'Account menu for Bill Lumbergh' }).waitFor()

    // The admin buys the Growth plan for it with the test card.
    await admin.reload()
    await admin.getByRole('button', { name: 'Actions for Initech' }).click()
    await admin.getByRole('menuitem', { name: 'Plans and payments' }).click()
    await admin.getByRole('button', { name: 'Buy Growth' }).waitFor()
    await shot(admin, 'admin-business-plans')
    await admin.getByRole('button', { name: 'Buy Growth' }).click()
    await admin.getByLabel('Card number').fill('4242 4242 4242 4242')
    await admin.getByLabel('Expiry month').fill('12')
    await admin.getByLabel('Expiry year').fill(String(new Date().getFullYear() + 3))
    await admin.getByLabel('CVC').fill('123')
    await shot(admin, 'admin-buy-plan')
    await admin.getByRole('button', { name: /^Charge / }).click()
    await toast(admin, 'success', 'Payment successful. Initech is now on the Growth plan.').waitFor()

    // The invoice downloads from the transactions screen and is a PDF with its number.
    await admin.goto(urlFor(null, '/admin/transactions'))
    const row = admin.getByRole('row').filter({ hasText: 'Initech' }).first()
    const invoiceNumber = (await row.getByRole('cell').first().locator('p').first().textContent())!.trim()
    expect(invoiceNumber).toMatch(/^INV-\d{4}-\d{4}$/)
    await shot(admin, 'admin-transactions')
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      row.getByRole('button', { name: `Download invoice ${invoiceNumber}` }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`${invoiceNumber}.pdf`)
    const file = `/tmp/${invoiceNumber}-${slug}.pdf`
    await download.saveAs(file)
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-')
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })
    expect(text).toContain(invoiceNumber)
    expect(text).toContain('Initech')
    expect(text).toContain('$149.00')

    // The owner sees the new plan and the payment on the business's billing page.
    await owner.goto(urlFor({ business: slug }, '/admin/transactions'))
    await owner.getByRole('heading', { name: 'Billing' }).waitFor()
    await owner
      .getByRole('cell', { name: new RegExp(invoiceNumber) })
      .first()
      .waitFor()
    await shot(owner, 'business-billing')
  })

  it('lists users and plans, and toasts the server message when a user is deactivated', async () => {
    const admin = await open(null, '/auth/login')
    await signIn(admin, 'admin@example.com', 'Admin@12345')
    await admin.goto(urlFor(null, '/admin/plans'))
    await admin.getByRole('cell', { name: 'Enterprise' }).first().waitFor()
    await shot(admin, 'admin-plans')
    await admin.getByRole('button', { name: 'Create plan' }).first().click()
    await admin.getByRole('dialog').getByLabel('Price').fill('-5')
    await admin.getByRole('dialog').getByRole('button', { name: 'Create plan' }).click()
    await admin.getByText('Price cannot be less than 0').waitFor()
    await shot(admin, 'admin-plan-form')
    await admin.keyboard.press('Escape')

    await admin.goto(urlFor(null, '/admin/users?search=ryan'))
    await admin.getByRole('cell', { name: /recruiter@acme\.example/ }).waitFor()
    await shot(admin, 'admin-users')
    await admin.getByRole('button', { name: 'Deactivate Ryan Patel' }).click()
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click()
    await toast(admin, 'success', 'Ryan Patel is deactivated and has been signed out.').waitFor()
    await admin.getByRole('button', { name: 'Activate Ryan Patel' }).click()
    await toast(admin, 'success', 'Ryan Patel is active again and can sign in.').waitFor()
  })
})
