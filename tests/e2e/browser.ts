import { existsSync } from 'node:fs'
import { chromium, type Browser, type Page } from 'playwright-core'
import { inject } from 'vitest'

/** Debian's Chromium, with the flags this closed network needs. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROME_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p))
  if (!executablePath) throw new Error('Chromium not found: install it (apt-get install chromium) or set CHROME_PATH.')
  return chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
}

/** URL on the main domain, a business's portal, or its candidate area. */
export function urlFor(where: { business?: string; candidate?: string } | null, path = '/'): string {
  const port = inject('port')
  const label = where?.business ?? (where?.candidate ? `${where.candidate}-candidate` : null)
  return `http://${label ? `${label}.` : ''}localhost:${port}${path}`
}

/** Call the API from Node (which cannot resolve *.localhost): 127.0.0.1 with the Host header. */
export function apiFetch(host: string, path: string, init: RequestInit = {}) {
  const port = inject('port')
  const headers = new Headers(init.headers)
  headers.set('host', `${host}:${port}`)
  return fetch(`http://127.0.0.1:${port}/api/v1${path}`, { ...init, headers })
}

export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext()
  return context.newPage()
}
