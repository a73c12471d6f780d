import { and, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { businesses, candidates, employees, opportunities, type PlanLimits, plans, usageCounters } from '../db/schema'
import { ApiError } from '../lib/errors'

export type LimitedResource = 'jobs' | 'candidates' | 'employees'

const LABEL: Record<LimitedResource, string> = { jobs: 'jobs', candidates: 'candidates', employees: 'employees' }

/** The limits of the business's current plan (null = unlimited; no plan = the free plan's limits). */
export async function limitsOf(db: Db, businessId: string): Promise<{ planName: string; limits: PlanLimits }> {
  const business = await db.query.businesses.findFirst({
    where: eq(businesses.id, businessId),
    columns: { planId: true },
  })
  const plan = business?.planId
    ? await db.query.plans.findFirst({ where: eq(plans.id, business.planId) })
    : await db.query.plans.findFirst({ where: and(eq(plans.isFree, true), eq(plans.status, 'active')) })
  if (!plan)
    return {
      planName: 'No plan',
      limits: { jobs: null, candidates: null, employees: null, aiExtractionsPerMonth: null },
    }
  return { planName: plan.name, limits: plan.limits }
}

/** How much of each limited resource the business uses now. */
export async function usageOf(db: Db, businessId: string): Promise<Record<LimitedResource, number>> {
  const [jobs, candidateCount, employeeCount] = await Promise.all([
    db.$count(
      opportunities,
      and(
        eq(opportunities.businessId, businessId),
        ne(opportunities.status, 'closed'),
        ne(opportunities.status, 'filled'),
      ),
    ),
    db.$count(candidates, eq(candidates.businessId, businessId)),
    db.$count(employees, and(eq(employees.businessId, businessId), eq(employees.status, 'active'))),
  ])
  return { jobs, candidates: candidateCount, employees: employeeCount }
}

/**
 * Refuse to add one more job (open or draft), candidate or active employee beyond the plan:
 * 403 with a message that says which limit and how to lift it.
 */
export async function assertWithinLimit(db: Db, businessId: string, resource: LimitedResource, adding = 1) {
  const { planName, limits } = await limitsOf(db, businessId)
  const limit = limits[resource]
  if (limit === null || limit === undefined) return
  const used = (await usageOf(db, businessId))[resource]
  if (used + adding > limit) {
    throw new ApiError(403, `Your ${planName} plan allows ${limit} ${LABEL[resource]}. Upgrade your plan to add more.`)
  }
}

/** Count one use of a metered feature this month ('ai_extraction', 'email'); refuses past the plan's AI limit. */
export async function meter(
  db: Db,
  businessId: string,
  metric: 'ai_extraction' | 'email',
  amount = 1,
  now = new Date(),
) {
  const period = now.toISOString().slice(0, 7)
  if (metric === 'ai_extraction') {
    const { planName, limits } = await limitsOf(db, businessId)
    const current = await db.query.usageCounters.findFirst({
      where: and(
        eq(usageCounters.businessId, businessId),
        eq(usageCounters.metric, metric),
        eq(usageCounters.period, period),
      ),
    })
    const limit = limits.aiExtractionsPerMonth
    if (limit !== null && (current?.count ?? 0) + amount > limit) {
      throw new ApiError(
        403,
        `Your ${planName} plan allows ${limit} AI extractions a month. Upgrade your plan to extract more.`,
      )
    }
  }
  await db.run(sql`insert into usage_counters (id, business_id, metric, period, count, created_at, updated_at)
    values (${crypto.randomUUID()}, ${businessId}, ${metric}, ${period}, ${amount}, ${now.getTime()}, ${now.getTime()})
    on conflict(business_id, metric, period) do update set count = count + ${amount}, updated_at = ${now.getTime()}`)
}
