/**
 * The audit log in a real browser (issue 21: "Audit logs and impersonation controls"): platform
 * support opens Acme's portal from the console; Acme's owner finds that sign-in in the portal's
 * Audit log (when, who, IP and browser), filters it, turns support access off (the console is
 * then refused) and on again; the platform admin reads every business's log in the console; the
 * recruiter is offered no such page. Desktop (1440×900) and phone (390×844).
 * E2E_SCREENSHOTS=<dir> keeps a screenshot of each screen.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, urlFor } from './browser'

let browser: Browser
let admin: Page
let owner: Page
const acme = (path: string) => urlFor({ business: 'acme' }, path)
const DESKTOP = { width: 1440, height: 900 }
const PHONE = { width: 390, height: 844 }

const shot = async (page: Page, name: string) => {
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}.png`, fullPage: true })
}
const toast = (page: Page, type: 'success' | 'error', text: string) =>
  page.locator(`[data-sonner-toast][data-type="${type}"]`, { hasText: text })
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' })

async function signIn(
  where: { business?: string } | null,
  email: string,
  password: string,
  viewport = DESKTOP,
): Promise<Page> {
  const phone = viewport.width < 768
  const context: BrowserContext = await browser.newContext({ viewport, isMobile: phone, hasTouch: phone })
  const page = await context.newPage()
  await page.goto(urlFor(where, '/auth/login'))
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/admin/dashboard')
  return page
}

/** The console's "Open portal": a new tab, signed in to the business as its owner; closed once there. */
async function openFromConsole(name: string, slug: string) {
  await admin.goto(urlFor(null, `/admin/business?search=${encodeURIComponent(name.split(' ')[0]!)}`))
  await admin.getByRole('button', { name: `Actions for ${name}` }).click()
  const opened = admin.context().waitForEvent('page')
  await admin.getByRole('menuitem', { name: 'Open portal' }).click()
  const tab = await opened
  await tab.waitForURL((url) => url.hostname.startsWith(`${slug}.`) && url.pathname === '/admin/dashboard', {
    timeout: 30_000,
  })
  await tab.close()
}

const rows = (page: Page) => page.getByRole('table', { name: 'Audit log' }).locator('tbody tr')

beforeAll(async () => {
  browser = await launchBrowser()
  admin = await signIn(null, 'admin@example.com', 'Admin@12345')
  owner = await signIn({ business: 'acme' }, 'owner@acme.example', 'Owner@12345')
})
afterAll(async () => {
  await browser?.close()
})

describe("a business's audit log", () => {
  it('shows the owner every support sign-in: when, who, from which IP and browser', async () => {
    await openFromConsole('Acme Corporation', 'acme')
    await sidebar(owner).getByRole('link', { name: 'Audit log' }).click()
    await owner.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor()
    const first = rows(owner).first()
    await expect.poll(() => first.textContent()).toContain('Support signed in')
    const text = (await first.textContent())!
    expect(text).toContain('Signed in to the portal as Olivia Bennett')
    expect(text).toContain('Jamie Carter')
    expect(text).toContain('Platform support')
    expect(text).toContain('127.0.0.1')
    expect(text).toMatch(/Chrome \d+ on Linux/)
    // When, in the viewer's time zone with the zone named.
    const when = first.locator('time')
    expect(Date.parse((await when.getAttribute('datetime'))!)).toBeGreaterThan(Date.now() - 5 * 60_000)
    expect((await when.textContent())!).toMatch(/\d{1,2}:\d{2}/)
    await owner.getByText('Support access', { exact: true }).waitFor()
    await shot(owner, 'audit-log-business-desktop')
  })

  it('filters by action and by who, kept in the address', async () => {
    await owner.getByRole('combobox', { name: 'Action' }).click()
    await owner.getByRole('option', { name: 'Support access: Support sign-in link issued' }).click()
    await expect.poll(() => new URL(owner.url()).searchParams.get('action')).toBe('support_link_issued')
    await expect.poll(() => rows(owner).first().textContent()).toContain('Asked for a one-minute link')
    const labels = await rows(owner).locator('[data-slot="badge"]').allInnerTexts()
    expect(new Set(labels)).toEqual(new Set(['Support sign-in link issued']))
    await owner.getByRole('combobox', { name: 'Who' }).click()
    await owner.getByRole('option', { name: 'Ryan Patel' }).click()
    await owner.getByText('Nothing matches these filters').waitFor()
    await owner.goto(acme('/admin/audit_logs?actor=support'))
    await expect.poll(() => rows(owner).count()).toBeGreaterThan(0)
    for (const text of await rows(owner).allInnerTexts()) expect(text).toContain('Platform support')
  })

  it('the owner turns support access off: the console is refused; and on again', async () => {
    await owner.goto(acme('/admin/audit_logs'))
    const allow = owner.getByRole('switch', { name: 'Allow support to sign in' })
    await expect.poll(() => allow.getAttribute('aria-checked')).toBe('true')
    await allow.click()
    await toast(owner, 'success', 'Platform support access is turned off.').waitFor()
    await expect.poll(() => allow.getAttribute('aria-checked')).toBe('false')
    await expect.poll(() => rows(owner).first().textContent()).toContain('Turned platform support access off')

    await admin.goto(urlFor(null, '/admin/business?search=Acme'))
    await admin.getByRole('button', { name: 'Actions for Acme Corporation' }).click()
    await admin.getByRole('menuitem', { name: 'Open portal' }).click()
    await toast(admin, 'error', 'Acme Corporation does not allow support access.').waitFor()

    await allow.click()
    await toast(owner, 'success', 'Platform support may sign in to your portal.').waitFor()
    await expect.poll(() => allow.getAttribute('aria-checked')).toBe('true')
    await shot(owner, 'audit-log-support-access')
  })

  it('fits a phone: entries as cards, filters in a sheet, nothing wider than the screen', async () => {
    const phone = await signIn({ business: 'acme' }, 'owner@acme.example', 'Owner@12345', PHONE)
    await phone.goto(acme('/admin/audit_logs'))
    await phone.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor()
    const cards = phone.getByRole('list', { name: 'Audit log' }).getByRole('listitem')
    await expect.poll(() => cards.count()).toBeGreaterThan(0)
    expect(await cards.first().textContent()).toMatch(/Support|access|Exported|role/i)
    await phone.getByRole('button', { name: /^Filters/ }).waitFor()
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    await shot(phone, 'audit-log-business-phone')
    await phone.context().close()
  })

  it('is not offered to the recruiter, nor opened when typed', async () => {
    const recruiter = await signIn({ business: 'acme' }, 'recruiter@acme.example', 'Recruiter@12345')
    await sidebar(recruiter).getByRole('link', { name: 'Jobs' }).waitFor()
    expect(await sidebar(recruiter).getByRole('link', { name: 'Audit log' }).count()).toBe(0)
    await recruiter.goto(acme('/admin/audit_logs'))
    await recruiter.getByText('You do not have access to that page.').waitFor()
    await expect.poll(() => new URL(recruiter.url()).pathname).toBe('/admin/dashboard')
    await recruiter.context().close()
  })
})

describe("the console's audit log", () => {
  it("lists every business's entries with the business, and filters by business", async () => {
    await openFromConsole('Globex Industries', 'globex')
    await sidebar(admin).getByRole('link', { name: 'Audit log' }).click()
    await admin.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor()
    await expect.poll(() => rows(admin).count()).toBeGreaterThan(0)
    const first = (await rows(admin).first().textContent())!
    expect(first).toContain('Globex Industries')
    expect(first).toContain('Support signed in')
    expect(first).toContain('admin@example.com')
    expect((await rows(admin).allInnerTexts()).some((t) => t.includes('Acme Corporation'))).toBe(true)
    await shot(admin, 'audit-log-console-desktop')
    await admin.getByRole('combobox', { name: 'Business' }).click()
    await admin.getByRole('option', { name: 'Acme Corporation' }).click()
    await expect.poll(() => new URL(admin.url()).searchParams.get('business_id')).toMatch(/^[0-9a-f-]{36}$/)
    // Acme's rows only, and more than two of them: while the filtered page loads the table is empty
    // (every() of no rows is true), so both are waited for together.
    await expect
      .poll(async () => {
        const texts = await rows(admin).allInnerTexts()
        return texts.length > 2 && texts.every((t) => t.includes('Acme Corporation'))
      })
      .toBe(true)
    const phone = await signIn(null, 'admin@example.com', 'Admin@12345', PHONE)
    await phone.goto(urlFor(null, '/admin/audit_logs'))
    await phone.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor()
    await expect
      .poll(() => phone.getByRole('list', { name: 'Audit log' }).getByRole('listitem').count())
      .toBeGreaterThan(0)
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    await shot(phone, 'audit-log-console-phone')
    await phone.context().close()
  })
})
