/**
 * The proctored exam in real Chromium with a fake camera showing real face photos
 * (fixtures/faces; docs/proctoring.md). Noah Kim (a demo candidate with a new application) takes two exams Acme's
 * owner sets up through the API:
 * 1. one face in view: the camera check passes, no face warning comes; a tab switch is a warning;
 *    the network is cut for 20 s mid-exam and, after it returns, every video chunk arrives exactly
 *    once; then the reviewer opens the integrity timeline and plays the recording.
 * 2. the camera shows one face, then two, then one, then nobody: a several-faces warning and a
 *    no-face warning, each with a snapshot.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiFetch, launchBrowser, urlFor } from './browser'
import { fakeCameraVideo } from './fake-camera'

const NOAH = 'noah.kim@example.net'
let owner = ''
let ownerId = ''
let applicationId = ''

async function staff<T = any>(method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> {
  const res = await apiFetch('acme.localhost', path, {
    method,
    headers: {
      cookie: owner,
      'content-type': 'application/json',
      origin: `http://acme.localhost:${new URL(urlFor(null)).port}`,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = (await res.json()) as { data: T }
  return { status: res.status, data: json.data }
}

/** An online exam for Noah, open now, with two questions. */
async function newExam(title: string): Promise<string> {
  const start = new Date(Date.now() + 3_600_000).toISOString()
  const exam = await staff<{ id: string }>('POST', '/wildcard/interviews', {
    application_id: applicationId,
    title,
    mode: 'online_exam',
    start_at: start,
    duration_minutes: 30,
    timezone: 'UTC',
    interviewer_ids: [ownerId],
  })
  expect(exam.status).toBe(201)
  const id = exam.data.id
  const settings = await staff('PUT', `/wildcard/interviews/${id}/exam-settings`, {
    opens_at: new Date(Date.now() - 60_000).toISOString(),
    closes_at: new Date(Date.now() + 86_400_000).toISOString(),
    max_warnings: 10,
  })
  expect(settings.status).toBe(200)
  for (const q of [
    { type: 'mcq', prompt: 'Which HTTP method is idempotent?', points: 1, options: ['POST', 'PUT'], correct_option: 1 },
    { type: 'text', prompt: 'Describe a bug you fixed.', points: 2 },
  ])
    expect((await staff('POST', `/wildcard/interviews/${id}/questions`, q)).status).toBe(201)
  return id
}

/** The API from inside the page (its cookie, its host). */
const fromPage = <T = any>(page: Page, path: string): Promise<T> =>
  page.evaluate(async (url) => (await (await fetch(url, { credentials: 'include' })).json()).data, `/api/v1${path}`)

async function signInAndStart(page: Page, examId: string) {
  await page.goto(urlFor({ candidate: 'acme' }, '/candidates/auth/login'))
  await page.getByLabel('Email').fill(NOAH)
  await page.getByLabel('Password', { exact: true }).fill('Candidate@12345')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/candidates/dashboard')
  await page.goto(urlFor({ candidate: 'acme' }, `/candidates/exams/${examId}`))
  // Consent first: the camera starts only after it.
  const turnOn = page.getByRole('button', { name: 'Turn on the camera' })
  expect(await turnOn.isDisabled()).toBe(true)
  await page.getByLabel(/I agree to be recorded/).check()
  await turnOn.click()
  await page.getByText('One face in view', { exact: true }).waitFor({ timeout: 45_000 })
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel(/I will take this exam on my own/).check()
  await page.getByRole('button', { name: 'Start the exam' }).click()
  await page.getByRole('heading', { name: /Question 1 of 2/ }).waitFor()
  await page
    .getByTestId('proctor-faces')
    .getByText(/in view/)
    .waitFor({ timeout: 30_000 })
}

let browser: Browser | null = null
afterAll(async () => {
  await browser?.close()
})

beforeAll(async () => {
  const res = await apiFetch('acme.localhost', '/wildcard/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://acme.localhost:${new URL(urlFor(null)).port}` },
    body: JSON.stringify({ email: 'owner@acme.example', password: 'Owner@12345' }),
  })
  owner = res.headers.get('set-cookie')!.split(';')[0]!
  ownerId = ((await res.json()) as { data: { employee: { id: string } } }).data.employee.id
  const found = await staff<{ rows: { id: string; email: string }[] }>('GET', '/wildcard/candidates?search=noah.kim')
  const noah = found.data.rows.find((c) => c.email === NOAH)!
  const apps = await staff<{ id: string }[]>('GET', `/wildcard/candidates/${noah.id}/applications`)
  applicationId = apps.data[0]!.id
})

describe('one face in view, a tab switch, a 20-second network cut', () => {
  let context: BrowserContext
  let page: Page
  let examId = ''
  const stored: number[] = []
  const repeated: number[] = []

  beforeAll(async () => {
    examId = await newExam('Proctored exam: one face')
    browser = await launchBrowser({ fakeCamera: fakeCameraVideo([['one-face', 4]]) })
    context = await browser.newContext({ viewport: { width: 1280, height: 720 } })
    page = await context.newPage()
    page.on('response', (res) => {
      if (!res.url().includes('/video-chunks')) return
      if (res.status() === 201) stored.push(Date.now())
      if (res.status() === 200) repeated.push(Date.now())
    })
  })

  it('passes the camera check and raises no face warning while one face is in view', async () => {
    await signInAndStart(page, examId)
    await page.waitForTimeout(8000)
    expect(await page.getByTestId('proctor-warning').count()).toBe(0)
    const mine = await fromPage<{ warnings: { kind: string }[] }>(page, `/candidate/interviews/${examId}/warnings`)
    expect(mine.warnings.filter((w) => w.kind === 'no_face' || w.kind === 'multiple_faces')).toEqual([])
    const checks = await staff<{ face_checks: { count: number; without_one_face: number } }>(
      'GET',
      `/wildcard/interviews/${examId}/integrity`,
    )
    expect(checks.data.face_checks.count).toBeGreaterThanOrEqual(1)
    expect(checks.data.face_checks.without_one_face).toBe(0)
  }, 120_000)

  it('warns when the candidate switches to another tab, kindly, and records it', async () => {
    // Playwright makes every page think it has the focus; turn that off so switching tabs moves it.
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setFocusEmulationEnabled', { enabled: false })
    const other = await context.newPage()
    await other.bringToFront()
    await other.goto('about:blank')
    await page.bringToFront()
    await page.getByTestId('proctor-warning').getByText('You left the exam window').waitFor()
    await expect
      .poll(async () =>
        (
          await fromPage<{ warnings: { kind: string }[] }>(page, `/candidate/interviews/${examId}/warnings`)
        ).warnings.map((w) => w.kind),
      )
      .toContain('tab_switch')
    await other.close()
  })

  it('keeps recording through a 20-second network cut and sends every chunk exactly once afterwards', async () => {
    await context.route('**/api/v1/**', (route) => route.abort('internetdisconnected'))
    await page.waitForTimeout(20_000)
    await context.unroute('**/api/v1/**')
    await page.getByRole('button', { name: 'Submit exam' }).first().click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Submit exam' }).click()
    await page.getByRole('heading', { name: 'Your exam was submitted' }).waitFor({ timeout: 60_000 })
    // Nothing left waiting in the browser.
    const waiting = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const req = indexedDB.open('hirely-exam-video')
          req.onsuccess = () => {
            const count = req.result.transaction('chunks').objectStore('chunks').count()
            count.onsuccess = () => resolve(count.result)
          }
        }),
    )
    expect(waiting).toBe(0)
    const review = await staff<{ recordings: { recording: string; chunks: number; missing: number[] }[] }>(
      'GET',
      `/wildcard/interviews/${examId}/integrity`,
    )
    expect(review.data.recordings).toHaveLength(1)
    const recording = review.data.recordings[0]!
    // Every chunk the browser made is there once: numbered without a gap, each stored by one upload.
    expect(recording.missing).toEqual([])
    expect(recording.chunks).toBe(stored.length)
    expect(recording.chunks).toBeGreaterThan(8) // 30 s and more at one chunk every 3 s
  }, 150_000)

  it('lets the reviewer open the timeline and play the recording', async () => {
    const reviewer = await (await browser!.newContext({ viewport: { width: 1280, height: 900 } })).newPage()
    await reviewer.goto(urlFor({ business: 'acme' }, '/auth/login'))
    await reviewer.getByLabel('Email').fill('owner@acme.example')
    await reviewer.getByLabel('Password', { exact: true }).fill('Owner@12345')
    await reviewer.getByRole('button', { name: 'Sign in', exact: true }).click()
    await reviewer.waitForURL((url) => url.pathname.startsWith('/admin'))
    await reviewer.goto(urlFor({ business: 'acme' }, `/admin/interviews/${examId}/exam`))
    await reviewer.getByRole('button', { name: 'Integrity' }).click()
    const timeline = reviewer.getByRole('list', { name: 'Exam timeline' })
    await timeline.getByText('Exam started').waitFor()
    await timeline.getByText('Left the exam (tab or window)').waitFor()
    await timeline.getByText('Submitted', { exact: true }).waitFor()
    const video = reviewer.getByTestId('exam-recording')
    await video.waitFor()
    await reviewer.getByRole('button', { name: /Left the exam \(tab or window\) at \d+ seconds/ }).click()
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => (v.readyState >= 2 ? v.currentTime : -1)))
      .toBeGreaterThan(0)
    await reviewer.getByLabel('Your decision').selectOption('concerns_explained')
    await reviewer.getByLabel('Note (why)').fill('Checked the recording: a second tab for a moment.')
    await reviewer.getByRole('button', { name: 'Save the decision' }).click()
    await expect
      .poll(
        async () =>
          (await staff<{ decision: string }>('GET', `/wildcard/interviews/${examId}/integrity`)).data.decision,
      )
      .toBe('concerns_explained')
    await context.close()
  }, 90_000)
})

describe('several faces, then nobody in view', () => {
  it('warns about several faces and about no face, each with a snapshot', async () => {
    const examId = await newExam('Proctored exam: faces')
    await browser?.close()
    browser = await launchBrowser({
      fakeCamera: fakeCameraVideo([
        ['one-face', 8],
        ['two-faces', 6],
        ['one-face', 3],
        ['no-face', 9],
      ]),
    })
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage()
    await signInAndStart(page, examId)
    await page.getByTestId('proctor-warning').getByText('We saw more than one face').waitFor({ timeout: 40_000 })
    await page.getByTestId('proctor-warning').getByText('We could not see your face').waitFor({ timeout: 40_000 })
    const mine = await fromPage<{ warnings: { kind: string; has_snapshot: boolean; faces: number }[] }>(
      page,
      `/candidate/interviews/${examId}/warnings`,
    )
    const several = mine.warnings.find((w) => w.kind === 'multiple_faces')
    const nobody = mine.warnings.find((w) => w.kind === 'no_face')
    expect(several).toMatchObject({ has_snapshot: true, faces: 2 })
    expect(nobody).toMatchObject({ has_snapshot: true, faces: 0 })
    // The snapshot is a real JPEG the reviewer can open.
    const review = await staff<{ warnings: { kind: string; snapshot_url: string }[] }>(
      'GET',
      `/wildcard/interviews/${examId}/integrity`,
    )
    const url = review.data.warnings.find((w) => w.kind === 'multiple_faces')!.snapshot_url
    const file = await apiFetch('acme.localhost', url.replace('/api/v1', ''), { headers: { cookie: owner } })
    expect(file.headers.get('content-type')).toBe('image/jpeg')
    const bytes = new Uint8Array(await file.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff])
  }, 180_000)
})
