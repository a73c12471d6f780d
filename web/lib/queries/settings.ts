import { queryOptions } from '@tanstack/react-query'
import { listQuery } from '@worker/lib/pagination'
import { api } from '@/lib/api'
import type { ApiData, ApiRow } from '@/lib/api-contract'
import { urlSearch } from '@/lib/url-search'

export type Matrix = ApiData<'get', '/wildcard/settings/permissions'>
export type MatrixRow = Matrix['permission_rows'][number]
export type MatrixPermission = MatrixRow['permissions'][number]
export type SettingsNode = ApiData<'get', '/admin/settings/nodes'>[number]
export type Role = ApiRow<'/wildcard/employee_roles'>
export type RouteEntry = ApiData<'get', '/wildcard/routes'>[number]

/** The staff matrix of a role (business host) or the catalog of an area (platform admin). */
export const roleMatrixQuery = (roleId: string | undefined) =>
  queryOptions({
    queryKey: ['settings', 'matrix', roleId ?? 'me'],
    queryFn: () => api.get('/wildcard/settings/permissions', { query: { role_id: roleId } }),
  })

export const catalogMatrixQuery = (area: 'admin' | 'wildcard') =>
  queryOptions({
    queryKey: ['settings', 'catalog', area],
    queryFn: () => api.get('/admin/settings/permissions', { query: { area } }),
  })

export const adminNodesQuery = (area: 'admin' | 'wildcard') =>
  queryOptions({
    queryKey: ['settings', 'nodes', area],
    queryFn: () => api.get('/admin/settings/nodes', { query: { area } }),
  })

/** The roles screen's `?page=&search=`, from the list query its API validates. */
export const roleSearch = urlSearch(listQuery().pick({ page: true, search: true }))

export const rolesQuery = (page = 1, search?: string) =>
  queryOptions({
    queryKey: ['employee_roles', page, search ?? ''],
    queryFn: () => api.get('/wildcard/employee_roles', { query: { page, search } }),
  })

export const roleOptionsQuery = () =>
  queryOptions({
    queryKey: ['employee_roles', 'options'],
    queryFn: () => api.get('/wildcard/employee_roles/options/all'),
  })

/** The business portal's routes and whether the caller may open each (staff only). */
export const staffRoutesQuery = () =>
  queryOptions({
    queryKey: ['routes'],
    queryFn: () => api.get('/wildcard/routes'),
    staleTime: 60_000,
  })
