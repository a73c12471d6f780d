import type { Db } from '../../db/client'
import { employees, type PrincipalKind } from '../../db/schema'
import type { Business } from '../../hosts'
import { verifyPassword } from '../../lib/crypto'
import { ApiError } from '../../lib/errors'
import type { Principal } from '../../middleware/session'
import type { Login } from '../../schemas/auth'
import { nodeTreeFor } from '../access/grants'
import { clearHits, hit, LIMITS } from '../rate-limit'
import { createSession } from '../sessions'
import { googleIdentity, type GoogleEnv } from './google'
import { accountDetail, findAccount, touchLastLogin, type Account } from './principals'

export type LoginContext = {
  kind: PrincipalKind
  business: Business | null
  host: string
  ip: string
  userAgent: string | null
}

const INVALID = 'Invalid e-mail or password.'

/** Why this account may not sign in now, or null. */
export function signInRefusal(account: Account, business: Business | null): string | null {
  if (account.kind === 'admin') return account.row.status === 'active' ? null : 'Your account is inactive. Please contact support.'
  if (business) {
    if (business.status === 'pending_verification') return `Please verify your e-mail address to activate ${business.name} before signing in.`
    if (business.status === 'suspended') return `${business.name} is suspended. Please contact support.`
    if (business.status === 'inactive') return `${business.name} is no longer active.`
  }
  if (account.kind === 'employee' && account.row.status !== 'active') return 'Your account is inactive. Please contact your administrator.'
  return null
}

/** Sign a principal in: e-mail and password, or a Google ID token. Answers the session and what the UI needs. */
export async function signIn(db: Db, env: GoogleEnv, ctx: LoginContext, input: Login) {
  const scope = `${ctx.kind}:${ctx.business?.id ?? 'platform'}`
  await hit(db, `login:ip:${ctx.ip}`, LIMITS.loginPerIp)

  let account: Account | null
  if ('google_id_token' in input) {
    const identity = await googleIdentity(env, input.google_id_token)
    await hit(db, `login:acct:${scope}:${identity.email}`, LIMITS.loginPerAccount)
    account = await findAccount(db, ctx.kind, identity.email, ctx.business?.id ?? null)
    if (!account) account = await maybeCreateFromGoogle(db, ctx, identity)
    if (!account) throw new ApiError(401, 'No account uses this Google e-mail here. Ask your administrator for an invitation.')
  } else {
    const accountKey = `login:acct:${scope}:${input.email}`
    await hit(db, accountKey, LIMITS.loginPerAccount)
    account = await findAccount(db, ctx.kind, input.email, ctx.business?.id ?? null)
    // verifyPassword spends the same work when there is no account or no password yet.
    const valid = await verifyPassword(input.password, account?.row.passwordHash)
    if (!account || !valid) throw new ApiError(401, INVALID)
    await clearHits(db, accountKey)
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
  const principal = principalFromSession(account, session.id, null)
  return { token, session, ...(await sessionAnswer(db, account, principal)) }
}

export function principalFromSession(account: Account, sessionId: string, impersonatedBy: string | null): Principal {
  if (account.kind === 'admin') return { kind: 'admin', id: account.row.id, sessionId }
  if (account.kind === 'employee') return { kind: 'employee', id: account.row.id, businessId: account.row.businessId, sessionId, impersonatedBy }
  return { kind: 'candidate', id: account.row.id, businessId: account.row.businessId, sessionId }
}

/** `{ admin | employee | candidate: <detail>, nodes: [<tree>] }`, as login and me answer. */
export async function sessionAnswer(db: Db, account: Account, principal: Principal) {
  const impersonated = principal.kind === 'employee' && !!principal.impersonatedBy
  const [detail, nodes] = await Promise.all([accountDetail(db, account, { impersonated }), nodeTreeFor(db, principal)])
  return { answer: { [account.kind]: detail, nodes } as Record<string, unknown> }
}

async function maybeCreateFromGoogle(db: Db, ctx: LoginContext, identity: { email: string; sub: string; givenName: string; familyName: string }) {
  if (ctx.kind !== 'employee' || !ctx.business?.allowGoogleSignup) return null
  const [row] = await db
    .insert(employees)
    .values({
      businessId: ctx.business.id,
      email: identity.email,
      firstName: identity.givenName || identity.email.split('@')[0]!,
      lastName: identity.familyName,
      googleSub: identity.sub,
      emailVerifiedAt: new Date(),
    })
    .returning()
  return { kind: 'employee', row: row! } as Account
}
