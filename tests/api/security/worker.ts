/**
 * The Worker's own fetch handler with chosen configuration, for what SELF cannot show: the
 * SPA pages (served from the static-asset binding, which the worker tests do not build) and
 * the deployed defaults (ENVIRONMENT, MAIN_DOMAIN on https).
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import worker from '../../../worker/index'

/** The shape of Vite's built index.html: a module script and a stylesheet, no inline script. */
export const SPA_HTML =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Hirely</title>' +
  '<script type="module" crossorigin src="/assets/index-abc123.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-abc123.css"></head><body><div id="root"></div></body></html>'

const FILES: Record<string, [string, string]> = {
  '/favicon.svg': ['image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
  '/favicon.ico': ['image/x-icon', 'ico'],
}

/** The static-asset binding as Cloudflare answers it: a file when one exists, else the SPA (not_found_handling). */
export const assetBinding = {
  async fetch(input: RequestInfo | URL) {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname
    const file = FILES[path]
    const [type, body] = file ?? ['text/html; charset=utf-8', SPA_HTML]
    return new Response(body, {
      headers: { 'content-type': type, 'cache-control': 'public, max-age=0, must-revalidate', etag: '"abc"' },
    })
  },
}

export type WorkerCall = {
  method?: string
  headers?: Record<string, string>
  body?: BodyInit
  env?: Partial<Env>
  https?: boolean
}

/** One request through worker/index.ts, the asset binding answering like the deployed one. */
export async function fetchWorker(host: string, path: string, init: WorkerCall = {}): Promise<Response> {
  const ctx = createExecutionContext()
  const request = new Request(`${init.https ? 'https' : 'http'}://${host}${path}`, {
    method: init.method ?? 'GET',
    headers: { host, ...init.headers },
    body: init.body,
    redirect: 'manual',
  })
  const res = await worker.fetch(
    request as Request<unknown, IncomingRequestCfProperties>,
    { ...env, ASSETS: assetBinding, ...init.env } as unknown as Env,
    ctx,
  )
  await waitOnExecutionContext(ctx)
  return res
}

/** A Content-Security-Policy as directive -> sources. */
export function cspOf(res: Response): Map<string, string[]> {
  const header = res.headers.get('content-security-policy')
  if (!header) throw new Error(`no CSP on ${res.url || 'the response'}`)
  return new Map(
    header
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...sources] = d.split(/\s+/)
        return [name!, sources] as const
      }),
  )
}
