/**
 * Who reaches the interviews page (issue 14): `interviews.feedback` opens it without
 * `interviews.view` (an interviewer's own interviews); a role with neither does not see it.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { call, HOST, seed, signIn } from '../../setup/http'
import { staffWith } from '../opportunities/helpers'

type Tree = { key: string; permissions: string[]; children: Tree[] }
const flat = (tree: Tree[]): Tree[] => tree.flatMap((n) => [n, ...flat(n.children)])

beforeAll(seed)

describe('the interviews page for interviewers', () => {
  it('is in the sidebar and open to an interviewer with feedback and review but not view, with just those actions', async () => {
    const login = await call(HOST.acme, 'POST', '/wildcard/auth/login', {
      body: { email: 'priya.raman@acme.example', password: 'Staff@12345' },
    })
    const node = flat(login.body.data.nodes as Tree[]).find((n) => n.key === 'interviews')
    expect(node?.permissions).toEqual(['feedback', 'review'])
    const cookie = await signIn(HOST.acme, 'priya.raman@acme.example', 'Staff@12345')
    const routes = await call(HOST.acme, 'GET', '/wildcard/routes', { cookie })
    const page = routes.body.data.find((r: { path: string }) => r.path === '/admin/interviews')
    expect(page).toMatchObject({ permission_key: 'interviews.view', allowed: true })
  })

  it('stays closed to a role with neither view nor feedback', async () => {
    const cookie = await staffWith(['candidates.view'], 'no-interviews')
    const routes = await call(HOST.acme, 'GET', '/wildcard/routes', { cookie })
    expect(routes.body.data.find((r: { path: string }) => r.path === '/admin/interviews').allowed).toBe(false)
    const me = await call(HOST.acme, 'POST', '/wildcard/auth/verify-me', { cookie })
    const nodes = flat((me.body.data?.nodes ?? []) as Tree[])
    expect(nodes.some((n) => n.key === 'interviews')).toBe(false)
    expect((await call(HOST.acme, 'GET', '/wildcard/interviews', { cookie })).status).toBe(403)
  })

  it('the feedback permission stands alone in the catalog (a role may hold it without view)', async () => {
    const owner = await signIn(HOST.acme, 'owner@acme.example', 'Owner@12345')
    const res = await call(HOST.acme, 'POST', '/wildcard/employee_roles', {
      cookie: owner,
      body: { name: 'Panel interviewer', description: 'Own interviews only', permission_keys: ['interviews.feedback'] },
    })
    expect(res.status, res.body.message).toBe(201)
    const granted = res.body.data.permission_rows.flatMap((r: { permissions: { key: string; granted: boolean }[] }) =>
      r.permissions.filter((p) => p.granted).map((p) => p.key),
    )
    expect(granted).toEqual(['interviews.feedback'])
  })
})
