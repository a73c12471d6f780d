import { existsSync } from 'node:fs'
import { request } from 'node:http'
import { type Browser, chromium, type Page } from 'playwright-core'
import { inject } from 'vitest'

/**
 * Debian's Chromium, with the flags this closed network needs. `fakeCamera`: a .y4m file the
 * browser's camera shows (permission granted without asking), for the proctored exam.
 */
export async function launchBrowser(opts: { fakeCamera?: string } = {}): Promise<Browser> {
  const executablePath =
    process.env.CHROME_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p))
  if (!executablePath) throw new Error('Chromium not found: install it (apt-get install chromium) or set CHROME_PATH.')
  return chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(opts.fakeCamera
        ? [
            '--use-fake-ui-for-media-stream',
            '--use-fake-device-for-media-stream',
            `--use-file-for-fake-video-capture=${opts.fakeCamera}`,
          ]
        : []),
    ],
  })
}

/** URL on the main domain, a business's portal, or its candidate area. */
export function urlFor(where: { business?: string; candidate?: string } | null, path = '/'): string {
  const port = inject('port')
  const label = where?.business ?? (where?.candidate ? `${where.candidate}-candidate` : null)
  return `http://${label ? `${label}.` : ''}localhost:${port}${path}`
}

/**
 * Call the API from Node, which cannot resolve *.localhost: 127.0.0.1 with the Host header.
 * node:http, because fetch refuses to send a Host header of its own.
 */
export function apiFetch(
  host: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Response> {
  const port = inject('port')
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: `/api/v1${path}`,
        method: init.method ?? 'GET',
        headers: { ...init.headers, host: `${host}:${port}` },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const headers = new Headers()
          for (const [k, v] of Object.entries(res.headers))
            if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : v)
          resolve(new Response(Buffer.concat(chunks), { status: res.statusCode ?? 500, headers }))
        })
      },
    )
    req.on('error', reject)
    if (init.body) req.write(init.body)
    req.end()
  })
}

/** The newest 6-digit code mailed to an address (from the development mailbox). */
export async function lastCodeTo(email: string): Promise<string> {
  const res = await apiFetch('localhost', `/dev/mailbox?to=${encodeURIComponent(email)}&limit=1`)
  const body = (await res.json()) as { data: { subject: string }[] }
  const code = body.data[0]?.subject.match(/\b(\d{6})\b/)?.[1]
  if (!code) throw new Error(`no code mailed to ${email}`)
  return code
}

export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext()
  return context.newPage()
}
