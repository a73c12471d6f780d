import type { Db } from '../../db/client'
import { employees, type PrincipalKind } from '../../db/schema'
import type { Business } from '../../hosts'
import { verifyPassword } from '../../lib/crypto'
import { ApiError, tooManyAttempts } from '../../lib/errors'
import type { HostScope, PrincipalOf, Scope } from '../../lib/scope'
import { type NodeTree, nodeTreeFor } from '../../services/access/grants'
import { claimSlot, clearHits, hit, LIMITS, recordFailure, refundHit } from '../../services/rate-limit'
import { createSession, revokeSession } from '../../services/sessions'
import type { Login } from './auth.schema'
import { businessRefusal } from './business-status.service'
import { googleIdentity } from './google.service'
import { knownDeviceOf, rememberDevice } from './known-devices.service'
import {
  type Account,
  type AccountDetails,
  type AccountOf,
  accountDetail,
  accountRow,
  findAccount,
  touchLastLogin,
} from './principals.service'

/** Who signs in (the kind the host's area signs in) and the request's own facts. */
export type SignInRequest<K extends PrincipalKind = PrincipalKind> = {
  kind: K
  host: string
  ip: string
  userAgent: string | null
  /** The browser's known-device cookie, if it has one (see known-devices.ts). */
  deviceToken?: string
}

/** The request and the business it signs in to (none for platform admins). */
type LoginContext = SignInRequest & { business: Business | null }

const INVALID = 'Invalid e-mail or password.'

/** Why this account may not sign in now, or null. */
export function signInRefusal(account: Account, business: Business | null): string | null {
  if (account.kind === 'admin')
    return account.row.status === 'active' ? null : 'Your account is inactive. Please contact support.'
  const closed = business ? businessRefusal(business) : null
  if (closed) return closed
  if (account.kind === 'employee' && account.row.status !== 'active')
    return 'Your account is inactive. Please contact your administrator.'
  return null
}

const inWords = (ms: number) => {
  const seconds = Math.max(1, Math.ceil(ms / 1000))
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`
  return `${Math.ceil(seconds / 60)} minutes`
}

/**
 * The password gate (docs/security.md, "Sign-in failures"): a browser that signed in to this
 * account before has its own budget and is never slowed by others' failures; any other
 * browser counts against its IP, its (account, IP) pair, and the account's soft budget, past
 * which attempts are spaced out rather than refused. Answers how to settle the attempt.
 */
async function passwordGate(db: Db, ctx: LoginContext, email: string, account: Account | null) {
  const scope = `${ctx.kind}:${ctx.business?.id ?? 'platform'}`
  // Looked up for unknown e-mails too, so the time taken does not tell them apart.
  const device = await knownDeviceOf(db, ctx.deviceToken, { kind: ctx.kind, id: account?.row.id ?? '' })
  const accountKey = `login:acct:${scope}:${email}`
  if (device) {
    const deviceKey = `login:dev:${scope}:${email}:${device.slice(0, 32)}`
    await hit(db, deviceKey, LIMITS.loginPerKnownDevice)
    return {
      failed: async () => {},
      succeeded: () => Promise.all([clearHits(db, deviceKey), clearHits(db, accountKey)]),
    }
  }
  const pairKey = `login:pair:${scope}:${email}:${ctx.ip}`
  const ipKey = `login:ip:${ctx.ip}`
  await hit(db, ipKey, LIMITS.loginPerIp)
  await hit(db, pairKey, LIMITS.loginPerAccountAndIp)
  const waitMs = await claimSlot(db, accountKey, LIMITS.loginPerAccount)
  if (waitMs > 0)
    throw tooManyAttempts(`Too many failed sign-ins for this account. Please try again in ${inWords(waitMs)}.`, waitMs)
  return {
    failed: () => recordFailure(db, accountKey, LIMITS.loginPerAccount),
    succeeded: () => Promise.all([clearHits(db, pairKey), clearHits(db, accountKey), refundHit(db, ipKey)]),
  }
}

/**
 * Sign a principal in on this host: e-mail and password, or a Google ID token. Answers the
 * session and what the UI needs. Staff and candidates sign in to the business the host names;
 * platform admins to none.
 */
export async function signIn<K extends PrincipalKind>(scope: HostScope, request: SignInRequest<K>, input: Login) {
  const { db, env } = scope
  const ctx: LoginContext = { ...request, business: request.kind === 'admin' ? null : (scope.business ?? null) }
  let account: Account | null
  if ('google_id_token' in input) {
    // A Google ID token cannot be guessed: only the per-IP limit applies.
    await hit(db, `login:ip:${ctx.ip}`, LIMITS.loginPerIp)
    const identity = await googleIdentity(env, input.google_id_token)
    account = await findAccount(db, ctx.kind, identity.email, ctx.business?.id ?? null)
    if (!account) account = await maybeCreateFromGoogle(db, ctx, identity)
    if (!account)
      throw new ApiError(401, 'No account uses this Google e-mail here. Ask your administrator for an invitation.')
    await refundHit(db, `login:ip:${ctx.ip}`)
    // Google vouches for the address (email_verified): it counts as proven by its holder.
    if (account.kind === 'employee' && !account.row.emailVerifiedAt)
      await db.update(employees).set({ emailVerifiedAt: new Date() }).where(accountRow(account))
  } else {
    account = await findAccount(db, ctx.kind, input.email, ctx.business?.id ?? null)
    const gate = await passwordGate(db, ctx, input.email, account)
    // verifyPassword spends the same work when there is no account or no password yet.
    const valid = await verifyPassword(input.password, account?.row.passwordHash)
    if (!account || !valid) {
      await gate.failed()
      throw new ApiError(401, INVALID)
    }
    await gate.succeeded()
  }

  const refusal = signInRefusal(account, ctx.business)
  if (refusal) throw new ApiError(403, refusal)

  const { token, session } = await createSession(db, {
    principalKind: account.kind,
    principalId: account.row.id,
    businessId: ctx.business?.id ?? null,
    host: ctx.host,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
  })
  await touchLastLogin(db, account)
  const deviceToken = await rememberDevice(db, ctx.deviceToken, { kind: account.kind, id: account.row.id })
  // findAccount looked the account up by `request.kind`: it is of kind K.
  const signedIn = account as AccountOf<K>
  const answer = await sessionAnswer(scope, signedIn, principalFromSession(signedIn, session.id, null))
  return { token, session, deviceToken, answer }
}

/** End this session (the others of the account stay). */
export async function signOut({ db }: Scope, principal: PrincipalOf<PrincipalKind>) {
  await revokeSession(db, principal.sessionId)
}

export function principalFromSession<K extends PrincipalKind>(
  account: AccountOf<K>,
  sessionId: string,
  impersonatedBy: string | null,
): PrincipalOf<K> {
  const a: Account = account
  const principal =
    a.kind === 'admin'
      ? { kind: a.kind, id: a.row.id, sessionId }
      : a.kind === 'employee'
        ? { kind: a.kind, id: a.row.id, businessId: a.row.businessId, sessionId, impersonatedBy }
        : { kind: a.kind, id: a.row.id, businessId: a.row.businessId, sessionId }
  return principal as PrincipalOf<K>
}

/** What login, me / verify-me and the portal sign-in answer: the detail under the principal's kind, and its nodes. */
export type SessionAnswer<K extends PrincipalKind> = { [P in K]: AccountDetails[K] } & { nodes: NodeTree[] }

/** `{ admin | employee | candidate: <detail>, nodes: [<tree>] }`, as login and me answer. */
export async function sessionAnswer<K extends PrincipalKind>(
  { db }: Scope,
  account: AccountOf<K>,
  principal: PrincipalOf<K>,
): Promise<SessionAnswer<K>> {
  const p: PrincipalOf<PrincipalKind> = principal
  const impersonated = p.kind === 'employee' && !!p.impersonatedBy
  const [detail, nodes] = await Promise.all([accountDetail(db, account, { impersonated }), nodeTreeFor(db, p)])
  return { [account.kind]: detail, nodes } as SessionAnswer<K>
}

async function maybeCreateFromGoogle(
  db: Db,
  ctx: LoginContext,
  identity: { email: string; sub: string; givenName: string; familyName: string },
) {
  if (ctx.kind !== 'employee' || !ctx.business?.allowGoogleSignup) return null
  const [row] = await db
    .insert(employees)
    .values({
      businessId: ctx.business.id,
      email: identity.email,
      firstName: identity.givenName || (identity.email.split('@')[0] ?? identity.email),
      lastName: identity.familyName,
      googleSub: identity.sub,
      emailVerifiedAt: new Date(),
    })
    .returning()
  return row ? { kind: 'employee' as const, row } : null
}
