import { and, eq } from 'drizzle-orm'
import { employeeRoles, employees } from '../../db/schema'
import { businessOrigin, hostConfig, protocolFor } from '../../hosts'
import { hashPassword } from '../../lib/crypto'
import { ApiError, notFound } from '../../lib/errors'
import type { BusinessScope } from '../../lib/scope'
import { sendMail } from '../../providers/mail'
import { issueCode, verifyCode } from '../../services/otp'
import { hit, LIMITS } from '../../services/rate-limit'
import { revokeSessionsOf } from '../../services/sessions'
import { renderTemplate } from '../email-templates/render'

export type InvitationEnv = Parameters<typeof sendMail>[0] & { MAIN_DOMAIN: string; CANDIDATE_HOST_PATTERN: string }

/** An invitation link works once, for a week. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000

const INVALID = 'This invitation link is invalid or has already been used. Ask your administrator to send a new one.'
const EXPIRED = 'This invitation has expired. Ask your administrator to send a new one.'

/**
 * The link in the e-mail: the business's portal, where the SPA's accept-invitation screen reads
 * it. The token rides in the fragment, which no server (and no Referer) ever sees.
 */
export function invitationLink(env: InvitationEnv, slug: string, email: string, token: string) {
  const config = hostConfig(env)
  return `${businessOrigin(slug, 'business', config, protocolFor(config.mainDomain))}/auth/accept-invitation?email=${encodeURIComponent(email)}#token=${encodeURIComponent(token)}`
}

/**
 * E-mail an employee a single-use link to set their password (the business's "Employee
 * invitation" template). A new invitation makes the earlier link stop working.
 */
export async function sendInvitation(
  { db, env, business }: BusinessScope,
  employeeId: string,
  senderId: string | null,
  now = Date.now(),
) {
  const businessId = business.id
  const employee = await db.query.employees.findFirst({
    where: and(eq(employees.businessId, businessId), eq(employees.id, employeeId)),
  })
  if (!employee) throw notFound('Employee')
  if (employee.status !== 'active')
    throw new ApiError(409, 'An inactive employee cannot be invited. Activate them first.')
  const role = employee.isBusinessAdmin
    ? { name: 'Business admin' }
    : employee.roleId
      ? await db.query.employeeRoles.findFirst({
          where: and(eq(employeeRoles.businessId, businessId), eq(employeeRoles.id, employee.roleId)),
          columns: { name: true },
        })
      : null
  const token = await issueCode(
    db,
    { purpose: 'invitation', principalKind: 'employee', principalId: employee.id, businessId },
    { token: true, ttlMs: INVITATION_TTL_MS, unlimited: true, now },
  )
  const { subject, html } = await renderTemplate(
    db,
    businessId,
    'employee.invitation',
    {
      employee_name: `${employee.firstName} ${employee.lastName}`.trim(),
      role_name: role?.name ?? 'Team member',
      invitation_link: invitationLink(env, business.slug, employee.email, token),
      invitation_expires_at: new Date(now + INVITATION_TTL_MS),
    },
    { senderId },
  )
  await sendMail(env, db, { to: employee.email, subject, html, businessId, template: 'employee.invitation' })
  return { email: employee.email, expiresAt: new Date(now + INVITATION_TTL_MS) }
}

/**
 * The invited employee sets their password with the link's token: it works once and expires;
 * the e-mail counts as verified. They sign in afterwards like everyone else.
 */
export async function acceptInvitation(
  { db, business }: BusinessScope,
  input: { email: string; token: string; password: string },
  ip: string,
) {
  const businessId = business.id
  await hit(db, `invite:ip:${ip}`, LIMITS.otpPerIp)
  await hit(db, `invite:acct:${businessId}:${input.email}`, LIMITS.otpPerAccount)
  const employee = await db.query.employees.findFirst({
    where: and(eq(employees.businessId, businessId), eq(employees.email, input.email)),
  })
  if (!employee) throw new ApiError(400, INVALID)
  await verifyCode(
    db,
    { purpose: 'invitation', principalKind: 'employee', principalId: employee.id },
    input.token,
  ).catch((err: unknown) => {
    if (err instanceof ApiError && err.status === 429) throw err
    throw new ApiError(400, err instanceof ApiError && /expired/i.test(err.message) ? EXPIRED : INVALID)
  })
  if (employee.status !== 'active')
    throw new ApiError(403, 'Your account is inactive. Please contact your administrator.')
  await db
    .update(employees)
    .set({ passwordHash: await hashPassword(input.password), emailVerifiedAt: employee.emailVerifiedAt ?? new Date() })
    .where(and(eq(employees.businessId, businessId), eq(employees.id, employee.id)))
  await revokeSessionsOf(db, 'employee', employee.id)
  return { email: employee.email }
}
