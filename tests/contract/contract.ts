/** The API contract (docs/api/endpoints.tsv) and which of its endpoints the app routes. */
export type Caller = 'public' | 'admin' | 'staff' | 'candidate'
export type Endpoint = { method: string; path: string; callers: Caller[] }

export function parseContract(tsv: string): Endpoint[] {
  return tsv
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [method, path, who] = line.split('\t')
      return { method: method!.trim(), path: path!.trim(), callers: who!.trim().split(',') as Caller[] }
    })
}

type RouteLike = { method: string; path: string }

const shape = (path: string) => path.replace(/:[A-Za-z_]+/g, ':param')

/** Contract endpoints that have a handler (middleware-only entries do not count). */
export function routedEndpoints(contract: Endpoint[], routes: RouteLike[], base = '/api/v1'): Endpoint[] {
  const routed = new Set(routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${shape(r.path)}`))
  return contract.filter((e) => routed.has(`${e.method} ${shape(base + e.path)}`))
}

/** The host an endpoint is called on: its area decides. */
export function hostFor(endpoint: Endpoint, slug = 'acme'): string {
  if (endpoint.path.startsWith('/admin/') || endpoint.path.startsWith('/home/')) return 'localhost:8787'
  if (endpoint.path.startsWith('/candidate/')) return `${slug}-candidate.localhost:8787`
  return `${slug}.localhost:8787`
}

/** A concrete URL path for an endpoint: every parameter gets a well-formed id that exists nowhere. */
export function concretePath(endpoint: Endpoint, param = '00000000-0000-7000-8000-000000000000'): string {
  return endpoint.path.replace(/:[A-Za-z_]+/g, param)
}

// The path -> resource folder mapping lives with the Worker (its OpenAPI tags use it too).
export { type Area, locate, RESOURCE_ALIASES } from '../../worker/lib/resource-names'
