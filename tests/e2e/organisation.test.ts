import type { Browser, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { apiFetch, launchBrowser, newPage, urlFor } from './browser'

let browser: Browser
const pages: Page[] = []

beforeAll(async () => {
  browser = await launchBrowser()
})
afterEach(async () => {
  await Promise.all(pages.splice(0).map((p) => p.context().close()))
})
afterAll(async () => {
  await browser?.close()
})

async function open(path: string): Promise<Page> {
  const page = await newPage(browser)
  pages.push(page)
  await page.goto(urlFor({ business: 'acme' }, path))
  return page
}

const toast = (page: Page, type: 'success' | 'error', text: string) =>
  page.locator(`[data-sonner-toast][data-type="${type}"]`, { hasText: text })

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/admin/dashboard')
}

/** Pick `option` in the radix select labelled `label` (inside the open dialog). */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

/** The set-password link of the newest invitation to `to`, from the development mailbox. */
async function invitationLink(to: string): Promise<string> {
  const res = await apiFetch('localhost', `/dev/mailbox?to=${encodeURIComponent(to)}`)
  const mails = ((await res.json()) as { data: { subject: string; html: string }[] }).data
  const mail = mails.find((m) => /invited to join/.test(m.subject))
  const href = mail?.html.match(/href="([^"]*\/auth\/accept-invitation[^"]*)"/)?.[1]
  if (!href) throw new Error(`No invitation for ${to}: ${JSON.stringify(mails.map((m) => m.subject))}`)
  return href.replaceAll('&amp;', '&')
}

describe('setting up the organisation', () => {
  it('the owner adds a department, a branch and a recruiter, who accepts the invitation and sees the reduced menu', async () => {
    const tag = Date.now().toString(36)
    const department = `Customer Success ${tag}`
    const branch = `Denver ${tag}`
    const email = `casey.${tag}@acme.example`

    const owner = await open('/auth/login')
    await signIn(owner, 'owner@acme.example', 'Owner@12345')

    await owner.goto(urlFor({ business: 'acme' }, '/admin/departments'))
    await owner.getByRole('button', { name: 'Add department' }).click()
    await owner.getByRole('dialog').getByLabel('Name').fill(department)
    await owner.getByRole('dialog').getByLabel('Description').fill('Keeps our customers successful.')
    await owner.getByRole('dialog').getByRole('button', { name: 'Add department' }).click()
    await toast(owner, 'success', 'Department created successfully.').waitFor()
    await owner.getByRole('main').getByText(department, { exact: true }).waitFor()

    await owner.goto(urlFor({ business: 'acme' }, '/admin/business_branches'))
    await owner.getByRole('button', { name: 'Add branch' }).click()
    const branchForm = owner.getByRole('dialog')
    await branchForm.getByLabel('Name').fill(branch)
    await branchForm.getByLabel('Time zone').fill('America/Denver')
    await branchForm.getByLabel('City').fill('Denver')
    await branchForm.getByRole('button', { name: 'Add branch' }).click()
    await toast(owner, 'success', 'Branch created successfully.').waitFor()
    await owner
      .getByRole('cell', { name: /America\/Denver|America Denver/ })
      .first()
      .waitFor()

    await owner.goto(urlFor({ business: 'acme' }, '/admin/employees'))
    await owner.getByRole('button', { name: 'Add employee' }).click()
    const employeeForm = owner.getByRole('dialog')
    await employeeForm.getByLabel('First name').fill('Casey')
    await employeeForm.getByLabel('Last name').fill('Nguyen')
    await employeeForm.getByLabel('Email').fill(email)
    await choose(owner, 'Role', 'Recruiter')
    await choose(owner, 'Department', department)
    await choose(owner, 'Branch', branch)
    await employeeForm.getByRole('button', { name: 'Add and invite' }).click()
    await toast(owner, 'success', `An invitation was sent to ${email}.`).waitFor()
    const row = owner.getByRole('row', { name: /Casey Nguyen/ })
    await row.waitFor()
    expect(await row.textContent()).toContain('Invitation pending')
    expect(await row.textContent()).toContain(department)

    const link = await invitationLink(email)
    expect(link.startsWith(urlFor({ business: 'acme' }, '/auth/accept-invitation?'))).toBe(true)
    const invited = await newPage(browser)
    pages.push(invited)
    await invited.goto(link)
    await invited.getByLabel('New password', { exact: true }).fill('Casey@2030!')
    await invited.getByLabel('Confirm password', { exact: true }).fill('Casey@2030!')
    await invited.getByRole('button', { name: 'Set password' }).click()
    await toast(invited, 'success', 'Your password is set. Please sign in.').waitFor()
    await invited.waitForURL((url) => url.pathname === '/auth/login')

    await signIn(invited, email, 'Casey@2030!')
    const sidebar = invited.getByRole('navigation', { name: 'Main' })
    await sidebar.getByRole('link', { name: 'Candidates' }).waitFor()
    const menu = await sidebar.textContent()
    for (const hidden of ['Organisation', 'Departments', 'Branches', 'Employees', 'Signatures', 'E-mail templates'])
      expect(menu).not.toContain(hidden)

    // The same link does not work twice.
    const again = await newPage(browser)
    pages.push(again)
    await again.goto(link)
    await again.getByLabel('New password', { exact: true }).fill('Other@2030!')
    await again.getByLabel('Confirm password', { exact: true }).fill('Other@2030!')
    await again.getByRole('button', { name: 'Set password' }).click()
    await toast(again, 'error', 'This invitation link is invalid or has already been used.').waitFor()
  }, 120_000)

  it('shows what an employee’s deletion would orphan and asks whom to reassign it to', async () => {
    const owner = await open('/auth/login')
    await signIn(owner, 'owner@acme.example', 'Owner@12345')
    await owner.goto(urlFor({ business: 'acme' }, '/admin/employees?search=sofia'))
    await owner.getByRole('button', { name: 'Actions for Sofia Alvarez' }).click()
    await owner.getByRole('menuitem', { name: 'Delete' }).click()
    const dialog = owner.getByRole('dialog')
    await dialog.getByRole('region', { name: 'Open interviews' }).waitFor()
    expect(await dialog.getByRole('button', { name: 'Reassign and delete' }).isDisabled()).toBe(true)
    await dialog.getByRole('combobox', { name: 'Reassign to' }).click()
    await owner.getByRole('option', { name: 'Marcus Chen' }).click()
    expect(await dialog.getByRole('button', { name: 'Reassign and delete' }).isDisabled()).toBe(false)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
  })

  it('edits an e-mail template with placeholder chips and a live preview', async () => {
    const owner = await open('/auth/login')
    await signIn(owner, 'owner@acme.example', 'Owner@12345')
    await owner.goto(urlFor({ business: 'acme' }, '/admin/email_templates'))
    await owner.getByRole('link', { name: 'Interview scheduled' }).click()
    await owner.waitForURL((url) => /\/admin\/email_templates\/[\w-]+$/.test(url.pathname))
    const subject = owner.getByLabel('Subject')
    await subject.fill('Interview: ')
    await owner.getByRole('button', { name: '{{candidate_name}}' }).click()
    expect(await subject.inputValue()).toBe('Interview: {{candidate_name}}')
    await owner.getByTestId('preview-subject').getByText('Interview: Jamie Rivera').waitFor()
    await owner.getByRole('button', { name: 'Save template' }).click()
    await toast(owner, 'success', 'E-mail template updated successfully.').waitFor()
  })
})
