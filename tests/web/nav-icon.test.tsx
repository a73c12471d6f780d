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
