/**
 * The platform admin console (main host): businesses, plans, users and transactions. Lists
 * keep their search in the URL; every change toasts the server's message and refreshes.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { BUSINESS_STATUSES, businessListQuery } from '@worker/resources/businesses/businesses.schema'
import { adminPaymentListQuery } from '@worker/resources/payments/payments.schema'
import { planListQuery } from '@worker/resources/plans/plans.schema'
import { userListQuery } from '@worker/resources/users/users.schema'
import type { z } from '@worker/schemas/zod'
import { api } from '@/lib/api'
import type { ApiBody, ApiData, ApiRow } from '@/lib/api-contract'
import { type ActiveStatus, useOrgMutation } from '@/lib/queries/organisation'
import { urlSearch } from '@/lib/url-search'

export const BUSINESS_STATUS = BUSINESS_STATUSES
export type BusinessStatus = (typeof BUSINESS_STATUSES)[number]

/** Each list screen's URL search: its API list query, forgiving (lib/url-search). */
export const businessSearch = urlSearch(businessListQuery.pick({ page: true, search: true, status: true }))
export const planSearch = urlSearch(planListQuery.pick({ page: true, search: true, status: true }))
export const userSearch = urlSearch(
  userListQuery.pick({ page: true, search: true, status: true, type: true, business_id: true }),
)
export const transactionSearch = urlSearch(
  adminPaymentListQuery.pick({ page: true, search: true, status: true, business_id: true }),
)

export type Business = ApiRow<'/admin/businesses'>
export type Plan = ApiRow<'/admin/plans'>
export type PlatformUser = ApiRow<'/admin/users'>
export type BusinessPlans = ApiData<'get', '/admin/businesses/:id/plans'>
export type CreateBusinessInput = ApiBody<'post', '/admin/businesses'>
export type UpdateBusinessInput = ApiBody<'put', '/admin/businesses/:id'>
export type PlanInput = ApiBody<'post', '/admin/plans'>
export type PurchaseInput = ApiBody<'post', '/admin/businesses/:id/buy-plan'>

export const businessesQuery = (s: z.infer<typeof businessSearch>) =>
  queryOptions({
    queryKey: ['admin', 'businesses', s],
    queryFn: () => api.get('/admin/businesses', { query: s }),
    placeholderData: keepPreviousData,
  })

export const businessOptionsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'businesses', 'options'],
    queryFn: () => api.get('/admin/businesses/options/all'),
    staleTime: 60_000,
  })

export const businessPlansQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'businesses', id, 'plans'],
    queryFn: () => api.get('/admin/businesses/:id/plans', { param: { id } }),
  })

export const plansQuery = (s: z.infer<typeof planSearch>) =>
  queryOptions({
    queryKey: ['admin', 'plans', s],
    queryFn: () => api.get('/admin/plans', { query: { ...s, limit: 12 } }),
    placeholderData: keepPreviousData,
  })

export const usersQuery = (s: z.infer<typeof userSearch>) =>
  queryOptions({
    queryKey: ['admin', 'users', s],
    queryFn: () => api.get('/admin/users', { query: s }),
    placeholderData: keepPreviousData,
  })

export const adminTransactionsQuery = (s: z.infer<typeof transactionSearch>) =>
  queryOptions({
    queryKey: ['admin', 'transactions', s],
    queryFn: () => api.get('/admin/transactions', { query: s }),
    placeholderData: keepPreviousData,
  })

const BUSINESSES = [
  ['admin', 'businesses'],
  ['admin', 'users'],
  ['admin', 'transactions'],
  ['admin', 'dashboard'],
]

export const useCreateBusiness = () =>
  useOrgMutation((json: CreateBusinessInput) => api.send('post', '/admin/businesses', { json }), BUSINESSES, {
    quietErrors: true,
  })

export const useUpdateBusiness = (id: string) =>
  useOrgMutation(
    (json: UpdateBusinessInput) => api.send('put', '/admin/businesses/:id', { param: { id }, json }),
    BUSINESSES,
    { quietErrors: true },
  )

export const useBusinessStatus = () =>
  useOrgMutation(
    ({ id, ...json }: { id: string } & ApiBody<'put', '/admin/businesses/:id/update-status'>) =>
      api.send('put', '/admin/businesses/:id/update-status', { param: { id }, json }),
    BUSINESSES,
    {
      quietErrors: true,
    },
  )

export const useVerifyBusiness = () =>
  useOrgMutation((id: string) => api.send('post', '/admin/businesses/:id/verify-email', { param: { id } }), BUSINESSES)
export const useResendVerification = () =>
  useOrgMutation((id: string) => api.send('put', '/admin/businesses/:id/resend-verify-email', { param: { id } }), [])
export const useActivateFreePlan = () =>
  useOrgMutation(
    (id: string) => api.send('post', '/admin/businesses/:id/activate-free-plan', { param: { id } }),
    BUSINESSES,
  )

export const useBuyPlan = (businessId: string) =>
  useOrgMutation(
    (json: PurchaseInput) => api.send('post', '/admin/businesses/:id/buy-plan', { param: { id: businessId }, json }),
    BUSINESSES,
    { quietErrors: true },
  )

export const useManualPayment = (businessId: string) =>
  useOrgMutation(
    (json: ApiBody<'put', '/admin/businesses/:id/payment'>) =>
      api.send('put', '/admin/businesses/:id/payment', { param: { id: businessId }, json }),
    BUSINESSES,
    { quietErrors: true },
  )

/** A one-minute link into the business's portal, signed in as its owner. */
export const portalLink = (id: string) => api.post('/admin/businesses/:id/portal_login', { param: { id } })

export const useSavePlan = (id?: string) =>
  useOrgMutation(
    (json: PlanInput) =>
      id ? api.send('put', '/admin/plans/:id', { param: { id }, json }) : api.send('post', '/admin/plans', { json }),
    [['admin', 'plans']],
    { quietErrors: true },
  )

export const usePlanStatus = () =>
  useOrgMutation(
    ({ id, status }: { id: string; status: ActiveStatus }) =>
      api.send('patch', '/admin/plans/:id/status', { param: { id }, json: { status } }),
    [['admin', 'plans']],
  )

export const useUserStatus = () =>
  useOrgMutation(
    ({ id, status }: { id: string; status: ActiveStatus }) =>
      api.send('patch', '/admin/users/:id/status', { param: { id }, json: { status } }),
    [['admin', 'users']],
  )

export const downloadAdminInvoice = (id: string) => api.download('/admin/transactions/:id/invoice', { param: { id } })
