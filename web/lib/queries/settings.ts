import { queryOptions } from '@tanstack/react-query'
import { api, apiLegacy } from '@/lib/api'

export type MatrixPermission = {
  id: string
  key: string
  action: string
  name: string
  depends_on: string[]
  disabled: boolean
  granted: boolean
}
export type MatrixRow = {
  node: { id: string; key: string; name: string; parent_id: string | null; path: string | null; icon: string | null }
  permissions: MatrixPermission[]
}
export type Matrix = {
  role: { id: string; name: string } | null
  permission_rows: MatrixRow[]
  dependent_permissions: Record<string, string[]>
  disabled_permissions: string[]
}
export type SettingsNode = {
  id: string
  key: string
  name: string
  path: string | null
  icon: string | null
  is_visible: boolean
  sort_order: number
  children: SettingsNode[]
}
export type Role = {
  id: string
  name: string
  description: string | null
  status: string
  permission_count: number
  employee_count: number
  created_at: string
}
export type RouteEntry = { id: string; path: string; name: string; permission_key: string | null; allowed: boolean }

/** The staff matrix of a role (business host) or the catalog of an area (platform admin). */
export const roleMatrixQuery = (roleId: string | undefined) =>
  queryOptions({
    queryKey: ['settings', 'matrix', roleId ?? 'me'],
    queryFn: () => apiLegacy.get<Matrix>('/wildcard/settings/permissions', { role_id: roleId }),
  })

export const catalogMatrixQuery = (area: 'admin' | 'wildcard') =>
  queryOptions({
    queryKey: ['settings', 'catalog', area],
    queryFn: () => apiLegacy.get<Matrix>('/admin/settings/permissions', { area }),
  })

export const adminNodesQuery = (area: 'admin' | 'wildcard') =>
  queryOptions({
    queryKey: ['settings', 'nodes', area],
    queryFn: () => apiLegacy.get<SettingsNode[]>('/admin/settings/nodes', { area }),
  })

export const rolesQuery = (page: number, search?: string) =>
  queryOptions({
    queryKey: ['employee_roles', page, search ?? ''],
    queryFn: () =>
      apiLegacy.get<{ rows: Role[]; count: number; page: number; limit: number }>('/wildcard/employee_roles', {
        page,
        search,
      }),
  })

export const roleOptionsQuery = () =>
  queryOptions({
    queryKey: ['employee_roles', 'options'],
    queryFn: () => apiLegacy.get<{ value: string; label: string }[]>('/wildcard/employee_roles/options/all'),
  })

/** The business portal's routes and whether the caller may open each (staff only). */
export const staffRoutesQuery = () =>
  queryOptions({
    queryKey: ['routes'],
    queryFn: () => apiLegacy.get<RouteEntry[]>('/wildcard/routes'),
    staleTime: 60_000,
  })
