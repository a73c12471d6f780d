/**
 * First-load JavaScript per main route, measured in Chromium (playwright-core) with
 * ./measure-first-load.ts: the owner signs in once, then each route is opened in a fresh page
 * with the HTTP cache off. The sign-in page and the public home page are measured signed out.
 */
import { existsSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { call, type Served, serve, signIn } from './load/server'
import { buildState } from './load/state'
import { measureFirstLoad, type PageLoad, STAFF_ROUTES } from './measure-first-load'

export type FirstLoad = PageLoad & { route: string }

async function firstId(served: Served, cookie: string, path: string): Promise<string> {
  const res = await call(served, served.host('acme'), 'GET', `/api/v1${path}?page=1&limit=1`, { headers: { cookie } })
  const id = (JSON.parse(res.text) as { data: { rows: { id: string }[] } }).data.rows[0]?.id
  if (!id) throw new Error(`No row at ${path}`)
  return id
}

/**
 * Serve the built app on a demo state and measure each route's first load. `reuse`: the state
 * an earlier call left in `persistTo` (a quicker re-measure while working on the bundle).
 */
export async function firstLoads(opts: { persistTo?: string; reuse?: boolean } = {}): Promise<FirstLoad[]> {
  const executablePath =
    process.env.CHROME_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p))
  if (!executablePath) throw new Error('Chromium not found: install it (apt-get install chromium) or set CHROME_PATH.')
  const persistTo = opts.persistTo ?? '.tmp/bench-bundle'
  const state = buildState(persistTo, undefined, 'acme', { reuse: Boolean(opts.reuse && existsSync(persistTo)) })
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
      ...(await measureFirstLoad(signedOut, `http://localhost:${served.port}/`)),
    })
    out.push({ route: '/auth/login (signed out)', ...(await measureFirstLoad(signedOut, `${origin}/auth/login`)) })
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
      out.push({ route, ...(await measureFirstLoad(context, `${origin}${path}`)) })
    }
    await context.close()
    return out
  } finally {
    await browser.close()
    await served.stop()
  }
}
