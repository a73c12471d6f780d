import { type Context, Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import type { PrincipalKind } from '../../db/schema'
import type { HostEnv } from '../../env'
import { ok } from '../../lib/envelope'
import {
  clearSessionCookie,
  clientIp,
  DEVICE_COOKIE,
  requestHost,
  setDeviceCookie,
  setSessionCookie,
} from '../../lib/request'
import { validate } from '../../lib/validate'
import { requireAuth, requireSignedIn } from '../../middleware/session'
import {
  changePassword as changePasswordSchema,
  forgotPassword,
  login,
  resendOtp,
  resetPassword,
  verifyOtp,
} from './auth.schema'
import { sessionAnswer, signIn, signOut } from './login.service'
import {
  changePassword,
  requestResetCode,
  resetPassword as resetPasswordWithToken,
  verifyResetCode,
} from './password-reset.service'
import { ownAccount } from './principals.service'

/**
 * login, logout and me/verify-me: the same for the three principals, each on its own host.
 * Generic over the kind, so each area's routes answer exactly its principal's detail
 * (`{ admin: … }` on /admin, `{ employee: … }` on /wildcard, `{ candidate: … }` on /candidate).
 */
export function sessionRoutes<K extends PrincipalKind, Me extends '/me' | '/verify-me'>(kind: K, mePath: Me) {
  return new Hono<HostEnv>()
    .post('/login', validate('json', login), async (c) => {
      const request = {
        kind,
        host: requestHost(c),
        ip: clientIp(c),
        userAgent: c.req.header('user-agent') ?? null,
        deviceToken: getCookie(c, DEVICE_COOKIE),
      }
      const result = await signIn(c.var, request, c.req.valid('json'))
      setSessionCookie(c, result.token)
      setDeviceCookie(c, result.deviceToken)
      return ok(c, 'Signed in successfully.', result.answer)
    })
    .delete('/logout', requireSignedIn(kind), async (c) => {
      await signOut(c.var, c.var.principal)
      clearSessionCookie(c)
      return ok(c, 'Signed out successfully.', null)
    })
    .post(mePath, requireAuth(kind), async (c) => {
      const principal = c.var.principal
      return ok(c, 'Session verified.', await sessionAnswer<K>(c.var, await ownAccount<K>(c.var, principal), principal))
    })
}

/** Who resets on this host: the area's kind and the caller's IP (the business is the host's). */
const resetRequest = (c: Context<HostEnv>, kind: PrincipalKind) => ({ kind, ip: clientIp(c) })

/**
 * forgot-password, verify the code, resend it, set the new password: public, rate-limited.
 * Each area names the last three steps its own way; the paths are separate parameters so
 * they keep their literal types (the typed client calls them by name).
 */
export function resetRoutes<V extends string, R extends string, S extends string>(
  kind: PrincipalKind,
  verify: V,
  resend: R,
  reset: S,
) {
  return new Hono<HostEnv>()
    .post('/forgot-password', validate('json', forgotPassword), async (c) =>
      ok(c, await requestResetCode(c.var, resetRequest(c, kind), c.req.valid('json').email), null),
    )
    .post(verify, validate('json', verifyOtp), async (c) => {
      const { email, otp } = c.req.valid('json')
      return ok(
        c,
        'Code verified. Choose a new password.',
        await verifyResetCode(c.var, resetRequest(c, kind), email, otp),
      )
    })
    .post(resend, validate('json', resendOtp), async (c) =>
      ok(c, await requestResetCode(c.var, resetRequest(c, kind), c.req.valid('json').email), null),
    )
    .post(reset, validate('json', resetPassword), async (c) => {
      const input = c.req.valid('json')
      await resetPasswordWithToken(c.var, resetRequest(c, kind), input.email, input.reset_token, input.password)
      return ok(c, 'Your password has been reset. Please sign in with the new password.', null)
    })
}

/** A signed-in principal changes its password at `path`; its other sessions end. */
export function changePasswordRoute<K extends PrincipalKind, M extends 'POST' | 'PUT', P extends string>(
  kind: K,
  method: M,
  path: P,
) {
  return new Hono<HostEnv>().on(method, path, requireAuth(kind), validate('json', changePasswordSchema), async (c) => {
    const principal = c.var.principal
    const input = c.req.valid('json')
    await changePassword(
      c.var,
      await ownAccount<K>(c.var, principal),
      input.current_password,
      input.password,
      principal.sessionId,
    )
    return ok(c, 'Your password has been changed.', null)
  })
}
