import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { employeeListQuery } from '@worker/resources/employees/employees.schema'
import type { z } from '@worker/schemas/zod'
import { api } from '@/lib/api'
import type { ApiBody, ApiData, ApiRow } from '@/lib/api-contract'
import { type ActiveStatus, useOrgMutation } from '@/lib/queries/organisation'
import { urlSearch } from '@/lib/url-search'

export type Employee = ApiRow<'/wildcard/employees'>
export type EmployeeInput = ApiBody<'post', '/wildcard/employees'>
/** The employees screen's URL: page, search and the filters, from the list query its API validates. */
export const employeeSearch = urlSearch(
  employeeListQuery.pick({
    page: true,
    search: true,
    status: true,
    role_id: true,
    department_id: true,
    branch_id: true,
  }),
)
export type EmployeeSearch = z.infer<typeof employeeSearch>

export type EmployeeDependency = ApiData<'get', '/wildcard/employees/:id/dependency'>

export const employeesQuery = (search: EmployeeSearch) =>
  queryOptions({
    queryKey: ['employees', 'list', search],
    queryFn: () => api.get('/wildcard/employees', { query: { ...search, limit: 12 } }),
    placeholderData: keepPreviousData,
  })

export const employeeDependencyQuery = (id: string) =>
  queryOptions({
    queryKey: ['employees', 'dependency', id],
    queryFn: () => api.get('/wildcard/employees/:id/dependency', { param: { id } }),
    staleTime: 0,
  })

export const employeeOptionsQuery = () =>
  queryOptions({
    queryKey: ['employees', 'options'],
    queryFn: () => api.get('/wildcard/employees/options/all').catch(() => []),
    staleTime: 60_000,
  })

export const roleOptionsQuery = () =>
  queryOptions({
    queryKey: ['employee_roles', 'options'],
    queryFn: () => api.get('/wildcard/employee_roles/options/all').catch(() => []),
    staleTime: 60_000,
  })

export const useSaveEmployee = (id?: string) =>
  useOrgMutation(
    (json: EmployeeInput) =>
      id
        ? api.send('put', '/wildcard/employees/:id', { param: { id }, json })
        : api.send('post', '/wildcard/employees', { json }),
    [['employees'], ['departments'], ['business_branches']],
    { quietErrors: true },
  )

export const useEmployeeStatus = () =>
  useOrgMutation(
    ({ id, status }: { id: string; status: ActiveStatus }) =>
      api.send('put', '/wildcard/employees/:id/status', { param: { id }, json: { status } }),
    [['employees']],
  )

export const useResendInvitation = () =>
  useOrgMutation((id: string) => api.send('post', '/wildcard/employees/:id/resend-invitation', { param: { id } }), [])

export const useDeleteEmployee = () =>
  useOrgMutation(
    ({ id, reassignTo }: { id: string; reassignTo?: string }) =>
      api.send('delete', '/wildcard/employees/:id', { param: { id }, query: { reassign_to: reassignTo } }),
    [['employees'], ['opportunities'], ['interviews'], ['candidates'], ['job_requests']],
  )
