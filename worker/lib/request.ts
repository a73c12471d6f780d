import type { Context } from 'hono'
import { deleteCookie, setCookie } from 'hono/cookie'
import { SESSION_COOKIE } from '../middleware/session'
import { KNOWN_DEVICE_TTL_MS } from '../resources/auth/known-devices.service'
import { SESSION_TTL_MS } from '../services/sessions'

/** The known-device cookie: lets a browser that signed in before past the sign-in throttle (docs/security.md). */
export const DEVICE_COOKIE = 'hp_device'

/** The caller's IP as Cloudflare reports it ('unknown' locally without the header). */
export const clientIp = (c: Context) => c.req.header('cf-connecting-ip') ?? c.req.header('x-real-ip') ?? 'unknown'

/** Where a request came from, as audit trails record it (no IP locally without the header). */
export function requestMeta(c: Context) {
  const ip = clientIp(c)
  return { ip: ip === 'unknown' ? null : ip, userAgent: c.req.header('user-agent') ?? null }
}

/** The host the request arrived on (the host a session is bound to). */
export const requestHost = (c: Context) => new URL(c.req.url).host

const isLocal = (c: Context) => /^(localhost|127\.0\.0\.1|[a-z0-9-]+\.localhost)(:\d+)?$/.test(requestHost(c))

/** HttpOnly, SameSite=Lax, host-only (no Domain): a session works only where it was issued. */
export function setSessionCookie(c: Context, token: string) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    secure: !isLocal(c),
    sameSite: 'Lax',
    path: '/',
    maxAge: SESSION_TTL_MS / 1000,
  })
}

export function clearSessionCookie(c: Context) {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: !isLocal(c) })
}

/** Long-lived, HttpOnly, host-only: only eases sign-in throttling for the accounts it signed in to. */
export function setDeviceCookie(c: Context, token: string) {
  setCookie(c, DEVICE_COOKIE, token, {
    httpOnly: true,
    secure: !isLocal(c),
    sameSite: 'Lax',
    path: '/',
    maxAge: KNOWN_DEVICE_TTL_MS / 1000,
  })
}
