import { request } from 'node:http'
import type { Browser, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, newPage, urlFor } from './browser'

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

async function open(where: Parameters<typeof urlFor>[0], path: string): Promise<Page> {
  const page = await newPage(browser)
  pages.push(page)
  await page.goto(urlFor(where, path))
  return page
}

/** A notice shown with notify.success / notify.error (sonner: green 'success', red 'error'). */
const toast = (page: Page, type: 'success' | 'error', text: string) =>
  page.locator(`[data-sonner-toast][data-type="${type}"]`, { hasText: text })

const pathOf = (page: Page) => new URL(page.url()).pathname

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

type ApiAnswer = { status: number; body: { success: boolean; message: string; data: unknown } }

/**
 * An API call from Node to one host. node:http, because fetch drops a Host header (it is a
 * forbidden header there), and then every call would land on the main domain.
 */
function api(
  host: string,
  method: string,
  path: string,
  opts: { body?: unknown; cookie?: string } = {},
): Promise<ApiAnswer> {
  const port = inject('port')
  const data = opts.body === undefined ? undefined : JSON.stringify(opts.body)
  const headers: Record<string, string | number> = { host: `${host}:${port}`, accept: 'application/json' }
  if (data) Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) })
  if (opts.cookie) headers.cookie = opts.cookie
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path: `/api/v1${path}`, headers }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => (text += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }))
    })
    req.on('error', reject)
    req.end(data)
  })
}

/** The 6-digit code of the newest mail to `to` whose subject matches (the API writes it before answering). */
async function codeFrom(to: string, subject: RegExp): Promise<string> {
  const { body } = await api('localhost', 'GET', `/dev/mailbox?to=${encodeURIComponent(to)}`)
  const mails = body.data as { subject: string }[]
  const code = mails.find((m) => subject.test(m.subject))?.subject.match(/\b(\d{6})\b/)?.[1]
  if (!code) throw new Error(`No mail matching ${subject} for ${to}: ${JSON.stringify(mails.map((m) => m.subject))}`)
  return code
}

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

/** A verified business of its own (through the API), so a test can change its owner freely. */
async function freshBusiness(prefix: string) {
  const slug = unique(prefix)
  const owner = { email: `owner@${slug}.example`, password: 'Start@12345' }
  const body = {
    business_name: `Business ${slug}`,
    slug,
    name: 'Riley Stone',
    email: owner.email,
    password: owner.password,
    confirm_password: owner.password,
  }
  expect((await api('localhost', 'POST', '/admin/register', { body })).status).toBe(201)
  const otp = await codeFrom(owner.email, /verification code/)
  expect((await api('localhost', 'PUT', '/admin/verify-account', { body: { email: owner.email, otp } })).status).toBe(
    200,
  )
  return { slug, ...owner }
}

/** The portal's frame names who is signed in (account menu) and where (the sidebar's brand). */
async function expectPortalOf(page: Page, name: string, brand: string) {
  await page.getByRole('button', { name: `Account menu for ${name}` }).waitFor()
  expect(await page.getByRole('complementary', { name: 'Sidebar' }).textContent()).toContain(brand)
}

async function sessionCookie(page: Page): Promise<string> {
  const cookie = (await page.context().cookies(page.url())).find((c) => c.name === 'hp_session')
  if (!cookie) throw new Error('No hp_session cookie in the browser.')
  return `hp_session=${cookie.value}`
}

describe('sign-up and account verification', () => {
  it('registers a business on the main domain, verifies it and signs in on its sub-domain', async () => {
    const slug = unique('umbrella')
    const email = `founder@${slug}.example`
    const page = await open(null, '/auth/register')
    await page.getByLabel('Business name').fill('Umbrella Labs')
    await page.getByLabel('Sub-domain').fill(slug)
    await page.getByLabel('Your name').fill('Alice Founder')
    await page.getByLabel('Work email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill('Umbrella@123')
    await page.getByLabel('Confirm password', { exact: true }).fill('Umbrella@123')
    await page.getByRole('button', { name: 'Create account' }).click()

    await toast(page, 'success', 'Registration successful').waitFor()
    await page.waitForURL((url) => url.pathname === '/auth/verify-account' && url.searchParams.get('email') === email)
    await page.getByLabel('Verification code').fill(await codeFrom(email, /verification code/))
    await page.getByRole('button', { name: 'Verify account' }).click()
    await toast(page, 'success', 'Your account is verified.').waitFor()

    const goToLogin = page.getByRole('link', { name: 'Go to Umbrella Labs sign-in' })
    expect(await goToLogin.getAttribute('href')).toBe(urlFor({ business: slug }, '/auth/login'))
    await goToLogin.click()
    await page.waitForURL(urlFor({ business: slug }, '/auth/login'))
    await signIn(page, email, 'Umbrella@123')
    await page.waitForURL((url) => url.pathname === '/admin/dashboard')
    await expectPortalOf(page, 'Alice Founder', 'Umbrella Labs')
  })
})

describe('signing in', () => {
  it.each([
    {
      who: 'the platform admin',
      where: null,
      email: 'admin@example.com',
      password: 'Admin@12345',
      name: 'Jamie Carter',
      brand: 'Hirely',
    },
    {
      who: 'the Acme owner',
      where: { business: 'acme' },
      email: 'owner@acme.example',
      password: 'Owner@12345',
      name: 'Olivia Bennett',
      brand: 'Acme Corporation',
    },
    {
      who: 'the Acme recruiter',
      where: { business: 'acme' },
      email: 'recruiter@acme.example',
      password: 'Recruiter@12345',
      name: 'Ryan Patel',
      brand: 'Acme Corporation',
    },
    {
      who: 'the Globex owner',
      where: { business: 'globex' },
      email: 'owner@globex.example',
      password: 'Owner@12345',
      name: 'Amelia Hart',
      brand: 'Globex Industries',
    },
  ])('signs in $who and shows their name and business', async ({ where, email, password, name, brand }) => {
    const page = await open(where, '/auth/login')
    await signIn(page, email, password)
    await toast(page, 'success', 'Signed in successfully.').waitFor()
    await page.waitForURL((url) => url.pathname === '/admin/dashboard')
    await expectPortalOf(page, name, brand)
  })

  it("shows the server's red notice on a wrong password and stays on the sign-in page", async () => {
    const page = await open({ business: 'acme' }, '/auth/login')
    await signIn(page, 'owner@acme.example', 'Wrong@12345')
    await toast(page, 'error', 'Invalid e-mail or password.').waitFor()
    expect(pathOf(page)).toBe('/auth/login')
  })

  it('asks for the fields with the same messages as the API', async () => {
    const page = await open(null, '/auth/login')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.getByText('Please enter Password').waitFor()
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('aria-invalid')).toBe('true')
  })

  it('sends a signed-out visitor of /admin to the sign-in, and back after signing in', async () => {
    const page = await open({ business: 'acme' }, '/admin/profile')
    await page.waitForURL(
      (url) => url.pathname === '/auth/login' && url.searchParams.get('redirect') === '/admin/profile',
    )
    await signIn(page, 'recruiter@acme.example', 'Recruiter@12345')
    await page.waitForURL((url) => url.pathname === '/admin/profile')
  })
})

describe('password reset', () => {
  it('resets a staff password end to end and signs in with the new one', async () => {
    const owner = await freshBusiness('reset')
    const page = await open({ business: owner.slug }, '/auth/login')
    await page.getByLabel('Email').fill(owner.email)
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await page.waitForURL((url) => url.pathname === '/auth/forgot-password')
    // The e-mail typed on the sign-in screen comes along.
    expect(await page.getByLabel('Email').inputValue()).toBe(owner.email)
    await page.getByRole('button', { name: 'Send code' }).click()
    await page.waitForURL((url) => url.pathname === '/auth/verify-otp' && url.searchParams.get('email') === owner.email)
    // The code was just sent: resending waits for the countdown.
    expect(await page.getByRole('button', { name: 'Resend code' }).isDisabled()).toBe(true)

    await page.getByLabel('Verification code').fill(await codeFrom(owner.email, /password reset code/))
    await page.getByRole('button', { name: 'Verify code' }).click()
    await page.waitForURL((url) => url.pathname === '/auth/reset-password')
    expect(page.url()).not.toContain('token')
    await page.getByLabel('New password', { exact: true }).fill('Changed@12345')
    await page.getByLabel('Confirm password', { exact: true }).fill('Changed@12345')
    await page.getByRole('button', { name: 'Reset password' }).click()
    await toast(page, 'success', 'Your password has been reset.').waitFor()
    await page.waitForURL((url) => url.pathname === '/auth/login')

    await signIn(page, owner.email, 'Changed@12345')
    await page.waitForURL((url) => url.pathname === '/admin/dashboard')
  })
})

describe('sessions', () => {
  it('signs out and asks to sign in again when the session was revoked on the server', async () => {
    const page = await open({ business: 'acme' }, '/auth/login')
    await signIn(page, 'recruiter@acme.example', 'Recruiter@12345')
    await page.waitForURL((url) => url.pathname === '/admin/dashboard')
    // The dashboard's own calls settle first: one still in flight when the session goes would
    // meet the 401 on this page, which the reload then replaces (a slow machine's race).
    await page.waitForLoadState('networkidle')

    const res = await api('acme.localhost', 'DELETE', '/wildcard/auth/logout', { cookie: await sessionCookie(page) })
    expect(res.status).toBe(200)

    await page.reload()
    await toast(page, 'error', 'Session expired. Please log in again.').waitFor()
    await page.waitForURL((url) => url.pathname === '/auth/login')
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor()
  })

  it('signs out from the account menu', async () => {
    const page = await open(null, '/auth/login')
    await signIn(page, 'admin@example.com', 'Admin@12345')
    await page.waitForURL((url) => url.pathname === '/admin/dashboard')
    await page.getByRole('button', { name: /Account menu/ }).click()
    await page.getByRole('menuitem', { name: 'Log out' }).click()
    await page.waitForURL((url) => url.pathname === '/auth/login' && !url.search)
    await page.goto(urlFor(null, '/admin/dashboard'))
    await page.waitForURL((url) => url.pathname === '/auth/login')
  })
})

describe('candidate area', () => {
  it('signs the candidate in on the candidate host and shows their application', async () => {
    const page = await open({ candidate: 'acme' }, '/')
    await page.waitForURL((url) => url.pathname === '/candidates/auth/login')
    await signIn(page, 'candidate@acme.example', 'Candidate@12345')
    await page.waitForURL((url) => url.pathname === '/candidates/dashboard')
    await page.getByRole('heading', { name: 'Welcome, Casey' }).waitFor()
    // The heading comes with the session; the application with the dashboard's own call.
    const main = page.getByRole('main')
    await main.getByText('Senior Backend Engineer').first().waitFor()
    expect(await main.textContent()).toContain('Acme Corporation')

    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.waitForURL((url) => url.pathname === '/candidates/auth/login')
  })
})

describe('profile', () => {
  it('changes the phone number and shows the success notice', async () => {
    const page = await open(null, '/auth/login')
    await signIn(page, 'admin@example.com', 'Admin@12345')
    await page.waitForURL((url) => url.pathname === '/admin/dashboard')
    await page.getByRole('button', { name: 'Account menu for Jamie Carter' }).click()
    await page.getByRole('menuitem', { name: 'Profile' }).click()
    await page.waitForURL((url) => url.pathname === '/admin/profile')

    const phone = page.getByLabel('Phone')
    const original = await phone.inputValue()
    await phone.fill('+1 (415) 555-0199')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await toast(page, 'success', 'Profile updated successfully.').waitFor()
    expect(await phone.inputValue()).toBe('+1 (415) 555-0199')

    // Leave the demo admin as it was for the other files.
    const restore = await api('localhost', 'PUT', '/admin/profile/update-profile', {
      body: { name: 'Jamie Carter', phone: original },
      cookie: await sessionCookie(page),
    })
    expect(restore.status).toBe(200)
  })
})
