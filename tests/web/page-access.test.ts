import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ADMIN_NODES, WILDCARD_NODES } from '@worker/services/access/catalog'
import { describe, expect, it } from 'vitest'
import type { NodeTree } from '@/lib/auth'
import { inApp, matrixInApp, PAGES_IN_APP, pagesInApp } from '@/lib/page-access'
import { node as fixtureNode } from './session-fixtures'

const node = (key: string, path: string | null, children: NodeTree[] = []): NodeTree =>
  fixtureNode(key, key, path, null, children)

/** Every page path of the route tree the router plugin generates. */
const routePaths = new Set(
  [...readFileSync(join(process.cwd(), 'web/routeTree.gen.ts'), 'utf8').matchAll(/^ {2}'(\/[^']*)':/gm)].map((m) =>
    m[1]!.replace(/\/$/, ''),
  ),
)

describe('the one list of pages the app has', () => {
  it('names exactly the catalog pages that have a route: a page that lands adds its line', () => {
    for (const [area, nodes] of [
      ['wildcard', WILDCARD_NODES],
      ['admin', ADMIN_NODES],
    ] as const) {
      for (const n of nodes.filter((n) => n.path)) {
        const routed = routePaths.has(n.path!)
        expect(inApp(area, n.key), `${area} ${n.key} (${n.path}) has ${routed ? 'a' : 'no'} route`).toBe(routed)
      }
      for (const key of Object.keys(PAGES_IN_APP[area]))
        expect(
          nodes.some((n) => n.key === key),
          `${area} ${key} is in the catalog`,
        ).toBe(true)
    }
  })

  it('lists only actions the catalog has', () => {
    for (const [area, nodes] of [
      ['wildcard', WILDCARD_NODES],
      ['admin', ADMIN_NODES],
    ] as const)
      for (const [key, actions] of Object.entries(PAGES_IN_APP[area])) {
        if (actions === '*') continue
        const catalog = nodes.find((n) => n.key === key)?.actions?.map((a) => a.action) ?? []
        for (const action of actions) expect(catalog, `${area} ${key}.${action}`).toContain(action)
      }
  })

  it('cuts a node tree to the pages the app has, dropping groups left empty', () => {
    const tree = [
      node('dashboard', '/admin/dashboard'),
      node('hiring', null, [node('candidates', '/admin/candidates'), node('interviews', '/admin/interviews')]),
      node('tools', null, [node('analytics', '/admin/analytics_management')]),
    ]
    const kept = pagesInApp(tree, 'wildcard')
    expect(kept.map((n) => n.key)).toEqual(['dashboard', 'hiring'])
    expect(kept[1]!.children.map((n) => n.key)).toEqual(['candidates'])
    // The platform console has its own pages: a business portal's candidates are not among them.
    expect(pagesInApp(tree, 'admin').map((n) => n.key)).toEqual(['dashboard'])
  })

  it('cuts a permission matrix to the pages and actions the app has', () => {
    const matrix = {
      role: null,
      permission_rows: [
        {
          node: { key: 'candidates' },
          permissions: [{ action: 'view' }, { action: 'send_offer' }, { action: 'blacklist' }],
        },
        { node: { key: 'interviews' }, permissions: [{ action: 'view' }] },
        { node: { key: 'departments' }, permissions: [{ action: 'view' }, { action: 'create' }] },
      ],
    }
    const cut = matrixInApp(matrix, 'wildcard')
    expect(cut.permission_rows.map((r) => [r.node.key, r.permissions.map((p) => p.action)])).toEqual([
      ['candidates', ['view', 'blacklist']],
      ['departments', ['view', 'create']],
    ])
    expect(cut.role).toBeNull()
  })
})
