import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { employeeRoles } from '../../../worker/db/schema'
import { as, call, db, HOST, seed } from '../../setup/http'

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

  it('the recruiter may not see roles', async () => {
    const cookie = await as.acmeRecruiter()
    const res = await call(HOST.acme, 'GET', '/wildcard/employee_roles', { cookie })
    expect(res.status).toBe(403)
    expect(res.body.message).toBe('You do not have permission to view roles.')
  })
})
