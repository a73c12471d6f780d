import { listQuery, PAGE_SIZE } from '../../lib/pagination'
import { currencyCode } from '../../schemas/intl'
import { z } from '../../schemas/zod'

export const BILLING_INTERVALS = ['month', 'year', 'one_time'] as const
export const ACTIVE_STATUSES = ['active', 'inactive'] as const

export const planListQuery = listQuery(PAGE_SIZE.plans).extend({ status: z.enum(ACTIVE_STATUSES).optional() })

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
  sort_order: z.number().int().min(0).max(1000).default(0).describe('Sort order'),
})

export const planStatus = z.object({ status: z.enum(ACTIVE_STATUSES) })

export type PlanInput = z.infer<typeof planInput>
export type PlanListQuery = z.infer<typeof planListQuery>
