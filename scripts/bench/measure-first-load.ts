/**
 * What a browser downloads on a first visit to a page: every JavaScript response of a fresh
 * page with the HTTP cache off, from the navigation until the page shows its heading and the
 * network has then been quiet for a second (nothing in flight), each body gzipped -9 as a CDN
 * would send it. The bench (npm run bench -- bundle) and the browser suite's budget test
 * (tests/e2e/first-load-budget.test.ts) both measure with it.
 *
 * Waiting for the heading first matters: Playwright's `networkidle` alone can fire on a busy
 * machine after the entry's files and before the app has asked for its route's chunks.
 */
import { gzipSync } from 'node:zlib'
import type { BrowserContext, Page } from 'playwright-core'

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

/** The design's budget for a staff page's first load (design.md, Budgets; issue 22). */
export const FIRST_LOAD_BUDGET = 200 * 1024

/** One JavaScript response of a first load: its path and its gzip -9 size. */
export type LoadedFile = { path: string; gzip: number }
/** `url`: where the page ended up (a redirect to the sign-in page would show here). */
export type PageLoad = { url: string; files: number; gzip: number; list: LoadedFile[] }

const QUIET_MS = 1000

/** Counts the page's requests in flight from now on; `quiet(ms)` resolves once none has been for `ms`. */
function network(page: Page) {
  let inFlight = 0
  let last = Date.now()
  page.on('request', () => {
    inFlight++
    last = Date.now()
  })
  const end = () => {
    inFlight--
    last = Date.now()
  }
  page.on('requestfinished', end)
  page.on('requestfailed', end)
  return {
    quiet: (ms: number, timeout = 30_000) =>
      new Promise<void>((resolve, reject) => {
        const deadline = Date.now() + timeout
        const timer = setInterval(() => {
          if (inFlight <= 0 && Date.now() - last >= ms) {
            clearInterval(timer)
            resolve()
          } else if (Date.now() > deadline) {
            clearInterval(timer)
            reject(new Error(`the network did not settle within ${timeout} ms`))
          }
        }, 50)
      }),
  }
}

/**
 * Open `url` in a new page of `context` with the cache off and count its JavaScript. `ready` is
 * what the page shows once it has rendered (its heading by default).
 */
export async function measureFirstLoad(context: BrowserContext, url: string, ready = 'h1'): Promise<PageLoad> {
  const page = await context.newPage()
  try {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    const net = network(page)
    const bodies = new Map<string, Promise<number>>()
    page.on('response', (res) => {
      const url = res.url()
      // What the network sends: not the browser's own pages (its PDF viewer is an extension).
      if (!/^https?:/.test(url)) return
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
    await page.goto(url, { waitUntil: 'load' })
    await page.locator(ready).first().waitFor({ state: 'visible', timeout: 30_000 })
    await net.quiet(QUIET_MS)
    const list = await Promise.all(
      [...bodies].map(async ([url, gzip]) => ({ path: new URL(url).pathname, gzip: await gzip })),
    )
    list.sort((a, b) => b.gzip - a.gzip || a.path.localeCompare(b.path))
    return { url: page.url(), files: list.length, gzip: list.reduce((sum, f) => sum + f.gzip, 0), list }
  } finally {
    await page.close()
  }
}
