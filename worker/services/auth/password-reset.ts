import type { Db } from '../../db/client'
import type { PrincipalKind } from '../../db/schema'
import { hashPassword, verifyPassword } from '../../lib/crypto'
import { ApiError } from '../../lib/errors'
import { sendMail } from '../../providers/mail'
import { passwordChangedMail, resetCodeMail } from '../mail/auth-emails'
import { hit, LIMITS } from '../rate-limit'
import { revokeSessionsOf } from '../sessions'
import { issueCode, verifyCode } from '../otp'
import { displayName, findAccount, setPasswordHash, type Account } from './principals'

export type ResetScope = { kind: PrincipalKind; businessId: string | null; ip: string }
type MailEnv = Parameters<typeof sendMail>[0]

const scopeKey = (s: ResetScope, email: string) => `${s.kind}:${s.businessId ?? 'platform'}:${email}`
const GENERIC_SENT = (email: string) => `If an account exists for ${email}, we have sent a 6-digit code to it.`
const INVALID_CODE = 'The code is invalid or has expired. Please request a new one.'

/**
 * Start (or repeat) a password reset. The answer is the same whether or not the account
 * exists, and the same limits apply either way, so nothing tells the two apart.
 */
export async function requestResetCode(db: Db, env: MailEnv, scope: ResetScope, email: string) {
  await hit(db, `otp:ip:${scope.ip}`, LIMITS.otpPerIp)
  await hit(db, `otp-send:min:${scopeKey(scope, email)}`, { limit: 1, windowMs: 60_000 })
  await hit(db, `otp-send:hour:${scopeKey(scope, email)}`, { limit: 5, windowMs: 60 * 60_000 })
  const account = await findAccount(db, scope.kind, email, scope.businessId)
  if (account) {
    const code = await issueCode(db, { purpose: 'reset_password', principalKind: account.kind, principalId: account.row.id, businessId: scope.businessId }, { now: Date.now() })
    await sendMail(env, db, { to: email, businessId: scope.businessId, ...resetCodeMail(displayName(account), code) })
  }
  return GENERIC_SENT(email)
}

async function accountOrInvalid(db: Db, scope: ResetScope, email: string): Promise<Account> {
  const account = await findAccount(db, scope.kind, email, scope.businessId)
  if (!account) throw new ApiError(400, INVALID_CODE)
  return account
}

/** Check the e-mailed code; answer a short-lived single-use token for the last step. */
export async function verifyResetCode(db: Db, scope: ResetScope, email: string, code: string) {
  await hit(db, `otp:ip:${scope.ip}`, LIMITS.otpPerIp)
  await hit(db, `otp:acct:${scopeKey(scope, email)}`, LIMITS.otpPerAccount)
  const account = await accountOrInvalid(db, scope, email)
  const subject = { principalKind: account.kind, principalId: account.row.id, businessId: scope.businessId }
  await verifyCode(db, { purpose: 'reset_password', ...subject }, code)
  const resetToken = await issueCode(db, { purpose: 'reset_token', ...subject }, { token: true, ttlMs: 15 * 60_000 })
  return { resetToken }
}

/** Set the new password with the token; every session of the account ends. */
export async function resetPassword(db: Db, env: MailEnv, scope: ResetScope, email: string, resetToken: string, password: string) {
  await hit(db, `otp:ip:${scope.ip}`, LIMITS.otpPerIp)
  const account = await accountOrInvalid(db, scope, email)
  await verifyCode(db, { purpose: 'reset_token', principalKind: account.kind, principalId: account.row.id }, resetToken).catch(() => {
    throw new ApiError(400, 'This reset link has expired or was already used. Please start again.')
  })
  await setPasswordHash(db, account, await hashPassword(password))
  await revokeSessionsOf(db, account.kind, account.row.id)
  await sendMail(env, db, { to: email, businessId: scope.businessId, ...passwordChangedMail(displayName(account)) })
}

/** A signed-in user changes their password: the current one is required; other sessions end. */
export async function changePassword(db: Db, env: MailEnv, account: Account, currentPassword: string, password: string, keepSessionId: string) {
  if (!(await verifyPassword(currentPassword, account.row.passwordHash))) {
    throw new ApiError(400, 'Current password is incorrect.', [{ field: 'current_password', message: 'Current password is incorrect.' }])
  }
  await setPasswordHash(db, account, await hashPassword(password))
  await revokeSessionsOf(db, account.kind, account.row.id, keepSessionId)
  await sendMail(env, db, { to: account.row.email, businessId: account.kind === 'admin' ? null : account.row.businessId, ...passwordChangedMail(displayName(account)) })
}
