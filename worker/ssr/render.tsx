import type { ReactNode } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { sitePolicy } from '../lib/security-headers'
import { ServerErrorPage } from './pages/server-error'
import { SITE_CSS } from './styles'

let styleHash: Promise<string> | undefined

/** SHA-256 of the inlined stylesheet, so the CSP can allow exactly that style element. */
function cssHash(): Promise<string> {
  styleHash ??= crypto.subtle
    .digest('SHA-256', new TextEncoder().encode(SITE_CSS))
    .then((buf) => btoa(String.fromCharCode(...new Uint8Array(buf))))
  return styleHash
}

/**
 * Headers of every rendered page: short public caching (the pages change when plans or jobs
 * do) and a content security policy that allows only our own script and our own styles
 * (the other security headers are added to every response in worker/index.ts).
 */
async function pageHeaders(cacheControl: string): Promise<Record<string, string>> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': cacheControl,
    'content-security-policy': sitePolicy(await cssHash()),
  }
}

export type RenderOptions = { status?: number; cacheControl?: string }

/** Server-render a page (a <Document>) with react-dom/server, fully, before the first byte. */
export async function renderPage(
  page: ReactNode,
  { status = 200, cacheControl = 'public, max-age=300' }: RenderOptions = {},
): Promise<Response> {
  const stream = await renderToReadableStream(page, {
    onError(error) {
      console.error(JSON.stringify({ level: 'error', where: 'ssr', error: String(error) }))
    },
  })
  await stream.allReady
  return new Response(stream, { status, headers: await pageHeaders(cacheControl) })
}

/** Run a page handler; an unexpected error is logged and answered with the HTML error page. */
export async function orErrorPage(where: string, render: () => Promise<Response> | Response): Promise<Response> {
  try {
    return await render()
  } catch (error) {
    console.error(
      JSON.stringify({
        level: 'error',
        where: 'ssr',
        path: where,
        error: String(error),
        stack: (error as Error)?.stack,
      }),
    )
    return renderPage(<ServerErrorPage />, { status: 500, cacheControl: 'no-store' })
  }
}
