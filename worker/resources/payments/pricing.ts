import type { businesses, plans } from '../../db/schema'

type Plan = typeof plans.$inferSelect
type Business = typeof businesses.$inferSelect
export type TransactionKind = 'plan_purchase' | 'subscription_renewal' | 'plan_change'

/** `count` billing intervals after `from` (calendar months and years, UTC; negative goes back); null for one-time plans. */
export function addInterval(from: Date, interval: Plan['billingInterval'], count = 1): Date | null {
  if (interval === 'one_time') return null
  const d = new Date(from)
  const day = d.getUTCDate()
  d.setUTCDate(1)
  d.setUTCMonth(d.getUTCMonth() + (interval === 'year' ? 12 : 1) * count)
  // 31 January + 1 month is the last day of February, not 3 March.
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate()
  d.setUTCDate(Math.min(day, last))
  return d
}

export type Quote = {
  kind: TransactionKind
  /** What is charged now, in the plan currency's minor unit. */
  amountCents: number
  /** The unused part of the current paid period, taken off the price (plan changes only). */
  creditCents: number
  currency: string
  periodStart: Date
  periodEnd: Date | null
}

/**
 * What buying `plan` costs the business now (docs/billing.md):
 * - the plan it is on, with a period still running: a renewal, the new period starts when the
 *   current one ends, full price;
 * - another plan while a paid period of the same currency runs: a change starting now, priced
 *   at the new plan minus the unused share of the current plan's price (never below zero);
 * - otherwise a purchase starting now, full price.
 */
export function quote(
  business: Pick<Business, 'planId' | 'planStartedAt' | 'planRenewsAt'>,
  current: Plan | null,
  plan: Plan,
  now = new Date(),
): Quote {
  const running = business.planRenewsAt && business.planRenewsAt > now ? business.planRenewsAt : null
  if (current && current.id === plan.id && running && plan.billingInterval !== 'one_time') {
    return {
      kind: 'subscription_renewal',
      amountCents: plan.priceCents,
      creditCents: 0,
      currency: plan.currency,
      periodStart: running,
      periodEnd: addInterval(running, plan.billingInterval),
    }
  }
  let creditCents = 0
  if (current && running && current.priceCents > 0 && current.currency === plan.currency) {
    // The running period began one interval before it ends (or when the plan started, if later).
    const oneBack = addInterval(running, current.billingInterval, -1)
    const began = Math.max(oneBack?.getTime() ?? 0, business.planStartedAt?.getTime() ?? 0)
    const length = running.getTime() - began
    const left = running.getTime() - now.getTime()
    if (length > 0 && left > 0) creditCents = Math.floor((current.priceCents * left) / length)
  }
  const kind: TransactionKind = current && running && current.id !== plan.id ? 'plan_change' : 'plan_purchase'
  return {
    kind,
    amountCents: Math.max(0, plan.priceCents - creditCents),
    creditCents: Math.min(creditCents, plan.priceCents),
    currency: plan.currency,
    periodStart: now,
    periodEnd: addInterval(now, plan.billingInterval),
  }
}
