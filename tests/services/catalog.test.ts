import { describe, expect, it } from 'vitest'
import { catalogRows } from '../../worker/services/access/catalog'
import { catalogSql } from '../../worker/services/access/catalog-sql'

const migrations = import.meta.glob('../../migrations/*_permission_catalog*.sql', {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>
const routeSources = import.meta.glob('../../worker/resources/**/*.routes.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>

describe('the permission catalog', () => {
  it('is what the newest catalog migration puts into D1', () => {
    const newest = Object.keys(migrations).sort().at(-1)!
    expect(migrations[newest]).toBe(catalogSql())
  })

  it('depends only on permissions that exist, within the same node', () => {
    for (const area of ['admin', 'wildcard'] as const) {
      const { permissions } = catalogRows(area)
      const keys = new Set(permissions.map((p) => p.key))
      for (const p of permissions) {
        for (const dep of p.dependsOn) {
          expect(keys.has(dep), `${p.key} depends on ${dep}`).toBe(true)
          expect(dep.split('.')[0]).toBe(p.key.split('.')[0])
        }
      }
    }
  })

  it('names every permission a route asks for', () => {
    const keys = new Set(catalogRows('wildcard').permissions.map((p) => p.key))
    const asked = Object.values(routeSources).flatMap((src) =>
      [...src.matchAll(/staffCan\(([^)]*)\)/g)].flatMap((m) => [...m[1]!.matchAll(/'([^']+)'/g)].map((k) => k[1]!)),
    )
    expect(asked.length).toBeGreaterThan(5)
    for (const key of asked) expect(keys.has(key), key).toBe(true)
  })
})
