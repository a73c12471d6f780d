import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { businesses, employees, plans, sessions } from '../../db/schema'
import { businessOrigin, hostConfig, mainOrigin, protocolFor } from '../../hosts'
import { ApiError, conflict, notFound } from '../../lib/errors'
import { offsetOf, pageOf } from '../../lib/pagination'
import type { PlatformScope } from '../../lib/scope'
import { matchesText } from '../../lib/search'
import { sendMail } from '../../providers/mail'
import { auditInsert } from '../../services/audit'
import { assertTransition, LIFECYCLES } from '../../services/lifecycle'
import { ownerInvitationMail } from '../../services/mail/admin-console-emails'
import { historyInsert } from '../../services/status-history'
import { createBusinessWithOwner, resendVerification } from '../registration/registration.service'
import type { BusinessListQuery, CreateBusiness, UpdateBusiness } from './businesses.schema'

type BusinessStatus = keyof typeof LIFECYCLES.business

const count = (table: 'employees' | 'candidates' | 'opportunities') =>
  sql<number>`(select count(*) from ${sql.raw(table)} where ${sql.raw(table)}.business_id = businesses.id)`

/** Businesses with their plan and how many employees, candidates and jobs each has. */
export async function listBusinesses({ db }: PlatformScope, q: BusinessListQuery) {
  const where = and(
    q.status ? eq(businesses.status, q.status) : undefined,
    matchesText(q.search, businesses.name, businesses.slug, businesses.email),
  )
  const sortColumn =
    q.sort === 'name' ? businesses.name : q.sort === 'status' ? businesses.status : businesses.createdAt
  const [rows, total] = await Promise.all([
    db
      .select({
        id: businesses.id,
        name: businesses.name,
        slug: businesses.slug,
        email: businesses.email,
        phone: businesses.phone,
        website: businesses.website,
        industry: businesses.industry,
        size: businesses.size,
        address: businesses.address,
        country: businesses.country,
        timezone: businesses.timezone,
        currency: businesses.currency,
        status: businesses.status,
        emailVerifiedAt: businesses.emailVerifiedAt,
        planId: businesses.planId,
        planName: plans.name,
        planStartedAt: businesses.planStartedAt,
        planRenewsAt: businesses.planRenewsAt,
        createdAt: businesses.createdAt,
        employeeCount: count('employees'),
        candidateCount: count('candidates'),
        jobCount: count('opportunities'),
      })
      .from(businesses)
      .leftJoin(plans, eq(plans.id, businesses.planId))
      .where(where)
      .orderBy(q.order === 'asc' ? asc(sortColumn) : desc(sortColumn), desc(businesses.id))
      .limit(q.limit)
      .offset(offsetOf(q)),
    db.$count(businesses, where),
  ])
  return pageOf(rows, total, q)
}

export async function getBusiness({ db }: PlatformScope, id: string) {
  const business = await db.query.businesses.findFirst({ where: eq(businesses.id, id) })
  if (!business) throw notFound('Business')
  return business
}

const ownerOf = (db: Db, businessId: string) =>
  db.query.employees.findFirst({
    where: and(eq(employees.businessId, businessId), eq(employees.isBusinessAdmin, true)),
    orderBy: asc(employees.createdAt),
  })

/**
 * The platform admin creates a business: pending verification, its owner without a password,
 * a verification code and an invitation to set a password (docs/admin-console.md).
 */
export async function createBusiness(scope: PlatformScope, input: CreateBusiness) {
  const { db, env } = scope
  const business = await createBusinessWithOwner(scope, {
    businessName: input.business_name,
    slug: input.slug,
    ownerName: input.name,
    email: input.email,
    phone: input.phone,
  })
  await db
    .update(businesses)
    .set({
      industry: input.industry,
      size: input.size ?? null,
      country: input.country,
      timezone: input.timezone,
      currency: input.currency,
    })
    .where(eq(businesses.id, business.id))
  const config = hostConfig(env)
  const protocol = protocolFor(config.mainDomain)
  const portal = businessOrigin(business.slug, 'business', config, protocol)
  const email = encodeURIComponent(input.email)
  await sendMail(env, db, {
    to: input.email,
    businessId: business.id,
    ...ownerInvitationMail(
      input.name,
      business.name,
      `${mainOrigin(config, protocol)}/auth/verify-account?email=${email}`,
      `${portal}/auth/forgot-password?email=${email}`,
      `${portal}/auth/login`,
    ),
  })
  return getBusiness(scope, business.id)
}

export async function updateBusiness(scope: PlatformScope, id: string, input: UpdateBusiness) {
  await getBusiness(scope, id)
  await scope.db
    .update(businesses)
    .set({ ...input, size: input.size ?? null })
    .where(eq(businesses.id, id))
  return getBusiness(scope, id)
}

/** The admin vouches for the e-mail: pending_verification -> active, with its history row. */
export async function verifyBusinessEmail(scope: PlatformScope, id: string) {
  const { db, actor } = scope
  const business = await getBusiness(scope, id)
  if (business.emailVerifiedAt) throw conflict(`The e-mail of ${business.name} is already verified.`)
  const activate = business.status === 'pending_verification'
  if (activate) assertTransition(LIFECYCLES.business, 'business', business.status, 'active')
  const owner = await ownerOf(db, id)
  const now = new Date()
  await db.batch([
    db
      .update(businesses)
      .set({ emailVerifiedAt: now, ...(activate ? { status: 'active' as const } : {}) })
      .where(eq(businesses.id, id)),
    ...(owner && !owner.emailVerifiedAt
      ? [
          db
            .update(employees)
            .set({ emailVerifiedAt: now })
            .where(and(eq(employees.businessId, id), eq(employees.id, owner.id))),
        ]
      : []),
    ...(activate
      ? [
          historyInsert(db, {
            businessId: id,
            entity: 'business',
            entityId: id,
            from: business.status,
            to: 'active',
            reason: 'E-mail verified by the platform admin',
            actor,
          }),
        ]
      : []),
  ])
  return getBusiness(scope, id)
}

/** A new verification code to the owner of a business still waiting for it. */
export async function resendBusinessVerification(scope: PlatformScope, id: string, ip: string) {
  const { db, env } = scope
  const business = await getBusiness(scope, id)
  const owner = await ownerOf(db, id)
  if (business.emailVerifiedAt || !owner || owner.emailVerifiedAt)
    throw conflict(`The e-mail of ${business.name} is already verified.`)
  await resendVerification(scope, owner.email, ip)
  return { email: owner.email }
}

/**
 * Move a business along its lifecycle (409 naming both states otherwise). Suspending or
 * deactivating it signs everyone out of it at once — staff, candidates and impersonated
 * sessions — in the same batch (the session guard refuses them anyway: docs/security.md).
 */
export async function changeBusinessStatus(
  scope: PlatformScope,
  id: string,
  to: BusinessStatus,
  reason: string | null,
) {
  const { db, actor } = scope
  const business = await getBusiness(scope, id)
  assertTransition(LIFECYCLES.business, 'business', business.status, to)
  const lockOut = to === 'suspended' || to === 'inactive'
  await db.batch([
    db.update(businesses).set({ status: to }).where(eq(businesses.id, id)),
    historyInsert(db, { businessId: id, entity: 'business', entityId: id, from: business.status, to, reason, actor }),
    ...(lockOut
      ? [
          db
            .update(sessions)
            .set({ revokedAt: new Date() })
            .where(and(eq(sessions.businessId, id), isNull(sessions.revokedAt))),
        ]
      : []),
  ])
  return getBusiness(scope, id)
}

/** Select-box options: the active businesses. */
export async function businessOptions({ db }: PlatformScope) {
  const rows = await db.query.businesses.findMany({
    where: eq(businesses.status, 'active'),
    columns: { id: true, name: true },
    orderBy: asc(businesses.name),
  })
  return rows.map((b) => ({ value: b.id, label: b.name }))
}

/** Put the business on the free plan, no payment involved (an audit row records who did it). */
export async function activateFreePlan(scope: PlatformScope, id: string) {
  const { db, actor } = scope
  const business = await getBusiness(scope, id)
  const free = await db.query.plans.findFirst({
    where: and(eq(plans.isFree, true), eq(plans.status, 'active')),
    orderBy: asc(plans.sortOrder),
  })
  if (!free) throw new ApiError(404, 'No free plan is offered at the moment.')
  if (business.planId === free.id) throw conflict(`${business.name} is already on the ${free.name} plan.`)
  await db.batch([
    db
      .update(businesses)
      .set({ planId: free.id, planStartedAt: new Date(), planRenewsAt: null })
      .where(eq(businesses.id, id)),
    auditInsert(db, {
      businessId: id,
      actor,
      action: 'plan.changed',
      entity: 'business',
      entityId: id,
      details: { from: business.planId, to: free.id, via: 'activate-free-plan' },
      request: scope.request,
    }),
  ])
  return { business: await getBusiness(scope, id), plan: { id: free.id, name: free.name } }
}
