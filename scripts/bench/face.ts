/**
 * Face detection per frame in headless Chromium (docs/proctoring.md): the built app on a fresh
 * demo state, the demo candidate's exam screen with a fake camera showing one real face
 * (tests/e2e/fixtures/faces), the camera check's detection loop left running, and the time of
 * each BlazeFace call read from the page's `performance` entries (the product's own code path:
 * tfjs, WebAssembly backend, weights from our origin). Also: how many faces each photo gives.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { serve } from './load/server'
import { buildState } from './load/state'

const PHOTOS = ['one-face', 'two-faces', 'no-face'] as const
/** The page's performance entries (the scripts' TypeScript has no DOM types). */
type Entries = { getEntriesByName(name: string): { duration: number }[] }
const SAMPLE_MS = 20_000

function y4m(photo: string): string {
  mkdirSync('.tmp/bench-face', { recursive: true })
  const out = `.tmp/bench-face/${photo}.y4m`
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-loop',
    '1',
    '-t',
    '3',
    '-i',
    `tests/e2e/fixtures/faces/${photo}.jpg`,
    '-vf',
    'scale=320:240,fps=10,format=yuv420p',
    out,
  ])
  return out
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

export async function faceBench(): Promise<string> {
  const executablePath =
    process.env.CHROME_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p))
  if (!executablePath) throw new Error('Chromium not found: install it (apt-get install chromium) or set CHROME_PATH.')
  const state = buildState('.tmp/bench-face-state')
  const served = await serve(state.persistTo)
  const rows: string[] = []
  try {
    for (const photo of PHOTOS) {
      const browser = await chromium.launch({
        executablePath,
        args: [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--no-first-run',
          '--use-fake-ui-for-media-stream',
          '--use-fake-device-for-media-stream',
          `--use-file-for-fake-video-capture=${y4m(photo)}`,
        ],
      })
      try {
        const page = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage()
        const candidate = `http://acme-candidate.localhost:${served.port}`
        await page.goto(`${candidate}/candidates/auth/login`)
        await page.getByLabel('Email').fill('candidate@acme.example')
        await page.getByLabel('Password', { exact: true }).fill('Candidate@12345')
        await page.getByRole('button', { name: 'Sign in', exact: true }).click()
        await page.waitForURL((u) => u.pathname === '/candidates/dashboard')
        await page.getByRole('link', { name: 'Open the exam' }).first().click()
        await page.getByLabel(/I agree to be recorded/).check()
        const loadStarted = Date.now()
        await page.getByRole('button', { name: 'Turn on the camera' }).click()
        await page.waitForFunction(
          () => (performance as unknown as Entries).getEntriesByName('hirely:face-detect').length > 0,
          null,
          {
            timeout: 60_000,
          },
        )
        const firstMs = Date.now() - loadStarted
        await page.waitForTimeout(SAMPLE_MS)
        const times: number[] = await page.evaluate(() =>
          (performance as unknown as Entries).getEntriesByName('hirely:face-detect').map((e) => e.duration),
        )
        const status = (await page.getByTestId('face-status').textContent())?.trim() ?? ''
        const warm = times.slice(3).sort((a, b) => a - b)
        rows.push(
          `| ${photo} | ${status} | ${warm.length} | ${pct(warm, 50).toFixed(1)} | ${pct(warm, 95).toFixed(1)} | ${(times[0] ?? 0).toFixed(0)} | ${firstMs} |`,
        )
      } finally {
        await browser.close()
      }
    }
  } finally {
    await served.stop()
  }
  return [
    'BlazeFace short-range, `@tensorflow-models/face-detection` tfjs runtime, WebAssembly backend, 320×240 fake camera,',
    `the exam screen's camera check sampling every 400 ms for ${SAMPLE_MS / 1000} s (the first three calls are left out of the percentiles).`,
    '',
    '| camera shows | what the screen says | frames | median ms/frame | p95 ms/frame | first call ms | camera on → first result ms |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n')
}
