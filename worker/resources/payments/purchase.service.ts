import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { businesses, payments, plans, transactions } from '../../db/schema'
import { ApiError, conflict, notFound } from '../../lib/errors'
import { newId } from '../../lib/ids'
import type { PlatformScope, Scope } from '../../lib/scope'
import { type ChargeRequest, paymentProvider } from '../../providers/payments'
import { assertTransition, LIFECYCLES } from '../../services/lifecycle'
import { historyInsert } from '../../services/status-history'
import type { ManualPayment } from '../businesses/businesses.schema'
import type { Purchase } from './payments.schema'
import { quote } from './pricing'
import { markFailed, markSucceeded, type Transaction } from './settle.service'

/**
 * For which business, and through which door: the platform admin for a business (any plan,
 * renewals too) or the business itself (a change). Who pays is the scope's actor.
 */
export type Buyer = { businessId: string; channel: 'admin' | 'business' }

export type PurchaseOutcome = {
  transaction: Transaction
  replayed: boolean
  plan: { id: string; name: string }
  business: { id: string; name: string }
}

function isUniqueViolation(err: unknown): boolean {
  const text = `${String(err)} ${String((err as { cause?: unknown })?.cause ?? '')}`
  return /UNIQUE constraint failed/i.test(text)
}

async function loadBusiness(db: Db, businessId: string) {
  const business = await db.query.businesses.findFirst({ where: eq(businesses.id, businessId) })
  if (!business) throw notFound('Business')
  return business
}

async function loadPlan(db: Db, planId: string) {
  const plan = await db.query.plans.findFirst({ where: eq(plans.id, planId) })
  if (!plan) throw new ApiError(404, 'Plan not found.', [{ field: 'plan_id', message: 'Plan not found.' }])
  return plan
}

const byKey = (db: Db, businessId: string, key: string) =>
  db.query.transactions.findFirst({
    where: and(eq(transactions.businessId, businessId), eq(transactions.idempotencyKey, key)),
  })

/** A payment just written or settled, read back (it cannot be missing: nothing deletes payments). */
async function reread(db: Db, businessId: string, id: string): Promise<Transaction> {
  const tx = await db.query.transactions.findFirst({
    where: and(eq(transactions.id, id), eq(transactions.businessId, businessId)),
  })
  if (!tx) throw notFound('Transaction')
  return tx
}

/** The provider-side source of the money: a new card, a card on file, or a provider token ('pm_...'). */
type Source = { source: ChargeRequest['source']; paymentId: string | null }

async function sourceOf(db: Db, businessId: string, input: Purchase): Promise<Source | null> {
  if (input.card)
    return {
      source: {
        card: {
          number: input.card.number,
          expMonth: input.card.exp_month,
          expYear: input.card.exp_year,
          cvc: input.card.cvc,
        },
      },
      paymentId: null,
    }
  if (!input.payment_method_id) return null
  const onFile = await db.query.payments.findFirst({
    where: and(eq(payments.id, input.payment_method_id), eq(payments.businessId, businessId)),
  })
  if (onFile) return { source: { methodRef: onFile.providerRef }, paymentId: onFile.id }
  if (input.payment_method_id.startsWith('pm_'))
    return { source: { methodRef: input.payment_method_id }, paymentId: null }
  throw new ApiError(404, 'Payment method not found.', [
    { field: 'payment_method_id', message: 'Payment method not found.' },
  ])
}

/** Charge a pending transaction through the provider and settle it by the outcome. */
async function charge(scope: Scope, tx: Transaction, source: Source | null, description: string) {
  const { db, env } = scope
  if (tx.amountCents === 0) {
    await markSucceeded(scope, tx, {})
    return
  }
  if (!source)
    throw new ApiError(422, 'Please enter card details or choose a saved card.', [
      { field: 'card', message: 'Please enter card details or choose a saved card.' },
    ])
  const provider = paymentProvider(env)
  let result: Awaited<ReturnType<typeof provider.charge>>
  try {
    result = await provider.charge({
      amountCents: tx.amountCents,
      currency: tx.currency,
      description,
      // The provider sees the same key on every retry of this purchase: it charges once.
      idempotencyKey: `${tx.businessId}:${tx.idempotencyKey ?? tx.id}`,
      metadata: { transaction_id: tx.id, business_id: tx.businessId, plan_id: tx.planId ?? '' },
      source: source.source,
    })
  } catch (err) {
    if (err instanceof ApiError) throw err
    console.error(
      JSON.stringify({ level: 'error', msg: 'payment provider error', transactionId: tx.id, error: String(err) }),
    )
    throw new ApiError(
      502,
      'The payment provider could not be reached. Please try again: retrying will not charge you twice.',
    )
  }
  if (result.providerRef)
    await db
      .update(transactions)
      .set({ providerRef: result.providerRef })
      .where(and(eq(transactions.businessId, tx.businessId), eq(transactions.id, tx.id)))
  if (result.status === 'succeeded')
    await markSucceeded(scope, tx, { providerRef: result.providerRef, method: result.method })
  else if (result.status === 'failed')
    await markFailed(scope, tx, result.providerRef, result.failureReason ?? 'Your card was declined.')
}

/**
 * Buy a plan (admin buy-plan, business change-plan). Idempotent by `idempotency_key` per
 * business: a retry answers the first transaction, and a pending one is finished with the
 * provider under the same provider key, so nothing is ever charged twice.
 */
export async function purchasePlan(scope: Scope, buyer: Buyer, input: Purchase): Promise<PurchaseOutcome> {
  const { db, env, actor } = scope
  const business = await loadBusiness(db, buyer.businessId)
  const plan = await loadPlan(db, input.plan_id)

  const names = { plan: { id: plan.id, name: plan.name }, business: { id: business.id, name: business.name } }
  const existing = await byKey(db, business.id, input.idempotency_key)
  if (existing) {
    if (existing.planId !== plan.id) throw conflict('This idempotency key was already used for another payment.')
    if (existing.status === 'pending')
      await charge(scope, existing, await sourceOf(db, business.id, input), `${plan.name} plan for ${business.name}`)
    return { transaction: await reread(db, business.id, existing.id), replayed: true, ...names }
  }

  if (business.status === 'inactive')
    throw conflict(`${business.name} is inactive. Reactivate it before buying a plan.`)
  if (plan.status !== 'active') throw conflict(`The ${plan.name} plan is no longer offered.`)
  const current = business.planId
    ? ((await db.query.plans.findFirst({ where: eq(plans.id, business.planId) })) ?? null)
    : null
  if (buyer.channel === 'business' && current?.id === plan.id)
    throw conflict(`You are already on the ${plan.name} plan.`)
  const q = quote(business, current, plan)
  const source = q.amountCents > 0 ? await sourceOf(db, business.id, input) : null
  if (q.amountCents > 0 && !source) {
    throw new ApiError(422, 'Please enter card details or choose a saved card.', [
      { field: 'card', message: 'Please enter card details or choose a saved card.' },
    ])
  }

  const provider = q.amountCents > 0 ? paymentProvider(env).name : 'none'
  const id = newId()
  try {
    await db.batch([
      db.insert(transactions).values({
        id,
        businessId: business.id,
        planId: plan.id,
        amountCents: q.amountCents,
        currency: q.currency,
        kind: q.kind,
        provider,
        paymentId: source?.paymentId ?? null,
        idempotencyKey: input.idempotency_key,
        periodStart: q.periodStart,
        periodEnd: q.periodEnd,
        createdBy: actor.id,
      }),
      historyInsert(db, {
        businessId: business.id,
        entity: 'transaction',
        entityId: id,
        from: null,
        to: 'pending',
        actor,
        meta: { creditCents: q.creditCents },
      }),
    ])
  } catch (err) {
    // Two requests with the same key at once: the second answers the first's transaction.
    if (!isUniqueViolation(err)) throw err
    const first = await byKey(db, business.id, input.idempotency_key)
    if (!first) throw err
    return { transaction: first, replayed: true, ...names }
  }
  await charge(scope, await reread(db, business.id, id), source, `${plan.name} plan for ${business.name}`)
  return { transaction: await reread(db, business.id, id), replayed: false, ...names }
}

/** A payment made outside the platform, recorded by the platform admin: succeeded at once, with an invoice. */
export async function recordManualPayment(
  scope: PlatformScope,
  businessId: string,
  input: ManualPayment,
): Promise<Transaction> {
  const { db, actor } = scope
  const business = await loadBusiness(db, businessId)
  const plan = await loadPlan(db, input.plan_id)
  const key = `manual:${input.reference.toLowerCase()}`
  if (await byKey(db, business.id, key))
    throw conflict(`A payment with reference "${input.reference}" is already recorded for ${business.name}.`)
  const current = business.planId
    ? ((await db.query.plans.findFirst({ where: eq(plans.id, business.planId) })) ?? null)
    : null
  const q = quote(business, current, plan)
  const id = newId()
  await db.batch([
    db.insert(transactions).values({
      id,
      businessId: business.id,
      planId: plan.id,
      amountCents: input.amount_cents,
      currency: input.currency,
      kind: q.kind,
      provider: 'manual',
      providerRef: input.reference,
      idempotencyKey: key,
      periodStart: q.periodStart,
      periodEnd: q.periodEnd,
      createdBy: actor.id,
    }),
    historyInsert(db, {
      businessId: business.id,
      entity: 'transaction',
      entityId: id,
      from: null,
      to: 'pending',
      reason: `Manual payment ${input.reference}`,
      actor,
    }),
  ])
  assertTransition(LIFECYCLES.transaction, 'transaction', 'pending', 'succeeded')
  await markSucceeded(scope, { id, businessId: business.id }, {})
  return reread(db, business.id, id)
}
