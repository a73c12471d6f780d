/**
 * First-load JavaScript per main route, measured in Chromium (playwright-core): the owner signs
 * in once, then each route is opened in a fresh page with the HTTP cache off, and every
 * JavaScript response until the network is idle is counted (gzip -9 of its body, as a CDN
 * would send it). The sign-in page and the public home page are measured signed out.
 */
import { existsSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { type BrowserContext, chromium } from 'playwright-core'
import { call, type Served, serve, signIn } from './load/server'
import { buildState } from './load/state'

export type FirstLoad = { route: string; files: number; gzip: number }

/** The staff routes a business's people open most; `:candidate` and `:job` are filled from the API. */
export const STAFF_ROUTES = [
  '/admin/dashboard',
  '/admin/candidates',
  '/admin/candidates/:candidate',
  '/admin/opportunities',
  '/admin/opportunities/:job',
  '/admin/employees',
  '/admin/email_templates',
  '/admin/settings',
]

async function firstId(served: Served, cookie: string, path: string): Promise<string> {
  const res = await call(served, served.host('acme'), 'GET', `/api/v1${path}?page=1&limit=1`, { headers: { cookie } })
  const id = (JSON.parse(res.text) as { data: { rows: { id: string }[] } }).data.rows[0]?.id
  if (!id) throw new Error(`No row at ${path}`)
  return id
}

async function measurePage(context: BrowserContext, url: string): Promise<{ files: number; gzip: number }> {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  const bodies = new Map<string, Promise<number>>()
  page.on('response', (res) => {
    const url = res.url()
    const isJs = res.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(url).pathname)
    if (isJs && !bodies.has(url))
      bodies.set(
        url,
        res.body().then(
          (b) => gzipSync(b, { level: 9 }).length,
          () => 0,
        ),
      )
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  const sizes = await Promise.all(bodies.values())
  await page.close()
  return { files: sizes.length, gzip: sizes.reduce((a, b) => a + b, 0) }
}

/** Serve the built app on a fresh demo state and measure each route's first load. */
export async function firstLoads(): Promise<FirstLoad[]> {
  const executablePath =
    process.env.CHROME_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p))
  if (!executablePath) throw new Error('Chromium not found: install it (apt-get install chromium) or set CHROME_PATH.')
  const state = buildState('.tmp/bench-bundle')
  const served = await serve(state.persistTo)
  const browser = await chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  })
  try {
    const origin = `http://${served.host('acme')}`
    const out: FirstLoad[] = []
    const signedOut = await browser.newContext()
    out.push({
      route: 'public home page (signed out)',
      ...(await measurePage(signedOut, `http://localhost:${served.port}/`)),
    })
    out.push({ route: '/auth/login (signed out)', ...(await measurePage(signedOut, `${origin}/auth/login`)) })
    await signedOut.close()

    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${origin}/auth/login`)
    await page.getByLabel('Email').fill('owner@acme.example')
    await page.getByLabel('Password', { exact: true }).fill('Owner@12345')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.waitForURL((u) => u.pathname === '/admin/dashboard')
    await page.close()
    const cookie = await signIn(served, 'acme', 'owner@acme.example', 'Owner@12345')
    const ids = {
      candidate: await firstId(served, cookie, '/wildcard/candidates'),
      job: await firstId(served, cookie, '/wildcard/opportunities'),
    }
    for (const route of STAFF_ROUTES) {
      const path = route.replace(':candidate', ids.candidate).replace(':job', ids.job)
      out.push({ route, ...(await measurePage(context, `${origin}${path}`)) })
    }
    await context.close()
    return out
  } finally {
    await browser.close()
    await served.stop()
  }
}
