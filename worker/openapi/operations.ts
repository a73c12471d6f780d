/**
 * The API's operations as the router holds them: Hono's `app.routes` lists every handler in
 * registration order, one entry per handler (a route's middleware and its handler are
 * consecutive entries with the same method and path), and `.use()` middleware as method ALL.
 * This walks that list back into operations, each with what its middleware says about it
 * (lib/route-meta.ts).
 */
import { type RouteMeta, routeMetaOf } from '../lib/route-meta'

/** One entry of Hono's `app.routes`. */
export type RouterRoute = { method: string; path: string; handler: unknown }

export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Hono's pattern without the base path: '/wildcard/departments/:id'. */
  path: string
  meta: RouteMeta[]
}

const METHODS = new Set<string>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])

/** Does `.use()` middleware registered on `pattern` ('/api/v1/admin/*', '/api/v1/x') run for `path`? */
function covers(pattern: string, path: string): boolean {
  if (pattern === '*' || pattern === '/*') return true
  if (pattern.endsWith('/*')) {
    const prefix = pattern.slice(0, -2)
    return path === prefix || path.startsWith(`${prefix}/`)
  }
  return pattern === path
}

/**
 * Every operation the app routes under `base`, in registration order. A method and path
 * routed twice is one operation (the first registration answers it).
 */
export function apiOperations(routes: readonly RouterRoute[], base = '/api/v1'): Operation[] {
  const operations: Operation[] = []
  const seen = new Set<string>()
  const middleware: RouterRoute[] = []
  let current = null as (Operation & { key: string }) | null
  for (const route of routes) {
    if (route.method === 'ALL') {
      middleware.push(route)
      current = null
      continue
    }
    if (!METHODS.has(route.method) || !route.path.startsWith(`${base}/`)) continue
    const key = `${route.method} ${route.path}`
    if (current?.key === key) {
      current.meta.push(...routeMetaOf(route.handler))
      continue
    }
    if (seen.has(key)) {
      current = null
      continue
    }
    seen.add(key)
    const inherited = middleware.filter((m) => covers(m.path, route.path)).flatMap((m) => routeMetaOf(m.handler))
    current = {
      key,
      method: route.method as Operation['method'],
      path: route.path.slice(base.length),
      meta: [...inherited, ...routeMetaOf(route.handler)],
    }
    operations.push(current)
  }
  return operations.map(({ method, path, meta }) => ({ method, path, meta }))
}

/** The metadata of one kind an operation carries, typed. */
export function metaOf<K extends RouteMeta['kind']>(op: Operation, kind: K): Extract<RouteMeta, { kind: K }>[] {
  return op.meta.filter((m): m is Extract<RouteMeta, { kind: K }> => m.kind === kind)
}
