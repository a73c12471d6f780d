import type { Context } from 'hono'
import { ok } from '../../lib/envelope'
import { ApiError } from '../../lib/errors'
import type { PurchaseOutcome } from './purchase.service'

/**
 * The answer to a purchase, by how the transaction ended: 201 paid (200 when a retry
 * answered an earlier payment), 202 waiting for the provider, 402 declined with the
 * provider's reason. The transaction travels in `data` either way, except on a decline.
 */
export function purchaseAnswer(c: Context, outcome: PurchaseOutcome, whose: 'admin' | 'business') {
  const { transaction: tx, replayed, plan, business } = outcome
  if (tx.status === 'failed') throw new ApiError(402, tx.failureReason ?? 'Your card was declined.')
  const data = { transaction: tx, plan, business }
  if (tx.status === 'pending')
    return ok(c, 'The payment is being processed. The plan changes as soon as it is confirmed.', data, 202)
  if (tx.status === 'refunded') return ok(c, 'This payment was refunded.', data)
  if (replayed) return ok(c, 'This payment was already made. Nothing was charged again.', data)
  const who = whose === 'admin' ? business.name : 'Your business'
  return ok(c, `Payment successful. ${who} is now on the ${plan.name} plan.`, data, 201)
}
