import { eq } from 'drizzle-orm'
import { businesses, plans } from '../../db/schema'
import { notFound } from '../../lib/errors'
import type { BusinessScope } from '../../lib/scope'

/** The business of a portal, with its current plan and its limits. */
export async function businessDetail({ db, business: { id } }: BusinessScope) {
  const business = await db.query.businesses.findFirst({ where: eq(businesses.id, id) })
  if (!business) throw notFound('Business')
  const plan = business.planId ? await db.query.plans.findFirst({ where: eq(plans.id, business.planId) }) : null
  return { ...business, plan: plan ? { id: plan.id, name: plan.name, limits: plan.limits } : null }
}
