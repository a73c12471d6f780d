/** The business's own billing (business host): plans, change of plan, cards on file, transactions and invoices. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { paymentListQuery } from '@worker/resources/payments/payments.schema'
import type { z } from '@worker/schemas/zod'
import { api } from '@/lib/api'
import type { ApiBody, ApiData, ApiRow } from '@/lib/api-contract'
import { useOrgMutation } from '@/lib/queries/organisation'
import { urlSearch } from '@/lib/url-search'

export type Transaction = ApiRow<'/wildcard/payments'>
export type TransactionStatus = Transaction['status']
export type BillingPlans = ApiData<'get', '/wildcard/payments/plans'>
export type BillingPlan = BillingPlans['plans'][number]
export type PlanLimits = BillingPlan['limits']
export type PaymentMethod = ApiData<'get', '/wildcard/payments/payment-methods'>[number]

/** The billing screen's page and status, from the list query its API validates. */
export const billingSearch = urlSearch(paymentListQuery.pick({ page: true, status: true, search: true }))
export type TransactionSearch = z.infer<typeof billingSearch>

export const billingTransactionsQuery = (s: TransactionSearch) =>
  queryOptions({
    queryKey: ['billing', 'transactions', s],
    queryFn: () => api.get('/wildcard/payments', { query: s }),
    placeholderData: keepPreviousData,
  })

export const billingPlansQuery = () =>
  queryOptions({
    queryKey: ['billing', 'plans'],
    queryFn: () => api.get('/wildcard/payments/plans'),
  })

export const paymentMethodsQuery = () =>
  queryOptions({
    queryKey: ['billing', 'methods'],
    queryFn: () => api.get('/wildcard/payments/payment-methods'),
  })

export const useChangePlan = () =>
  useOrgMutation(
    (json: ApiBody<'post', '/wildcard/payments/change-plan'>) =>
      api.send('post', '/wildcard/payments/change-plan', { json }),
    [['billing']],
    { quietErrors: true },
  )

export const downloadInvoice = (id: string) => api.download('/wildcard/payments/:id/invoice-link', { param: { id } })
