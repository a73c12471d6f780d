import { ADMIN_NODES, WILDCARD_NODES } from '@worker/services/access/catalog'
import { Circle } from 'lucide-react'
import { describe, expect, it } from 'vitest'
import { iconFor } from '@/components/layout/nav-icon'

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
      { id: '1', key: 'dashboard', name: 'Dashboard', path: '/admin/dashboard', icon: null, children: [] },
      {
        id: '2',
        key: 'hiring',
        name: 'Hiring',
        path: null,
        icon: null,
        children: [
          { id: '3', key: 'candidates', name: 'Candidates', path: '/admin/candidates', icon: null, children: [] },
          { id: '4', key: 'interviews', name: 'Interviews', path: '/admin/interviews', icon: null, children: [] },
        ],
      },
      {
        id: '5',
        key: 'tools',
        name: 'Tools',
        path: null,
        icon: null,
        children: [{ id: '6', key: 'x', name: 'X', path: '/admin/x', icon: null, children: [] }],
      },
    ]
    const built = new Set(['/admin/dashboard', '/admin/candidates'])
    const kept = withBuiltPages(tree, (p) => built.has(p))
    expect(kept.map((n) => n.key)).toEqual(['dashboard', 'hiring'])
    expect(kept[1]!.children.map((n) => n.key)).toEqual(['candidates'])
  })
})
