/**
 * Changing an employee's e-mail (docs/security.md): the new address must confirm it with a
 * single-use link, opened while signed in to the account itself, before it takes effect; the
 * old address is told. Until then the account keeps its address and sign-in; `pending_email`
 * shows the change. A confirmed change counts as a verified e-mail, which portal switching
 * relies on (impersonation.ts): the link alone would let whoever clicks it vouch for an
 * account someone else holds.
 */
import { and, eq, inArray, isNull, ne } from 'drizzle-orm'
import { employees, oneTimeCodes } from '../../db/schema'
import { businessOrigin, hostConfig, protocolFor } from '../../hosts'
import { ApiError, conflict, forbidden } from '../../lib/errors'
import type { BusinessScope, StaffScope } from '../../lib/scope'
import { sendMail } from '../../providers/mail'
import { auditInsert } from '../../services/audit'
import { confirmEmailChangeMail, emailChangeNoticeMail } from '../../services/mail/auth-emails'
import { isUniqueViolation } from '../../services/org-helpers'
import { issueCode, verifyCode } from '../../services/otp'
import { hit, LIMITS } from '../../services/rate-limit'

export const EMAIL_CHANGE_TTL_MS = 48 * 60 * 60_000

type EmployeeRow = typeof employees.$inferSelect

const INVALID = 'This confirmation link is invalid, expired or was already used. Ask for the change again.'
const nameOf = (e: Pick<EmployeeRow, 'firstName' | 'lastName'>) => `${e.firstName} ${e.lastName}`.trim()
const subject = (employeeId: string) => ({
  purpose: 'email_change' as const,
  principalKind: 'employee' as const,
  principalId: employeeId,
})

/** Another account of the business already uses (or waits to use) this address: 409 on the e-mail field. */
export async function assertEmailFree({ db, business }: BusinessScope, email: string, exceptId?: string) {
  const taken = await db.query.employees.findFirst({
    where: and(
      eq(employees.businessId, business.id),
      eq(employees.email, email),
      exceptId ? ne(employees.id, exceptId) : undefined,
    ),
    columns: { id: true },
  })
  if (taken) throw emailTaken(email)
}
export const emailTaken = (email: string) =>
  new ApiError(409, `An employee with the e-mail ${email} already exists.`, [
    { field: 'email', message: `An employee with the e-mail ${email} already exists.` },
  ])

/** Mail the new address a confirmation link and the old one a notice; nothing changes until the link is used. */
export async function requestEmailChange(
  { db, env, business }: BusinessScope,
  employee: EmployeeRow,
  newEmail: string,
  requestedBy: string,
) {
  const secret = await issueCode(
    db,
    { ...subject(employee.id), businessId: business.id },
    { token: true, ttlMs: EMAIL_CHANGE_TTL_MS, unlimited: true, meta: { email: newEmail } },
  )
  await db
    .update(employees)
    .set({ pendingEmail: newEmail })
    .where(and(eq(employees.businessId, business.id), eq(employees.id, employee.id)))
  const config = hostConfig(env)
  const url = `${businessOrigin(business.slug, 'business', config, protocolFor(config.mainDomain))}/auth/confirm-email#token=${encodeURIComponent(`${employee.id}.${secret}`)}`
  const name = nameOf(employee)
  await sendMail(env, db, {
    to: newEmail,
    businessId: business.id,
    ...confirmEmailChangeMail(name, business.name, newEmail, url, EMAIL_CHANGE_TTL_MS / 3_600_000),
  })
  await sendMail(env, db, {
    to: employee.email,
    businessId: business.id,
    ...emailChangeNoticeMail(name, business.name, newEmail, requestedBy),
  })
}

/** Drop a pending change (the e-mail was set back): its link stops working. */
export async function cancelEmailChange({ db, business }: BusinessScope, employeeId: string) {
  await db.batch([
    db
      .update(employees)
      .set({ pendingEmail: null })
      .where(and(eq(employees.businessId, business.id), eq(employees.id, employeeId))),
    db
      .update(oneTimeCodes)
      .set({ consumedAt: new Date() })
      .where(
        and(
          eq(oneTimeCodes.purpose, 'email_change'),
          eq(oneTimeCodes.principalId, employeeId),
          isNull(oneTimeCodes.consumedAt),
        ),
      ),
  ])
}

/**
 * The holder of the new address, signed in to the account (not impersonated), confirms: the
 * address changes and counts as verified; reset codes sent to the old one stop working.
 */
export async function confirmEmailChange(
  { db, business, actor, request }: StaffScope,
  token: string,
  session: { impersonated: boolean },
  ip: string,
) {
  const me = { id: actor.id, impersonated: session.impersonated }
  await hit(db, `otp:ip:${ip}`, LIMITS.otpPerIp)
  const [employeeId, secret] = token.split('.')
  if (!employeeId || !secret) throw new ApiError(400, INVALID)
  if (employeeId !== me.id || me.impersonated)
    throw forbidden(
      'This link confirms the e-mail of another account. Sign in to that account, then open the link again.',
    )
  await hit(db, `otp:acct:email-change:${employeeId}`, LIMITS.otpPerAccount)
  const employee = await db.query.employees.findFirst({
    where: and(eq(employees.businessId, business.id), eq(employees.id, employeeId)),
  })
  if (!employee) throw new ApiError(400, INVALID)
  const row = await verifyCode(db, subject(employee.id), secret).catch(() => {
    throw new ApiError(400, INVALID)
  })
  const email = (row.meta as { email?: string } | null)?.email
  if (!email || email !== employee.pendingEmail) throw new ApiError(400, INVALID)
  const taken = () => conflict(`Another account of ${business.name} uses ${email} now. Ask your administrator.`)
  if (
    await db.query.employees.findFirst({
      where: and(eq(employees.businessId, business.id), eq(employees.email, email), ne(employees.id, employee.id)),
      columns: { id: true },
    })
  )
    throw taken()
  const now = new Date()
  await db
    .batch([
      db
        .update(employees)
        .set({ email, emailVerifiedAt: now, pendingEmail: null })
        .where(and(eq(employees.businessId, business.id), eq(employees.id, employee.id))),
      db
        .update(oneTimeCodes)
        .set({ consumedAt: now })
        .where(
          and(
            eq(oneTimeCodes.principalKind, 'employee'),
            eq(oneTimeCodes.principalId, employee.id),
            inArray(oneTimeCodes.purpose, ['reset_password', 'reset_token']),
            isNull(oneTimeCodes.consumedAt),
          ),
        ),
      auditInsert(db, {
        businessId: business.id,
        actor: { kind: 'employee', id: employee.id },
        action: 'employee.email_changed',
        entity: 'employee',
        entityId: employee.id,
        details: { from: employee.email, to: email },
        request,
      }),
    ])
    .catch((err) => {
      if (isUniqueViolation(err)) throw taken()
      throw err
    })
  return { email }
}
