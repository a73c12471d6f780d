import { env, SELF } from 'cloudflare:test'
import { desc, eq } from 'drizzle-orm'
import { createDb } from '../../worker/db/client'
import { outboxEmails } from '../../worker/db/schema'
import { seedDemo } from '../../worker/db/seed/demo'

export const HOST = {
  main: 'localhost:8787',
  acme: 'acme.localhost:8787',
  acmeCandidate: 'acme-candidate.localhost:8787',
  globex: 'globex.localhost:8787',
  globexCandidate: 'globex-candidate.localhost:8787',
} as const

export type Answer<T = any> = {
  status: number
  body: { success: boolean; message: string; errors: { field: string; message: string }[]; data: T }
  cookie: string | null
  headers: Headers
}

/**
 * `origin`: what the Origin header says. By default what a browser on `host` sends: its own
 * origin on every state-changing request, none on reads; null sends none (curl, a server).
 * An `origin` in `headers` wins over both.
 */
export type CallOptions = {
  body?: unknown
  cookie?: string | null
  ip?: string
  form?: FormData
  headers?: Record<string, string>
  origin?: string | null
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Call the API through the Worker's own fetch handler, as a browser on `host` would. */
export async function call<T = any>(
  host: string,
  method: string,
  path: string,
  opts: CallOptions = {},
): Promise<Answer<T>> {
  const headers = new Headers(opts.headers)
  const origin = opts.origin === undefined ? (READS.has(method.toUpperCase()) ? null : `http://${host}`) : opts.origin
  if (origin !== null && !headers.has('origin')) headers.set('origin', origin)
  if (opts.cookie) headers.set('cookie', opts.cookie)
  headers.set('cf-connecting-ip', opts.ip ?? '203.0.113.10')
  let body: BodyInit | undefined
  if (opts.form) body = opts.form
  else if (opts.body !== undefined) {
    headers.set('content-type', 'application/json')
    body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body)
  }
  const res = await SELF.fetch(`http://${host}/api/v1${path}`, { method, headers, body })
  const setCookie = res.headers.get('set-cookie')
  const cookie = setCookie ? setCookie.split(';')[0]! : null
  // File answers (exports, reports, invoices) are not the envelope: keep their text for checks.
  const isJson = res.headers.get('content-type')?.includes('application/json')
  const answer = isJson
    ? ((await res.json()) as Answer<T>['body'])
    : ({ success: res.ok, message: '', errors: [], data: await res.text() } as unknown as Answer<T>['body'])
  return { status: res.status, body: answer, cookie, headers: res.headers }
}

export const db = () => createDb(env.DB)

export async function seed() {
  await seedDemo(db(), { files: env.FILES })
}

const LOGIN_PATH = {
  main: '/admin/auth/login',
  business: '/wildcard/auth/login',
  candidate: '/candidate/auth/login',
} as const

/** Sign in and answer the session cookie. */
export async function signIn(host: string, email: string, password: string): Promise<string> {
  const kind = host === HOST.main ? 'main' : host.includes('-candidate.') ? 'candidate' : 'business'
  const res = await call(host, 'POST', LOGIN_PATH[kind], {
    body: { email, password },
    ip: `198.51.100.${Math.floor(Math.random() * 250)}`,
  })
  if (res.status !== 200 || !res.cookie)
    throw new Error(`sign-in of ${email} failed: ${res.status} ${res.body.message}`)
  return res.cookie
}

export const as = {
  admin: () => signIn(HOST.main, 'admin@example.com', 'Admin@12345'),
  acmeOwner: () => signIn(HOST.acme, 'owner@acme.example', 'Owner@12345'),
  acmeRecruiter: () => signIn(HOST.acme, 'recruiter@acme.example', 'Recruiter@12345'),
  globexOwner: () => signIn(HOST.globex, 'owner@globex.example', 'Owner@12345'),
  acmeCandidate: () => signIn(HOST.acmeCandidate, 'candidate@acme.example', 'Candidate@12345'),
}

/** The newest e-mail to an address, from the embedded outbox. */
export async function lastMailTo(to: string) {
  return db().query.outboxEmails.findFirst({ where: eq(outboxEmails.to, to), orderBy: desc(outboxEmails.createdAt) })
}

/** The 6-digit code of the newest e-mail to an address. */
export async function lastCodeTo(to: string): Promise<string> {
  const mail = await lastMailTo(to)
  const code = mail?.subject.match(/\b(\d{6})\b/)?.[1]
  if (!code) throw new Error(`no code mailed to ${to}`)
  return code
}
