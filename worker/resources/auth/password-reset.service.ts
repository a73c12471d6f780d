import type { PrincipalKind } from '../../db/schema'
import { hashPassword, verifyPassword } from '../../lib/crypto'
import { ApiError } from '../../lib/errors'
import type { HostScope, Scope } from '../../lib/scope'
import { sendMail } from '../../providers/mail'
import { passwordChangedMail, resetCodeMail } from '../../services/mail/auth-emails'
import { issueCode, verifyCode } from '../../services/otp'
import { hit, LIMITS } from '../../services/rate-limit'
import { revokeSessionsOf } from '../../services/sessions'
import { type Account, displayName, findAccount, setPasswordHash } from './principals.service'

/** Who resets (the kind the host's area serves) and from where. */
export type ResetRequest = { kind: PrincipalKind; ip: string }

/** The reset's kind, its business (the host's; none for platform admins) and IP. */
type ResetScope = ResetRequest & { businessId: string | null }
const resetScope = (scope: HostScope, request: ResetRequest): ResetScope => ({
  ...request,
  businessId: request.kind === 'admin' ? null : (scope.business?.id ?? null),
})

const scopeKey = (s: ResetScope, email: string) => `${s.kind}:${s.businessId ?? 'platform'}:${email}`
const GENERIC_SENT = (email: string) => `If an account exists for ${email}, we have sent a 6-digit code to it.`
/** The one answer to every failed code check: an unknown e-mail, no code, a wrong, expired or spent one. */
export const INVALID_CODE = 'The code is incorrect or has expired. Please check it or request a new one.'
const INVALID_TOKEN = 'This reset link has expired or was already used. Please start again.'

/** Refuse with `message` whatever went wrong with the code (the request limits, checked before, apply to every e-mail alike). */
const uniformly = (message: string) => (): never => {
  throw new ApiError(400, message)
}

/**
 * Start (or repeat) a password reset. The answer is the same whether or not the account
 * exists, and the same limits apply either way, so nothing tells the two apart.
 */
export async function requestResetCode(host: HostScope, request: ResetRequest, email: string) {
  const { db, env } = host
  const scope = resetScope(host, request)
  await hit(db, `otp:ip:${scope.ip}`, LIMITS.otpPerIp)
  await hit(db, `otp-send:min:${scopeKey(scope, email)}`, LIMITS.otpSendPerMinute)
  await hit(db, `otp-send:hour:${scopeKey(scope, email)}`, LIMITS.otpSendPerHour)
  const account = await findAccount(db, scope.kind, email, scope.businessId)
  if (account) {
    // The limits above are the resend limits, applied alike to every e-mail; the code's own would tell accounts apart.
    const code = await issueCode(
      db,
      {
        purpose: 'reset_password',
        principalKind: account.kind,
        principalId: account.row.id,
        businessId: scope.businessId,
      },
      { unlimited: true },
    )
    await sendMail(env, db, { to: email, businessId: scope.businessId, ...resetCodeMail(displayName(account), code) })
  }
  return GENERIC_SENT(email)
}

/** Check the e-mailed code; answer a short-lived single-use token for the last step. */
export async function verifyResetCode(host: HostScope, request: ResetRequest, email: string, code: string) {
  const { db } = host
  const scope = resetScope(host, request)
  await hit(db, `otp:ip:${scope.ip}`, LIMITS.otpPerIp)
  await hit(db, `otp:acct:${scopeKey(scope, email)}`, LIMITS.otpPerAccount)
  const account = await findAccount(db, scope.kind, email, scope.businessId)
  // Without an account the same work is done against nobody, so the answer and its time match.
  const subject = { principalKind: scope.kind, principalId: account?.row.id ?? 'nobody', businessId: scope.businessId }
  await verifyCode(db, { purpose: 'reset_password', ...subject }, code).catch(uniformly(INVALID_CODE))
  const resetToken = await issueCode(
    db,
    { purpose: 'reset_token', ...subject },
    { token: true, ttlMs: 15 * 60_000, unlimited: true },
  )
  return { resetToken }
}

/** Set the new password with the token; every session of the account ends; the e-mail counts as proven. */
export async function resetPassword(
  host: HostScope,
  request: ResetRequest,
  email: string,
  resetToken: string,
  password: string,
) {
  const { db, env } = host
  const scope = resetScope(host, request)
  await hit(db, `otp:ip:${scope.ip}`, LIMITS.otpPerIp)
  await hit(db, `otp:acct:token:${scopeKey(scope, email)}`, LIMITS.otpPerAccount)
  const account = await findAccount(db, scope.kind, email, scope.businessId)
  if (!account) throw new ApiError(400, INVALID_TOKEN)
  await verifyCode(
    db,
    { purpose: 'reset_token', principalKind: account.kind, principalId: account.row.id },
    resetToken,
  ).catch(uniformly(INVALID_TOKEN))
  await setPasswordHash(db, account, await hashPassword(password), { emailProven: true })
  await revokeSessionsOf(db, account.kind, account.row.id)
  await sendMail(env, db, { to: email, businessId: scope.businessId, ...passwordChangedMail(displayName(account)) })
}

/** A signed-in user changes their password: the current one is required; other sessions end. */
export async function changePassword(
  { db, env }: Scope,
  account: Account,
  currentPassword: string,
  password: string,
  keepSessionId: string,
) {
  if (!(await verifyPassword(currentPassword, account.row.passwordHash))) {
    throw new ApiError(400, 'Current password is incorrect.', [
      { field: 'current_password', message: 'Current password is incorrect.' },
    ])
  }
  await setPasswordHash(db, account, await hashPassword(password))
  await revokeSessionsOf(db, account.kind, account.row.id, keepSessionId)
  await sendMail(env, db, {
    to: account.row.email,
    businessId: account.kind === 'admin' ? null : account.row.businessId,
    ...passwordChangedMail(displayName(account)),
  })
}
