/** The business's own billing (business host): plans, change of plan, cards on file, transactions and invoices. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { purchase } from '@worker/resources/payments/payments.schema'
import type { z } from '@worker/schemas/zod'
import type { PageData } from '@/components/layout/data-table'
import { api, apiLegacy } from '@/lib/api'
import { useOrgMutation } from '@/lib/queries/organisation'

export type PlanLimits = {
  jobs: number | null
  candidates: number | null
  employees: number | null
  ai_extractions_per_month: number | null
}

export type TransactionStatus = 'pending' | 'succeeded' | 'failed' | 'refunded'

export type Transaction = {
  id: string
  business_id: string
  business_name: string
  business_slug: string
  plan_id: string | null
  plan_name: string | null
  amount_cents: number
  currency: string
  status: TransactionStatus
  kind: 'plan_purchase' | 'subscription_renewal' | 'plan_change' | 'refund'
  provider: string
  provider_ref: string | null
  failure_reason: string | null
  invoice_number: string | null
  period_start: string | null
  period_end: string | null
  card_brand: string | null
  card_last4: string | null
  has_invoice: boolean
  created_at: string
}

export type BillingPlan = {
  id: string
  name: string
  description: string | null
  price_cents: number
  currency: string
  billing_interval: 'month' | 'year' | 'one_time'
  is_free: boolean
  status: 'active' | 'inactive'
  limits: PlanLimits
  features: string[]
  price_label: string
  is_current: boolean
  due_now: {
    kind: string
    amount_cents: number
    credit_cents: number
    currency: string
    period_start: string
    period_end: string | null
  }
}

export type BillingPlans = {
  current_plan_id: string | null
  current_plan_name: string | null
  plan_started_at: string | null
  plan_renews_at: string | null
  plans: BillingPlan[]
}

export type PaymentMethod = {
  id: string
  brand: string | null
  last4: string | null
  exp_month: number | null
  exp_year: number | null
  is_default: boolean
  expired: boolean
}

export type TransactionSearch = { page?: number; status?: TransactionStatus; search?: string }

export const billingTransactionsQuery = (s: TransactionSearch) =>
  queryOptions({
    queryKey: ['billing', 'transactions', s],
    queryFn: () => apiLegacy.get<PageData<Transaction>>('/wildcard/payments', s),
    placeholderData: keepPreviousData,
  })

export const billingPlansQuery = () =>
  queryOptions({
    queryKey: ['billing', 'plans'],
    queryFn: () => apiLegacy.get<BillingPlans>('/wildcard/payments/plans'),
  })

export const paymentMethodsQuery = () =>
  queryOptions({
    queryKey: ['billing', 'methods'],
    queryFn: () => apiLegacy.get<PaymentMethod[]>('/wildcard/payments/payment-methods'),
  })

export const useChangePlan = () =>
  useOrgMutation(
    (input: z.output<typeof purchase>) =>
      apiLegacy.request<{ transaction: Transaction }>('/wildcard/payments/change-plan', {
        method: 'POST',
        body: input,
      }),
    [['billing']],
    { quietErrors: true },
  )

export const downloadInvoice = (id: string) => apiLegacy.download(`/wildcard/payments/${id}/invoice-link`)
