import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newPage, urlFor } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function signIn(page: Page, where: { business?: string } | null, email: string, password: string) {
  await page.goto(urlFor(where, '/auth/login'))
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(/\/admin\/dashboard/)
  // The shell renders once its code has loaded (the address changes first).
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link').first().waitFor()
}

const sidebarLinks = (page: Page) =>
  page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link').allInnerTexts()

describe('permissions in the portal', () => {
  it('the recruiter sees a smaller sidebar than the owner', async () => {
    const owner = await newPage(browser)
    await signIn(owner, { business: 'acme' }, 'owner@acme.example', 'Owner@12345')
    await expect
      .poll(() => sidebarLinks(owner))
      .toEqual(expect.arrayContaining(['Departments', 'Employees', 'Candidates', 'Settings']))
    const ownerLinks = await sidebarLinks(owner)

    const recruiter = await newPage(browser)
    await signIn(recruiter, { business: 'acme' }, 'recruiter@acme.example', 'Recruiter@12345')
    await expect
      .poll(() => sidebarLinks(recruiter))
      .toEqual(expect.arrayContaining(['Candidates', 'Jobs', 'Job requests']))
    const recruiterLinks = await sidebarLinks(recruiter)
    for (const hidden of ['Departments', 'Employees', 'Settings', 'Billing', 'Analytics'])
      expect(recruiterLinks).not.toContain(hidden)
    expect(recruiterLinks.length).toBeLessThan(ownerLinks.length)
  })

  it('refuses a page the role may not see when typed in the address bar', async () => {
    const recruiter = await newPage(browser)
    await signIn(recruiter, { business: 'acme' }, 'recruiter@acme.example', 'Recruiter@12345')
    await recruiter.goto(urlFor({ business: 'acme' }, '/admin/settings'))
    await recruiter.getByText('You do not have access to that page.').waitFor()
    await expect.poll(() => recruiter.url()).toMatch(/\/admin\/dashboard$/)
    await expect.poll(() => recruiter.getByText('You do not have access to that page.').count()).toBe(1)
  })

  it('the owner edits a role in the permission matrix; dependencies follow', async () => {
    const owner = await newPage(browser)
    await signIn(owner, { business: 'acme' }, 'owner@acme.example', 'Owner@12345')
    await owner.goto(urlFor({ business: 'acme' }, '/admin/settings'))
    await owner.getByRole('combobox', { name: 'Role' }).click()
    await owner.getByRole('option', { name: 'Interviewer' }).click()
    const editDepartments = owner.getByRole('checkbox', { name: 'Edit departments' })
    const viewDepartments = owner.getByRole('checkbox', { name: 'View departments' })
    await expect.poll(() => viewDepartments.isChecked()).toBe(false)
    await editDepartments.click()
    await expect.poll(() => viewDepartments.isChecked()).toBe(true)
    await owner.getByRole('button', { name: 'Save permissions' }).click()
    await expect.poll(() => owner.getByText('Permissions updated successfully.').count()).toBe(1)
  })

  it('the platform admin opens Acme’s portal from the console, and the portal says so', async () => {
    const admin = await newPage(browser)
    await signIn(admin, null, 'admin@example.com', 'Admin@12345')
    await admin.goto(urlFor(null, '/admin/business'))
    await admin.getByRole('button', { name: 'Actions for Acme Corporation' }).click()
    const [portal] = await Promise.all([
      admin.context().waitForEvent('page'),
      admin.getByRole('menuitem', { name: 'Open portal' }).click(),
    ])
    await portal.waitForURL(/acme\.localhost:\d+\/admin\/dashboard/)
    await portal.getByRole('status').filter({ hasText: 'opened from the platform console' }).waitFor()
    await expect
      .poll(() => portal.getByRole('status').filter({ hasText: 'opened from the platform console' }).count())
      .toBe(1)
    // The portal is Acme's, signed in as its administrator.
    const me = await portal.evaluate(
      async () =>
        (await (await fetch('/api/v1/wildcard/auth/verify-me', { method: 'POST' })).json()) as {
          data: { employee: { email: string; impersonated: boolean } }
        },
    )
    expect(me.data.employee).toMatchObject({ email: 'owner@acme.example', impersonated: true })
  })
})
