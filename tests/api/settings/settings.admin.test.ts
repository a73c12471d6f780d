/**
 * /admin/settings: the platform admin's view of the catalog of both portals (every permission
 * shown as held), one page's actions, one node's detail, and several nodes changed at once
 * (all or nothing). Only the platform admin, on the main domain.
 */
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { nodes, permissions } from '../../../worker/db/schema'
import { as, call, db, HOST, seed } from '../../setup/http'

beforeAll(seed)

type Row = { node: { key: string }; permissions: { key: string; granted: boolean; disabled: boolean }[] }

const nodeOf = async (area: 'admin' | 'wildcard', key: string) =>
  (await db().query.nodes.findFirst({ where: and(eq(nodes.area, area), eq(nodes.key, key)) }))!

describe('GET /admin/settings/permissions', () => {
  it("answers an area's catalog, every permission held, the wildcard area by default", async () => {
    const admin = await as.admin()
    const res = await call(HOST.main, 'GET', '/admin/settings/permissions', { cookie: admin })
    expect(res.status).toBe(200)
    const rows = res.body.data.permission_rows as Row[]
    expect(rows.map((r) => r.node.key)).toEqual(expect.arrayContaining(['candidates', 'departments', 'settings']))
    expect(rows.flatMap((r) => r.permissions).every((p) => p.granted)).toBe(true)
    expect(res.body.data.role).toBeNull()
    expect(res.body.data.dependent_permissions['candidates.update']).toEqual(['candidates.view'])

    const console = await call(HOST.main, 'GET', '/admin/settings/permissions?area=admin', { cookie: admin })
    expect((console.body.data.permission_rows as Row[]).map((r) => r.node.key)).toEqual(
      expect.arrayContaining(['business', 'plans', 'users']),
    )
  })

  it('refuses a bad area (422), no session (401) and staff (401 on the main domain)', async () => {
    const admin = await as.admin()
    expect((await call(HOST.main, 'GET', '/admin/settings/permissions?area=moon', { cookie: admin })).status).toBe(422)
    expect((await call(HOST.main, 'GET', '/admin/settings/permissions')).status).toBe(401)
    const owner = await as.acmeOwner()
    expect((await call(HOST.main, 'GET', '/admin/settings/permissions', { cookie: owner })).status).toBe(401)
  })
})

describe('POST /admin/settings/permissions/selected_page', () => {
  it("answers every action of a console page, by path or node id; 404 for a page that is not the console's", async () => {
    const admin = await as.admin()
    const byPath = await call(HOST.main, 'POST', '/admin/settings/permissions/selected_page', {
      cookie: admin,
      body: { path: '/admin/business' },
    })
    expect(byPath.status).toBe(200)
    expect(byPath.body.data.node.key).toBe('business')
    expect(byPath.body.data.permissions).toEqual(expect.arrayContaining(['view', 'create', 'portal_login']))
    const business = await nodeOf('admin', 'business')
    const byId = await call(HOST.main, 'POST', '/admin/settings/permissions/selected_page', {
      cookie: admin,
      body: { node_id: business.id },
    })
    expect(byId.body.data).toEqual(byPath.body.data)
    const candidates = await nodeOf('wildcard', 'candidates')
    const portalNode = await call(HOST.main, 'POST', '/admin/settings/permissions/selected_page', {
      cookie: admin,
      body: { node_id: candidates.id },
    })
    expect(portalNode.status).toBe(404)
    const empty = await call(HOST.main, 'POST', '/admin/settings/permissions/selected_page', {
      cookie: admin,
      body: {},
    })
    expect(empty.status).toBe(422)
    expect(empty.body.errors).toEqual([{ field: 'node_id', message: 'Please enter Node id or Path' }])
  })
})

describe('POST /admin/settings/nodes/detail', () => {
  it('answers a node of the area with its permissions and children; 404 for an unknown node', async () => {
    const admin = await as.admin()
    const hiring = await nodeOf('wildcard', 'hiring')
    const res = await call(HOST.main, 'POST', '/admin/settings/nodes/detail', {
      cookie: admin,
      body: { node_id: hiring.id },
    })
    expect(res.status).toBe(200)
    expect(res.body.data.node).toMatchObject({ id: hiring.id, key: 'hiring' })
    expect(res.body.data.children.map((n: { key: string }) => n.key)).toEqual(
      expect.arrayContaining(['candidates', 'opportunities']),
    )
    const unknown = await call(HOST.main, 'POST', '/admin/settings/nodes/detail', {
      cookie: admin,
      body: { node_id: 'node_wildcard_nope' },
    })
    expect(unknown.status).toBe(404)
    // A console node is not a node of the (default) business portal area.
    const business = await nodeOf('admin', 'business')
    const wrongArea = await call(HOST.main, 'POST', '/admin/settings/nodes/detail', {
      cookie: admin,
      body: { node_id: business.id },
    })
    expect(wrongArea.status).toBe(404)
    expect(
      (await call(HOST.main, 'POST', '/admin/settings/nodes/detail', { cookie: admin, body: { node_id: '' } })).status,
    ).toBe(422)
  })
})

describe('POST /admin/settings/nodes/bulk_update', () => {
  it('renames, reorders and switches off permissions of several nodes at once; answers the catalog', async () => {
    const admin = await as.admin()
    const departments = await nodeOf('wildcard', 'departments')
    const branches = await nodeOf('wildcard', 'business_branches')
    const res = await call(HOST.main, 'POST', '/admin/settings/nodes/bulk_update', {
      cookie: admin,
      body: {
        area: 'wildcard',
        nodes: [
          { id: departments.id, name: 'Teams', sort_order: 7 },
          { id: branches.id, disabled_actions: ['delete'] },
        ],
      },
    })
    expect(res.status).toBe(200)
    const rows = res.body.data.permission_rows as Row[]
    expect(rows.find((r) => r.node.key === 'business_branches')!.permissions).toContainEqual(
      expect.objectContaining({ key: 'business_branches.delete', disabled: true }),
    )
    expect(res.body.data.disabled_permissions).toContain('business_branches.delete')
    const teams = await nodeOf('wildcard', 'departments')
    expect([teams.name, teams.sortOrder]).toEqual(['Teams', 7])

    // Put the catalog back for the other tests of this file.
    await call(HOST.main, 'POST', '/admin/settings/nodes/bulk_update', {
      cookie: admin,
      body: {
        nodes: [
          { id: departments.id, name: departments.name, sort_order: departments.sortOrder },
          { id: branches.id, disabled_actions: [] },
        ],
      },
    })
  })

  it('changes nothing when one of the nodes is unknown (404) or names an unknown action (422)', async () => {
    const admin = await as.admin()
    const departments = await nodeOf('wildcard', 'departments')
    const before = await db().query.permissions.findMany({ where: eq(permissions.nodeId, departments.id) })
    const unknownNode = await call(HOST.main, 'POST', '/admin/settings/nodes/bulk_update', {
      cookie: admin,
      body: {
        nodes: [
          { id: departments.id, name: 'Renamed', disabled_actions: ['change_status'] },
          { id: 'node_wildcard_nope', name: 'Nope' },
        ],
      },
    })
    expect(unknownNode.status).toBe(404)
    const unknownAction = await call(HOST.main, 'POST', '/admin/settings/nodes/bulk_update', {
      cookie: admin,
      body: {
        nodes: [
          { id: departments.id, name: 'Renamed' },
          { id: departments.id, disabled_actions: ['fly'] },
        ],
      },
    })
    expect(unknownAction.status).toBe(422)
    expect(unknownAction.body.errors).toEqual([{ field: 'disabled_actions', message: 'Unknown permission: fly.' }])
    // Re-read: neither request changed the node or its permissions.
    expect((await nodeOf('wildcard', 'departments')).name).toBe(departments.name)
    expect(await db().query.permissions.findMany({ where: eq(permissions.nodeId, departments.id) })).toEqual(before)
  })

  it('refuses an empty list (422) and anyone but the platform admin (401)', async () => {
    const admin = await as.admin()
    const empty = await call(HOST.main, 'POST', '/admin/settings/nodes/bulk_update', {
      cookie: admin,
      body: { nodes: [] },
    })
    expect(empty.status).toBe(422)
    expect((await call(HOST.main, 'POST', '/admin/settings/nodes/bulk_update', { body: { nodes: [] } })).status).toBe(
      401,
    )
  })
})
