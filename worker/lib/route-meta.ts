/**
 * What a route's middleware says about the route, left on the middleware function itself so
 * the API can describe itself (lib/openapi.ts walks `api.routes`, reads this from each handler
 * and writes the OpenAPI document). The guards and `validate()` attach it when they are made;
 * nothing is declared twice, so the document cannot drift from what the routes enforce.
 */
import type { ValidationTargets } from 'hono'
import type { Host } from '../hosts'
import type { z } from '../schemas/zod'
import type { PrincipalKind } from './scope'

export type RouteMeta =
  /** `validate(target, schema)`: the request part it checks, 422 with the seed's messages. */
  | { kind: 'validate'; target: keyof ValidationTargets; schema: z.ZodType }
  /** A session guard: who may call (401 otherwise); `businessMustBeOpen`: 403 when the business is closed. */
  | { kind: 'auth'; principals: PrincipalKind[]; businessMustBeOpen: boolean }
  /** A permission guard: any one of these permissions (403 otherwise). */
  | { kind: 'permission'; anyOf: string[]; needs: string }
  /** `owned(table, what, param)`: the record named by `param` is this business's (404 otherwise). */
  | { kind: 'owned'; param: string; what: string }
  /** The hosts a route answers on (404 elsewhere, and for an unknown business). */
  | { kind: 'host'; hosts: Host['kind'][] }

const META = Symbol.for('hirely.route-meta')

type Described = { [META]?: RouteMeta[] }

/** Leave `meta` on a middleware (kept with anything attached before); answers the same function. */
export function describeRoute<F extends object>(fn: F, ...meta: RouteMeta[]): F {
  const target = fn as F & Described
  target[META] = [...(target[META] ?? []), ...meta]
  return fn
}

/** What a handler says about its route (nothing for a plain handler). */
export function routeMetaOf(fn: unknown): RouteMeta[] {
  return (typeof fn === 'function' && (fn as Described)[META]) || []
}
