import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { departments, statusHistories } from '../../../worker/db/schema'
import { as, call, db, HOST, seed } from '../../setup/http'
import { businessId, unique } from '../employees/helpers'

beforeAll(seed)

const globexDepartment = async () =>
  (await db().query.departments.findFirst({ where: eq(departments.businessId, await businessId('globex')) }))!.id

describe('departments', () => {
  it('lists 12 a page with counts, and searches, filters and sorts', async () => {
    const cookie = await as.acmeOwner()
    const res = await call(HOST.acme, 'GET', '/wildcard/departments', { cookie })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ page: 1, limit: 12, count: 6 })
    expect(res.body.data.rows[0]).toEqual(
      expect.objectContaining({
        name: expect.any(String),
        employee_count: expect.any(Number),
        opening_count: expect.any(Number),
      }),
    )
    const search = await call(HOST.acme, 'GET', '/wildcard/departments?search=DESIGN', { cookie })
    expect(search.body.data.rows.map((d: { name: string }) => d.name)).toEqual(['Design'])
    const inactive = await call(HOST.acme, 'GET', '/wildcard/departments?status=inactive', { cookie })
    expect(inactive.body.data.rows.map((d: { name: string }) => d.name)).toEqual(['Legacy Support'])
    const sorted = await call(HOST.acme, 'GET', '/wildcard/departments?sort=name&order=asc', { cookie })
    const names = sorted.body.data.rows.map((d: { name: string }) => d.name)
    expect(names).toEqual([...names].sort())
    expect((await call(HOST.acme, 'GET', '/wildcard/departments?status=deleted', { cookie })).status).toBe(422)
  })

  it('creates, reads and updates a department; a name is unique per business (409)', async () => {
    const cookie = await as.acmeOwner()
    const name = unique('Finance')
    const made = await call(HOST.acme, 'POST', '/wildcard/departments', {
      cookie,
      body: { name, description: 'Money matters' },
    })
    expect(made.status).toBe(201)
    expect(made.body).toMatchObject({
      success: true,
      message: 'Department created successfully.',
      data: { name, status: 'active', employee_count: 0 },
    })
    const id = made.body.data.id
    expect((await call(HOST.acme, 'GET', `/wildcard/departments/${id}`, { cookie })).body.data.description).toBe(
      'Money matters',
    )

    const dup = await call(HOST.acme, 'POST', '/wildcard/departments', { cookie, body: { name: name.toUpperCase() } })
    expect(dup.status).toBe(409)
    expect(dup.body.message).toBe(`A department named "${name.toUpperCase()}" already exists.`)
    // Globex may use the same name: uniqueness is per business.
    expect(
      (await call(HOST.globex, 'POST', '/wildcard/departments', { cookie: await as.globexOwner(), body: { name } }))
        .status,
    ).toBe(201)

    const renamed = await call(HOST.acme, 'PUT', `/wildcard/departments/${id}`, {
      cookie,
      body: { name: `${name} & Legal`, description: '' },
    })
    expect(renamed.status).toBe(200)
    expect(renamed.body.data).toMatchObject({ name: `${name} & Legal`, description: null })
    expect(
      (await call(HOST.acme, 'PUT', `/wildcard/departments/${id}`, { cookie, body: { name: 'Engineering' } })).status,
    ).toBe(409)
  })

  it('refuses invalid input with the seed messages (422)', async () => {
    const cookie = await as.acmeOwner()
    const res = await call(HOST.acme, 'POST', '/wildcard/departments', { cookie, body: { name: '' } })
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual([{ field: 'name', message: 'Please enter Name' }])
    const short = await call(HOST.acme, 'POST', '/wildcard/departments', { cookie, body: { name: 'X' } })
    expect(short.body.errors).toEqual([{ field: 'name', message: 'Name must be at least 2 characters' }])
  })

  it('moves active ⇄ inactive with history; a repeated move is a 409; options list only active ones', async () => {
    const cookie = await as.acmeOwner()
    const id = (await call(HOST.acme, 'POST', '/wildcard/departments', { cookie, body: { name: unique('Ops') } })).body
      .data.id
    const off = await call(HOST.acme, 'PUT', `/wildcard/departments/${id}/status`, {
      cookie,
      body: { status: 'inactive', reason: 'Merged' },
    })
    expect(off.status).toBe(200)
    expect(off.body.message).toBe('Department deactivated successfully.')
    const again = await call(HOST.acme, 'PUT', `/wildcard/departments/${id}/status`, {
      cookie,
      body: { status: 'inactive' },
    })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('The department is already inactive.')
    expect(
      (await call(HOST.acme, 'PUT', `/wildcard/departments/${id}/status`, { cookie, body: { status: 'archived' } }))
        .status,
    ).toBe(422)
    const options = await call(HOST.acme, 'GET', '/wildcard/departments/options/all', { cookie })
    expect(options.body.data.map((o: { value: string }) => o.value)).not.toContain(id)
    expect(options.body.data[0]).toEqual({ value: expect.any(String), label: expect.any(String) })
    expect(
      (await call(HOST.acme, 'PUT', `/wildcard/departments/${id}/status`, { cookie, body: { status: 'active' } }))
        .status,
    ).toBe(200)
    const history = await db().query.statusHistories.findMany({
      where: and(eq(statusHistories.entity, 'department'), eq(statusHistories.entityId, id)),
      orderBy: statusHistories.createdAt,
    })
    expect(history.map((h) => [h.fromStatus, h.toStatus])).toEqual([
      [null, 'active'],
      ['active', 'inactive'],
      ['inactive', 'active'],
    ])
    expect(history[1]).toMatchObject({ reason: 'Merged', actorKind: 'employee' })
  })

  it('answers 401 without a session, 403 to the recruiter and 404 for another business’s department', async () => {
    expect((await call(HOST.acme, 'GET', '/wildcard/departments')).status).toBe(401)
    const recruiter = await as.acmeRecruiter()
    const denied = await call(HOST.acme, 'POST', '/wildcard/departments', { cookie: recruiter, body: { name: 'Nope' } })
    expect(denied.status).toBe(403)
    expect(denied.body.message).toBe('You do not have permission to create departments.')
    expect((await call(HOST.acme, 'GET', '/wildcard/departments', { cookie: recruiter })).status).toBe(403)
    const owner = await as.acmeOwner()
    const foreign = await globexDepartment()
    const before = await db().query.departments.findFirst({ where: eq(departments.id, foreign) })
    for (const [method, path, body] of [
      ['GET', `/wildcard/departments/${foreign}`, undefined],
      ['PUT', `/wildcard/departments/${foreign}`, { name: 'Hijacked' }],
      ['PUT', `/wildcard/departments/${foreign}/status`, { status: 'inactive' }],
    ] as const) {
      const res = await call(HOST.acme, method, path, { cookie: owner, body })
      expect(res.status, path).toBe(404)
      expect(res.body.message).toBe('Department not found.')
    }
    expect(await db().query.departments.findFirst({ where: eq(departments.id, foreign) })).toEqual(before)
    const list = await call(HOST.acme, 'GET', '/wildcard/departments?limit=100', { cookie: owner })
    const options = await call(HOST.acme, 'GET', '/wildcard/departments/options/all', { cookie: owner })
    expect(list.body.data.rows.length).toBeGreaterThan(0)
    expect(list.body.data.rows.map((d: { id: string }) => d.id)).not.toContain(foreign)
    expect(options.body.data.map((d: { value: string }) => d.value)).not.toContain(foreign)
  })
})
