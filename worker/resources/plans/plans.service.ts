import { and, asc, desc, eq, ne, sql } from 'drizzle-orm'
import { businesses, type PlanLimits, plans } from '../../db/schema'
import { conflict, notFound } from '../../lib/errors'
import { offsetOf, pageOf } from '../../lib/pagination'
import type { PlatformScope, Scope } from '../../lib/scope'
import { matchesText } from '../../lib/search'
import { assertTransition, LIFECYCLES } from '../../services/lifecycle'
import { historyInsert } from '../../services/status-history'
import { type PlanInput, type PlanListQuery, priceLabel } from './plans.schema'

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
  ...(input.sort_order != null ? { sortOrder: input.sort_order } : {}),
})

const withLabel = <P extends Plan>(p: P) => ({ ...p, priceLabel: priceLabel(p) })

/** The plans a visitor may choose from (the public pricing page and its API): active ones, in the admins' order. */
export async function listActivePlans({ db }: Scope) {
  const rows = await db.query.plans.findMany({
    where: eq(plans.status, 'active'),
    orderBy: [asc(plans.sortOrder), asc(plans.priceCents)],
  })
  return rows.map((p) => ({
    id: p.id,
    name: p.name,
    description: p.description,
    priceCents: p.priceCents,
    currency: p.currency,
    billingInterval: p.billingInterval,
    isFree: p.isFree,
    limits: p.limits,
    features: p.features,
    priceLabel: priceLabel(p),
  }))
}

export type PublicPlan = Awaited<ReturnType<typeof listActivePlans>>[number]

/** Every plan, for the platform console, with how many businesses are on each. */
export async function listPlans({ db }: PlatformScope, q: PlanListQuery) {
  const where = and(
    q.status ? eq(plans.status, q.status) : undefined,
    matchesText(q.search, plans.name, plans.description),
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

async function getPlan({ db }: Scope, id: string) {
  const plan = await db.query.plans.findFirst({ where: eq(plans.id, id) })
  if (!plan) throw notFound('Plan')
  return plan
}

async function assertNameFree({ db }: Scope, name: string, exceptId?: string) {
  const taken = await db.query.plans.findFirst({
    where: and(sql`lower(${plans.name}) = lower(${name})`, exceptId ? ne(plans.id, exceptId) : undefined),
    columns: { id: true },
  })
  if (taken) throw conflict(`A plan named "${name}" already exists.`)
}

const businessesOn = ({ db }: Scope, planId: string) => db.$count(businesses, eq(businesses.planId, planId))

/**
 * A new plan is a draft: inactive (not on the pricing page, not sold) until an admin publishes
 * it, and last in the order unless given a place.
 */
export async function createPlan(scope: PlatformScope, input: PlanInput) {
  await assertNameFree(scope, input.name)
  const [last] = await scope.db.select({ n: sql<number | null>`max(${plans.sortOrder})` }).from(plans)
  const [plan] = await scope.db
    .insert(plans)
    .values({ ...columns(input), sortOrder: input.sort_order ?? (last?.n ?? -1) + 1, status: 'inactive' })
    .returning()
  if (!plan) throw new Error('The plan was not stored.')
  return withLabel({ ...plan, businessCount: 0 })
}

/** Edit a plan. Businesses on it keep it; a new price applies from their next payment. */
export async function updatePlan(scope: PlatformScope, id: string, input: PlanInput) {
  await getPlan(scope, id)
  await assertNameFree(scope, input.name, id)
  await scope.db.update(plans).set(columns(input)).where(eq(plans.id, id))
  return withLabel({ ...(await getPlan(scope, id)), businessCount: await businessesOn(scope, id) })
}

/** active <-> inactive. An inactive plan is no longer sold; businesses already on it keep it. */
export async function changePlanStatus(scope: PlatformScope, id: string, to: 'active' | 'inactive') {
  const { db, actor } = scope
  const plan = await getPlan(scope, id)
  assertTransition(LIFECYCLES.activeInactive, 'plan', plan.status, to)
  await db.batch([
    db.update(plans).set({ status: to }).where(eq(plans.id, id)),
    historyInsert(db, { businessId: null, entity: 'plan', entityId: id, from: plan.status, to, actor }),
  ])
  return withLabel({ ...plan, status: to, businessCount: await businessesOn(scope, id) })
}
