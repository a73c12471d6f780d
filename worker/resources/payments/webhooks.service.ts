import { eq } from 'drizzle-orm'
import type Stripe from 'stripe'
import type { Db } from '../../db/client'
import { transactions, webhookEvents } from '../../db/schema'
import type { Actor, Scope } from '../../lib/scope'
import { markFailed, markRefunded, markSucceeded } from './settle.service'

/** History rows of what Stripe told us name Stripe. */
const STRIPE: Actor = { kind: 'system', id: 'stripe' }

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored'

async function transactionOf(db: Db, providerRef: string | null | undefined, metadataId: string | undefined) {
  if (providerRef) {
    const byRef = await db.query.transactions.findFirst({ where: eq(transactions.providerRef, providerRef) })
    if (byRef) return byRef
  }
  return metadataId ? db.query.transactions.findFirst({ where: eq(transactions.id, metadataId) }) : undefined
}

/**
 * Apply a verified Stripe event once. The event id is recorded in `webhook_events`; a
 * redelivery of the same event changes nothing. The transitions themselves only move a
 * transaction along its lifecycle (pending -> succeeded/failed, succeeded -> refunded), so an
 * event that arrives after the purchase already settled the transaction is harmless too.
 */
export async function applyStripeEvent({ db, env }: Scope, event: Stripe.Event): Promise<WebhookOutcome> {
  // Claim the event first: a redelivery (even a concurrent one) loses on the unique index.
  const claimed = await db
    .insert(webhookEvents)
    .values({ provider: 'stripe', eventId: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id })
  const [claim] = claimed
  if (!claim) return 'duplicate'
  try {
    return await apply({ db, env, actor: STRIPE }, event)
  } catch (err) {
    // Let Stripe retry: forget the claim so the redelivery is processed.
    await db.delete(webhookEvents).where(eq(webhookEvents.id, claim.id))
    throw err
  }
}

async function apply(scope: Scope, event: Stripe.Event): Promise<WebhookOutcome> {
  const { db } = scope
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const pi = event.data.object
      const tx = await transactionOf(db, pi.id, pi.metadata?.transaction_id)
      if (!tx) return 'ignored'
      await markSucceeded(scope, tx, { providerRef: pi.id })
      return 'processed'
    }
    case 'payment_intent.payment_failed': {
      const pi = event.data.object
      const tx = await transactionOf(db, pi.id, pi.metadata?.transaction_id)
      if (!tx) return 'ignored'
      await markFailed(scope, tx, pi.id, pi.last_payment_error?.message ?? 'Your card was declined.')
      return 'processed'
    }
    case 'charge.refunded': {
      const charge = event.data.object
      const pi = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id
      const tx = await transactionOf(db, pi, charge.metadata?.transaction_id)
      if (!tx || !charge.refunded) return 'ignored'
      await markRefunded(scope, tx, 'Refunded through Stripe')
      return 'processed'
    }
    default:
      return 'ignored'
  }
}
