import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { employeeRoles, employees, rolePermissions } from '../../../worker/db/schema'
import { as, call, db, HOST, seed } from '../../setup/http'
import { businessId } from '../employees/helpers'

beforeAll(seed)

describe('employee roles', () => {
  it('lists the roles with counts, paginated', async () => {
    const cookie = await as.acmeOwner()
    const res = await call(HOST.acme, 'GET', '/wildcard/employee_roles?limit=2', { cookie })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ count: 3, page: 1, limit: 2 })
    expect(res.body.data.rows).toHaveLength(2)
    expect(res.body.data.rows[0]).toEqual(
      expect.objectContaining({
        name: expect.any(String),
        permission_count: expect.any(Number),
        employee_count: expect.any(Number),
      }),
    )
  })

  it('counts each role’s permissions and employees, searches literally and shows only this business’s roles', async () => {
    const cookie = await as.acmeOwner()
    const acme = await businessId('acme')
    const recruiter = (await db().query.employeeRoles.findFirst({
      where: and(eq(employeeRoles.businessId, acme), eq(employeeRoles.name, 'Recruiter')),
    }))!
    const found = await call(HOST.acme, 'GET', '/wildcard/employee_roles?search=RECRUIT', { cookie })
    expect(found.body.data.rows).toEqual([
      expect.objectContaining({
        id: recruiter.id,
        permission_count: await db().$count(rolePermissions, eq(rolePermissions.roleId, recruiter.id)),
        employee_count: await db().$count(employees, eq(employees.roleId, recruiter.id)),
      }),
    ])
    expect(found.body.data.rows[0].permission_count).toBeGreaterThan(0)
    expect(found.body.data.rows[0].employee_count).toBeGreaterThan(0)
    const wildcard = await call(HOST.acme, 'GET', '/wildcard/employee_roles?search=%25', { cookie })
    expect(wildcard.body.data).toMatchObject({ count: 0, rows: [] })

    const globex = await db().query.employeeRoles.findMany({
      where: eq(employeeRoles.businessId, await businessId('globex')),
    })
    expect(globex.length).toBeGreaterThan(0)
    const all = await call(HOST.acme, 'GET', '/wildcard/employee_roles?limit=100', { cookie })
    const options = await call(HOST.acme, 'GET', '/wildcard/employee_roles/options/all', { cookie })
    const ids = [
      ...all.body.data.rows.map((r: { id: string }) => r.id),
      ...options.body.data.map((r: { value: string }) => r.value),
    ]
    expect(ids.length).toBeGreaterThan(0)
    for (const role of globex) expect(ids).not.toContain(role.id)
  })

  it('creates a role with its permissions and their dependencies', async () => {
    const cookie = await as.acmeOwner()
    const res = await call(HOST.acme, 'POST', '/wildcard/employee_roles', {
      cookie,
      body: { name: 'Coordinator', description: 'Schedules interviews', permission_keys: ['interviews.schedule'] },
    })
    expect(res.status).toBe(201)
    const granted = res.body.data.permission_rows.flatMap((r: { permissions: { key: string; granted: boolean }[] }) =>
      r.permissions.filter((p) => p.granted).map((p) => p.key),
    )
    expect(granted.sort()).toEqual(['interviews.schedule', 'interviews.view'])
    const options = await call(HOST.acme, 'GET', '/wildcard/employee_roles/options/all', { cookie })
    expect(options.body.data).toContainEqual({ value: res.body.data.id, label: 'Coordinator' })
  })

  it('refuses a duplicate name (409) and unknown permissions (422) without leaving a role behind', async () => {
    const cookie = await as.acmeOwner()
    expect(
      (await call(HOST.acme, 'POST', '/wildcard/employee_roles', { cookie, body: { name: 'Recruiter' } })).status,
    ).toBe(409)
    const before = await db().$count(employeeRoles)
    const bad = await call(HOST.acme, 'POST', '/wildcard/employee_roles', {
      cookie,
      body: { name: 'Ghost', permission_keys: ['ghosts.view'] },
    })
    expect(bad.status).toBe(422)
    expect(await db().$count(employeeRoles)).toBe(before)
    expect(await db().query.employeeRoles.findFirst({ where: eq(employeeRoles.name, 'Ghost') })).toBeUndefined()
    const invalid = await call(HOST.acme, 'POST', '/wildcard/employee_roles', { cookie, body: { name: '' } })
    expect(invalid.status).toBe(422)
    expect(invalid.body.errors).toEqual([{ field: 'name', message: 'Please enter Name' }])
  })

  it('answers 401 without a session and 403 to the recruiter', async () => {
    expect((await call(HOST.acme, 'GET', '/wildcard/employee_roles')).status).toBe(401)
    expect((await call(HOST.acme, 'POST', '/wildcard/employee_roles', { body: { name: 'Nobody' } })).status).toBe(401)
    const cookie = await as.acmeRecruiter()
    const create = await call(HOST.acme, 'POST', '/wildcard/employee_roles', { cookie, body: { name: 'Sneaky' } })
    expect(create.status).toBe(403)
    expect(await db().query.employeeRoles.findFirst({ where: eq(employeeRoles.name, 'Sneaky') })).toBeUndefined()
    const res = await call(HOST.acme, 'GET', '/wildcard/employee_roles', { cookie })
    expect(res.status).toBe(403)
    expect(res.body.message).toBe('You do not have permission to view roles.')
  })
})
