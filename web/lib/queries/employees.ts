import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { employeeInput, WorkingHoursInput } from '@worker/resources/employees/employees.schema'
import type { z } from '@worker/schemas/zod'
import type { PageData } from '@/components/layout/data-table'
import { api, apiLegacy } from '@/lib/api'
import { type ActiveStatus, type ListSearch, type Option, useOrgMutation } from '@/lib/queries/organisation'

type Ref = { id: string; name: string } | null

export type Employee = {
  id: string
  first_name: string
  last_name: string
  name: string
  email: string
  /** A new e-mail waiting for its holder to confirm it; `email` stays until then. */
  pending_email: string | null
  email_verified_at: string | null
  phone: string | null
  designation: string | null
  employee_code: string | null
  joined_on: string | null
  is_business_admin: boolean
  status: ActiveStatus
  invitation_pending: boolean
  working_hours: WorkingHoursInput | null
  role_id: string | null
  department_id: string | null
  branch_id: string | null
  role: Ref
  department: Ref
  branch: (Ref & { timezone: string }) | null
  last_login_at: string | null
  created_at: string
}
export type EmployeeInput = z.input<typeof employeeInput>
export type EmployeeSearch = ListSearch & { role_id?: string; department_id?: string; branch_id?: string }

export type EmployeeDependency = {
  employee: { id: string; name: string; email: string; status: ActiveStatus; is_business_admin: boolean }
  interviews: { id: string; title: string; status: string; scheduled_at: string; candidate_name: string }[]
  opportunities: { id: string; title: string; status: string }[]
  candidates: { id: string; name: string; status: string }[]
  job_requests: { id: string; title: string; status: string }[]
  counts: { interviews: number; opportunities: number; candidates: number; job_requests: number }
  total: number
  requires_reassignment: boolean
  is_last_admin: boolean
  summary: string
}

export const employeesQuery = (search: EmployeeSearch) =>
  queryOptions({
    queryKey: ['employees', 'list', search],
    queryFn: () => apiLegacy.get<PageData<Employee>>('/wildcard/employees', { ...search, limit: 12 }),
    placeholderData: keepPreviousData,
  })

export const employeeDependencyQuery = (id: string) =>
  queryOptions({
    queryKey: ['employees', 'dependency', id],
    queryFn: () => apiLegacy.get<EmployeeDependency>(`/wildcard/employees/${id}/dependency`),
    staleTime: 0,
  })

export const employeeOptionsQuery = () =>
  queryOptions({
    queryKey: ['employees', 'options'],
    queryFn: () => apiLegacy.get<Option[]>('/wildcard/employees/options/all').catch(() => [] as Option[]),
    staleTime: 60_000,
  })

export const roleOptionsQuery = () =>
  queryOptions({
    queryKey: ['employee_roles', 'options'],
    queryFn: () => apiLegacy.get<Option[]>('/wildcard/employee_roles/options/all').catch(() => [] as Option[]),
    staleTime: 60_000,
  })

export const useSaveEmployee = (id?: string) =>
  useOrgMutation(
    (input: EmployeeInput) =>
      apiLegacy.request<Employee>(id ? `/wildcard/employees/${id}` : '/wildcard/employees', {
        method: id ? 'PUT' : 'POST',
        body: input,
      }),
    [['employees'], ['departments'], ['business_branches']],
    { quietErrors: true },
  )

export const useEmployeeStatus = () =>
  useOrgMutation(
    ({ id, status }: { id: string; status: ActiveStatus }) =>
      apiLegacy.request<Employee>(`/wildcard/employees/${id}/status`, { method: 'PUT', body: { status } }),
    [['employees']],
  )

export const useResendInvitation = () =>
  useOrgMutation(
    (id: string) => apiLegacy.request(`/wildcard/employees/${id}/resend-invitation`, { method: 'POST' }),
    [],
  )

export const useDeleteEmployee = () =>
  useOrgMutation(
    ({ id, reassignTo }: { id: string; reassignTo?: string }) =>
      apiLegacy.request(`/wildcard/employees/${id}`, { method: 'DELETE', query: { reassign_to: reassignTo } }),
    [['employees'], ['opportunities'], ['interviews'], ['candidates'], ['job_requests']],
  )
