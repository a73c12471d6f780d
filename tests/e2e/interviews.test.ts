/**
 * Interviews in a real browser (issue 14): the owner schedules a two-interviewer video interview
 * from a free slot on the candidate's page; the candidate and both interviewers find the
 * invitation (.ics) in the dev mailbox; the interview is moved and everyone's invitation updates
 * (same UID, higher SEQUENCE); one interviewer submits a scorecard, and the other cannot read it
 * until they have submitted theirs. Each step is checked again through the API and the mailbox.
 * E2E_SCREENSHOTS=<dir> keeps a screenshot of each screen.
 */
import { request } from 'node:http'
import ICAL from 'ical.js'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiFetch, launchBrowser, urlFor } from './browser'

let browser: Browser
const acme = (path: string) => urlFor({ business: 'acme' }, path)
const CANDIDATE = { name: 'Kwame Asante', email: 'kwame.asante@example.org' }
const MARCUS = 'marcus.chen@acme.example'
const PRIYA = 'priya.raman@acme.example'

type Mail = {
  id: string
  to: string
  subject: string
  template: string | null
  attachments: { filename: string }[] | null
}

const shot = async (page: Page, name: string) => {
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}.png`, fullPage: true })
}
const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast][data-type="success"]', { hasText: text })

/** A signed-in page in its own browser context, in a given time zone. */
async function signedIn(email: string, password: string, timezoneId: string): Promise<Page> {
  const context = await browser.newContext({ timezoneId, viewport: { width: 1400, height: 1000 } })
  const page = await context.newPage()
  await page.goto(acme('/auth/login'))
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/admin/dashboard')
  return page
}

/** The e-mails with a calendar file sent to someone, oldest first. */
async function invitationsTo(email: string) {
  const res = await apiFetch('localhost', `/dev/mailbox?to=${encodeURIComponent(email)}&limit=100`)
  const mails = ((await res.json()) as { data: Mail[] }).data.filter((m) => m.attachments?.length).reverse()
  return Promise.all(
    mails.map(async (m) => {
      const calendar = new ICAL.Component(ICAL.parse(await download(m.id)))
      const event = calendar.getFirstSubcomponent('vevent')!
      return {
        template: m.template,
        subject: m.subject,
        method: String(calendar.getFirstPropertyValue('method')),
        uid: String(event.getFirstPropertyValue('uid')),
        sequence: Number(event.getFirstPropertyValue('sequence')),
        start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
      }
    }),
  )
}

/** An e-mail's first attachment, as the dev mailbox page downloads it (node:http: fetch may not set Host). */
async function download(id: string): Promise<string> {
  const port = Number(new URL(acme('/')).port)
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: `/dev/mailbox/${id}/attachments/0`, headers: { host: `localhost:${port}` } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
      },
    )
    req.on('error', reject)
    req.end()
  })
}

/** The API from inside a page (same origin, that person's session). */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  const answer = await page.evaluate(async (url) => {
    const res = await fetch(url, { credentials: 'include' })
    return { status: res.status, body: (await res.json()) as { data: unknown } }
  }, `/api/v1${path}`)
  expect(answer.status, path).toBe(200)
  return answer.body.data as T
}

/** Rate every attribute of the scorecard form and recommend. */
async function fillScorecard(page: Page, rating: string, recommendation: string, strengths: string) {
  const form = page.getByRole('form', { name: 'Your scorecard' })
  await form.waitFor()
  for (const group of await form.getByRole('radiogroup').all()) {
    const name = await group.getAttribute('aria-label')
    if (name === 'Overall recommendation') await group.getByText(recommendation, { exact: true }).click()
    else await group.getByText(new RegExp(`^${rating} ·`)).click()
  }
  await form.getByLabel('Strengths').fill(strengths)
  await form.getByRole('button', { name: 'Submit scorecard' }).click()
}

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('interviews', () => {
  it('schedules from a free slot, invites everyone, moves it, and keeps scorecards sealed until each is in', async () => {
    // 1. The owner (in New York) schedules from the candidate's page, picking a common free slot.
    const owner = await signedIn('owner@acme.example', 'Owner@12345', 'America/New_York')
    await owner.goto(acme(`/admin/candidates?search=${encodeURIComponent('Kwame')}`))
    await owner
      .getByRole('link', { name: new RegExp(CANDIDATE.name) })
      .first()
      .click()
    await owner.waitForURL(/\/admin\/candidates\/[\w-]+$/)
    await owner.getByRole('button', { name: 'Schedule interview' }).click()
    const dialog = owner.getByRole('dialog')
    await dialog.getByLabel('Title').fill('Frontend technical interview')
    await dialog.getByLabel('Marcus Chen').check()
    await dialog.getByLabel('Priya Raman').check()
    await dialog.getByText('Shown in your time zone (America/New_York).').waitFor()
    // Tomorrow or later, so that the interview is not in its last minutes while the test runs.
    await dialog.getByRole('button', { name: 'Later week' }).click()
    const first = dialog.locator('button[aria-pressed]').first()
    await first.waitFor()
    const chosen = (await first.getAttribute('aria-label'))!
    await first.click()
    expect(await first.getAttribute('aria-pressed')).toBe('true')
    await dialog.getByLabel('Meeting link').fill('https://meet.acme.example/kwame-frontend')
    await shot(owner, 'interviews-1-schedule')
    await dialog.getByRole('button', { name: 'Schedule and send invitations' }).click()
    await toast(owner, 'Interview scheduled successfully.').waitFor()
    const round = owner.getByRole('link', { name: 'Round 1: Frontend technical interview' })
    await round.waitFor()
    await round.click()
    await owner.waitForURL(/\/admin\/interviews\/[\w-]+$/)
    const interviewId = owner.url().split('/').pop()!
    await owner.getByTestId('interview-when').getByText(chosen).waitFor()
    await shot(owner, 'interviews-2-detail')

    // 2. The candidate and both interviewers have the invitation, all with one UID.
    const first0 = await Promise.all([CANDIDATE.email, MARCUS, PRIYA].map(invitationsTo))
    for (const files of first0) {
      expect(files.at(-1)).toMatchObject({ method: 'REQUEST', sequence: 0, uid: `interview-${interviewId}@localhost` })
    }
    const startedAt = first0[0]!.at(-1)!.start
    expect(first0[0]!.at(-1)!.template).toBe('interview.scheduled')

    // 3. Moved to another free slot: everyone gets the update (same UID, SEQUENCE 1, the new time).
    await owner.getByRole('button', { name: 'Reschedule' }).click()
    const move = owner.getByRole('dialog')
    await move.getByRole('button', { name: 'Later week' }).click()
    const later = move.locator('button[aria-pressed="false"]').nth(3)
    await later.waitFor()
    const moved = (await later.getAttribute('aria-label'))!
    await later.click()
    await move.getByLabel(/Why it changed/).fill('Marcus is travelling that day')
    await move.getByRole('button', { name: 'Save and send updates' }).click()
    await toast(owner, 'Interview updated successfully.').waitFor()
    await owner.getByTestId('interview-when').getByText(moved).waitFor()
    await owner.getByRole('list', { name: 'Interview history' }).getByText('Rescheduled').waitFor()
    for (const email of [CANDIDATE.email, MARCUS, PRIYA]) {
      const files = await invitationsTo(email)
      const [before, after] = files.slice(-2)
      expect(after).toMatchObject({ method: 'REQUEST', sequence: 1, uid: before!.uid })
      expect(after!.start).not.toBe(startedAt)
    }
    expect((await invitationsTo(CANDIDATE.email)).at(-1)!.template).toBe('interview.rescheduled')
    const detail = await apiGet<{ sequence: number; scheduled_at: string }>(
      owner,
      `/wildcard/interviews/${interviewId}`,
    )
    expect(detail.sequence).toBe(1)
    await shot(owner, 'interviews-3-moved')

    // 4. Marcus submits his scorecard.
    const marcus = await signedIn(MARCUS, 'Staff@12345', 'America/New_York')
    await marcus.goto(acme(`/admin/interviews/${interviewId}`))
    await fillScorecard(marcus, '4', 'Strong yes', 'Clear component boundaries and strong accessibility instincts.')
    await toast(marcus, 'Scorecard submitted.').waitFor()

    // 5. Priya (an interviewer who sees only her own interviews) cannot read it before hers is in.
    const priya = await signedIn(PRIYA, 'Staff@12345', 'America/Chicago')
    await priya.goto(acme('/admin/interviews'))
    await priya.getByText('The interviews you are on, in your time zone.').waitFor()
    await priya.goto(acme(`/admin/interviews/${interviewId}`))
    await priya.getByText('1 scorecard is hidden until you submit yours.').waitFor()
    expect(await priya.getByText('strong accessibility instincts').count()).toBe(0)
    expect(await priya.getByRole('article', { name: 'Scorecard of Marcus Chen' }).count()).toBe(0)
    const sealed = await apiGet<{ hidden: number; scorecards: unknown[] }>(
      priya,
      `/wildcard/interviews/${interviewId}/feedback`,
    )
    expect(sealed).toMatchObject({ hidden: 1, scorecards: [] })
    await shot(priya, 'interviews-4-sealed')
    await fillScorecard(priya, '3', 'Yes', 'Solid React fundamentals.')
    await toast(priya, 'Scorecard submitted.').waitFor()
    await priya.getByRole('article', { name: 'Scorecard of Marcus Chen' }).waitFor()
    await priya.getByText('Clear component boundaries and strong accessibility instincts.').waitFor()
    await shot(priya, 'interviews-5-open')

    // 6. The owner (not on the interview) reads both; the candidate's feedback lists them too.
    const all = await apiGet<{ scorecards: { author: { name: string } }[]; hidden: number }>(
      owner,
      `/wildcard/interviews/${interviewId}/feedback`,
    )
    expect(all.hidden).toBe(0)
    expect(all.scorecards.map((s) => s.author.name).sort()).toEqual(['Marcus Chen', 'Priya Raman'])
  }, 180_000)
})
