/**
 * The platform admin console (main host): businesses, plans, users and transactions. Lists
 * keep their search in the URL; every change toasts the server's message and refreshes.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type {
  businessStatus,
  createBusiness,
  manualPayment,
  updateBusiness,
} from '@worker/resources/businesses/businesses.schema'
import type { purchase } from '@worker/resources/payments/payments.schema'
import type { planInput } from '@worker/resources/plans/plans.schema'
import { z } from '@worker/schemas/zod'
import type { PageData } from '@/components/layout/data-table'
import { api, apiLegacy } from '@/lib/api'
import type { BillingPlans, PaymentMethod, PlanLimits, Transaction } from '@/lib/queries/billing'
import { type ActiveStatus, type Option, useOrgMutation } from '@/lib/queries/organisation'

export const BUSINESS_STATUS = ['pending_verification', 'active', 'suspended', 'inactive'] as const
export type BusinessStatus = (typeof BUSINESS_STATUS)[number]

const page = z.coerce.number().int().min(1).optional().catch(undefined)
const search = z.string().trim().max(200).optional().catch(undefined)

export const businessSearch = z.object({ page, search, status: z.enum(BUSINESS_STATUS).optional().catch(undefined) })
export const planSearch = z.object({ page, search, status: z.enum(['active', 'inactive']).optional().catch(undefined) })
export const userSearch = z.object({
  page,
  search,
  status: z.enum(['active', 'inactive']).optional().catch(undefined),
  type: z.enum(['business_admin', 'employee']).optional().catch(undefined),
  business_id: z.string().max(64).optional().catch(undefined),
})
export const transactionSearch = z.object({
  page,
  search,
  status: z.enum(['pending', 'succeeded', 'failed', 'refunded']).optional().catch(undefined),
  business_id: z.string().max(64).optional().catch(undefined),
})

export type Business = {
  id: string
  name: string
  slug: string
  email: string
  phone: string | null
  website: string | null
  industry: string | null
  size: string | null
  address: string | null
  country: string | null
  timezone: string
  currency: string
  status: BusinessStatus
  email_verified_at: string | null
  plan_id: string | null
  plan_name: string | null
  plan_renews_at: string | null
  created_at: string
  employee_count: number
  candidate_count: number
  job_count: number
}

export type Plan = {
  id: string
  name: string
  description: string | null
  price_cents: number
  currency: string
  billing_interval: 'month' | 'year' | 'one_time'
  is_free: boolean
  limits: PlanLimits
  features: string[]
  sort_order: number
  status: ActiveStatus
  price_label: string
  business_count: number
}

export type PlatformUser = {
  id: string
  name: string
  email: string
  designation: string | null
  type: 'business_admin' | 'employee'
  role: string
  status: ActiveStatus
  last_login_at: string | null
  business_id: string
  business_name: string
  business_slug: string
}

export type BusinessPlans = BillingPlans & {
  payment_methods: PaymentMethod[]
  transactions: {
    count: number
    by_status: Record<string, number>
    paid: { currency: string; amount_cents: number }[]
    recent: Transaction[]
  }
}

export type CreateBusinessInput = z.input<typeof createBusiness>
export type UpdateBusinessInput = z.input<typeof updateBusiness>
export type PlanInput = z.input<typeof planInput>
export type PurchaseInput = z.output<typeof purchase>

export const businessesQuery = (s: z.infer<typeof businessSearch>) =>
  queryOptions({
    queryKey: ['admin', 'businesses', s],
    queryFn: () => apiLegacy.get<PageData<Business>>('/admin/businesses', s),
    placeholderData: keepPreviousData,
  })

export const businessOptionsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'businesses', 'options'],
    queryFn: () => apiLegacy.get<Option[]>('/admin/businesses/options/all'),
    staleTime: 60_000,
  })

export const businessPlansQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'businesses', id, 'plans'],
    queryFn: () => apiLegacy.get<BusinessPlans>(`/admin/businesses/${id}/plans`),
  })

export const plansQuery = (s: z.infer<typeof planSearch>) =>
  queryOptions({
    queryKey: ['admin', 'plans', s],
    queryFn: () => apiLegacy.get<PageData<Plan>>('/admin/plans', { ...s, limit: 12 }),
    placeholderData: keepPreviousData,
  })

export const usersQuery = (s: z.infer<typeof userSearch>) =>
  queryOptions({
    queryKey: ['admin', 'users', s],
    queryFn: () => apiLegacy.get<PageData<PlatformUser>>('/admin/users', s),
    placeholderData: keepPreviousData,
  })

export const adminTransactionsQuery = (s: z.infer<typeof transactionSearch>) =>
  queryOptions({
    queryKey: ['admin', 'transactions', s],
    queryFn: () => apiLegacy.get<PageData<Transaction>>('/admin/transactions', s),
    placeholderData: keepPreviousData,
  })

const BUSINESSES = [
  ['admin', 'businesses'],
  ['admin', 'users'],
  ['admin', 'transactions'],
  ['admin', 'dashboard'],
]

export const useSaveBusiness = (id?: string) =>
  useOrgMutation(
    (input: CreateBusinessInput | UpdateBusinessInput) =>
      apiLegacy.request<Business>(id ? `/admin/businesses/${id}` : '/admin/businesses', {
        method: id ? 'PUT' : 'POST',
        body: input,
      }),
    BUSINESSES,
    { quietErrors: true },
  )

export const useBusinessStatus = () =>
  useOrgMutation(
    ({ id, ...body }: { id: string } & z.input<typeof businessStatus>) =>
      apiLegacy.request<Business>(`/admin/businesses/${id}/update-status`, { method: 'PUT', body }),
    BUSINESSES,
    {
      quietErrors: true,
    },
  )

export const useVerifyBusiness = () =>
  useOrgMutation(
    (id: string) => apiLegacy.request<Business>(`/admin/businesses/${id}/verify-email`, { method: 'POST' }),
    BUSINESSES,
  )
export const useResendVerification = () =>
  useOrgMutation(
    (id: string) => apiLegacy.request(`/admin/businesses/${id}/resend-verify-email`, { method: 'PUT' }),
    [],
  )
export const useActivateFreePlan = () =>
  useOrgMutation(
    (id: string) => apiLegacy.request(`/admin/businesses/${id}/activate-free-plan`, { method: 'POST' }),
    BUSINESSES,
  )

export const useBuyPlan = (businessId: string) =>
  useOrgMutation(
    (input: PurchaseInput) =>
      apiLegacy.request<{ transaction: Transaction }>(`/admin/businesses/${businessId}/buy-plan`, {
        method: 'POST',
        body: input,
      }),
    BUSINESSES,
    { quietErrors: true },
  )

export const useManualPayment = (businessId: string) =>
  useOrgMutation(
    (input: z.input<typeof manualPayment>) =>
      apiLegacy.request<Transaction>(`/admin/businesses/${businessId}/payment`, { method: 'PUT', body: input }),
    BUSINESSES,
    { quietErrors: true },
  )

/** A one-minute link into the business's portal, signed in as its owner. */
export const portalLink = (id: string) => apiLegacy.post<{ url: string }>(`/admin/businesses/${id}/portal_login`)

export const useSavePlan = (id?: string) =>
  useOrgMutation(
    (input: PlanInput) =>
      apiLegacy.request<Plan>(id ? `/admin/plans/${id}` : '/admin/plans', { method: id ? 'PUT' : 'POST', body: input }),
    [['admin', 'plans']],
    { quietErrors: true },
  )

export const usePlanStatus = () =>
  useOrgMutation(
    ({ id, status }: { id: string; status: ActiveStatus }) =>
      apiLegacy.request<Plan>(`/admin/plans/${id}/status`, { method: 'PATCH', body: { status } }),
    [['admin', 'plans']],
  )

export const useUserStatus = () =>
  useOrgMutation(
    ({ id, status }: { id: string; status: ActiveStatus }) =>
      apiLegacy.request(`/admin/users/${id}/status`, { method: 'PATCH', body: { status } }),
    [['admin', 'users']],
  )

export const downloadAdminInvoice = (id: string) => apiLegacy.download(`/admin/transactions/${id}/invoice`)
