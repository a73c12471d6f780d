import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type PlanLimits, plans } from '../../db/schema'

export type Plan = typeof plans.$inferSelect
export type BillingInterval = Plan['billingInterval']

const LOCALE = 'en-US'

/** How many minor units the currency has (USD 2, JPY 0, KWD 3), from ICU via Intl. */
export function minorUnitDigits(currency: string): number {
  return new Intl.NumberFormat(LOCALE, { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
}

/**
 * An amount in the currency's minor unit as text: 4900 USD -> "$49", 4999 USD -> "$49.99",
 * 5000 JPY -> "¥5,000". A malformed code (bad data) reads "49.00 US" instead of failing the page.
 */
export function formatMinorUnits(amountMinor: number, currency: string): string {
  const code = currency.toUpperCase()
  try {
    const digits = minorUnitDigits(code)
    return new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency: code,
      trailingZeroDisplay: 'stripIfInteger',
    }).format(amountMinor / 10 ** digits)
  } catch {
    return `${(amountMinor / 100).toFixed(2)} ${code}`
  }
}

export const INTERVAL_LABELS: Record<BillingInterval, string> = {
  month: 'per month',
  year: 'per year',
  one_time: 'one-time payment',
}

/** "Free", "$49 per month", "$499 per year", "$99 one-time payment". */
export function priceLabel(plan: Pick<Plan, 'isFree' | 'priceCents' | 'currency' | 'billingInterval'>): string {
  if (plan.isFree || plan.priceCents === 0) return 'Free'
  return `${formatMinorUnits(plan.priceCents, plan.currency)} ${INTERVAL_LABELS[plan.billingInterval]}`
}

export type PublicPlan = {
  id: string
  name: string
  description: string | null
  priceCents: number
  currency: string
  billingInterval: BillingInterval
  isFree: boolean
  limits: PlanLimits
  features: string[]
  priceLabel: string
}

/** The plans a visitor may choose from: active ones, in the admins' order. */
export async function listActivePlans(db: Db): Promise<PublicPlan[]> {
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
