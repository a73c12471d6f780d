/** Shared set-up of the jobs, job request and dashboard tests. */
import { and, eq } from 'drizzle-orm'
import * as schema from '../../../worker/db/schema'
import { hashPassword } from '../../../worker/lib/crypto'
import { newId } from '../../../worker/lib/ids'
import { permissionId } from '../../../worker/services/access/catalog'
import { db, HOST, signIn } from '../../setup/http'

export async function businessBySlug(slug: string) {
  return (await db().query.businesses.findFirst({ where: eq(schema.businesses.slug, slug) }))!
}

export async function jobByCode(businessId: string, code: string) {
  return (await db().query.opportunities.findFirst({
    where: and(eq(schema.opportunities.businessId, businessId), eq(schema.opportunities.code, code)),
  }))!
}

export async function employeeByEmail(email: string) {
  return (await db().query.employees.findFirst({ where: eq(schema.employees.email, email) }))!
}

/** Sign in an Acme employee whose role holds exactly these permissions (no dependencies added). */
export async function staffWith(permissionKeys: string[], label = 'role'): Promise<string> {
  const acme = await businessBySlug('acme')
  const roleId = newId()
  const tag = `${label}-${roleId.slice(-8)}`
  await db().insert(schema.employeeRoles).values({ id: roleId, businessId: acme.id, name: tag })
  if (permissionKeys.length) {
    await db()
      .insert(schema.rolePermissions)
      .values(
        permissionKeys.map((key) => ({ businessId: acme.id, roleId, permissionId: permissionId('wildcard', key) })),
      )
  }
  const email = `${tag}@acme.example`
  await db()
    .insert(schema.employees)
    .values({
      businessId: acme.id,
      firstName: 'Test',
      lastName: label,
      email,
      passwordHash: await hashPassword('Tester@12345'),
      roleId,
      emailVerifiedAt: new Date(),
    })
  return signIn(HOST.acme, email, 'Tester@12345')
}

/** Run `fn` with the business's plan allowing `jobs` jobs, then put the plan back. */
export async function withJobLimit<T>(businessId: string, jobs: number, fn: () => Promise<T>): Promise<T> {
  const business = (await db().query.businesses.findFirst({ where: eq(schema.businesses.id, businessId) }))!
  const plan = (await db().query.plans.findFirst({ where: eq(schema.plans.id, business.planId!) }))!
  await db()
    .update(schema.plans)
    .set({ limits: { ...plan.limits, jobs } })
    .where(eq(schema.plans.id, plan.id))
  try {
    return await fn()
  } finally {
    await db().update(schema.plans).set({ limits: plan.limits }).where(eq(schema.plans.id, plan.id))
  }
}

/** Jobs that count against the plan (drafts, open and on hold). */
export async function jobsInUse(businessId: string) {
  const rows = await db()
    .select({ status: schema.opportunities.status })
    .from(schema.opportunities)
    .where(eq(schema.opportunities.businessId, businessId))
  return rows.filter((r) => r.status !== 'closed' && r.status !== 'filled').length
}

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
