import { and, asc, eq, isNotNull, ne } from 'drizzle-orm'
import { businesses, employees } from '../../db/schema'
import { businessOrigin, type HostConfig, hostConfig, protocolFor } from '../../hosts'
import { ApiError, conflict, forbidden, notFound } from '../../lib/errors'
import type { BusinessScope, PlatformScope, Principal, RequestContext, Scope, StaffScope } from '../../lib/scope'
import { auditInsert } from '../../services/audit'
import { issueCode, verifyCode } from '../../services/otp'
import { hit, LIMITS } from '../../services/rate-limit'
import { createSession } from '../../services/sessions'
import { sessionRefusal } from '../auth/business-status.service'

/** A portal-login token is good for one minute and one use. */
export const PORTAL_TOKEN_TTL_MS = 60_000
/** An impersonated session lasts two hours and does not slide past that. */
export const IMPERSONATION_SESSION_MS = 2 * 60 * 60_000

type Issuer =
  | { kind: 'admin'; id: string; via: 'business_login' | 'portal_login' }
  | { kind: 'employee'; id: string; via: 'portal_switch'; fromBusinessId: string }

/** The token rides in the fragment: never sent to a server, never in a Referer (docs/security.md). */
const portalUrl = (config: HostConfig, slug: string, token: string) =>
  `${businessOrigin(slug, 'business', config, protocolFor(config.mainDomain))}/auth/impersonate#token=${encodeURIComponent(token)}`

async function issue(
  { db, env, request }: Scope,
  business: typeof businesses.$inferSelect,
  employeeId: string,
  issuer: Issuer,
) {
  const secret = await issueCode(
    db,
    { purpose: 'impersonation', principalKind: 'employee', principalId: employeeId, businessId: business.id },
    {
      token: true,
      ttlMs: PORTAL_TOKEN_TTL_MS,
      unlimited: true,
      meta: { issuerKind: issuer.kind, issuerId: issuer.id, via: issuer.via },
    },
  )
  // In the business's log a switch is done by the person's own account there (the account in
  // the business they came from is another business's record); support is support.
  await auditInsert(db, {
    businessId: business.id,
    actor: issuer.kind === 'admin' ? issuer : { kind: 'employee', id: employeeId },
    action: `${issuer.via}.issued`,
    entity: 'employee',
    entityId: employeeId,
    details: issuer.kind === 'employee' ? { fromBusinessId: issuer.fromBusinessId } : {},
    request,
  })
  const token = `${employeeId}.${secret}`
  return {
    token,
    url: portalUrl(hostConfig(env), business.slug, token),
    expiresAt: new Date(Date.now() + PORTAL_TOKEN_TTL_MS),
    business: { id: business.id, name: business.name, slug: business.slug },
  }
}

/** A closed business (suspended, inactive) cannot be opened from outside: 409 naming why. */
function assertOpenable(business: typeof businesses.$inferSelect, opts: { impersonated: boolean }) {
  const refusal = sessionRefusal(business, opts)
  if (refusal) throw conflict(refusal)
}

/** What support is told when a business has turned support access off (docs/security.md). */
export const supportRefusedMessage = (name: string) =>
  `${name} does not allow support access. One of its administrators can allow it on the portal's Audit log page.`

/**
 * Platform admin opens a business's portal as its (first active) business admin, unless the
 * business has turned support access off (403).
 */
export async function adminPortalLogin(
  scope: PlatformScope,
  businessId: string,
  via: 'business_login' | 'portal_login',
) {
  const { db, actor } = scope
  const business = await db.query.businesses.findFirst({ where: eq(businesses.id, businessId) })
  if (!business) throw notFound('Business')
  assertOpenable(business, { impersonated: true })
  if (!business.supportAccess) throw forbidden(supportRefusedMessage(business.name))
  const owner = await db.query.employees.findFirst({
    where: and(
      eq(employees.businessId, business.id),
      eq(employees.isBusinessAdmin, true),
      eq(employees.status, 'active'),
    ),
    orderBy: asc(employees.createdAt),
  })
  if (!owner) throw new ApiError(409, `${business.name} has no active administrator to sign in as.`)
  return issue(scope, business, owner.id, { kind: 'admin', id: actor.id, via })
}

/** Who is switching: their own account, and whether a platform admin is behind the session. */
type Switcher = {
  id: string
  businessId: string
  email: string
  emailVerifiedAt: Date | null
  impersonated: boolean
}

/** A staff member's request, with the session (an impersonated one switches nowhere). */
export type SwitchScope = StaffScope & { principal: Principal | null }

async function switcherOf({ db, business, actor, principal }: SwitchScope): Promise<Switcher> {
  const me = await db.query.employees.findFirst({
    where: and(eq(employees.id, actor.id), eq(employees.businessId, business.id)),
  })
  if (!me) throw new ApiError(401, 'Authorization Failed.')
  return {
    id: me.id,
    businessId: business.id,
    email: me.email,
    emailVerifiedAt: me.emailVerifiedAt,
    impersonated: principal?.kind === 'employee' && !!principal.impersonatedBy,
  }
}

/**
 * The accounts the same person holds elsewhere: active, in an active business, with the same
 * e-mail verified by its holder on both sides (every e-mail change is re-verified:
 * email-change.ts). A platform admin's impersonated session is not that person: none.
 */
function sameVerifiedPerson(me: Switcher) {
  if (me.impersonated || !me.emailVerifiedAt) return null
  return and(
    eq(employees.email, me.email),
    eq(employees.status, 'active'),
    isNotNull(employees.emailVerifiedAt),
    ne(employees.businessId, me.businessId),
  )
}

/** The business of this host, then the others this person may switch to. */
export async function staffBusinesses(scope: SwitchScope) {
  const { db } = scope
  const me = await switcherOf(scope)
  const columns = { id: businesses.id, name: businesses.name, slug: businesses.slug, status: businesses.status }
  const here = await db.select(columns).from(businesses).where(eq(businesses.id, me.businessId))
  const same = sameVerifiedPerson(me)
  const others = same
    ? await db
        .select(columns)
        .from(employees)
        .innerJoin(businesses, eq(businesses.id, employees.businessId))
        .where(and(same, eq(businesses.status, 'active')))
    : []
  return [...here.map((b) => ({ ...b, current: true })), ...others.map((b) => ({ ...b, current: false }))].sort(
    (a, b) => a.name.localeCompare(b.name),
  )
}

/** A staff member opens another business's portal where the same verified person has an account. */
export async function staffPortalSwitch(scope: SwitchScope, businessId: string) {
  const { db } = scope
  const me = await switcherOf(scope)
  const same = sameVerifiedPerson(me)
  const target = same
    ? await db.query.employees.findFirst({ where: and(same, eq(employees.businessId, businessId)) })
    : null
  const business = target ? await db.query.businesses.findFirst({ where: eq(businesses.id, businessId) }) : null
  if (!target || !business) throw notFound('Business')
  assertOpenable(business, { impersonated: false })
  return issue(scope, business, target.id, {
    kind: 'employee',
    id: me.id,
    via: 'portal_switch',
    fromBusinessId: me.businessId,
  })
}

const VIAS = ['business_login', 'portal_login', 'portal_switch'] as const

/** Exchange a portal-login token on the business's host for a staff session (marked when an admin issued it). */
export async function redeemPortalToken(
  { db, business }: BusinessScope,
  token: string,
  ctx: { host: string; ip: string; userAgent: string | null },
) {
  const businessId = business.id
  await hit(db, `otp:ip:${ctx.ip}`, LIMITS.otpPerIp)
  const [employeeId, secret] = token.split('.')
  const invalid = new ApiError(400, 'This sign-in link is invalid or has expired. Please open the portal again.')
  if (!employeeId || !secret) throw invalid
  await hit(db, `otp:acct:portal:${employeeId}`, LIMITS.otpPerAccount)
  const employee = await db.query.employees.findFirst({
    where: and(eq(employees.id, employeeId), eq(employees.businessId, businessId)),
  })
  if (!employee) throw invalid
  const row = await verifyCode(
    db,
    { purpose: 'impersonation', principalKind: 'employee', principalId: employee.id },
    secret,
  ).catch(() => {
    throw invalid
  })
  const meta = (row.meta ?? {}) as { issuerKind?: string; issuerId?: string; via?: string }
  const impersonatedBy = meta.issuerKind === 'admin' ? (meta.issuerId ?? null) : null
  // The business or the account may have closed in the minute since the link was issued, or
  // the business may have turned support access off.
  const refusal = sessionRefusal(business, { impersonated: !!impersonatedBy })
  if (refusal) throw new ApiError(403, refusal)
  if (impersonatedBy && !business.supportAccess) throw forbidden(supportRefusedMessage(business.name))
  if (employee.status !== 'active')
    throw new ApiError(403, 'Your account is inactive. Please contact your administrator.')
  const { token: sessionToken, session } = await createSession(db, {
    principalKind: 'employee',
    principalId: employee.id,
    businessId,
    host: ctx.host,
    impersonatedBy,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    ttlMs: impersonatedBy ? IMPERSONATION_SESSION_MS : undefined,
  })
  const via = VIAS.find((v) => v === meta.via) ?? 'portal_login'
  const request: RequestContext = { ip: ctx.ip === 'unknown' ? null : ctx.ip, userAgent: ctx.userAgent, impersonatedBy }
  await auditInsert(db, {
    businessId,
    // A switch signs the person in to their own account here; support signs in as the account.
    actor: impersonatedBy ? { kind: 'admin', id: impersonatedBy } : { kind: 'employee', id: employee.id },
    action: `${via}.used`,
    entity: 'session',
    entityId: session.id,
    details: { employeeId: employee.id },
    request,
  })
  return { sessionToken, session, employee }
}
