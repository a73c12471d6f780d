/**
 * The bell (issue 21): a colleague mentions the owner on a candidate; the owner's bell counts
 * it, opening the entry marks it read and leads to the candidate; the profile's e-mail setting
 * is saved. Each step is checked again through the API.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiFetch, launchBrowser, newPage, urlFor } from './browser'

let browser: Browser
let page: Page
let mentionTitle = ''
const acme = (path: string) => urlFor({ business: 'acme' }, path)
const HOST = () => new URL(acme('/')).host

type Bell = { unread_count: number; rows: { id: string; title: string; link: string | null; is_read: boolean }[] }

async function apiGet<T>(path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const res = await fetch(url, { credentials: 'include' })
    return ((await res.json()) as { data: T }).data
  }, `/api/v1${path}`)
}

/** The recruiter, signed in through the API from Node, mentions the owner on a candidate. */
async function recruiterMentionsOwner(candidateId: string, ownerId: string, text: string) {
  const host = HOST().split(':')[0]!
  const login = await apiFetch(host, '/wildcard/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://${HOST()}` },
    body: JSON.stringify({ email: 'recruiter@acme.example', password: 'Recruiter@12345' }),
  })
  expect(login.status).toBe(200)
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!
  const res = await apiFetch(host, `/wildcard/candidates/${candidateId}/add-comments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: `http://${HOST()}` },
    body: JSON.stringify({ body: `@[Olivia Bennett](${ownerId}) ${text}` }),
  })
  expect(res.status).toBe(201)
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

describe('the bell', () => {
  it('shows a colleague’s mention; opening it marks it read and leads to the candidate', async () => {
    const staff = await apiGet<{ rows: { id: string; email: string }[] }>(
      '/wildcard/employees?search=owner@acme.example',
    )
    const ownerId = staff.rows.find((e) => e.email === 'owner@acme.example')!.id
    const { rows } = await apiGet<{ rows: { id: string; name: string }[] }>('/wildcard/candidates?search=isabella')
    const candidate = rows[0]!
    const before = await apiGet<Bell>('/wildcard/notifications')
    await recruiterMentionsOwner(candidate.id, ownerId, 'can you join her technical round?')

    // The bell asks again when the tab comes back into view.
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')))
    const bell = page.getByRole('button', { name: `Notifications, ${before.unread_count + 1} unread` })
    await bell.waitFor({ timeout: 20_000 })
    expect(await bell.locator('[data-slot="unread-count"]').textContent()).toBe(String(before.unread_count + 1))

    await bell.click()
    const panel = page.getByRole('region', { name: 'Notifications', exact: true })
    const title = `Ryan Patel mentioned you on ${candidate.name}`
    mentionTitle = title
    const entry = panel.getByRole('listitem').filter({ hasText: title }).first()
    await entry.waitFor()
    expect(await entry.getAttribute('data-unread')).toBe('true')
    // Unread entries come first.
    expect(await panel.getByRole('listitem').first().getAttribute('data-unread')).toBe('true')

    await entry.getByRole('link', { name: new RegExp(title) }).click()
    await page.waitForURL((url) => url.pathname === `/admin/candidates/${candidate.id}`)
    await page.getByRole('heading', { name: candidate.name, level: 1 }).waitFor()
    await page
      .getByRole('button', { name: `Notifications, ${before.unread_count} unread` })
      .or(page.getByRole('button', { name: 'Notifications', exact: true }))
      .waitFor()

    const after = await apiGet<Bell>('/wildcard/notifications?limit=50')
    expect(after.unread_count).toBe(before.unread_count)
    const read = after.rows.find((r) => r.title === title)!
    expect(read).toMatchObject({ is_read: true, link: `/admin/candidates/${candidate.id}` })
  })

  it('marks an entry unread again and all read', async () => {
    await page.getByRole('button', { name: /^Notifications/ }).click()
    const panel = page.getByRole('region', { name: 'Notifications', exact: true })
    // The mention opened above is read: mark it unread again.
    const entry = panel.getByRole('listitem').filter({ hasText: mentionTitle }).first()
    await entry.waitFor()
    const before = (await apiGet<Bell>('/wildcard/notifications')).unread_count
    await entry.getByRole('button', { name: `Mark as unread: ${mentionTitle}` }).click()
    await panel.getByRole('listitem').filter({ hasText: mentionTitle }).and(panel.locator('[data-unread]')).waitFor()
    await page.getByRole('button', { name: `Notifications, ${before + 1} unread` }).waitFor()
    expect((await apiGet<Bell>('/wildcard/notifications')).unread_count).toBe(before + 1)

    await panel.getByRole('button', { name: 'Mark all as read' }).click()
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor()
    expect((await apiGet<Bell>('/wildcard/notifications')).unread_count).toBe(0)
    expect(await panel.locator('[data-unread]').count()).toBe(0)
    await page.keyboard.press('Escape')
  })

  it('keeps the e-mail setting of the profile', async () => {
    await page.goto(acme('/admin/profile'))
    await page.getByRole('group', { name: 'E-mail notifications' }).waitFor()
    await page.getByRole('radio', { name: /A daily digest/ }).check()
    await page.locator('[data-sonner-toast]', { hasText: 'Notification settings saved.' }).waitFor()
    expect(await apiGet<{ email: string }>('/wildcard/notifications/settings')).toEqual({ email: 'digest' })
    await page.reload()
    await page.getByRole('group', { name: 'E-mail notifications' }).waitFor()
    await page.waitForFunction(() => (document.querySelector('input[value="digest"]') as HTMLInputElement)?.checked)
    await page.getByRole('radio', { name: /Every notification/ }).check()
    await page.locator('[data-sonner-toast]', { hasText: 'Notification settings saved.' }).waitFor()
    expect(await apiGet<{ email: string }>('/wildcard/notifications/settings')).toEqual({ email: 'instant' })
  })
})
