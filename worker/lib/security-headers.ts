/**
 * The security headers of every response the Worker makes (docs/security.md explains each
 * directive). Pages state their own content security policy (the public site's in ssr/render,
 * the app's in pages/); everything else gets one here that runs nothing. secureResponse()
 * wraps every answer in worker/index.ts, so no route can forget them.
 */
import { type Host, hostConfig, parseHost } from '../hosts'

type Directives = Record<string, string[]>

const SELF = "'self'"
const NONE = "'none'"
/** Google Identity Services: its script, its button's styles and its iframe and calls. */
const GOOGLE_SIGN_IN = 'https://accounts.google.com/gsi/'

const render = (policy: Directives) =>
  Object.entries(policy)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')

/** What every page policy shares: no plugins, no <base>, forms post home, never framed. */
const PAGE_BASE: Directives = {
  'base-uri': [NONE],
  'object-src': [NONE],
  'form-action': [SELF],
  'frame-ancestors': [NONE],
}

/**
 * The public site and careers pages: our own island scripts only, and the one stylesheet
 * the document inlines, allowed by its SHA-256.
 */
export function sitePolicy(styleSha256: string): string {
  return render({
    'default-src': [SELF],
    'script-src': [SELF],
    'style-src': [SELF, `'sha256-${styleSha256}'`],
    'img-src': [SELF, 'data:'],
    'connect-src': [SELF],
    ...PAGE_BASE,
  })
}

export type AppPolicyOptions = {
  host: Host['kind']
  /** GOOGLE_CLIENT_ID is set: the sign-in pages load Google's button. */
  googleSignIn: boolean
  /** Served by `vite dev` (DEV_SERVER=vite): its React refresh preamble is an inline script. */
  devServer?: boolean
}

/**
 * The single-page app. Scripts are our built files (plus Google's sign-in script when it is
 * configured); WebAssembly compiles only on the candidate host, where the exam screen runs
 * face detection. Styles may be inline: radix's scroll lock and the toaster inject <style>
 * elements and e-mail previews carry style attributes; scripts never are.
 */
export function appPolicy({ host, googleSignIn, devServer = false }: AppPolicyOptions): string {
  const google = googleSignIn ? [GOOGLE_SIGN_IN] : []
  return render({
    'default-src': [SELF],
    'script-src': [
      SELF,
      ...(googleSignIn ? [`${GOOGLE_SIGN_IN}client`] : []),
      ...(host === 'candidate' ? ["'wasm-unsafe-eval'"] : []),
      ...(devServer ? ["'unsafe-inline'"] : []),
    ],
    'style-src': [SELF, "'unsafe-inline'", ...(googleSignIn ? [`${GOOGLE_SIGN_IN}style`] : [])],
    // https: e-mail templates and signatures may show remote images (sanitized to https only), and
    // their previews must look like the e-mail; an image cannot run anything.
    'img-src': [SELF, 'data:', 'blob:', 'https:'],
    'font-src': [SELF],
    'connect-src': [SELF, ...google],
    'media-src': [SELF, 'blob:'],
    'worker-src': [SELF, 'blob:'],
    // blob: a PDF the app frames from memory for the browser's own viewer (a resume).
    'frame-src': ['blob:', ...google],
    'manifest-src': [SELF],
    ...PAGE_BASE,
  })
}

/** Small server-made HTML pages (an unknown business, the dev mailbox): their own inline styles, no script. */
export const PLAIN_PAGE_POLICY = render({
  'default-src': [NONE],
  'style-src': ["'unsafe-inline'"],
  'img-src': [SELF, 'data:'],
  'script-src': [NONE],
  ...PAGE_BASE,
})

/** API answers, downloads and static files: nothing in them may run, load or be framed. */
export const INERT_POLICY = render({ 'default-src': [NONE], 'frame-ancestors': [NONE] })

/** Powerful browser features: camera and microphone only for the candidate area (proctored exams). */
export function permissionsPolicy(host: Host['kind'] | 'reserved'): string {
  const media = host === 'candidate' ? '(self)' : '()'
  return `camera=${media}, microphone=${media}, geolocation=(), payment=(), usb=()`
}

/** Two years, every sub-domain (business and candidate hosts live under the main domain). */
export const HSTS = 'max-age=63072000; includeSubDomains'

/** Loopback names a developer's browser reaches over plain http. */
export const isLocalHostname = (hostname: string) =>
  hostname === 'localhost' ||
  hostname.endsWith('.localhost') ||
  /^127\.\d+\.\d+\.\d+$/.test(hostname) ||
  hostname === '[::1]'

/** API answers are never stored unless the route chose a caching rule of its own (public media). */
export const API_CACHE_CONTROL = 'no-store'

/**
 * The headers every response gets. A page's own policy is kept; anything without one gets
 * the plain-page or the inert policy. Asset responses have immutable headers, so the answer
 * is copied; a WebSocket upgrade is passed through untouched.
 */
export function secureResponse(
  request: Request,
  env: Pick<Env, 'MAIN_DOMAIN' | 'CANDIDATE_HOST_PATTERN'>,
  response: Response,
): Response {
  if (response.status === 101 || response.webSocket) return response
  const url = new URL(request.url)
  const hostHeader = request.headers.get('host') ?? url.host
  const hostname = hostHeader.toLowerCase().replace(/:\d+$/, '')
  const secured = new Response(response.body, response)
  const headers = secured.headers
  const isApi = url.pathname.startsWith('/api/')
  const isHtml = !isApi && (headers.get('content-type') ?? '').includes('text/html')
  headers.set('x-content-type-options', 'nosniff')
  headers.set('referrer-policy', 'strict-origin-when-cross-origin')
  headers.set('x-frame-options', 'DENY')
  if (!isLocalHostname(hostname)) headers.set('strict-transport-security', HSTS)
  if (!headers.has('content-security-policy'))
    headers.set('content-security-policy', isHtml ? PLAIN_PAGE_POLICY : INERT_POLICY)
  if (isHtml) headers.set('permissions-policy', permissionsPolicy(parseHost(hostHeader, hostConfig(env)).kind))
  if (isApi && !headers.has('cache-control')) headers.set('cache-control', API_CACHE_CONTROL)
  return secured
}
