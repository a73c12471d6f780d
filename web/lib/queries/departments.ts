import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { ApiBody, ApiRow } from '@/lib/api-contract'
import { type ActiveStatus, type ListSearch, useOrgMutation } from '@/lib/queries/organisation'

export type Department = ApiRow<'/wildcard/departments'>
export type DepartmentInput = ApiBody<'post', '/wildcard/departments'>

export const departmentsQuery = (search: ListSearch) =>
  queryOptions({
    queryKey: ['departments', 'list', search],
    queryFn: () => api.get('/wildcard/departments', { query: { ...search, limit: 12 } }),
    placeholderData: keepPreviousData,
  })

export const departmentOptionsQuery = () =>
  queryOptions({
    queryKey: ['departments', 'options'],
    queryFn: () => api.get('/wildcard/departments/options/all').catch(() => []),
    staleTime: 60_000,
  })

export const useSaveDepartment = (id?: string) =>
  useOrgMutation(
    (json: DepartmentInput) =>
      id
        ? api.send('put', '/wildcard/departments/:id', { param: { id }, json })
        : api.send('post', '/wildcard/departments', { json }),
    [['departments']],
    { quietErrors: true },
  )

export const useDepartmentStatus = () =>
  useOrgMutation(
    ({ id, status }: { id: string; status: ActiveStatus }) =>
      api.send('put', '/wildcard/departments/:id/status', { param: { id }, json: { status } }),
    [['departments']],
  )
