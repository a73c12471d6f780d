import { formatMoney, PLATFORM_LOCALE } from '../../lib/money'
import { listQuery, PAGE_SIZE } from '../../lib/pagination'
import { currencyCode } from '../../schemas/intl'
import { activeStatus } from '../../schemas/org-common'
import { z } from '../../schemas/zod'

export const BILLING_INTERVALS = ['month', 'year', 'one_time'] as const
export type BillingInterval = (typeof BILLING_INTERVALS)[number]

/** The interval as a choice in a form. */
export const BILLING_INTERVAL_LABELS: Record<BillingInterval, string> = {
  month: 'Monthly',
  year: 'Yearly',
  one_time: 'One-time',
}

/** The interval after a price ("$49 per month"). */
export const PRICE_INTERVAL_LABELS: Record<BillingInterval, string> = {
  month: 'per month',
  year: 'per year',
  one_time: 'one-time payment',
}

/** A plan's price without its interval: "$49", "$49.99", "¥5,000" (whole amounts drop the decimals). */
export const planPrice = (plan: { priceCents: number; currency: string }) =>
  formatMoney(plan.priceCents, plan.currency, { locale: PLATFORM_LOCALE, wholeWithoutDecimals: true })

/** "Free", "$49 per month", "$499 per year", "$99 one-time payment". */
export function priceLabel(plan: {
  isFree: boolean
  priceCents: number
  currency: string
  billingInterval: BillingInterval
}): string {
  if (plan.isFree || plan.priceCents === 0) return 'Free'
  return `${planPrice(plan)} ${PRICE_INTERVAL_LABELS[plan.billingInterval]}`
}

export const planListQuery = listQuery(PAGE_SIZE.plans).extend({ status: activeStatus.optional() })

/** A limit: a whole number, or null for unlimited. */
const limit = (label: string) => z.number().int().min(0).max(10_000_000).nullable().describe(label)

export const planInput = z.object({
  name: z.string().trim().min(2).max(80),
  description: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((v) => v || null),
  /** In the currency's minor unit (cents); 0 makes a free plan. */
  price_cents: z.number().int().min(0).max(100_000_000).describe('Price'),
  currency: currencyCode,
  billing_interval: z.enum(BILLING_INTERVALS).describe('Billing interval'),
  limits: z.object({
    jobs: limit('Jobs limit'),
    candidates: limit('Candidates limit'),
    employees: limit('Employees limit'),
    ai_extractions_per_month: limit('AI extractions limit'),
  }),
  features: z.array(z.string().trim().min(1).max(120).describe('Feature')).max(20).default([]),
  /** Place on the pricing page (lower first); a new plan without one goes last. */
  sort_order: z.number().int().min(0).max(1000).nullish().describe('Sort order'),
})

export const planStatus = z.object({ status: activeStatus })

export type PlanInput = z.infer<typeof planInput>
export type PlanListQuery = z.infer<typeof planListQuery>
