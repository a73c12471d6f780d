import { beforeAll, describe, expect, it } from 'vitest'
import { call, HOST, seed } from '../../setup/http'

beforeAll(seed)

type Tree = { key: string; path: string | null; permissions: string[]; children: Tree[] }
const keys = (tree: Tree[]): string[] => tree.flatMap((n) => [n.key, ...keys(n.children)])

const login = async (host: string, path: string, email: string, password: string) =>
  (await call(host, 'POST', path, { body: { email, password } })).body.data.nodes as Tree[]

describe('the node tree at login', () => {
  it('the recruiter sees a smaller sidebar than the owner', async () => {
    const owner = keys(await login(HOST.acme, '/wildcard/auth/login', 'owner@acme.example', 'Owner@12345'))
    const recruiter = keys(await login(HOST.acme, '/wildcard/auth/login', 'recruiter@acme.example', 'Recruiter@12345'))
    expect(owner).toEqual(
      expect.arrayContaining([
        'dashboard',
        'candidates',
        'departments',
        'employees',
        'settings',
        'transactions',
        'analytics',
        'audit_logs',
      ]),
    )
    expect(recruiter).toEqual(
      expect.arrayContaining(['dashboard', 'hiring', 'candidates', 'opportunities', 'interviews']),
    )
    for (const hidden of [
      'organisation',
      'departments',
      'employees',
      'settings',
      'transactions',
      'analytics',
      'audit_logs',
    ])
      expect(recruiter).not.toContain(hidden)
    expect(recruiter.length).toBeLessThan(owner.length)
  })

  it('each node carries the actions the principal holds', async () => {
    const tree = await login(HOST.acme, '/wildcard/auth/login', 'recruiter@acme.example', 'Recruiter@12345')
    const candidates = tree.flatMap((n) => [n, ...n.children]).find((n) => n.key === 'candidates')!
    expect(candidates.path).toBe('/admin/candidates')
    expect(candidates.permissions).toEqual(expect.arrayContaining(['view', 'update', 'blacklist', 'send_offer']))
    expect(candidates.permissions).not.toContain('delete')
  })

  it('the platform admin gets the console tree', async () => {
    const tree = await login(HOST.main, '/admin/auth/login', 'admin@example.com', 'Admin@12345')
    expect(keys(tree)).toEqual(['dashboard', 'business', 'users', 'plans', 'transactions', 'audit_logs', 'settings'])
  })
})
