/**
 * Whether the signed-in user may open a portal page: pages they may not see are absent from
 * the sidebar and refused when typed in the address bar. Staff ask the API which routes their
 * role opens (GET /wildcard/routes, the same grants the API enforces); the platform admin may
 * open the pages of its own console tree.
 */
import type { QueryClient } from '@tanstack/react-query'
import { getAuth } from '@/lib/auth'
import { flattenNodes } from '@/lib/permissions'
import { staffRoutesQuery } from '@/lib/queries/settings'

const ALWAYS_OPEN = ['/admin/dashboard', '/admin/profile']

const matches = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`)

/** The longest route path that covers this pathname. */
function bestMatch<T extends { path: string }>(pathname: string, routes: T[]): T | undefined {
  return routes.filter((r) => matches(pathname, r.path)).sort((a, b) => b.path.length - a.path.length)[0]
}

export async function mayOpen(queryClient: QueryClient, pathname: string): Promise<boolean> {
  const path = pathname.replace(/\/+$/, '') || '/'
  if (ALWAYS_OPEN.some((p) => matches(path, p))) return true
  const auth = getAuth()
  if (!auth) return false
  if (auth.principal === 'admin') {
    const paths = flattenNodes(auth.nodes)
      .map((n) => n.path)
      .filter((p): p is string => !!p)
    return paths.some((p) => matches(path, p))
  }
  const routes = await queryClient.ensureQueryData(staffRoutesQuery())
  const route = bestMatch(path, routes)
  // Pages outside the catalog (none today) would be open to every signed-in staff member.
  return route ? route.allowed : true
}
