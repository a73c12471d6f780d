import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { businesses, employeeRoles, rolePermissions } from '../../../worker/db/schema'
import { as, call, db, HOST, seed } from '../../setup/http'

let recruiterRoleId: string
let sandboxRoleId: string
let globexRoleId: string

beforeAll(async () => {
  await seed()
  const acme = await db().query.businesses.findFirst({ where: eq(businesses.slug, 'acme') })
  const globex = await db().query.businesses.findFirst({ where: eq(businesses.slug, 'globex') })
  recruiterRoleId = (await db().query.employeeRoles.findFirst({
    where: and(eq(employeeRoles.businessId, acme!.id), eq(employeeRoles.name, 'Recruiter')),
  }))!.id
  globexRoleId = (await db().query.employeeRoles.findFirst({ where: eq(employeeRoles.businessId, globex!.id) }))!.id
  const created = await call(HOST.acme, 'POST', '/wildcard/employee_roles', {
    cookie: await as.acmeOwner(),
    body: { name: 'Sandbox' },
  })
  sandboxRoleId = created.body.data.id
})

type Row = {
  node: { key: string }
  permissions: { key: string; granted: boolean; disabled: boolean; depends_on: string[] }[]
}

describe('the permission matrix of a role', () => {
  it('answers permission_rows, dependent_permissions and disabled_permissions', async () => {
    const cookie = await as.acmeOwner()
    const res = await call(HOST.acme, 'GET', `/wildcard/settings/permissions?role_id=${recruiterRoleId}`, { cookie })
    expect(res.status).toBe(200)
    const { permission_rows, dependent_permissions, disabled_permissions, role } = res.body.data
    expect(role).toEqual({ id: recruiterRoleId, name: 'Recruiter' })
    const candidates = (permission_rows as Row[]).find((r) => r.node.key === 'candidates')!
    expect(candidates.permissions.find((p) => p.key === 'candidates.view')!.granted).toBe(true)
    expect(candidates.permissions.find((p) => p.key === 'candidates.delete')!.granted).toBe(false)
    const departments = (permission_rows as Row[]).find((r) => r.node.key === 'departments')!
    expect(departments.permissions.every((p) => !p.granted)).toBe(true)
    expect(dependent_permissions['candidates.update']).toEqual(['candidates.view'])
    expect(Array.isArray(disabled_permissions)).toBe(true)
  })

  it('granting a permission grants what it depends on', async () => {
    const cookie = await as.acmeOwner()
    const res = await call(HOST.acme, 'POST', '/wildcard/settings/nodes/bulk_update', {
      cookie,
      body: {
        role_id: sandboxRoleId,
        permission_keys: ['candidates.update', 'departments.change_status', 'dashboard.view'],
      },
    })
    expect(res.status).toBe(200)
    const granted = (res.body.data.permission_rows as Row[])
      .flatMap((r) => r.permissions.filter((p) => p.granted).map((p) => p.key))
      .sort()
    expect(granted).toEqual([
      'candidates.update',
      'candidates.view',
      'dashboard.view',
      'departments.change_status',
      'departments.update',
      'departments.view',
    ])
  })

  it('changes one node of a role and keeps the rest', async () => {
    const cookie = await as.acmeOwner()
    const nodes = await call(HOST.acme, 'GET', '/wildcard/settings/nodes', { cookie })
    const find = (tree: { key: string; id: string; children: unknown[] }[], key: string): { id: string } | undefined =>
      tree.flatMap((n) => [n, ...(n.children as typeof tree)]).find((n) => n.key === key)
    const employeesNode = find(nodes.body.data, 'employees')!
    const res = await call(HOST.acme, 'PUT', `/wildcard/settings/nodes/${employeesNode.id}`, {
      cookie,
      body: { role_id: sandboxRoleId, permissions: ['create'] },
    })
    expect(res.status).toBe(200)
    const granted = (res.body.data.permission_rows as Row[]).flatMap((r) =>
      r.permissions.filter((p) => p.granted).map((p) => p.key),
    )
    expect(granted).toEqual(
      expect.arrayContaining(['employees.create', 'employees.view', 'candidates.update', 'dashboard.view']),
    )
  })

  it('refuses a permission the platform admin disabled, and unknown ones, changing nothing', async () => {
    const admin = await as.admin()
    const adminNodes = await call(HOST.main, 'GET', '/admin/settings/nodes?area=wildcard', { cookie: admin })
    const candidatesNode = (
      adminNodes.body.data as { key: string; id: string; children: { key: string; id: string }[] }[]
    )
      .flatMap((n) => [n, ...n.children])
      .find((n) => n.key === 'candidates')!
    const disabled = await call(HOST.main, 'PUT', `/admin/settings/nodes/${candidatesNode.id}`, {
      cookie: admin,
      body: { disabled_actions: ['export'] },
    })
    expect(disabled.status).toBe(200)

    const owner = await as.acmeOwner()
    const before = await call(HOST.acme, 'GET', `/wildcard/settings/permissions?role_id=${sandboxRoleId}`, {
      cookie: owner,
    })
    expect(before.body.data.disabled_permissions).toContain('candidates.export')
    const refused = await call(HOST.acme, 'POST', '/wildcard/settings/nodes/bulk_update', {
      cookie: owner,
      body: { role_id: sandboxRoleId, permission_keys: ['candidates.export'] },
    })
    expect(refused.status).toBe(422)
    expect(refused.body.message).toBe('These permissions are disabled and cannot be granted: candidates.export.')
    const unknown = await call(HOST.acme, 'POST', '/wildcard/settings/nodes/bulk_update', {
      cookie: owner,
      body: { role_id: sandboxRoleId, permission_keys: ['candidates.fly'] },
    })
    expect(unknown.status).toBe(422)
    const after = await call(HOST.acme, 'GET', `/wildcard/settings/permissions?role_id=${sandboxRoleId}`, {
      cookie: owner,
    })
    expect(after.body.data.permission_rows).toEqual(before.body.data.permission_rows)

    await call(HOST.main, 'PUT', `/admin/settings/nodes/${candidatesNode.id}`, {
      cookie: admin,
      body: { disabled_actions: [] },
    })
  })

  it("another business's role is 404", async () => {
    const cookie = await as.acmeOwner()
    const globexGrants = () =>
      db().query.rolePermissions.findMany({
        where: eq(rolePermissions.roleId, globexRoleId),
        orderBy: rolePermissions.permissionId,
      })
    const before = await globexGrants()
    expect(before.length).toBeGreaterThan(0)
    expect(
      (await call(HOST.acme, 'GET', `/wildcard/settings/permissions?role_id=${globexRoleId}`, { cookie })).status,
    ).toBe(404)
    expect(
      (
        await call(HOST.acme, 'POST', '/wildcard/settings/nodes/bulk_update', {
          cookie,
          body: { role_id: globexRoleId, permission_keys: [] },
        })
      ).status,
    ).toBe(404)
    // Re-read Globex's role: the empty set above would have revoked everything.
    expect(await globexGrants()).toEqual(before)
  })

  it('the recruiter may not manage settings', async () => {
    const cookie = await as.acmeRecruiter()
    const res = await call(HOST.acme, 'POST', '/wildcard/settings/nodes/bulk_update', {
      cookie,
      body: { role_id: recruiterRoleId, permission_keys: ['settings.manage'] },
    })
    expect(res.status).toBe(403)
    expect(res.body.message).toBe('You do not have permission to manage role permissions.')
  })
})

describe('pages and routes', () => {
  it('selected_page answers what the caller may do on a page', async () => {
    const recruiter = await as.acmeRecruiter()
    const res = await call(HOST.acme, 'POST', '/wildcard/settings/permissions/selected_page', {
      cookie: recruiter,
      body: { path: '/admin/candidates' },
    })
    expect(res.status).toBe(200)
    expect(res.body.data.node.key).toBe('candidates')
    expect(res.body.data.permissions).toEqual(expect.arrayContaining(['view', 'create', 'update', 'blacklist']))
    expect(res.body.data.permissions).not.toContain('delete')
    const missing = await call(HOST.acme, 'POST', '/wildcard/settings/permissions/selected_page', {
      cookie: recruiter,
      body: {},
    })
    expect(missing.status).toBe(422)
  })

  it('nodes/detail answers a node with its permissions', async () => {
    const owner = await as.acmeOwner()
    const nodes = await call(HOST.acme, 'GET', '/wildcard/settings/nodes', { cookie: owner })
    const hiring = (nodes.body.data as { key: string; id: string; children: { key: string; id: string }[] }[]).find(
      (n) => n.key === 'hiring',
    )!
    const jobs = hiring.children.find((n) => n.key === 'opportunities')!
    const res = await call(HOST.acme, 'POST', '/wildcard/settings/nodes/detail', {
      cookie: owner,
      body: { node_id: jobs.id, role_id: recruiterRoleId },
    })
    expect(res.status).toBe(200)
    expect(res.body.data.node.key).toBe('opportunities')
    expect(res.body.data.permissions.map((p: { action: string }) => p.action)).toEqual([
      'view',
      'create',
      'update',
      'change_status',
      'export',
      'generate_description',
    ])
    expect(
      (await call(HOST.acme, 'POST', '/wildcard/settings/nodes/detail', { cookie: owner, body: { node_id: 'nope' } }))
        .status,
    ).toBe(404)
  })

  it('GET /wildcard/routes marks the routes the caller may open', async () => {
    const recruiter = await as.acmeRecruiter()
    const res = await call(HOST.acme, 'GET', '/wildcard/routes', { cookie: recruiter })
    const byPath = Object.fromEntries(
      (res.body.data as { path: string; allowed: boolean }[]).map((r) => [r.path, r.allowed]),
    )
    expect(byPath['/admin/candidates']).toBe(true)
    expect(byPath['/admin/departments']).toBe(false)
    expect(byPath['/admin/settings']).toBe(false)
    expect(byPath['/admin/profile']).toBe(true)
  })
})
