import { ADMIN_NODES, WILDCARD_NODES } from '@worker/services/access/catalog'
import { Circle } from 'lucide-react'
import { describe, expect, it } from 'vitest'
import { iconFor } from '@/components/layout/nav-icon'
import { node } from './session-fixtures'

describe('sidebar icons', () => {
  it('has an icon for every node of the catalog', () => {
    for (const node of [...ADMIN_NODES, ...WILDCARD_NODES])
      expect(iconFor(node.icon), `${node.key}: ${node.icon}`).not.toBe(Circle)
  })
})

describe('the sidebar shows only pages the app has', () => {
  it('drops nodes whose page is not a route, and groups left empty', async () => {
    const { withBuiltPages } = await import('@/lib/permissions')
    const tree = [
      node('dashboard', 'Dashboard', '/admin/dashboard', null),
      node('hiring', 'Hiring', null, null, [
        node('candidates', 'Candidates', '/admin/candidates', null),
        node('interviews', 'Interviews', '/admin/interviews', null),
      ]),
      node('tools', 'Tools', null, null, [node('x', 'X', '/admin/x', null)]),
    ]
    const built = new Set(['/admin/dashboard', '/admin/candidates'])
    const kept = withBuiltPages(tree, (p) => built.has(p))
    expect(kept.map((n) => n.key)).toEqual(['dashboard', 'hiring'])
    expect(kept[1]!.children.map((n) => n.key)).toEqual(['candidates'])
  })
})
