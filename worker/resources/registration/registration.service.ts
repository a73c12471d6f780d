import { and, desc, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { businesses, employees } from '../../db/schema'
import { businessOrigin, hostConfig, mainOrigin, protocolFor, slugProblem } from '../../hosts'
import { hashPassword } from '../../lib/crypto'
import { ApiError } from '../../lib/errors'
import { newId } from '../../lib/ids'
import { type Scope, SYSTEM } from '../../lib/scope'
import { sendMail } from '../../providers/mail'
import { verificationCodeMail } from '../../services/mail/auth-emails'
import { issueCode, verifyCode } from '../../services/otp'
import { hit, LIMITS } from '../../services/rate-limit'
import { historyInsert } from '../../services/status-history'
import type { RegisterBusiness } from '../auth/auth.schema'
import { ensureDefaultTemplates } from '../email-templates/ensure.service'

export type NewBusiness = {
  businessName: string
  slug: string
  ownerName: string
  email: string
  phone?: string | null
  password?: string | null
}

/**
 * Create a business in `pending_verification` with its owner (a business admin), and e-mail
 * the owner a verification code. Used by sign-up (the system acts) and by the platform admin.
 */
export async function createBusinessWithOwner(scope: Scope, input: NewBusiness) {
  const { db, env, actor } = scope
  const config = hostConfig(env)
  const problem = slugProblem(input.slug, config)
  if (problem) throw new ApiError(422, problem, [{ field: 'slug', message: problem }])
  if (await db.query.businesses.findFirst({ where: eq(businesses.slug, input.slug), columns: { id: true } })) {
    const message = `The sub-domain "${input.slug}" is already taken.`
    throw new ApiError(409, message, [{ field: 'slug', message }])
  }
  const [first, ...rest] = input.ownerName.trim().split(/\s+/)
  const businessId = newId()
  const ownerId = newId()
  await db.batch([
    db.insert(businesses).values({
      id: businessId,
      name: input.businessName,
      slug: input.slug,
      email: input.email,
      phone: input.phone || null,
    }),
    db.insert(employees).values({
      id: ownerId,
      businessId,
      firstName: first ?? input.ownerName,
      lastName: rest.join(' '),
      email: input.email,
      phone: input.phone || null,
      passwordHash: input.password ? await hashPassword(input.password) : null,
      isBusinessAdmin: true,
      designation: 'Owner',
    }),
    historyInsert(db, {
      businessId,
      entity: 'business',
      entityId: businessId,
      from: null,
      to: 'pending_verification',
      actor,
    }),
  ])
  await ensureDefaultTemplates(db, businessId)
  const business = (await db.query.businesses.findFirst({ where: eq(businesses.id, businessId) }))!
  await sendVerificationCode(scope, business, { id: ownerId, name: input.ownerName, email: input.email })
  return business
}

async function sendVerificationCode(
  { db, env }: Scope,
  business: typeof businesses.$inferSelect,
  owner: { id: string; name: string; email: string },
) {
  const code = await issueCode(db, {
    purpose: 'verify_account',
    principalKind: 'employee',
    principalId: owner.id,
    businessId: business.id,
  })
  const config = hostConfig(env)
  const verifyUrl = `${mainOrigin(config, protocolFor(config.mainDomain))}/auth/verify-account?email=${encodeURIComponent(owner.email)}`
  await sendMail(env, db, {
    to: owner.email,
    businessId: business.id,
    ...verificationCodeMail(owner.name, business.name, code, verifyUrl),
  })
}

/** Sign-up on the main domain: anonymous, so the history names the system. */
export async function registerBusiness(scope: Scope, input: RegisterBusiness, ip: string) {
  await hit(scope.db, `register:ip:${ip}`, { limit: 10, windowMs: 60 * 60_000 })
  return createBusinessWithOwner(
    { ...scope, actor: SYSTEM },
    {
      businessName: input.business_name,
      slug: input.slug,
      ownerName: input.name,
      email: input.email,
      phone: input.phone,
      password: input.password,
    },
  )
}

/** The newest owner account with this e-mail still waiting for verification. */
async function pendingOwner(db: Db, email: string) {
  const owner = await db.query.employees.findFirst({
    where: and(eq(employees.email, email), eq(employees.isBusinessAdmin, true), isNull(employees.emailVerifiedAt)),
    orderBy: desc(employees.createdAt),
  })
  if (!owner) return null
  const business = await db.query.businesses.findFirst({ where: eq(businesses.id, owner.businessId) })
  return business ? { owner, business } : null
}

/** Resend the verification code; the answer does not reveal whether the e-mail is registered. */
export async function resendVerification(scope: Scope, email: string, ip: string) {
  const { db } = scope
  await hit(db, `otp:ip:${ip}`, LIMITS.otpPerIp)
  await hit(db, `verify-send:${email}`, LIMITS.otpSendPerMinute)
  await hit(db, `verify-send:hour:${email}`, LIMITS.otpSendPerHour)
  const found = await pendingOwner(db, email)
  if (found)
    await sendVerificationCode(scope, found.business, {
      id: found.owner.id,
      name: `${found.owner.firstName} ${found.owner.lastName}`.trim(),
      email,
    })
  return `If ${email} is waiting for verification, we have sent it a new code.`
}

/** Verify the owner's e-mail with the code: the business becomes active. */
export async function verifyAccount({ db, env }: Scope, email: string, code: string, ip: string) {
  await hit(db, `otp:ip:${ip}`, LIMITS.otpPerIp)
  await hit(db, `otp:acct:verify:${email}`, LIMITS.otpPerAccount)
  const found = await pendingOwner(db, email)
  if (!found) throw new ApiError(400, 'The code is invalid or has expired. Please request a new one.')
  const { owner, business } = found
  await verifyCode(db, { purpose: 'verify_account', principalKind: 'employee', principalId: owner.id }, code)
  const now = new Date()
  const activate = business.status === 'pending_verification'
  await db.batch([
    db
      .update(employees)
      .set({ emailVerifiedAt: now })
      .where(and(eq(employees.businessId, business.id), eq(employees.id, owner.id))),
    db
      .update(businesses)
      .set({ emailVerifiedAt: now, ...(activate ? { status: 'active' as const } : {}) })
      .where(eq(businesses.id, business.id)),
    ...(activate
      ? [
          historyInsert(db, {
            businessId: business.id,
            entity: 'business',
            entityId: business.id,
            from: 'pending_verification',
            to: 'active',
            reason: 'E-mail verified',
            actor: { kind: 'employee', id: owner.id },
          }),
        ]
      : []),
  ])
  const config = hostConfig(env)
  return {
    business: { id: business.id, name: business.name, slug: business.slug },
    loginUrl: `${businessOrigin(business.slug, 'business', config, protocolFor(config.mainDomain))}/auth/login`,
  }
}
