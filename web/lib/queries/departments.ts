import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { departmentListQuery } from '@worker/resources/departments/departments.schema'
import type { z } from '@worker/schemas/zod'
import { api } from '@/lib/api'
import type { ApiBody, ApiRow } from '@/lib/api-contract'
import { type ActiveStatus, useOrgMutation } from '@/lib/queries/organisation'
import { urlSearch } from '@/lib/url-search'

export type Department = ApiRow<'/wildcard/departments'>
export type DepartmentInput = ApiBody<'post', '/wildcard/departments'>

/** `?page=&search=&status=` of the departments screen: the API's list query, forgiving. */
export const departmentSearch = urlSearch(departmentListQuery.pick({ page: true, search: true, status: true }))
export type DepartmentSearch = z.infer<typeof departmentSearch>

export const departmentsQuery = (search: DepartmentSearch) =>
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
