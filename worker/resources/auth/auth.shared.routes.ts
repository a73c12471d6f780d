import { type Context, Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import type { PrincipalKind } from '../../db/schema'
import type { AppEnv } from '../../env'
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
import { principalOf, requireAuth, requireSignedIn } from '../../middleware/session'
import { revokeSession } from '../../services/sessions'
import {
  changePassword as changePasswordSchema,
  forgotPassword,
  login,
  resendOtp,
  resetPassword,
  verifyOtp,
} from './auth.schema'
import { sessionAnswer, signIn } from './login.service'
import {
  changePassword,
  requestResetCode,
  resetPassword as resetPasswordWithToken,
  verifyResetCode,
} from './password-reset.service'
import { getAccount } from './principals.service'

/** The business a sign-in on this host belongs to (none for platform admins). */
const businessFor = (c: Context<AppEnv>, kind: PrincipalKind) =>
  kind === 'admin' || c.var.host.kind === 'main' ? null : c.var.host.business

const guardKind = (kind: PrincipalKind) => requireAuth(kind)

/** login, logout and me/verify-me: the same for the three principals, each on its own host. */
export function sessionRoutes(kind: PrincipalKind, mePath: '/me' | '/verify-me') {
  return new Hono<AppEnv>()
    .post('/login', validate('json', login), async (c) => {
      const result = await signIn(
        c.var.db,
        c.env,
        {
          kind,
          business: businessFor(c, kind),
          host: requestHost(c),
          ip: clientIp(c),
          userAgent: c.req.header('user-agent') ?? null,
          deviceToken: getCookie(c, DEVICE_COOKIE),
        },
        c.req.valid('json'),
      )
      setSessionCookie(c, result.token)
      setDeviceCookie(c, result.deviceToken)
      return ok(c, 'Signed in successfully.', result.answer)
    })
    .delete('/logout', requireSignedIn(kind), async (c) => {
      await revokeSession(c.var.db, c.var.principal!.sessionId)
      clearSessionCookie(c)
      return ok(c, 'Signed out successfully.', null)
    })
    .post(mePath, guardKind(kind), async (c) => {
      const principal = c.var.principal!
      const { answer } = await sessionAnswer(
        c.var.db,
        await getAccount(c.var.db, principal.kind, principal.id),
        principal,
      )
      return ok(c, 'Session verified.', answer)
    })
}

type ResetPaths = { verify: string; resend: string; reset: string }

/** forgot-password, verify the code, resend it, set the new password: public, rate-limited. */
export function resetRoutes(kind: PrincipalKind, paths: ResetPaths) {
  const scope = (c: Context<AppEnv>) => ({ kind, businessId: businessFor(c, kind)?.id ?? null, ip: clientIp(c) })
  return new Hono<AppEnv>()
    .post('/forgot-password', validate('json', forgotPassword), async (c) =>
      ok(c, await requestResetCode(c.var.db, c.env, scope(c), c.req.valid('json').email), null),
    )
    .post(paths.verify, validate('json', verifyOtp), async (c) => {
      const { email, otp } = c.req.valid('json')
      return ok(c, 'Code verified. Choose a new password.', await verifyResetCode(c.var.db, scope(c), email, otp))
    })
    .post(paths.resend, validate('json', resendOtp), async (c) =>
      ok(c, await requestResetCode(c.var.db, c.env, scope(c), c.req.valid('json').email), null),
    )
    .post(paths.reset, validate('json', resetPassword), async (c) => {
      const input = c.req.valid('json')
      await resetPasswordWithToken(c.var.db, c.env, scope(c), input.email, input.reset_token, input.password)
      return ok(c, 'Your password has been reset. Please sign in with the new password.', null)
    })
}

/** A signed-in principal changes its password at `path`; its other sessions end. */
export function changePasswordRoute(kind: PrincipalKind, method: 'post' | 'put', path: string) {
  return new Hono<AppEnv>().on(
    method.toUpperCase(),
    path,
    guardKind(kind),
    validate('json', changePasswordSchema),
    async (c) => {
      const principal = principalOf(c.var.principal, kind)
      const input = c.req.valid('json')
      await changePassword(
        c.var.db,
        c.env,
        await getAccount(c.var.db, kind, principal.id),
        input.current_password,
        input.password,
        principal.sessionId,
      )
      return ok(c, 'Your password has been changed.', null)
    },
  )
}
