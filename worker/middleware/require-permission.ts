import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { forbidden, unauthorized } from '../lib/errors'
import { describeRoute } from '../lib/route-meta'
import { WILDCARD_NODES } from '../services/access/catalog'
import { type Grants, grantsOf, holds } from '../services/access/grants'

const ACTION_WORDS: Record<string, string> = {
  view: 'view',
  create: 'create',
  update: 'edit',
  delete: 'delete',
  export: 'export',
  change_status: 'change the status of',
}

/** 'candidates.blacklist' -> 'blacklist and whitelist candidates' (from the catalog's own names). */
export function describePermission(key: string): string {
  const [nodeKey, action] = key.split('.') as [string, string]
  const node = WILDCARD_NODES.find((n) => n.key === nodeKey)
  const named = node?.actions?.find((a) => a.action === action)?.name
  if (named) return named.charAt(0).toLowerCase() + named.slice(1)
  return `${ACTION_WORDS[action] ?? action} ${node?.name.toLowerCase() ?? nodeKey}`
}

/** The caller's grants, computed once per request. */
export async function requestGrants(
  c: { var: AppEnv['Variables']; set: (k: 'grants', v: Grants) => void } | Context<any>,
): Promise<Grants> {
  if (c.var.grants) return c.var.grants
  if (!c.var.principal) throw unauthorized()
  const grants = await grantsOf(c.var.db, c.var.principal)
  c.set('grants', grants)
  return grants
}

/**
 * Guard of every business-portal endpoint: a signed-in staff member of this business who
 * holds the permission, or any one of several (business admins hold all). Runs after
 * requireAuth('employee').
 */
export function requirePermission(key: string, ...alternatives: string[]) {
  const needs = describePermission(key)
  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    const grants = await requestGrants(c)
    if (![key, ...alternatives].some((k) => holds(grants, k)))
      throw forbidden(`You do not have permission to ${needs}.`)
    await next()
  })
  return describeRoute(middleware, { kind: 'permission', anyOf: [key, ...alternatives], needs })
}
