import { and, asc, desc, eq, like, ne, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { businesses, type PlanLimits, plans } from '../../db/schema'
import { conflict, notFound } from '../../lib/errors'
import { offsetOf, pageOf } from '../../lib/pagination'
import { assertTransition, LIFECYCLES } from '../../services/lifecycle'
import { type Actor, historyInsert } from '../../services/status-history'
import { priceLabel } from './plan-helpers'
import type { PlanInput, PlanListQuery } from './plans.schema'

type Plan = typeof plans.$inferSelect

/** The API's limits (snake_case in, like every body) -> the plan's stored limits. */
const limitsOf = (l: PlanInput['limits']): PlanLimits => ({
  jobs: l.jobs,
  candidates: l.candidates,
  employees: l.employees,
  aiExtractionsPerMonth: l.ai_extractions_per_month,
})

const columns = (input: PlanInput) => ({
  name: input.name,
  description: input.description,
  priceCents: input.price_cents,
  currency: input.currency,
  billingInterval: input.billing_interval,
  // A plan that costs nothing is the free plan businesses fall back to (plan-limits.ts).
  isFree: input.price_cents === 0,
  limits: limitsOf(input.limits),
  features: input.features,
  sortOrder: input.sort_order,
})

const withLabel = (p: Plan & { businessCount?: number }) => ({ ...p, priceLabel: priceLabel(p) })

export async function listPlans(db: Db, q: PlanListQuery) {
  const where = and(
    q.status ? eq(plans.status, q.status) : undefined,
    q.search ? or(like(plans.name, `%${q.search}%`), like(plans.description, `%${q.search}%`)) : undefined,
  )
  const sortColumn =
    q.sort === 'name'
      ? plans.name
      : q.sort === 'price'
        ? plans.priceCents
        : q.sort === 'created_at'
          ? plans.createdAt
          : plans.sortOrder
  const direction = q.sort ? (q.order === 'asc' ? asc : desc) : asc
  const [rows, total] = await Promise.all([
    db
      .select({
        plan: plans,
        businessCount: sql<number>`(select count(*) from businesses where businesses.plan_id = plans.id)`,
      })
      .from(plans)
      .where(where)
      .orderBy(direction(sortColumn), asc(plans.priceCents))
      .limit(q.limit)
      .offset(offsetOf(q)),
    db.$count(plans, where),
  ])
  return pageOf(
    rows.map((r) => withLabel({ ...r.plan, businessCount: r.businessCount })),
    total,
    q,
  )
}

async function getPlan(db: Db, id: string) {
  const plan = await db.query.plans.findFirst({ where: eq(plans.id, id) })
  if (!plan) throw notFound('Plan')
  return plan
}

async function assertNameFree(db: Db, name: string, exceptId?: string) {
  const taken = await db.query.plans.findFirst({
    where: and(sql`lower(${plans.name}) = lower(${name})`, exceptId ? ne(plans.id, exceptId) : undefined),
    columns: { id: true },
  })
  if (taken) throw conflict(`A plan named "${name}" already exists.`)
}

export async function createPlan(db: Db, input: PlanInput) {
  await assertNameFree(db, input.name)
  const [plan] = await db.insert(plans).values(columns(input)).returning()
  return withLabel(plan!)
}

/** Edit a plan. Businesses on it keep it; a new price applies from their next payment. */
export async function updatePlan(db: Db, id: string, input: PlanInput) {
  await getPlan(db, id)
  await assertNameFree(db, input.name, id)
  const [plan] = await db.update(plans).set(columns(input)).where(eq(plans.id, id)).returning()
  return withLabel(plan!)
}

/** active <-> inactive. An inactive plan is no longer sold; businesses already on it keep it. */
export async function changePlanStatus(db: Db, id: string, to: 'active' | 'inactive', actor: Actor) {
  const plan = await getPlan(db, id)
  assertTransition(LIFECYCLES.activeInactive, 'plan', plan.status, to)
  await db.batch([
    db.update(plans).set({ status: to }).where(eq(plans.id, id)),
    historyInsert(db, { businessId: null, entity: 'plan', entityId: id, from: plan.status, to, actor }),
  ])
  const onIt = await db.$count(businesses, eq(businesses.planId, id))
  return { ...withLabel({ ...plan, status: to }), businessCount: onIt }
}
