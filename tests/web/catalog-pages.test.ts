/**
 * Nothing sold leads nowhere (issue 21): every page of the permission catalog, which the sidebar,
 * the role matrix, the node settings and the search show, is a route of the app. A node added to
 * the catalog before its page exists fails here.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ADMIN_NODES, WILDCARD_NODES } from '@worker/services/access/catalog'
import { describe, expect, it } from 'vitest'

const routePaths = new Set(
  [...readFileSync(join(process.cwd(), 'web/routeTree.gen.ts'), 'utf8').matchAll(/^ {2}'(\/[^']*)':/gm)].map((m) =>
    m[1]!.replace(/\/$/, ''),
  ),
)

describe('the permission catalog', () => {
  it('names only pages the app has', () => {
    const pages = [...WILDCARD_NODES, ...ADMIN_NODES].filter((n) => n.path)
    expect(pages.length).toBeGreaterThan(15)
    for (const n of pages) expect(routePaths.has(n.path!), `${n.key} (${n.path}) has a route`).toBe(true)
  })

  it('would catch a page without a route', () => {
    expect(routePaths.has('/admin/analytics_management')).toBe(true)
    expect(routePaths.has('/admin/no-such-page')).toBe(false)
  })
})
