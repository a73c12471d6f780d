import type { NodeTree } from '@/lib/auth'

type Area = 'admin' | 'wildcard'
const EVERY_ACTION = '*'

/**
 * THE list of what this app has, by the permission catalog's node keys
 * (worker/services/access/catalog.ts): a page with every action ('*'), or a page with the
 * actions it offers so far. The sidebar, the permission matrix, the platform's node settings
 * and the global search's pages show only these, so nobody is offered a page or an action that
 * leads nowhere. When a page lands, its one line goes here (tests/web/page-access.test.ts
 * fails while a catalog page has a route but no line, or a line but no route).
 */
export const PAGES_IN_APP: Record<Area, Record<string, typeof EVERY_ACTION | readonly string[]>> = {
  wildcard: {
    dashboard: EVERY_ACTION,
    opportunities: EVERY_ACTION,
    job_requests: EVERY_ACTION,
    candidates: EVERY_ACTION,
    resumes: EVERY_ACTION,
    interviews: EVERY_ACTION,
    departments: EVERY_ACTION,
    business_branches: EVERY_ACTION,
    employees: EVERY_ACTION,
    employee_roles: EVERY_ACTION,
    signature_managements: EVERY_ACTION,
    email_templates: EVERY_ACTION,
    transactions: EVERY_ACTION,
    settings: EVERY_ACTION,
    analytics: EVERY_ACTION,
  },
  admin: {
    dashboard: EVERY_ACTION,
    business: EVERY_ACTION,
    users: EVERY_ACTION,
    plans: EVERY_ACTION,
    transactions: EVERY_ACTION,
    settings: EVERY_ACTION,
  },
}

/** The catalog area of the signed-in portal: the platform console, or a business's portal. */
export const areaOf = (principal: string | undefined): Area => (principal === 'admin' ? 'admin' : 'wildcard')

/** Whether the app has this node's page (and, given one, this action on it). */
export function inApp(area: Area, nodeKey: string, action?: string): boolean {
  const actions = PAGES_IN_APP[area][nodeKey]
  if (!actions) return false
  return !action || actions === EVERY_ACTION || actions.includes(action)
}

/**
 * A node tree cut to the pages the app has: a page not in the list is left out, and a group
 * (a node without a page) is kept while something in it is.
 */
export function pagesInApp(nodes: NodeTree[], area: Area): NodeTree[] {
  return nodes
    .map((n) => ({ ...n, children: pagesInApp(n.children ?? [], area) }))
    .filter((n) => (n.path ? inApp(area, n.key) : n.children.length > 0 || inApp(area, n.key)))
}

type MatrixLike = {
  permission_rows: { node: { key: string }; permissions: { action: string }[] }[]
}

/** A permission matrix cut to the pages and actions the app has (what is hidden keeps its grants). */
export function matrixInApp<M extends MatrixLike>(matrix: M, area: Area): M {
  return {
    ...matrix,
    permission_rows: matrix.permission_rows
      .filter((row) => inApp(area, row.node.key))
      .map((row) => ({ ...row, permissions: row.permissions.filter((p) => inApp(area, row.node.key, p.action)) }))
      .filter((row) => row.permissions.length > 0),
  }
}
