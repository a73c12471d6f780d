import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { departmentInput } from '@worker/schemas/departments'
import type { z } from '@worker/schemas/zod'
import type { PageData } from '@/components/layout/data-table'
import { api } from '@/lib/api'
import { useOrgMutation, type ActiveStatus, type ListSearch, type Option } from '@/lib/queries/organisation'

export type Department = {
  id: string
  name: string
  description: string | null
  status: ActiveStatus
  employee_count: number
  opening_count: number
  created_at: string
  updated_at: string
}
export type DepartmentInput = z.input<typeof departmentInput>

export const departmentsQuery = (search: ListSearch) =>
  queryOptions({
    queryKey: ['departments', 'list', search],
    queryFn: () => api.get<PageData<Department>>('/wildcard/departments', { ...search, limit: 12 }),
    placeholderData: keepPreviousData,
  })

export const departmentOptionsQuery = () =>
  queryOptions({ queryKey: ['departments', 'options'], queryFn: () => api.get<Option[]>('/wildcard/departments/options/all').catch(() => [] as Option[]), staleTime: 60_000 })

export const useSaveDepartment = (id?: string) =>
  useOrgMutation(
    (input: DepartmentInput) => api.request<Department>(id ? `/wildcard/departments/${id}` : '/wildcard/departments', { method: id ? 'PUT' : 'POST', body: input }),
    [['departments']],
    { quietErrors: true },
  )

export const useDepartmentStatus = () =>
  useOrgMutation(({ id, status }: { id: string; status: ActiveStatus }) => api.request<Department>(`/wildcard/departments/${id}/status`, { method: 'PUT', body: { status } }), [['departments']])
